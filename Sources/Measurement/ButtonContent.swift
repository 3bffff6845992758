import Geometry
import SceneModel
import Typesetting

/// A system `UIButton`: its title on one line, plus `contentEdgeInsets`. With no insets UIKit
/// pads the title 6 pt above and below (a 15 pt title makes the familiar 30 pt button); any
/// insets replace that padding, which is why `top: .leastNonzeroMagnitude` is a known trick.
/// With that default padding a button is never narrower than it is tall: at least 30 pt wide.
struct ButtonContent: ContentSizing {
    static let defaultVerticalPadding = 6.0
    /// The least width of a button with the default padding. Interface Builder stores buttons
    /// titled "All", "Off" and "1" 30 pt wide where their titles are 17–24 pt
    /// (JTAppleCalendar's `Main.storyboard`, toolsVersion 22154), and untitled buttons 30 × 30
    /// (IBAnimatable's `UserInterface.storyboard`, 13771); no button in the corpus's documents
    /// is narrower without a width constraint.
    static let minimumWidth = 30.0

    let title: TextContent
    let typesetter: Typesetter
    let insets: EdgeInsets

    func size(fittingWidth width: Double?, scale: Double) -> Size {
        let block = typesetter.layout(title.string, maxWidth: nil, numberOfLines: 1, lineBreakMode: title.lineBreakMode)
        let titleHeight = ScreenScale.ceil(typesetter.font.metrics.lineHeight, scale: scale)
        let vertical = insets == .zero ? 2 * Self.defaultVerticalPadding : insets.top + insets.bottom
        let width = ScreenScale.ceil(block.width, scale: scale) + insets.left + insets.right
        return Size(width: insets == .zero ? max(width, Self.minimumWidth) : width, height: titleHeight + vertical)
    }

    var heightDependsOnWidth: Bool { false }

    /// The title's one baseline: centred in the bounds less the insets.
    func baselineOffsets() -> (first: Double, last: Double) {
        let m = typesetter.font.metrics
        let offset = (insets.top - insets.bottom) / 2 - m.lineHeight / 2 + m.ascender
        return (offset, offset)
    }
}
