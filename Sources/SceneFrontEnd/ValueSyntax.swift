import Geometry
import SceneModel

/// Parsers for attribute values. Each returns the value or a message saying what was expected;
/// none accepts NaN, infinity, hex floats or numbers beyond `magnitude`.
package struct ValueSyntax: Sendable {
    /// Coordinates, sizes and factors beyond this are refused: no screen is that large, and
    /// larger values would lose precision or overflow in layout arithmetic
    /// (`ResourceLimits.magnitude`).
    let magnitude: Double
    /// The most commands one `path` may have (`ResourceLimits.pathCommands`).
    let pathCommands: Int

    /// Parsers bounded by `limits`.
    init(limits: ResourceLimits = .standard) {
        self.magnitude = limits.magnitude
        self.pathCommands = limits.pathCommands
    }

    static let maximumIdentifierLength = 200
    package static let reservedNames: Set<String> = ["superview", "owner", "self", "safeArea", "keyboard", "margins", "scene", "root"]

    typealias Parsed<T> = Result<T, Message>

    struct Message: Error {
        let text: String
        init(_ text: String) { self.text = text }
    }

    // MARK: Numbers

    func number(_ text: String) -> Parsed<Double> {
        // Most numbers begin and end with a visible ASCII character, and need no trimming, which
        // through Foundation costs more than the rest of the parse; any other edge (a space, a
        // tab, a non-ASCII space) takes the trimming path.
        let plain: (UInt8) -> Bool = { $0 > 0x20 && $0 < 0x7F }
        let spaced = !(text.utf8.first.map(plain) ?? true) || !(text.utf8.last.map(plain) ?? true)
        let t = spaced ? text.trimmingSpaces() : text
        guard Self.isDecimal(t), let value = Double(t) else {
            return .failure(Message("'\(Self.quoted(text))' is not a number"))
        }
        let limit = magnitude
        guard value.isFinite, abs(value) <= limit else {
            return .failure(Message("'\(Self.quoted(t))' is out of range; numbers are limited to ±\(NumberText.format(limit)) (--max-magnitude)"))
        }
        return .success(value == 0 ? 0 : value)  // no -0 downstream
    }

    func numbers(_ text: String, count: Int, expected: String) -> Parsed<[Double]> {
        // Valid lists of plain ASCII numbers, nearly every list a scene has, are read from the
        // bytes without a `String` per number; anything else, errors included, goes the general
        // way below, which gives the messages.
        if let values = plainNumbers(text, count: count) { return .success(values) }
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        guard parts.count == count, text.filter({ $0 == "," }).count <= count - 1 else {
            return .failure(Message("expected \(expected), got '\(Self.quoted(text))'"))
        }
        var values: [Double] = []
        for p in parts {
            switch number(p) {
            case .success(let v): values.append(v)
            case .failure(let m): return .failure(m)
            }
        }
        return .success(values)
    }

    /// The numbers of a valid list whose bytes are all number characters or ASCII separators
    /// (`,`, space, tab, newline), exactly as `numbers` would read them; nil for anything else
    /// (another character, a wrong count, an invalid or out-of-range number), which `numbers`
    /// then reads the general way.
    private func plainNumbers(_ text: String, count: Int) -> [Double]? {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { values in
            plainNumbers(text, into: values) ? Array(values) : nil
        }
    }

    /// `plainNumbers(_:count:)` written into `values`, whose size is the count: false when the
    /// text is not such a list. What a rect is read with, into place, without an array.
    private func plainNumbers(_ text: String, into values: UnsafeMutableBufferPointer<Double>) -> Bool {
        var text = text
        let count = values.count
        return text.withUTF8 { bytes -> Bool in
            var found = 0
            var commas = 0, i = 0
            let n = bytes.count
            while i < n {
                let b = bytes[i]
                if b == UInt8(ascii: ",") || b == 0x20 || b == 0x09 || b == 0x0A {
                    if b == UInt8(ascii: ",") { commas += 1 }
                    i += 1
                    continue
                }
                let start = i
                while i < n {
                    let c = bytes[i]
                    if c == UInt8(ascii: ",") || c == 0x20 || c == 0x09 || c == 0x0A { break }
                    i += 1
                }
                guard found < count, let value = plainNumber(UnsafeBufferPointer(rebasing: bytes[start..<i])) else { return false }
                values[found] = value
                found += 1
            }
            return found == count && commas <= count - 1
        }
    }

    /// One number from its bytes, as `number` reads a number with no spaces around it; nil when
    /// it is not one, or out of range.
    private func plainNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let isInteger = Self.decimalShape(bytes) else { return nil }
        let value: Double
        if isInteger && bytes.count <= 15 {
            // At most 15 digits: the integer is exact in a Double, as `Double(_:)` would read it.
            var whole = 0
            var negative = false
            for b in bytes {
                switch b {
                case UInt8(ascii: "-"): negative = true
                case UInt8(ascii: "+"): break
                default: whole = whole * 10 + Int(b - UInt8(ascii: "0"))
                }
            }
            value = negative ? -Double(whole) : Double(whole)
        } else {
            guard let parsed = Double(Substring(decoding: bytes, as: UTF8.self)) else { return nil }
            value = parsed
        }
        guard value.isFinite, abs(value) <= magnitude else { return nil }
        return value == 0 ? 0 : value  // no -0 downstream
    }

    /// Nil unless the bytes are `[+-]digits[.digits][e[+-]digits]` (`isDecimal`); then whether
    /// they are a whole number, written without a dot or an exponent.
    private static func decimalShape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        let (plus, minus, dot, zero, nine, e, upperE) = (UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "0"), UInt8(ascii: "9"), UInt8(ascii: "e"), UInt8(ascii: "E"))
        var i = 0
        let n = bytes.count
        if i < n && (bytes[i] == plus || bytes[i] == minus) { i += 1 }
        var mantissaDigits = 0, seenDot = false
        while i < n, (zero...nine).contains(bytes[i]) || bytes[i] == dot {
            if bytes[i] == dot { if seenDot { return nil }; seenDot = true } else { mantissaDigits += 1 }
            i += 1
        }
        guard mantissaDigits > 0 else { return nil }
        if i < n && (bytes[i] == e || bytes[i] == upperE) {
            i += 1
            if i < n && (bytes[i] == plus || bytes[i] == minus) { i += 1 }
            guard i < n else { return nil }
            while i < n { guard (zero...nine).contains(bytes[i]) else { return nil }; i += 1 }
            return false
        }
        return i == n ? !seenDot : nil
    }

    /// `[+-]digits[.digits][e[+-]digits]`: what Swift's `Double(_:)` would also take as
    /// `nan`, `inf` or `0x1p3` is refused here.
    private static func isDecimal(_ t: String) -> Bool {
        var chars = Substring(t).utf8[...]
        let (plus, minus, dot, zero, nine, e, upperE) = (UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "0"), UInt8(ascii: "9"), UInt8(ascii: "e"), UInt8(ascii: "E"))
        if chars.first == plus || chars.first == minus { chars = chars.dropFirst() }
        var mantissaDigits = 0, seenDot = false
        while let c = chars.first, (zero...nine).contains(c) || c == dot {
            if c == dot { if seenDot { return false }; seenDot = true } else { mantissaDigits += 1 }
            chars = chars.dropFirst()
        }
        guard mantissaDigits > 0 else { return false }
        if chars.first == e || chars.first == upperE {
            chars = chars.dropFirst()
            if chars.first == plus || chars.first == minus { chars = chars.dropFirst() }
            guard !chars.isEmpty, chars.allSatisfy({ (zero...nine).contains($0) }) else { return false }
            return true
        }
        return chars.isEmpty
    }

    // MARK: Geometry

    func rect(_ text: String) -> Parsed<Rect> {
        if let plain = plainRect(text) { return .success(plain) }
        return numbers(text, count: 4, expected: "four numbers 'x y width height'").flatMap { v in
            guard v[2] >= 0, v[3] >= 0 else { return .failure(Message("width and height must not be negative in '\(Self.quoted(text))'")) }
            return .success(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
        }
    }

    /// A rect of four plain numbers and a size not negative, read into place with no array, as
    /// `rect` reads it; nil for anything else (a negative size included), which `rect` reads the
    /// general way, giving the messages. Nearly every frame a scene has is one.
    private func plainRect(_ text: String) -> Rect? {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 4) { v -> Rect? in
            plainNumbers(text, into: v) && v[2] >= 0 && v[3] >= 0 ? Rect(x: v[0], y: v[1], width: v[2], height: v[3]) : nil
        }
    }

    func size(_ text: String) -> Parsed<Size> {
        numbers(text, count: 2, expected: "two numbers 'width height'").flatMap { v in
            guard v[0] >= 0, v[1] >= 0 else { return .failure(Message("width and height must not be negative in '\(Self.quoted(text))'")) }
            return .success(Size(width: v[0], height: v[1]))
        }
    }

    /// `UIScreen.scale`: 1, 2 or 3, the scales iOS devices have.
    func screenScale(_ text: String) -> Parsed<Double> {
        number(text).flatMap { value in
            ScreenScale.allowed.contains(value) ? .success(value)
                : .failure(Message("'\(Self.quoted(text))' is not a screen scale; iOS screens have a scale of 1, 2 or 3"))
        }
    }

    /// `UIEdgeInsets` order: top, left, bottom, right; or one number for all four.
    func insets(_ text: String) -> Parsed<EdgeInsets> {
        let count = text.split(whereSeparator: { $0 == "," || $0 == " " }).count == 1 ? 1 : 4
        return numbers(text, count: count, expected: "four numbers 'top left bottom right' or one for all").map { v in
            v.count == 1 ? EdgeInsets(all: v[0]) : EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
    }

    /// Horizontal then vertical priority, 1…1000, or one for both (`UILayoutPriority`).
    func priorities(_ text: String) -> Parsed<(Int, Int)> {
        let count = text.split(whereSeparator: { $0 == "," || $0 == " " }).count == 1 ? 1 : 2
        return numbers(text, count: count, expected: "a priority, or 'horizontal vertical' priorities, each 1…1000").flatMap { v in
            guard v.allSatisfy({ $0 == $0.rounded() && (1...1000).contains($0) }) else {
                return .failure(Message("priorities are whole numbers from 1 to 1000, got '\(Self.quoted(text))'"))
            }
            return .success((Int(v[0]), Int(v[v.count - 1])))
        }
    }

    func point(_ text: String) -> Parsed<Point> {
        numbers(text, count: 2, expected: "two numbers 'x, y'").map { Point(x: $0[0], y: $0[1]) }
    }

    /// A frame: four numbers, or `REF.bounds` with an optional `.inset(…)` of 1, 2 or 4 numbers
    /// (all edges; vertical, horizontal; top, left, bottom, right as `UIEdgeInsets`).
    enum Frame {
        case rect(Rect)
        case bounds(of: String, inset: EdgeInsets)
    }

    func frame(_ text: String) -> Parsed<Frame> {
        // Four plain numbers, nearly every frame, are a rect: digits and separators cannot
        // spell `.bounds`, so this is the answer the search below would lead to, found first.
        if let plain = plainRect(text) { return .success(.rect(plain)) }
        // Without `.bounds` the text is a rect, as written: found in the bytes, before any
        // trimming (which through Foundation costs more than reading the four numbers).
        guard Self.contains(".bounds", in: text) else { return rect(text).map(Frame.rect) }
        let t = text.trimmingSpaces()
        guard let dot = t.firstRange(of: ".bounds") else { return rect(text).map(Frame.rect) }
        let expected = "four numbers 'x y width height', or 'NAME.bounds' optionally followed by '.inset(…)'"
        let reference = String(t[..<dot.lowerBound])
        let rest = t[dot.upperBound...].trimmingSpaces()
        guard Self.isIdentifier(reference) else { return .failure(Message("'\(Self.quoted(reference))' is not a name")) }
        if rest.isEmpty { return .success(.bounds(of: reference, inset: .zero)) }
        guard rest.hasPrefix(".inset("), rest.hasSuffix(")") else {
            return .failure(Message("expected \(expected), got '\(Self.quoted(text))'"))
        }
        let inner = String(rest.dropFirst(".inset(".count).dropLast())
        let parts = inner.split(separator: ",").count
        guard [1, 2, 4].contains(parts) else {
            return .failure(Message("'.inset(…)' takes 1, 2 or 4 numbers (all; vertical, horizontal; top, left, bottom, right), got '\(Self.quoted(inner))'"))
        }
        return numbers(inner, count: parts, expected: "\(parts) numbers").map { v in
            let insets: EdgeInsets
            switch v.count {
            case 1: insets = EdgeInsets(all: v[0])
            case 2: insets = EdgeInsets(top: v[0], left: v[1], bottom: v[0], right: v[1])
            default: insets = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
            }
            return .bounds(of: reference, inset: insets)
        }
    }

    /// Whether `needle` occurs in `text`, compared byte by byte (as `range(of:)` finds an ASCII needle).
    private static func contains(_ needle: StaticString, in text: String) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        let utf8 = text.utf8
        guard let first = pattern.first, utf8.count >= pattern.count else { return false }
        var index = utf8.startIndex
        while let found = utf8[index...].firstIndex(of: first) {
            if utf8[found...].starts(with: pattern) { return true }
            index = utf8.index(after: found)
        }
        return false
    }

    /// A transform list read left to right like chained `CGAffineTransform` calls (and like CSS):
    /// `rotate(30deg) scale(2)` equals `CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 2, y: 2)`.
    func transform(_ text: String) -> Parsed<Transform> {
        var result = Transform.identity
        var rest = Substring(text.trimmingSpaces())
        let expected = "rotate(ANGLE), scale(S) or scale(SX, SY), translate(X, Y) or matrix(a, b, c, d, tx, ty)"
        if rest.isEmpty { return .failure(Message("expected a transform list such as 'rotate(45deg) scale(2)'")) }
        while !rest.isEmpty {
            guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close else {
                return .failure(Message("expected \(expected), got '\(Self.quoted(String(rest)))'"))
            }
            let name = rest[..<open].trimmingSpaces()
            let args = String(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...].drop(while: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
            let step: Parsed<Transform>
            switch name {
            case "rotate": step = angle(args).map { Transform(rotationAngle: $0) }
            case "scale":
                let count = args.split(separator: ",").count == 2 || args.split(separator: " ").count == 2 ? 2 : 1
                step = numbers(args, count: count, expected: "scale(S) or scale(SX, SY)").map {
                    Transform(scaleX: $0[0], y: $0.count == 2 ? $0[1] : $0[0])
                }
            case "translate":
                step = numbers(args, count: 2, expected: "translate(X, Y)").map { Transform(translationX: $0[0], y: $0[1]) }
            case "matrix":
                step = numbers(args, count: 6, expected: "matrix(a, b, c, d, tx, ty)").map {
                    Transform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5])
                }
            default:
                let hint = NameSuggestion.hint(for: name, in: ["rotate", "scale", "translate", "matrix"])
                return .failure(Message("unknown transform function '\(Self.quoted(name))'\(hint)"))
            }
            switch step {
            case .success(let t): result = result.prepending(t)
            case .failure(let m): return .failure(m)
            }
        }
        return .success(result)
    }

    /// An angle with its unit: `45deg` or `0.785rad`. A bare number is refused because UIKit
    /// speaks radians and designers speak degrees; guessing either would be wrong half the time.
    func angle(_ text: String) -> Parsed<Double> {
        let t = text.trimmingSpaces()
        for (unit, factor) in [("deg", Double.pi / 180), ("rad", 1.0)] where t.hasSuffix(unit) {
            return number(String(t.dropLast(unit.count))).map { $0 * factor }
        }
        return .failure(Message("the angle '\(Self.quoted(text))' needs a unit: 'deg' or 'rad'"))
    }

    // MARK: Others

    static func bool(_ text: String) -> Parsed<Bool> {
        switch text {
        case "true": return .success(true)
        case "false": return .success(false)
        default: return .failure(Message("expected 'true' or 'false', got '\(Self.quoted(text))'"))
        }
    }

    /// `#RRGGBB`, `#RRGGBBAA` or a UIKit colour name.
    static func color(_ text: String) -> Parsed<Color> {
        if text.hasPrefix("#") {
            let hex = Array(text.dropFirst())
            guard hex.count == 6 || hex.count == 8, let v = UInt32(String(hex), radix: 16), hex.allSatisfy(\.isHexDigit) else {
                return .failure(Message("'\(Self.quoted(text))' is not a colour; use #RRGGBB, #RRGGBBAA or a name such as 'systemBlue'"))
            }
            let (rgb, alpha) = hex.count == 8 ? (v >> 8, Double(v & 0xFF) / 255) : (v, 1.0)
            return .success(Color(r8: Int(rgb >> 16 & 0xFF), g8: Int(rgb >> 8 & 0xFF), b8: Int(rgb & 0xFF), alpha: alpha))
        }
        if let named = SystemColor.named(text) { return .success(named) }
        let hint = NameSuggestion.hint(for: text, in: SystemColor.all.map(\.name))
        return .failure(Message("unknown colour '\(Self.quoted(text))'\(hint)"))
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, text.unicodeScalars.count <= maximumIdentifierLength else { return false }
        func ascii(_ s: Unicode.Scalar) -> Bool { s.isASCII && (s.properties.isAlphabetic || s == "_") }
        return ascii(first) && text.unicodeScalars.allSatisfy { ascii($0) || ("0"..."9").contains($0) }
    }

    static func identifier(_ text: String) -> Parsed<String> {
        guard Self.isIdentifier(text) else {
            return .failure(Message("'\(Self.quoted(text))' is not a valid name; use letters, digits and '_', starting with a letter, at most \(maximumIdentifierLength) characters"))
        }
        guard !reservedNames.contains(text) else { return .failure(Message("'\(text)' is reserved; choose another name")) }
        return .success(text)
    }

    /// A scene name becomes a file name, so it is kept to characters safe in every file system.
    static func sceneName(_ text: String) -> Parsed<String> {
        let ok = !text.isEmpty && text.count <= 100 && !text.hasPrefix(".")
            && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0)) }
        return ok ? .success(text) : .failure(Message("'\(Self.quoted(text))' is not a valid scene name; use letters, digits, '_', '-' and '.', not starting with '.', at most 100 characters"))
    }

    /// `symbol:NAME`, or a relative path that stays inside the scene's folder. Why so strict:
    /// the image is embedded in pages and drawings others open, so no URL (`javascript:`,
    /// `http:`, `data:`) and no path out of the folder (`/etc/…`, `../…`) may reach it.
    static func image(_ text: String) -> Parsed<String> {
        let usage = "an image is 'symbol:NAME' or the path of a PNG, JPEG, GIF or WebP file in the scene's folder, such as 'images/photo.png'"
        guard !text.isEmpty, text.count <= maximumIdentifierLength,
              !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return .failure(Message("'\(Self.quoted(text))' is not an image; \(usage)"))
        }
        if text.hasPrefix("symbol:") { return .success(text) }
        let scheme = text.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
        if text.dropFirst(scheme.count).first == ":" || text.hasPrefix("//") {
            return .failure(Message("'\(Self.quoted(text))' is a URL; \(usage)"))
        }
        // Judged by the path as imports are (`a//b.png`, `./x.png` and `a/../b.png` stay in the
        // folder), not by its spelling; a link out of the folder is refused when it is read.
        let normalized = ComponentExpander.normalized(text)
        guard !text.hasPrefix("/"), !text.contains("\\"), normalized != "..", !normalized.hasPrefix("../") else {
            return .failure(Message("'\(Self.quoted(text))' leaves the scene's folder; \(usage)"))
        }
        guard !normalized.isEmpty else { return .failure(Message("'\(Self.quoted(text))' names the scene's folder, not a file; \(usage)")) }
        return .success(text)
    }

    /// The value as it goes into a message: shortened, so a 5 MB attribute gives a one-line diagnostic.
    static func quoted(_ text: String) -> String {
        MessageText.name(text, longest: MessageText.longestQuote)
    }
}
