import Geometry
import SceneModel

/// A scene laid out at one viewport.
public struct LayoutResult: Sendable {
    /// The viewport laid out at; its height is the content's for a viewport with `fitsHeight`.
    public var viewport: Viewport
    /// One entry per scene node, same indices as `Scene.nodes`.
    public var geometry: [Placement]
    /// What each label and button draws, in its bounds coordinates, by node index; no entry for
    /// other nodes. Looked up, never iterated: a table as long as the scene would hold a nil for
    /// every plain view.
    public var text: [Int: PlacedText]
    /// Layout's findings: broken constraints, ambiguous views, frame-expression cycles, a spent pivot budget.
    public var diagnostics: [Diagnostic]
    /// Each scroll view's `contentSize`, by node index: the scene's, else what constraints to its
    /// `contentLayoutGuide` settled on, else zero. Every scroll view has an entry and nothing
    /// else has one, so the keys find the scroll views without a pass over every node; never
    /// iterated where the order could show.
    public var contentSizes: [Int: Size] = [:]
    /// Each scroll view's `adjustedContentInset`, by node index, where it is not zero; looked up,
    /// never iterated.
    public var adjustedContentInsets: [Int: EdgeInsets] = [:]
    /// The left and right views each text field with one showing leaves room for, by node
    /// index: what its text and clear button were placed beside. Looked up, never iterated.
    public var textFieldOverlays: [Int: TextFieldProperties.Overlays] = [:]
    /// The constraints stack views generated, in the order they were added, after the scene's own.
    public var generatedConstraints: [LayoutConstraint] = []
    /// The guides those constraints place (`Item.guide` indexes this).
    public var layoutGuides: [LayoutGuide] = []
}
