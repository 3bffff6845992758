import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// `<navigationBar>`, `<toolbar>`, `<tabBar>`, `<barButtonItem>` and `<tabBarItem>`: their
/// attributes, UIKit's defaults, and what goes wrong with them.
final class BarSyntaxTests: XCTestCase {
    func testValuesReachTheModel() throws {
        let (scene, diagnostics) = parse("""
            <scene width="10" height="10">
              <navigationBar id="n" title="Inbox" prefersLargeTitles="true">
                <barButtonItem id="back" placement="back" title="Mail"/>
                <barButtonItem id="space" systemItem="fixedSpace" spaceWidth="12"/>
                <barButtonItem id="done" systemItem="done"/>
              </navigationBar>
              <tabBar><tabBarItem id="t" title="Home" image="symbol:house" isSelected="true"/><tabBarItem id="u"/></tabBar>
              <navigationBar id="d"/>
              <searchBar id="s" text="x" placeholder="Search" searchBarStyle="minimal"/><searchBar id="sd"/>
            </scene>
            """)
        XCTAssertEqual(diagnostics, [])
        let n = try XCTUnwrap(node(scene, "n"))
        XCTAssertEqual(n.navigationBar?.title, "Inbox")
        XCTAssertEqual(n.navigationBar?.prefersLargeTitles, true)
        XCTAssertEqual([n.text?.fontSize, n.text?.fontWeight.rawValue == "bold" ? 1 : 0], [34, 1], "a large title: 34 pt bold")
        XCTAssertEqual(node(scene, "d")?.navigationBar?.prefersLargeTitles, false, "UIKit's default")
        XCTAssertEqual([node(scene, "d")?.text?.fontSize, node(scene, "d")?.text?.fontWeight == .semibold ? 1 : 0], [17, 1])
        XCTAssertEqual(node(scene, "back")?.barButtonItem?.placement, .back)
        XCTAssertEqual(node(scene, "space")?.barButtonItem?.spaceWidth, 12)
        XCTAssertEqual(node(scene, "space")?.barButtonItem?.isSpace, true)
        XCTAssertEqual(node(scene, "done")?.text?.string, "Done")
        XCTAssertEqual(node(scene, "done")?.text?.fontWeight, .semibold, "the done style")
        XCTAssertEqual(node(scene, "t")?.tabBarItem?.symbol, "symbol:house")
        XCTAssertEqual(node(scene, "t")?.tabBarItem?.isSelected, true)
        XCTAssertEqual(node(scene, "u")?.tabBarItem?.isSelected, false)
        XCTAssertEqual(node(scene, "t")?.kind.className, "UITabBarItem")
        XCTAssertEqual(node(scene, "s")?.searchBar?.searchBarStyle, .minimal)
        XCTAssertEqual([node(scene, "s")?.searchBar?.text, node(scene, "s")?.searchBar?.placeholder], ["x", "Search"])
        XCTAssertEqual(node(scene, "sd")?.searchBar?.searchBarStyle, .default, "UIKit's default")
    }

    func testDiagnostics() {
        assertDiagnostics("""
            <scene width="10" height="10">
              <navigationBar 1️⃣prefersLargeTitles="yes">
                <barButtonItem 2️⃣systemItem="plus" 3️⃣placement="leading" 4️⃣spaceWidth="-4"/>
              </navigationBar>
              <tabBar><tabBarItem 5️⃣image="house.png"/></tabBar>
              <toolbar 6️⃣title="x"/>
              <searchBar 7️⃣searchBarStyle="minimalist"/>
            </scene>
            """, [
            ("1️⃣", "error: invalid 'prefersLargeTitles': expected 'true' or 'false', got 'yes'"),
            ("2️⃣", "error: invalid 'systemItem': unknown system item 'plus'; use one of 'none', 'add', 'done', 'cancel', 'edit', 'save', 'flexibleSpace', 'fixedSpace'"),
            ("3️⃣", "error: invalid 'placement': unknown placement 'leading'; use one of 'left', 'right', 'back'"),
            ("4️⃣", "error: invalid 'spaceWidth': '-4' must not be negative"),
            ("5️⃣", "error: invalid 'image': 'house.png' is not a symbol; this image is 'symbol:NAME', such as 'symbol:star'"),
            ("6️⃣", "error: unknown attribute 'title' on <toolbar>"),
            ("7️⃣", "error: invalid 'searchBarStyle': unknown search bar style 'minimalist'; did you mean 'minimal'?"),
        ])
    }
}
