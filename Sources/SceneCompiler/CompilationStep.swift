import Geometry

/// A piece of work a ``CompilationUnit`` starts, reported to `SceneSource.trace` so that a test
/// can count what an entry point does (one parse per source, one layout per viewport) without
/// timing it and without any state shared between tests.
package enum CompilationStep: Hashable, Sendable {
    /// The front end reads the file and builds the scene, and its content is measured.
    case parse
    /// Lowering (stack views into constraints) at one screen scale: once per scale a compile
    /// lays out at.
    case lower(scale: Double)
    /// A layout at one viewport: its name (nil for the scene's own size and for a size chosen
    /// with `ViewportChoice.size`) and its size as asked, before a height is fitted.
    case layout(viewport: String?, size: Size)
}
