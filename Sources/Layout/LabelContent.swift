import Geometry
import SceneModel
import Typesetting

/// `UILabel`'s sizing: its text laid out at the width it may use, rounded up to whole points
/// as `sizeThatFits` rounds.
struct LabelContent: ContentSizing {
    let text: TextContent
    let typesetter: Typesetter

    func size(fittingWidth width: Double?) -> Size {
        guard !text.string.isEmpty else { return .zero }
        let block = typesetter.layout(text.string, maxWidth: width, numberOfLines: text.numberOfLines, lineBreakMode: text.lineBreakMode)
        return Size(width: block.width.rounded(.up), height: block.height.rounded(.up))
    }

    /// A one-line label is as wide as its text whatever it is given; others wrap.
    var heightDependsOnWidth: Bool { text.numberOfLines != 1 }
}

/// A system `UIButton`: its title on one line, plus `contentEdgeInsets`. With no insets UIKit
/// pads the title 6 pt above and below (a 15 pt title makes the familiar 30 pt button); any
/// insets replace that padding, which is why `top: .leastNonzeroMagnitude` is a known trick.
struct ButtonContent: ContentSizing {
    static let defaultVerticalPadding = 6.0

    let title: TextContent
    let typesetter: Typesetter
    let insets: EdgeInsets

    func size(fittingWidth width: Double?) -> Size {
        let block = typesetter.layout(title.string, maxWidth: nil, numberOfLines: 1, lineBreakMode: title.lineBreakMode)
        let titleHeight = typesetter.face.metrics(size: typesetter.size).lineHeight.rounded(.up)
        let vertical = insets == .zero ? 2 * Self.defaultVerticalPadding : insets.top + insets.bottom
        return Size(width: block.width.rounded(.up) + insets.left + insets.right, height: titleHeight + vertical)
    }

    var heightDependsOnWidth: Bool { false }
}
