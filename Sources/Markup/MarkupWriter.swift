import Geometry

/// Accumulates indented lines of markup; escaping lives here so every printer escapes alike.
///
/// The markup is kept as UTF-8 bytes and handed on as bytes (`finish`): a file is written from
/// bytes, so nothing is gained by making them a `String`, which would validate and copy the
/// 54 MB of a 100,000-view scene's drawing and page only for them to be written out again. A
/// line is written whole (`line`, `open`, `close`) or in pieces (`beginLine`, `write`,
/// `endLine`), which saves building a string for each line only to copy it.
///
/// How it is fast: a printer writes about ten pieces a node, millions in a 100,000-view scene,
/// so the cost of one write decides the printer's. Pieces are `StaticString`s, integers and
/// numbers, never strings made for the purpose, and they are copied into `pending`, a small
/// buffer inside the writer, which is appended to the array only when full: appending every
/// piece to the array itself checked its uniqueness and capacity and called `memmove` each
/// time. The small methods are `@inlinable`, so the printers, in other modules, copy a
/// literal's bytes without a call. Measured on a scene of 100,000 frames
/// (`Tests/Benchmarks/frame_scene.py`): both printers take 0.085 s of CPU, against 0.30 s when
/// each piece's `String` was appended to the array and the document made a `String`.
public struct MarkupWriter {
    /// Indentation stops growing here: real screens stay readable in a diff, while a
    /// 200-deep generated tree does not spend most of its bytes on spaces.
    public static let maximumIndent = 16
    /// The markup written, but for the last `pendingCount` bytes, which are in `pending`.
    @usableFromInline var storage: [UInt8] = []
    @usableFromInline var pending: Pending = (.zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero)
    @usableFromInline var pendingCount = 0
    @usableFromInline var depth = 0
    /// Where the markup goes as it is written, a chunk at a time; nil keeps it all for `finish`.
    @usableFromInline var drain: Drain?
    /// How much `storage` holds before it is handed to `drain`.
    @usableFromInline var chunk = 0

    /// Takes markup as it is written: a chunk of UTF-8, valid only during the call.
    public typealias Drain = (UnsafeBufferPointer<UInt8>) -> Void

    /// 512 bytes held in the writer itself: a tuple of one type, so its bytes are contiguous
    /// (`InlineArray` would say so better, but needs macOS 26).
    @usableFromInline typealias Pending = (SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>,
                                           SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>, SIMD64<UInt8>)
    @inlinable static var pendingCapacity: Int { 512 }

    /// An empty document at depth 0.
    public init() {}

    /// An empty document at depth 0 with room for `bytes` bytes of markup, so that a large
    /// document is not copied each time it outgrows its storage. A guess: more is still taken.
    public init(capacity bytes: Int) {
        storage.reserveCapacity(bytes)
    }

    /// An empty document at depth 0 whose markup is handed to `drain` as it is written, about
    /// `chunk` bytes at a time, and never held whole: for a file written as it is printed, so
    /// that a compile holds none of its files (tens of megabytes each for a large scene).
    public init(draining drain: @escaping Drain, chunk: Int = 1 << 20) {
        self.drain = drain
        self.chunk = chunk
        storage.reserveCapacity(chunk + Self.pendingCapacity)
    }

    /// The markup written, as UTF-8, leaving the writer empty: what printers return once the
    /// tree is done. A draining writer hands on what it still holds and returns nothing.
    public mutating func finish() -> [UInt8] {
        // Mutating, not `consuming`: a consuming method works on a copy of the writer, whose
        // flush finds the storage shared and copies all of it (25 MB for a large drawing).
        flush()
        if drain != nil {
            handOn()
            return []
        }
        defer { storage = [] }  // so the caller holds the only reference to the storage
        return storage
    }

    /// The markup written, as text, leaving the writer empty.
    public mutating func finishText() -> String {
        String(decoding: finish(), as: UTF8.self)
    }

    /// Writes one line at the current depth, for an element with no children (or text).
    public mutating func line(_ s: String) {
        beginLine()
        write(verbatim: s)
        endLine()
    }

    /// Writes an opening tag and indents what follows, so nesting in the output mirrors the tree.
    public mutating func open(_ s: String) {
        line(s)
        depth += 1
    }

    /// Ends the indentation `open` began and writes the closing tag at the opening tag's depth.
    @inlinable @inline(__always)
    public mutating func close(_ s: StaticString) {
        depth -= 1
        beginLine()
        write(s)
        endLine()
    }

    /// Starts a line written in pieces: its indentation at the current depth.
    @inlinable @inline(__always)
    public mutating func beginLine() {
        // All the spaces are copied, and the line goes on after as many as the depth needs: a
        // copy of a length known when compiled is a single move, while one of the depth's
        // length was a call to `memcpy` for every line.
        let spaces: StaticString = "                                "  // 2 × maximumIndent
        if pendingCount + spaces.utf8CodeUnitCount > Self.pendingCapacity { flush() }
        withUnsafeMutableBytes(of: &pending) { buffer in
            (buffer.baseAddress! + pendingCount).copyMemory(from: spaces.utf8Start, byteCount: spaces.utf8CodeUnitCount)
        }
        pendingCount += 2 * min(max(depth, 0), Self.maximumIndent)
    }

