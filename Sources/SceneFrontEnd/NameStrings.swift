#if canImport(Glibc)
import Glibc
#endif

/// The strings of the element and attribute names libxml2 reports, each made once.
///
/// A scene names the same few elements and attributes over and over (`view`, `frame`), and
/// libxml2 keeps one copy of each name in its dictionary, so the same name mostly comes back at
/// the same address. The last names seen are kept with their address and their bytes: a name
/// at a known address whose bytes are still the same is that string again, with no UTF-8 check,
/// count or allocation. Anything else is made the ordinary way and kept in place of the oldest.
struct NameStrings {
    private struct Entry {
        let address: UnsafePointer<UInt8>
        /// The name's bytes with their terminating NUL, as `strcmp` compares them.
        let bytes: [UInt8]
        let string: String
    }

    /// How many names are kept: more than a scene's elements and attributes usually number.
    private static let capacity = 32

    private var entries: [Entry] = []
    /// Where the next new name goes once every place is taken.
    private var next = 0

    /// The string of the NUL-terminated name at `name`.
    mutating func string(_ name: UnsafePointer<UInt8>) -> String {
        for entry in entries where entry.address == name {
            // Compared, not trusted: a name freed and another put in its place would differ here.
            // `strcmp` stops at the first NUL of either, so it reads no byte past the name.
            if entry.bytes.withUnsafeBufferPointer({ strcmp(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self),
                                                            UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self)) == 0 }) {
                return entry.string
            }
        }
        let string = String(cString: name)
        let entry = Entry(address: name, bytes: Array(string.utf8) + [0], string: string)
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
        return string
    }
}
