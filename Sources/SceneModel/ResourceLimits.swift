/// How much one compile may take on: the bounds that keep a hostile or mistaken scene from
/// crashing, hanging or exhausting the machine. Each exceeded bound is an error diagnostic at the
/// place that crossed it; each is set on the command line (`--max-…`).
///
/// The defaults leave room for the largest real scenes (100,000 views with their constraints
/// and text, see the README's Performance section) and stop what is beyond them within seconds.
public struct ResourceLimits: Hashable, Sendable {
    /// Bytes in one scene or component file.
    public var fileSize: Int
    /// Elements nested in one another, counted from `<scene>` (1), after components are
    /// expanded; at most `deepestAllowed`. Checked while libxml2 parses, which never recurses.
    public var depth: Int
    /// Views and layers in the scene after components are expanded, the root view not counted.
    public var views: Int
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
    /// Bytes of image files the scene's image views show, all together, each distinct file
    /// counted once however many views show it. Every output file embeds each image once, in
    /// base64, so this bounds the memory and the output an image can cost; it is checked as the
    /// files are read, before any is encoded.
    public var imageBytes: Int

    /// The most `depth` may be set to. Every stage walks trees with explicit stacks, so this
    /// guards time and memory, not the call stack.
    public static let deepestAllowed = 2048

    /// The defaults are `standard`'s; a command line's `--max-…` flags set each one.
    public init(fileSize: Int = 64 << 20, depth: Int = 256, views: Int = 250_000, constraints: Int = 500_000,
                textCharacters: Int = 10_000_000, expressionLength: Int = 4_096, magnitude: Double = 10_000_000,
                solverPivots: Int = 10_000_000, imageBytes: Int = 32 << 20) {
        self.fileSize = fileSize
        self.depth = depth
        self.views = views
        self.constraints = constraints
        self.textCharacters = textCharacters
        self.expressionLength = expressionLength
        self.magnitude = magnitude
        self.solverPivots = solverPivots
        self.imageBytes = imageBytes
    }

    /// The defaults.
    public static let standard = ResourceLimits()

    /// The most each limit may be raised to: far beyond any real screen, and small enough that
    /// every count and sum derived from them (views plus constraints, pivot counters, byte
    /// offsets) stays well inside `Int`, so no setting can make arithmetic overflow.
    public static let largest = ResourceLimits(fileSize: 1 << 30, depth: deepestAllowed, views: 10_000_000, constraints: 10_000_000,
                                               textCharacters: 1 << 30, expressionLength: 1_000_000, magnitude: 1e15,
                                               solverPivots: 1 << 40, imageBytes: 1 << 30)
}
