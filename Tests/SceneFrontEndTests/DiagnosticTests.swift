import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// Each diagnostic's exact text and place.
final class DiagnosticTests: XCTestCase {
    func testUnknownNamesSuggestTheClosestValidName() {
        assertDiagnostics("""
            <scene width="10" height="10">
              1️⃣<veiw/>
              2️⃣<UIImageView/>
              <view 3️⃣backgroundColour="red" 4️⃣hidden="true" 5️⃣masksToBounds="true"/>
              <view 6️⃣borderColor="systemGren" 7️⃣zzz="1"/>
            </scene>
            """, [
            ("1️⃣", "error: unknown element <veiw>; did you mean 'view'?"),
            ("2️⃣", "error: unknown element <UIImageView>; did you mean 'imageView'?"),
            ("3️⃣", "error: unknown attribute 'backgroundColour' on <view>; did you mean 'backgroundColor'?"),
            ("4️⃣", "error: unknown attribute 'hidden' on <view>; did you mean 'isHidden'?"),
            ("5️⃣", "error: unknown attribute 'masksToBounds' on <view>; did you mean 'clipsToBounds'?"),
            ("6️⃣", "error: invalid 'borderColor': unknown colour 'systemGren'; did you mean 'systemGreen'?"),
            ("7️⃣", "error: unknown attribute 'zzz' on <view>"),
        ])
    }

    func testMalformedValues() {
        assertDiagnostics("""
            <scene width="10" height="10">
              <view 1️⃣frame="0 0 10" 2️⃣alpha="2" 3️⃣backgroundColor="#12345" 4️⃣isHidden="yes"/>
              <view 5️⃣transform="rotate(45)" 6️⃣center="1,,2" 7️⃣borderWidth="-1" 8️⃣bounds="0 0 -5 5"/>
              <view 9️⃣transform="skew(1, 2)"/>
            </scene>
            """, [
            ("1️⃣", "error: invalid 'frame': expected four numbers 'x y width height', got '0 0 10'"),
            ("2️⃣", "error: invalid 'alpha': '2' must be between 0 and 1"),
            ("3️⃣", "error: invalid 'backgroundColor': '#12345' is not a colour; use #RRGGBB, #RRGGBBAA or a name such as 'systemBlue'"),
            ("4️⃣", "error: invalid 'isHidden': expected 'true' or 'false', got 'yes'"),
            ("5️⃣", "error: invalid 'transform': the angle '45' needs a unit: 'deg' or 'rad'"),
            ("6️⃣", "error: invalid 'center': expected two numbers 'x, y', got '1,,2'"),
            ("7️⃣", "error: invalid 'borderWidth': '-1' must not be negative"),
            ("8️⃣", "error: invalid 'bounds': width and height must not be negative in '0 0 -5 5'"),
            ("9️⃣", "error: invalid 'transform': unknown transform function 'skew'"),
        ])
    }

    func testAbsurdNumbersAreRefused() {
        let m = MarkedText(HostileInputs.absurdNumbers)
        XCTAssertEqual(diagnostics(m.source), [
            "t.xml:2:9: error: invalid 'frame': 'nan' is not a number",
            "t.xml:3:9: error: invalid 'frame': 'inf' is not a number",
            "t.xml:4:9: error: invalid 'frame': '1e308' is out of range; numbers are limited to ±10000000 (--max-magnitude)",
            "t.xml:5:9: error: invalid 'alpha': '-0.5' must be between 0 and 1",
        ])
    }

    func testDuplicateIdPointsAtTheFirst() {
        assertDiagnostics("""
            <scene width="10" height="10">
              <view 1️⃣id="a"/>
              <layer 2️⃣id="a"/>
            </scene>
            """, [("2️⃣", "error: duplicate id 'a'\nt.xml:2:9: note: first defined here")])
        let rendered = diagnostics(MarkedText("<scene width=\"10\" height=\"10\"><view id=\"a\"/><view id=\"a\"/></scene>").source)
        XCTAssertEqual(rendered, ["t.xml:1:51: error: duplicate id 'a'\nt.xml:1:37: note: first defined here"])
    }

    func testDanglingAndWrongReferences() {
        assertDiagnostics("""
            <scene width="10" height="10">
              <view id="board" frame="0 0 10 10"/>
              <layer id="l" 1️⃣frame="bord.bounds"/>
              <layer id="m" 2️⃣frame="l.bounds"/>
              <view 3️⃣frame="board.bounds"/>
              <view 4️⃣frame="owner.bounds"/>
              <view 5️⃣id="self"/>
            </scene>
            """, [
            ("1️⃣", "error: no view has the id 'bord'; did you mean 'board'?"),
            ("2️⃣", "error: 'l' is a layer; a layer's frame can follow the bounds of a view\nt.xml:3:3: note: 'l' is defined here"),
            ("3️⃣", "error: a view's frame can follow only 'superview.bounds'; 'board.bounds' needs a layer, or constraints"),
            ("4️⃣", "error: a view's frame follows 'superview.bounds', not 'owner.bounds'"),
            ("5️⃣", "error: invalid 'id': 'self' is reserved; choose another name"),
        ])
    }

