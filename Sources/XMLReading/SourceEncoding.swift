import SceneModel

/// Scene files are UTF-8 text: checked over the bytes before libxml2 sees them, in one pass.
///
/// Why scenec decides this rather than libxml2: libxml2 would decode UTF-16 or a declared
/// Latin-1 file for itself, but scenec reports places by counting the file's own bytes as
/// UTF-8 (`LineTable`) and scans start tags over them (`StartTagScanner`), so any other
/// encoding would put every diagnostic in the wrong place. And libxml2 takes a NUL byte as
/// the end of the input, silently dropping whatever follows it.
package enum SourceEncoding {
    /// The first reason the bytes are not UTF-8 text, with the byte offset it is at; nil when
    /// they are. A UTF-8 byte-order mark is allowed.
    package static func problem(in bytes: [UInt8]) -> (offset: Int, message: DiagnosticMessage)? {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
            || (bytes.count >= 2 && (bytes[0] == 0) != (bytes[1] == 0) && (bytes[0] == 0x3C || bytes[1] == 0x3C)) {
            return (0, .utf16File)
        }
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0 { return (i, .nulByte) }
            if b < 0x80 { i += 1; continue }
            let length = sequenceLength(bytes, at: i)
            guard length > 0 else {
                let shown = bytes[i..<min(i + 4, bytes.count)].map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
                return (i, .invalidUTF8(bytes: shown))
            }
            i += length
        }
        return declaredEncodingProblem(bytes)
    }

    /// The length of the well-formed UTF-8 sequence at `i` (RFC 3629: no overlong forms, no
    /// surrogates, nothing above U+10FFFF), or 0.
    private static func sequenceLength(_ bytes: [UInt8], at i: Int) -> Int {
        let b = bytes[i]
        let (length, secondRange): (Int, ClosedRange<UInt8>) = switch b {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: (0, 0...0)
        }
        guard length > 0, i + length <= bytes.count, secondRange.contains(bytes[i + 1]) else { return 0 }
        for k in 2..<length where !(0x80...0xBF).contains(bytes[i + k]) { return 0 }
        return length
    }

    /// An XML declaration that names an encoding other than UTF-8.
    private static func declaredEncodingProblem(_ bytes: [UInt8]) -> (offset: Int, message: DiagnosticMessage)? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: Array("<?xml".utf8)),
              let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let range = declaration.firstRange(of: "encoding") else { return nil }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let name = rest.dropFirst().prefix { $0 != quote }
        guard name.lowercased() != "utf-8" else { return nil }
        return (start, .declaredEncoding(String(name)))
    }
}
