import Geometry
import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// `<textField>` attributes, UITextField's defaults, and what goes wrong with them.
final class TextFieldSyntaxTests: XCTestCase {
    func testValuesReachTheModel() throws {
        let (scene, diagnostics) = parse("""
            <scene width="10" height="10">
              <textField id="t" borderStyle="roundedRect" text="Hello" placeholder="Name" font="DejaVu Serif 20 bold"
                         textColor="systemRed" textAlignment="center" clearButtonMode="unlessEditing"/>
              <textField id="d"/>
              <textField id="p" placeholder="Email"/>
            </scene>
            """)
        XCTAssertEqual(diagnostics, [])
        let t = try XCTUnwrap(node(scene, "t")?.textField)
        XCTAssertEqual(t.borderStyle, .roundedRect)
        XCTAssertEqual([t.text.string, t.placeholder, t.text.fontFamily], ["Hello", "Name", "DejaVu Serif"])
        XCTAssertEqual(t.text.fontSize, 20)
        XCTAssertEqual(t.text.color, SystemColor.named("systemRed"))
        XCTAssertEqual(t.text.alignment, .center)
        XCTAssertEqual(t.clearButtonMode, .unlessEditing)
        XCTAssertTrue(t.showsClearButton)
        XCTAssertEqual(node(scene, "t")?.text?.string, "Hello", "a field with text shows its text")

        // UITextField's defaults: no border, body (17 pt system), `label`, natural, no clear button.
        let d = try XCTUnwrap(node(scene, "d"))
        XCTAssertEqual(d.kind.className, "UITextField")
        XCTAssertEqual(d.textField?.borderStyle, TextFieldProperties.BorderStyle.none)
        XCTAssertEqual(d.textField?.clearButtonMode, .never)
        XCTAssertEqual([d.text?.fontFamily, d.text?.fontSize.description], ["system", "17.0"])
        XCTAssertEqual(d.text?.color, SystemColor.named("label"))
        XCTAssertEqual(d.text?.alignment, .natural)
        XCTAssertEqual(d.view.isUserInteractionEnabled, true, "a text field takes touches")

        // An empty field shows its placeholder in `placeholderText`.
        let p = try XCTUnwrap(node(scene, "p")?.text)
        XCTAssertEqual(p.string, "Email")
        XCTAssertEqual(p.color, SystemColor.named("placeholderText"))
    }

    func testTheClearButtonShowsOnlyWithTextAndNotWhileEditing() {
        var field = TextFieldProperties()
        field.text.string = "x"
        let shown = TextFieldProperties.ViewMode.allCases.filter { mode in
            field.clearButtonMode = mode
            return field.showsClearButton
        }
        XCTAssertEqual(shown, [.unlessEditing, .always], "a still scene is never being edited")
        field.text.string = ""
        field.clearButtonMode = .always
        XCTAssertFalse(field.showsClearButton, "no text, nothing to clear")
    }

    func testDiagnostics() {
        assertDiagnostics("""
            <scene width="10" height="10">
              <textField 1️⃣borderStyle="roundRect" 2️⃣clearButtonMode="whenEditing" 3️⃣textAlignment="centre"/>
              <textField 4️⃣placeholder="a&#127;b" 5️⃣font="17 semibld"/>
              <textField 6️⃣title="x"/>
            </scene>
            """, [
            ("1️⃣", "error: invalid 'borderStyle': unknown border style 'roundRect'; did you mean 'roundedRect'?"),
            ("2️⃣", "error: invalid 'clearButtonMode': unknown view mode 'whenEditing'; did you mean 'whileEditing'?"),
            ("3️⃣", "error: invalid 'textAlignment': unknown text alignment 'centre'; did you mean 'center'?"),
            ("4️⃣", "error: invalid 'placeholder': the text contains the control character U+7F"),
            ("5️⃣", "error: invalid 'font': 'semibld' is not a font weight; did you mean 'semibold'?; write it as '[family] size [weight]', such as '17', '15 semibold' or 'DejaVu Serif 20 bold'"),
            ("6️⃣", "error: unknown attribute 'title' on <textField>; did you mean 'text'?"),
        ])
    }
}
