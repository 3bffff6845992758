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
    /// titled "All", "Off" and "1" 30 pt wide, their titles well under 30 pt
    /// (JTAppleCalendar's `Main.storyboard`, toolsVersion 22154), and untitled buttons 30 × 30
    /// (IBAnimatable's `UserInterface.storyboard`, 13771); no button in the corpus's documents
    /// is narrower without a width constraint.
    static let minimumWidth = 30.0

    let title: TextContent
    let typesetter: Typesetter
    let insets: EdgeInsets

    /// The title's line rounds up to whole points, not to the pixel as a label's does: the 28
    /// buttons of the corpus whose 12, 16, 17 or 18 pt title line rounds differently to the point
    /// and to the half point are all stored at the point (a 17 pt title makes a 33 pt button, not
    /// 32.5: SVProgressHUD's `Main.storyboard`, googleads' `APIDemo/Main.storyboard`,
    /// XLPagerTabStrip's `Storyboard.storyboard`), none at the half point. Widths are stored in
    /// whole points too (all 206 titled buttons no stack or constraint stretches), but the
    /// stand-in font's title widths are within a pixel of San Francisco's, not closer: rounded up
    /// to the point, 17 of the corpus's views land 1 pt off their stored frames and 2 come right,
    /// so the width keeps the pixel.
    func size(fittingWidth width: Double?, scale: Double) -> Size {
        let block = typesetter.layout(title.string, maxWidth: nil, numberOfLines: 1, lineBreakMode: title.lineBreakMode)
        let titleHeight = ScreenScale.ceil(typesetter.font.metrics.lineHeight, scale: 1)
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
