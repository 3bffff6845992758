import Geometry
import Layout
import RenderTree
import SceneModel

/// Builds what the HTML preview's inspector shows (`--inspect`) from a laid-out scene: the
/// names `scenec hit-test` prints, the classes and frames `scenec dump` prints, and what placed
/// each node, as plain data for the printer.
enum Inspection {
    static func data(_ scene: Scene, layout: LayoutResult) -> InspectorData {
        let expanded = scene.with(layoutGuides: layout.layoutGuides)
        // Every constraint under each view it names, so that the whole pass stays linear.
        var constraintsOf = [[PlacementSource]](repeating: [], count: scene.nodes.count)
        for c in scene.constraints + layout.generatedConstraints {
            let views = [c.first.item, c.second?.item].compactMap { item -> Int? in
                if case .view(let v) = item { v } else { nil }
            }
            guard !views.isEmpty else { continue }
            let source = PlacementSource(text: constraintText(c, expanded), place: TreeDump.place(c.location, scene), identifier: c.identifier)
            for (k, v) in views.enumerated() where !views[..<k].contains(v) { constraintsOf[v].append(source) }
        }
        let nodes = scene.nodes.indices.map { index -> InspectedNode in
            let node = scene.nodes[index]
            var placedBy = attributes(of: node, index, scene, layout)
            placedBy += node.view.frameExpressions.map {
                PlacementSource(text: "\($0.target.rawValue) = \($0.text)", place: TreeDump.place($0.location, scene))
            }
            placedBy += constraintsOf[index]
            return InspectedNode(name: Compiler.displayName(scene, index), id: node.id, className: node.kind.className,
                                 isView: node.kind.isView, place: TreeDump.place(node.location, scene), frame: layout.geometry[index].frame,
                                 parent: node.parent, placedBy: placedBy)
        }
        return InspectorData(nodes: nodes)
    }

    /// A constraint as written, without the identifier the scene put in front (it is shown
    /// apart); a generated one as `scenec dump` describes it.
    private static func constraintText(_ c: LayoutConstraint, _ scene: Scene) -> String {
        guard let identifier = c.identifier else { return c.text }
        let prefix = identifier + ": "
        return c.text.hasPrefix(prefix) ? String(c.text.dropFirst(prefix.count)) : ConstraintText.describe(c, in: scene)
    }

    /// The attributes that set the node's geometry, in the order layout applies them. The
    /// scene keeps values, not the text written, so each is printed from its value.
    private static func attributes(of node: SceneNode, _ index: Int, _ scene: Scene, _ layout: LayoutResult) -> [PlacementSource] {
        let f = NumberText.format
        func at(_ attribute: AttributeName) -> String { TreeDump.place(node.location(of: attribute), scene) }
        var out: [PlacementSource] = []
        if index == Scene.rootIndex {
            let v = layout.viewport, name = v.name.map { " '\($0)'" } ?? ""
            out.append(PlacementSource(text: "viewport\(name) \(f(v.size.width))×\(f(v.size.height))", place: TreeDump.place(v.location, scene)))
        }
        switch node.geometry.frame {
        case .rect(let r): out.append(PlacementSource(text: "frame = \(TreeDump.rect(r))", place: at(.frame)))
        case .boundsOf(let reference, let inset):
            let whose = switch reference {
            case .container: node.kind.isView ? "superview" : "owner"
            case .node(let other): scene.nodes[other].id ?? Compiler.displayName(scene, other)
            }
            let insets = inset == .zero ? "" : ".inset(\([inset.top, inset.left, inset.bottom, inset.right].map(f).joined(separator: ", ")))"
            out.append(PlacementSource(text: "frame = \(whose).bounds\(insets)", place: at(.frame)))
        case nil: break
        }
        if let bounds = node.geometry.bounds { out.append(PlacementSource(text: "bounds = \(TreeDump.rect(bounds))", place: at(.bounds))) }
        if let p = node.geometry.position {
            let name: AttributeName = node.kind.isView ? .center : .position
            out.append(PlacementSource(text: "\(name.rawValue) = (\(f(p.x)) \(f(p.y)))", place: at(name)))
        }
        if !node.geometry.transform.isIdentity {
            let t = node.geometry.transform
            out.append(PlacementSource(text: "transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(f).joined(separator: ", "))]", place: at(.transform)))
        }
        if node.view.sizeToFit { out.append(PlacementSource(text: "sizeToFit", place: at(.sizeToFit))) }
        if node.view.alignmentRectInsets != .zero {
            let a = node.view.alignmentRectInsets
            out.append(PlacementSource(text: "alignmentRectInsets = \([a.top, a.left, a.bottom, a.right].map(f).joined(separator: " "))",
                                       place: at(.alignmentRectInsets)))
        }
        if let parent = node.parent, let placer = layoutPlacer(of: index, parent: parent, scene) {
            out.append(PlacementSource(text: placer, place: TreeDump.place(scene.nodes[parent].location, scene)))
        }
        if !node.view.autoresizingMask.isEmpty {
            let m = node.view.autoresizingMask
            let set = [m.flexibleLeftMargin, m.flexibleWidth, m.flexibleRightMargin, m.flexibleTopMargin, m.flexibleHeight, m.flexibleBottomMargin]
            let names = zip(AutoresizingMask.names, set).filter(\.1).map(\.0)
            out.append(PlacementSource(text: "autoresizingMask = \(names.joined(separator: " "))", place: at(.autoresizingMask)))
        }
        return out
    }

    /// What a collection view's layoutSubviews sets on the node, where it sets anything: a
    /// cell's frame, from its flow layout, and its contentView's, which fills the cell.
    private static func layoutPlacer(of index: Int, parent: Int, _ scene: Scene) -> String? {
        if let cell = scene.nodes[index].collectionCell, scene.nodes[parent].kind == .collectionView {
            return "UICollectionViewFlowLayout, section \(cell.section)"
        }
        if scene.nodes[parent].kind == .collectionViewCell, scene.nodes[parent].children.first == index { return "contentView: the cell's bounds" }
        return nil
    }
}
