import Geometry
import Layout
import LayoutTestSupport
import XCTest

/// `<stackView>` against frames worked out by hand from UIKit's documented rules for each
/// distribution and alignment. Every stack here is 300 wide unless said otherwise, with three
/// arranged views whose intrinsic sizes are a 40×20, b 60×30 and c 50×10; a hugs at 250 and
/// the others at 251, so a is the one that stretches.
final class StackViewTests: XCTestCase {
    private func stack(_ attributes: String, width: Double = 300, height: Double = 100, views: String? = nil) throws -> LaidOutScene {
        try LaidOutScene("""
            <scene width="400" height="300">
              <stackView id="s" frame="0 0 \(NumberText.format(width)) \(NumberText.format(height))" \(attributes)>
            \(views ?? """
                <view id="a" intrinsicSize="40 20"/>
                <view id="b" intrinsicSize="60 30" contentHuggingPriority="251 251"/>
                <view id="c" intrinsicSize="50 10" contentHuggingPriority="251 251"/>
            """)
              </stackView>
            </scene>
            """)
    }

    private func assertFrames(_ p: LaidOutScene, _ expected: [String: Rect], accuracy: Double = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
        for (id, rect) in expected.sorted(by: { $0.key < $1.key }) {
            let f = p.geometry(id).frame
            for (got, want, what) in [(f.minX, rect.minX, "x"), (f.minY, rect.minY, "y"), (f.width, rect.width, "width"), (f.height, rect.height, "height")] {
                XCTAssertEqual(got, want, accuracy: accuracy, "\(id).\(what) of \(f)", file: file, line: line)
            }
        }
        XCTAssertEqual(p.layout.diagnostics.map(\.rendered), [], file: file, line: line)
    }

    // MARK: - Distribution

