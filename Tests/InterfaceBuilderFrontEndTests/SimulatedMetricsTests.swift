import Geometry
import SceneModel
import XCTest

@testable import InterfaceBuilderFrontEnd

/// The safe area Interface Builder's canvas gives a controller's view: the device's status bar
/// and home indicator, and the bars of the controllers around it (a navigation bar 44 points
/// tall, 96 with large titles, a tab bar 49: the heights Interface Builder stores for those
/// bars, docs/InterfaceBuilder.md); and the margins and guides every view carries.
final class SimulatedMetricsTests: XCTestCase {
    /// A storyboard whose initial controller `VC` has a 375×667 view (iPhone 8), with `around`
    /// (other scenes) and `controller` (children of the controller) added.
    private func storyboard(device: String = "retina4_7", frame: String = #"x="0.0" y="0.0" width="375" height="667""#,
                            controller: String = "", around: String = "", toolsVersion: String = "22154",
                            controllerAttributes: String = "") throws -> Scene {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="VC">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="VC" sceneMemberID="viewController" \(controllerAttributes)>
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" \(frame)/>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                </view>
                                \(controller)
                            </viewController>
                        </objects>
                    </scene>
                    \(around)
                </scenes>
            </document>
            """
        let (scene, diagnostics) = InterfaceBuilderFrontEnd.parse(bytes: Array(text.utf8), path: "Main.storyboard")
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        return try XCTUnwrap(scene)
    }

    /// A navigation controller whose root is `VC`; `bar` is its navigation bar's attributes.
    private func navigation(bar: String = "") -> String {
        """
        <scene sceneID="s2">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar" \(bar)>
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                    </navigationBar>
                    <connections>
                        <segue destination="VC" kind="relationship" relationship="rootViewController" id="g1"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
    }

    private func safeArea(_ scene: Scene) -> EdgeInsets? { scene.viewports.first?.safeAreaInsets }

