import Geometry
import Typesetting

/// The text a `<label>` shows or a `<button>` titles itself with, with `UILabel`'s properties.
public struct TextContent: Hashable, Sendable {
    /// `NSTextAlignment`, less `justified`; `natural` is `left`, as scenes are left-to-right.
    public enum Alignment: String, CaseIterable, Sendable {
        /// Where each line sits in the label's width; `natural` is `left` in a left-to-right scene.
        case natural, left, center, right
    }

    /// The text; newlines start new paragraphs.
    public let string: String
    /// A family name, or `system` for the stand-in for San Francisco (`FontBook.defaultFamily`).
    public let fontFamily: String
    /// The point size, which the font's metrics are scaled to.
    public let fontSize: Double
    /// `UIFont.Weight`, which picks the face in the family.
    public let fontWeight: FontWeight
    /// `textColor` for labels, the tint colour for button titles.
    public let color: Color
    /// `textAlignment`.
    public let alignment: Alignment
    /// 0 means as many as the text needs, as in UIKit.
    public let numberOfLines: Int
    /// Where lines break and how the last one ends when text is left over.
    public let lineBreakMode: LineBreakMode

    /// Text with every property given; `label(_:)` and `buttonTitle(_:)` give UIKit's defaults.
    public init(string: String, fontFamily: String, fontSize: Double, fontWeight: FontWeight, color: Color,
                alignment: Alignment, numberOfLines: Int, lineBreakMode: LineBreakMode) {
        self.string = string
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
    }

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
