import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd
@testable import XMLReading

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

    /// A prolog scan cannot see past the broken declaration; the parse stops at libxml2's first
    /// fatal error, before the DOCTYPE, so nothing expands.
    func testEntityExpansionBombBehindABrokenDeclarationStopsAtTheDeclaration() {
        XCTAssertNil(XMLLoader.doctypeOffset(in: Array(HostileInputs.entityBombBehindBrokenDeclaration.utf8)))
        XCTAssertEqual(diagnostics(HostileInputs.entityBombBehindBrokenDeclaration),
                       ["t.xml:1:17: error: a quoted value is expected here, or its quote is not closed"])
    }

    func testDoctypeAfterCommentsAndDeclarationIsStillFound() {
        XCTAssertEqual(XMLLoader.doctypeOffset(in: Array("<?xml version=\"1.0\"?><!-- c --> <!DOCTYPE x>".utf8)), 32)
        XCTAssertNil(XMLLoader.doctypeOffset(in: Array("<scene/><!DOCTYPE x>".utf8)))
    }

    /// `<!-->` and `<!--->` open a comment that ends at the next `-->`, as libxml2 reads them,
    /// and so does `<?>` a processing instruction.
    func testCommentsAndInstructionsEndWhereLibxml2EndsThem() {
        XCTAssertEqual(XMLLoader.doctypeOffset(in: Array("<!--> --><!DOCTYPE x>".utf8)), 9)
        XCTAssertEqual(XMLLoader.doctypeOffset(in: Array("<!---> --><!DOCTYPE x>".utf8)), 10)
        XCTAssertEqual(XMLLoader.doctypeOffset(in: Array("<?> ?><!DOCTYPE x>".utf8)), 6)
        XCTAssertEqual(diagnostics(HostileInputs.entityBombBehindEmptyComment),
                       ["t.xml:2:1: error: a DOCTYPE is not allowed in a scene file; scenes use no DTD or entities"])
    }

    /// With the prolog scan off, libxml2's own DOCTYPE handlers still stop both readers at the
    /// DOCTYPE, before any declaration is read, and report it at its place.
    func testTheParserStopsAtAnyDoctypeWithoutThePrologScan() {
        for (text, place) in [(HostileInputs.entityBomb, "2:1"), (HostileInputs.externalEntity, "2:1"),
                              (HostileInputs.entityBombBehindEmptyComment, "2:1"), (HostileInputs.attributeListDefaults, "1:1")] {
            let loaded = XMLLoader.load(bytes: Array(text.utf8), file: "t.xml", rules: .scene(.standard), scansProlog: false)
            XCTAssertTrue(loaded.elements.isEmpty)
            XCTAssertEqual(loaded.diagnostics.map(\.rendered).first?.hasPrefix("t.xml:\(place): error:"), true, "\(loaded.diagnostics)")
        }
        let bomb = XMLLoader.load(bytes: Array(HostileInputs.entityBomb.utf8), file: "t.xml", rules: .scene(.standard), scansProlog: false)
        XCTAssertEqual(bomb.diagnostics.map(\.rendered),
                       ["t.xml:2:1: error: a DOCTYPE is not allowed in a scene file; scenes use no DTD or entities"])
    }

    /// Text split by 100,000 processing instructions and comments is joined once, in order, by
    /// both readers (a join per piece copied all the text before it each time).
    func testTextSplitByInstructionsIsJoinedInOrder() {
        let pieces = (0..<100_000).map { "w\($0 % 10)" }
        let body = pieces.enumerated().map { $0.offset % 2 == 0 ? $0.element + "<?p?>" : $0.element + "<!---->" }.joined()
        // The second id sends the document down the tree path: `&amp;` is decoded by libxml2's tree.
        for id in ["a", "a&amp;"] {
            let text = "<scene width=\"1\" height=\"1\"><view id=\"\(id)\"><constraints><constraint>" + body + "</constraint></constraints></view></scene>"
            let loaded = XMLLoader.load(bytes: Array(text.utf8), file: "t.xml", rules: .scene(.standard))
            XCTAssertEqual(loaded.elements.first { $0.name == "constraint" }?.text, pieces.joined())
        }
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

    // MARK: Encoding

    /// Scene files are UTF-8: UTF-16 (with or without a byte-order mark) would be decoded by
    /// libxml2 while scenec counts places in UTF-8, so it is refused at once; a UTF-8 mark is fine.
    func testUTF16IsRefusedAndAUTF8MarkAccepted() {
        let text = #"<scene width="10" height="10"/>"#
        let utf16 = "the file is UTF-16 (or UTF-32); scene files are UTF-8: convert it, for example with iconv -f UTF-16 -t UTF-8"
        let units = Array(text.utf16)
        let littleEndian: [UInt8] = [0xFF, 0xFE] + units.flatMap { (unit: UInt16) -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let bigEndian: [UInt8] = units.flatMap { (unit: UInt16) -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        for bytes in [littleEndian, bigEndian] {
            let (scene, diags) = SceneFrontEnd.parse(bytes: bytes, path: "t.xml")
            XCTAssertNil(scene)
            XCTAssertEqual(diags.map(\.rendered), ["t.xml:1:1: error: " + utf16])
        }
        XCTAssertNotNil(SceneFrontEnd.parse(bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8), path: "t.xml").0)
    }

    /// libxml2 ends the input at a NUL byte: a scene with content after one would compile
    /// without it. The NUL is an error at its place, wherever it is.
    func testContentAfterANulByteIsNotDropped() {
        for (text, place) in [("<scene width=\"10\" height=\"10\"/>\n\0<view/>", "2:1"),
                              ("<scene width=\"10\" height=\"10\"><view id=\"a\0b\"/></scene>", "1:42")] {
            XCTAssertEqual(diagnostics(text), ["t.xml:\(place): error: the file holds a NUL byte; scene files are text, and nothing after a NUL would be read"])
        }
    }

    /// A declaration of another encoding is refused rather than followed; UTF-8 in any case is fine.
    func testDeclaredEncodingMustBeUTF8() {
        XCTAssertEqual(diagnostics(#"<?xml version="1.0" encoding="ISO-8859-1"?><scene width="10" height="10"/>"#),
                       [#"t.xml:1:1: error: the file declares the encoding 'ISO-8859-1'; scene files are UTF-8: save it as UTF-8 and declare encoding="UTF-8", or nothing"#])
        XCTAssertEqual(diagnostics(#"<?xml version="1.0" encoding="utf-8"?><scene width="10" height="10"/>"#), [])
    }

    /// Overlong forms, surrogates and code points above U+10FFFF are not UTF-8.
    func testEveryKindOfInvalidUTF8IsFound() {
        for bad: [UInt8] in [[0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF8], [0x80], [0xE3, 0x81]] {
            let bytes = Array(#"<scene width="1" height="1"><label text=""#.utf8) + bad + Array(#""/></scene>"#.utf8)
            let (_, diags) = SceneFrontEnd.parse(bytes: bytes, path: "t.xml")
            XCTAssertEqual(diags.count, 1, "\(bad)")
            XCTAssertTrue(diags.first?.rendered.hasPrefix("t.xml:1:42: error: the file is not valid UTF-8 (bytes 0x") ?? false, "\(bad): \(diags)")
        }
        XCTAssertNotNil(SceneFrontEnd.parse(bytes: Array(#"<scene width="1" height="1"><label text="한국어 日本語 😀"/></scene>"#.utf8), path: "t.xml").0)
    }
}
