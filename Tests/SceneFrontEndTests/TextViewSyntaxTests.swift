import Geometry
import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// `<textView>` attributes, UITextView's defaults, and what goes wrong with them.
final class TextViewSyntaxTests: XCTestCase {
    func testValuesReachTheModelAndDefaultsAreUIKits() throws {
        let (scene, diagnostics) = parse("""
            <scene width="10" height="10">
              <textView id="v" text="Notes" font="15 semibold" textColor="secondaryLabel" textAlignment="center"
                        textContainerInset="4 6 4 6" lineFragmentPadding="0" isScrollEnabled="false"/>
              <textView id="d"/>
            </scene>
            """)
        XCTAssertEqual(diagnostics, [])
        let v = try XCTUnwrap(node(scene, "v")?.textView)
        XCTAssertEqual(v.text.string, "Notes")
        XCTAssertEqual(v.text.fontSize, 15)
        XCTAssertEqual(v.text.color, SystemColor.named("secondaryLabel"))
        XCTAssertEqual(v.text.alignment, .center)
        XCTAssertEqual(v.textContainerInset, EdgeInsets(top: 4, left: 6, bottom: 4, right: 6))
        XCTAssertEqual(v.lineFragmentPadding, 0)
        XCTAssertFalse(v.isScrollEnabled)
        let d = try XCTUnwrap(node(scene, "d"))
        XCTAssertEqual(d.kind.className, "UITextView")
        XCTAssertEqual(d.textView?.textContainerInset, EdgeInsets(top: 8, left: 0, bottom: 8, right: 0), "UIKit's (8, 0, 8, 0)")
        XCTAssertEqual(d.textView?.lineFragmentPadding, 5)
        XCTAssertEqual(d.textView?.isScrollEnabled, true)
        XCTAssertEqual([d.text?.fontFamily, d.text?.fontSize.description], ["system", "17.0"], "the body style")
        XCTAssertEqual(d.text?.numberOfLines, 0)
    }

    func testDiagnostics() {
        assertDiagnostics("""
            <scene width="10" height="10">
              <textView 1️⃣lineFragmentPadding="-1" 2️⃣isScrollEnabled="no" 3️⃣textContainerInset="1 2 3"/>
              <textView 4️⃣numberOfLines="2"/>
            </scene>
            """, [
            ("1️⃣", "error: invalid 'lineFragmentPadding': '-1' must not be negative"),
            ("2️⃣", "error: invalid 'isScrollEnabled': expected 'true' or 'false', got 'no'"),
            ("3️⃣", "error: invalid 'textContainerInset': expected four numbers 'top left bottom right' or one for all, got '1 2 3'"),
            ("4️⃣", "error: unknown attribute 'numberOfLines' on <textView>"),
        ])
    }
}
