/// Accumulates indented lines of markup; escaping lives here so every printer escapes alike.
public struct MarkupWriter {
    /// Indentation stops growing here: real screens stay readable in a diff, while a
    /// 200-deep generated tree does not spend most of its bytes on spaces.
    public static let maximumIndent = 16
    /// The markup written so far; printers return it once the tree is done.
    public private(set) var text = ""
    private var depth = 0

    /// An empty document at depth 0.
    public init() {}

    /// An empty document at depth 0 with room for `bytes` bytes of markup, so that a large
    /// document is not copied each time it outgrows its storage. A guess: more is still taken.
    public init(capacity bytes: Int) {
        text.reserveCapacity(bytes)
    }

    /// Writes one line at the current depth, for an element with no children (or text).
    public mutating func line(_ s: String) {
        text += Self.indents[min(depth, Self.maximumIndent)]
        text += s
        text += "\n"
    }

    private static let indents = (0...maximumIndent).map { String(repeating: "  ", count: $0) }

    /// Writes an opening tag and indents what follows, so nesting in the output mirrors the tree.
    public mutating func open(_ s: String) {
        line(s)
        depth += 1
    }

    /// Ends the indentation `open` began and writes the closing tag at the opening tag's depth.
    public mutating func close(_ s: String) {
        depth -= 1
        line(s)
    }

    /// Escapes text for an attribute value in double quotes or for character data, in XML and
    /// HTML alike: scene text can never open a tag, end an attribute or a CDATA section.
    public static func escape(_ s: String) -> String {
        // Every character escaped is ASCII, so the UTF-8 bytes are read and written as they
        // are: text with nothing to escape is returned as it is, and the rest is not rebuilt
        // scalar by scalar.
        let utf8 = s.utf8
        guard utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                                     || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else { return s }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            case UInt8(ascii: "'"): out += "&apos;".utf8
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
