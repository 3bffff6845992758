import Geometry
import SceneModel

/// `UIScrollView.adjustedContentInset` and the offset a scroll view rests at when the scene
/// gives no point for it.
///
/// The adjusted inset is `contentInset` plus, on the edges `contentInsetAdjustmentBehavior`
/// picks, how far the safe area reaches into the scroll view
/// (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset). A
/// scroll view at rest at its start shows its content below the status bar: its offset is
/// `-adjustedContentInset.top` (and `.left`), as UIKit sets it for a scroll view whose insets
/// are adjusted at its start. At its end the bottom of the content and the bottom inset show.
enum ScrollInsets {
    /// The adjusted inset of a scroll view whose bounds are `visible` in the root view's space,
    /// with `contentSize`, in a root whose safe area is `safeArea`. A table view counts as
    /// scrolling vertically whatever its rows (UIKit's tables bounce vertically: a guess from
    /// their behaviour, not documented).
    static func adjusted(_ scroll: ScrollProperties, isTable: Bool, visible: Rect, contentSize: Size, safeArea: Rect) -> EdgeInsets {
        let overlap = EdgeInsets(top: clamp(safeArea.minY - visible.minY, visible.height), left: clamp(safeArea.minX - visible.minX, visible.width),
                                 bottom: clamp(visible.maxY - safeArea.maxY, visible.height), right: clamp(visible.maxX - safeArea.maxX, visible.width))
        let vertical: Bool, horizontal: Bool
        switch scroll.contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            vertical = isTable || contentSize.height > visible.height
            horizontal = contentSize.width > visible.width
        }
        let i = scroll.contentInset
        return EdgeInsets(top: i.top + (vertical ? overlap.top : 0), left: i.left + (horizontal ? overlap.left : 0),
                          bottom: i.bottom + (vertical ? overlap.bottom : 0), right: i.right + (horizontal ? overlap.right : 0))
    }

    /// Where a scroll view rests without a written point: at the start, `-adjustedContentInset`'s
    /// top and left; at the end, the content's bottom and the bottom inset at the bounds'
    /// bottom (never above the start).
    static func restingOffset(_ resting: ScrollProperties.RestingOffset, inset: EdgeInsets, contentSize: Size, bounds: Size) -> Point {
        let start = Point(x: -inset.left, y: -inset.top)
        switch resting {
        case .start: return start
        case .end: return Point(x: start.x, y: max(start.y, contentSize.height + inset.bottom - bounds.height))
        }
    }

    private static func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
}
