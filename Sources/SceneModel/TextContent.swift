import Geometry
import Typesetting

/// The text a `<label>` shows or a `<button>` titles itself with, with `UILabel`'s properties.
public struct TextContent: Hashable, Sendable {
    /// `NSTextAlignment`, less `justified`; `natural` is `left`, as scenes are left-to-right.
    public enum Alignment: String, CaseIterable, Sendable {
        case natural, left, center, right
    }

    public var string: String
    /// A family name, or `system` for the stand-in for San Francisco (`FontBook.defaultFamily`).
    public var fontFamily: String
    public var fontSize: Double
    public var fontWeight: FontWeight
    public var color: Color
    public var alignment: Alignment
    /// 0 means as many as the text needs, as in UIKit.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode

    /// `UILabel`'s defaults: system font at 17 pt, black, one line, truncating the tail.
    public static func label(_ string: String = "") -> TextContent {
        TextContent(string: string, fontFamily: "system", fontSize: 17, fontWeight: .regular, color: Color(red: 0, green: 0, blue: 0),
                    alignment: .natural, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    }

    /// A system `UIButton`'s title: system font at 15 pt in the tint colour, one line, centred.
    public static func buttonTitle(_ string: String = "") -> TextContent {
        TextContent(string: string, fontFamily: "system", fontSize: 15, fontWeight: .regular, color: Color(r8: 0, g8: 122, b8: 255),
                    alignment: .center, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
    }
}
