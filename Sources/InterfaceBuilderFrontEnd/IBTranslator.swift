import SceneModel
import XMLReading

/// Turns one top-level view of an Interface Builder document (a `.xib`'s view, or a
/// storyboard view controller's) into scene records: the root view becomes the `<scene>`, sized
/// as Interface Builder stored it, at the document's device; every subview becomes its class's
/// element with the attributes the scene format names; every constraint, in whichever view's
/// `<constraints>` it is stored, becomes a constraint's text.
///
/// Ids become scene names: a view's `userLabel` when it makes a unique name, else its class
/// and id (`label_Y3t_lM_2yv`), so dumps and previews name views as Interface Builder's
/// outline does where it can.
struct IBTranslator {
    private let records: [XMLElementRecord]
    private let namedColors: [String: IBElement]
    /// Named colours the resources lack, from the asset catalogs (`AssetCatalogs.color(named:)`).
    private let catalogColors: [String: String]
    private var out = SceneRecords()
    private var names: [String: IBConstraint.IBItem] = [:]
    /// Each view's innermost scroll view ancestor, by scene name (`IBConstraint.scrollParent`).
    private var scrollParent: [String: String] = [:]
    private var used: Set<String> = []
    /// The next number a `view_N` name may take.
    private var nextNumber = 0
    /// Constraints with the scene name of the view that holds them.
    private var constraints: [(IBElement, owner: String)] = []
    /// Problems, each said once per kind and document.
    private(set) var problems: [(IBProblem, SourceLocation, object: String?)] = []
    private var said: Set<IBProblem> = []
    /// Constraints and views uninstalled on the device by size-class variations.
    private var uninstalled: Set<String> = []
    /// The sizes of the document's images (`<resources><image name width height>`).
    private let imageSizes: [String: (String, String)]

    /// Draws the document's stored frames (`--frames stored`): every view takes the frame the
    /// document stores, stack views place nothing, and no constraint is added, so the layout
    /// is the document's canvas exactly.
    private let storedFrames: Bool
    /// The asset catalogs images are found in; the files they resolved to, once translated.
    private(set) var assets: AssetCatalogs

    init(records: [XMLElementRecord], namedColors: [String: IBElement], imageSizes: [String: (String, String)], storedFrames: Bool = false,
         assets: AssetCatalogs = AssetCatalogs(searching: [])) {
        self.records = records
        self.assets = assets
        self.namedColors = namedColors
        self.imageSizes = imageSizes
        self.storedFrames = storedFrames
        // Each colour name the resources lack, looked up once in the catalogs.
        var catalogColors: [String: String] = [:], looked: Set<String> = []
        for record in records where record.name == "color" {
            guard let name = record.attributes.first(where: { $0.name == "name" })?.value, namedColors[name] == nil,
                  looked.insert(name).inserted, let color = assets.color(named: name) else { continue }
            catalogColors[name] = color
        }
        self.catalogColors = catalogColors
    }

    /// The scene records for the view at `root`, laid out on `device` in `orientation`.
    mutating func translate(root: IBElement, sceneName: String, device: IBDevice, orientation: String?, design: String) -> [XMLElementRecord] {
        let (screen, safeArea) = device.oriented(orientation)
        let classes = device.sizeClasses(orientation)
        uninstalled = IBVariations(records: records, widthClass: classes.width, heightClass: classes.height).uninstalled
        let frame = root.child("rect", key: "frame")
        let width = IBNumber.text(frame?["width"]) ?? number(screen.width), height = IBNumber.text(frame?["height"]) ?? number(screen.height)
        // A view the size of the screen has the device's safe area; a freeform view (a cell, a
        // card) has none, as Interface Builder's canvas shows it.
        let fillsScreen = Double(width) == screen.width && Double(height) == screen.height
        var scene = IBViewAttributes(root, namedColors: namedColors, catalogColors: catalogColors)
        scene.add("name", sceneName)
        scene.add("width", width)
        scene.add("height", height)
        scene.add("scale", number(device.scale))
        scene.add("design", design)
        if fillsScreen {
            let s = safeArea
            scene.add("safeAreaInsets", [s.top, s.left, s.bottom, s.right].map(number).joined(separator: " "))
        }
        scene.color(key: "backgroundColor", as: "backgroundColor")
        scene.color(key: "tintColor", as: "tintColor")
        if root.name != "view" { scene.problems.append((.unsupportedClass(root.name + " as a controller's view"), root.location)) }
        note(scene.problems, object: IBObjectName.of(root))
        note(assets.problems.map { ($0, root.location) })
        let sceneIndex = out.add("scene", at: root.location, under: nil, scene.attributes)
        register(root, as: "root")
        walk(root, sceneIndex: sceneIndex)
        if !storedFrames { addConstraints(under: sceneIndex, at: root.location) }
        return out.finished()
    }

