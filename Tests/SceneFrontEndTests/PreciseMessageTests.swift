import CXML2
import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd
@testable import XMLReading

/// Messages that name what is really wrong, where it is.
final class PreciseMessageTests: XCTestCase {
    func testTextInASceneIsReportedWhereItIs() {
        XCTAssertEqual(diagnostics("<scene width=\"1\" height=\"1\">\n  stray</scene>"),
                       ["t.xml:1:29: error: unexpected text 'stray' in <scene>; scenes put every value in an attribute"])
    }

    func testColumnsOnTheFirstLineDoNotCountTheByteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"<scene width="1" height="1"><veiw/></scene>"#.utf8)
        let found = SceneFrontEnd.parse(bytes: bytes, path: "t.xml").1.map(\.rendered)
        XCTAssertEqual(found, ["t.xml:1:29: error: unknown element <veiw>; did you mean 'view'?"])
    }

    func testProcessingInstructionsAreOneWarning() {
        let text = "<?xml version=\"1.0\"?>\n<scene width=\"1\" height=\"1\"><?a?>\n<view/><?b x?></scene><?c?>"
        XCTAssertEqual(diagnostics(text), ["t.xml:2:29: warning: processing instructions ('<?name …?>') are ignored; scenes use none"])
        XCTAssertEqual(diagnostics("<scene width=\"1\" height=\"1\"/>"), [])
    }

    func testANamespaceDeclarationIsRefusedLikeANamespace() {
        XCTAssertEqual(diagnostics(#"<scene width="1" height="1"><view xmlns:x="urn:x"/></scene>"#),
                       ["t.xml:1:29: error: namespaces are not used in scene files; remove the prefix or xmlns from <view>"])
    }

    func testLibxml2sErrorsInTheirOwnWords() {
        XCTAssertEqual(diagnostics(#"<scene width="1" height="1"><?p"x"?></scene>"#).first?.hasSuffix("error: the processing instruction '<?p' needs a space after its name"), true)
        XCTAssertEqual(XMLSyntaxMessage(code: Int32(XML_ERR_NO_MEMORY.rawValue), first: nil, second: nil, number: 0).text,
                       "libxml2 ran out of memory reading the file")
        XCTAssertEqual(XMLSyntaxMessage(code: Int32(XML_ERR_INVALID_CHAR.rawValue), first: nil, second: nil, number: 0xFFFE).text,
                       "a character XML does not allow: U+FFFE, a noncharacter")
        XCTAssertEqual(XMLSyntaxMessage(code: Int32(XML_ERR_INVALID_CHAR.rawValue), first: nil, second: nil, number: 0x1B).text,
                       "a character XML does not allow: U+001B, a control character")
        let noncharacter = diagnostics("<scene width=\"1\" height=\"1\">\u{FFFE}</scene>")
        XCTAssertEqual(noncharacter.count, 1)
        XCTAssertFalse(noncharacter[0].contains("control character"), noncharacter[0])
    }
}
