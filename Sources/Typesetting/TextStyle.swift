/// UIKit's Dynamic Type text styles (`UIFont.TextStyle`) at the default content size category
/// (Large): the size, weight and leading of each, from the Human Interface Guidelines' table of
/// iOS Dynamic Type sizes, "Large (default)"
/// (https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-Dynamic-Type-sizes).
///
/// The leading is the guidelines' line-to-line distance for paragraphs of the style; a label
/// does not use it: `UIFont.preferredFont(forTextStyle:)` reports the system font's own line
/// height (ascender + descender, no leading), and Interface Builder stores a one-line body
/// label 20.5 pt tall at 2× (17 pt × 1.193 rounded up to the pixel), not 22
/// (`CorpusTextMeasurementTests` checks the stored heights).
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Point size at Large.
    public var size: Double {
        switch self {
        case .largeTitle: return 34
        case .title1: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption1: return 12
        case .caption2: return 11
        }
    }

    /// Leading (line-to-line distance of a paragraph) at Large, in points.
    public var leading: Double {
        switch self {
        case .largeTitle: return 41
        case .title1: return 34
        case .title2: return 28
        case .title3: return 25
        case .headline, .body: return 22
        case .callout: return 21
        case .subheadline: return 20
        case .footnote: return 18
        case .caption1: return 16
        case .caption2: return 13
        }
    }

    /// The weight: semibold for the headline, regular for the others.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The style an Interface Builder document names in `<fontDescription style>`
    /// (`UICTFontTextStyleBody`, the Core Text name `UIFont.TextStyle.body` wraps), or nil.
    public init?(interfaceBuilderName name: String) {
        guard let style = TextStyle.interfaceBuilderNames[name] else { return nil }
        self = style
    }

    /// Core Text's names of the styles: `Title0` is the large title, `Subhead` the subheadline.
    private static let interfaceBuilderNames: [String: TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
        "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleFootnote": .footnote,
        "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]
}
