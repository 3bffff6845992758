/// Accumulates indented lines of markup; escaping lives here so every printer escapes alike.
///
/// The markup is kept as UTF-8 bytes and becomes a `String` once, at the end: a printer writes
/// a line for every node of a scene of 100,000, and appending bytes costs a fraction of
/// appending strings. A line is written whole (`line`, `open`, `close`) or in pieces
/// (`beginLine`, `write`, `endLine`), which saves building a string for each line only to
/// copy it.
public struct MarkupWriter {
    /// Indentation stops growing here: real screens stay readable in a diff, while a
    /// 200-deep generated tree does not spend most of its bytes on spaces.
    public static let maximumIndent = 16
    private var bytes: [UInt8] = []
    private var depth = 0

    /// The markup written so far; printers return it once the tree is done.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// An empty document at depth 0.
    public init() {}

    /// An empty document at depth 0 with room for `bytes` bytes of markup, so that a large
    /// document is not copied each time it outgrows its storage. A guess: more is still taken.
    public init(capacity bytes: Int) {
        self.bytes.reserveCapacity(bytes)
    }

    /// Writes one line at the current depth, for an element with no children (or text).
    public mutating func line(_ s: String) {
        beginLine()
        bytes += s.utf8
        bytes.append(UInt8(ascii: "\n"))
    }

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

    /// Starts a line written in pieces: its indentation at the current depth.
    public mutating func beginLine() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * min(depth, Self.maximumIndent)))
    }

    /// Writes a piece of the current line as it is.
    public mutating func write(_ s: String) {
        bytes += s.utf8
    }

    /// Writes a piece of the current line escaped as `escape` escapes it.
    public mutating func write(escaping s: String) {
        Self.escape(s, into: &bytes)
    }

    /// Writes a piece of the current line through `body`, which appends UTF-8 to the bytes
    /// (numbers, by `NumberText.append(_:to:)`).
    public mutating func writeBytes(_ body: (inout [UInt8]) -> Void) {
        body(&bytes)
    }

    /// Ends a line written in pieces. With `opening`, the line opened an element, and what
    /// follows is indented one step more, as after `open`.
    public mutating func endLine(opening: Bool = false) {
        bytes.append(UInt8(ascii: "\n"))
        if opening { depth += 1 }
    }

    /// Escapes text for an attribute value in double quotes or for character data, in XML and
    /// HTML alike: scene text can never open a tag, end an attribute or a CDATA section.
    public static func escape(_ s: String) -> String {
        // Text with nothing to escape, most of it, is returned as it is.
        guard s.utf8.contains(where: needsEscape) else { return s }
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count + 16)
        escape(s, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// Appends `s`, escaped, to UTF-8 `bytes`. Every character escaped is ASCII, so the bytes
    /// are read and written as they are, not rebuilt scalar by scalar.
    private static func escape(_ s: String, into bytes: inout [UInt8]) {
        guard s.utf8.contains(where: needsEscape) else {
            bytes += s.utf8
            return
        }
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes += "&amp;".utf8
            case UInt8(ascii: "<"): bytes += "&lt;".utf8
            case UInt8(ascii: ">"): bytes += "&gt;".utf8
            case UInt8(ascii: "\""): bytes += "&quot;".utf8
            case UInt8(ascii: "'"): bytes += "&apos;".utf8
            default: bytes.append(byte)
            }
        }
    }
}
