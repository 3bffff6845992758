import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// Each `ResourceLimits` bound through `SceneFrontEnd.parse(bytes:path:limits:)`: one past the
/// bound gives exactly one error, at the element or attribute that crossed it; exactly at the
/// bound the scene parses. Small limits keep the scenes readable; the defaults are the same
/// code with larger numbers.
final class ResourceLimitTests: XCTestCase {
    /// The rendered diagnostics of marked scene text parsed under `limits`.
    private func limited(_ text: String, _ limits: ResourceLimits) -> (Scene?, [String]) {
        let (scene, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: "t.xml", limits: limits)
        return (scene, diagnostics.map(\.rendered))
    }

    /// Asserts exactly one diagnostic, `text`, at the marker `1️⃣`, and no scene.
    private func assertOneError(_ marked: String, _ limits: ResourceLimits, _ text: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        let m = MarkedText(marked)
        let (scene, diagnostics) = limited(m.source, limits)
        XCTAssertNil(scene, "a scene past a limit must not be built", file: file, line: line)
        XCTAssertEqual(diagnostics, ["\(m.location("1️⃣", file: "t.xml")): error: \(text)"], file: file, line: line)
    }

    /// Asserts the text parses under `limits` without any diagnostic.
    private func assertParses(_ text: String, _ limits: ResourceLimits, file: StaticString = #filePath, line: UInt = #line) -> Scene? {
        let (scene, diagnostics) = limited(text, limits)
        XCTAssertEqual(diagnostics, [], file: file, line: line)
        XCTAssertNotNil(scene, file: file, line: line)
        return scene
    }

    // MARK: File size

    func testFileSizeIsCheckedByteForByte() {
        let text = #"<scene width="10" height="10"/>"#
        let size = text.utf8.count
        _ = assertParses(text, ResourceLimits(fileSize: size))
        assertOneError("1️⃣" + text, ResourceLimits(fileSize: size - 1),
                       "file is \(size) bytes; scenes are limited to \(size - 1) bytes (--max-file-size)")
    }

    // MARK: Depth

    /// Depth counts views and layers, the root view 0, so a limit of 4 holds four nested views
    /// and layers; the error is at the first one too deep.
    func testDepthLimit() {
        let four = #"<scene width="10" height="10"><view><view><view><layer/></view></view></view></scene>"#
        XCTAssertEqual(assertParses(four, ResourceLimits(depth: 4))?.nodes.count, 5)
        assertOneError(#"<scene width="10" height="10"><view><view><view><layer>1️⃣<layer/></layer></view></view></view></scene>"#,
                       ResourceLimits(depth: 4), "views and layers are nested more than 4 deep; the limit is 4 (--max-depth)")
    }

    /// Views at the limit may still hold constraints: `<scene>`, the views and `<constraints>`
    /// with its `<constraint>` are the deepest elements a scene within the limit needs.
    func testConstraintsInTheDeepestViewParse() {
        let text = #"<scene width="10" height="10"><view><view id="a"><constraints><constraint>a.width == 5</constraint></constraints></view></view></scene>"#
        XCTAssertEqual(assertParses(text, ResourceLimits(depth: 2))?.constraints.count, 1)
    }

    /// A file of views nested far past the limit is stopped while libxml2 parses (it never
    /// becomes a tree), with the diagnostic still at the first view too deep.
    func testDeepViewsAreStoppedWhileParsingAtTheFirstViewTooDeep() {
        let views = 10_000
        let text = #"<scene width="10" height="10">"# + String(repeating: "<view>", count: 3) + "1️⃣"
            + String(repeating: "<view>", count: views - 3) + String(repeating: "</view>", count: views) + "</scene>"
        assertOneError(text, ResourceLimits(depth: 3), "views and layers are nested more than 3 deep; the limit is 3 (--max-depth)")
    }

