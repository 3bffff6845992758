/// The navigation controller and the tab bar controller that hold each controller of a
/// storyboard, found once for the document: a navigation controller holds its root
/// (`relationship="rootViewController"`) and every controller pushed from one it holds (`push`
/// and `show` segues); a tab bar controller holds its tabs (`relationship="viewControllers"`) and
/// what the navigation controllers among them hold. Their bars are the ones Interface Builder's
/// canvas shows around the controller's view.
struct IBControllerContainers {
    /// The navigation controller holding each controller, by the controller's id.
    private var navigation: [String: IBElement] = [:]
    /// The tab bar controller holding each controller, by the controller's id.
    private var tab: [String: IBElement] = [:]
    /// Each tab bar controller's tabs, in order, by its id.
    private var tabs: [String: [String]] = [:]

    init() {}

    /// The containers `segues` (a document's, in order) give. Each stack is walked once from
    /// its navigation controller, those that show their bar first, so a controller both a
    /// visible and a hidden bar could hold shows one, as it would most of the time it is shown.
    init(_ segues: [IBSegues.Segue]) {
        var next: [String: [String]] = [:]
        var navigations: [IBElement] = []
        for segue in segues {
            guard let from = segue.from["id"] else { continue }
            let relationship = segue.kind == "relationship"
            if relationship, segue.from.name == "navigationController" {
                navigations.append(segue.from)
                next[from, default: []].append(segue.destination)
            } else if relationship, segue.from.name == "tabBarController" {
                if tab[segue.destination] == nil { tab[segue.destination] = segue.from }
                tabs[from, default: []].append(segue.destination)
            } else if segue.kind == "push" || segue.kind == "show" {
                next[from, default: []].append(segue.destination)
            }
        }
        let ordered = navigations.filter { $0.bool("navigationBarHidden") != true } + navigations.filter { $0.bool("navigationBarHidden") == true }
        for controller in ordered {
            guard let id = controller["id"] else { continue }
            var queue = [id]
            while let current = queue.popLast() {
                for destination in next[current] ?? [] where navigation[destination] == nil {
                    navigation[destination] = controller
                    queue.append(destination)
                }
            }
        }
        let tabs = tab
        for (id, controller) in navigation where tabs[id] == nil {
            if let stack = controller["id"], let holder = tabs[stack] { tab[id] = holder }
        }
    }

    /// The navigation controller that holds the controller `id`.
    func navigationController(of id: String) -> IBElement? { navigation[id] }

    /// The tab bar controller that holds the controller `id`, directly or through a navigation
    /// controller among its tabs.
    func tabBarController(of id: String) -> IBElement? { tab[id] }

    /// The ids of the tab bar controller `id`'s tabs, in order.
    func tabs(of id: String) -> [String] { tabs[id] ?? [] }
}
