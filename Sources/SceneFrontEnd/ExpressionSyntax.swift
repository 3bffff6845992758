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
        var scan = Scan(text)
        while scan.i < scan.chars.count {
            let scalar = scan.chars[scan.i]
            let c = Character(scalar)
            if scalar == " " || scalar == "\t" || scalar == "\n" { scan.i += 1; continue }
            let failure: Failure?
            if isDigit(scalar) || scalar == "." {
                failure = scan.readNumber(c, numbers: numbers)
            } else if isLetter(scalar) || scalar == "_" {
                failure = scan.readName(c)
            } else if c == "(" {
                failure = scan.openParenthesis()
            } else if c == ")" {
                failure = scan.closeParenthesis()
            } else if scalar == "+" || scalar == "-" || scalar == "*" || scalar == "/" {
                failure = scan.readOperator(c)
            } else {
                failure = Failure(message: "unexpected '\(c)'")
            }
            if let failure { return .failure(failure) }
        }
        return scan.finish()
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool {
        c.isASCII ? ("0"..."9").contains(c) : c.properties.numericType != nil
    }

    private static func precedence(_ c: Character) -> Int { c == "*" || c == "/" ? 2 : c == "~" ? 3 : 1 }

    private static func isLetter(_ c: Unicode.Scalar) -> Bool {
        c.isASCII ? ("a"..."z").contains(c) || ("A"..."Z").contains(c) : c.properties.isAlphabetic
    }

    /// The shunting-yard's state: the text, the read position, the output and the operator stack.
    /// Each step reads one token at `i`, moves past it, and returns what is wrong, or nil.
    private struct Scan {
        /// Unicode scalars, each tested by its ASCII value first: building Characters (grapheme
        /// breaking) and asking Unicode properties of every one made this the front end's
        /// costliest step on long expressions. Non-ASCII letters and digits keep their
        /// Unicode meaning. A space ends the text, so every token ends before `chars.count`.
        let chars: [Unicode.Scalar]
        let utf8: [UInt8]
        /// Where each scalar starts in the UTF-8 text, so a name or number is cut from the
        /// bytes rather than rebuilt scalar by scalar.
        let starts: [Int]
        var i = 0
        var open = 0
        var expectOperand = true
        var output: [Item] = []
        var operators: [Character] = []

        init(_ text: String) {
            var chars = Array(text.unicodeScalars)
            chars.append(" ")
            var starts: [Int] = []
            starts.reserveCapacity(chars.count)
            var offset = 0
            for scalar in chars.dropLast() {
                starts.append(offset)
                offset += UTF8.width(scalar)
            }
            starts.append(offset)
            self.chars = chars
            self.utf8 = Array(text.utf8)
            self.starts = starts
        }

        func slice(_ from: Int, _ to: Int) -> String { String(decoding: utf8[starts[from]..<starts[to]], as: UTF8.self) }

        /// Moves operators from the stack to the output, down to a '(' or the first that fails `condition`.
        mutating func flush(while condition: (Character) -> Bool) {
            while let top = operators.last, top != "(", condition(top) {
                output.append(top == "~" ? .negate : .op(top))
                operators.removeLast()
            }
        }

        /// A number (digits, dots, and an exponent after its first character) to the output.
        mutating func readNumber(_ c: Character, numbers: ValueSyntax) -> Failure? {
            guard expectOperand else { return Failure(message: "expected an operator before '\(c)'") }
            var j = i
            while j < chars.count, isDigit(chars[j]) || chars[j] == "." || ((chars[j] == "e" || chars[j] == "E") && j > i) { j += 1 }
            switch numbers.number(slice(i, j)) {
            case .success(let v): output.append(.number(v))
            case .failure(let m): return Failure(message: m.text)
            }
            i = j
            expectOperand = false
            return nil
        }

        /// A dotted name to the output, split at its last dot into subject and quantity.
        mutating func readName(_ c: Character) -> Failure? {
            guard expectOperand else { return Failure(message: "expected an operator before '\(c)'") }
            var j = i
            while j < chars.count, isLetter(chars[j]) || isDigit(chars[j]) || chars[j] == "_" || chars[j] == "." { j += 1 }
            let path = slice(i, j)
            guard let dot = path.lastIndex(of: "."), dot != path.startIndex else {
                return Failure(message: "'\(path)' needs a frame value, such as '\(path).width' or '\(path).maxY'")
            }
            output.append(.name(String(path[..<dot]), String(path[path.index(after: dot)...])))
            i = j
            expectOperand = false
            return nil
        }

        /// A '(' onto the stack, refused beyond `maximumNesting`.
        mutating func openParenthesis() -> Failure? {
            guard expectOperand else { return Failure(message: "expected an operator before '('") }
            guard open < maximumNesting else {
                return Failure(message: "parentheses nest deeper than \(maximumNesting)")
            }
            operators.append("(")
            open += 1
            i += 1
            return nil
        }

        /// A ')': the operators since its '(' to the output, and the '(' dropped.
        mutating func closeParenthesis() -> Failure? {
            guard !expectOperand else { return Failure(message: "expected a value before ')'") }
            flush { _ in true }
            guard operators.last == "(" else { return Failure(message: "')' without '('") }
            operators.removeLast()
            open -= 1
            i += 1
            return nil
        }

        /// A binary operator after an operand, or a unary minus ('~') where an operand is due.
        mutating func readOperator(_ c: Character) -> Failure? {
            if expectOperand {
                guard c == "-" else { return Failure(message: "expected a value before '\(c)'") }
                operators.append("~")
            } else {
                flush { precedence($0) >= precedence(c) }
                operators.append(c)
                expectOperand = true
            }
            i += 1
            return nil
        }

        /// The output once the text is read: it must not end wanting an operand or with a '(' open.
        mutating func finish() -> Result<[Item], Failure> {
            guard !expectOperand else { return .failure(Failure(message: output.isEmpty ? "the expression is empty" : "the expression ends with an operator")) }
            flush { _ in true }
            guard operators.isEmpty else { return .failure(Failure(message: "'(' without ')'")) }
            return .success(output)
        }
    }
}