    /// Ends a line written in pieces. With `opening`, the line opened an element, and what
    /// follows is indented one step more, as after `open`.
    @inlinable @inline(__always)
    public mutating func endLine(opening: Bool = false) {
        write("\n")
        if opening { depth += 1 }
    }

    /// Writes a piece of the current line as it is: markup the printer spells out.
    @inlinable @inline(__always)
    public mutating func write(_ s: StaticString) {
        s.withUTF8Buffer { write(UnsafeRawBufferPointer($0)) }
    }

    /// Writes a piece of the current line as it is: markup made at run time (never scene text,
    /// which goes through `write(escaping:)`).
    @inlinable
    public mutating func write(verbatim s: String) {
        // A native or literal string lends its UTF-8 storage; only a bridged one is read by bytes.
        if s.utf8.withContiguousStorageIfAvailable({ write(UnsafeRawBufferPointer($0)) }) == nil {
            flush()
            storage += s.utf8
            grew()
        }
    }

    /// Writes a whole number in decimal.
    @inlinable @inline(__always)
    public mutating func write(_ n: Int) {
        if pendingCount + NumberText.maximumDecimalBytes > Self.pendingCapacity { flush() }
        let written = withUnsafeMutableBytes(of: &pending) { buffer in
            NumberText.writeDecimal(n, into: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self) + pendingCount)
        }
        pendingCount += written
    }

    /// Writes a number as `NumberText.format` prints it.
    @inlinable @inline(__always)
    public mutating func write(number: Double) {
        if let whole = NumberText.integer(number) {
            write(whole)
        } else {
            write(verbatim: NumberText.format(number))
        }
    }

    /// Writes a piece of the current line escaped as `escape` escapes it.
    public mutating func write(escaping s: String) {
        // Scene strings are native, so this reads their storage in place, and copies the runs
        // between the characters it escapes (a hit region's label, `<view> at 3:5 (0 0; 20 20)`,
        // has two) rather than byte by byte.
        let done: Void? = s.utf8.withContiguousStorageIfAvailable { text in
            guard let base = text.baseAddress else { return }
            var run = 0
            for k in 0..<text.count where Self.needsEscape(text[k]) {
                write(UnsafeRawBufferPointer(start: base + run, count: k - run))
                write(Self.entity(text[k]))
                run = k + 1
            }
            write(UnsafeRawBufferPointer(start: base + run, count: text.count - run))
        }
        if done != nil { return }
        for byte in s.utf8 {
            if Self.needsEscape(byte) { write(Self.entity(byte)) } else { withUnsafeBytes(of: byte) { write($0) } }
        }
    }

    /// Copies `bytes` after what is written: into `pending` while they fit. Always inlined, so
    /// that a literal's length is known where it is copied and the copy is a few moves.
    @inlinable @inline(__always)
    mutating func write(_ bytes: UnsafeRawBufferPointer) {
        let count = bytes.count
        guard pendingCount + count <= Self.pendingCapacity else { return writeOverflowing(bytes) }
        withUnsafeMutableBytes(of: &pending) { buffer in
            (buffer.baseAddress! + pendingCount).copyMemory(from: bytes.baseAddress!, byteCount: count)
        }
        pendingCount += count
    }

    /// `write(_:)` when `pending` is too full for `bytes`.
    @usableFromInline
    mutating func writeOverflowing(_ bytes: UnsafeRawBufferPointer) {
        flush()
        if bytes.count > Self.pendingCapacity {
            storage.append(contentsOf: bytes.assumingMemoryBound(to: UInt8.self))
            grew()
        } else {
            write(bytes)
        }
    }

    /// Appends `pending` to `storage`.
    @usableFromInline
    mutating func flush() {
        guard pendingCount > 0 else { return }
        withUnsafeBytes(of: &pending) { buffer in
            storage.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer.prefix(pendingCount)).assumingMemoryBound(to: UInt8.self))
        }
        pendingCount = 0
        grew()
    }

    /// After `storage` grew: a draining writer hands on a full chunk.
    @usableFromInline
    mutating func grew() {
        if drain != nil, storage.count >= chunk { handOn() }
    }

    /// Hands what `storage` holds to `drain` and empties it, keeping its memory for the next chunk.
    @usableFromInline
    mutating func handOn() {
        guard let drain, !storage.isEmpty else { return }
        storage.withUnsafeBufferPointer { drain($0) }
        storage.removeAll(keepingCapacity: true)
    }

    /// Escapes text for an attribute value in double quotes or for character data, in XML and
    /// HTML alike: scene text can never open a tag, end an attribute or a CDATA section.
    public static func escape(_ s: String) -> String {
        // Text with nothing to escape, most of it, is returned as it is.
        guard s.utf8.contains(where: needsEscape) else { return s }
        var out = MarkupWriter()
        out.write(escaping: s)
        return out.finishText()
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// The entity for one of the five characters `needsEscape` names. Every character escaped
    /// is ASCII, so text is read and written as bytes, not rebuilt scalar by scalar.
    private static func entity(_ byte: UInt8) -> StaticString {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: "&apos;"
        }
    }
}
