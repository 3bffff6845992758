import Geometry
import SceneModel
import XCTest

@testable import InterfaceBuilderFrontEnd

/// The bars Interface Builder's canvas draws over a controller's view: a navigation
/// controller's bar, titled by the controller's navigation item, with its buttons and a back
/// button to the controller that pushed it, and a tab bar controller's tab bar with every tab's
/// item, this controller's selected. They are drawn over the view where the safe area puts
/// them, and not at all over a view that starts below them.
final class CanvasBarsTests: XCTestCase {
    /// A tab bar controller of two tabs, the first a navigation controller whose root `Root`
    /// shows `Detail`; `detail` is `Detail`'s attributes.
    private func storyboard(detail: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="Tabs">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1"><objects>
                    <tabBarController id="Tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tb"/>
                        <connections>
                            <segue destination="Nav" kind="relationship" relationship="viewControllers" id="r1"/>
                            <segue destination="Other" kind="relationship" relationship="viewControllers" id="r2"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <navigationController id="Nav" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Inbox" image="tray" catalog="system" id="ti1"/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"/>
                        <connections><segue destination="Root" kind="relationship" relationship="rootViewController" id="r3"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController storyboardIdentifier="Root" id="Root" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rootView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="open">
                                    <rect key="frame" x="16" y="100" width="80" height="30"/>
                                    <state key="normal" title="Open"/>
                                    <connections><segue destination="Detail" kind="show" id="p1"/></connections>
                                </button>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" title="Mail" id="ni1">
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="add"/>
                        </navigationItem>
                    </viewController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <viewController storyboardIdentifier="Detail" id="Detail" sceneMemberID="viewController" \(detail)>
                        <view key="view" contentMode="scaleToFill" id="detailView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                        <navigationItem key="navigationItem" title="Message" id="ni2"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="s5"><objects>
                    <viewController storyboardIdentifier="Other" id="Other" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="otherView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                        <tabBarItem key="tabBarItem" title="Settings" id="ti2"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    private func scene(_ name: String, _ text: String) throws -> Scene {
        let (document, diagnostics) = InterfaceBuilderFrontEnd.parseDocument(bytes: Array(text.utf8), path: "Main.storyboard")
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        return try XCTUnwrap(document?.scenes.first { $0.name == name }, "no scene \(name)")
    }

    private func nodes(_ scene: Scene, _ kind: SceneNode.Kind) -> [SceneNode] { scene.nodes.filter { $0.kind == kind } }

    func testARootHasItsStacksBarTitledByItsItemAndTheTabBarWithItsTabSelected() throws {
        let root = try scene("Main.Root", storyboard())
        let bar = try XCTUnwrap(nodes(root, .navigationBar).first)
        XCTAssertEqual(NavigationBarProperties(bar.content)?.title, "Mail")
        // Under the 20 pt status bar, 44 tall, as wide as the view.
        XCTAssertEqual(bar.geometry.frame, .rect(Rect(x: 0, y: 20, width: 375, height: 44)))
        let items = bar.children.map { root.nodes[$0] }
        XCTAssertEqual(items.map { BarButtonItemProperties($0.content)?.systemItem }, [.add], "no back button on a stack's root")
        let tabs = try XCTUnwrap(nodes(root, .tabBar).first)
        XCTAssertEqual(tabs.geometry.frame, .rect(Rect(x: 0, y: 618, width: 375, height: 49)))
        let tabItems = tabs.children.compactMap { TabBarItemProperties(root.nodes[$0].content) }
        XCTAssertEqual(tabItems.map(\.title), ["Inbox", "Settings"])
        XCTAssertEqual(tabItems.map(\.isSelected), [true, false], "the tab holding its navigation controller")
        // The bars are drawn over the view: the last of the scene's views.
        XCTAssertEqual(root.nodes[0].children.suffix(2), [root.nodes.firstIndex { $0.kind == .navigationBar }, root.nodes.firstIndex { $0.kind == .tabBar }].compactMap { $0 })
    }

    func testAPushedControllerHasABackButtonToThePushingOnesTitle() throws {
        let detail = try scene("Main.Detail", storyboard())
        let bar = try XCTUnwrap(nodes(detail, .navigationBar).first)
        XCTAssertEqual(NavigationBarProperties(bar.content)?.title, "Message")
        let back = try XCTUnwrap(bar.children.map { detail.nodes[$0] }.compactMap { BarButtonItemProperties($0.content) }.first)
        XCTAssertEqual(back.placement, .back)
        XCTAssertEqual(back.title, "Mail")
        XCTAssertEqual(TabBarItemProperties(try XCTUnwrap(nodes(detail, .tabBarItem).first).content)?.isSelected, true)
    }

    /// A navigation controller whose bar has large titles draws its root's bar 96 pt tall with
    /// the large title, under the status bar.
    func testALargeTitlesBarIsDrawnLarge() throws {
        let root = try scene("Main.Root", storyboard().replacingOccurrences(
            of: #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"/>"#,
            with: #"<navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="nb"/>"#))
        let bar = try XCTUnwrap(nodes(root, .navigationBar).first)
        XCTAssertEqual(NavigationBarProperties(bar.content)?.prefersLargeTitles, true)
        XCTAssertEqual(bar.geometry.frame, .rect(Rect(x: 0, y: 20, width: 375, height: 96)))
    }

    func testAViewBelowOpaqueBarsShowsNone() throws {
        let detail = try scene("Main.Detail", storyboard(detail: #"extendedLayoutIncludesOpaqueBars="NO""#).replacingOccurrences(
            of: #"<navigationItem key="navigationItem" title="Message" id="ni2"/>"#,
            with: #"<navigationItem key="navigationItem" title="Message" id="ni2"/><extendedEdge key="edgesForExtendedLayout"/>"#))
        XCTAssertEqual(nodes(detail, .navigationBar).count, 0)
        XCTAssertEqual(nodes(detail, .tabBar).count, 0)
    }
}
