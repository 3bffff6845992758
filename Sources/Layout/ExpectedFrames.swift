import Geometry
import SceneModel

/// Views that land more than half a point from where the scene expects them, as Xcode's canvas
/// reports a misplaced view: an Interface Builder document stores every view's frame as its
/// canvas last laid it out, and a frame its constraints no longer give is one the device will
/// not show. Checked at the scene's first viewport, the one the frames were designed at.
enum ExpectedFrames {
    /// How far a frame's edge may lie from the expected one: half a point, as Xcode draws a
    /// view misplaced once its frame and its constraints' frame differ on screen.
    static let tolerance = 0.5

    /// A warning for each view whose frame in `layout` differs from its `expectedFrame`; an error
    /// when `strict` (`--strict-frames`, for a build that must keep documents as designed).
    static func check(_ scene: Scene, _ layout: LayoutResult, viewport: Viewport, strict: Bool = false) -> [Diagnostic] {
        guard viewport == scene.viewports.first else { return [] }
        var found: [Diagnostic] = []
        for index in scene.nodes.indices {
            guard let expected = scene.nodes[index].view.expectedFrame, index < layout.geometry.count else { continue }
            let actual = layout.geometry[index].frame
            let apart = [actual.minX - expected.minX, actual.minY - expected.minY, actual.width - expected.width, actual.height - expected.height]
            guard apart.contains(where: { abs($0) > tolerance }) else { continue }
            let node = scene.nodes[index]
            found.append(Diagnostic(strict ? .error : .warning, .misplacedView(node.displayName, expected: text(expected), actual: text(actual)),
                                    at: node.places[.expectedFrame] ?? node.location))
        }
        return found
    }

    /// `(x y; width height)`, each to two decimals at most.
    private static func text(_ r: Rect) -> String {
        let n = { (v: Double) in NumberText.format((v * 100).rounded() / 100) }
        return "(\(n(r.minX)) \(n(r.minY)); \(n(r.width)) \(n(r.height)))"
    }
}