    /// Every subview under `root`, parents first, with an explicit stack: a deep document
    /// cannot overflow the call stack.
    private mutating func walk(_ root: IBElement, sceneIndex: Int) {
        collect(root, owner: "root")
        // Each entry carries the innermost scroll view around it, by scene name.
        var stack: [(IBElement, parent: Int, scroll: String?)] = subviews(of: root).reversed().map { ($0, sceneIndex, nil) }
        while let (view, parent, scroll) = stack.popLast() {
            let (index, name) = add(view, under: parent)
            if let scroll { scrollParent[name] = scroll }
            let inner = view.name == "scrollView" ? name : scroll
            stack += subviews(of: view).reversed().map { ($0, index, inner) }
        }
    }

    private func subviews(of view: IBElement) -> [IBElement] {
        (view.child("subviews")?.children ?? []).filter { !uninstalled.contains($0["id"] ?? "") }
    }

    /// One subview's record; a class scenec does not model is a placeholder view.
    private mutating func add(_ view: IBElement, under parent: Int) -> (index: Int, name: String) {
        let name = uniqueName(for: view)
        register(view, as: name)
        var attributes = IBViewAttributes(view, namedColors: namedColors, catalogColors: catalogColors, storedFrames: storedFrames)
        attributes.add("id", name, from: "id")
        let object = IBObjectName.of(view)
        attributes.add("displayName", object)
        attributes.addShared(isRoot: false)
        var element = "view"
        if storedFrames && view.name == "stackView" {
            // Its arranged views keep their stored frames, which its own constraints would move.
        } else if let kind = IBKinds.kind(of: view.name) {
            element = kind.element
            kind.add(&attributes)
            attributes.problems += IBUnmodelled.problems(of: view)
            if view.name == "imageView", let image = view["image"], view["catalog"] != "system" { addAssetImage(image, to: &attributes) }
        } else {
            attributes.problems.append((.unsupportedClass(view["customClass"].map { "\(view.name) (\($0))" } ?? view.name), view.location))
            if view.child("color", key: "backgroundColor") == nil { attributes.add("backgroundColor", "systemGray5") }
            // The size Interface Builder stored stands in for the class's own intrinsic size, so
            // constraints that rely on one (a text field's height) still settle.
            if let rect = view.child("rect", key: "frame"), let w = IBNumber.text(rect["width"]), let h = IBNumber.text(rect["height"]) {
                attributes.add("intrinsicSize", "\(w) \(h)")
            }
            attributes.add("borderWidth", "1")
            attributes.add("borderColor", "systemGray3")
        }
        note(attributes.problems, object: object)
        collect(view, owner: name)
        return (out.add(element, at: view.location, under: parent, attributes.attributes), name)
    }

