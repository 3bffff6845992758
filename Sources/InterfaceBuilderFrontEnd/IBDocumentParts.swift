/// The views of an Interface Builder document that become scenes, each with its name: every
/// top-level view of a `.xib` (cells included), and every storyboard view controller that has a
/// view, in document order.
///
/// Names follow what a developer calls the part: a storyboard controller's
/// `storyboardIdentifier`, else its title, else its id; a `.xib`'s view its `userLabel`, else
/// its class and id. Each is prefixed with the document's own name (`Main.Login`), so that
/// documents compiled into one folder keep their files apart, except a `.xib` of one view,
/// which is named after the file alone, as a scene file is. A name two parts would share gets
/// the part's id, so names are unique within the document.
struct IBDocumentParts {
    /// One scene to be: its root view, its view controller (storyboards) and its name.
    struct Part {
        let root: IBElement
        let controller: IBElement?
        let name: String
    }

    private(set) var parts: [Part] = []

    /// The parts of `document` (the `<document>` element), whose file is named `stem`.
    init(_ document: IBElement, stem: String) {
        var found: [(root: IBElement, controller: IBElement?, label: String, id: String)] = []
        if let scenes = document.child("scenes") {
            for scene in scenes.children where scene.name == "scene" {
                guard let controller = Self.controller(in: scene), let view = Self.view(of: controller) else { continue }
                let id = controller["id"] ?? scene["sceneID"] ?? "scene"
                found.append((view, controller, controller["storyboardIdentifier"] ?? controller["title"] ?? id, id))
            }
        } else {
            for object in document.child("objects")?.children ?? [] where Self.isTopLevelView(object) {
                let id = object["id"] ?? "view"
                found.append((object, nil, object["userLabel"] ?? object["customClass"] ?? "\(object.name)_\(id)", id))
            }
        }
        let single = document.child("scenes") == nil && found.count == 1
        var used: Set<String> = []
        for part in found {
            var name = single ? Self.sceneName(stem) : Self.sceneName(stem) + "." + Self.sceneName(part.label)
            if used.contains(name) { name += "_" + Self.sceneName(part.id) }
            while used.contains(name) { name += "_" }
            used.insert(name)
            parts.append(Part(root: part.root, controller: part.controller, name: name))
        }
    }

    /// The scene's view controller: its first object that is not a placeholder or an exit.
    static func controller(in scene: IBElement) -> IBElement? {
        scene.child("objects")?.children.first { !["placeholder", "exit", "customObject"].contains($0.name) }
    }

    /// A controller's view: the child stored under key "view" (a `<tableView>` in a table view
    /// controller).
    static func view(of controller: IBElement) -> IBElement? {
        controller.children.first { $0["key"] == "view" }
    }

    /// Whether a `.xib`'s top-level object is a view to lay out: it has a stored frame and is
    /// neither a placeholder (File's Owner) nor a plain object.
    private static func isTopLevelView(_ object: IBElement) -> Bool {
        object.name != "placeholder" && object.name != "customObject" && object.child("rect", key: "frame") != nil
    }

    /// A scene name (a file name): letters, digits, `_` and `-`; at most 100 characters.
    static func sceneName(_ text: String) -> String {
        let name = String(text.unicodeScalars.prefix(100).map { s -> Character in
            s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || "_-".unicodeScalars.contains(s)) ? Character(s) : "_"
        })
        return name.isEmpty ? "scene" : name
    }
}
