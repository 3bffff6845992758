import Geometry
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
    /// The problems said so far in the document, this view's and earlier views'.
    private(set) var said: Set<IBProblem>
    /// Constraints and views uninstalled on the device by size-class variations.
    private let uninstalled: Set<String>
    /// The sizes of the document's images (`<resources><image name width height>`).
    private let imageSizes: [String: (String, String)]
    /// The storyboard's controllers, for container views' embed segues.
    private var containers: IBContainers
    /// Embedded controllers' views, by record index, with their container and controller.
    private var embedded: [Int: (container: IBElement, controller: IBElement)] = [:]
    /// The elements inside an embedded controller's view: their stored frames are its own
    /// scene's canvas, not this one's, so they are not expected here (that scene checks them).
    private var insideEmbedded: Set<Int> = []
    /// The tab bar item of the controller whose scene this is, shown selected on the canvas's tab bar.
    private var selectedTabItem: Int?

    /// Whether a font family or PostScript name is installed, for named fonts (`IBFont`).
    private let fontInstalled: (String) -> Bool
    /// Draws the document's stored frames (`--frames stored`): every view takes the frame the
    /// document stores, stack views place nothing, and no constraint is added, so the layout
    /// is the document's canvas exactly.
    private let storedFrames: Bool
    /// Keeps the constraints marked placeholder, as Interface Builder's canvas lays the document
    /// out (`InterfaceBuilderOptions.keepsPlaceholderConstraints`); else leaves them out, as the
    /// build removes them.
    private let keepsPlaceholders: Bool
    /// The asset catalogs images are found in; the files they resolved to, once translated.
    private(set) var assets: AssetCatalogs

    /// A translator for one view of the document; `uninstalled`,
    /// `containers`, `catalogColors`, `assets` and `said` are the document's, read once for all
    /// its views, so each problem is said once per document.
    init(namedColors: [String: IBElement], imageSizes: [String: (String, String)],
         uninstalled: Set<String>, containers: IBContainers, said: Set<IBProblem>, fontInstalled: @escaping (String) -> Bool,
         storedFrames: Bool = false, keepsPlaceholders: Bool = true, assets: AssetCatalogs = AssetCatalogs(searching: []),
         catalogColors: [String: String] = [:]) {
        self.fontInstalled = fontInstalled
        self.storedFrames = storedFrames
        self.keepsPlaceholders = keepsPlaceholders
        self.assets = assets
        self.catalogColors = catalogColors
        self.namedColors = namedColors
        self.imageSizes = imageSizes
        self.uninstalled = uninstalled
        self.said = said
        self.containers = containers
    }

    /// The scene records for the view at `root`, laid out on `device` in `orientation`.
    mutating func translate(root: IBElement, controller: IBElement?, sceneName: String, device: IBDevice, orientation: String?, design: DesignEra,
                            metrics: IBSimulatedMetrics, bars: IBCanvasBars = IBCanvasBars()) -> [XMLElementRecord] {
        let (screen, safeArea) = device.oriented(orientation)
        let frame = root.child("rect", key: "frame")
        let width = IBNumber.text(frame?["width"]) ?? number(screen.width)
        var height = IBNumber.text(frame?["height"]) ?? number(screen.height)
        // Interface Builder's canvas gives the view the device's safe area and its bars' where
        // they cover it; a freeform view (a card, a panel) has them at its own edges, as the
        // frames it stores show (`IBSimulatedMetrics`).
        var stored = Rect(x: Double(IBNumber.text(frame?["x"]) ?? "0") ?? 0, y: Double(IBNumber.text(frame?["y"]) ?? "0") ?? 0,
                          width: Double(width) ?? screen.width, height: Double(height) ?? screen.height)
        // A controller's view stored lower on the screen (below opaque bars) but still as tall
        // as the screen hangs past its bottom: the canvas ends it there, as the views pinned to
        // its bottom show (`RxSwift/WikipediaSearch.storyboard`: a 667 pt view at y = 64 whose
        // table, pinned to its bottom guide, is stored 603 pt tall).
        if controller != nil, stored.width == screen.width, stored.minY > 0, stored.maxY > screen.height {
            stored.size.height = screen.height - stored.minY
            height = number(stored.height)
        }
        let s = metrics.safeArea(deviceSafeArea: safeArea, screen: screen, frame: stored)
        var scene = IBViewAttributes(root, namedColors: namedColors, catalogColors: catalogColors, fontInstalled: fontInstalled)
        scene.add("name", sceneName)
        scene.add("width", width)
        scene.add("height", height)
        scene.add("scale", number(device.scale))
        scene.add("design", design.rawValue)
        if s != .zero { scene.add("safeAreaInsets", [s.top, s.left, s.bottom, s.right].map(number).joined(separator: " ")) }
        scene.addMargins()
        if let respects = controller?.attribute("viewRespectsSystemMinimumLayoutMargins") {
            scene.attributes.append(.init(name: "viewRespectsSystemMinimumLayoutMargins", value: respects.value == "YES" ? "true" : "false",
                                          location: respects.location))
        }
        scene.color(key: "backgroundColor", as: "backgroundColor")
        scene.color(key: "tintColor", as: "tintColor")
        let isCollection = root.name == "collectionView"
        if !["view", "tableView", "tableViewCell", "collectionView"].contains(root.name) {
            scene.problems.append((.unsupportedClass(root.name + " as a controller's view"), root.location))
        } else if root.name == "view", let custom = root["customClass"] {
            scene.problems.append((.customClass(custom, drawnAs: root.name), root.location))
        }
        note(scene.problems, object: IBObjectName.of(root))
        note(assets.problems.map { ($0, root.location) })
        let sceneIndex = out.add("scene", at: root.location, under: nil, scene.attributes)
        if isCollection {
            // A collection view controller's view is its collection view: it fills the scene.
            walk(from: [(root, sceneIndex, nil)])
        } else {
            register(root, as: "root")
            walk(root, sceneIndex: sceneIndex, size: (width, height))
        }
        addCanvasBars(bars, safeArea: s, size: Size(width: stored.width, height: stored.height), under: sceneIndex,
                      at: controller?.location ?? root.location)
        if !storedFrames { addConstraints(under: sceneIndex, at: root.location) }
        return out.finished()
    }

    /// The bars the canvas draws over the view (`IBCanvasBars`), added last so that they cover
    /// it: the navigation bar just under the status bar, the tab bar down to the view's bottom
    /// edge (under the home indicator too, as UIKit extends it), each resizing with the view.
    private mutating func addCanvasBars(_ bars: IBCanvasBars, safeArea s: EdgeInsets, size: Size, under scene: Int, at location: SourceLocation) {
        func placed(y: Double, height: Double, mask: String) -> [XMLElementRecord.Attribute] {
            [.init(name: "frame", value: "0 \(number(y)) \(number(size.width)) \(number(height))", location: location),
             .init(name: "autoresizingMask", value: mask, location: location),
             .init(name: "translatesAutoresizingMaskIntoConstraints", value: "true", location: location)]
        }
        if let navigation = bars.navigation, s.top >= navigation.height {
            var attributes = placed(y: s.top - navigation.height, height: navigation.height, mask: "flexibleWidth flexibleBottomMargin")
            if let title = navigation.title { attributes.append(.init(name: "title", value: title, location: location)) }
            if navigation.large { attributes.append(.init(name: "prefersLargeTitles", value: "true", location: location)) }
            let bar = out.add("navigationBar", at: location, under: scene, attributes)
            if let back = navigation.backTitle {
                out.add("barButtonItem", at: location, under: bar, [.init(name: "placement", value: "back", location: location),
                                                                     .init(name: "title", value: back, location: location)])
            }
            walk(from: navigation.items.reversed().map { ($0, bar, nil) })
        }
        if let tabs = bars.tabs, s.bottom > 0, !tabs.items.isEmpty {
            let bar = out.add("tabBar", at: location, under: scene, placed(y: size.height - s.bottom, height: s.bottom, mask: "flexibleWidth flexibleTopMargin"))
            selectedTabItem = tabs.selected.map { tabs.items[$0].index }
            walk(from: tabs.items.reversed().map { ($0, bar, nil) })
        }
    }

    /// Every subview under `root`, parents first, with an explicit stack: a deep document
    /// cannot overflow the call stack.
    private mutating func walk(_ root: IBElement, sceneIndex: Int, size: (width: String, height: String)) {
        let stack: [(IBElement, parent: Int, scroll: String?)]
        switch root.name {
        case "tableView":
            // A table view controller's view is its table view: the table fills the scene.
            stack = [(root, sceneIndex, nil)]
        case "tableViewCell":
            // A cell of its own (a `.xib`'s cell) is shown as Interface Builder's canvas shows
            // it: one row of a plain table its size.
            let table = out.add("tableView", at: root.location, under: sceneIndex, [
                .init(name: "frame", value: "0 0 \(size.width) \(size.height)", location: root.location),
                .init(name: "rowHeight", value: size.height, location: root.location),
            ])
            stack = [(root, out.add("section", at: root.location, under: table, []), nil)]
        default:
            collect(root, owner: "root")
            stack = subviews(of: root).reversed().map { ($0, sceneIndex, nil) }
        }
        walk(from: stack)
    }

    /// The views on `stack` (the last first) and every view under them, parents first. Each
    /// entry carries the innermost scroll view around it, by scene name.
    private mutating func walk(from start: [(IBElement, parent: Int, scroll: String?)]) {
        var stack = start
        while let (view, parent, scroll) = stack.popLast() {
            // A table's section is a record of its own, made when its turn comes so that the
            // sections and their cells are in document order.
            if let section = IBTable.section(view) {
                let record = out.add("section", at: section.location, under: parent, section.attributes)
                let cells = section.cells.filter { !uninstalled.contains($0["id"] ?? "") }
                carryEmbedding(from: view, to: cells)
                stack += cells.reversed().map { ($0, record, scroll) }
                continue
            }
            let (index, name) = add(view, under: parent)
            if let scroll { scrollParent[name] = scroll }
            let inner = view.name == "scrollView" ? name : scroll
            var inside = children(of: view, index: index, name: name)
            if view.name == "collectionView" { inside += prototypeCells(of: view, under: index) }
            carryEmbedding(from: view, to: inside.map(\.0))
            stack += inside.reversed().map { ($0.0, $0.parent, inner) }
        }
    }

    /// Marks `elements` as inside an embedded controller's view when `view` is one or is inside one.
    private mutating func carryEmbedding(from view: IBElement, to elements: [IBElement]) {
        guard embedded[view.index] != nil || insideEmbedded.contains(view.index) else { return }
        for element in elements where embedded[element.index] == nil { insideEmbedded.insert(element.index) }
    }

    /// The elements laid out inside `view`, each with the record it goes under: a table's
    /// sections, a cell's content views under the cell (which puts them in its `contentView`),
    /// anything else's subviews under it.
    private mutating func children(of view: IBElement, index: Int, name: String) -> [(IBElement, parent: Int)] {
        switch view.name {
        case "tableView":
            return IBTable.sectionElements(of: view).map { ($0, index) }
        case "tableViewCell":
            if let content = IBTable.contentView(of: view) {
                register(content, as: name + ".contentView")
                collect(content, owner: name + ".contentView")
            }
            for (id, part) in IBTable.builtInViews(of: view) { names[id] = .view(name + "." + part) }
            return IBTable.contentSubviews(of: view).filter { !uninstalled.contains($0["id"] ?? "") }.map { ($0, index) }
        case "containerView":
            switch containers.embedded(in: view) {
            case .success(let (controller, child))?:
                embedded[child.index] = (view, controller)
                return [(child, index)]
            case .failure(let problem)?:
                note([(problem, view.location)])
                return []
            case nil:
                return []
            }
        case "navigationBar", "toolbar", "tabBar":
            if let back = IBBars.backTitle(of: view) {
                out.add("barButtonItem", at: view.location, under: index, [
                    .init(name: "placement", value: "back", location: view.location), .init(name: "title", value: back, location: view.location),
                ])
            }
            return IBBars.items(of: view).map { ($0, index) }
        default:
            return subviews(of: view).map { ($0, index) }
        }
    }

    /// A view's subviews; a collection view cell's are its `contentView`'s, where the scene
    /// format puts what is written inside a cell.
    private func subviews(of view: IBElement) -> [IBElement] {
        let holder = view.name == "collectionViewCell" ? Self.contentView(of: view) : view
        return (holder?.child("subviews")?.children ?? []).filter { !uninstalled.contains($0["id"] ?? "") }
    }

    /// A cell's `contentView` (`<view key="contentView">`, `<collectionViewCellContentView>`).
    private static func contentView(of cell: IBElement) -> IBElement? {
        cell.children.first { $0["key"] == "contentView" }
    }

    /// A collection view's prototype cells (`<cells>`), each laid out once as an item of one
    /// `<section>` made for them, as Interface Builder's canvas shows each prototype once; each
    /// with the section's record to go under.
    private mutating func prototypeCells(of view: IBElement, under collection: Int) -> [(IBElement, Int)] {
        let cells = (view.child("cells")?.children ?? []).filter { $0.name == "collectionViewCell" && !uninstalled.contains($0["id"] ?? "") }
        guard !cells.isEmpty else { return [] }
        let section = out.add("section", at: view.location, under: collection, [])
        return cells.map { ($0, section) }
    }

    /// One subview's record; a class scenec does not model is a placeholder view.
    private mutating func add(_ view: IBElement, under parent: Int) -> (index: Int, name: String) {
        let name = uniqueName(for: view)
        // A collection view cell's constraints name the cell, or its contentView, which fills it:
        // both are its contentView here, where its subviews are.
        let owner = view.name == "collectionViewCell" ? name + ".contentView" : name
        register(view, as: owner)
        if view.name == "collectionViewCell", let content = Self.contentView(of: view) {
            register(content, as: owner)
            collect(content, owner: owner)
        }
        var attributes = IBViewAttributes(view, namedColors: namedColors, catalogColors: catalogColors, storedFrames: storedFrames,
                                          canvasCellSizes: keepsPlaceholders || storedFrames, fontInstalled: fontInstalled)
        attributes.add("id", name, from: "id")
        let object = IBObjectName.of(view)
        attributes.add("displayName", object)
        attributes.addShared(isRoot: false)
        if let (container, controller) = embedded[view.index] {
            let placement: Set<String> = ["frame", "expectedFrame", "autoresizingMask", "translatesAutoresizingMaskIntoConstraints"]
            attributes.attributes.removeAll { placement.contains($0.name) }
            attributes.attributes += IBContainers.placement(in: container, at: view.location)
            registerEmbedded(view, of: controller, as: name)
        } else if insideEmbedded.contains(view.index) {
            attributes.attributes.removeAll { $0.name == "expectedFrame" }
        }
        var element = "view"
        if storedFrames && view.name == "stackView" {
            // Its arranged views keep their stored frames, which its own constraints would move.
        } else if let kind = IBKinds.kind(of: view) {
            element = kind.element
            kind.add(&attributes)
            if view.index == selectedTabItem { attributes.add("isSelected", "true") }
            attributes.problems += IBUnmodelled.problems(of: view)
            if let custom = view["customClass"] {
                attributes.problems.append((.customClass(custom, drawnAs: view.name), view.location))
                IBViewAttributes.placeholderIntrinsicSize(of: view).map { attributes.add("intrinsicSize", $0) }
            }
            if view.name == "imageView", let image = view["image"], view["catalog"] != "system" { addAssetImage(image, to: &attributes) }
            if view.name == "button", let (w, h) = IBButton.imageSize(of: view, in: imageSizes) { attributes.add("intrinsicSize", "\(w) \(h)") }
        } else {
            let name = view.name == "datePicker" ? IBDatePicker.placeholderName(view) : view.name
            attributes.problems.append((.unsupportedClass(view["customClass"].map { "\(name) (\($0))" } ?? name), view.location))
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
        collect(view, owner: owner)
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
            case "safeArea": names[id] = name == "root" ? .safeArea : .guide(name + ".safeArea")
            case "contentLayoutGuide": names[id] = .guide(name + ".contentLayoutGuide")
            case "frameLayoutGuide": names[id] = .guide(name + ".frameLayoutGuide")
            default: break
            }
        }
    }

    /// Keeps the view's constraints for the end, when every id has its name; placeholders,
    /// which Interface Builder removes at build time, only when laying out as its canvas does.
    private mutating func collect(_ view: IBElement, owner: String) {
        for c in view.child("constraints")?.children ?? []
        where c.name == "constraint" && (keepsPlaceholders || c.bool("placeholder") != true) && !uninstalled.contains(c["id"] ?? "") {
            constraints.append((c, owner))
        }
    }

    /// An embedded controller's view's guides: its safe area and its controller's top and bottom
    /// layout guides are the view's own edges (the child's view inside a container is not under
    /// the status bar or the home indicator unless the container is; that case is not modelled).
    private mutating func registerEmbedded(_ view: IBElement, of controller: IBElement, as name: String) {
        for guide in view.children where guide.name == "viewLayoutGuide" && guide["key"] == "safeArea" {
            if let id = guide["id"] { names[id] = .view(name) }
        }
        for guide in controller.child("layoutGuides")?.children ?? [] {
            guard let id = guide["id"] else { continue }
            names[id] = .edge(name, guide["type"] == "bottom" ? "bottom" : "top")
        }
    }

    /// Registers the storyboard's top and bottom layout guides, pre-iOS 11's safe area.
    mutating func registerLayoutGuides(of controller: IBElement) {
        containers.markPlaced(controller)
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

extension IBTranslator {
    /// Subviews, and the guides constraints name.
    static let support: [IBSupport] = [
        IBSupport("subviews", .imported),
        IBSupport("layoutGuides", .imported),
        IBSupport("viewControllerLayoutGuide", .imported, attributes: [
            "type": .imported,
        ]),
        IBSupport("viewLayoutGuide", .imported),
    ]
}
