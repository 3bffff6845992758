import Geometry
import SceneModel
import TestSupport
import Typesetting
import XCTest

@testable import SceneFrontEnd

/// `<label>`, `<button>` and `<flow>` attributes and what goes wrong with them.
final class TextAttributeTests: XCTestCase {
    func testValuesReachTheModel() throws {
        let (scene, diagnostics) = parse("""
            <scene width="10" height="10">
              <label id="l" text="Line one&#10;Line two" font="DejaVu Serif 20 bold" textColor="red" textAlignment="center"
                     numberOfLines="0" lineBreakMode="byCharWrapping"/>
              <label id="d"/>
              <button id="b" title="Send" font="13" tintColor="systemGreen" contentEdgeInsets="4 8 4 8"/>
              <flow id="f" spacing="3" lineSpacing="5"/>
            </scene>
            """)
        XCTAssertEqual(diagnostics, [])
        let l = try XCTUnwrap(node(scene, "l")?.text)
        XCTAssertEqual(l.string, "Line one\nLine two")
        XCTAssertEqual([l.fontFamily, l.fontWeight.rawValue], ["DejaVu Serif", "bold"])
        XCTAssertEqual(l.fontSize, 20)
        XCTAssertEqual(l.color, SystemColor.named("red"))
        XCTAssertEqual(l.alignment, .center)
        XCTAssertEqual(l.numberOfLines, 0)
        XCTAssertEqual(l.lineBreakMode, .byCharWrapping)
        XCTAssertEqual(node(scene, "d")?.text, .label(), "UILabel's defaults")
        XCTAssertEqual(node(scene, "d")?.view.isUserInteractionEnabled, false)
        let b = try XCTUnwrap(node(scene, "b"))
        XCTAssertEqual([b.text?.string, b.text?.fontFamily], ["Send", "system"])
        XCTAssertEqual(b.view.tintColor, SystemColor.named("systemGreen"), "a view's own tint, which its title is drawn in")
        XCTAssertEqual(b.button?.contentInsets, EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        XCTAssertEqual(b.view.isUserInteractionEnabled, true)
        XCTAssertEqual(node(scene, "f").map { [$0.flow?.itemSpacing, $0.flow?.lineSpacing] }, [3, 5])
    }

    func testDiagnostics() {
        assertDiagnostics("""
            <scene width="10" height="10">
              <label 1️⃣font="bold" 2️⃣numberOfLines="-1" 3️⃣lineBreakMode="wordWrapping" 4️⃣textAlignment="centre"/>
              <label 9️⃣textAlignment="justified"/>
              <label 5️⃣font="17 semibld" 6️⃣text="a&#127;b"/>
              <label 7️⃣font="Evil_Family! 12"/>
              <button 8️⃣text="x"/>
            </scene>
            """, [
            ("1️⃣", "error: invalid 'font': 'bold' has no font size; write it as '[family] size [weight]', such as '17', '15 semibold' or 'DejaVu Serif 20 bold'"),
            ("2️⃣", "error: invalid 'numberOfLines': expected a whole number 0 or more, got '-1'"),
            ("3️⃣", "error: invalid 'lineBreakMode': unknown line break mode 'wordWrapping'; did you mean 'byWordWrapping'?"),
            ("4️⃣", "error: invalid 'textAlignment': unknown text alignment 'centre'; did you mean 'center'?"),
            ("9️⃣", "error: invalid 'textAlignment': unknown text alignment 'justified'; use one of 'natural', 'left', 'center', 'right'"),
            ("5️⃣", "error: invalid 'font': 'semibld' is not a font weight; did you mean 'semibold'?; write it as '[family] size [weight]', such as '17', '15 semibold' or 'DejaVu Serif 20 bold'"),
            ("6️⃣", "error: invalid 'text': the text contains the control character U+7F"),
            ("7️⃣", "error: invalid 'font': 'Evil_Family!' is not a font family name; use letters, digits, spaces, '-' and '_'"),
            ("8️⃣", "error: unknown attribute 'text' on <button>; did you mean 'title'?"),
        ])
    }
}

