import Geometry

/// A document's map, resolved for printing: each scene a box at its place on the canvas
/// (showing the scene's drawing and linking to its page), each transition an arrow between
/// boxes' edges. Plain data, in canvas points with the origin at the map's top-left corner, as
/// a `RenderTree` is for one scene.
public struct MapDrawing: Sendable, Hashable {
    /// One scene's (or one controller's) box.
    public struct Box: Sendable, Hashable {
        public var frame: Rect
        /// Printed above the box.
        public var title: String
        /// The scene's drawing shown in the box (a file beside the map), nil for a box with none.
        public var image: String?
        /// The page the box links to (a file beside the map), nil for none.
        public var page: String?
        /// The document's starting point, marked with an arrow from nowhere as the canvas does.
        public var isInitial: Bool

        public init(frame: Rect, title: String, image: String?, page: String?, isInitial: Bool) {
            self.frame = frame
            self.title = title
            self.image = image
            self.page = page
            self.isInitial = isInitial
        }
    }

    /// A transition, from one box's edge to another's.
    public struct Arrow: Sendable, Hashable {
        public var start: Point
        public var end: Point
        /// The transition's kind, printed at the arrow's middle and choosing its colour.
        public var kind: String

        public init(start: Point, end: Point, kind: String) {
            self.start = start
            self.end = end
            self.kind = kind
        }
    }

    /// The canvas's size in points.
    public var size: Size
    /// How much the printed map is shrunk from canvas points.
    public var scale: Double
    public var title: String
    public var boxes: [Box]
    public var arrows: [Arrow]

    public init(size: Size, scale: Double, title: String, boxes: [Box], arrows: [Arrow]) {
        self.size = size
        self.scale = scale
        self.title = title
        self.boxes = boxes
        self.arrows = arrows
    }
}
