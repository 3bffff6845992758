import Geometry
import Layout
import LayoutTestSupport
import Lowering
import Measurement
import SceneFrontEnd
import SceneModel
import Typesetting
import XCTest

/// `<tableView>` against UIKit's numbers: frames Interface Builder stored for cells of each
/// style in public storyboards, and the row and section geometry docs/Semantics.md §27 derives
/// from them. Label widths come from font measurement (within a point of San Francisco's);
/// every other number is exact. The storyboards were saved by Xcode 11 to 16, so the scenes are
/// in iOS 18's design unless a test says otherwise.
final class TableViewTests: XCTestCase {
    private func table(_ attributes: String, width: Double = 375, scale: Int = 2, design: String = "ios18", _ sections: String) throws -> LaidOutScene {
        try LaidOutScene("""
            <scene width="\(NumberText.format(width))" height="600" scale="\(scale)" design="\(design)">
              <tableView id="t" frame="superview.bounds" \(attributes)>
            \(sections)
              </tableView>
            </scene>
            """)
    }

    private func assertFrame(_ p: LaidOutScene, _ id: String, _ want: Rect, widthAccuracy: Double = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        let f = p.geometry(id).frame
        XCTAssertEqual(f.minX, want.minX, accuracy: 1e-9, "\(id).x of \(f)", file: file, line: line)
        XCTAssertEqual(f.minY, want.minY, accuracy: 1e-9, "\(id).y of \(f)", file: file, line: line)
        XCTAssertEqual(f.width, want.width, accuracy: widthAccuracy, "\(id).width of \(f)", file: file, line: line)
        XCTAssertEqual(f.height, want.height, accuracy: 1e-9, "\(id).height of \(f)", file: file, line: line)
    }

