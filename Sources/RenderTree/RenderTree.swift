import Geometry
import Indirection

/// What a back end prints: a scene laid out and layered, with nothing left to decide.
///
/// Already resolved here, so a printer needs no UIKit or Core Animation knowledge:
/// - **paint order**: `children` are in the order they paint (document order of subviews and
///   sublayers, stably sorted by `zPosition`); hidden nodes are gone;
/// - **coordinates**: each node's `transform` maps its own space (where its bounds, fills and
///   clip live) into its parent's; units are points, y down;
/// - **shapes**: rounded rects with radii already clamped, borders as filled rings inside the
///   bounds, clips as rounded rects that apply to contents and children but not to the border;
/// - **paint within a node**: shadow, background, contents, image, text, children, border;
///   `clip` cuts contents, image, text and children; `mask` then cuts all of it, the shadow
///   included, and the whole group is composited once with `opacity`;
/// - **touch**: `hitRegions` is the tree of views that can take a touch, in pre-order of the
///   view tree (subviews in the order added), each with its bounds' outline in root
///   coordinates. A point reaches a region only inside its outline and every ancestor's; the
///   answer UIKit's `hitTest` gives is the last region in pre-order that it reaches and that
///   `takesTouches`. Painting order, rounded corners and overflow play no part, as in UIKit.
/// - **scrolling**: a scroll view that clips and whose transform to the root only moves has
///   `scroll` (and its region `scroller`), so that a back end can let a person scroll it. Every
///   other field shows the scene at its `contentOffset`, so a back end may ignore scrolling.
///
/// Only the layering pass constructs one.
public struct RenderTree: Hashable, Sendable {
    /// The canvas: the viewport's size (grown with `--full-content`), the drawing's width and height.
    public let size: Size
    /// `nodes[0]` is the root; every other node is some node's child exactly once.
    public let nodes: [RenderNode]
    /// In pre-order; the root view's first, when it can take touches.
    public let hitRegions: [HitRegion]
    /// Each image the nodes draw, once however many nodes draw it, in the order `nodes` first
    /// draws it; a node's `image` names one by its index here. A printer embeds each once per
    /// file and has every node that draws it refer to that copy.
    public let images: [EmbeddedImage]

    package init(size: Size, nodes: [RenderNode], hitRegions: [HitRegion], images: [EmbeddedImage] = []) {
        self.size = size
        self.nodes = nodes
        self.hitRegions = hitRegions
        self.images = images
    }

    /// Every node index in painting order: a node, then its children's subtrees, depth first,
    /// without recursion.
    public var paintOrder: [Int] {
        var order: [Int] = []
        order.reserveCapacity(nodes.count)
        var stack = nodes.isEmpty ? [] : [0]
        while let index = stack.popLast() {
            order.append(index)
            stack.append(contentsOf: nodes[index].children.reversed())
        }
        return order
    }
}

/// One layer, ready to paint.
public struct RenderNode: Hashable, Sendable {
    /// The scene's id for the node, printed as the element's id.
    public let name: String?
    /// Bounds, position, anchor point and transform; children sit in the bounds' space.
    public let placement: Placement
    /// Group opacity, 0…1: everything the node and its subtree draw is composited into one
    /// picture first, which is then drawn this transparent (so overlapping children do not
    /// show through one another).
    public let opacity: Double
    /// `backgroundColor` over the (rounded) bounds, painted first; nil paints nothing.
    public let background: Fill?
    /// Applies to `contents`, `text` and `children`, in this node's space.
    public let clip: RoundedRect?
    /// Paint order.
    public let children: [Int]
    /// The index of the scene node this came from, for dumps and hit-testing.
    public let source: Int
    /// What few nodes have (a title, text, shapes, a border, scrolling, an image, a shadow, a
    /// mask), kept out
    /// of line: nil for most nodes, so that a tree of plain views is not several times their size.
    /// (Visible to inlined code, so that a printer reading one of these in place copies nothing.)
    @usableFromInline let extras: OutOfLine<Extras>?

