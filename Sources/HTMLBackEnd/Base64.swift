/// Base64 with padding ([RFC 4648](https://www.rfc-editor.org/rfc/rfc4648#section-4)), the
/// encoding of the digests in a Content-Security-Policy's `'sha256-…'` sources.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` encoded, four characters for every three bytes, the last group padded with `=`.
    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        for start in stride(from: 0, to: bytes.count, by: 3) {
            let count = min(3, bytes.count - start)
            var group = UInt32(bytes[start]) << 16
            if count > 1 { group |= UInt32(bytes[start + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[start + 2]) }
            for i in 0..<4 {
                out.append(i <= count ? alphabet[Int(group >> UInt32(18 - 6 * i) & 0x3f)] : UInt8(ascii: "="))
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