    func testANavigationControllersBarAddsToTheStatusBar() throws {
        XCTAssertEqual(safeArea(try storyboard()), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), "the status bar alone")
        XCTAssertEqual(safeArea(try storyboard(around: navigation())), EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(safeArea(try storyboard(around: navigation(bar: #"largeTitles="YES""#))), EdgeInsets(top: 116, left: 0, bottom: 0, right: 0))
        let explicit = try storyboard(controller: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
        XCTAssertEqual(safeArea(explicit), EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    }

    /// A document saved before Xcode 8 names its screen in its default simulated metrics, or a
    /// controller in its own (`RxSwift/WikipediaSearch.storyboard`: `retina4_7.fullscreen`;
    /// `Yep`'s storyboards: `retina47`): the canvas is that iPhone's, so a view stored below the
    /// bars as tall as the screen ends at its bottom.
    func testADocumentBeforeXcode8SimulatesTheScreenItNames() throws {
        func scene(_ metrics: String, controller: String = "") throws -> Scene {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="VC">
                    <scenes><scene sceneID="s1"><objects>
                        <viewController id="VC" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="64" width="375" height="667"/></view>
                            \(controller)
                        </viewController>
                    </objects></scene></scenes>
                    <simulatedMetricsContainer key="defaultSimulatedMetrics">\(metrics)</simulatedMetricsContainer>
                </document>
                """
            return try XCTUnwrap(InterfaceBuilderFrontEnd.parse(bytes: Array(text.utf8), path: "Old.storyboard").0)
        }
        let named = try scene(#"<simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>"#)
        XCTAssertEqual(named.viewports.first?.size, Size(width: 375, height: 603))
        let own = try scene(#"<simulatedScreenMetrics key="destination" type="retina4"/>"#,
                            controller: #"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina47"/>"#)
        XCTAssertEqual(own.viewports.first?.size, Size(width: 375, height: 603), "the controller's own screen")
        XCTAssertEqual(try scene("").viewports.first?.size, Size(width: 375, height: 667), "no screen named: the view's stored size")
        XCTAssertEqual(IBDevice.legacy(screenType: "retina4_7.fullscreen")?.size, Size(width: 375, height: 667))
        XCTAssertEqual(IBDevice.legacy(screenType: "retina4")?.size, Size(width: 320, height: 568))
        XCTAssertNil(IBDevice.legacy(screenType: "watch38"))
    }

    /// A scene whose controller `id` leads to `VC` by a segue of `kind` (with `style`, its
    /// `modalPresentationStyle`), the root of a navigation controller when `inStack`.
    private func source(_ kind: String, _ id: String, style: String? = nil, inStack: Bool = false) -> String {
        let stack = !inStack ? "" : """
            <navigationController id="n\(id)" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="b\(id)"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
                <connections><segue destination="\(id)" kind="relationship" relationship="rootViewController" id="r\(id)"/></connections>
            </navigationController>
            """
        return """
            <scene sceneID="s\(id)"><objects>
                <viewController id="\(id)" sceneMemberID="viewController">
                    <connections><segue destination="VC" kind="\(kind)" \(style.map { "modalPresentationStyle=\"\($0)\"" } ?? "") id="g\(id)"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="t\(id)"><objects>\(stack)</objects></scene>
            """
    }

    /// A controller only embedded has no bars; one also shown from a navigation stack is drawn as
    /// shown, under the bar (`JTAppleCalendar/Main.storyboard`).
    func testAControllerAlsoShownIsDrawnAsShown() throws {
        XCTAssertEqual(safeArea(try storyboard(around: source("embed", "e"))), .zero, "embedded only")
        XCTAssertEqual(safeArea(try storyboard(around: source("embed", "e") + source("show", "p", inStack: true))),
                       EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    }

    /// A controller presented modally as a sheet (iOS 13's default, a page or form sheet) is a
    /// card with no device insets on the canvases of Xcode 11 and later
    /// (`googleads/FullScreenNativeExample/Main.storyboard`), as is one a show segue presents
    /// from outside any navigation stack (`FloatingPanel/Sources/Main.storyboard`), stored at the
    /// card's size; a full-screen presentation keeps the status bar, as does a view stored as
    /// tall as the screen and every presentation before Xcode 11.
    func testAControllerPresentedAsASheetHasNoDeviceInsets() throws {
        let sheet = #"x="0.0" y="0.0" width="375" height="647""#
        XCTAssertEqual(safeArea(try storyboard(frame: sheet, around: source("presentation", "m"))), .zero)
        XCTAssertEqual(safeArea(try storyboard(frame: sheet, around: source("modal", "m", style: "formSheet"))), .zero)
        XCTAssertEqual(safeArea(try storyboard(device: "retina6_1", frame: #"x="0.0" y="0.0" width="414" height="842""#, around: source("show", "s"))), .zero,
                       "a show segue from a controller in no navigation stack presents modally")
        XCTAssertEqual(safeArea(try storyboard(frame: sheet, around: source("presentation", "f", style: "fullScreen"))),
                       EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(safeArea(try storyboard(around: source("presentation", "m"))), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                       "stored as tall as the screen: drawn full screen")
        XCTAssertEqual(safeArea(try storyboard(frame: sheet, around: source("presentation", "m"), toolsVersion: "14490.70")),
                       EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), "Xcode 10: no sheets")
        XCTAssertEqual(safeArea(try storyboard(frame: sheet, around: source("presentation", "m") + source("show", "p", inStack: true))),
                       EdgeInsets(top: 64, left: 0, bottom: 0, right: 0), "also pushed: drawn as pushed")
    }

    /// A navigation controller that hides its bar shows none above its root nor above the
    /// controllers it pushes (`eidolon/Fulfillment.storyboard`); one that shows it reaching the
    /// same controller wins.
    func testANavigationControllerThatHidesItsBarShowsNone() throws {
        let hidden = navigation().replacingOccurrences(of: #"id="nav" "#, with: #"id="nav" navigationBarHidden="YES" "#)
        XCTAssertEqual(safeArea(try storyboard(around: hidden)), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let pushed = """
            <scene sceneID="s3">
                <objects>
                    <viewController id="pusher" sceneMemberID="viewController">
                        <connections><segue destination="VC" kind="show" id="p1"/></connections>
                    </viewController>
                </objects>
            </scene>
            """
        let pushedRoot = hidden.replacingOccurrences(of: #"destination="VC""#, with: #"destination="pusher""#)
        XCTAssertEqual(safeArea(try storyboard(around: pushedRoot + pushed)), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), "pushed from a hidden bar's root")
        let shown = navigation().replacingOccurrences(of: #"id="nav""#, with: #"id="nav2""#).replacingOccurrences(of: #"sceneID="s2""#, with: #"sceneID="s4""#)
        XCTAssertEqual(safeArea(try storyboard(around: hidden + shown)), EdgeInsets(top: 64, left: 0, bottom: 0, right: 0), "also a visible bar's root")
    }

    /// The bars of the controllers holding a view: an opaque navigation bar (the navigation
    /// controller's `translucent="NO"`) puts the view below it, and an opaque tab bar of the tab
    /// bar controller holding that navigation controller ends it above the tab bar, as
    /// `XLPagerTabStrip/Storyboard.storyboard` stores its tabs' views (375×554 on a 667-point
    /// screen, their layout guides at the view's edges).
    func testOpaqueBarsOfTheHoldingControllersBoundTheView() throws {
        let opaque = navigation(bar: #"translucent="NO""#)
        let tabs = """
            <scene sceneID="s5">
                <objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="tb"/>
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            """
        let frame = #"x="0.0" y="0.0" width="375" height="554""#
        XCTAssertEqual(safeArea(try storyboard(frame: frame, around: opaque + tabs)), .zero)
        let translucent = try storyboard(around: navigation() + tabs.replacingOccurrences(of: #"translucent="NO" "#, with: ""))
        XCTAssertEqual(safeArea(translucent), EdgeInsets(top: 64, left: 0, bottom: 49, right: 0), "bars over the view")
        let extended = try storyboard(around: opaque, controllerAttributes: #"extendedLayoutIncludesOpaqueBars="YES""#)
        XCTAssertEqual(safeArea(extended), EdgeInsets(top: 64, left: 0, bottom: 0, right: 0), "under the opaque bar")
    }

    /// A navigation item with no segue leading to the controller shows the bar, unless the
    /// controller is a tab's (`JTAppleCalendar/Main.storyboard`, `SkeletonView/Sources/Main.storyboard`);
    /// Xcode 26 lays the content out 48 points below the status bar
    /// (`IQKeyboardManager/SpecialCase.storyboard`).
    func testANavigationItemAloneShowsTheBarUnlessTheControllerIsATabs() throws {
        let item = #"<navigationItem key="navigationItem" title="Title" id="n1"/>"#
        XCTAssertEqual(safeArea(try storyboard(controller: item)), EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        let tab = try storyboard(controller: item + #"<tabBarItem key="tabBarItem" title="Item" id="t1"/>"#)
        XCTAssertEqual(safeArea(tab), EdgeInsets(top: 20, left: 0, bottom: 49, right: 0))
        XCTAssertEqual(safeArea(try storyboard(controller: item, toolsVersion: "24127")), EdgeInsets(top: 68, left: 0, bottom: 0, right: 0))
        // Without the top among its extended edges the inferred bar is not shown at all: the
        // status bar stays (`duckduckgo/Main.storyboard`).
        let unextended = try storyboard(controller: item + #"<extendedEdge key="edgesForExtendedLayout"/>"#)
        XCTAssertEqual(safeArea(unextended), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    /// An opaque bar the view does not extend under puts the view below it: stored at y = 64,
    /// nothing covers it.
    func testAViewBelowAnOpaqueBarHasNoTopInset() throws {
        let scene = try storyboard(frame: #"x="0.0" y="64" width="375" height="603""#,
                                   controller: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#)
        XCTAssertEqual(safeArea(scene), .zero)
        XCTAssertEqual(scene.viewports.first?.size, Size(width: 375, height: 603))
    }

    /// A tab bar controller's child on an iPhone X has the home indicator and the tab bar below:
    /// 34 + 49, as `SkeletonView/Sources/Main.storyboard` stores its views.
    func testATabBarAddsToTheHomeIndicator() throws {
        let scene = try storyboard(device: "retina5_9", frame: #"x="0.0" y="0.0" width="375" height="812""#,
                                   controller: #"<tabBarItem key="tabBarItem" title="Item" id="t1"/>"#, toolsVersion: "19455")
        XCTAssertEqual(safeArea(scene), EdgeInsets(top: 44, left: 0, bottom: 83, right: 0))
    }

    /// A freeform view has the device's safe area at its own edges, as Interface Builder's
    /// stored frames show (`SwiftMessages/CardView.xib`: a 510×160 view's `topMargin` at 44 and
    /// `bottomMargin` 34 from the bottom on `retina6_1`, saved by Xcode 12, whose canvas drew
    /// iPhone 11 with a 44-point status bar; later Xcodes draw 48).
    func testAFreeformViewHasTheDevicesSafeAreaAtItsEdges() throws {
        let old = try storyboard(device: "retina6_1", frame: #"x="0.0" y="0.0" width="510" height="160""#, toolsVersion: "17506")
        XCTAssertEqual(safeArea(old), EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(old.nodes[0].view.layoutMargins, .zero, "a controller's root: the system minimum applies at layout")
        let later = try storyboard(device: "retina6_1", frame: #"x="0.0" y="0.0" width="510" height="160""#, toolsVersion: "22154")
        XCTAssertEqual(safeArea(later), EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
        // Xcode 26 stores views pinned to the safe area's bottom 68 points up on this device
        // (`home-assistant--iOS/LaunchScreen.storyboard`).
        let xcode26 = try storyboard(device: "retina6_1", frame: #"x="0.0" y="0.0" width="414" height="896""#, toolsVersion: "25094")
        XCTAssertEqual(safeArea(xcode26), EdgeInsets(top: 48, left: 0, bottom: 68, right: 0))
        // And on the iPhone 16 Pro, whose home indicator is the same 34 points
        // (`NetNewsWire/Main.storyboard`: a caption 8 points above the safe area's bottom at 798
        // of 874); a document of Xcode 16 keeps 34.
        let pro = try storyboard(device: "retina6_3", frame: #"x="0.0" y="0.0" width="402" height="874""#, toolsVersion: "24506")
        XCTAssertEqual(safeArea(pro)?.bottom, 68)
        let pro16 = try storyboard(device: "retina6_3", frame: #"x="0.0" y="0.0" width="402" height="874""#, toolsVersion: "23727")
        XCTAssertEqual(safeArea(pro16)?.bottom, 34)
    }

    /// Xcode 11 to 13 drew a phone without a notch with no status bar: a navigation
    /// controller's content lies 44 points down (`ProductAddViewController.storyboard`, saved
    /// as toolsVersion `16097.3`), where Xcode 10 and Xcode 16 put it at 64.
    func testXcode11To13DrewNoStatusBarOnPhonesWithoutANotch() throws {
        let nav = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        XCTAssertEqual(safeArea(try storyboard(controller: nav, toolsVersion: "16097.3")), EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(safeArea(try storyboard(controller: nav, toolsVersion: "14490.70")), EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(safeArea(try storyboard(controller: nav, toolsVersion: "23727")), EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    }

    /// A controller that does not respect the system minimum margins says so to the scene.
    func testAControllersMinimumMarginsSettingReachesTheScene() throws {
        XCTAssertEqual(try storyboard().controller?.respectsSystemMinimumMargins, true)
        let scene = try storyboard(controllerAttributes: #"viewRespectsSystemMinimumLayoutMargins="NO""#)
        XCTAssertEqual(scene.controller?.respectsSystemMinimumMargins, false)
    }

    /// A subview's safe area guide becomes `ID.safeArea`, and its margin settings reach the model.
    func testAViewsSafeAreaGuideAndMarginSettings() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <view contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" preservesSuperviewLayoutMargins="YES" id="card" userLabel="card">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title" userLabel="title">
                                        <rect key="frame" x="8" y="59" width="100" height="20"/>
                                    </view>
                                </subviews>
                                <directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="2" bottom="3" trailing="4"/>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="cardSafe" secondAttribute="top" id="c1"/>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin" constant="6" id="c2"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="cardSafe"/>
                            </view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let (parsed, diagnostics) = InterfaceBuilderFrontEnd.parse(bytes: Array(text.utf8), path: "Card.xib")
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        let scene = try XCTUnwrap(parsed)
        XCTAssertEqual(scene.constraints.map(\.text), ["title.top == card.safeArea.top", "title.leading == card.margins.leading + 6"])
        let card = try XCTUnwrap(scene.nodes.first { $0.id == "card" })
        XCTAssertEqual(card.view.layoutMargins, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(card.view.marginRules, MarginRules(insetsFromSafeArea: false, preservesSuperviewMargins: true))
    }
}
