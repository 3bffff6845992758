import Geometry

/// What the HTML preview's inspector shows about each view and layer, resolved before any back
/// end runs, so that a printer only prints it (`scenec compile --inspect`).
///
/// It comes beside the render tree rather than in it: the render tree holds what is painted and
/// hit, while this names every scene node, painted or not (a hidden view is still a superview
/// in a responder chain), in the words `scenec dump` and `scenec hit-test` use.
public struct InspectorData: Hashable, Sendable {
    /// One per scene node, indexed as the scene's nodes are: a `RenderNode.source` or a
    /// `HitRegion.source` is an index here.
    public let nodes: [InspectedNode]

    /// Made by `Inspection` in SceneCompiler, one entry per scene node.
    public init(nodes: [InspectedNode]) {
        self.nodes = nodes
    }
}

/// One view or layer as the inspector describes it.
public struct InspectedNode: Hashable, Sendable {
    /// How `scenec hit-test` names the node in a responder chain: its id, `root view`, or
    /// `<kind> at line:column`.
    public let name: String
    /// The scene's id for the node, nil when it has none.
    public let id: String?
    /// The UIKit or Core Animation class the element stands for, as `scenec dump` names it
    /// (`UIView`, `UILabel`, `UIStackView`, `CALayer`, …).
    public let className: String
    /// False for a bare layer, which draws but is never hit-tested.
    public let isView: Bool
    /// Where the element was written: `line:column`, the file in front when it comes from an
    /// imported component.
    public let place: String
    /// The frame in the superview's (superlayer's) coordinates, as laid out.
    public let frame: Rect
    /// The superview's (superlayer's) index, nil for the root view.
    public let parent: Int?
    /// What placed the node, in the order layout applies them: its frame, bounds, center and
    /// transform attributes, its frame expressions, then every constraint that names it
    /// (the scene's, then those stack views generated).
    public let placedBy: [PlacementSource]

    /// One node's description; every field is already text or numbers, so the printer only quotes.
    public init(name: String, id: String?, className: String, isView: Bool, place: String, frame: Rect, parent: Int?,
                placedBy: [PlacementSource]) {
        self.name = name
        self.id = id
        self.className = className
        self.isView = isView
        self.place = place
        self.frame = frame
        self.parent = parent
        self.placedBy = placedBy
    }
}

/// One attribute, frame expression or constraint that placed a node.
public struct PlacementSource: Hashable, Sendable {
    /// As a person reads it: the constraint as written (`crown.top == board.top - 20`), an
    /// expression with its target (`x = superview.width - self.width`), an attribute's value.
    public let text: String
    /// Where it was written (`line:column`, with the file when it is another file); for a
    /// generated constraint, the stack view that generated it.
    public let place: String
    /// `NSLayoutConstraint.identifier`: the scene's, or UIKit's for a generated constraint
    /// (`UISV-spacing`).
    public let identifier: String?

    /// One placing source; `identifier` only for constraints that have one.
    public init(text: String, place: String, identifier: String? = nil) {
        self.text = text
        self.place = place
        self.identifier = identifier
    }
}
