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

    static func parse(_ text: String) -> Result<[Item], Failure> {
        var output: [Item] = [], operators: [Character] = []
        var expectOperand = true
        var chars = Array(text)
        chars.append(" ")
        var i = 0
        func precedence(_ c: Character) -> Int { c == "*" || c == "/" ? 2 : c == "~" ? 3 : 1 }
        func flush(while condition: (Character) -> Bool) {
            while let top = operators.last, top != "(", condition(top) {
                output.append(top == "~" ? .negate : .op(top))
                operators.removeLast()
            }
        }
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" || c == "\n" { i += 1; continue }
            if c.isNumber || c == "." {
                guard expectOperand else { return .failure(Failure(message: "expected an operator before '\(c)'")) }
                var j = i
                while j < chars.count, chars[j].isNumber || chars[j] == "." || ((chars[j] == "e" || chars[j] == "E") && j > i) { j += 1 }
                switch ValueSyntax.number(String(chars[i..<j])) {
                case .success(let v): output.append(.number(v))
                case .failure(let m): return .failure(Failure(message: m.text))
                }
                i = j
                expectOperand = false
            } else if c.isLetter || c == "_" {
                guard expectOperand else { return .failure(Failure(message: "expected an operator before '\(c)'")) }
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "." { j += 1 }
                let path = String(chars[i..<j])
                guard let dot = path.lastIndex(of: "."), dot != path.startIndex else {
                    return .failure(Failure(message: "'\(path)' needs a frame value, such as '\(path).width' or '\(path).maxY'"))
                }
                output.append(.name(String(path[..<dot]), String(path[path.index(after: dot)...])))
                i = j
                expectOperand = false
            } else if c == "(" {
                guard expectOperand else { return .failure(Failure(message: "expected an operator before '('")) }
                guard operators.filter({ $0 == "(" }).count < maximumNesting else {
                    return .failure(Failure(message: "parentheses nest deeper than \(maximumNesting)"))
                }
                operators.append("(")
                i += 1
            } else if c == ")" {
                guard !expectOperand else { return .failure(Failure(message: "expected a value before ')'")) }
                flush { _ in true }
                guard operators.last == "(" else { return .failure(Failure(message: "')' without '('")) }
                operators.removeLast()
                i += 1
            } else if "+-*/".contains(c) {
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