    func testFillStretchesTheViewThatHugsLeast() throws {
        // 300 − (40 + 60 + 50) − 2 × 10 = 130 more for a; alignment fill: every height is 100.
        let p = try stack(#"spacing="10""#)
        assertFrames(p, ["a": Rect(x: 0, y: 0, width: 170, height: 100), "b": Rect(x: 180, y: 0, width: 60, height: 100),
                         "c": Rect(x: 250, y: 0, width: 50, height: 100)])
    }

    func testFillShrinksTheViewThatResistsCompressionLeast() throws {
        // 150 + 20 needed in 140: the 30 comes out of b, whose resistance is lowest.
        let p = try stack(#"spacing="10""#, width: 140, views: """
                <view id="a" intrinsicSize="40 20"/>
                <view id="b" intrinsicSize="60 30" contentHuggingPriority="251 251" contentCompressionResistancePriority="740 750"/>
                <view id="c" intrinsicSize="50 10" contentHuggingPriority="251 251"/>
            """)
        assertFrames(p, ["a": Rect(x: 0, y: 0, width: 40, height: 100), "b": Rect(x: 50, y: 0, width: 30, height: 100),
                         "c": Rect(x: 90, y: 0, width: 50, height: 100)])
    }

    func testFillEquallyGivesEveryViewTheSameLength() throws {
        // (320 − 2 × 10) / 3 = 100 each, whatever they hug.
        let p = try stack(#"spacing="10" distribution="fillEqually""#, width: 320)
        assertFrames(p, ["a": Rect(x: 0, y: 0, width: 100, height: 100), "b": Rect(x: 110, y: 0, width: 100, height: 100),
                         "c": Rect(x: 220, y: 0, width: 100, height: 100)])
    }

    func testFillProportionallySharesTheLengthByIntrinsicSize() throws {
        // 320 − 2 × 10 = 300 shared 40 : 60 : 100, so 60, 90 and 150.
        let p = try stack(#"spacing="10" distribution="fillProportionally""#, width: 320, views: """
                <view id="a" intrinsicSize="40 20"/>
                <view id="b" intrinsicSize="60 30"/>
                <view id="c" intrinsicSize="100 10"/>
            """)
        assertFrames(p, ["a": Rect(x: 0, y: 0, width: 60, height: 100), "b": Rect(x: 70, y: 0, width: 90, height: 100),
                         "c": Rect(x: 170, y: 0, width: 150, height: 100)])
    }

    func testEqualSpacingKeepsSizesAndSharesTheRestBetweenTheGaps() throws {
        // 320 − (40 + 60 + 100) = 120: two gaps of 60.
        let p = try stack(#"spacing="10" distribution="equalSpacing""#, width: 320, views: """
                <view id="a" intrinsicSize="40 20"/>
                <view id="b" intrinsicSize="60 30"/>
                <view id="c" intrinsicSize="100 10"/>
            """)
        assertFrames(p, ["a": Rect(x: 0, y: 0, width: 40, height: 100), "b": Rect(x: 100, y: 0, width: 60, height: 100),
                         "c": Rect(x: 220, y: 0, width: 100, height: 100)])
    }

    func testEqualCenteringSpacesTheCentresEvenly() throws {
        // Centres at 20 and 320 − 50 = 270, so b's is at 145: x = 115.
        let p = try stack(#"spacing="10" distribution="equalCentering""#, width: 320, views: """
                <view id="a" intrinsicSize="40 20"/>
                <view id="b" intrinsicSize="60 30"/>
                <view id="c" intrinsicSize="100 10"/>
            """)
        assertFrames(p, ["a": Rect(x: 0, y: 0, width: 40, height: 100), "b": Rect(x: 115, y: 0, width: 60, height: 100),
                         "c": Rect(x: 220, y: 0, width: 100, height: 100)])
    }

    func testEqualCenteringGivesWayToTheSpacing() throws {
        // Centres at 20 and 175 would put b's at 97.5, so b at 47.5, only 7.5 after a: the spacing
        // (required) wins over even centres (150), so b starts at a's end + 10 and c keeps the end.
        let p = try stack(#"spacing="10" distribution="equalCentering""#, width: 180, views: """
                <view id="a" intrinsicSize="40 20"/>
                <view id="b" intrinsicSize="100 30"/>
                <view id="c" intrinsicSize="10 10"/>
            """)
        XCTAssertEqual(p.geometry("b").frame.minX, 50, accuracy: 1e-6)
        XCTAssertEqual(p.geometry("c").frame.maxX, 180, accuracy: 1e-6)
    }

    // MARK: - Alignment

    private let stretchedWidths = [("a", 0.0, 170.0), ("b", 180, 60), ("c", 250, 50)]

    private func assertAlignment(_ alignment: String, ys: [Double], heights: [Double], file: StaticString = #filePath, line: UInt = #line) throws {
        let p = try stack(#"spacing="10" alignment="\#(alignment)""#)
        var expected: [String: Rect] = [:]
        for ((id, x, w), (y, h)) in zip(stretchedWidths, zip(ys, heights)) { expected[id] = Rect(x: x, y: y, width: w, height: h) }
        assertFrames(p, expected, file: file, line: line)
    }

    func testAlignmentTopAndLeadingPinTheTops() throws {
        try assertAlignment("top", ys: [0, 0, 0], heights: [20, 30, 10])
        try assertAlignment("leading", ys: [0, 0, 0], heights: [20, 30, 10])
    }

    func testAlignmentCenterCentresEachView() throws {
        try assertAlignment("center", ys: [40, 35, 45], heights: [20, 30, 10])
    }

    func testAlignmentBottomAndTrailingPinTheBottoms() throws {
        try assertAlignment("bottom", ys: [80, 70, 90], heights: [20, 30, 10])
        try assertAlignment("trailing", ys: [80, 70, 90], heights: [20, 30, 10])
    }

    func testAlignmentFillGivesEveryViewTheStacksHeight() throws {
        try assertAlignment("fill", ys: [0, 0, 0], heights: [100, 100, 100])
    }

    func testVerticalStackAlignsAcrossItsWidth() throws {
        // Vertical, 200 wide and 300 tall; b hugs least vertically, so it takes the extra height:
        // 300 − (20 + 30 + 10) − 2 × 8 = 224 more.
        let views = """
                <view id="a" intrinsicSize="40 20" contentHuggingPriority="251 251"/>
                <view id="b" intrinsicSize="60 30"/>
                <view id="c" intrinsicSize="50 10" contentHuggingPriority="251 251"/>
            """
        let center = try stack(#"axis="vertical" spacing="8" alignment="center""#, width: 200, height: 300, views: views)
        assertFrames(center, ["a": Rect(x: 80, y: 0, width: 40, height: 20), "b": Rect(x: 70, y: 28, width: 60, height: 254),
                              "c": Rect(x: 75, y: 290, width: 50, height: 10)])
        let trailing = try stack(#"axis="vertical" spacing="8" alignment="trailing""#, width: 200, height: 300, views: views)
        assertFrames(trailing, ["a": Rect(x: 160, y: 0, width: 40, height: 20), "c": Rect(x: 150, y: 290, width: 50, height: 10)])
    }

    func testFirstBaselineAlignsTheFirstLines() throws {
        // DejaVu Sans: ascender 1901 and descender 483 of 2048 units. A one-line label is
        // ceil(ascent + descent) tall with its line centred, so its baseline lies at
        // (height − (ascent + descent)) / 2 + ascent: 15.8853 at 17 pt (20 tall) and 31.7706 at
        // 34 pt (40 tall). The stack hugs the pair, 40 tall, and the small label sits 15.8853 lower.
        let p = try LaidOutScene("""
            <scene width="400" height="300">
              <stackView id="s" spacing="8" alignment="firstBaseline">
                <label id="small" text="Small" font="DejaVu Sans 17"/>
                <label id="large" text="Large" font="DejaVu Sans 34"/>
              </stackView>
              <constraints>
                <constraint>s.leading == superview.leading</constraint>
                <constraint>s.top == superview.top</constraint>
              </constraints>
            </scene>
            """)
        func baseline(_ size: Double, height: Double) -> Double {
            let ascent = 1901.0 / 2048 * size, descent = 483.0 / 2048 * size
            return (height - (ascent + descent)) / 2 + ascent
        }
        let smallTop = baseline(34, height: 40) - baseline(17, height: 20)
        XCTAssertEqual(p.geometry("large").frame.minY, 0, accuracy: 1e-6)
        XCTAssertEqual(p.geometry("small").frame.minY, smallTop, accuracy: 1e-6)
        XCTAssertEqual(smallTop, 15.8853, accuracy: 1e-4)
        XCTAssertEqual(p.geometry("s").frame.height, 40, accuracy: 1e-6)
        XCTAssertEqual(p.layout.diagnostics.map(\.rendered), [])
    }

    func testBaselineAlignmentInAVerticalStackFillsWithAWarning() throws {
        let p = try LaidOutScene("""
            <scene width="400" height="300">
              <stackView id="s" frame="0 0 200 100" axis="vertical" alignment="lastBaseline">
                <view id="a" intrinsicSize="40 20"/>
              </stackView>
            </scene>
            """)
        XCTAssertEqual(p.geometry("a").frame.width, 200)
        XCTAssertEqual(p.layout.diagnostics.map(\.rendered), [
            "t.xml:2:57: warning: 'lastBaseline' aligns the views of a horizontal stack; 's' is vertical, so its views fill its width"
        ])
    }

    // MARK: - Hidden views, custom spacing, margins

    func testAHiddenViewCollapsesAndItsGapCloses() throws {
        // b is hidden: 0 wide, halfway across the one gap of 10 that remains, so a gets
        // 300 − 50 − 10 = 240.
        let p = try stack(#"spacing="10""#, views: """
                <view id="a" intrinsicSize="40 20"/>
                <view id="b" intrinsicSize="60 30" contentHuggingPriority="251 251" isHidden="true"/>
                <view id="c" intrinsicSize="50 10" contentHuggingPriority="251 251"/>
            """)
        assertFrames(p, ["a": Rect(x: 0, y: 0, width: 240, height: 100), "b": Rect(x: 245, y: 0, width: 0, height: 100),
                         "c": Rect(x: 250, y: 0, width: 50, height: 100)])
    }

    /// A hidden view that ends a stack sits half a gap past the last visible view, outside the
    /// stack, whose end is that view's (`openfoodfacts/ProductAddViewController.storyboard`
    /// stores such a label 4 pt past its neighbour in a stack of 8 pt spacing); one that starts
    /// it sits at the first visible view's start.
    func testHiddenViewsAtTheEndsOfAFillStack() throws {
        let p = try stack(#"spacing="8""#, views: """
                <view id="first" intrinsicSize="10 10" isHidden="true"/>
                <view id="a" intrinsicSize="40 20" contentHuggingPriority="249 251"/>
                <view id="b" intrinsicSize="50 10" contentHuggingPriority="251 251"/>
                <view id="last" intrinsicSize="10 10" isHidden="true"/>
            """)
        assertFrames(p, ["first": Rect(x: 0, y: 0, width: 0, height: 100), "a": Rect(x: 0, y: 0, width: 242, height: 100),
                         "b": Rect(x: 250, y: 0, width: 50, height: 100), "last": Rect(x: 304, y: 0, width: 0, height: 100)])
    }

    func testHiddenViewsAtTheEndsTakeNoGap() throws {
        let p = try stack(#"spacing="10" distribution="equalSpacing""#, width: 320, views: """
                <view id="first" intrinsicSize="10 10" isHidden="true"/>
                <view id="a" intrinsicSize="40 20"/>
                <view id="b" intrinsicSize="60 30"/>
                <view id="last" intrinsicSize="10 10" isHidden="true"/>
            """)
        // Two visible views: a at the start, b at the end, one gap of 220.
        assertFrames(p, ["a": Rect(x: 0, y: 0, width: 40, height: 100), "b": Rect(x: 260, y: 0, width: 60, height: 100)])
        XCTAssertEqual(p.geometry("first").frame.width, 0)
        XCTAssertEqual(p.geometry("last").frame.width, 0)
    }

    func testCustomSpacingAfterAView() throws {
        // 20 after a, 10 after b: a gets 300 − 110 − 30 = 160.
        let p = try stack(#"spacing="10""#, views: """
                <view id="a" intrinsicSize="40 20" spacingAfter="20"/>
                <view id="b" intrinsicSize="60 30" contentHuggingPriority="251 251"/>
                <view id="c" intrinsicSize="50 10" contentHuggingPriority="251 251"/>
            """)
        assertFrames(p, ["a": Rect(x: 0, y: 0, width: 160, height: 100), "b": Rect(x: 180, y: 0, width: 60, height: 100),
                         "c": Rect(x: 250, y: 0, width: 50, height: 100)])
    }

    func testLayoutMarginsRelativeArrangementInsetsTheViews() throws {
        // Margins 10 20 10 20: 260 × 80 inside; a gets 260 − 110 − 20 = 130.
        let p = try stack(#"spacing="10" isLayoutMarginsRelativeArrangement="true" layoutMargins="10 20 10 20""#)
        assertFrames(p, ["a": Rect(x: 20, y: 10, width: 130, height: 80), "b": Rect(x: 160, y: 10, width: 60, height: 80),
                         "c": Rect(x: 230, y: 10, width: 50, height: 80)])
    }

    func testMarginsDefaultToEightPoints() throws {
        let p = try stack(#"isLayoutMarginsRelativeArrangement="true""#, views: #"<view id="a" intrinsicSize="40 20"/>"#)
        assertFrames(p, ["a": Rect(x: 8, y: 8, width: 284, height: 84)])
    }

    // MARK: - Nesting and mixing with the scene's constraints

    func testStacksNestAndMixWithHandWrittenConstraints() throws {
        // A vertical stack pinned by the scene's constraints (top, sides; its height hugs), holding
        // two rows; a hand-written constraint fixes the first row's icon at 44 wide.
        let p = try LaidOutScene("""
            <scene width="320" height="480">
              <stackView id="list" axis="vertical" spacing="8">
                <stackView id="row1" spacing="12" alignment="center">
                  <view id="icon1" intrinsicSize="29 29" contentHuggingPriority="750 750"/>
                  <view id="title1" intrinsicSize="100 20"/>
                </stackView>
                <stackView id="row2" spacing="12" alignment="center">
                  <view id="icon2" intrinsicSize="29 29" contentHuggingPriority="750 750"/>
                  <view id="title2" intrinsicSize="100 40"/>
                </stackView>
              </stackView>
              <constraints>
                <constraint>list.top == superview.top + 20</constraint>
                <constraint>list.leading == superview.leading + 16</constraint>
                <constraint>list.trailing == superview.trailing - 16</constraint>
                <constraint>icon1.width == 44</constraint>
              </constraints>
            </scene>
            """)
        // Rows fill the list's 288 width; row heights hug their tallest view (29, 40).
        assertFrames(p, [
            "list": Rect(x: 16, y: 20, width: 288, height: 29 + 8 + 40),
            "row1": Rect(x: 0, y: 0, width: 288, height: 29), "row2": Rect(x: 0, y: 37, width: 288, height: 40),
            "icon1": Rect(x: 0, y: 0, width: 44, height: 29), "title1": Rect(x: 56, y: 4.5, width: 232, height: 20),
            "icon2": Rect(x: 0, y: 5.5, width: 29, height: 29), "title2": Rect(x: 41, y: 0, width: 247, height: 40),
        ])
    }

    func testAConflictWithAGeneratedConstraintNamesIt() throws {
        let p = try LaidOutScene("""
            <scene width="400" height="300">
              <stackView id="s" frame="0 0 100 50">
                <view id="a" intrinsicSize="40 20"/>
              </stackView>
              <constraints><constraint>a.width == 150</constraint></constraints>
            </scene>
            """)
        let messages = p.layout.diagnostics.map(\.rendered).joined(separator: "\n")
        // The stack's constraints come after the scene's, so one of them is the one broken.
        XCTAssertTrue(messages.contains("t.xml:2:3: warning: unable to simultaneously satisfy constraints; breaking 'UISV-canvas-connection: s.trailing == a.trailing'"), messages)
        XCTAssertTrue(messages.contains("conflicts with 'a.width == 150'"), messages)
    }

    func testGeneratedConstraintsCarryUIKitIdentifiers() throws {
        let p = try stack(#"spacing="10" alignment="center""#)
        let listed = Set(p.layout.generatedConstraints.compactMap(\.identifier))
        XCTAssertEqual(listed, ["UISV-ambiguity-suppression", "UISV-alignment", "UISV-canvas-connection", "UISV-spacing",
                                "UISV-spanning-boundary", "UISV-spanning-fit"])
        XCTAssertTrue(p.layout.generatedConstraints.map(\.text).contains("UISV-spacing: b.leading == a.trailing + 10"))
    }
}
