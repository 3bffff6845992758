import Geometry
import Layout
import LayoutTestSupport
import Measurement
import SceneModel
import Typesetting
import XCTest

/// `UITextView` in layout: one that does not scroll is as tall as its text at its width plus its
/// text container inset (8, 0, 8, 0), its lines 5 pt (the line fragment padding) in from each
/// side; one that scrolls has no intrinsic size. Fonts are DejaVu Sans: line height 2384/2048
/// and ascender 1901/2048 of the size.
final class TextViewLayoutTests: XCTestCase {
    private func lineHeight(_ size: Double) -> Double { 2384 / 2048 * size }
    private func pixelCeil(_ v: Double) -> Double { (v * 2).rounded(.up) / 2 }
    private static let words = "one two three four five six seven eight nine ten eleven twelve"

    /// A text view 250 wide wraps as a label 240 wide (250 less twice the padding) does, and is
    /// that many lines plus 16 high.
    func testANonScrollingTextViewSizesToItsTextAtItsWidth() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="600">
              <textView id="v" isScrollEnabled="false" font="DejaVu Sans 15" text="\(Self.words)"/>
              <label id="l" numberOfLines="0" font="DejaVu Sans 15" text="\(Self.words)"/>
              <constraints>
                <constraint>v.leading == superview.leading</constraint><constraint>v.width == 250</constraint>
                <constraint>v.top == superview.top</constraint>
                <constraint>l.leading == superview.leading</constraint><constraint>l.width == 240</constraint>
                <constraint>l.top == v.bottom</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(p.layout.diagnostics, [])
        let label = try XCTUnwrap(p.layout.text[p.index("l")]), view = try XCTUnwrap(p.layout.text[p.index("v")])
        XCTAssertGreaterThan(label.lines.count, 1)
        XCTAssertEqual(view.lines.map(\.text), label.lines.map(\.text), "the same lines at 250 − 2 × 5")
        XCTAssertEqual(p.geometry("v").bounds.height, pixelCeil(Double(view.lines.count) * lineHeight(15) + 16), accuracy: 1e-9)
        let first = try XCTUnwrap(view.lines.first)
        XCTAssertEqual(first.origin.x, 5, "the line fragment padding")
        XCTAssertEqual(first.origin.y, 8 + 1901.0 / 2048 * 15, accuracy: 1e-9, "from the top, under the 8 pt inset")
    }

    /// Insets and padding given in the scene move and narrow the text; empty text keeps one line.
    func testInsetsPaddingAndEmptyText() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="600">
              <textView id="v" frame="0 0 200 100" textContainerInset="4 10 4 10" lineFragmentPadding="0" text="Hi" font="DejaVu Sans 17"/>
              <textView id="e" isScrollEnabled="false" font="DejaVu Sans 17"/>
              <constraints>
                <constraint>e.leading == superview.leading</constraint><constraint>e.width == 100</constraint>
                <constraint>e.top == superview.top + 200</constraint>
              </constraints>
            </scene>
            """)
        let line = try XCTUnwrap(p.layout.text[p.index("v")]?.lines.first)
        XCTAssertEqual([line.origin.x, line.origin.y], [10, 4 + 1901.0 / 2048 * 17])
        XCTAssertEqual(p.geometry("e").bounds.height, pixelCeil(lineHeight(17) + 16), accuracy: 1e-9)
    }

    /// A scrolling text view (the default) has no intrinsic size.
    func testAScrollingTextViewHasNoIntrinsicSize() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="600">
              <textView id="s" frame="0 0 100 100" text="Hello"/>
              <textView id="f" frame="0 0 100 100" isScrollEnabled="false" text="Hello"/>
            </scene>
            """)
        let sizes = ContentSizes(p.scene, fonts: FontBook())
        XCTAssertNil(sizes.size(p.index("s"), fittingWidth: nil))
        XCTAssertNotNil(sizes.size(p.index("f"), fittingWidth: nil))
        XCTAssertTrue(sizes.heightDependsOnWidth(p.index("f")))
        XCTAssertEqual(p.scene.nodes[p.index("s")].layer.masksToBounds, true, "a scroll view clips")
    }
}
