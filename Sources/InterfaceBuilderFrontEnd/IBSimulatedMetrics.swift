import Geometry
import XMLReading

/// The bars Interface Builder's canvas shows around a view controller's view (its "simulated
/// metrics"), and the safe area they leave the view: the status bar and home indicator of the
/// device, a navigation bar above, a tab bar below.
///
/// A controller stores them explicitly (`<simulatedNavigationBarMetrics
/// key="simulatedTopBarMetrics">`, `<simulatedTabBarMetrics key="simulatedBottomBarMetrics">`)
/// or lets the canvas infer them from the controllers around it ("Inferred", the default): a
/// navigation controller's root or pushed controller has its bar, a tab bar controller's child
/// its tab bar. Bars cover the view only where it extends under them: an opaque navigation bar
/// without `extendedLayoutIncludesOpaqueBars`, or `edgesForExtendedLayout` without the top,
/// puts the view below it
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/edgesforextendedlayout).
///
/// Bar heights: 44 points for a navigation bar, 96 with large titles, 49 for a tab bar (Apple's
/// Human Interface Guidelines of iOS 11 to 18; the frames Interface Builder stores for bars,
/// docs/InterfaceBuilder.md, "Stored sizes"). Documents saved by Xcode 26 put a navigation
/// controller's content 48 points below the status bar (`IQKeyboardManager/SpecialCase.storyboard`:
/// a search bar pinned to the safe area stored at y = 96 on `retina6_1`), though they store the
/// bar itself 54 points tall.
struct IBSimulatedMetrics {
    /// A navigation bar with large titles.
    private static let largeTitleBarHeight = 96.0
    /// What covers the top of the view beyond the status bar: a navigation bar's height.
    var topBar = 0.0
    /// The navigation bar shows large titles.
    var largeTitles = false
    /// What covers the bottom beyond the home indicator: a tab bar's height.
    var bottomBar = 0.0
    /// The view starts below the status bar and the navigation bar (an opaque bar it does not
    /// extend under), so neither covers it.
    var startsBelowTopBars = false
    /// The view ends above the tab bar (an opaque one it does not extend under), so neither
    /// it nor the home indicator covers it.
    var endsAboveBottomBars = false
    /// The view is presented modally as a sheet on a canvas of Xcode 11 or later, a card below
    /// the status bar that neither it nor the home indicator covers (`Incoming.presentsAsSheet`),
    /// where it is stored shorter than the screen, at the card's size.
    private var presentedAsSheet = false
    /// The device's safe area when the document names no device: such a document predates
    /// Xcode 8's "View as" bar and the phones with a notch, so its canvas shows the 20-point
    /// status bar (its top layout guide's length) unless the view is freeform, or, laid out
    /// with safe areas (`useSafeAreas`), a canvas of any size with no bars at all, as the stored
    /// frames show.
    private var undeclaredDevice: EdgeInsets?

