import Geometry

/// One scene file, checked and typed: what the front end hands to layout.
///
/// `nodes` holds every view and layer in document order (a pre-order walk), so a node's parent
/// always comes before it and a single forward loop visits parents first. `nodes[0]` is the
/// root view, the view controller's view, which the front end creates and sizes to the viewport.
public struct Scene: Sendable {
    /// Names the output files (`NAME.svg`).
    public var name: String
    /// The `<scene>` element, where problems with the scene as a whole are reported.
    public var location: SourceLocation
    /// At least one; the `<scene>` element's own size counts as an unnamed viewport.
    public var viewports: [Viewport]
    /// Every view and layer, parents before children; index 0 is the root view (`rootIndex`).
    public var nodes: [SceneNode]
    /// Auto Layout constraints, in the order written (the order UIKit would activate them).
    public var constraints: [LayoutConstraint]
    /// Layout guides that belong to no view's API: the spacers stack views generate.
    public var layoutGuides: [LayoutGuide] = []
    /// Each image file the image views show, read once however many views show it, in the
    /// order views first name it; a node's `imageIndex` points here.
    public var images: [ImageFile] = []

    /// Made by the front end; `layoutGuides` start empty, and the layout pass fills them in its
    /// own copy; `images` start empty, and the front end fills them as it reads the files.
    public init(name: String, location: SourceLocation, viewports: [Viewport], nodes: [SceneNode], constraints: [LayoutConstraint] = []) {
        self.name = name
        self.location = location
        self.viewports = viewports
        self.nodes = nodes
        self.constraints = constraints
    }

    /// The root view's index in `nodes`: the view controller's view, sized to the viewport.
    public static let rootIndex = 0
}

/// A screen size to lay the scene out at, like a device in a given orientation.
public struct Viewport: Hashable, Sendable {
    /// Nil for the size given on `<scene>` itself.
    public var name: String?
    /// The screen size in points; with `fitsHeight`, the height is only where layout starts.
    public var size: Size
    /// Where the screen's edges are covered (status bar, home indicator): the safe area's insets.
    public var safeAreaInsets: EdgeInsets
    /// The height is the content's, at the given width (`systemLayoutSizeFitting`), as a cell is
    /// sized; `size.height` is then only a starting value.
    public var fitsHeight: Bool
    /// The `<viewport>` (or `<scene>`) element, for problems found laying out at this size.
    public var location: SourceLocation
    /// The `scale` the scene gives (1, 2 or 3), nil when it gives none.
    public var declaredScale: Double?

    /// `UIScreen.scale`: the declared scale, or the scale of the device this size is
    /// (`ScreenScale.deviceScale(for:fitsHeight:)`).
    public var scale: Double { declaredScale ?? ScreenScale.deviceScale(for: size, fitsHeight: fitsHeight) }

    /// A viewport; `name` nil is the size given on `<scene>`, whose files carry no viewport name.
    public init(name: String?, size: Size, safeAreaInsets: EdgeInsets = .zero, fitsHeight: Bool = false, scale: Double? = nil, location: SourceLocation) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.fitsHeight = fitsHeight
        self.declaredScale = scale
        self.location = location
    }
}

/// `UILayoutGuide`: a rectangle the solver places like a view, that draws nothing and takes no
/// touches.
public struct LayoutGuide: Hashable, Sendable {
    /// The view that owns it.
    public var owner: Int
    /// UIKit's identifier for it: `UISV-alignment-spanner`, `UISV-distributing`.
    public var identifier: String
    /// Which of its owner's guides with this identifier it is, counting from 0.
    public var ordinal: Int

    /// A guide of `owner`; `ordinal` tells apart several guides with one identifier.
    public init(owner: Int, identifier: String, ordinal: Int = 0) {
        self.owner = owner
        self.identifier = identifier
        self.ordinal = ordinal
    }
}
