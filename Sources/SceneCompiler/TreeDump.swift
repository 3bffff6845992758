import Geometry
import Layout
import SceneFrontEnd
import RenderTree
import SceneModel

/// Prints a laid-out scene the way UIKit's `recursiveDescription` does, plus what UIKit hides:
/// each node's paint position and where it was written.
///
/// ```
/// scene 'signboard' at 390×844
/// <UIView; frame = (0 0; 390 844); bounds = (0 0; 390 844); paint = 0> @1:1
///    | <UIView id=signboard; frame = (75 362; 240 120); bounds = (0 0; 240 120); paint = 1> @3:3
/// ```
enum TreeDump {
    static func describe(_ scene: Scene, layout: LayoutResult, tree: RenderTree) -> String {
        let f = NumberText.format
        var paintRank = [Int?](repeating: nil, count: scene.nodes.count)
        for (rank, index) in tree.paintOrder.enumerated() { paintRank[tree.nodes[index].source] = rank }

        let size = layout.viewport.size
        let viewportName = layout.viewport.name.map { " '\($0)'" } ?? ""
        var text = "scene '\(scene.name)' viewport\(viewportName) \(f(size.width))×\(f(size.height)) @\(f(layout.viewport.scale))x\n"
        var stack: [(index: Int, depth: Int)] = [(Scene.rootIndex, 0)]
        while let (index, depth) = stack.popLast() {
            let node = scene.nodes[index]
            let g = layout.geometry[index]
            var fields = ["frame = \(rect(g.frame))", "bounds = \(rect(g.bounds))"]
            if !g.transform.isIdentity {
                let t = g.transform
                fields.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(f).joined(separator: ", "))]")
            }
            if g.anchorPoint != Point(x: 0.5, y: 0.5) { fields.append("anchorPoint = (\(f(g.anchorPoint.x)) \(f(g.anchorPoint.y)))") }
            if node.layer.opacity < 1 { fields.append("\(node.kind.isLayer ? "opacity" : "alpha") = \(f(node.layer.opacity))") }
            let a = node.view.alignmentRectInsets
            if a != .zero && node.kind.isView {
                // The frame above is the frame; Auto Layout placed the alignment rect inside it.
                fields.append("alignmentRectInsets = {\([a.top, a.left, a.bottom, a.right].map(f).joined(separator: ", "))}")
            }
            if node.layer.zPosition != 0 { fields.append("zPosition = \(f(node.layer.zPosition))") }
            if let size = layout.contentSizes[index] { fields.append("contentSize = \(f(size.width))×\(f(size.height))") }
            if let i = layout.adjustedContentInsets[index] {
                // As UIKit's `UIEdgeInsets` prints: {top, left, bottom, right}.
                fields.append("adjustedContentInset = {\(f(i.top)), \(f(i.left)), \(f(i.bottom)), \(f(i.right))}")
            }
            if node.layer.masksToBounds { fields.append(node.kind.isLayer ? "masksToBounds" : "clipsToBounds") }
            if !node.view.isUserInteractionEnabled && node.kind.isView { fields.append("userInteractionEnabled = NO") }
            if node.view.isPassThrough { fields.append("passThrough") }
            if !node.content.isEnabled { fields.append("enabled = NO") }
            fields += layerFields(node)
            fields.append(paintRank[index].map { "paint = \($0)" }
                          ?? (node.layer.isHidden ? "hidden" : node.layer.isMask ? "mask of its superlayer" : "not painted (hidden superview or mask)"))
            if let text = layout.text[index] {
                fields.append("lines = [\(text.lines.map { $0.text.debugDescription }.joined(separator: ", "))]")
            }
            let idText = node.id.map { " id=\($0)" } ?? ""
            text += String(repeating: "   | ", count: depth)
                + "<\(node.kind.className)\(idText); \(fields.joined(separator: "; "))> @\(place(node.location, scene))\n"
            for child in node.children.reversed() { stack.append((child, depth + 1)) }
        }
        // What UIKit's `constraintsAffectingLayout` would list: the scene's constraints, then those
        // stack views generated, under their identifiers.
        let expanded = scene.with(layoutGuides: layout.layoutGuides)
        let constraints = scene.constraints + layout.generatedConstraints
        if !constraints.isEmpty { text += "constraints\n" }
        for c in constraints {
            let identifier = c.identifier.map { "'\($0)' " } ?? ""
            text += "   \(place(c.location, scene)): \(identifier)\(ConstraintText.describe(c, in: expanded))\n"
        }
        return text
    }

    /// `line:col`, with the file in front when the node comes from an imported component: its
    /// path from the scene's folder, so no output depends on where the scene was compiled from.
    static func place(_ location: SourceLocation, _ scene: Scene) -> String {
        let file = location.sourceFile == scene.location.sourceFile ? ""
            : SceneFrontEnd.pathInSceneFolder(location.file, scenePath: scene.location.file) + ":"
        return "\(file)\(location.line):\(location.column)"
    }

    static func rect(_ r: Rect) -> String {
        let f = NumberText.format
        return "(\(f(r.origin.x)) \(f(r.origin.y)); \(f(r.width)) \(f(r.height)))"
    }
}