    func testStructureErrors() {
        assertDiagnostics("""
            <scene width="10" height="10">
              <layer>1️⃣<view/></layer>
              <view>2️⃣text</view>
              <view>3️⃣<viewport name="v" width="1" height="1"/></view>
            </scene>
            """, [
            ("1️⃣", "error: <view> is not allowed inside <layer>; a layer can contain only layers, as CALayer cannot hold a view"),
            ("2️⃣", "error: unexpected text 'text' in <view>; scenes put every value in an attribute"),
            ("3️⃣", "error: <viewport> is not allowed inside <view>"),
        ])
        XCTAssertEqual(diagnostics("<view/>"), ["t.xml:1:1: error: the root element must be <scene> in no namespace, not <view>"])
        XCTAssertEqual(diagnostics("<scene/>"), ["t.xml:1:1: error: <scene> needs a size: 'width' and 'height', or <viewport> elements"])
        XCTAssertEqual(diagnostics(#"<scene width="1" height="1"><viewport name="v" width="1" height="1"/></scene>"#),
                       ["t.xml:1:1: error: give the size either on <scene> or as <viewport> elements, not both"])
        XCTAssertEqual(diagnostics(#"<s:scene xmlns:s="urn:x" width="1" height="1"/>"#),
                       ["t.xml:1:1: error: the root element must be <scene> in no namespace, not <scene> in the namespace 'urn:x'"])
    }

    func testFrameWithTransformIsAWarningNotAnError() {
        let m = MarkedText(#"<scene width="10" height="10"><view 1️⃣frame="0 0 4 4" transform="scale(2)"/></scene>"#)
        let (scene, diags) = parse(m.source)
        XCTAssertNotNil(scene)
        XCTAssertEqual(diags.map(\.rendered), [
            "\(m.location("1️⃣", file: "t.xml")): warning: 'frame' is undefined when 'transform' is not the identity; the frame is applied as if set before the transform, position with 'center' and 'bounds' instead"
        ])
    }

    func testEveryErrorInAFileIsReported() {
        let text = (1...50).map { "<view frame=\"bad\($0)\"/>" }.joined(separator: "\n")
        XCTAssertEqual(diagnostics("<scene width=\"1\" height=\"1\">\n" + text + "\n</scene>").count, 50)
    }

    /// libxml2 finds the place; the words are scenec's, and only the first error is shown
    /// (libxml2 goes on to report the end of the file inside <scene>, which follows from it).
    func testMalformedXMLReportsLibxml2sPlaceInScenecsWords() {
        XCTAssertEqual(diagnostics("<scene width=\"10\" height=\"10\">\n  <view id=\"a\">\n</scene>"), [
            "t.xml:3:9: error: the end tag </scene> does not match <view>, opened on line 2",
        ])
        let cases: [(String, String)] = [
            (#"<scene width="10" height="10"><view id="a" id="b"/></scene>"#, "t.xml:1:50: error: the attribute 'id' is written twice on this element"),
            (#"<scene width="10" height="10"><view id=a/></scene>"#, "t.xml:1:40: error: an attribute value must be in quotes: name=\"value\""),
            (#"<scene width="10" height="10"/><view/>"#, "t.xml:1:32: error: content after the end of the root element; a file holds one root element"),
            ("hello", "t.xml:1:1: error: the file holds no element; a scene starts with <scene>"),
            (#"<scene width="10" height="10"><view"#, "t.xml:1:36: error: the tag is not closed with '>'"),
            (#"<scene width="10" height="10"><!-- open"#, "t.xml:1:40: error: the comment is not closed with '-->'"),
            (#"<scene width="10" height="10"><label text="&nbsp;"/></scene>"#, "t.xml:1:50: error: '&nbsp;' is not an entity XML defines; write &amp; for '&'"),
        ]
        for (text, expected) in cases {
            let found = diagnostics(text)
            XCTAssertEqual(found, [expected], text)
            XCTAssertFalse(found.joined().contains("xmlParse"), "a libxml2 message: \(found)")
        }
    }

    func testLineSeventyThousandIsNamedExactly() {
        let text = "<scene width=\"10\" height=\"10\">\n" + String(repeating: "<!-- -->\n", count: 69_998) + "  <view frame=\"x\"/>\n</scene>\n"
        XCTAssertEqual(diagnostics(text), ["t.xml:70000:9: error: invalid 'frame': expected four numbers 'x y width height', got 'x'"])
    }
}
