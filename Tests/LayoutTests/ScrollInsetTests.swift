import Geometry
import Layout
import LayoutTestSupport
import SceneFrontEnd
import SceneModel
import XCTest

/// `contentInset`, `contentInsetAdjustmentBehavior` and the offset a scroll view rests at,
/// against UIKit's documented rules: the adjusted inset adds the safe area's overlap on the
/// edges the behaviour picks, and a scroll view at its start rests at `-adjustedContentInset.top`.
final class ScrollInsetTests: XCTestCase {
    /// An iPhone with a notch: 47 pt of status bar, 34 of home indicator.
    private func scene(_ element: String) throws -> LaidOutScene {
        try LaidOutScene("""
            <scene width="390" height="844" safeAreaInsets="47 0 34 0" scale="3">
            \(element)
            </scene>
            """)
    }

    private func rows(_ count: Int) -> String {
        "<section>" + (0..<count).map { #"<tableViewCell text="\#($0)"/>"# }.joined() + "</section>"
    }

    func testAFullScreenTableStartsBelowTheStatusBar() throws {
        let p = try scene(#"<tableView id="t" frame="superview.bounds">\#(rows(3))</tableView>"#)
        XCTAssertEqual(p.layout.adjustedContentInsets[p.index("t")], EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(p.geometry("t").bounds.origin, Point(x: 0, y: -47))
    }

    func testNeverLeavesTheInsetAsWrittenAndAlwaysAddsTheSafeArea() throws {
        let never = try scene(#"<tableView id="t" frame="superview.bounds" contentInset="10 0 20 0" contentInsetAdjustmentBehavior="never">\#(rows(3))</tableView>"#)
        XCTAssertEqual(never.layout.adjustedContentInsets[never.index("t")], EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(never.geometry("t").bounds.origin, Point(x: 0, y: -10))
        // A scroll view whose content fits scrolls along no axis: automatic adjusts nothing, always both.
        let fits = try scene(#"<scrollView id="s" frame="superview.bounds" contentSize="390 400"/>"#)
        XCTAssertNil(fits.layout.adjustedContentInsets[fits.index("s")])
        XCTAssertEqual(fits.geometry("s").bounds.origin, .zero)
        let always = try scene(#"<scrollView id="s" frame="superview.bounds" contentSize="390 400" contentInsetAdjustmentBehavior="always"/>"#)
        XCTAssertEqual(always.layout.adjustedContentInsets[always.index("s")], EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    /// Only the part of the safe area inside the scroll view counts: one below the status bar
    /// gets nothing at the top.
    func testOnlyTheSafeAreasOverlapCounts() throws {
        let p = try scene(#"<scrollView id="s" frame="0 60 390 784" contentSize="390 2000"/>"#)
        XCTAssertEqual(p.layout.adjustedContentInsets[p.index("s")], EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    /// `end`: the content's bottom and the bottom inset at the bounds' bottom, as a person
    /// scrolled to the end; a written point stays as written.
    func testEndShowsTheBottomOfTheContent() throws {
        let p = try scene(#"<tableView id="t" frame="superview.bounds" rowHeight="50" contentOffset="end">\#(rows(40))</tableView>"#)
        XCTAssertEqual(p.layout.contentSizes[p.index("t")]?.height, 2000)
        XCTAssertEqual(p.geometry("t").bounds.origin, Point(x: 0, y: 2000 + 34 - 844))
        let point = try scene(#"<scrollView id="s" frame="superview.bounds" contentSize="390 2000" contentOffset="0 100"/>"#)
        XCTAssertEqual(point.geometry("s").bounds.origin, Point(x: 0, y: 100))
    }

    func testMistakesAreReportedAtTheirAttribute() {
        let text = """
            <scene width="320" height="480">
              <scrollView contentOffset="middle" contentInsetAdjustmentBehavior="sometimes"/>
            </scene>
            """
        let (_, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: "t.xml")
        XCTAssertEqual(diagnostics.map(\.rendered).count, 2)
        XCTAssertTrue(diagnostics.map(\.rendered)[0].hasPrefix("t.xml:2:15: error: invalid 'contentOffset'"), diagnostics.map(\.rendered)[0])
        XCTAssertEqual(diagnostics.map(\.rendered)[1],
                       "t.xml:2:38: error: invalid 'contentInsetAdjustmentBehavior': unknown content inset adjustment behavior 'sometimes'; use one of 'automatic', 'scrollableAxes', 'never', 'always'")
    }
}