    /// A subtitle cell in a 768 pt table, as a public storyboard stores it (pubnub's
    /// tableview tutorial, see docs/Semantics.md §27): title (20 10; 33.5 20.5) in 17 pt,
    /// detail (20 31.5; 33 14.5) in 12 pt; the contentView fills the 56 pt row, as Interface
    /// Builder stores it from Xcode 11 on (docs/Semantics.md §27).
    func testASubtitleCellMatchesInterfaceBuildersStoredFrames() throws {
        let p = try table("", width: 768, #"<section><tableViewCell id="c" style="subtitle" text="Title" detailText="Detail"/></section>"#)
        assertFrame(p, "c.textLabel", Rect(x: 20, y: 10, width: 33.5, height: 20.5), widthAccuracy: 0.5)
        assertFrame(p, "c.detailTextLabel", Rect(x: 20, y: 31.5, width: 33, height: 14.5), widthAccuracy: 0.5)
        XCTAssertEqual(p.geometry("c.contentView").frame.height, 56)
        XCTAssertEqual(p.layout.contentSizes[p.index("t")], Size(width: 768, height: 56))
    }

    /// iOS 26's rows: Interface Builder (Xcode 26) stores a default-style row 51 pt tall and a
    /// row whose constraints leave it no height at 51 too, and puts a view pinned to the
    /// contentView's top margin 15 pt down (`NetNewsWire`'s `Settings` and `Inspector`
    /// storyboards, toolsVersion 24506 and 24765).
    func testIOS26RowsAre51PointsWithFifteenPointMargins() throws {
        let p = try table("", design: "ios26", """
            <section>
              <tableViewCell id="basic" style="default" text="Title"/>
              <tableViewCell id="pinned">
                <view id="v"/>
                <constraints>
                  <constraint>v.height == 1</constraint>
                  <constraint>v.top == superview.margins.top</constraint>
                  <constraint>v.bottom == superview.margins.bottom</constraint>
                  <constraint>v.leading == superview.margins.leading</constraint>
                  <constraint>v.trailing == superview.margins.trailing</constraint>
                </constraints>
              </tableViewCell>
              <tableViewCell id="loose">
                <view id="w"/>
                <constraints>
                  <constraint>w.width == 10</constraint>
                  <constraint>w.height == 10</constraint>
                  <constraint>w.centerY == superview.centerY</constraint>
                  <constraint>w.leading == superview.leading</constraint>
                </constraints>
              </tableViewCell>
            </section>
            """)
        XCTAssertEqual(p.geometry("basic").frame.height, 51)
        XCTAssertEqual(p.geometry("v").frame.minY, 15)
        XCTAssertEqual(p.geometry("pinned").frame.height, 32, "15 + 1 + 15, and the point iOS 26 adds in place of the separator")
        XCTAssertEqual(p.geometry("v").frame.height, 1, "a view its constraints fix keeps its height")
        XCTAssertEqual(p.geometry("loose").frame.height, 51)
    }

    /// A basic cell: Interface Builder (Xcode 11 and later) stores a 44 pt row whose contentView
    /// fills it, a half-point separator drawn over its bottom at 2x, its label as tall as the
    /// contentView, starting at the margin.
    func testABasicCellIs44PointsWithAHalfPointSeparatorAtTheTextsEdge() throws {
        let p = try table("", #"<section><tableViewCell id="c" text="Title"/><tableViewCell id="d" text="Next"/></section>"#)
        assertFrame(p, "c", Rect(x: 0, y: 0, width: 375, height: 44))
        assertFrame(p, "c.contentView", Rect(x: 0, y: 0, width: 375, height: 44))
        assertFrame(p, "c.textLabel", Rect(x: 16, y: 0, width: 343, height: 44))
        assertFrame(p, "c.separator", Rect(x: 16, y: 43.5, width: 359, height: 0.5))
        assertFrame(p, "d", Rect(x: 0, y: 44, width: 375, height: 44))
        // At 3x the separator is one device pixel, a third of a point.
        let three = try table("", scale: 3, #"<section><tableViewCell id="c" text="Title"/></section>"#)
        XCTAssertEqual(three.geometry("c.separator").frame.height, 1.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(three.geometry("c.contentView").frame.height, 44, accuracy: 1e-12)
    }

    /// From 414 pt wide the margin is 20, and an image pushes the text and the separator right.
    func testTheSeparatorFollowsTheTextPastTheImageAndTheWiderMargin() throws {
        let p = try table("", width: 414, #"<section><tableViewCell id="c" text="Wi-Fi" image="symbol:wifi"/><tableViewCell id="d" text="x"/></section>"#)
        assertFrame(p, "c.imageView", Rect(x: 20, y: 10, width: 29, height: 29))
        XCTAssertEqual(p.geometry("c.textLabel").frame.minX, 20 + 29 + 16)
        XCTAssertEqual(p.geometry("c.separator").frame.minX, 20 + 29 + 16)
        XCTAssertEqual(p.geometry("d.separator").frame.minX, 20)
    }

    /// Value 1: the detail ends at the trailing margin, or before the accessory, which sits at
    /// the margin; both labels centred in the 44 pt contentView, on the pixel grid. Beside a
    /// disclosure chevron the contentView ends 10.5 pt inside the margin, as Interface Builder
    /// stores it (348.5 of 375, toolsVersion 22505 and 23089).
    func testAValue1DetailIsRightAlignedBeforeTheAccessory() throws {
        let p = try table("", #"""
            <section>
              <tableViewCell id="a" style="value1" text="Name" detailText="Ada"/>
              <tableViewCell id="b" style="value1" text="Name" detailText="Ada" accessoryType="disclosureIndicator"/>
            </section>
            """#)
        let a = p.geometry("a.detailTextLabel").frame
        XCTAssertEqual(a.maxX, 375 - 16, accuracy: 1e-9)
        XCTAssertEqual(a.minY, 12)
        assertFrame(p, "b.accessoryView", Rect(x: 375 - 16 - 8, y: 16, width: 8, height: 13))
        XCTAssertEqual(p.geometry("b.contentView").frame.width, 375 - 16 - 10.5)
        XCTAssertEqual(p.geometry("b.detailTextLabel").frame.maxX, 375 - 16 - 10.5, accuracy: 1e-9)
    }

    /// A fixed row height places rows back to back; a plain table's titled header is 28 pt and
    /// the content size is the sum.
    func testAPlainTableStacksHeadersAndFixedRows() throws {
        let p = try table(#"rowHeight="60""#, """
            <section header="A"><tableViewCell id="a" text="1"/><tableViewCell id="b" text="2"/></section>
            <section><tableViewCell id="c" text="3"/></section>
            """)
        XCTAssertEqual(p.geometry("a").frame.minY, 28)
        XCTAssertEqual(p.geometry("b").frame.minY, 88)
        XCTAssertEqual(p.geometry("c").frame.minY, 148)
        XCTAssertEqual(p.geometry("c").frame.height, 60)
        XCTAssertEqual(p.layout.contentSizes[p.index("t")], Size(width: 375, height: 208))
        // A plain table draws a separator under every row, the last of a section too.
        XCTAssertEqual(p.geometry("b.separator").frame.height, 0.5)
    }

    /// Grouped: 35 pt above the first section, 17.5 below each and above the next; no separator
    /// under a section's last row. Inset grouped: the same, the rows inset by the margin.
    func testGroupedSectionsAreSetApartAndInsetGroupedRowsAreInset() throws {
        let sections = """
            <section><tableViewCell id="a" text="1"/><tableViewCell id="b" text="2"/></section>
            <section><tableViewCell id="c" text="3"/></section>
            """
        let grouped = try table(#"style="grouped""#, sections)
        XCTAssertEqual(grouped.geometry("a").frame.minY, 35)
        XCTAssertEqual(grouped.geometry("b").frame.minY, 79)
        XCTAssertEqual(grouped.geometry("b.separator").frame.size, .zero)
        XCTAssertEqual(grouped.geometry("c").frame.minY, 79 + 44 + 35)
        XCTAssertEqual(grouped.layout.contentSizes[grouped.index("t")]?.height, 158 + 44 + 17.5)
        let inset = try table(#"style="insetGrouped""#, sections)
        assertFrame(inset, "a", Rect(x: 16, y: 35, width: 343, height: 44))
        XCTAssertEqual(inset.geometry("a.textLabel").frame.minX, 16)
    }

    /// Inset grouped sections are cards: the first row's top corners and the last row's bottom
    /// corners rounded by 10 pt (the value iOS 13 uses, docs/Semantics.md §27), a section of one
    /// row rounded all round, the rows between square, each cell clipping to its corners; a
    /// cell that writes its own `cornerRadius` keeps it; a grouped table rounds nothing.
    func testInsetGroupedSectionsRoundTheirFirstAndLastRows() throws {
        let sections = """
            <section><tableViewCell id="a" text="1"/><tableViewCell id="b" text="2"/><tableViewCell id="c" text="3"/></section>
            <section><tableViewCell id="d" text="4"/></section>
            <section><tableViewCell id="e" text="5" cornerRadius="4"/><tableViewCell id="f" text="6"/></section>
            """
        let p = try table(#"style="insetGrouped""#, sections)
        let layer = { (id: String) in p.scene.nodes[p.index(id)].layer }
        let top: Corners = [.minXMinY, .maxXMinY], bottom: Corners = [.minXMaxY, .maxXMaxY]
        for (id, radius, corners) in [("a", 10.0, top), ("b", 0, Corners.all), ("c", 10, bottom), ("d", 10, Corners.all),
                                      ("e", 4, Corners.all), ("f", 10, bottom)] {
            XCTAssertEqual(layer(id).cornerRadius, radius, id)
            XCTAssertEqual(layer(id).maskedCorners, corners, id)
        }
        XCTAssertTrue(layer("a").masksToBounds)
        XCTAssertFalse(layer("b").masksToBounds)
        // The last row of a section has no separator line under it; the others do.
        XCTAssertEqual(p.geometry("c.separator").frame.size, .zero)
        XCTAssertEqual(p.geometry("b.separator").frame.height, 0.5)
        let grouped = try table(#"style="grouped""#, sections)
        XCTAssertEqual(grouped.scene.nodes[grouped.index("a")].layer.cornerRadius, 0)
        XCTAssertFalse(grouped.scene.nodes[grouped.index("d")].layer.masksToBounds)
    }

    /// A switch as the cell's `accessoryView`: the cell's subview, at the trailing margin at its
    /// era's size (63 × 28 now, 51 × 31 in `ios18`), centred on the contentView, which ends
    /// 10 pt before it; the `accessoryType` glyph is not drawn, as UIKit ignores it.
    func testASwitchAccessoryViewSitsAtTheTrailingMargin() throws {
        let row = """
            <section><tableViewCell id="c" text="Wi-Fi" accessoryType="checkmark" accessoryView="s"><switch id="s"/></tableViewCell></section>
            """
        let p = try table(#"style="insetGrouped""#, design: "ios26", row)
        XCTAssertEqual(p.scene.nodes[p.index("s")].parent, p.index("c"))
        XCTAssertEqual(p.index("c.accessoryView"), -1)
        // 375 wide, inset by 16 each side: a 343 pt cell; 343 − 16 − 63 = 264; centred on the
        // 51 pt contentView of iOS 26's row: (51 − 28) / 2 = 11.5, rounded to 12; before Xcode
        // 26's switch and rows, (44 − 31) / 2 = 6.5, rounded.
        assertFrame(p, "s", Rect(x: 264, y: 12, width: 63, height: 28))
        XCTAssertEqual(p.geometry("c.contentView").frame.width, 254)
        XCTAssertEqual(p.geometry("c").frame.height, 51)
        let old = try LaidOutScene("""
            <scene width="375" height="600" scale="2" design="ios18">
              <tableView id="t" frame="superview.bounds">\(row)</tableView>
            </scene>
            """)
        assertFrame(old, "s", Rect(x: 375 - 16 - 51, y: 7, width: 51, height: 31))
    }

    /// An `accessoryView` naming no view written directly inside the cell is reported at the
    /// attribute; a view of that id deeper inside is not taken.
    func testAnAccessoryViewThatIsNotInsideTheCellIsReported() {
        let text = """
            <scene width="320" height="480">
              <tableView id="t">
                <section><tableViewCell id="c" accessoryView="s"><view><switch id="s"/></view></tableViewCell></section>
              </tableView>
            </scene>
            """
        let (_, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: "t.xml")
        XCTAssertEqual(diagnostics.map(\.rendered), [
            "t.xml:3:36: error: invalid 'accessoryView': no view written directly inside the cell has the id 's'",
        ])
    }

    /// A self-sizing row holds its wrapped label with 10 pt above and below, rounded up to a
    /// device pixel; a row never goes below 44.
    func testASelfSizingRowGrowsWithItsWrappedText() throws {
        let long = String(repeating: "wrapping words ", count: 12)
        let p = try table("", #"<section><tableViewCell id="c" numberOfLines="0" text="\#(long)"/></section>"#)
        let row = p.geometry("c").frame.height
        // The same text in a label Auto Layout sizes at the text's width, 375 − 2 × 16.
        let alone = try LaidOutScene("""
            <scene width="375" height="600" scale="2">
              <label id="l" numberOfLines="0" text="\(long)"/>
              <constraints>
                <constraint>l.leading == superview.leading</constraint>
                <constraint>l.top == superview.top</constraint>
                <constraint>l.width == 343</constraint>
              </constraints>
            </scene>
            """)
        let height = alone.geometry("l").frame.height
        XCTAssertGreaterThan(height, 3 * 20)
        XCTAssertEqual(row, ((height + 20) * 2).rounded(.up) / 2)
        XCTAssertEqual(p.geometry("c.textLabel").frame.height, row)
    }

    /// The cell's views are views: a tap on a label reaches the contentView (a label takes no
    /// touches), a tap on the chevron the cell, a tap on the detail button the button.
    func testCellsAreRealViewsForHitTesting() throws {
        let p = try table("", """
            <section><tableViewCell id="a" text="Chevron" accessoryType="disclosureIndicator"/>
            <tableViewCell id="b" text="Info" accessoryType="detailButton"/></section>
            """)
        let parent = { (id: String) in p.scene.nodes[p.index(id)].parent }
        XCTAssertEqual(parent("a.textLabel"), p.index("a.contentView"))
        XCTAssertEqual(parent("a.contentView"), p.index("a"))
        XCTAssertFalse(p.scene.nodes[p.index("a.accessoryView")].view.isUserInteractionEnabled)
        XCTAssertTrue(p.scene.nodes[p.index("b.accessoryView")].view.isUserInteractionEnabled)
        XCTAssertEqual(p.scene.nodes[p.index("a")].kind.className, "UITableViewCell")
    }

    /// Bad input: a cell outside a section, an unknown style, each at its place.
    func testMistakesAreReportedWhereTheyAre() {
        let text = """
            <scene width="320" height="480">
              <tableView id="t">
                <tableViewCell id="loose" text="x"/>
                <section><tableViewCell style="value3"/></section>
              </tableView>
              <tableViewCell id="outside"/>
              <tableView style="fancy"/>
            </scene>
            """
        let (_, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: "t.xml")
        XCTAssertEqual(diagnostics.map(\.rendered), [
            "t.xml:3:5: error: <tableViewCell> is not allowed inside <tableView>",
            "t.xml:4:29: error: invalid 'style': unknown cell style 'value3'; did you mean 'value1'?",
            "t.xml:6:3: error: <tableViewCell> is not allowed inside <scene>",
            "t.xml:7:14: error: invalid 'style': unknown table style 'fancy'; use one of 'plain', 'grouped', 'insetGrouped'",
        ])
    }

    /// A row with subviews of its own is sized by its constraints alone, at the row's width, as
    /// `systemLayoutSizeFitting` sizes a cell: 12 + a 40 pt box + 12 = 64, the separator below;
    /// constraints to the contentView's margins see the table's margin at the sides.
    func testConstraintsInsideARowSizeItAlone() throws {
        let p = try table("", """
            <section>
              <tableViewCell id="a">
                <view id="box"/>
                <constraints>
                  <constraint>box.leading == superview.margins.leading</constraint>
                  <constraint>box.top == superview.top + 12</constraint>
                  <constraint>box.bottom == superview.bottom - 12</constraint>
                  <constraint>box.width == 40</constraint>
                  <constraint>box.height == 40</constraint>
                </constraints>
              </tableViewCell>
              <tableViewCell id="b" text="After"/>
            </section>
            """)
        assertFrame(p, "a", Rect(x: 0, y: 0, width: 375, height: 64.5))
        assertFrame(p, "box", Rect(x: 16, y: 12, width: 40, height: 40))
        XCTAssertEqual(p.geometry("b").frame.minY, 64.5)
        XCTAssertEqual(p.layout.diagnostics.map(\.rendered), [])
    }

    /// A fixed row height holds a row's own constraints to it instead.
    func testAFixedRowHeightHoldsTheRowsConstraints() throws {
        let p = try table(#"rowHeight="80""#, """
            <section><tableViewCell id="a">
              <view id="fill"/>
              <constraints>
                <constraint>fill.top == superview.top</constraint>
                <constraint>fill.bottom == superview.bottom</constraint>
                <constraint>fill.leading == superview.leading</constraint>
                <constraint>fill.width == 10</constraint>
              </constraints>
            </tableViewCell></section>
            """)
        assertFrame(p, "fill", Rect(x: 0, y: 0, width: 10, height: 80))
    }

    /// Each row with constraints of its own is a system of its own: none of its constraints is
    /// left in the scene's, however many rows there are.
    func testEachRowIsASystemOfItsOwn() throws {
        let rows = (0..<50).map { i in
            """
            <tableViewCell id="r\(i)"><view id="v\(i)"/><constraints>
              <constraint>v\(i).top == superview.top + \(i % 7)</constraint><constraint>v\(i).bottom == superview.bottom</constraint>
              <constraint>v\(i).leading == superview.leading</constraint><constraint>v\(i).width == 20</constraint>
              <constraint>v\(i).height == 30</constraint>
            </constraints></tableViewCell>
            """
        }.joined()
        let text = "<scene width=\"320\" height=\"480\" scale=\"2\"><tableView id=\"t\" frame=\"superview.bounds\"><section>\(rows)</section></tableView></scene>"
        let (parsed, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: "t.xml")
        XCTAssertFalse(diagnostics.hasErrors)
        let scene = try XCTUnwrap(parsed)
        let lowered = Lowering.lower(scene, content: ContentSizes(scene, fonts: FontBook()), scale: 2)
        XCTAssertEqual(lowered.rows.count, 50)
        XCTAssertEqual(lowered.scene.constraints.count, 0)
        XCTAssertEqual(lowered.rows.values.map(\.scene.constraints.count), Array(repeating: 5, count: 50))
        let layout = LayoutPass.run(lowered, viewport: scene.viewports[0], content: ContentSizes(scene, fonts: FontBook()))
        let index = { (id: String) in scene.nodes.firstIndex { $0.id == id } ?? -1 }
        // Row i is (i mod 7) + 30 tall, and the point iOS 26 adds to a row its constraints size.
        var y = 0.0
        for i in 0..<50 {
            XCTAssertEqual(layout.geometry[index("r\(i)")].frame.minY, y, "row \(i)")
            y += Double(i % 7) + 30 + 1
        }
    }

    /// A cell's own `rowHeight` is that row's height, as `tableView(_:heightForRowAt:)` answers
    /// for a static table: SwiftMessages' `Main.storyboard` (toolsVersion 22505) stores an 80 pt
    /// cell, its contentView 80 pt, in a table whose `rowHeight` is 44; the next row starts below it.
    func testACellsOwnRowHeightOverridesTheTables() throws {
        let p = try table(#"rowHeight="44""#, """
            <section><tableViewCell id="a" rowHeight="80" text="Tall"/><tableViewCell id="b" text="Short"/></section>
            """)
        assertFrame(p, "a", Rect(x: 0, y: 0, width: 375, height: 80))
        assertFrame(p, "a.contentView", Rect(x: 0, y: 0, width: 375, height: 80))
        assertFrame(p, "b", Rect(x: 0, y: 80, width: 375, height: 44))
    }

    /// A view in a row that says it is placed by constraints is placed by the row's own solve,
    /// as one that leaves it to be inferred is (the scene's system no longer holds its
    /// constraints and must not call it ambiguous): SwiftMessages' title label, pinned 10 pt
    /// inside the contentView's margins, is stored at (26 21).
    func testAViewPlacedByConstraintsInARowIsPlacedByTheRow() throws {
        let p = try table(#"rowHeight="80""#, """
            <section><tableViewCell id="a">
              <label id="l" text="TITLE" font="13 bold" translatesAutoresizingMaskIntoConstraints="false"/>
              <constraints>
                <constraint>l.top == superview.margins.top + 10</constraint>
                <constraint>l.leading == superview.margins.leading + 10</constraint>
                <constraint>l.trailing == superview.margins.trailing - 10</constraint>
              </constraints>
            </tableViewCell></section>
            """)
        XCTAssertEqual(p.geometry("l").frame.origin, Point(x: 26, y: 21))
        XCTAssertEqual(p.geometry("l").frame.width, 375 - 2 * 26)
        XCTAssertEqual(p.layout.diagnostics.filter { $0.id == .ambiguousLayout }.map(\.rendered), [])
    }

    /// A self-sizing row whose constraints give it no height (a label centred, nothing pinning
    /// the top or bottom) is laid out at the standard height, as UIKit does rather than
    /// collapse it (http://openradar.appspot.com/42808310): 44 pt, the label centred in it.
    func testARowItsConstraintsCollapseHasTheStandardHeight() throws {
        let p = try table("", """
            <section><tableViewCell id="a">
              <label id="l" text="Timeline Layout"/>
              <constraints>
                <constraint>l.centerY == superview.centerY</constraint>
                <constraint>l.leading == superview.margins.leading</constraint>
              </constraints>
            </tableViewCell></section>
            """)
        XCTAssertEqual(p.geometry("a").frame.height, 44)
        let label = p.geometry("l").frame
        XCTAssertEqual(label.midY, 22, accuracy: 0.5)
        XCTAssertEqual(label.minX, 16)
    }

    /// `separatorStyle="none"`: no separator under any row, and the rows keep their heights.
    func testNoSeparatorsWhenTheStyleIsNone() throws {
        let p = try table(#"separatorStyle="none""#, #"<section><tableViewCell id="a" text="A"/><tableViewCell id="b" text="B"/></section>"#)
        XCTAssertEqual(p.geometry("a.separator").frame.size, .zero)
        XCTAssertEqual(p.geometry("b.separator").frame.size, .zero)
        XCTAssertEqual(p.geometry("b").frame, Rect(x: 0, y: 44, width: 375, height: 44))
    }
}
