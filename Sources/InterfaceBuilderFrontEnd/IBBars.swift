import XMLReading

/// Navigation bars, toolbars and tab bars from Interface Builder, with their items: a bar
/// stores its items in `<items>` (a navigation bar its `<navigationItem>`s, the last the top
/// one, whose `leftBarButtonItem`, `rightBarButtonItem` and `…Items` lists are the bar's
/// buttons), and the scene format writes them as the bar's `<barButtonItem>` and `<tabBarItem>`
/// subviews, which the bar places itself.
enum IBBars {
    /// The item elements laid out inside a bar, in the order the scene's bar takes them.
    static func items(of bar: IBElement) -> [IBElement] {
        let items = bar.child("items")?.children ?? []
        switch bar.name {
        case "navigationBar":
            return items.last(where: { $0.name == "navigationItem" }).map(buttons(of:)) ?? []
        case "toolbar": return items.filter { $0.name == "barButtonItem" }
        case "tabBar": return items.filter { $0.name == "tabBarItem" }
        default: return []
        }
    }

    /// A navigation item's buttons, left ones first, in the order the scene's bar takes them.
    static func buttons(of item: IBElement) -> [IBElement] {
        ["leftBarButtonItem", "leftBarButtonItems", "rightBarButtonItem", "rightBarButtonItems"].flatMap { key in
            item.children.filter { $0["key"] == key }.flatMap { $0.name == "barButtonItem" ? [$0] : $0.children.filter { $0.name == "barButtonItem" } }
        }
    }

    /// The back button a navigation bar shows when it holds more than one item: the item below
    /// the top one's `backBarButtonItem` title, else its title, else "Back", as UIKit chooses
    /// (https://developer.apple.com/documentation/uikit/uinavigationitem/backbarbuttonitem).
    static func backTitle(of bar: IBElement) -> String? {
        let items = (bar.child("items")?.children ?? []).filter { $0.name == "navigationItem" }
        guard items.count > 1 else { return nil }
        let below = items[items.count - 2]
        let title = below.child("barButtonItem", key: "backBarButtonItem")?["title"] ?? below["title"] ?? ""
        return title.isEmpty ? "Back" : title
    }

    /// A navigation bar's title (its top item's) and large titles.
    static func navigationBar(_ v: inout IBViewAttributes) {
        let items = (v.element.child("items")?.children ?? []).filter { $0.name == "navigationItem" }
        if let title = items.last?.attribute("title"), !title.value.isEmpty {
            v.attributes.append(.init(name: "title", value: title.value, location: title.location))
        }
        v.flag("largeTitles", as: "prefersLargeTitles")
        tintAndBarColor(&v)
    }

    static func toolbar(_ v: inout IBViewAttributes) { tintAndBarColor(&v) }

    static func tabBar(_ v: inout IBViewAttributes) { tintAndBarColor(&v) }

    /// `barTintColor` is the bar's background, which scenec draws as its material: said once.
    private static func tintAndBarColor(_ v: inout IBViewAttributes) {
        if v.element.child("color", key: "barTintColor") != nil {
            v.problems.append((.unsupportedAttribute("barTintColor"), v.element.location))
        }
    }

    /// A bar button item: its title or system item, where a navigation bar puts it, a fixed
    /// space's width. System items scenec does not draw, and images, keep their title (or none)
    /// with a warning.
    static func barButtonItem(_ v: inout IBViewAttributes) {
        let key = v.element["key"] ?? ""
        let list = v.element.record.parent.map { IBElement(records: v.element.records, index: $0)["key"] ?? "" } ?? ""
        if key.hasPrefix("left") || list.hasPrefix("left") { v.add("placement", "left") }
        if let title = v.element["title"] { v.add("title", title, from: "title") }
        if let system = v.element["systemItem"] {
            if drawnSystemItems.contains(system) {
                v.add("systemItem", system, from: "systemItem")
            } else {
                v.problems.append((.unsupportedAttribute("bar button system item " + system), v.element.location))
            }
        }
        if v.element["systemItem"] == "fixedSpace", let width = IBNumber.text(v.element["width"]), (Double(width) ?? -1) >= 0 {
            v.add("spaceWidth", width, from: "width")
        }
        if let image = v.element["image"] { v.problems.append((.assetImage(image), v.element.location)) }
        if v.element.bool("enabled") == false { v.problems.append((.unsupportedAttribute("a disabled bar button item"), v.element.location)) }
    }

