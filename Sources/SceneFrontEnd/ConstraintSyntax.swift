/// Parses the text of a `<constraint>`, the way an iOS developer writes it down:
///
///     crown.top == board.top - 20
///     a.width == 0.5 * b.width + 10 @750
///     a.width >= 44
///     header.top == safeArea.top
///     label.leading == card.margins.leading
///     title.top == card.safeArea.top
///
/// Names are kept as written here; `SceneBuilder` resolves them. Each error carries the
/// character offset in the text where it was found.
enum ConstraintSyntax {
    struct AnchorName {
        /// Everything before the attribute: `crown`, `superview`, `safeArea`, `card.margins`,
        /// `card.safeArea`, `margins`.
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

    /// The text's tokens read as `anchor relation right-hand-side [+ constant] [@priority]`, and nothing after.
    private static func parseOrThrow(_ s: [Unicode.Scalar], numbers: ValueSyntax) throws -> Parsed {
        var cursor = Cursor(tokens: try tokenize(s, numbers: numbers))
        let (first, relation) = try parseFirstAndRelation(&cursor)
        var (second, multiplier, constant) = try parseRightSide(&cursor, after: relation)
        if second != nil, let c = try parseTrailingConstant(&cursor) { constant = c }
        let priority = try parsePriority(&cursor)
        guard cursor.peek() == .end else { throw Failure(message: "unexpected text after the constraint", offset: cursor.offset()) }
        return Parsed(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant, priority: priority)
    }

