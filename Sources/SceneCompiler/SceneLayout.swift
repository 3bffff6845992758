import Geometry
import Layout
import Markup
import SceneModel

/// Every view's and layer's frame at one viewport, in tree order: what a layout snapshot
/// compares. Unlike the dump it leaves out paint order and source places, so it changes only
/// when something moves.
public struct SceneLayout: Hashable, Sendable {
    /// One view or layer.
    public struct Node: Hashable, Sendable {
        /// `UIView`, `UILabel`, `CALayer`…, as `recursiveDescription` names them.
        public var className: String
        /// The scene's id for the node, nil when it has none.
        public var id: String?
        /// 0 for the root view, 1 for its subviews and sublayers, and so on.
        public var depth: Int
        /// In the superview's (or superlayer's) coordinates, as UIKit's `frame`.
        public var frame: Rect
        /// Hidden nodes are laid out like any other, so they are listed, marked.
        public var isHidden: Bool
    }

    /// The scene's name: a file of several scenes (an Interface Builder document) lays out each.
    public var sceneName: String
    /// Nil for the `<scene>` element's own size and for a size chosen by ``ViewportChoice/size(width:height:)``.
    public var viewportName: String?
    /// After fitting, for a viewport that fits its height to the content.
    public var viewportSize: Size
    /// The viewport's screen scale (`UIScreen.scale`), which intrinsic sizes were rounded to.
    public var viewportScale: Double
    /// Depth first, each node before its subviews and sublayers, those in insertion order.
    public var nodes: [Node]

    init(_ scene: Scene, _ layout: LayoutResult) {
        sceneName = scene.name
        viewportName = layout.viewport.name
        viewportSize = layout.viewport.size
        viewportScale = layout.viewport.scale
        nodes = []
        nodes.reserveCapacity(scene.nodes.count)
        var stack: [(index: Int, depth: Int)] = [(Scene.rootIndex, 0)]
        while let (index, depth) = stack.popLast() {
            let node = scene.nodes[index]
            nodes.append(Node(className: node.kind.className, id: node.id, depth: depth,
                              frame: layout.geometry[index].frame, isHidden: node.layer.isHidden))
            for child in node.children.reversed() { stack.append((child, depth + 1)) }
        }
    }

    /// One line a node, indented as `recursiveDescription` indents:
    ///
    /// ```
    /// viewport 390×844
    /// UIView (0 0; 390 844)
    ///    | UILabel id=title (16 20; 358 20.5)
    /// ```
    public var text: String {
        let f = NumberText.format
        var out = "viewport\(viewportName.map { " '\($0)'" } ?? "") \(f(viewportSize.width))×\(f(viewportSize.height))\n"
        for node in nodes {
            let r = node.frame
            out += String(repeating: "   | ", count: node.depth) + node.className
                + (node.id.map { " id=\($0)" } ?? "")
                + " (\(f(r.origin.x)) \(f(r.origin.y)); \(f(r.width)) \(f(r.height)))"
                + (node.isHidden ? " hidden" : "") + "\n"
        }
        return out
    }

    /// The program that made a layout, for JSON read by other tools: `scenec dump --frames
    /// --json` names itself, a snapshot does not (its bytes must not change with each commit).
    public struct Producer: Hashable, Sendable {
        /// The program's name, such as `scenec`.
        public var name: String
        /// Its release, such as `0.9.0`.
        public var version: String
        /// The commit it was built from, or `unknown`.
        public var commit: String

        public init(name: String, version: String, commit: String) {
            self.name = name
            self.version = version
            self.commit = commit
        }
    }

    /// The same as JSON, nested as the tree is, keys in alphabetical order, two-space indents:
    /// `{"nodes": [{"class": "UIView", "frame": {...}, "subviews": [...]}], "viewport": {...}}`.
    /// Numbers are printed as the SVG prints them, so the same layout gives the same bytes.
    public var json: String { json(producer: nil) }

    /// ``json`` with a `"producer": {"commit": …, "name": …, "version": …}` key naming the
    /// program that made it, when `producer` is given.
    public func json(producer: Producer?) -> String { json(producer: producer, namingScene: false) }

    /// ``json(producer:)`` with a `"scene"` key naming the scene when `namingScene`.
    func json(producer: Producer?, namingScene: Bool) -> String {
        let f = NumberText.format
        var out = "{\n  \"nodes\": ["
        var openDepth = -1
        // Ends the node at `depth`: its subviews array, then its object.
        func close(_ depth: Int) {
            out += (out.last == "[" ? "" : "\n" + pad(depth) + "  ") + "]\n" + pad(depth) + "}"
        }
        for node in nodes {
            while openDepth >= node.depth {
                close(openDepth)
                openDepth -= 1
            }
            if out.last == "}" { out += "," }
            let r = node.frame
            let p = pad(node.depth)
            out += "\n" + p + "{\n"
            out += p + "  \"class\": \(JSONString.quoted(node.className)),\n"
            out += p + "  \"frame\": {\"height\": \(f(r.height)), \"width\": \(f(r.width)), \"x\": \(f(r.origin.x)), \"y\": \(f(r.origin.y))},\n"
            if node.isHidden { out += p + "  \"hidden\": true,\n" }
            if let id = node.id { out += p + "  \"id\": \(JSONString.quoted(id)),\n" }
            out += p + "  \"subviews\": ["
            openDepth = node.depth
        }
        while openDepth >= 0 {
            close(openDepth)
            openDepth -= 1
        }
        out += "\n  ],\n"
        if let producer {
            out += "  \"producer\": {\"commit\": \(JSONString.quoted(producer.commit)), \"name\": \(JSONString.quoted(producer.name)), \"version\": \(JSONString.quoted(producer.version))},\n"
        }
        if namingScene { out += "  \"scene\": \(JSONString.quoted(sceneName)),\n" }
        let name = viewportName.map(JSONString.quoted) ?? "null"
        out += "  \"viewport\": {\"height\": \(f(viewportSize.height)), \"name\": \(name), \"width\": \(f(viewportSize.width))}\n}\n"
        return out
    }

    /// Several layouts as one text: the texts one after another, or the JSON objects in an
    /// array when there is more than one; each JSON object names `producer` when given. Layouts
    /// of several scenes (an Interface Builder document's) name their scene: a `scene 'NAME'`
    /// line before each scene's first text, a `"scene"` key in each object.
    public static func joined(_ layouts: [SceneLayout], json: Bool, producer: Producer? = nil) -> String {
        let namingScene = layouts.contains { $0.sceneName != layouts[0].sceneName }
        guard json else {
            return layouts.indices.map { i in
                let starts = namingScene && (i == 0 || layouts[i - 1].sceneName != layouts[i].sceneName)
                return (starts ? "scene '\(layouts[i].sceneName)'\n" : "") + layouts[i].text
            }.joined()
        }
        if layouts.count == 1, let only = layouts.first { return only.json(producer: producer) }
        let items = layouts.map { layout in
            layout.json(producer: producer, namingScene: namingScene).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        }
        return "[\n" + items.joined(separator: ",\n") + (items.isEmpty ? "]\n" : "\n]\n")
    }

    /// A node at depth d is indented 4(d + 1) spaces: each level is an object inside an array.
    private func pad(_ depth: Int) -> String { String(repeating: "    ", count: depth + 1) }
}
