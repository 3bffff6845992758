/// Finds where each attribute name starts inside a start tag that libxml2 already accepted.
///
/// libxml2 2.9 keeps no positions for attributes, and only a clamped line for elements; the
/// raw bytes of a well-formed start tag are simple enough to walk: name, then
/// `name = "value"` pairs. `<` cannot appear unescaped inside a start tag, which is how the
/// tag's start is found from the offset of its end.
enum StartTagScanner {
    /// The offset of the `<` that opens the tag ending at or after `endOffset`.
    static func tagStart(in bytes: [UInt8], endingAt endOffset: Int) -> Int {
        var i = min(endOffset, bytes.count - 1)
        while i > 0 && bytes[i] != UInt8(ascii: "<") { i -= 1 }
        return i
    }

    /// Each attribute's qualified name and the offset of its first byte, in source order.
    static func attributes(in bytes: [UInt8], tagStart: Int) -> [(name: String, offset: Int)] {
        var result: [(String, Int)] = []
        var i = tagStart + 1
        let n = bytes.count
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        while i < n && !isSpace(bytes[i]) && bytes[i] != UInt8(ascii: ">") && bytes[i] != UInt8(ascii: "/") { i += 1 }
        while i < n {
            while i < n && isSpace(bytes[i]) { i += 1 }
            guard i < n, bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") else { break }
            let nameStart = i
            while i < n && !isSpace(bytes[i]) && bytes[i] != UInt8(ascii: "=") { i += 1 }
            let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
            while i < n && bytes[i] != UInt8(ascii: "\"") && bytes[i] != UInt8(ascii: "'") { i += 1 }
            guard i < n else { break }
            let quote = bytes[i]
            i += 1
            while i < n && bytes[i] != quote { i += 1 }
            i += 1
            result.append((name, nameStart))
        }
        return result
    }
}
