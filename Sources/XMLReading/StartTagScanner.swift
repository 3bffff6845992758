#if canImport(Glibc)
import Glibc
#endif

/// Finds where each attribute name starts inside a start tag that libxml2 already accepted.
///
/// libxml2 2.9 keeps no positions for attributes, and only a clamped line for elements; the
/// raw bytes of a well-formed start tag are simple enough to walk: name, then
/// `name = "value"` pairs. `<` cannot appear unescaped inside a start tag, which is how the
/// tag's start is found from the offset of its end.
package enum StartTagScanner {
    /// The most attributes one element may have. UIKit's classes have a few dozen properties a
    /// scene sets (a `<use>` adds its component's parameters); libxml2 2.9 checks each
    /// attribute against every earlier one of its element, so 100,000 attributes cost minutes
    /// before any hook of ours runs, and the count is taken from the raw bytes first.
    package static let maximumAttributes = 1_000

    /// What one pass over a document's bytes finds before libxml2 reads it.
    package enum Survey: Equatable {
        /// The first start tag with more attributes than the limit: its offset, and how many it
        /// has, counted up to the limit + 1.
        case crowdedTag(offset: Int, attributes: Int)
        /// No tag has too many attributes; the document has this many start tags and attributes,
        /// so at most this many elements and attributes, and its first processing instruction
        /// (not the XML declaration) is at `instruction`.
        case counts(startTags: Int, attributes: Int, instruction: Int? = nil)
    }

    /// Finds the first start tag with more than `limit` attributes, or counts the start tags
    /// and their attributes. One pass over the bytes: comments, CDATA sections, processing instructions,
    /// declarations and end tags are skipped whole, and in a start tag each `=` outside quotes
    /// is one attribute. Text that is not well-formed is left for libxml2 to report.
    ///
    /// `memchr` finds the next `<` outside tags and the closing quote inside a value; the few
    /// bytes between a tag's values are read one by one. (Passing over eight of those at a
    /// time when none is a quote, `=`, `<` or `>` was measured slower: they are too short.)
    package static func survey(_ bytes: [UInt8], attributeLimit limit: Int) -> Survey {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return .counts(startTags: 0, attributes: 0) }
            let n = buffer.count
            let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), bang = UInt8(ascii: "!"), question = UInt8(ascii: "?")
            let slash = UInt8(ascii: "/"), equals = UInt8(ascii: "="), dq = UInt8(ascii: "\""), sq = UInt8(ascii: "'")
            /// The offset of the first `byte` at or after `from`, or `n`.
            func find(_ byte: UInt8, from: Int) -> Int {
                guard from < n, let found = memchr(base + from, Int32(byte), n - from) else { return n }
                return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            }
            func matches(_ p: StaticString, at i: Int) -> Bool {
                guard i + p.utf8CodeUnitCount <= n else { return false }
                return memcmp(base + i, p.utf8Start, p.utf8CodeUnitCount) == 0
            }
            /// The offset just past the first `terminator` at or after `from`, or `n`.
            func skip(past terminator: StaticString, from: Int) -> Int {
                var i = from
                while true {
                    i = find(terminator.utf8Start.pointee, from: i)
                    guard i < n else { return n }
                    if matches(terminator, at: i) { return i + terminator.utf8CodeUnitCount }
                    i += 1
                }
            }
            var tags = 0, attributes = 0
            var instruction: Int?
            var i = 0
            while true {
                i = find(lt, from: i)
                guard i + 1 < n else { break }
                let next = base[i + 1]
                if next == slash { i = skip(past: ">", from: i + 2); continue }
                if next == question {
                    if instruction == nil && !isDeclaration(buffer, at: i) { instruction = i }
                    i = skip(past: "?>", from: i + 2)
                    continue
                }
                if next == bang {
                    if matches("<!--", at: i) {
                        i = skip(past: "-->", from: i + 4)
                    } else if matches("<![CDATA[", at: i) {
                        i = skip(past: "]]>", from: i + 9)
                    } else {
                        i = skip(past: ">", from: i + 2)
                    }
                    continue
                }
                tags += 1
                let start = i
                var count = 0
                i += 1
                while i < n {
                    let b = base[i]
                    if b == dq || b == sq {
                        // A quoted value, where nothing counts, up to its closing quote.
                        i = find(b, from: i + 1)
                        if i < n { i += 1 }
                        continue
                    } else if b == equals {
                        count += 1
                        if count > limit { return .crowdedTag(offset: start, attributes: count) }
                    } else if b == gt || b == lt {
                        break
                    }
                    i += 1
                }
                if i < n && base[i] == gt { i += 1 }
                attributes += count
            }
            return .counts(startTags: tags, attributes: attributes, instruction: instruction)
        }
    }

    /// Whether the `<?` at `offset` opens the XML declaration: `<?xml` and a space, first in
    /// the file or just after its byte-order mark.
    package static func isDeclaration(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        guard offset == (bom ? 3 : 0), offset + 5 < bytes.count,
              bytes[(offset + 2)..<(offset + 5)].elementsEqual("xml".utf8) else { return false }
        return [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset + 5])
    }

    /// The offset of the `<` that opens the tag ending at or after `endOffset`.
    package static func tagStart(in bytes: [UInt8], endingAt endOffset: Int) -> Int {
        var i = min(endOffset, bytes.count - 1)
        while i > 0 && bytes[i] != UInt8(ascii: "<") { i -= 1 }
        return i
    }

    /// Walks the attributes of one start tag in source order, finding each by its qualified name.
    ///
    /// Names are compared as bytes, with no `String` or list made per tag: the loader asks for
    /// every attribute of every element, in the order libxml2 lists them, which is the source
    /// order less namespace declarations, so each search starts where the last one ended.
    package struct Attributes {
        private let bytes: [UInt8]
        private let tagStart: Int
        /// Where the next search starts: past the last attribute found.
        private var cursor: Int

        init(_ bytes: [UInt8], tagStart: Int) {
            self.bytes = bytes
            self.tagStart = tagStart
            var i = tagStart + 1
            while i < bytes.count && !Self.isSpace(bytes[i]) && bytes[i] != UInt8(ascii: ">") && bytes[i] != UInt8(ascii: "/") { i += 1 }
            self.cursor = i
        }

        /// The offset of the first byte of the attribute `prefix:name` (or `name` without a
        /// prefix): searched from the last one found on, then from the tag's start; nil when the
        /// tag has no such attribute.
        mutating func offset(ofPrefix prefix: UnsafePointer<UInt8>?, name: UnsafePointer<UInt8>) -> Int? {
            if let (offset, end) = find(prefix, name, from: cursor) {
                cursor = end
                return offset
            }
            return find(prefix, name, from: tagStart + 1, skippingTagName: true)?.offset
        }

        private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

        /// The first attribute so named at or after `from`: where its name starts and where its
        /// value ends.
        private func find(_ prefix: UnsafePointer<UInt8>?, _ name: UnsafePointer<UInt8>, from: Int,
                          skippingTagName: Bool = false) -> (offset: Int, end: Int)? {
            let n = bytes.count
            return bytes.withUnsafeBufferPointer { bytes -> (Int, Int)? in
                var i = from
                if skippingTagName {
                    while i < n && !Self.isSpace(bytes[i]) && bytes[i] != UInt8(ascii: ">") && bytes[i] != UInt8(ascii: "/") { i += 1 }
                }
                while i < n {
                    while i < n && Self.isSpace(bytes[i]) { i += 1 }
                    guard i < n, bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") else { return nil }
                    let nameStart = i
                    while i < n && !Self.isSpace(bytes[i]) && bytes[i] != UInt8(ascii: "=") { i += 1 }
                    let matches = Self.matches(bytes[nameStart..<i], prefix, name)
                    while i < n && bytes[i] != UInt8(ascii: "\"") && bytes[i] != UInt8(ascii: "'") { i += 1 }
                    guard i < n else { return nil }
                    let quote = bytes[i]
                    i += 1
                    while i < n && bytes[i] != quote { i += 1 }
                    i += 1
                    if matches { return (nameStart, i) }
                }
                return nil
            }
        }

        /// Whether `written` is `prefix:name`, or `name` when there is no prefix.
        private static func matches(_ written: Slice<UnsafeBufferPointer<UInt8>>, _ prefix: UnsafePointer<UInt8>?,
                                    _ name: UnsafePointer<UInt8>) -> Bool {
            var i = written.startIndex
            func consume(_ c: UnsafePointer<UInt8>) -> Bool {
                var p = c
                while p.pointee != 0 {
                    guard i < written.endIndex, written[i] == p.pointee else { return false }
                    i += 1
                    p += 1
                }
                return true
            }
            if let prefix {
                guard consume(prefix), i < written.endIndex, written[i] == UInt8(ascii: ":") else { return false }
                i += 1
            }
            return consume(name) && i == written.endIndex
        }
    }
}
