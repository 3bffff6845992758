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
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
