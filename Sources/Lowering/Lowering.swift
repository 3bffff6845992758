import Measurement
import SceneModel

/// Turns what a scene says at a high level into what layout solves, once per compile (once per
/// screen scale): stack views into the `UISV-*` constraints and guides UIKit generates for them
/// (``StackViewConstraints``), settling who constraints place before stacks add theirs; and the
/// constraints inside each table row into a system of the row's own (``TableRowSystems``).
///
/// Why a stage of its own: none of it depends on the viewport's size, so doing it inside layout
/// redid it for every viewport, and layout rewrote the scene it was given. Now layout reads a
/// lowered scene and never changes it.
public enum Lowering {
    /// `scene` lowered with `content`'s intrinsic sizes rounded at `scale`.
    public static func lower(_ scene: Scene, content: ContentSizes, scale: Double) -> LoweredScene {
        let (expanded, diagnostics) = StackViewConstraints.expand(scene, content: content.atScale(scale))
        let (lowered, rows, written) = TableRowSystems.split(source: scene, lowered: expanded)
        return LoweredScene(scene: lowered, source: scene, scale: scale, diagnostics: diagnostics, rows: rows, written: written)
    }

    /// For each node, true when constraints place it (`translatesAutoresizingMaskIntoConstraints`
    /// false): said so in the scene, or else the view begins at least one constraint, as
    /// Interface Builder decides for a view it places by constraints. Never the root view,
    /// which the window sizes, nor a cell's `contentView`, which its cell sizes (UIKit keeps its
    /// `translatesAutoresizingMaskIntoConstraints` on whatever constraints name it).
    public static func placedByConstraints(_ scene: Scene) -> [Bool] {
        // Read in place, by index: mapping over the nodes would copy each one out of the array.
        var placed = scene.nodes.indices.map { scene.nodes[$0].view.translatesAutoresizingMaskIntoConstraints.map { !$0 } }
        for c in scene.constraints {
            if case .view(let v) = c.first.item, placed[v] == nil { placed[v] = true }
        }
        for index in scene.nodes.indices {
            if let parent = scene.nodes[index].parent, scene.nodes[parent].kind.isCell, scene.nodes[parent].children.first == index { placed[index] = false }
        }
        return placed.enumerated().map { $0.offset != Scene.rootIndex && ($0.element ?? false) }
    }
}