    /// An image of the app's asset catalogs, found through `assets`; else a placeholder the size
    /// the document's resources give it (its intrinsic size), said once per name.
    private mutating func addAssetImage(_ image: String, to attributes: inout IBViewAttributes) {
        if let path = assets.image(named: image) {
            attributes.add("image", path, from: "image")
            return
        }
        let name = image.filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" }
        attributes.add("image", "symbol:" + (name.isEmpty ? "photo" : name), from: "image")
        attributes.problems.append((.assetImage(image), attributes.element.location))
        if let (w, h) = imageSizes[image] { attributes.add("intrinsicSize", "\(w) \(h)") }
    }

    /// The view's id and its guides, under the names constraints use.
    private mutating func register(_ view: IBElement, as name: String) {
        if let id = view["id"] { names[id] = .view(name) }
        for guide in view.children where guide.name == "viewLayoutGuide" {
            guard let id = guide["id"] else { continue }
            switch guide["key"] {
            case "safeArea": if name == "root" { names[id] = .safeArea }
            case "contentLayoutGuide": names[id] = .guide(name + ".contentLayoutGuide")
            case "frameLayoutGuide": names[id] = .guide(name + ".frameLayoutGuide")
            default: break
            }
        }
    }

    /// Keeps the view's constraints for the end, when every id has its name; placeholders,
    /// which Interface Builder removes at build time, are left out.
    private mutating func collect(_ view: IBElement, owner: String) {
        for c in view.child("constraints")?.children ?? []
        where c.name == "constraint" && c.bool("placeholder") != true && !uninstalled.contains(c["id"] ?? "") {
            constraints.append((c, owner))
        }
    }

    /// Registers the storyboard's top and bottom layout guides, pre-iOS 11's safe area.
    mutating func registerLayoutGuides(of controller: IBElement) {
        for guide in controller.child("layoutGuides")?.children ?? [] {
            guard let id = guide["id"] else { continue }
            names[id] = guide["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide
        }
    }

    private mutating func addConstraints(under scene: Int, at location: SourceLocation) {
        guard !constraints.isEmpty else { return }
        let list = out.add("constraints", at: location, under: scene, [])
        let translator = IBConstraint(names: names, scrollParent: scrollParent)
        for (c, owner) in constraints {
            switch translator.text(c, owner: owner) {
            case .success(let text):
                var attributes: [XMLElementRecord.Attribute] = []
                if let identifier = c["identifier"], ValueNames.isName(identifier) {
                    attributes.append(.init(name: "identifier", value: identifier, location: c.attribute("identifier")?.location ?? c.location))
                }
                out.add("constraint", at: c.location, under: list, attributes, text: text)
            case .failure(let problem): note([(problem, c.location)], object: "constraint" + (c["id"].map { " (id \($0.prefix(IBObjectName.longest)))" } ?? ""))
            }
        }
    }

    private mutating func uniqueName(for view: IBElement) -> String {
        let label = view["userLabel"].map(ValueNames.sanitized) ?? ""
        let id = ValueNames.sanitized(view["id"] ?? "")
        var name = !label.isEmpty && !used.contains(label) ? label : ValueNames.sanitized(view.name + "_" + id)
        // A label may have taken a `view_N` name already: the counter only grows, so finding a
        // free one costs one step per name ever skipped, not a scan per view.
        while name.isEmpty || used.contains(name) {
            name = "view_\(nextNumber)"
            nextNumber += 1
        }
        used.insert(name)
        return name
    }

    /// Keeps the problems not said yet, each with the object it was first found on.
    private mutating func note(_ found: [(IBProblem, SourceLocation)], object: String? = nil) {
        for (problem, location) in found where !said.contains(problem) {
            said.insert(problem)
            problems.append((problem, location, object))
        }
    }

    /// The problems as warnings, each at its place and naming the object it was first found
    /// on: said once per kind and document, as the rest of the document goes on compiling.
    var warnings: [Diagnostic] {
        problems.map { problem, location, object in
            .warning(.interfaceBuilderNotModelled((object.map { $0 + ": " } ?? "") + problem.message), at: location)
        }
    }

    private func number(_ v: Double) -> String { IBNumber.text(v) }
}
