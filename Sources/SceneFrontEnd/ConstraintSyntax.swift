/// Parses the text of a `<constraint>`, the way an iOS developer writes it down:
///
///     crown.top == board.top - 20
///     a.width == 0.5 * b.width + 10 @750
///     a.width >= 44
///     header.top == safeArea.top
///     label.leading == card.margins.leading
///
/// Names are kept as written here; `SceneBuilder` resolves them. Each error carries the
/// character offset in the text where it was found.
enum ConstraintSyntax {
    struct AnchorName {
        /// Everything before the attribute: `crown`, `superview`, `safeArea`, `card.margins`, `margins`.
        var item: String
        var attribute: String
        var offset: Int
    }

    struct Parsed {
        var first: AnchorName
        var relation: String
        var second: AnchorName?
        var multiplier: Double
        var constant: Double
        var priority: Int
    }

    struct Failure: Error {
        var message: String
        var offset: Int
    }

    private enum Token: Equatable {
        case path(String), number(Double), symbol(String), end
    }

    static let priorityNames = ["required": 1000, "defaultHigh": 750, "defaultLow": 250]

    /// The constraint's parts, its numbers read by `numbers` (which bounds their magnitude), or
    /// what is wrong with it and where.
    static func parse(_ text: String, numbers: ValueSyntax = ValueSyntax()) -> Result<Parsed, Failure> {
        do { return .success(try parseOrThrow(Array(text.unicodeScalars), numbers: numbers)) } catch let f as Failure { return .failure(f) } catch {
            return .failure(Failure(message: "\(error)", offset: 0))
        }
    }

    private static func parseOrThrow(_ s: [Unicode.Scalar], numbers: ValueSyntax) throws -> Parsed {
        var tokens: [(Token, Int)] = []
        var i = 0
        func isNameStart(_ c: Unicode.Scalar) -> Bool { c.isASCII && (c.properties.isAlphabetic || c == "_") }
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        while i < s.count {
            let c = s[i]
            if c == " " || c == "\t" || c == "\n" || c == "\r" { i += 1; continue }
            let start = i
            if isNameStart(c) {
                while i < s.count && (isNameStart(s[i]) || isDigit(s[i]) || s[i] == ".") { i += 1 }
                tokens.append((.path(String(String.UnicodeScalarView(s[start..<i]))), start))
            } else if isDigit(c) || c == "." {
                while i < s.count && (isDigit(s[i]) || s[i] == ".") { i += 1 }
                let text = String(String.UnicodeScalarView(s[start..<i]))
                switch numbers.number(text) {
                case .success(let v): tokens.append((.number(v), start))
                case .failure(let m): throw Failure(message: m.text, offset: start)
                }
            } else if i + 1 < s.count, ["==", "<=", ">="].contains(String(String.UnicodeScalarView(s[i...(i + 1)]))) {
                tokens.append((.symbol(String(String.UnicodeScalarView(s[i...(i + 1)]))), start))
                i += 2
            } else if c == "≤" || c == "≥" {
                // XML makes `<=` awkward (`&lt;=`), so the mathematical signs are accepted too.
                tokens.append((.symbol(c == "≤" ? "<=" : ">="), start))
                i += 1
            } else if "*+-@".unicodeScalars.contains(c) {
                tokens.append((.symbol(String(c)), start))
                i += 1
            } else if c == "=" {
                throw Failure(message: "use '==' to state equality", offset: start)
            } else {
                throw Failure(message: "unexpected '\(c)'", offset: start)
            }
        }
        tokens.append((.end, s.count))

        var k = 0
        func peek() -> Token { tokens[k].0 }
        func offset() -> Int { tokens[k].1 }
        func take() -> Token { defer { k += 1 }; return tokens[k].0 }
        func anchor(_ path: String, at offset: Int) throws -> AnchorName {
            guard let dot = path.lastIndex(of: ".") else {
                throw Failure(message: "'\(path)' needs an attribute, such as '\(path).top' or '\(path).width'", offset: offset)
            }
            return AnchorName(item: String(path[..<dot]), attribute: String(path[path.index(after: dot)...]), offset: offset)
        }
        func signedNumber() throws -> Double? {
            var sign = 1.0
            if peek() == .symbol("-") { _ = take(); sign = -1 } else if peek() == .symbol("+") { _ = take() }
            if case .number(let v) = peek() { _ = take(); return sign * v }
            return nil
        }

        guard case .path(let firstPath) = peek() else { throw Failure(message: "a constraint starts with an anchor, such as 'crown.top'", offset: offset()) }
        let first = try anchor(firstPath, at: offset())
        _ = take()
        guard case .symbol(let relation) = peek(), ["==", "<=", ">="].contains(relation) else {
            throw Failure(message: "expected '==', '<=' or '>=' after '\(firstPath)'", offset: offset())
        }
        _ = take()

        var multiplier = 1.0, constant = 0.0, second: AnchorName?
        let rhsOffset = offset()
        if let leading = try signedNumber() {
            if peek() == .symbol("*") {
                _ = take()
                guard case .path(let p) = peek() else { throw Failure(message: "expected an anchor after '*'", offset: offset()) }
                second = try anchor(p, at: offset())
                _ = take()
                multiplier = leading
            } else {
                constant = leading
            }
        } else if case .path(let p) = peek() {
            second = try anchor(p, at: offset())
            _ = take()
            if peek() == .symbol("*") {
                _ = take()
                guard case .number(let m) = take() else { throw Failure(message: "expected a number after '*'", offset: tokens[k - 1].1) }
                multiplier = m
            }
        } else {
            throw Failure(message: "expected an anchor or a number after '\(relation)'", offset: rhsOffset)
        }
        if second != nil, peek() == .symbol("+") || peek() == .symbol("-") {
            let negative = take() == .symbol("-")
            guard case .number(let c) = take() else { throw Failure(message: "expected a number after '\(negative ? "-" : "+")'", offset: tokens[k - 1].1) }
            constant = negative ? -c : c
        }
        var priority = 1000
        if peek() == .symbol("@") {
            _ = take()
            let at = offset()
            switch take() {
            case .number(let p) where p == p.rounded() && (1...1000).contains(p): priority = Int(p)
            case .path(let name) where priorityNames[name] != nil: priority = priorityNames[name] ?? 1000
            default: throw Failure(message: "a priority is a whole number from 1 to 1000, or 'required', 'defaultHigh', 'defaultLow'", offset: at)
            }
        }
        guard peek() == .end else { throw Failure(message: "unexpected text after the constraint", offset: offset()) }
        return Parsed(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant, priority: priority)
    }
}