    /// The metrics of `controller`'s view in `document`, saved by Xcode with `toolsVersion`;
    /// `segues` are the document's.
    init(controller: IBElement?, document: IBElement, segues: IBSegues, toolsVersion: Int) {
        if document.child("device") == nil {
            let freeform = controller?.child("freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
            undeclaredDevice = document.bool("useSafeAreas") == true || freeform ? .zero : EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        }
        guard let controller, let id = controller["id"] else { return }
        let incoming = segues.leading(to: id).map { segue in
            Incoming(kind: Self.presentsModally(segue, in: segues) ? "presentation" : segue.kind, presentationStyle: segue.presentationStyle,
                     translucent: segue.from.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics")?.bool("translucent"))
        }
        // A controller only presented modally as a sheet is drawn, from Xcode 11 (iOS 13, whose
        // "Automatic" style presents a page sheet) on, as a card with no device insets:
        // `googleads/FullScreenNativeExample/Main.storyboard` stores a view 20 pt below the top
        // layout guide at y = 20 on a phone with a 20 pt status bar, `FloatingPanel/Sources/Main.storyboard`
        // views pinned to the safe area's top and bottom at the card's edges on one with a notch.
        presentedAsSheet = toolsVersion >= 15_000 && !incoming.isEmpty && incoming.allSatisfy(\.presentsAsSheet)
        // An embedded controller's view is a child's, inside its container: the canvas shows it
        // with no bars, and, laid out with safe areas, no device insets, as its stored frames
        // show; its top layout guide (documents before safe areas) still has the status bar's
        // 20 points (`XLPagerTabStrip/Storyboard.storyboard`).
        // A controller also shown or pushed is drawn as that (`JTAppleCalendar/Main.storyboard`
        // stores such a controller's views under its navigation bar).
        if incoming.contains(where: { $0.kind == "embed" }), !incoming.contains(where: { $0.kind != "embed" }) {
            if document.bool("useSafeAreas") == true { undeclaredDevice = .zero }
            return
        }
        let containers = segues.containers
        let navigation = containers.navigationController(of: id), tabs = containers.tabBarController(of: id)
        placeTopBar(controller: controller, navigation: navigation, incoming: incoming, toolsVersion: toolsVersion)
        placeBottomBar(controller: controller, tabs: tabs)
    }

    /// The navigation bar above the view: one the controller's metrics name, or the bar of the
    /// navigation controller holding it (none when that controller hides it). The view starts
    /// below it when it is opaque (the metrics' or the navigation controller's bar says
    /// `translucent="NO"`) and the view does not extend under opaque bars, or when the
    /// controller's extended edges leave out the top: `XLPagerTabStrip/Storyboard.storyboard`
    /// stores such views from the bar's bottom edge, their top layout guide at 0.
    private mutating func placeTopBar(controller: IBElement, navigation: IBElement?, incoming: [Incoming], toolsVersion: Int) {
        let topMetrics = controller.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics")
        // A navigation item alone (no segue in the document leads to the controller) shows the
        // bar on the canvases of Xcode 8 and later, which name a device, unless the controller
        // is a tab's: `JTAppleCalendar/Main.storyboard` stores its views under a status bar and
        // a 44-point bar, `SkeletonView/Sources/Main.storyboard` (a tab's) and the Xcode 7
        // `Yep/Discover.storyboard` under the status bar alone.
        let itemAlone = controller.child("navigationItem", key: "navigationItem") != nil && controller.child("tabBarItem", key: "tabBarItem") == nil
            && undeclaredDevice == nil
        // A navigation controller that hides its bar (`navigationBarHidden`) shows none above
        // the controllers of its stack: `eidolon/Fulfillment.storyboard` stores their views
        // from the top of a freeform canvas.
        let hidden = topMetrics == nil && navigation?.bool("navigationBarHidden") == true
        let pushed = incoming.contains { $0.kind == "show" || $0.kind == "push" }
        let inNavigation = topMetrics != nil || itemAlone || navigation != nil || pushed
        guard inNavigation, !hidden else { return }
        let bar = navigation?.child("navigationBar", key: "navigationBar")
        let large = bar?.bool("largeTitles") == true
            && controller.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] != "never"
        largeTitles = large
        topBar = large ? Self.largeTitleBarHeight : toolsVersion >= 24_000 ? 48 : 44
        // A controller shown from one whose metrics name an opaque bar is in the same stack:
        // `IBAnimatable/Interactions.storyboard` stores it 603 pt tall below that bar.
        let pushedFrom = incoming.first { ($0.kind == "show" || $0.kind == "push") && $0.translucent != nil }?.translucent
        let translucent = topMetrics?.bool("translucent") ?? bar?.bool("translucent") ?? pushedFrom
        if translucent == false, controller.bool("extendedLayoutIncludesOpaqueBars") != true { startsBelowTopBars = true }
        if let edges = controller.child("extendedEdge", key: "edgesForExtendedLayout"), edges.bool("top") != true {
            // Between the bars when a navigation controller or the metrics give the bar; a bar
            // inferred from a navigation item alone is then not shown at all, the status bar
            // staying (`duckduckgo/Main.storyboard`: a full-screen view, its safe area 48 pt).
            if navigation != nil || topMetrics != nil || pushed { startsBelowTopBars = true } else { topBar = 0 }
        }
    }

    /// The tab bar below the view: one the controller's metrics or its tab bar item name, or
    /// that of the tab bar controller holding it. The view ends above it when it is opaque and
    /// the view does not extend under opaque bars, or when the extended edges leave out the
    /// bottom (`XLPagerTabStrip/Storyboard.storyboard`: the views of tabs in an opaque tab bar
    /// end 49 points above the screen's bottom, their bottom layout guide at their edge).
    private mutating func placeBottomBar(controller: IBElement, tabs: IBElement?) {
        let bottomMetrics = controller.child("simulatedTabBarMetrics", key: "simulatedBottomBarMetrics")
        guard bottomMetrics != nil || controller.child("tabBarItem", key: "tabBarItem") != nil || tabs != nil else { return }
        bottomBar = 49
        let translucent = bottomMetrics?.bool("translucent") ?? tabs?.child("tabBar", key: "tabBar")?.bool("translucent")
        if translucent == false, controller.bool("extendedLayoutIncludesOpaqueBars") != true { endsAboveBottomBars = true }
        if let edges = controller.child("extendedEdge", key: "edgesForExtendedLayout"), edges.bool("bottom") != true { endsAboveBottomBars = true }
    }

    /// Whether a show segue presents its destination modally, as `show(_:sender:)` does from a
    /// controller no navigation controller holds
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)): its
    /// source is in no navigation stack, shows no navigation bar of its own (metrics or a
    /// navigation item) and no segue reaches it, so nothing puts it in one.
    /// `FloatingPanel/Sources/Main.storyboard` draws the controller such a segue and a modal one
    /// lead to as a sheet, its views pinned to the safe area's top and bottom at the card's edges.
    private static func presentsModally(_ segue: IBSegues.Segue, in segues: IBSegues) -> Bool {
        guard segue.kind == "show", let source = segue.from["id"] else { return false }
        return segues.containers.navigationController(of: source) == nil && segues.leading(to: source).isEmpty
            && segue.from.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") == nil
            && segue.from.child("navigationItem", key: "navigationItem") == nil
    }

    /// A segue leading to the controller: its kind (a show segue that presents modally counts
    /// as a modal one, `presentation`), and whether its source's metrics say its
    /// navigation bar is translucent (nil when they say nothing). Large titles are the bar of
    /// the navigation controller holding the controller (`IBControllerContainers`).
    private struct Incoming {
        let kind: String, presentationStyle: String?, translucent: Bool?

        /// A modal segue (`presentation`, or `modal` as older documents write it) that presents
        /// a sheet: a page or form sheet, or the style it leaves to the destination, which is
        /// "Automatic" (a page sheet) unless the controller names its own; the one controller of
        /// the corpus that does, `eidolon/Fulfillment.storyboard`'s navigation controller, names
        /// a form sheet.
        var presentsAsSheet: Bool {
            ["presentation", "modal"].contains(kind) && [nil, "automatic", "pageSheet", "formSheet"].contains(presentationStyle)
        }
    }

    /// The view's safe area: the device's (`deviceSafeArea`, on a screen of `screen` size)
    /// with the bars added, where they cover a view stored at `frame` on that screen. A view of
    /// another size than the screen (a freeform one) stands for the screen itself.
    func safeArea(deviceSafeArea device: EdgeInsets, screen: Size, frame: Rect) -> EdgeInsets {
        // A sheet's view is stored at the card's size, shorter than the screen; one stored as
        // tall as the screen was drawn full screen, with the device's insets.
        let d = presentedAsSheet && frame.height < screen.height ? .zero : undeclaredDevice ?? device
        let top = startsBelowTopBars ? 0 : d.top + topBar, bottom = endsAboveBottomBars ? 0 : d.bottom + bottomBar
        guard frame.size == screen, undeclaredDevice == nil else { return EdgeInsets(top: top, left: d.left, bottom: bottom, right: d.right) }
        return EdgeInsets(top: max(0, top - frame.minY), left: d.left, bottom: max(0, frame.maxY - (screen.height - bottom)), right: d.right)
    }
}

