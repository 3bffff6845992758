import SceneModel

/// Parses a frame expression such as `superview.width / 2` or `title.maxY + 10` into postfix
/// order (shunting-yard), with `+ - * /`, unary minus, parentheses and numbers.
enum ExpressionSyntax {
    struct Failure: Error {
        var message: String
    }

    /// A reference as written: `superview.width`, `self.height`, `title.maxY`.
    struct Name {
        var subject: String
        var quantity: String
    }

    enum Item: Equatable {
        case number(Double)
        case name(String, String)
        case op(Character)
        case negate
    }

    /// Parentheses deeper than this are refused: no layout needs them, and the limit keeps every
    /// stack small.
    static let maximumNesting = 64

    /// The expression's items in postfix order, its numbers read by `numbers` (which bounds
    /// their magnitude), or what is wrong with it.
    static func parse(_ text: String, numbers: ValueSyntax = ValueSyntax()) -> Result<[Item], Failure> {
        var output: [Item] = [], operators: [Character] = []
        var expectOperand = true
        // Unicode scalars, each tested by its ASCII value first: building Characters (grapheme
        // breaking) and asking Unicode properties of every one made this the front end's
        // costliest step on long expressions. Non-ASCII letters and digits keep their
        // Unicode meaning.
        var chars = Array(text.unicodeScalars)
        chars.append(" ")
        // Where each scalar starts in the UTF-8 text, so a name or number is cut from the
        // bytes rather than rebuilt scalar by scalar.
        let utf8 = Array(text.utf8)
        var starts: [Int] = []
        starts.reserveCapacity(chars.count)
        var offset = 0
        for scalar in chars.dropLast() {
            starts.append(offset)
            offset += UTF8.width(scalar)
        }
        starts.append(offset)
        func slice(_ from: Int, _ to: Int) -> String { String(decoding: utf8[starts[from]..<starts[to]], as: UTF8.self) }
        var i = 0
        var open = 0
        func precedence(_ c: Character) -> Int { c == "*" || c == "/" ? 2 : c == "~" ? 3 : 1 }
        func flush(while condition: (Character) -> Bool) {
            while let top = operators.last, top != "(", condition(top) {
                output.append(top == "~" ? .negate : .op(top))
                operators.removeLast()
            }
        }
        func isDigit(_ c: Unicode.Scalar) -> Bool {
            c.isASCII ? ("0"..."9").contains(c) : c.properties.numericType != nil
        }
        func isLetter(_ c: Unicode.Scalar) -> Bool {
            c.isASCII ? ("a"..."z").contains(c) || ("A"..."Z").contains(c) : c.properties.isAlphabetic
        }
        while i < chars.count {
            let scalar = chars[i]
            let c = Character(scalar)
            if scalar == " " || scalar == "\t" || scalar == "\n" { i += 1; continue }
            if isDigit(scalar) || scalar == "." {
                guard expectOperand else { return .failure(Failure(message: "expected an operator before '\(c)'")) }
                var j = i
                while j < chars.count, isDigit(chars[j]) || chars[j] == "." || ((chars[j] == "e" || chars[j] == "E") && j > i) { j += 1 }
                switch numbers.number(slice(i, j)) {
                case .success(let v): output.append(.number(v))
                case .failure(let m): return .failure(Failure(message: m.text))
                }
                i = j
                expectOperand = false
            } else if isLetter(scalar) || scalar == "_" {
                guard expectOperand else { return .failure(Failure(message: "expected an operator before '\(c)'")) }
                var j = i
                while j < chars.count, isLetter(chars[j]) || isDigit(chars[j]) || chars[j] == "_" || chars[j] == "." { j += 1 }
                let path = slice(i, j)
                guard let dot = path.lastIndex(of: "."), dot != path.startIndex else {
                    return .failure(Failure(message: "'\(path)' needs a frame value, such as '\(path).width' or '\(path).maxY'"))
                }
                output.append(.name(String(path[..<dot]), String(path[path.index(after: dot)...])))
                i = j
                expectOperand = false
            } else if c == "(" {
                guard expectOperand else { return .failure(Failure(message: "expected an operator before '('")) }
                guard open < maximumNesting else {
                    return .failure(Failure(message: "parentheses nest deeper than \(maximumNesting)"))
                }
                operators.append("(")
                open += 1
                i += 1
            } else if c == ")" {
                guard !expectOperand else { return .failure(Failure(message: "expected a value before ')'")) }
                flush { _ in true }
                guard operators.last == "(" else { return .failure(Failure(message: "')' without '('")) }
                operators.removeLast()
                open -= 1
                i += 1
            } else if scalar == "+" || scalar == "-" || scalar == "*" || scalar == "/" {
                if expectOperand {
                    guard c == "-" else { return .failure(Failure(message: "expected a value before '\(c)'")) }
                    operators.append("~")
                } else {
                    flush { precedence($0) >= precedence(c) }
                    operators.append(c)
                    expectOperand = true
                }
                i += 1
            } else {
                return .failure(Failure(message: "unexpected '\(c)'"))
            }
        }
        guard !expectOperand else { return .failure(Failure(message: output.isEmpty ? "the expression is empty" : "the expression ends with an operator")) }
        flush { _ in true }
        guard operators.isEmpty else { return .failure(Failure(message: "'(' without ')'")) }
        return .success(output)
    }
}
