import Geometry

/// A constraint as a person reads it: `row.leading == icon.leading`, `a.width == 0.5 * b.width + 8 @750`.
public enum ConstraintText {
    /// The constraint in the scene's own syntax, with ids for node indices, for diagnostics,
    /// `scenec dump` and the inspector.
    public static func describe(_ c: LayoutConstraint, in scene: Scene) -> String {
        describe(c, nodes: scene.nodes, guides: scene.layoutGuides)
    }

    /// The same, naming views from `nodes` and guides from `guides`.
    package static func describe(_ c: LayoutConstraint, nodes: [SceneNode], guides: [LayoutGuide]) -> String {
        let f = NumberText.format
        var text = anchor(c.first, nodes, guides) + " " + c.relation.rawValue + " "
        if let second = c.second {
            text += (c.multiplier == 1 ? "" : f(c.multiplier) + " * ") + anchor(second, nodes, guides)
            if c.constant != 0 { text += (c.constant < 0 ? " - " : " + ") + f(abs(c.constant)) }
        } else {
            text += f(c.constant)
        }
        if c.priority != 1000 { text += " @\(c.priority)" }
        return text
    }

    package static func anchor(_ a: LayoutConstraint.Anchor, _ nodes: [SceneNode], _ guides: [LayoutGuide]) -> String {
        "\(item(a.item, nodes, guides)).\(a.attribute.rawValue)"
    }

    /// A view's id, or its element and index when it has none; a guide after its owner.
    package static func item(_ item: LayoutConstraint.Item, _ nodes: [SceneNode], _ guides: [LayoutGuide]) -> String {
        func view(_ i: Int) -> String {
            i == Scene.rootIndex ? "root" : nodes[i].id ?? "\(nodes[i].kind.rawValue)#\(i)"
        }
        switch item {
        case .view(let i): return view(i)
        case .margins(let i): return view(i) + ".margins"
        case .safeArea(let i): return i == Scene.rootIndex ? "safeArea" : view(i) + ".safeArea"
        case .keyboard: return "keyboard"
        case .contentLayoutGuide(let i): return view(i) + ".contentLayoutGuide"
        case .frameLayoutGuide(let i): return view(i) + ".frameLayoutGuide"
        case .guide(let g):
            guard guides.indices.contains(g) else { return "guide#\(g)" }
            let guide = guides[g]
            return view(guide.owner) + "." + guide.identifier + (guide.identifier == "UISV-distributing" ? "[\(guide.ordinal)]" : "")
        }
    }
}
