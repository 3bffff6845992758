import Geometry

/// A size the scene gives (`intrinsicSize`).
struct FixedContent: ContentSizing {
    let fixed: Size
    func size(fittingWidth width: Double?, scale: Double) -> Size { fixed }
    var heightDependsOnWidth: Bool { false }
}
