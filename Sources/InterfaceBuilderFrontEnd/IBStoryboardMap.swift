import Geometry
import SceneModel

/// A storyboard's canvas as a `SceneMap`: each `<scene>` where Interface Builder placed it,
/// and each segue an arrow from the scene it starts in to the controller it leads to.
///
/// A scene's `<point key="canvasLocation">` is the centre of its box on the canvas; the box is
/// the controller's view's stored size, or the device's screen for a controller without one (a
/// navigation or tab bar controller). Segues are read wherever the scene holds them (a
/// controller's or a button's `<connections>`), with their `kind` as written (`show`, `push`,
/// `presentation`, `embed`, `unwind`, `relationship`…); one whose destination is not a
/// controller of the document is left out.
struct IBStoryboardMap {
    let map: SceneMap

    init(document: IBElement, scenes: IBElement, parts: [IBDocumentParts.Part], segues: IBSegues, stem: String, device: IBDevice) {
        let partNames = Dictionary(parts.compactMap { part in part.controller?["id"].map { ($0, part.name) } }, uniquingKeysWith: { a, _ in a })
        var entries: [SceneMap.Entry] = []
        var entryOfController: [String: Int] = [:]
        for scene in scenes.children where scene.name == "scene" {
            guard let controller = IBDocumentParts.controller(in: scene), let id = controller["id"] else { continue }
            let view = IBDocumentParts.view(of: controller)?.child("rect", key: "frame")
            let size = Size(width: Self.number(view?["width"], or: device.size.width, within: 0...100_000),
                            height: Self.number(view?["height"], or: device.size.height, within: 0...100_000))
            let centre = scene.child("point", key: "canvasLocation")
            let (x, y) = (Self.number(centre?["x"], or: 0, within: -1e6...1e6), Self.number(centre?["y"], or: 0, within: -1e6...1e6))
            let name = partNames[id]
            // A scene's own part of its name: the document's name is the map's title.
            let title = name.map { String($0.dropFirst(stem.count + 1)) } ?? controller["title"] ?? controller["customClass"] ?? controller.name
            entryOfController[id] = entryOfController[id] ?? entries.count
            entries.append(SceneMap.Entry(scene: name, title: title, id: id,
                                          frame: Rect(x: x - size.width / 2, y: y - size.height / 2, width: size.width, height: size.height)))
        }
        let links = segues.all.compactMap { segue -> SceneMap.Link? in
            guard let from = segue.from["id"].flatMap({ entryOfController[$0] }), let to = entryOfController[segue.destination] else { return nil }
            return SceneMap.Link(from: from, to: to, kind: segue.kind)
        }
        map = SceneMap(entries: entries, links: links, initial: document["initialViewController"].flatMap { entryOfController[$0] })
    }

    /// A stored number kept within `range`, so a hostile document cannot put an infinity or an
    /// absurd size on the map; `fallback` when it is not a number.
    private static func number(_ text: String?, or fallback: Double, within range: ClosedRange<Double>) -> Double {
        guard let value = text.flatMap(Double.init), value.isFinite else { return fallback }
        return min(max(value, range.lowerBound), range.upperBound)
    }
}

extension IBStoryboardMap {
    /// A scene's place on Xcode's canvas, which the map of a storyboard does not use to place it.
    static let support: [IBSupport] = [
        IBSupport("point", .noEffect, attributes: [
            "x": .noEffect, "y": .noEffect,
        ]),
    ]
}
