import Geometry
import RenderTree
import SceneModel
import XCTest

@testable import Layering

/// What bars and their items draw: the background per design era, items in the tint, the
/// selected tab in the tint and the others gray, and nothing for spaces.
final class BarDrawingTests: XCTestCase {
    private static func scene(_ design: DesignEra) -> String {
        """
        <scene width="390" height="400" design="\(design.rawValue)" tintColor="systemRed">
          <navigationBar id="nav" frame="0 0 390 44" title="T">
            <barButtonItem id="back" placement="back"/>
            <barButtonItem id="add" systemItem="add"/>
          </navigationBar>
          <toolbar id="tool" frame="0 100 390 44"><barButtonItem id="space" systemItem="flexibleSpace"/><barButtonItem id="go" title="Go"/></toolbar>
          <searchBar id="search" frame="0 300 390 56"/><searchBar id="minimal" frame="0 300 390 56" searchBarStyle="minimal"/>
          <tabBar id="tabs" frame="0 200 390 49">
            <tabBarItem id="on" title="On" image="symbol:house" isSelected="true"/><tabBarItem id="off" title="Off" image="symbol:person"/>
          </tabBar>
        </scene>
        """
    }

    func testBarBackgroundsPerEra() throws {
        let white = try XCTUnwrap(SystemColor.named("systemBackground")), separator = try XCTUnwrap(SystemColor.named("separator"))
        let old = try LayeredScene(Self.scene(.ios18))
        let bounds = Rect(x: 0, y: 0, width: 390, height: 44)
        XCTAssertEqual(old.renderNode("nav")?.contents, [
            .fill(PathFill(path: Path(rect: bounds), paint: .solid(Color(red: white.red, green: white.green, blue: white.blue, alpha: 0.94)))),
            .fill(PathFill(path: Path(rect: Rect(x: 0, y: 43.5, width: 390, height: 0.5)), paint: .solid(separator))),
        ], "iOS 7–18: the material's approximation and a hairline at the bottom")
        guard case .fill(let line)? = old.renderNode("tool")?.contents.last else { return XCTFail("the toolbar's hairline") }
        XCTAssertEqual(line.path, Path(rect: Rect(x: 0, y: 0, width: 390, height: 0.5)), "a toolbar's hairline is on top")
        let new = try LayeredScene(Self.scene(.ios26))
        XCTAssertEqual(new.renderNode("nav")?.contents.count, 1, "iOS 26: no hairline")
        guard case .fill(let fill)? = new.renderNode("nav")?.contents.first, case .solid(let c) = fill.paint else { return XCTFail("a fill") }
        XCTAssertEqual(c.alpha, 0.8)
    }

    func testItemsAreTintedAndTheSelectedTabStandsOut() throws {
        let p = try LayeredScene(Self.scene(.ios18))
        let red = try XCTUnwrap(SystemColor.named("systemRed")), gray = try XCTUnwrap(SystemColor.named("systemGray"))
        XCTAssertEqual(p.renderNode("go")?.text.first?.color, red, "an item's title is in the tint")
        XCTAssertEqual(p.renderNode("back")?.title, "Back")
        XCTAssertEqual(p.renderNode("add")?.title, "Add")
        for id in ["back", "add"] {
            guard case .stroke(let glyph)? = p.renderNode(id)?.contents.first else { return XCTFail("\(id) draws a glyph") }
            XCTAssertEqual(glyph.paint, .solid(red), id)
        }
        XCTAssertEqual(p.renderNode("space")?.contents, [], "a space draws nothing")
        XCTAssertEqual(p.renderNode("on")?.text.first?.color, red)
        XCTAssertEqual(p.renderNode("off")?.text.first?.color, gray)
        let square = BarMetrics.tabSymbolRect(bounds: Rect(x: 0, y: 0, width: 195, height: 49))
        XCTAssertEqual(p.renderNode("on")?.contents, [Ring(inside: RoundedRect(rect: square, radius: 6), width: 2, color: red).primitive])
    }

    /// A search bar: the bars' fill (no hairline) unless minimal, then its field and magnifier.
    func testSearchBarStyles() throws {
        let p = try LayeredScene(Self.scene(.ios18))
        let field = RoundedRect(rect: Rect(x: 8, y: 10, width: 374, height: 36), radius: 10)
        let fill = Primitive.fill(PathFill(path: Path(roundedRect: field), paint: .solid(SystemColor.named("tertiarySystemFill")!)))
        let full = try XCTUnwrap(p.renderNode("search")?.contents), minimal = try XCTUnwrap(p.renderNode("minimal")?.contents)
        XCTAssertEqual(full.count, 3, "background, field, magnifier")
        XCTAssertEqual(full[1], fill)
        XCTAssertEqual(minimal.count, 2, "no background")
        XCTAssertEqual(minimal[0], fill)
        guard case .stroke(let glass) = minimal[1] else { return XCTFail("the magnifier is a stroke") }
        XCTAssertEqual(glass.paint, .solid(SystemColor.named("secondaryLabel")!))
        XCTAssertEqual(p.renderNode("minimal")?.title, "Search")
    }

    /// A compact date picker's capsules: `tertiarySystemFill`, 34 high, 11 pt around each title.
    func testDatePickerCapsulesSurroundTheirTitles() throws {
        let p = try LayeredScene("""
            <scene width="390" height="200"><datePicker id="d" frame="0 0 300 34" date="2026-01-01T09:41"/></scene>
            """)
        let lines = try XCTUnwrap(p.layout.text[p.index("d")]?.lines)
        let contents = try XCTUnwrap(p.renderNode("d")?.contents)
        XCTAssertEqual(contents.count, 2)
        for (line, capsule) in zip(lines, contents) {
            let rect = Rect(x: line.origin.x - 11, y: 0, width: line.width + 22, height: 34)
            XCTAssertEqual(capsule, .fill(PathFill(path: Path(roundedRect: RoundedRect(rect: rect, radius: 6)),
                                                   paint: .solid(SystemColor.named("tertiarySystemFill")!))))
        }
        XCTAssertEqual(p.renderNode("d")?.title, "Jan 1, 2026 9:41 AM")
    }
}
