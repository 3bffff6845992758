import Geometry
import Layout
import LayoutTestSupport
import Lowering
import Measurement
import SceneFrontEnd
import SceneModel
import Typesetting
import XCTest

/// `<collectionView>` against `UICollectionViewFlowLayout`'s documented rules
/// (docs/Semantics.md, "UICollectionView"): defaults of 50 × 50 pt items 10 pt apart, lines
/// that wrap and are justified, a lone item centred, the last line kept on the grid, section
/// insets, both scroll directions and self-sizing items. Each expected number is worked out in
/// the test from those rules, never read from our output.
final class CollectionViewTests: XCTestCase {
    private func collection(_ attributes: String, width: Double = 320, height: Double = 480, _ sections: String) throws -> LaidOutScene {
        try LaidOutScene("""
            <scene width="\(NumberText.format(width))" height="\(NumberText.format(height))" scale="2">
              <collectionView id="cv" frame="superview.bounds" \(attributes)>
            \(sections)
              </collectionView>
            </scene>
            """)
    }

    private func cells(_ ids: ClosedRange<Int>) -> String {
        ids.map { #"<collectionViewCell id="i\#($0)"/>"# }.joined()
    }

    /// An item sized by its own constraints: a box `width` × `height` filling its contentView.
    private func sized(_ id: String, _ width: Double, _ height: Double) -> String {
        """
        <collectionViewCell id="\(id)"><view id="\(id)box"/><constraints>
          <constraint>\(id)box.leading == superview.leading</constraint><constraint>\(id)box.trailing == superview.trailing</constraint>
          <constraint>\(id)box.top == superview.top</constraint><constraint>\(id)box.bottom == superview.bottom</constraint>
          <constraint>\(id)box.width == \(NumberText.format(width))</constraint><constraint>\(id)box.height == \(NumberText.format(height))</constraint>
        </constraints></collectionViewCell>
        """
    }

    private func assertFrame(_ p: LaidOutScene, _ id: String, _ want: Rect, file: StaticString = #filePath, line: UInt = #line) {
        let f = p.geometry(id).frame
        for (got, expected, name) in [(f.minX, want.minX, "x"), (f.minY, want.minY, "y"), (f.width, want.width, "width"), (f.height, want.height, "height")] {
            XCTAssertEqual(got, expected, accuracy: 1e-9, "\(id).\(name) of \(f)", file: file, line: line)
        }
    }

    /// The flow layout's defaults (itemSize 50 × 50, both spacings 10, no section inset): five
    /// items fit 320 pt (5 × 50 + 4 × 10 = 290), the 30 pt left spread over the 4 gaps; the
    /// sixth wraps one line down (50 + 10), and the last line keeps the grid of the first.
    func testTheDefaultsFillAndJustifyLines() throws {
        let p = try collection("", "<section>\(cells(1...7))</section>")
        let gap = 10 + (320 - 290) / 4.0
        for k in 0..<5 { assertFrame(p, "i\(k + 1)", Rect(x: Double(k) * (50 + gap), y: 0, width: 50, height: 50)) }
        assertFrame(p, "i6", Rect(x: 0, y: 60, width: 50, height: 50))
        assertFrame(p, "i7", Rect(x: 50 + gap, y: 60, width: 50, height: 50))
        assertFrame(p, "i7.contentView", Rect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(p.layout.contentSizes[p.index("cv")], Size(width: 320, height: 110))
        XCTAssertEqual(p.scene.nodes[p.index("cv")].kind.className, "UICollectionView")
        XCTAssertEqual(p.scene.nodes[p.index("i1")].kind.className, "UICollectionViewCell")
    }

    /// Spacings and the section inset: each section's lines sit inside its inset, the next
    /// section below the last's bottom inset. 300 − 8 − 12 = 280 pt lines hold three 80 pt items
    /// 6 apart (252), 28 pt spread over 2 gaps; lines are 4 pt apart.
    func testSectionsSitInsideTheirInsets() throws {
        let p = try collection(#"itemSize="80 40" minimumInteritemSpacing="6" minimumLineSpacing="4" sectionInset="5 8 7 12""#, width: 300,
                               "<section>\(cells(1...4))</section><section>\(cells(5...5))</section>")
        let gap = 6 + (280 - 252) / 2.0
        assertFrame(p, "i1", Rect(x: 8, y: 5, width: 80, height: 40))
        assertFrame(p, "i3", Rect(x: 8 + 2 * (80 + gap), y: 5, width: 80, height: 40))
        assertFrame(p, "i4", Rect(x: 8, y: 5 + 40 + 4, width: 80, height: 40))
        let secondTop = 5 + 40 + 4 + 40 + 7 + 5.0
        assertFrame(p, "i5", Rect(x: 8, y: secondTop, width: 80, height: 40))
        XCTAssertEqual(p.layout.contentSizes[p.index("cv")], Size(width: 300, height: secondTop + 40 + 7))
    }

    /// A line holding one item, not the last, centres it; the last line starts at the line's
    /// start, spread as if copies of its last item filled it; a line's items are centred across
    /// it. 320 pt lines: 200 | 200 + 10 + 100 = 310, and a 100 pt copy no longer fits.
    func testALoneItemIsCentredAndTheLastLineStartsAtTheStart() throws {
        let p = try collection(#"estimatedItemSize="10 10""#,
                               "<section>" + sized("a", 200, 40) + sized("b", 200, 40) + sized("c", 100, 20) + "</section>")
        assertFrame(p, "a", Rect(x: (320 - 200) / 2, y: 0, width: 200, height: 40))
        assertFrame(p, "b", Rect(x: 0, y: 50, width: 200, height: 40))
        assertFrame(p, "c", Rect(x: 200 + 10 + (320 - 310), y: 50 + (40 - 20) / 2, width: 100, height: 20))
        assertFrame(p, "cbox", Rect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(p.layout.diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
    }

    /// Interface Builder, which lays out with UIKit, stores a 250 × 250 pt prototype cell of a
    /// 414 pt collection view with a 10 pt top and bottom inset at (82, 10): one item alone on
    /// its line, with no room for a copy, is centred ((414 − 250) / 2 = 82). Kingfisher's
    /// Main.storyboard in Tests/InterfaceBuilderCorpus.
    func testALoneItemMatchesInterfaceBuildersStoredFrame() throws {
        let p = try collection(#"itemSize="250 250" sectionInset="10 0 10 0""#, width: 414, height: 736, "<section>\(cells(1...1))</section>")
        assertFrame(p, "i1", Rect(x: 82, y: 10, width: 250, height: 250))
        XCTAssertEqual(p.layout.contentSizes[p.index("cv")], Size(width: 414, height: 270))
    }

    /// An item longer than its line is centred on it, overhanging both ends, as Interface Builder
    /// stores NetNewsWire's 398 pt cells at x = 2 in a 402 pt collection view with 16 pt section
    /// insets (a 370 pt line: 16 + (370 − 398) / 2 = 2).
    func testAnItemLongerThanItsLineIsCentredOnIt() throws {
        let p = try collection(#"itemSize="398 60" sectionInset="0 16 0 16" minimumLineSpacing="10""#, width: 402, height: 874,
                               "<section>\(cells(1...2))</section>")
        assertFrame(p, "i1", Rect(x: 2, y: 0, width: 398, height: 60))
        assertFrame(p, "i2", Rect(x: 2, y: 70, width: 398, height: 60))
    }

    /// An item's own `size`, as a flow layout's delegate answers `sizeForItemAt`, takes the place
    /// of `itemSize` and of self-sizing, and its content is laid out at it. A 120 × 30 item among
    /// 50 pt ones on a full line (320 pt: 50 + 120 + 50 + 50 + 3 × 10 = 300, the 20 pt left
    /// spread over 3 gaps), centred across the line; and a self-sizing item given 100 × 20, whose
    /// box asks for 200 × 40, alone on the last line with room for copies of it, at its start.
    func testAnItemsOwnSizeTakesThePlaceOfTheLayouts() throws {
        let p = try collection("", "<section>" + cells(1...1) + #"<collectionViewCell id="own" size="120 30"/>"# + cells(3...5) + "</section>")
        let gap = 10 + 20 / 3.0
        assertFrame(p, "i1", Rect(x: 0, y: 0, width: 50, height: 50))
        assertFrame(p, "own", Rect(x: 50 + gap, y: (50 - 30) / 2, width: 120, height: 30))
        assertFrame(p, "i3", Rect(x: 50 + gap + 120 + gap, y: 0, width: 50, height: 50))
        assertFrame(p, "i5", Rect(x: 0, y: 60, width: 50, height: 50))
        let sizing = try collection(#"estimatedItemSize="10 10""#,
                                    "<section>" + sized("a", 200, 40).replacingOccurrences(of: #"id="a">"#, with: #"id="a" size="100 20">"#) + "</section>")
        assertFrame(sizing, "a", Rect(x: 0, y: 0, width: 100, height: 20))
        assertFrame(sizing, "abox", Rect(x: 0, y: 0, width: 100, height: 20))
    }

    /// With copies of a small last item the last line keeps the columns of the lines above: 3
    /// items of 60 in 200 pt at 10 (200 exactly), then one item at the first column.
    func testTheLastLineKeepsTheGrid() throws {
        let p = try collection(#"itemSize="60 60""#, width: 220, "<section>\(cells(1...5))</section>")
        // 220: three items (200), 20 pt over 2 gaps: columns at 0, 80, 160.
        assertFrame(p, "i4", Rect(x: 0, y: 70, width: 60, height: 60))
        assertFrame(p, "i5", Rect(x: 80, y: 70, width: 60, height: 60))
    }

    /// A horizontal flow: lines are columns filled top to bottom in the height less the section
    /// inset, set side by side; 130 pt columns hold two 50 pt items (110), 20 pt spread between.
    func testAHorizontalFlowFillsColumns() throws {
        let p = try collection(#"scrollDirection="horizontal" sectionInset="0 16 0 16""#, width: 320, height: 130,
                               "<section>\(cells(1...5))</section>")
        assertFrame(p, "i1", Rect(x: 16, y: 0, width: 50, height: 50))
        assertFrame(p, "i2", Rect(x: 16, y: 80, width: 50, height: 50))
        assertFrame(p, "i3", Rect(x: 16 + 60, y: 0, width: 50, height: 50))
        assertFrame(p, "i5", Rect(x: 16 + 120, y: 0, width: 50, height: 50))
        XCTAssertEqual(p.layout.contentSizes[p.index("cv")], Size(width: 16 + 3 * 50 + 2 * 10 + 16, height: 130))
    }

    /// The room for headers and footers comes before and after each section's inset: its
    /// height in a vertical layout. 50 + 5 + 50 (a line) + 7 + 20, then the next section.
    func testHeaderAndFooterReferenceSizesMakeRoom() throws {
        let p = try collection(#"headerReferenceSize="0 50" footerReferenceSize="0 20" sectionInset="5 0 7 0""#,
                               "<section>\(cells(1...1))</section><section>\(cells(2...2))</section>")
        // A lone item with room for copies of it starts at the line's start.
        assertFrame(p, "i1", Rect(x: 0, y: 50 + 5, width: 50, height: 50))
        let second = 50 + 5 + 50 + 7 + 20.0
        assertFrame(p, "i2", Rect(x: 0, y: second + 50 + 5, width: 50, height: 50))
        XCTAssertEqual(p.layout.contentSizes[p.index("cv")]?.height, 2 * second)
    }

    /// The content inset's sides shorten the lines: 320 − 2 × 20 = 280 pt holds four 50 pt items
    /// (230), 50 pt spread over 3 gaps; the content is as wide as the lines. With an estimate, an
    /// item with no constraints of its own to fit takes the estimated size.
    func testTheContentInsetShortensLinesAndAnItemWithoutConstraintsTakesTheEstimate() throws {
        let p = try collection(#"contentInset="0 20 0 20""#, "<section>\(cells(1...5))</section>")
        assertFrame(p, "i4", Rect(x: 3 * (50 + 10 + 50 / 3.0), y: 0, width: 50, height: 50))
        assertFrame(p, "i5", Rect(x: 0, y: 60, width: 50, height: 50))
        XCTAssertEqual(p.layout.contentSizes[p.index("cv")], Size(width: 280, height: 110))
        let estimated = try collection(#"estimatedItemSize="70 30""#, "<section>\(cells(1...1))</section>")
        assertFrame(estimated, "i1", Rect(x: 0, y: 0, width: 70, height: 30))
    }

    /// A self-sizing item is as small as its constraints allow, and no wider than its line: a
    /// label that would run past 300 pt wraps at the line's width and grows taller.
    func testASelfSizingItemFitsItsContentWithinTheLine() throws {
        let text = String(repeating: "Items size themselves from their constraints. ", count: 4)
        let p = try collection(#"estimatedItemSize="50 50" sectionInset="0 10 0 10""#, width: 320, """
            <section>
            <collectionViewCell id="short"><label id="s" text="Hi"/><constraints>
              <constraint>s.leading == superview.leading + 4</constraint><constraint>s.trailing == superview.trailing - 4</constraint>
              <constraint>s.top == superview.top + 4</constraint><constraint>s.bottom == superview.bottom - 4</constraint>
            </constraints></collectionViewCell>
            <collectionViewCell id="long"><label id="l" text="\(text)" numberOfLines="0"/><constraints>
              <constraint>l.leading == superview.leading</constraint><constraint>l.trailing == superview.trailing</constraint>
              <constraint>l.top == superview.top</constraint><constraint>l.bottom == superview.bottom</constraint>
            </constraints></collectionViewCell>
            </section>
            """)
        let short = p.geometry("short").frame, label = p.geometry("s").frame
        XCTAssertEqual(short.width, (((label.width + 8) * 2).rounded(.up)) / 2, accuracy: 1e-9)
        XCTAssertEqual(short.height, (((label.height + 8) * 2).rounded(.up)) / 2, accuracy: 1e-9)
        XCTAssertLessThan(short.width, 100)
        // The long label wraps at the 300 pt line and hugs its longest line, as a label with a
        // preferredMaxLayoutWidth does; both items share the (last) line, the second ending at its end.
        let long = p.geometry("long").frame
        XCTAssertLessThanOrEqual(long.width, 300)
        XCTAssertGreaterThan(long.width, 200)
        XCTAssertGreaterThan(long.height, 3 * label.height)
        XCTAssertEqual(long.minX, 10 + 300 - long.width, accuracy: 1e-9)
        XCTAssertEqual(p.geometry("l").frame.size, long.size)
    }

    /// Each item with constraints of its own is a system of its own, none of its constraints
    /// left in the scene's.
    func testEachItemIsASystemOfItsOwn() throws {
        let items = (0..<40).map { sized("c\($0)", Double(20 + $0 % 5), 30) }.joined()
        let text = "<scene width=\"320\" height=\"480\" scale=\"2\"><collectionView id=\"cv\" frame=\"superview.bounds\" estimatedItemSize=\"1 1\"><section>\(items)</section></collectionView></scene>"
        let (parsed, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: "t.xml")
        XCTAssertFalse(diagnostics.hasErrors)
        let scene = try XCTUnwrap(parsed)
        let lowered = Lowering.lower(scene, content: ContentSizes(scene, fonts: FontBook()), scale: 2)
        XCTAssertEqual(lowered.rows.count, 40)
        XCTAssertEqual(lowered.scene.constraints.count, 0)
        let layout = LayoutPass.run(lowered, viewport: scene.viewports[0], content: ContentSizes(scene, fonts: FontBook()))
        let index = { (id: String) in scene.nodes.firstIndex { $0.id == id } ?? -1 }
        for k in 0..<40 { XCTAssertEqual(layout.geometry[index("c\(k)")].frame.width, Double(20 + k % 5), "item \(k)") }
    }

    /// The cells are views under the collection view, a written subview inside the contentView.
    func testCellsAreRealViews() throws {
        let p = try collection("", #"<section><collectionViewCell id="a"><view id="dot" frame="5 5 10 10"/></collectionViewCell></section>"#)
        let parent = { (id: String) in p.scene.nodes[p.index(id)].parent }
        XCTAssertEqual(parent("dot"), p.index("a.contentView"))
        XCTAssertEqual(parent("a.contentView"), p.index("a"))
        XCTAssertEqual(parent("a"), p.index("cv"))
        assertFrame(p, "dot", Rect(x: 5, y: 5, width: 10, height: 10))
        XCTAssertTrue(p.scene.nodes[p.index("cv")].layer.masksToBounds)
    }

    /// Bad input, each at its place: a cell outside a section, a cell of the other container, a
    /// title on a collection view's section, an unknown direction, a negative spacing.
    func testMistakesAreReportedWhereTheyAre() {
        let text = """
            <scene width="320" height="480">
              <collectionView id="cv">
                <collectionViewCell id="loose"/>
                <section header="Title"><tableViewCell/></section>
              </collectionView>
              <tableView><section><collectionViewCell/></section></tableView>
              <collectionViewCell id="outside"/>
              <collectionView scrollDirection="diagonal" minimumLineSpacing="-1"/>
            </scene>
            """
        let (_, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: "t.xml")
        XCTAssertEqual(diagnostics.map(\.rendered), [
            "t.xml:3:5: error: <collectionViewCell> is not allowed inside <collectionView>",
            "t.xml:4:14: error: unknown attribute 'header' on <section>; only a table's section has a title",
            "t.xml:4:29: error: <tableViewCell> is not allowed inside <collectionView>",
            "t.xml:6:23: error: <collectionViewCell> is not allowed inside <tableView>",
            "t.xml:7:3: error: <collectionViewCell> is not allowed inside <scene>",
            "t.xml:8:19: error: invalid 'scrollDirection': unknown scroll direction 'diagonal'; use one of 'vertical', 'horizontal'",
            "t.xml:8:46: error: invalid 'minimumLineSpacing': '-1' must not be negative",
        ])
    }
}