    /// Elements that are not views all the way down are stopped one past the deepest a scene
    /// within the limit can need (limit + 3), at that element.
    func testOtherElementsPastTheDeepestASceneNeedsAreRefused() {
        let text = #"<scene width="10" height="10"><view><constraints><x><x><x>1️⃣<x/></x></x></x></constraints></view></scene>"#
        assertOneError(text, ResourceLimits(depth: 3),
                       "elements are nested more than 6 deep, more than a scene whose views and layers nest 3 deep can need; the limit is 3 (--max-depth)")
    }

    /// The largest depth the flag accepts must be reachable, constraints in the deepest view.
    func testTheLargestAllowedDepthParses() {
        let depth = ResourceLimits.deepestAllowed
        let text = #"<scene width="10" height="10">"# + String(repeating: "<view>", count: depth - 1)
            + #"<view id="a"><constraints><constraint>a.width == 5</constraint></constraints></view>"#
            + String(repeating: "</view>", count: depth - 1) + "</scene>"
        XCTAssertEqual(assertParses(text, ResourceLimits(depth: depth))?.nodes.count, depth + 1)
        XCTAssertEqual(ResourceLimits.standard.depth, depth, "the default is the deepest whose markup renderers take")
    }

    /// Components can nest deeper than the file does; the depth after expansion counts.
    func testDepthCountsComponentsExpanded() {
        let text = """
            <scene width="10" height="10">
              <component name="Box"><view><view/></view></component>
              <view><use component="Box" id="b"/></view>
            </scene>
            """
        // view > use(b) > view > view: 4 levels after expansion, 2 in the file.
        _ = assertParses(text, ResourceLimits(depth: 4))
        let (scene, diagnostics) = limited(text, ResourceLimits(depth: 3))
        XCTAssertNil(scene)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.contains("error: views and layers are nested more than 3 deep") ?? false, "\(diagnostics)")
    }

    // MARK: Views and constraints

    /// Views and layers count alike; the root view does not.
    func testViewLimit() {
        let three = #"<scene width="10" height="10"><view><layer/></view><label/></scene>"#
        XCTAssertEqual(assertParses(three, ResourceLimits(views: 3))?.nodes.count, 4)
        assertOneError(#"<scene width="10" height="10"><view><layer/></view><label/>1️⃣<layer/></scene>"#,
                       ResourceLimits(views: 3), "the scene has more than 3 views and layers; scenes are limited to 3 (--max-views)")
    }

    func testViewLimitCountsComponentsExpanded() {
        let text = """
            <scene width="10" height="10">
              <component name="Pair"><view/><view/></component>
              <use component="Pair" id="a"/>
              <use component="Pair" id="b"/>
            </scene>
            """
        // Each use is a view holding two: six views in all, though the file writes three.
        _ = assertParses(text, ResourceLimits(views: 6))
        let (scene, diagnostics) = limited(text, ResourceLimits(views: 5))
        XCTAssertNil(scene)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.contains("error: the scene has more than 5 views and layers; scenes are limited to 5 (--max-views)") ?? false, "\(diagnostics)")
    }

    func testConstraintLimit() {
        let two = """
            <scene width="10" height="10">
              <view id="a"/>
              <constraints>
                <constraint>a.width == 1</constraint>
                <constraint>a.height == 1</constraint>
              </constraints>
            </scene>
            """
        XCTAssertEqual(assertParses(two, ResourceLimits(constraints: 2))?.constraints.count, 2)
        assertOneError("""
            <scene width="10" height="10">
              <view id="a"/>
              <constraints>
                <constraint>a.width == 1</constraint>
                <constraint>a.height == 1</constraint>
                1️⃣<constraint>a.top == 0</constraint>
              </constraints>
            </scene>
            """, ResourceLimits(constraints: 2), "the scene has more than 2 constraints; scenes are limited to 2 (--max-constraints)")
    }

    // MARK: Text

    /// Label text and button titles add up over the whole scene, in Unicode scalars: 'é' as one
    /// precomposed scalar counts one.
    func testTextLimitAddsUpLabelsAndButtons() {
        _ = assertParses(#"<scene width="10" height="10"><label text="abc"/><button title="dé"/></scene>"#, ResourceLimits(textCharacters: 5))
        assertOneError(#"<scene width="10" height="10"><label text="abc"/>1️⃣<button title="déf"/></scene>"#,
                       ResourceLimits(textCharacters: 5), "the scene has more than 5 characters of text; scenes are limited to 5 (--max-text)")
    }

    // MARK: Expressions

    func testExpressionLengthForFrameExpressions() {
        // 'a.maxX + 1' is exactly 10 characters.
        _ = assertParses(#"<scene width="10" height="10"><view id="a" frame="0 0 1 1"/><view x="a.maxX + 1" y="0" width="1" height="1"/></scene>"#,
                         ResourceLimits(expressionLength: 10))
        assertOneError(#"<scene width="10" height="10"><view id="a" frame="0 0 1 1"/><view 1️⃣x="a.maxX + 10" y="0" width="1" height="1"/></scene>"#,
                       ResourceLimits(expressionLength: 10), "the expression is 11 characters long; expressions are limited to 10 (--max-expression-length)")
    }

    func testExpressionLengthForConstraints() {
        // 'a.width == 1' is exactly 12 characters.
        let ok = """
            <scene width="10" height="10">
              <view id="a"/>
              <constraints><constraint>a.width == 1</constraint></constraints>
            </scene>
            """
        _ = assertParses(ok, ResourceLimits(expressionLength: 12))
        assertOneError("""
            <scene width="10" height="10">
              <view id="a"/>
              <constraints><constraint>1️⃣a.width == 10</constraint></constraints>
            </scene>
            """, ResourceLimits(expressionLength: 12), "the expression is 13 characters long; expressions are limited to 12 (--max-expression-length)")
    }

    // MARK: Numbers

    func testMagnitudeLimitOnBothSides() {
        _ = assertParses(#"<scene width="100" height="100"><view frame="-100 0 100 1"/></scene>"#, ResourceLimits(magnitude: 100))
        assertOneError(#"<scene width="100" height="100"><view 1️⃣frame="0 0 100.5 1"/></scene>"#, ResourceLimits(magnitude: 100),
                       "invalid 'frame': '100.5' is out of range; numbers are limited to ±100 (--max-magnitude)")
        assertOneError(#"<scene width="100" height="100"><view 1️⃣center="-101 0"/></scene>"#, ResourceLimits(magnitude: 100),
                       "invalid 'center': '-101' is out of range; numbers are limited to ±100 (--max-magnitude)")
    }

    /// Numbers inside components are parsed after expansion, under the same limit.
    func testMagnitudeLimitHoldsInsideComponents() {
        let text = """
            <scene width="100" height="100">
              <component name="Wide"><view frame="0 0 5000 1"/></component>
              <use component="Wide" id="w"/>
            </scene>
            """
        _ = assertParses(text, ResourceLimits(magnitude: 5000))
        let (scene, diagnostics) = limited(text, ResourceLimits(magnitude: 4999))
        XCTAssertNil(scene)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.contains("'5000' is out of range; numbers are limited to ±4999 (--max-magnitude)") ?? false, "\(diagnostics)")
    }

    /// NaN, infinity and a number past Double (1e309) are refused whatever the limit, even the largest.
    func testNonFiniteNumbersAreRefusedEvenWithoutAMagnitudeLimit() {
        let limits = ResourceLimits(magnitude: .greatestFiniteMagnitude)
        assertOneError(#"<scene width="10" height="10"><view 1️⃣frame="nan 0 1 1"/></scene>"#, limits, "invalid 'frame': 'nan' is not a number")
        assertOneError(#"<scene width="10" height="10"><view 1️⃣frame="0 inf 1 1"/></scene>"#, limits, "invalid 'frame': 'inf' is not a number")
        // 1e309 overflows to infinity while it is read; the message names the limit, whatever its spelling.
        let (scene, diagnostics) = limited(#"<scene width="10" height="10"><view frame="0 0 1e309 1"/></scene>"#, limits)
        XCTAssertNil(scene)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.hasPrefix("t.xml:1:37: error: invalid 'frame': '1e309' is out of range") ?? false, "\(diagnostics)")
    }
}
