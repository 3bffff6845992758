/// A scene of the scene differential test in a neutral form: scenec reads it as XML (`xml`),
/// the kiwisolver oracle (`scene_kiwi_oracle.py`) as JSON, with the same field names.
struct GeneratedScene: Codable {
    /// What a constraint's anchor belongs to: the view itself or one of its guides.
    enum Guide: String, Codable {
        case view, margins, safeArea, content, frame
    }

    struct Anchor: Codable, Equatable {
        /// A view's index in `views`; the root (0) for the safe area.
        var item: Int
        var guide: Guide
        var attribute: String
    }

    struct Constraint: Codable {
        var first: Anchor
        var relation: String
        /// Nil for a constant size.
        var second: Anchor?
        var multiplier: Double
        var constant: Double
        var priority: Int
    }

    struct Scroll: Codable {
        var offset: [Double]
        /// Nil when constraints on the `contentLayoutGuide` decide it.
        var contentSize: [Double]?
    }

    struct View: Codable {
        /// Empty for the root view, which has no id in a scene.
        var id: String
        var parent: Int?
        /// Top, left, bottom, right.
        var margins: [Double]
        /// A frame the view keeps (in its superview's bounds); nil when constraints place it.
        var frame: [Double]?
        var scroll: Scroll?
    }

    var width: Double
    var height: Double
    /// Top, left, bottom, right.
    var safeArea: [Double]
    /// The root first; a parent always before its children.
    var views: [View]
    var constraints: [Constraint]
    /// The layout the generator chose and wrote the constraints for: each view's frame in
    /// window coordinates. Only for diagnosing a failure; the oracle does not read it.
    var chosen: [[Double]] = []

    static let defaultMargins: [Double] = [8, 8, 8, 8]

    func depth(of view: Int) -> Int {
        var (d, v) = (0, view)
        while let parent = views[v].parent { d += 1; v = parent }
        return d
    }

    /// The scene as scenec reads it. Names vary as a writer's would (`superview` or the id,
    /// `margins` or `layoutMarginsGuide`, `≤` or `&lt;=`, the multiplier before or after the
    /// anchor), so the front end's spellings are covered too.
    var xml: String {
        var out = "<scene width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
        if safeArea != [0, 0, 0, 0] { out += " safeAreaInsets=\"\(Self.numbers(safeArea))\"" }
        out += ">\n"
        func element(_ index: Int, indent: String) {
            let view = views[index]
            let tag = view.scroll == nil ? "view" : "scrollView"
            out += "\(indent)<\(tag) id=\"\(view.id)\""
            if view.margins != Self.defaultMargins { out += " layoutMargins=\"\(Self.numbers(view.margins))\"" }
            if let frame = view.frame { out += " frame=\"\(Self.numbers(frame))\"" }
            if let scroll = view.scroll {
                out += " contentOffset=\"\(Self.numbers(scroll.offset))\""
                if let size = scroll.contentSize { out += " contentSize=\"\(Self.numbers(size))\"" }
            }
            let children = views.indices.filter { views[$0].parent == index }
            if children.isEmpty {
                out += "/>\n"
                return
            }
            out += ">\n"
            for child in children { element(child, indent: indent + "  ") }
            out += "\(indent)</\(tag)>\n"
        }
        for child in views.indices where views[child].parent == 0 { element(child, indent: "  ") }
        out += "  <constraints>\n"
        for (index, c) in constraints.enumerated() { out += "    <constraint>\(text(c, index))</constraint>\n" }
        out += "  </constraints>\n</scene>\n"
        return out
    }

    private func text(_ c: Constraint, _ index: Int) -> String {
        let relation = switch c.relation {
        case "<=": index % 4 == 1 ? "≤" : "&lt;="
        case ">=": index % 4 == 1 ? "≥" : ">="
        default: "=="
        }
        var out = "\(name(c.first, firstView: c.first.item, index)).\(c.first.attribute) \(relation) "
        if let second = c.second {
            let anchor = "\(name(second, firstView: c.first.item, index)).\(second.attribute)"
            out += c.multiplier == 1 ? anchor : index % 3 == 0 ? "\(anchor) * \(Self.number(c.multiplier))" : "\(Self.number(c.multiplier)) * \(anchor)"
            if c.constant != 0 { out += " \(c.constant < 0 ? "-" : "+") \(Self.number(abs(c.constant)))" }
        } else {
            out += Self.number(c.constant)
        }
        if c.priority < 1000 { out += " @\(c.priority)" }
        return out
    }

    /// The root view has no id: it is named as `superview` (or `safeArea`), which the generator
    /// arranges for.
    private func name(_ anchor: Anchor, firstView: Int, _ index: Int) -> String {
        let isSuperview = anchor.item == views[firstView].parent && anchor.item != firstView
        let view = isSuperview && (anchor.item == 0 || index % 2 == 0) ? "superview" : views[anchor.item].id
        switch anchor.guide {
        case .view: return view
        case .margins: return view + (index % 3 == 2 ? ".layoutMarginsGuide" : ".margins")
        case .safeArea: return "safeArea"
        case .content: return view + ".contentLayoutGuide"
        case .frame: return view + ".frameLayoutGuide"
        }
    }

    /// Every number the generator makes is a multiple of 1/8, written exactly.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : "\(value)"
    }

    static func numbers(_ values: [Double]) -> String { values.map(number).joined(separator: " ") }
}
