import Geometry
import SceneModel

/// The size a view is given where UIKit places it at its own size, asking it for
/// `systemLayoutSizeFitting(_:)`: a cell's `accessoryView`
/// (https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview) and, since
/// iOS 13, a text field's left and right views. A view with an intrinsic size answers with it
/// (a control's, an image view's), reaching past it by its alignment insets as
/// `frame(forAlignmentRect:)` does; on an axis without one it keeps its frame's (its bounds',
/// when the scene sets them), as a plain `UIView` with no constraints answers with its size.
struct OwnSize {
    /// The view's intrinsic size, nil for a view without content.
    let intrinsic: (any ContentSizing)?
    /// The size its frame or bounds give it, zero when neither is set.
    let framed: Size
    let alignmentInsets: EdgeInsets

    /// The view at `index` in `nodes`, measured by `intrinsic`.
    init(_ index: Int, in nodes: [SceneNode], intrinsic: (any ContentSizing)?) {
        self.intrinsic = intrinsic
        var framed = Size.zero
        if case .rect(let r)? = nodes[index].geometry.frame { framed = r.size }
        if let b = nodes[index].geometry.bounds { framed = b.size }
        self.framed = framed
        self.alignmentInsets = nodes[index].view.alignmentRectInsets
    }

    /// The size, rounded up to device pixels at `scale` where it is measured.
    func size(scale: Double) -> Size {
        guard let measured = intrinsic?.size(fittingWidth: nil, scale: scale) else { return framed }
        let a = alignmentInsets
        return Size(width: measured.width < 0 ? framed.width : measured.width + a.left + a.right,
                    height: measured.height < 0 ? framed.height : measured.height + a.top + a.bottom)
    }
}
