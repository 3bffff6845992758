import Geometry

/// One scene file, checked and typed: what the front end hands to layout.
///
/// `nodes` holds every view and layer in document order (a pre-order walk), so a node's parent
/// always comes before it and a single forward loop visits parents first. `nodes[0]` is the
/// root view, the view controller's view, which the front end creates and sizes to the viewport.
public struct Scene: Sendable {
    /// Names the output files (`NAME.svg`).
    public let name: String
    /// The `<scene>` element, where problems with the scene as a whole are reported.
    public let location: SourceLocation
    /// At least one; the `<scene>` element's own size counts as an unnamed viewport.
    public let viewports: [Viewport]
    /// Every view and layer, parents before children; index 0 is the root view (`rootIndex`).
    public let nodes: [SceneNode]
    /// Auto Layout constraints, in the order written (the order UIKit would activate them).
    public let constraints: [LayoutConstraint]
    /// Layout guides that belong to no view's API: the spacers stack views generate, added by
    /// lowering.
    public let layoutGuides: [LayoutGuide]
    /// Each image file the image views show, read once however many views show it, in the
    /// order views first name them; each of an image view's `image.variants` points here.
    public let images: [ImageFile]
    /// The iOS design the standard controls and bars are sized and drawn in.
    public let design: DesignEra
    /// The view controller whose `view` the root is, or nil when the root is a plain view (a
    /// table row's `contentView` laid out alone): it sets the root's minimum margins and adds
    /// to its safe area.
    public let controller: ViewControllerRoot?
    /// Stack views lay out their hidden arranged subviews as UIKit does at run time, zero long
    /// and without a gap (true, the default), or keep their space as designed (false).
    public let collapsesHiddenArrangedSubviews: Bool

    /// Made by the front end, which reads the image files into `images`; lowering adds the
    /// constraints and guides that stack views generate.
    package init(name: String, location: SourceLocation, viewports: [Viewport], nodes: [SceneNode],
                 constraints: [LayoutConstraint] = [], layoutGuides: [LayoutGuide] = [], images: [ImageFile] = [],
                 design: DesignEra = .current, controller: ViewControllerRoot? = nil, collapsesHiddenArrangedSubviews: Bool = true) {
        self.name = name
        self.location = location
        self.viewports = viewports
        self.nodes = nodes
        self.constraints = constraints
        self.layoutGuides = layoutGuides
        self.images = images
        self.design = design
        self.controller = controller
        self.collapsesHiddenArrangedSubviews = collapsesHiddenArrangedSubviews
    }

    /// The same scene with other nodes, constraints and guides: what lowering makes of it.
    package func with(nodes: [SceneNode]? = nil, constraints: [LayoutConstraint]? = nil, layoutGuides: [LayoutGuide]? = nil,
                      images: [ImageFile]? = nil) -> Scene {
        Scene(name: name, location: location, viewports: viewports, nodes: nodes ?? self.nodes,
              constraints: constraints ?? self.constraints, layoutGuides: layoutGuides ?? self.layoutGuides,
              images: images ?? self.images, design: design, controller: controller,
              collapsesHiddenArrangedSubviews: collapsesHiddenArrangedSubviews)
    }

    /// The root view's index in `nodes`: the view controller's view, sized to the viewport.
    public static let rootIndex = 0
}