    /// A short text naming what the node shows (an image's name, a label's or button's string),
    /// for tooltips and screen readers.
    @inlinable public var title: String? { extras?.value.title }
    /// What the node draws of itself above its background, in order: filled and stroked paths
    /// (a shape layer's, a gradient layer's, the outline that stands for a `symbol:` image).
    @inlinable public var contents: [Primitive] { extras?.value.contents ?? [] }
    /// A label's lines or a button's title, painted above `contents` and the image, below the
    /// children.
    @inlinable public var text: [TextRun] { extras?.value.text ?? [] }
    /// Painted last, above the children; never clipped by `clip` (it lies inside the bounds anyway).
    @inlinable public var border: Ring? { extras?.value.border }
    /// Set for a scroll view that a back end may print as a real scrolling element: its
    /// children (not its background, contents, text or border) scroll. Nil for every other
    /// node; a back end that draws one still picture ignores it (the placement already shows
    /// the content at its offset).
    @inlinable public var scroll: ScrollContent? { extras?.value.scroll }
    /// An image view's image: which of the tree's `images`, drawn stretched over which rect
    /// (its content mode already applied: the rect may overflow the bounds, and `clip` cuts it
    /// when the view clips), above `contents` and below text and children.
    @inlinable public var image: ImagePlacement? { extras?.value.image }
    /// Painted first, below the background; not cut by `clip` (see `Shadow`).
    @inlinable public var shadow: Shadow? { extras?.value.shadow }
    /// `CALayer.mask` as shapes in this node's space: where set, the node (shadow, border and
    /// subtree included) shows only as much as these primitives' alpha covers, their colours
    /// aside. An empty list hides the node; nil masks nothing.
    @inlinable public var mask: [Primitive]? { extras?.value.mask }
    /// True when the node has a shadow or a mask: what printers check before looking further.
    @inlinable public var hasEffects: Bool { extras.map { $0.value.shadow != nil || $0.value.mask != nil } ?? false }

    /// Maps this node's space into its parent's.
    public var transform: Transform { placement.toContainer }

    package init(name: String?, placement: Placement, title: String? = nil, opacity: Double, background: Fill?, contents: [Primitive],
                 text: [TextRun] = [], clip: RoundedRect?, children: [Int], border: Ring?, source: Int, scroll: ScrollContent? = nil,
                 image: ImagePlacement? = nil, shadow: Shadow? = nil, mask: [Primitive]? = nil) {
        self.name = name
        self.placement = placement
        self.opacity = opacity
        self.background = background
        self.clip = clip
        self.children = children
        self.source = source
        let extras = Extras(title: title, contents: contents, text: text, border: border, scroll: scroll, image: image,
                            shadow: shadow, mask: mask)
        self.extras = OutOfLine.unlessStandard(extras, .none)
    }

    /// The parts of a node that few nodes have.
    @usableFromInline struct Extras: Hashable, Sendable {
        @usableFromInline let title: String?
        @usableFromInline let contents: [Primitive]
        @usableFromInline let text: [TextRun]
        @usableFromInline let border: Ring?
        @usableFromInline let scroll: ScrollContent?
        @usableFromInline let image: ImagePlacement?
        @usableFromInline let shadow: Shadow?
        @usableFromInline let mask: [Primitive]?

        /// What most nodes have: none of these.
        static let none = Extras(title: nil, contents: [], text: [], border: nil, scroll: nil, image: nil, shadow: nil, mask: nil)
    }
}

/// An image file as printers embed it: a `data:` URL, so pages and drawings load nothing.
public struct EmbeddedImage: Hashable, Sendable {
    /// `image/png`, `image/jpeg`, `image/gif` or `image/webp`: only kinds that run no script.
    public let mediaType: String
    /// The file's bytes in base64, which has no character that needs escaping in markup.
    public let base64: String
    /// The coordinate space a printer that defines the image once draws it in before stretching
    /// it over each rect: its size in pixels as the file's header gives it (100 × 100 when the
    /// header gives none). Renderers then scale it as they would an image drawn straight into the
    /// rect; it never changes where the image goes.
    public let size: Size