    /// A tab bar item: its title and image (an SF Symbol by name; an asset's image is drawn as the
    /// symbol placeholder, said once). A bar on its own has no selected item until code sets one.
    static func tabBarItem(_ v: inout IBViewAttributes) {
        if let title = v.element["title"] { v.add("title", title, from: "title") }
        if let image = v.element["image"] {
            if v.element["catalog"] != "system" { v.problems.append((.assetImage(image), v.element.location)) }
            v.add("image", IBKinds.symbol(image), from: "image")
        }
        if let system = v.element["systemItem"] { v.problems.append((.unsupportedAttribute("tab bar system item " + system), v.element.location)) }
    }

    /// The system items the scene format draws (docs/SceneFormat.md, `<barButtonItem>`).
    private static let drawnSystemItems: Set<String> = ["add", "done", "cancel", "edit", "save", "flexibleSpace", "fixedSpace"]
}

extension IBBars {
    /// What bars and their items store, beyond every view's (`IBViewAttributes.viewSupport`). A
    /// bar's style and appearance change its look, which scenec draws as the default material.
    static let support: [IBSupport] = [
        IBSupport("navigationBar", .imported, view: true, attributes: barStyle.merging(["largeTitles": .imported]) { $1 }, children: [
            "items": .imported, "color barTintColor": .warned("drawn as the bar's material"),
            "navigationBarAppearance": .unmodelled("a bar's appearance"),
            "textAttributes": .unmodelled("the title's font and colour"),
        ]),
        IBSupport("toolbar", .imported, view: true, attributes: barStyle, children: [
            "items": .imported, "color barTintColor": .warned("drawn as the bar's material"), "toolbarAppearance": .unmodelled("a bar's appearance"),
        ]),
        // A bar on its own has no selected item, so a selected item's colour shows nowhere.
        IBSupport("tabBar", .imported, view: true, attributes: barStyle, children: [
            "items": .imported, "color barTintColor": .warned("drawn as the bar's material"), "color selectedImageTintColor": .noEffect,
            "tabBarAppearance": .unmodelled("a bar's appearance"),
        ]),
        IBSupport("barButtonItem", .imported, view: true, attributes: [
            "title": .imported, "systemItem": .imported, "width": .imported,
            "image": .warned("an image item draws its title, or nothing"), "catalog": .notRead("bar button images are not drawn"),
            "enabled": .warned("a disabled item is drawn enabled"),
            "style": .unmodelled("a done item's title is drawn regular", unless: "plain"),
        ], children: ["view customView": .unmodelled("a custom view item")]),
        IBSupport("tabBarItem", .imported, view: true, attributes: [
            "title": .imported, "catalog": .imported, "image": .differs("a placeholder symbol; an asset's image is warned about"),
            "systemItem": .warned("a system item keeps its title"), "selectedImage": .noEffect,
        ], children: ["offsetWrapper titlePositionAdjustment": .unmodelled("the title's offset")]),
        IBSupport("navigationItem", .imported, attributes: ["title": .imported, "largeTitleDisplayMode": .imported]),
        IBSupport("items", .imported),
        IBSupport("rightBarButtonItems", .imported),
        IBSupport("leftBarButtonItems", .imported),
        IBSupport("navigationBarAppearance", .notRead("a bar's appearance")),
        IBSupport("toolbarAppearance", .notRead("a bar's appearance")),
        IBSupport("textAttributes", .notRead("a bar's title attributes")),
        IBSupport("offsetWrapper", .notRead("an offset"), attributes: ["horizontal": .notRead("an offset"), "vertical": .notRead("an offset")]),
    ]

    /// A bar's style: the default, translucent, is drawn.
    private static let barStyle: [String: IBSupport.Status] = [
        "barStyle": .unmodelled("the default bar style is drawn", unless: "default"),
        "translucent": .unmodelled("bars are drawn translucent", unless: "YES"),
    ]
}
