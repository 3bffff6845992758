import Geometry
import Typesetting

/// The text a `<label>` shows or a `<button>` titles itself with, with `UILabel`'s properties.
public struct TextContent: ContentPayload {
    /// `NSTextAlignment`, less `justified`; `natural` is `left`, as scenes are left-to-right.
    public enum Alignment: String, CaseIterable, Sendable {
        /// Where each line sits in the label's width; `natural` is `left` in a left-to-right scene.
        case natural, left, center, right
    }

    /// The text; newlines start new paragraphs.
    public var string: String
    /// A family name, or `system` for the stand-in for San Francisco (`FontBook.defaultFamily`).
    public var fontFamily: String
    /// The point size, which the font's metrics are scaled to.
    public var fontSize: Double
    /// `UIFont.Weight`, which picks the face in the family.
    public var fontWeight: FontWeight
    /// The text style the font is (`UIFont.preferredFont(forTextStyle:)`), whose leading spaces
    /// the lines of a paragraph; nil for a font given by size.
    public var textStyle: TextStyle?
    /// `textColor` for labels, the tint colour for button titles.
    public var color: Color
    /// `textAlignment`.
    public var alignment: Alignment
    /// 0 means as many as the text needs, as in UIKit.
    public var numberOfLines: Int
    /// Where lines break and how the last one ends when text is left over.
    public var lineBreakMode: LineBreakMode

    /// Text with every property given; `init()` and `buttonTitle(_:)` give UIKit's defaults.
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

    /// A new `UILabel`'s text: none, in the system font at 17 pt
    /// (https://developer.apple.com/documentation/uikit/uilabel/font), black (`textColor` is the
    /// `label` colour, black in light mode: https://developer.apple.com/documentation/uikit/uilabel/textcolor),
    /// `natural` alignment (https://developer.apple.com/documentation/uikit/uilabel/textalignment),
    /// one line (https://developer.apple.com/documentation/uikit/uilabel/numberoflines), truncating
    /// the tail (https://developer.apple.com/documentation/uikit/uilabel/linebreakmode).
    public init() {
        self.init(string: "", fontFamily: "system", fontSize: 17, fontWeight: .regular, color: Color(red: 0, green: 0, blue: 0),
                  alignment: .natural, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    }

    /// `UILabel`'s defaults with `string` as the text.
    public static func label(_ string: String = "") -> TextContent {
        var text = TextContent()
        text.string = string
        return text
    }

    /// A `UISegmentedControl`'s titles: the system font at 13 pt in `label` (*guessed* from
    /// the iOS 13 design: Interface Builder's "Photo | Movie" control, 103 pt wide, fits titles
    /// of that size; https://developer.apple.com/design/human-interface-guidelines/segmented-controls
    /// gives no size).
    public static func segmentTitle() -> TextContent {
        var text = TextContent()
        text.fontSize = 13
        return text
    }

    /// A system `UIButton`'s title as UIKit draws it: the system font at 15 pt in the tint
    /// colour (`systemBlue`, https://developer.apple.com/documentation/uikit/uiview/tintcolor), one
    /// line, centred, truncated in the middle.
    public static func buttonTitle(_ string: String = "") -> TextContent {
        TextContent(string: string, fontFamily: "system", fontSize: 15, fontWeight: .regular, color: Color(r8: 0, g8: 122, b8: 255),
                    alignment: .center, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
    }

    /// A label's text is its content; a button's title is part of `ButtonProperties`.
    public static let kind = SceneNode.Kind.label

    /// A label's text; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .label(let text) = content else { return nil }
        self = text
    }

    /// The text as a label's content.
    public var content: NodeContent { .label(self) }
}