    package init(mediaType: String, base64: String, size: Size) {
        self.mediaType = mediaType
        self.base64 = base64
        self.size = size
    }

    /// The `data:` URL.
    public var dataURL: String { "data:\(mediaType);base64,\(base64)" }
}

/// Where a node draws one of its tree's images, and how.
public struct ImagePlacement: Hashable, Sendable {
    /// The image's index in the tree's `images`.
    public let index: Int
    /// Where the image is drawn, stretched to fill it, in the node's bounds coordinates.
    public let rect: Rect
    /// Set to draw the image as a template: each pixel in this colour, at the colour's alpha
    /// times the pixel's (its own colours dropped); nil draws the image as it is.
    public let tint: Color?

    package init(index: Int, rect: Rect, tint: Color? = nil) {
        self.index = index
        self.rect = rect
        self.tint = tint
    }
}

/// How a scroll view's content scrolls, for a back end that prints a real scrolling element.
///
/// A browser scrolls a box from 0 to (content box − viewport), while UIKit's `contentOffset`
/// (the bounds' origin) can be anything, negative included. So the content is placed in a box
/// of `extent`, its bounds-space origin at `contentOrigin`, and the box starts scrolled to
/// `position`: a point c of the view's bounds space then shows at c + contentOrigin − position
/// = c − contentOffset from the view's top left corner, as in UIKit.
public struct ScrollContent: Hashable, Sendable {
    /// The scroller's visible size: the view's bounds' size.
    public let size: Size
    /// Where the scroller starts: the content offset clamped at zero, in whole points, on
    /// each axis (browsers scroll by whole pixels).
    public let position: Point
    /// Where the view's bounds-space origin lies in the scrolling box: `position` −
    /// contentOffset on each axis, so that a negative offset shifts the content instead of
    /// scrolling, and a fractional one moves it by the fraction (between −1 and 0).
    public let contentOrigin: Point
    /// The scrolling box's size: the content size after `contentOrigin`, grown where needed to
    /// `position` + `size`, so that the browser can scroll to the offset.
    public let extent: Size

    package init(size: Size, position: Point, contentOrigin: Point, extent: Size) {
        self.size = size
        self.position = position
        self.contentOrigin = contentOrigin
        self.extent = extent
    }

    /// The scrolling of a view with these bounds and content size.
    ///
    /// The position is whole points: measured in Chromium 156, `scrollTop = 10.25` scrolls by
    /// 10 (and 0.5 by 1), so a fractional offset would move every touch by the remainder. The
    /// fraction goes into `contentOrigin` instead, which boxes hold to 1/64 px.
    ///
    /// `insets` (`adjustedContentInset`) widen the range the offset reaches, as in UIKit: the
    /// scrolling box holds them around the content, so the browser scrolls from
    /// `-insets.top` to the content's end plus `insets.bottom`.
    package init(bounds: Rect, contentSize: Size, insets: EdgeInsets = .zero) {
        let o = Point(x: bounds.origin.x + insets.left, y: bounds.origin.y + insets.top)
        let position = Point(x: max(0, o.x).rounded(.down), y: max(0, o.y).rounded(.down))
        let shift = Point(x: 0 + (position.x - o.x), y: 0 + (position.y - o.y))  // 0 + x: no −0 to print
        let full = Size(width: contentSize.width + insets.left + insets.right, height: contentSize.height + insets.top + insets.bottom)
        self.init(size: bounds.size, position: position, contentOrigin: Point(x: shift.x + insets.left, y: shift.y + insets.top),
                  extent: Size(width: max(full.width + shift.x, position.x + bounds.width),
                               height: max(full.height + shift.y, position.y + bounds.height)))
    }
}

/// A hit region that a back end may print as a real scrolling element (see `HitRegion.scroller`).
public struct Scroller: Hashable, Sendable {
    /// The scroller's box (the view's bounds as its container sees them) in the coordinates its
    /// container's box uses: the root's, or the scrolling box of the scroller it lies in.
    public let frame: Rect
    /// How the scroller's content box is sized and where it starts scrolled.
    public let content: ScrollContent