extension IBSimulatedMetrics {
    /// The bars a controller's canvas shows: a navigation bar above and a tab bar below are read, the
    /// others and the bars' styles are not (nothing is drawn of them).
    static let support: [IBSupport] = [
        IBSupport("simulatedMetricsContainer", .imported),
        IBSupport("simulatedNavigationBarMetrics", .imported, attributes: [
            "barStyle": .notRead("the default bar style"), "prompted": .notRead("a simulated bar's prompt"), "translucent": .imported,
        ]),
        IBSupport("simulatedOrientationMetrics", .notRead("a simulated orientation"), attributes: [
            "orientation": .notRead("a simulated orientation"),
        ]),
        IBSupport("simulatedScreenMetrics", .imported, attributes: ["type": .imported]),
        IBSupport("simulatedStatusBarMetrics", .notRead("a simulated status bar"), attributes: [
            "statusBarStyle": .notRead("the status bar is not drawn"),
        ]),
        IBSupport("simulatedTabBarMetrics", .imported),
        IBSupport("simulatedToolbarMetrics", .notRead("a simulated toolbar"), attributes: [
            "barStyle": .notRead("the default bar style"), "translucent": .notRead("bars are drawn translucent"),
        ]),
        IBSupport("freeformSimulatedSizeMetrics", .imported),
        IBSupport("inferredMetricsTieBreakers", .notRead("which simulated bars win")),
    ]
}
