/// The bars Interface Builder's canvas draws over a view controller's view: the navigation bar
/// of the stack it is in, with its navigation item's title, buttons and the back button to the
/// controller that pushed it, and the tab bar of the tab bar controller holding it, with every
/// tab's item and its own selected. They are drawn where the simulated metrics put them
/// (`IBSimulatedMetrics`), over the view, and only where the view extends under them: a view
/// that starts below an opaque bar shows none of it.
struct IBCanvasBars {
    /// The navigation bar's title, large or not, its buttons, and the back button's title;
    /// nil when no bar covers the view.
    struct Navigation {
        let title: String?
        let large: Bool
        let height: Double
        let items: [IBElement]
        let backTitle: String?
    }

    /// The tab bar's items in tab order, and which of them is this controller's; nil when no
    /// tab bar covers the view.
    struct Tabs {
        let items: [IBElement]
        let selected: Int?
    }

    var navigation: Navigation?
    var tabs: Tabs?

    init() {}

    /// The bars over `controller`'s view, from its `metrics` and the document's `segues`.
    init(controller: IBElement?, metrics: IBSimulatedMetrics, segues: IBSegues) {
        guard let controller, let id = controller["id"] else { return }
        if metrics.topBar > 0, !metrics.startsBelowTopBars {
            let item = controller.child("navigationItem", key: "navigationItem")
            let title = [item?["title"], controller["title"]].compactMap { $0 }.first { !$0.isEmpty }
            navigation = Navigation(title: title, large: metrics.largeTitles, height: metrics.topBar,
                                    items: item.map(IBBars.buttons(of:)) ?? [], backTitle: Self.backTitle(to: id, segues: segues))
        }
        if metrics.bottomBar > 0, !metrics.endsAboveBottomBars, let tabController = segues.containers.tabBarController(of: id) {
            let order = tabController["id"].map(segues.containers.tabs(of:)) ?? []
            let stack = segues.containers.navigationController(of: id)?["id"]
            var items: [IBElement] = [], selected: Int?
            for tab in order {
                guard let item = segues.controller(tab)?.child("tabBarItem", key: "tabBarItem") else { continue }
                if tab == id || tab == stack { selected = items.count }
                items.append(item)
            }
            tabs = Tabs(items: items, selected: selected)
        }
    }

    /// The back button's title on a pushed controller: the pushing controller's back item's
    /// title, else its title, else "Back", as UIKit chooses
    /// (https://developer.apple.com/documentation/uikit/uinavigationitem/backbarbuttonitem);
    /// nil for a stack's root.
    private static func backTitle(to id: String, segues: IBSegues) -> String? {
        guard let push = segues.leading(to: id).first(where: { $0.kind == "push" || $0.kind == "show" }) else { return nil }
        let item = push.from.child("navigationItem", key: "navigationItem")
        let title = [item?.child("barButtonItem", key: "backBarButtonItem")?["title"], item?["title"], push.from["title"]]
            .compactMap { $0 }.first { !$0.isEmpty }
        return title ?? "Back"
    }
}
