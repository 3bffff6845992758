import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// Inputs written to hurt: each must end in a diagnostic, quickly, without a crash.
final class HostileInputTests: XCTestCase {
    func testExternalEntityIsRefusedBeforeAnythingIsRead() {
        XCTAssertEqual(diagnostics(HostileInputs.externalEntity),
                       ["t.xml:2:1: error: a DOCTYPE is not allowed in a scene file; scenes use no DTD or entities"])
    }

    func testEntityExpansionBombIsRefused() {
        XCTAssertEqual(diagnostics(HostileInputs.entityBomb),
                       ["t.xml:2:1: error: a DOCTYPE is not allowed in a scene file; scenes use no DTD or entities"])
    }

    func testDoctypeAfterCommentsAndDeclarationIsStillFound() {
        XCTAssertEqual(XMLLoader.doctypeOffset(in: Array("<?xml version=\"1.0\"?><!-- c --> <!DOCTYPE x>".utf8)), 32)
        XCTAssertNil(XMLLoader.doctypeOffset(in: Array("<scene/><!DOCTYPE x>".utf8)))
    }

    func testHundredThousandDeepNestingStopsAtTheDepthLimit() {
        let d = diagnostics(HostileInputs.deepNesting)
        // The 101st view, the first too deep, begins at column 31 + 6 × 100.
        XCTAssertEqual(d, ["t.xml:1:631: error: views and layers are nested more than 100 deep; the limit is 100 (--max-depth)"])
    }

    func testDepthJustUnderTheLimitParses() {
        let depth = ResourceLimits.standard.depth
        let text = "<scene width=\"1\" height=\"1\">" + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</scene>"
        let (scene, diags) = parse(text)
        XCTAssertEqual(diags, [])
        XCTAssertEqual(scene?.nodes.count, depth + 1)
    }

    func testFiveMegabyteAttributeIsRefused() {
        XCTAssertEqual(diagnostics(HostileInputs.hugeAttribute),
                       ["t.xml:1:37: error: the value of 'id' is 5242880 bytes; attribute values are limited to 65536 bytes"])
    }

    func testInvalidUTF8IsRefused() {
        let (scene, diags) = SceneFrontEnd.parse(bytes: HostileInputs.invalidUTF8, path: "t.xml")
        XCTAssertNil(scene)
        XCTAssertEqual(diags.map(\.rendered), ["t.xml:1:42: error: the file is not valid UTF-8 (bytes 0xFF 0xFE 0x22 0x2F)"])
    }

    func testEmptyAndBinaryFiles() {
        XCTAssertEqual(diagnostics(""), ["t.xml:1:1: error: file is empty; a scene starts with <scene>"])
        let (scene, diags) = SceneFrontEnd.parse(bytes: [0, 1, 2, 3, 0xFF], path: "t.xml")
        XCTAssertNil(scene)
        XCTAssertTrue(diags.hasErrors)
    }

    func testMarkupInValuesIsDataNotMarkup() {
        let d = diagnostics(#"<scene width="1" height="1"><view id="&lt;script&gt;&quot;]]&gt;"/></scene>"#)
        XCTAssertEqual(d.count, 1)
        XCTAssertTrue(d[0].hasPrefix("t.xml:1:35: error: invalid 'id': '<script>\"]]>' is not a valid name"), d[0])
    }
}
