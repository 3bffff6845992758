/// Scene texts that attack the front end, shared by unit and CLI tests.
public enum HostileInputs {
    public static let externalEntity = """
        <?xml version="1.0"?>
        <!DOCTYPE scene [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
        <scene width="10" height="10"><view id="a&xxe;"/></scene>
        """

    public static let entityBomb: String = {
        var s = "<?xml version=\"1.0\"?>\n<!DOCTYPE scene [\n<!ENTITY lol \"lol\">\n"
        s += "<!ENTITY lol1 \"" + String(repeating: "&lol;", count: 10) + "\">\n"
        for level in 2...9 { s += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n" }
        return s + "]>\n<scene width=\"10\" height=\"10\"><view id=\"&lol9;\"/></scene>\n"
    }()

    /// The same bomb behind an XML declaration broken so that a scan of the prolog cannot read
    /// past it: libxml2 reports the declaration and, unless stopped, reads on and expands.
    public static let entityBombBehindBrokenDeclaration: String =
        "<?xml version=\"10\n\"?.>" + entityBomb.drop(while: { $0 != "\n" }).dropFirst()

    /// The bomb behind `<!-->`, which is no comment to libxml2 (its `-->` is searched for after
    /// the `<!--`): a prolog scan that took it for a whole comment missed the DOCTYPE.
    public static let entityBombBehindEmptyComment: String =
        "<!--> -->\n" + entityBomb.drop(while: { $0 != "\n" }).dropFirst()

    /// The bomb's entity used in an attribute default of an `<!ATTLIST>`, and 50,000 defaulted
    /// attributes: declarations that must never be parsed.
    public static let attributeListDefaults: String = {
        var s = "<!DOCTYPE scene [\n<!ATTLIST scene"
        for i in 0..<50_000 { s += " a\(i) CDATA \"x\"" }
        return s + ">\n]>\n<scene width=\"10\" height=\"10\"/>\n"
    }()

    public static let deepNesting: String = {
        let depth = 100_000
        return "<scene width=\"10\" height=\"10\">" + String(repeating: "<view>", count: depth)
            + String(repeating: "</view>", count: depth) + "</scene>"
    }()

    public static let hugeAttribute = "<scene width=\"10\" height=\"10\"><view id=\"" + String(repeating: "a", count: 5 << 20) + "\"/></scene>"

    public static let invalidUTF8: [UInt8] = Array("<scene width=\"10\" height=\"10\"><view id=\"a".utf8) + [0xFF, 0xFE] + Array("\"/></scene>".utf8)

    public static let absurdNumbers = """
        <scene width="10" height="10">
          <view frame="nan 0 1 1"/>
          <view frame="0 inf 1 1"/>
          <view frame="0 0 1e308 1"/>
          <view alpha="-0.5"/>
        </scene>
        """

    /// A PNG signature and header chunk claiming `width` × `height` pixels, and nothing else:
    /// 33 bytes that claim what they like (a PNG header may claim up to 2³¹ − 1 a side).
    public static func pngClaiming(width: UInt32, height: UInt32) -> [UInt8] {
        let big = { (v: UInt32) in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + big(width) + big(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }
}
