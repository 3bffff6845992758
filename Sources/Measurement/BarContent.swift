import Geometry
import SceneModel

/// A bar's `intrinsicContentSize`: its height (`BarMetrics`) and no width of its own
/// (`UIView.noIntrinsicMetric`: constraints or its frame give the width); asked at a width,
/// as `sizeThatFits` is, it takes that width.
struct BarContent: ContentSizing {
    let height: Double

    func size(fittingWidth width: Double?, scale: Double) -> Size {
        Size(width: width ?? ContentSizes.noIntrinsicMetric, height: ScreenScale.ceil(height, scale: scale))
    }

    var heightDependsOnWidth: Bool { false }
}
