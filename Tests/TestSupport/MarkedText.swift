/// Scene text with location markers (`1️⃣`, `2️⃣`, …) where diagnostics are expected, in the
/// style of swift-syntax's test support: the test states the spot, not a computed number.
public struct MarkedText {
    /// The text with every marker removed.
    public let source: String
    private let markers: [String: (line: Int, column: Int)]

    public static let names = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    public init(_ marked: String) {
        var source = "", markers: [String: (Int, Int)] = [:]
        var line = 1, column = 1
        var rest = Substring(marked)
        outer: while let c = rest.first {
            for name in Self.names where rest.hasPrefix(name) {
                markers[name] = (line, column)
                rest = rest.dropFirst(name.count)
                continue outer
            }
            source.append(c)
            if c == "\n" { line += 1; column = 1 } else { column += c.unicodeScalars.count }
            rest = rest.dropFirst()
        }
        self.source = source
        self.markers = markers
    }

    /// `file:line:col` of a marker, as diagnostics print it.
    public func location(_ marker: String, file: String) -> String {
        guard let m = markers[marker] else { return "\(file):?:? (no marker \(marker))" }
        return "\(file):\(m.line):\(m.column)"
    }
}
