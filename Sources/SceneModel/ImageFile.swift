/// The bytes of an image file an image view shows, read by the front end and checked to be an
/// image of a kind browsers draw without running anything (never SVG, which may hold script).
public struct ImageFile: Hashable, Sendable {
    /// `image/png`, `image/jpeg`, `image/gif` or `image/webp`.
    public var mediaType: String
    /// The file's bytes as read, embedded as a `data:` URL so the output loads nothing.
    public var bytes: [UInt8]

    /// Wraps bytes already checked with `mediaType(of:)`; nothing here checks them again.
    public init(mediaType: String, bytes: [UInt8]) {
        self.mediaType = mediaType
        self.bytes = bytes
    }

    /// The file's kind from its first bytes (its signature), nil when it is none of the four:
    /// the name's extension is not trusted.
    public static func mediaType(of bytes: [UInt8]) -> String? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<(offset + prefix.count)]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if starts([0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return "image/gif" }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return "image/webp" }
        return nil
    }
}
