import Geometry
import Layout
import LayoutTestSupport
import SceneModel
import XCTest

/// Bars in layout: their intrinsic heights per design era against docs/Semantics.md ("Bars"),
/// and where each bar puts its items and its title. Fonts are DejaVu Sans: line height
/// 2384/2048 of the size.
final class BarLayoutTests: XCTestCase {
    private func lineHeight(_ size: Double) -> Double { 2384 / 2048 * size }

    /// Each bar pinned at its top and sides only: its height is its intrinsic one, its width the
    /// constraints' (it has none of its own).
    func testIntrinsicHeightsPerEra() throws {
        let cases: [(element: String, attributes: String, height: Double)] = [
            ("navigationBar", #"title="T""#, 44), ("navigationBar", #"title="T" prefersLargeTitles="true""#, 96),
            ("toolbar", "", 44), ("tabBar", "", 49),
        ]
        // A search bar's height by era: Interface Builder's stored heights (docs/Semantics.md).
        let searchBars: [DesignEra: Double] = [.ios26: 64, .ios18: 56, .ios13: 56, .ios12: 56, .ios10: 44]
        for design in DesignEra.allCases {
            for c in cases + [("searchBar", #"placeholder="Search""#, searchBars[design] ?? 0)] {
                let p = try LaidOutScene("""
                    <scene width="300" height="600" design="\(design.rawValue)">
                      <\(c.element) id="bar" \(c.attributes)/>
                      <constraints>
                        <constraint>bar.top == superview.top + 10</constraint>
                        <constraint>bar.leading == superview.leading</constraint><constraint>bar.trailing == superview.trailing</constraint>
                      </constraints>
                    </scene>
                    """)
                XCTAssertEqual(p.layout.diagnostics, [], "\(c.element) \(design)")
                XCTAssertEqual(p.geometry("bar").frame, Rect(x: 0, y: 10, width: 300, height: c.height), "\(c.element) \(c.attributes), \(design)")
            }
        }
    }

    /// A navigation bar: the back button 8 pt from the edge, left items after it, right items
    /// from the 16 pt margin inwards (the first written outermost), 8 pt apart, each at least 44
    /// wide, in the 44 pt row; the standard title centred, clear of them.
    func testNavigationBarPlacesItsItemsAndTitle() throws {
        let p = try LaidOutScene("""
            <scene width="390" height="600">
              <navigationBar id="bar" frame="0 0 390 44" title="Inbox">
                <barButtonItem id="back" placement="back" title="Mail" />
                <barButtonItem id="a" systemItem="add"/>
                <barButtonItem id="b" title="Select"/>
                <barButtonItem id="l" placement="left" systemItem="edit"/>
              </navigationBar>
            </scene>
            """)
        let back = p.geometry("back").frame, a = p.geometry("a").frame, b = p.geometry("b").frame, l = p.geometry("l").frame
        XCTAssertEqual([back.minX, back.minY, back.height], [8, 0, 44])
        let mail = try XCTUnwrap(p.layout.text[p.index("back")]?.lines.first)
        XCTAssertEqual(back.width, 12 + 6 + (2 * mail.width).rounded(.up) / 2, accuracy: 1e-9, "chevron, gap, title")
        XCTAssertEqual(mail.origin.x, 18, "the title after the chevron and its gap")
        XCTAssertEqual(l.minX, back.maxX + 8)
        XCTAssertEqual(a, Rect(x: 390 - 16 - 44, y: 0, width: 44, height: 44), "the first right item is outermost")
        XCTAssertEqual(b.maxX, a.minX - 8)
        let title = try XCTUnwrap(p.layout.text[p.index("bar")]?.lines.first)
        XCTAssertEqual(title.origin.x + title.width / 2, 195, accuracy: 1e-9, "centred on the bar")
        XCTAssertEqual(p.layout.text[p.index("bar")]?.fontWeight, 600, "semibold")
    }

    /// A large title: 34 pt bold from the margin, its line's bottom 8 pt above the 96 pt bar's.
    /// Japanese and Korean titles fall back to the CJK fonts as labels do.
    func testLargeAndCJKTitles() throws {
        let p = try LaidOutScene("""
            <scene width="390" height="600">
              <navigationBar id="large" frame="0 0 390 96" title="Settings" prefersLargeTitles="true"/>
              <navigationBar id="ja" frame="0 100 390 44" title="設定"/>
              <navigationBar id="ko" frame="0 150 390 96" title="설정" prefersLargeTitles="true"/>
            </scene>
            """)
        XCTAssertEqual(p.layout.diagnostics, [])
        let large = try XCTUnwrap(p.layout.text[p.index("large")])
        XCTAssertEqual(large.fontSize, 34)
        XCTAssertEqual(large.lines.first?.origin.x, 16)
        XCTAssertEqual(try XCTUnwrap(large.lines.first).origin.y, 96 - 8 - large.lineHeight + large.ascender,
                       accuracy: 0.5, "the line ends 8 pt above the bar's bottom")
        for (id, text) in [("ja", "設定"), ("ko", "설정")] {
            let line = try XCTUnwrap(p.layout.text[p.index(id)]?.lines.first)
            XCTAssertEqual(line.text, text)
            XCTAssertEqual(line.glyphs.count, 2, "\(id): a glyph per character")
        }
    }

    /// A search bar's text: 6 pt after the 14 pt magnifier, 8 pt into the field, itself 8 pt
    /// in; the placeholder in `secondaryLabel`, the text in `label`.
    func testSearchBarText() throws {
        let p = try LaidOutScene("""
            <scene width="390" height="600">
              <searchBar id="p" frame="0 0 390 56" placeholder="Search"/>
              <searchBar id="t" frame="0 60 390 56" placeholder="Search" text="東京"/>
            </scene>
            """)
        let placeholder = try XCTUnwrap(p.layout.text[p.index("p")])
        XCTAssertEqual(placeholder.lines.first?.origin.x, 8 + 8 + 14 + 6)
        XCTAssertEqual(placeholder.color, SystemColor.named("secondaryLabel"))
        let text = try XCTUnwrap(p.layout.text[p.index("t")])
        XCTAssertEqual(text.lines.map(\.text), ["東京"])
        XCTAssertEqual(text.color, SystemColor.named("label"))
        XCTAssertEqual(p.layout.diagnostics, [])
    }

    /// A toolbar: items from the margin 8 pt apart, flexible spaces sharing the rest, fixed
    /// spaces their width; spaces have no height. A tab bar: equal widths, 49 high.
    func testToolbarAndTabBarPlaceTheirItems() throws {
        let p = try LaidOutScene("""
            <scene width="390" height="600">
              <toolbar frame="0 0 390 44">
                <barButtonItem id="a" title="A"/>
                <barButtonItem id="f1" systemItem="flexibleSpace"/>
                <barButtonItem id="b" title="B"/>
                <barButtonItem id="fixed" systemItem="fixedSpace" spaceWidth="24"/>
                <barButtonItem id="f2" systemItem="flexibleSpace"/>
                <barButtonItem id="c" title="C"/>
              </toolbar>
              <tabBar frame="0 500 390 83">
                <tabBarItem id="t1" title="One"/><tabBarItem id="t2" title="Two"/><tabBarItem id="t3" title="Three"/>
              </tabBar>
            </scene>
            """)
        // Three 44 pt items, a 24 pt space and five gaps of 8 leave 390 − 32 − 156 − 40 = 162: 81 each.
        XCTAssertEqual(p.geometry("a").frame, Rect(x: 16, y: 0, width: 44, height: 44))
        XCTAssertEqual(p.geometry("f1").frame, Rect(x: 68, y: 0, width: 81, height: 0))
        XCTAssertEqual(p.geometry("b").frame.minX, 157)
        XCTAssertEqual(p.geometry("fixed").frame, Rect(x: 209, y: 0, width: 24, height: 0))
        XCTAssertEqual(p.geometry("c").frame, Rect(x: 330, y: 0, width: 44, height: 44), "ends at the trailing margin")
        for (i, id) in ["t1", "t2", "t3"].enumerated() {
            XCTAssertEqual(p.geometry(id).frame, Rect(x: Double(i) * 130, y: 0, width: 130, height: 49))
        }
        let title = try XCTUnwrap(p.layout.text[p.index("t2")])
        XCTAssertEqual(title.fontSize, 10)
        XCTAssertEqual(try XCTUnwrap(title.lines.first).origin.x + (title.lines.first?.width ?? 0) / 2, 65, accuracy: 1e-9, "centred in the item")
        XCTAssertEqual(try XCTUnwrap(title.lines.first).origin.y, 34 + title.ascender, accuracy: 0.5, "under the symbol (7 + 25) and the 2 pt gap")
    }
}

/// A compact date picker: its capsules, each its title plus 11 pt each side, 6 pt apart and
/// 34 pt high, give its intrinsic size; each title is centred in its capsule.
final class DatePickerLayoutTests: XCTestCase {
    func testIntrinsicSizeAndTitles() throws {
        let p = try LaidOutScene("""
            <scene width="390" height="600">
              <datePicker id="d" date="2026-01-01T09:41"/>
              <constraints>
                <constraint>d.leading == superview.leading</constraint><constraint>d.top == superview.top</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(p.layout.diagnostics, [])
        let text = try XCTUnwrap(p.layout.text[p.index("d")])
        XCTAssertEqual(text.lines.map(\.text), ["Jan 1, 2026", "9:41 AM"])
        let (a, b) = (text.lines[0], text.lines[1])
        let size = p.geometry("d").bounds.size
        XCTAssertEqual(size.height, 34)
        // 390×600 is no device's screen: 2×.
        XCTAssertEqual(size.width, ((a.width + b.width + 4 * 11 + 6) * 2).rounded(.up) / 2, accuracy: 1e-9)
        XCTAssertEqual(a.origin.x, 11, accuracy: 1e-9, "the first title 11 pt into its capsule")
        XCTAssertEqual(b.origin.x, a.width + 22 + 6 + 11, accuracy: 1e-9, "the second after the first capsule and the gap")
    }
}
