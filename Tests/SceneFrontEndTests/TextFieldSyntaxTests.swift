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

    /// `leftView` and `rightView` name views written directly inside the field: the names reach
    /// the payload scoped as ids are, the views stay the field's subviews, and a view whose mode
    /// hides it in a still scene (`never`, the default, and `whileEditing`) is made hidden.
    func testOverlayViewsAreTheFieldsOwnSubviews() throws {
        let (scene, diagnostics) = parse("""
            <scene width="100" height="100">
              <textField id="f" leftView="glass" leftViewMode="always" rightView="go" rightViewMode="whileEditing">
                <imageView id="glass" frame="0 0 20 20"/>
                <button id="go" title="Go"/>
                <view id="other" frame="0 0 5 5"/>
              </textField>
              <textField id="g" leftView="pad">
                <view id="pad" frame="0 0 8 8"/>
              </textField>
            </scene>
            """)
        XCTAssertEqual(diagnostics, [])
        let f = try XCTUnwrap(node(scene, "f"))
        XCTAssertEqual([f.textField?.leftView, f.textField?.rightView], ["glass", "go"])
        XCTAssertEqual([f.textField?.leftViewMode, f.textField?.rightViewMode], [.always, .whileEditing])
        XCTAssertEqual(f.children.count, 3, "the overlay views are the field's subviews")
        XCTAssertEqual([node(scene, "glass")?.layer.isHidden, node(scene, "go")?.layer.isHidden, node(scene, "other")?.layer.isHidden],
                       [false, true, false], "whileEditing hides the right view in a still scene")
        XCTAssertEqual(node(scene, "g")?.textField?.leftViewMode, .never, "UIKit's default mode")
        XCTAssertEqual(node(scene, "pad")?.layer.isHidden, true, "never shown")
        let shown = TextFieldProperties.ViewMode.allCases.filter { mode in
            var field = TextFieldProperties()
            (field.leftView, field.leftViewMode) = ("x", mode)
            return field.showsLeftView
        }
        XCTAssertEqual(shown, [.unlessEditing, .always])
    }

    /// A name no view directly inside the field has (none at all, the field's own ancestor, a
    /// view deeper inside), and one view named on both sides, are errors at the attribute; none
    /// traps, and the scene is refused.
    func testOverlayViewDiagnostics() {
        assertDiagnostics("""
            <scene width="100" height="100">
              <view id="box" frame="0 0 100 100">
                <textField id="a" 1️⃣leftView="nope" 2️⃣rightView="box" leftViewMode="always">
                  <view id="outer" frame="0 0 10 10"><view id="deep" frame="0 0 5 5"/></view>
                </textField>
                <textField id="b" leftView="x" 3️⃣rightView="x">
                  <view id="x" frame="0 0 10 10"/>
                </textField>
                <textField id="c" 4️⃣leftView="deep" 5️⃣leftViewMode="sometimes"/>
                <textField id="d" 6️⃣rightView="d"/>
              </view>
            </scene>
            """, [
            ("1️⃣", "error: invalid 'leftView': no view written directly inside the text field has the id 'nope'"),
            ("2️⃣", "error: invalid 'rightView': no view written directly inside the text field has the id 'box'; the view with that id is elsewhere in the scene, and a field's overlay view must be its own subview"),
            ("3️⃣", "error: invalid 'rightView': the view 'x' is the field's 'leftView' already; a view can be only one of the two"),
            ("4️⃣", "error: invalid 'leftView': no view written directly inside the text field has the id 'deep'; the view with that id is elsewhere in the scene, and a field's overlay view must be its own subview"),
            ("5️⃣", "error: invalid 'leftViewMode': unknown view mode 'sometimes'; use one of 'never', 'whileEditing', 'unlessEditing', 'always'"),
            ("6️⃣", "error: invalid 'rightView': no view written directly inside the text field has the id 'd'; the view with that id is elsewhere in the scene, and a field's overlay view must be its own subview"),
        ])
    }
}
