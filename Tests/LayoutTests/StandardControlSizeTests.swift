import Geometry
import Layout
import LayoutTestSupport
import TestSupport
import XCTest

/// Each standard control's intrinsic size in each design era, against the table in
/// docs/Semantics.md ("Standard controls"), which gives each number's source: a control placed
/// by its leading and top edges only takes its intrinsic size, and its frame reaches past its
/// alignment rect by the insets `outsets` lists (a switch 2 pt at its trailing side, a slider
/// before iOS 26 2 pt at each side and 1 pt below, a segmented control 1 pt below: the frames
/// Interface Builder stores, docs/Semantics.md). A control without an intrinsic width (a
/// slider, a progress view) takes the width its constraints give it.
final class StandardControlSizeTests: XCTestCase {
    /// Element, era, expected frame size (nil width: none of its own, given 200 here).
    static let table: [(element: String, era: String, width: Double?, height: Double)] = [
        (#"<switch id="c"/>"#, "ios26", 63, 28),
        (#"<switch id="c"/>"#, "ios18", 51, 31),
        (#"<slider id="c"/>"#, "ios26", nil, 31),
        (#"<slider id="c"/>"#, "ios18", nil, 31),
        (#"<slider id="c"/>"#, "ios10", nil, 31),
        (#"<stepper id="c"/>"#, "ios26", 94, 32),
        (#"<stepper id="c"/>"#, "ios18", 94, 32),
        (#"<progressView id="c"/>"#, "ios26", nil, 4),
        (#"<progressView id="c"/>"#, "ios18", nil, 4),
        (#"<activityIndicatorView id="c"/>"#, "ios26", 20, 20),
        (#"<activityIndicatorView id="c"/>"#, "ios18", 20, 20),
        (#"<activityIndicatorView id="c" style="large"/>"#, "ios26", 37, 37),
        (#"<activityIndicatorView id="c" style="large"/>"#, "ios18", 37, 37),
        (#"<pageControl id="c" numberOfPages="3"/>"#, "ios26", 64, 26),
        (#"<pageControl id="c" numberOfPages="3"/>"#, "ios18", 64, 26),
        (#"<pageControl id="c"/>"#, "ios18", 0, 26),
        // Until iOS 14: three pages 39 × 37, a progress view 2 high; until iOS 13 a stepper 29
        // high and a segmented control 30 (Interface Builder documents of Xcode 7 to 11).
        (#"<pageControl id="c" numberOfPages="3"/>"#, "ios13", 39, 37),
        (#"<progressView id="c"/>"#, "ios13", nil, 2),
        (#"<stepper id="c"/>"#, "ios12", 94, 29),
        (#"<stepper id="c"/>"#, "ios13", 94, 32),
        (#"<segmentedControl id="c"/>"#, "ios12", 0, 30),
        (#"<segmentedControl id="c"/>"#, "ios26", 0, 32),
        (#"<segmentedControl id="c"/>"#, "ios18", 0, 32),
        // Interface Builder documents on GitHub store a filled "Button" as 75×35 and a filled
        // "Call" as 52.5×35; a symbol adds a 21 pt square (one line box) before the title.
        (#"<button id="c" title="Button" configuration="filled"/>"#, "ios26", 75, 35),
        (#"<button id="c" title="Button" configuration="plain"/>"#, "ios18", 75, 35),
        (#"<button id="c" title="Call" configuration="filled"/>"#, "ios18", 52.5, 35),
        (#"<button id="c" title="Call" configuration="tinted" image="symbol:phone"/>"#, "ios18", 73.5, 35),
        (#"<button id="c" configuration="gray" image="symbol:plus"/>"#, "ios18", 45, 35),
    ]

    /// How far each control's frame reaches past its alignment rect, by element and era: a
    /// switch's `51 × 31` frame holds a 49 pt wide alignment rect.
    static let outsets: [String: EdgeInsets] = [
        #"<switch id="c"/>|ios26"#: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2),
        #"<switch id="c"/>|ios18"#: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2),
        #"<slider id="c"/>|ios18"#: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2),
        #"<slider id="c"/>|ios10"#: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2),
        #"<segmentedControl id="c"/>|ios26"#: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
        #"<segmentedControl id="c"/>|ios18"#: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
        #"<segmentedControl id="c"/>|ios12"#: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
    ]

    private func placed(_ element: String, era: String, width: Double?) throws -> LaidOutScene {
        let widthConstraint = width == nil ? "<constraint>c.width == 200</constraint>" : ""
        return try LaidOutScene("""
            <scene width="400" height="300" design="\(era)">
              \(element)
              <constraints>
                <constraint>c.leading == superview.leading + 10</constraint>
                <constraint>c.top == superview.top + 20</constraint>
                \(widthConstraint)
              </constraints>
            </scene>
            """)
    }

    /// Frames Interface Builder stored for controls that only their edges place (no size
    /// constraint, not stretched by their neighbours), in documents of the corpus, read from the
    /// files themselves: the oracle for the sizes above. The `toolsVersion` says the era: 24127
    /// and later is Xcode 26 (docs/InterfaceBuilder.md, "Stored sizes of standard controls").
    static let storedFrames: [(document: String, id: String, element: String, era: String)] = [
        ("hackiftekhar--IQKeyboardManager/SpecialCase.storyboard", "41C-VU-wjc", #"<stepper id="c"/>"#, "ios26"),
        ("Juanpe--SkeletonView/Sources/Main.storyboard", "", #"<stepper id="c"/>"#, "ios18"),
        ("Ranchero-Software--NetNewsWire/Settings.storyboard", "", #"<switch id="c"/>"#, "ios26"),
        ("hackiftekhar--IQKeyboardManager/Settings.storyboard", "", #"<switch id="c"/>"#, "ios18"),
    ]

    /// The stored frame's size of the element with `id` in `document`, or of its first element
    /// of that kind when `id` is empty, and the document's `toolsVersion`.
    private func storedSize(_ document: String, id: String, kind: String) throws -> (size: Size, toolsVersion: Double) {
        let text = try String(contentsOfFile: Repository.path("Tests/InterfaceBuilderCorpus/" + document), encoding: .utf8)
        let tools = try XCTUnwrap(text.firstMatch(of: /toolsVersion="([0-9.]+)"/).flatMap { Double($0.1.split(separator: ".").first ?? "") })
        let start = try XCTUnwrap(id.isEmpty ? text.range(of: "<\(kind) ") : text.range(of: "id=\"\(id)\""))
        let frame = try XCTUnwrap(text[start.lowerBound...].firstMatch(of: /<rect key="frame" x="[-0-9.]+" y="[-0-9.]+" width="([0-9.]+)" height="([0-9.]+)"\/>/))
        return (Size(width: try XCTUnwrap(Double(frame.1)), height: try XCTUnwrap(Double(frame.2))), tools)
    }

    func testSizesAgreeWithInterfaceBuildersStoredFrames() throws {
        for row in Self.storedFrames {
            let kind = String(row.element.dropFirst().prefix { $0 != " " })
            let stored = try storedSize(row.document, id: row.id, kind: kind)
            XCTAssertEqual(stored.toolsVersion >= 24127, row.era == "ios26", "\(row.document) is of the era \(row.era)")
            // Placed by its leading and top edges only (a width given here is not constrained).
            let p = try placed(row.element, era: row.era, width: stored.size.width)
            XCTAssertEqual(p.geometry("c").frame.size, stored.size, "\(row.element) in \(row.era) against \(row.document)")
        }
    }

    func testEachControlsIntrinsicSizeInEachEra() throws {
        for row in Self.table {
            let p = try placed(row.element, era: row.era, width: row.width)
            let o = Self.outsets[row.element + "|" + row.era] ?? .zero
            // A width of its own is the frame's; one the constraints give is the alignment rect's.
            let width = row.width ?? (200 + o.left + o.right)
            let expected = Rect(x: 10 - o.left, y: 20 - o.top, width: width, height: row.height)
            XCTAssertEqual(p.geometry("c").frame, expected, "\(row.element) in \(row.era)")
            XCTAssertEqual(p.layout.diagnostics, [], "\(row.element) in \(row.era): no ambiguity")
        }
    }

    /// Segments are equal, each as wide as the widest title plus 10 pt a side since iOS 13 (7
    /// before): two segments are twice one, and a short title beside a long one takes the long
    /// one's width.
    func testASegmentedControlIsAsWideAsItsWidestTitleTimesItsSegments() throws {
        func width(_ segments: String, era: String = "ios26") throws -> Double {
            try placed(#"<segmentedControl id="c" segments="\#(segments)"/>"#, era: era, width: 0).geometry("c").frame.width
        }
        let one = try width("Month")
        XCTAssertGreaterThan(one, 20, "the title's width plus 10 pt each side")
        XCTAssertEqual(try width("Month | Month"), 2 * one)
        XCTAssertEqual(try width("Day | Month | Day"), 3 * one, "every segment as wide as the widest")
        XCTAssertEqual(try width("Day | Day"), 2 * (try width("Day")))
        XCTAssertEqual(try width("Month", era: "ios18"), one, "iOS 13 to 18 pad as iOS 26")
        XCTAssertEqual(try width("Month", era: "ios12"), one - 6, "7 pt each side until iOS 13")
    }

    /// `sizeToFit` gives a control its intrinsic size, and one without an intrinsic width keeps
    /// the width its frame had (`noIntrinsicMetric`).
    func testSizeToFitUsesTheIntrinsicSizeAndKeepsAMissingWidth() throws {
        let p = try LaidOutScene("""
            <scene width="400" height="300" design="ios18">
              <switch id="s" frame="5 6 0 0" sizeToFit="true"/>
              <slider id="l" frame="5 50 180 10" sizeToFit="true"/>
            </scene>
            """)
        XCTAssertEqual(p.geometry("s").frame, Rect(x: 5, y: 6, width: 51, height: 31))
        XCTAssertEqual(p.geometry("l").frame, Rect(x: 5, y: 50, width: 180, height: 31))
    }

    /// A control's own anchors are its alignment rect's, like any view's: a switch's alignment
    /// rect is 2 pt narrower than its 51×31 frame on the trailing side, as Interface Builder
    /// stores switches, and insets the scene gives replace that around the same 49×31 rect.
    func testAControlsAlignmentRectIsItsFrameUnlessTheSceneGivesInsets() throws {
        let own = try placed(#"<switch id="c"/>"#, era: "ios18", width: 0)
        XCTAssertEqual(own.geometry("c").frame, Rect(x: 10, y: 20, width: 51, height: 31))
        let p = try placed(#"<switch id="c" alignmentRectInsets="1 2 3 4"/>"#, era: "ios18", width: 0)
        XCTAssertEqual(p.geometry("c").frame, Rect(x: 8, y: 19, width: 55, height: 35))
    }
}
