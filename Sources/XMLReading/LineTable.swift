#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SceneModel

/// Turns byte offsets in a UTF-8 file into 1-based lines and character columns.
///
/// Offsets arrive in increasing order while a document is walked, so the table keeps a cursor
/// and counts columns forward from it: a 100,000-element scene minified onto one line stays
/// linear instead of recounting from the line start for each element.
package struct LineTable {
    private let bytes: [UInt8]
    /// The file the offsets are in.
    package let file: SourceFile
    /// Byte offset where each line starts: the first line after the byte-order mark, if any,
    /// which no editor counts as a column.
    private let lineStarts: [Int]
    private var cursor = (offset: 0, line: 0, column: 1)

    package init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = SourceFile(file)
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        // Line breaks are found by `memchr`, which the C library reads a vector at a time.
        bytes.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset) {
                offset = base.distance(to: UnsafeRawPointer(found)) + 1
                starts.append(offset)
            }
        }
        self.lineStarts = starts
        cursor = (starts[0], 0, 1)
    }

    /// The location of the byte at `offset` (clamped to the file).
    package mutating func location(at offset: Int) -> SourceLocation {
        let target = min(max(offset, lineStarts[0]), bytes.count)
        // Offsets come in order, so the cursor's line or one of the next few (past the closing
        // tags between two elements) usually holds the target: looked for before the binary
        // search.
        var line = -1
        if lineStarts[cursor.line] <= target {
            var next = cursor.line
            let farthest = min(cursor.line + Self.linesLookedAhead, lineStarts.count - 1)
            while next < farthest && lineStarts[next + 1] <= target { next += 1 }
            if next == lineStarts.count - 1 || target < lineStarts[next + 1] { line = next }
        }
        if line < 0 { line = lineIndex(containing: target) }
        if cursor.line != line || cursor.offset > target {
            cursor = (lineStarts[line], line, 1)
        }
        // Columns count scalars: every byte but UTF-8's continuation bytes, 10xxxxxx.
        var column = cursor.column
        var i = cursor.offset
        bytes.withUnsafeBufferPointer { bytes in
            while i < target {
                if bytes[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
        }
        cursor = (target, line, column)
        return SourceLocation(file: file, line: line + 1, column: column)
    }

    /// How many lines past the cursor's are tried one by one.
    private static let linesLookedAhead = 8

    private func lineIndex(containing offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