    /// Splits the text into tokens with their offsets, ending with `.end` at the text's length;
    /// throws at the first character that starts no token.
    private static func tokenize(_ s: [Unicode.Scalar], numbers: ValueSyntax) throws -> [(Token, Int)] {
        var tokens: [(Token, Int)] = []
        var i = 0
        // ASCII letters compared directly: a Unicode property lookup per character was a tenth
        // of compiling a table of 10,000 rows with 9 constraints each.
        func isNameStart(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" }
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        while i < s.count {
            let c = s[i]
            if c == " " || c == "\t" || c == "\n" || c == "\r" { i += 1; continue }
            let start = i
            if isNameStart(c) {
                while i < s.count && (isNameStart(s[i]) || isDigit(s[i]) || s[i] == ".") { i += 1 }
                tokens.append((.path(asciiText(s[start..<i])), start))
            } else if isDigit(c) || c == "." {
                while i < s.count && (isDigit(s[i]) || s[i] == ".") { i += 1 }
                let text = asciiText(s[start..<i])
                switch numbers.number(text) {
                case .success(let v): tokens.append((.number(v), start))
                case .failure(let m): throw Failure(message: m.text, offset: start)
                }
            } else if i + 1 < s.count, s[i + 1] == "=", c == "=" || c == "<" || c == ">" {
                tokens.append((.symbol(c == "=" ? "==" : c == "<" ? "<=" : ">="), start))
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
        return tokens
    }

    /// Scalars the tokenizer took as a name or a number, all ASCII, as a string written byte by
    /// byte: building it through a `String.UnicodeScalarView` appended a scalar at a time was
    /// 12 % of compiling a table of 1,000 self-sizing rows with 9 constraints each.
    private static func asciiText(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        String(unsafeUninitializedCapacity: scalars.count) { bytes in
            for (k, scalar) in scalars.enumerated() { bytes[k] = UInt8(truncatingIfNeeded: scalar.value) }
            return scalars.count
        }
    }

    /// A read position in the tokens, which always end with `.end`.
    private struct Cursor {
        let tokens: [(Token, Int)]
        var k = 0
        func peek() -> Token { tokens[k].0 }
        func offset() -> Int { tokens[k].1 }
        /// The offset of the token `take()` returned last.
        func previousOffset() -> Int { tokens[k - 1].1 }
        mutating func take() -> Token { defer { k += 1 }; return tokens[k].0 }
        /// An optionally signed number, taken; nil (with only the sign taken) when none follows.
        mutating func signedNumber() -> Double? {
            var sign = 1.0
            if peek() == .symbol("-") { _ = take(); sign = -1 } else if peek() == .symbol("+") { _ = take() }
            if case .number(let v) = peek() { _ = take(); return sign * v }
            return nil
        }
    }

    /// A path split at its last dot into item and attribute; a path without one has no attribute.
    private static func anchor(_ path: String, at offset: Int) throws -> AnchorName {
        // Searched as bytes: a name is ASCII, and a search by `Character` breaks graphemes.
        guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")) else {
            throw Failure(message: "'\(path)' needs an attribute, such as '\(path).top' or '\(path).width'", offset: offset)
        }
        return AnchorName(item: String(path[..<dot]), attribute: String(path[path.index(after: dot)...]), offset: offset)
    }

    /// The left-hand anchor and the relation after it, both taken.
    private static func parseFirstAndRelation(_ cursor: inout Cursor) throws -> (AnchorName, String) {
        guard case .path(let firstPath) = cursor.peek() else {
            throw Failure(message: "a constraint starts with an anchor, such as 'crown.top'", offset: cursor.offset())
        }
        let first = try anchor(firstPath, at: cursor.offset())
        _ = cursor.take()
        guard case .symbol(let relation) = cursor.peek(), relation == "==" || relation == "<=" || relation == ">=" else {
            throw Failure(message: "expected '==', '<=' or '>=' after '\(firstPath)'", offset: cursor.offset())
        }
        _ = cursor.take()
        return (first, relation)
    }

    /// The right-hand side up to any `+ c`: `[sign] number [* anchor]` or `anchor [* number]`.
    private static func parseRightSide(_ cursor: inout Cursor, after relation: String) throws
        -> (second: AnchorName?, multiplier: Double, constant: Double) {
        var multiplier = 1.0, constant = 0.0, second: AnchorName?
        let rhsOffset = cursor.offset()
        if let leading = cursor.signedNumber() {
            if cursor.peek() == .symbol("*") {
                _ = cursor.take()
                guard case .path(let p) = cursor.peek() else { throw Failure(message: "expected an anchor after '*'", offset: cursor.offset()) }
                second = try anchor(p, at: cursor.offset())
                _ = cursor.take()
                multiplier = leading
            } else {
                constant = leading
            }
        } else if case .path(let p) = cursor.peek() {
            second = try anchor(p, at: cursor.offset())
            _ = cursor.take()
            if cursor.peek() == .symbol("*") {
                _ = cursor.take()
                guard case .number(let m) = cursor.take() else { throw Failure(message: "expected a number after '*'", offset: cursor.previousOffset()) }
                multiplier = m
            }
        } else {
            throw Failure(message: "expected an anchor or a number after '\(relation)'", offset: rhsOffset)
        }
        return (second, multiplier, constant)
    }

    /// A `+ c` or `- c` after an anchor, taken, as a signed constant; nil when none follows.
    private static func parseTrailingConstant(_ cursor: inout Cursor) throws -> Double? {
        guard cursor.peek() == .symbol("+") || cursor.peek() == .symbol("-") else { return nil }
        let negative = cursor.take() == .symbol("-")
        guard case .number(let c) = cursor.take() else {
            throw Failure(message: "expected a number after '\(negative ? "-" : "+")'", offset: cursor.previousOffset())
        }
        return negative ? -c : c
    }

    /// An `@priority`, taken; 1000 (required) when none follows.
    private static func parsePriority(_ cursor: inout Cursor) throws -> Int {
        guard cursor.peek() == .symbol("@") else { return 1000 }
        _ = cursor.take()
        let at = cursor.offset()
        switch cursor.take() {
        case .number(let p) where p == p.rounded() && (1...1000).contains(p): return Int(p)
        case .path(let name) where priorityNames[name] != nil: return priorityNames[name] ?? 1000
        default: throw Failure(message: "a priority is a whole number from 1 to 1000, or 'required', 'defaultHigh', 'defaultLow'", offset: at)
        }
    }
}
