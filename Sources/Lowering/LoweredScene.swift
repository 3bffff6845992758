import SceneModel

/// A scene ready for layout: what UIKit's `updateConstraints` pass has added by the time
/// layout solves, so that layout only reads it.
///
/// Lowered at one screen scale: the shares of a stack view whose distribution is
/// `fillProportionally` come from its views' intrinsic sizes, which round to device pixels.
/// A compile lowers once per scale among the viewports it lays out (usually one).
public struct LoweredScene: Sendable {
    /// The scene with every stack view's constraints after the scene's own and the guides they
    /// place in `layoutGuides`; when it has stack views, every view's
    /// `translatesAutoresizingMaskIntoConstraints` settled (``Lowering/placedByConstraints(_:)``
    /// gives the same answer for a view left unset).
    public let scene: Scene
    /// The scene as written, for lowering it at another scale.
    public let source: Scene
    /// How many of `scene.constraints` the scene wrote; the rest were generated. The scene's
    /// constraints inside table rows are in the rows' systems instead.
    public let writtenConstraintCount: Int
    /// The screen scale intrinsic sizes were rounded at.
    public let scale: Double
    /// What lowering found (a stack view's arranged subview that cannot be arranged).
    public let diagnostics: [Diagnostic]
    /// The table rows with subviews of their own, each solved alone, by `contentView`; their
    /// constraints are not in `scene`.
    public let rows: [Int: RowSystem]

    /// The constraints stack views generated, in the order they were added.
    public var generatedConstraints: ArraySlice<LayoutConstraint> { scene.constraints.dropFirst(writtenConstraintCount) }

    package init(scene: Scene, source: Scene, scale: Double, diagnostics: [Diagnostic], rows: [Int: RowSystem] = [:], written: Int? = nil) {
        self.scene = scene
        self.rows = rows
        self.source = source
        self.writtenConstraintCount = written ?? source.constraints.count
        self.scale = scale
        self.diagnostics = diagnostics
    }
}
