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

extension IBDocumentParts {
    /// The document's structure and its controllers: what names and places its scenes (a controller's
    /// storyboard identifier and title, the bars it extends under), and what only running code uses.
    static let support: [IBSupport] = [
        IBSupport("document", .imported, attributes: [
            "colorMatched": .noEffect, "initialViewController": .imported, "launchScreen": .noEffect, "propertyAccessControl": .noEffect,
            "systemVersion": .noEffect, "targetRuntime": .noEffect, "toolsVersion": .imported, "type": .imported,
            "useAutolayout": .noEffect, "useSafeAreas": .imported, "useTraitCollections": .noEffect, "version": .noEffect,
        ]),
        IBSupport("scenes", .imported),
        IBSupport("scene", .imported, attributes: [
            "sceneID": .noEffect,
        ]),
        IBSupport("objects", .imported),
        IBSupport("viewController", .imported, attributes: [
            "automaticallyAdjustsScrollViewInsets": .notRead("content insets under bars (the scroll view's own adjustment behaviour applies)"),
            "customClass": .noEffect, "definesPresentationContext": .noEffect,
            "extendedLayoutIncludesOpaqueBars": .imported,
            "hidesBottomBarWhenPushed": .noEffect, "restorationIdentifier": .noEffect, "sceneMemberID": .noEffect,
            "storyboardIdentifier": .imported, "title": .imported, "useStoryboardIdentifierAsRestorationIdentifier": .noEffect,
        ]),
        IBSupport("tableViewController", .imported, attributes: [
            "clearsSelectionOnViewWillAppear": .noEffect, "customClass": .noEffect, "sceneMemberID": .noEffect,
            "storyboardIdentifier": .imported, "title": .imported,
        ]),
        IBSupport("navigationController", .differs("its bar (height, hidden, opaque) places its stack's views and is drawn over them in the default appearance"), attributes: [
            "automaticallyAdjustsScrollViewInsets": .notRead("content insets under bars (the scroll view's own adjustment behaviour applies)"),
            "customClass": .noEffect, "definesPresentationContext": .noEffect,
            "extendedLayoutIncludesOpaqueBars": .imported,
            "modalPresentationStyle": .noEffect, "navigationBarHidden": .imported,
            "sceneMemberID": .noEffect, "storyboardIdentifier": .imported, "title": .imported,
            "toolbarHidden": .notRead("a navigation controller's toolbar"), "useStoryboardIdentifierAsRestorationIdentifier": .noEffect,
        ]),
        IBSupport("tabBarController", .differs("its tab bar (opaque or not) places its tabs' views and is drawn over them in the default appearance"), attributes: [
            "automaticallyAdjustsScrollViewInsets": .notRead("content insets under bars (the scroll view's own adjustment behaviour applies)"),
            "customClass": .noEffect, "sceneMemberID": .noEffect, "storyboardIdentifier": .imported,
        ]),
        IBSupport("collectionViewController", .notRead("its collection view (a placeholder)"), attributes: [
            "clearsSelectionOnViewWillAppear": .noEffect, "customClass": .noEffect, "sceneMemberID": .noEffect,
            "storyboardIdentifier": .imported, "title": .imported, "useStoryboardIdentifierAsRestorationIdentifier": .noEffect,
        ]),
        IBSupport("pageViewController", .notRead("its pages"), attributes: [
            "automaticallyAdjustsScrollViewInsets": .notRead("content insets under bars (the scroll view's own adjustment behaviour applies)"),
            "autoresizesArchivedViewToFullSize": .notRead("its pages"), "customClass": .noEffect,
            "navigationOrientation": .notRead("its pages"), "sceneMemberID": .noEffect, "spineLocation": .notRead("its pages"),
            "storyboardIdentifier": .imported, "transitionStyle": .notRead("its pages"),
        ]),
        IBSupport("splitViewController", .notRead("its columns"), attributes: [
            "allowDoubleColumnStyle": .notRead("its columns"), "behavior": .notRead("its columns"), "customClass": .noEffect,
            "extendedLayoutIncludesOpaqueBars": .imported,
            "preferredDisplayMode": .notRead("its columns"), "primaryBackgroundStyle": .notRead("its columns"), "sceneMemberID": .noEffect,
            "storyboardIdentifier": .imported,
        ]),
        IBSupport("hostingController", .notRead("its SwiftUI view"), attributes: [
            "customClass": .noEffect, "sceneMemberID": .noEffect,
        ]),
        IBSupport("viewControllerPlaceholder", .notRead("the controller of another storyboard"), attributes: [
            "referencedIdentifier": .noEffect, "sceneMemberID": .noEffect, "storyboardName": .noEffect,
        ]),
        IBSupport("placeholder", .noEffect, attributes: [
            "customClass": .noEffect, "placeholderIdentifier": .noEffect, "sceneMemberID": .noEffect,
        ]),
        IBSupport("customObject", .noEffect, attributes: [
            "customClass": .noEffect,
        ]),
        IBSupport("exit", .noEffect, attributes: [
            "sceneMemberID": .noEffect,
        ]),
        IBSupport("dependencies", .noEffect),
        IBSupport("deployment", .noEffect, attributes: [
            "defaultVersion": .noEffect, "identifier": .noEffect, "version": .noEffect,
        ]),
        IBSupport("plugIn", .noEffect, attributes: [
            "identifier": .noEffect, "version": .noEffect,
        ]),
        IBSupport("capability", .noEffect, attributes: [
            "minToolsVersion": .noEffect, "name": .noEffect,
        ]),
        IBSupport("customFonts", .noEffect),
        IBSupport("designables", .noEffect),
        IBSupport("designable", .noEffect, attributes: [
            "name": .noEffect,
        ]),
        IBSupport("toolbarItems", .notRead("a controller's toolbar items")),
        IBSupport("extendedEdge", .imported, attributes: [
            "top": .imported,
        ]),
    ]
}