    package init(frame: Rect, content: ScrollContent) {
        self.frame = frame
        self.content = content
    }
}

/// A rounded rect filled with one colour.
public struct Fill: Hashable, Sendable {
    /// The area filled, radius clamped.
    public let shape: RoundedRect
    /// The fill colour, alpha included.
    public let color: Color

    package init(shape: RoundedRect, color: Color) {
        self.shape = shape
        self.color = color
    }
}

/// The area between two rounded rects, filled: how Core Animation draws a border of width w
/// with corner radius r (outer radius r, inner rect inset by w with radius max(0, r − w)).
/// A stroke cannot draw this when r < w/2 (its path's radius, r − w/2, would be negative while
/// the outer edge must stay rounded with r). An empty `inner` fills all of `outer`.
public struct Ring: Hashable, Sendable {
    /// The ring's outer edge: the bounds, rounded by the corner radius.
    public let outer: RoundedRect
    /// The hole: the bounds inset by the border width, radius max(0, r − w); filled with the even-odd rule.
    public let inner: RoundedRect
    /// The border colour.
    public let color: Color

    package init(outer: RoundedRect, inner: RoundedRect, color: Color) {
        self.outer = outer
        self.inner = inner
        self.color = color
    }

    /// The ring as one path to fill with the even-odd rule: the outer outline, then the hole's
    /// when it has any area.
    public var path: Path {
        let outline = Path(roundedRect: outer)
        return inner.rect.width > 0 && inner.rect.height > 0 ? outline.appending(Path(roundedRect: inner)) : outline
    }

    /// The ring as a primitive: its path filled in its colour with the even-odd rule.
    public var primitive: Primitive { .fill(PathFill(path: path, rule: .evenOdd, paint: .solid(color))) }

    /// A ring of `width` just inside `shape`, as Core Animation draws `borderWidth`.
    package init(inside shape: RoundedRect, width: Double, color: Color) {
        self.init(outer: shape, inner: shape.inset(by: width), color: color)
    }
}

/// Where a view can take a touch: not painted, only asked.
public struct HitRegion: Hashable, Sendable {
    /// The index of the scene node a touch here is delivered to.
    public let source: Int
    /// The scene's id for the view, printed as the region's id so tests and tooltips can name it.
    public let name: String?
    /// What a person hovering the region should read: the view's name and frame.
    public let label: String
    /// False for a pass-through view: a touch on the view itself falls to what lies beneath,
    /// while its subviews still take theirs.
    public let takesTouches: Bool
    /// The view's bounds in root coordinates, with every scroll view at its `contentOffset`; a
    /// touch reaches the view only inside this and every ancestor's outline.
    public let outline: ConvexPolygon
    /// Subviews' regions, in the order the subviews were added.
    public let children: [Int]
    /// Set when the region is a scroll view printed as a real scroller (as its `RenderNode`'s
    /// `scroll` is): its box is `frame`, and its descendants' boxes lie in its scrolling box.
    @inlinable public var scroller: Scroller? { scrollerBox?.value }
    /// `scroller`, out of line: few regions have one. (Visible to inlined code.)
    @usableFromInline let scrollerBox: OutOfLine<Scroller>?
    /// `outline` where a back end that nests boxes in scrollers cuts this region's box: in the
    /// coordinates of the scrolling box of the nearest scroller region around it (the root's
    /// when there is none); for a scroller itself, in its own box's, where it is its whole box.
    /// Equal to `outline` in a scene without scrollers.
    public let localOutline: ConvexPolygon

    package init(source: Int, name: String?, label: String, takesTouches: Bool, outline: ConvexPolygon, children: [Int],
                 scroller: Scroller? = nil, localOutline: ConvexPolygon? = nil) {
        self.source = source
        self.name = name
        self.label = label
        self.takesTouches = takesTouches
        self.outline = outline
        self.children = children
        self.scrollerBox = scroller.map(OutOfLine.init)
        self.localOutline = localOutline ?? outline
    }
}
