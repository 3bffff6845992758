/// The bytes of an image file an image view shows, read by the front end and checked to be an
/// image of a kind browsers draw without running anything (never SVG, which may hold script).
public struct ImageFile: Hashable, Sendable {
    /// `image/png`, `image/jpeg`, `image/gif` or `image/webp`.
    public let mediaType: String
    /// The file's bytes as read, embedded as a `data:` URL so the output loads nothing.
    public let bytes: [UInt8]

    /// The most pixels an image may claim on a side: 65,535, the most a JPEG or GIF header can
    /// hold and far beyond any screen. Why a bound: the header's size is printed into the
    /// output as the image's coordinate space, and a PNG or WebP header can claim billions.
    public static let largestSide = 65_535

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

    /// The width and height in pixels that the file's header gives, nil when it gives none
    /// (a truncated or malformed file, which a browser shows as a broken image anyway).
    ///
    /// Why scenec reads it: a printer draws the image in a coordinate space of this size, so
    /// that a renderer scales it by exactly as much as it would an image element of the view's
    /// size (Chromium chooses its downscaling filter by that scale). The orientation a JPEG's
    /// EXIF data gives is not applied: the size only tunes filtering, never the image's place.
    public var pixelSize: (width: Int, height: Int)? {
        func byte(_ i: Int) -> Int { i < bytes.count ? Int(bytes[i]) : 0 }
        func big16(_ i: Int) -> Int { byte(i) << 8 | byte(i + 1) }
        func little16(_ i: Int) -> Int { byte(i) | byte(i + 1) << 8 }
        func little24(_ i: Int) -> Int { little16(i) | byte(i + 2) << 16 }
        let size: (Int, Int)
        switch mediaType {
        case "image/png" where bytes.count >= 24:
            size = (big16(16) << 16 | big16(18), big16(20) << 16 | big16(22))
        case "image/gif" where bytes.count >= 10:
            size = (little16(6), little16(8))
        case "image/webp" where bytes.count >= 30:
            switch String(decoding: bytes[12..<16], as: UTF8.self) {
            case "VP8 ": size = (little16(26) & 0x3FFF, little16(28) & 0x3FFF)
            case "VP8L": size = ((little16(21) & 0x3FFF) + 1, (little16(22) >> 6 | byte(24) << 10 & 0x3C00) + 1)
            case "VP8X": size = (little24(24) + 1, little24(27) + 1)
            default: return nil
            }
        case "image/jpeg":
            guard let frame = Self.jpegFrameHeader(bytes) else { return nil }
            size = (big16(frame + 7), big16(frame + 5))
        default:
            return nil
        }
        return size.0 > 0 && size.1 > 0 ? size : nil
    }

    /// Where a JPEG's start-of-frame marker segment begins (its 0xFF), walking the segments from
    /// the start: each is skipped by its length, so the walk is linear in the file.
    private static func jpegFrameHeader(_ bytes: [UInt8]) -> Int? {
        var i = 2
        while i + 9 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD9).contains(marker) { i += 2; continue }  // no length
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) { return i }
            i += 2 + (Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]))
        }
        return nil
    }
}
