/// How much one compile may take on: the bounds that keep a hostile or mistaken scene from
/// crashing, hanging or exhausting the machine. Each exceeded bound is an error diagnostic at the
/// place that crossed it; each is set on the command line (`--max-…`).
///
/// The defaults leave room for the largest real scenes (100,000 views with their constraints
/// and text, see the README's Performance section) and stop what is beyond them within seconds.
public struct ResourceLimits: Hashable, Sendable {
    /// Bytes in one scene or component file.
    public var fileSize: Int
    /// Views and layers nested in one another, after components are expanded: a view directly
    /// in `<scene>` is 1 deep (the root view is 0); at most `deepestAllowed`. Checked when the
    /// front end builds the node tree, and, for the elements that can hold such views (the
    /// scene, the views, then `<constraints>` and `<constraint>`: `depth + 3`), while libxml2
    /// parses, which never recurses.
    public var depth: Int
    /// Views and layers in the scene after components are expanded, the root view not counted.
    /// Also bounds the views laid out over all the viewports a compile lays out together (the
    /// views times the viewports), since each viewport lays out every view again.
    public var views: Int
    /// `<viewport>` elements in a scene.
    public var viewports: Int
    /// Constraints the scene writes, after components are expanded (those a stack view
    /// generates are not counted: they follow from its arranged views).
    public var constraints: Int
    /// Characters (Unicode scalars) of label and button text, the whole scene together.
    public var textCharacters: Int
    /// Characters in one frame expression or one constraint.
    public var expressionLength: Int
    /// The largest magnitude of a number a scene writes; NaN and infinity are never accepted.
    public var magnitude: Double
    /// Simplex pivots one constraint solve may make before it is given up (each viewport's
    /// layout, and each re-solve of text whose height depends on its width, counts alone).
    public var solverPivots: Int

    /// The most `depth` may be set to, and its default: the deepest views whose markup every
    /// renderer scenec's outputs are checked with still takes as written.
    ///
    /// One level of views nests at most two elements in the SVG (a view's group and its clip
    /// group) and three in the HTML (a scroll view's box, its scroller and its scrolling box),
    /// over a fixed 5 in the SVG (`<svg>`, the drawing's group, the root view's group, and a
    /// label's or button's glyph group and glyph) and 6 in the HTML (`<html>`, `<body>`, the
    /// scene, its paint layer, the root view's box, and a label's or button's glyph `<svg>`,
    /// group and glyph). At 100 that is 205 elements deep in the SVG and 306 in the HTML.
    /// The limits they must stay under, measured (libxml2 2.9.14, librsvg 2.54.7, Chromium 156):
    /// - `xmllint --noout` and `rsvg-convert` (libxml2 without `XML_PARSE_HUGE`) accept 257
    ///   elements nested and refuse 258 ("Excessive depth in document: 256", libxml2's
    ///   `xmlParserMaxDepth`, https://gitlab.gnome.org/GNOME/libxml2/-/blob/v2.9.14/parser.c);
    /// - Chromium's HTML parser keeps an element at depth 513 (`<html>` 1) in place and makes
    ///   deeper ones siblings (Blink's `kMaximumHTMLParserDOMTreeDepth`, 512,
    ///   https://source.chromium.org/chromium/chromium/src/+/main:third_party/blink/renderer/core/html/parser/html_construction_site.h),
    ///   which would unclip and unstack them; its XML parser, for an SVG file, takes 5,000.
    /// The SVG binds: 126 levels would reach 257 exactly, so 100 leaves 52 elements to spare.
    /// Every stage walks trees with explicit stacks, so the call stack is never the limit.
    public static let deepestAllowed = 100

    /// The defaults are `standard`'s; a command line's `--max-…` flags set each one.
    public init(fileSize: Int = 64 << 20, depth: Int = deepestAllowed, views: Int = 250_000, constraints: Int = 500_000,
                textCharacters: Int = 10_000_000, expressionLength: Int = 4_096, magnitude: Double = 10_000_000,
                solverPivots: Int = 10_000_000, viewports: Int = 64) {
        self.viewports = viewports
        self.fileSize = fileSize
        self.depth = depth
        self.views = views
        self.constraints = constraints
        self.textCharacters = textCharacters
        self.expressionLength = expressionLength
        self.magnitude = magnitude
        self.solverPivots = solverPivots
    }

    /// The defaults.
    public static let standard = ResourceLimits()

    /// The most each limit may be raised to: far beyond any real screen, and small enough that
    /// every count and sum derived from them (views plus constraints, pivot counters, byte
    /// offsets) stays well inside `Int`, so no setting can make arithmetic overflow.
    public static let largest = ResourceLimits(fileSize: 1 << 30, depth: deepestAllowed, views: 10_000_000, constraints: 10_000_000,
                                               textCharacters: 1 << 30, expressionLength: 1_000_000, magnitude: 1e15,
                                               solverPivots: 1 << 40, viewports: 10_000)
}
