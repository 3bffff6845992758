import Foundation
import TestSupport
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import SceneFrontEnd

/// docs/scene.xsd, the schema editors use, says what the front end accepts: no more, no less.
final class XMLSchemaTests: XCTestCase {
    private let schemaPath = Repository.path("docs/scene.xsd")

    func testTheCheckedInSchemaIsTheOneTheFrontEndPrints() throws {
        let checkedIn = try String(contentsOfFile: schemaPath, encoding: .utf8)
        XCTAssertEqual(checkedIn, SceneSchema.xmlSchema, "regenerate it: swift run scenec schema > docs/scene.xsd")
    }

    func testEveryElementAndAttributeTheFrontEndAcceptsIsDeclared() throws {
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: schemaPath))
        let declared = try document.nodes(forXPath: "/*[local-name()='schema']/*[local-name()='element']")
        var attributesByElement: [String: Set<String>] = [:]
        for case let element as XMLElement in declared {
            let name = element.attribute(forName: "name")?.stringValue ?? ""
            let attributes = try element.nodes(forXPath: ".//*[local-name()='attribute']").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
            attributesByElement[name] = Set(attributes)
        }
        XCTAssertEqual(Set(attributesByElement.keys), Set(SceneSchema.elements.map(\.name)))
        for element in SceneSchema.elements {
            XCTAssertEqual(attributesByElement[element.name], Set(element.attributes.map(\.name)), element.name)
        }
    }

    func testEverySampleValidatesWithXmllint() throws {
        let xmllint = try XCTUnwrap(Subprocess.which("xmllint"), "install libxml2-utils (bash .ci/install-deps)")
        let files = Repository.samples + (try FileManager.default.contentsOfDirectory(atPath: Repository.path("Samples/Components")))
            .filter { $0.hasSuffix(".xml") }.sorted().map { Repository.path("Samples/Components/" + $0) }
        XCTAssertGreaterThan(files.count, 20)
        let r = try Subprocess.run(xmllint, ["--noout", "--schema", schemaPath] + files)
        XCTAssertEqual(r.status, 0, r.stderr)
    }

    func testXmllintRefusesWhatTheFrontEndRefuses() throws {
        let xmllint = try XCTUnwrap(Subprocess.which("xmllint"), "install libxml2-utils (bash .ci/install-deps)")
        let dir = try Repository.temporaryDirectory("xsd")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cases = [
            #"<scene width="1" height="1"><view hiddn="true"/></scene>"#: "attribute 'hiddn': The attribute 'hiddn' is not allowed",
            #"<scene width="1" height="1"><stackView axis="diagonal"/></scene>"#: "'diagonal' is not a valid value",
            #"<scene width="1" height="1"><layer><view/></layer></scene>"#: "Element 'view': This element is not expected",
        ]
        for (text, expected) in cases.sorted(by: { $0.key < $1.key }) {
            let file = dir + "/bad.xml"
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            let r = try Subprocess.run(xmllint, ["--noout", "--schema", schemaPath, file])
            XCTAssertNotEqual(r.status, 0, text)
            XCTAssertTrue(r.stderr.contains(expected), r.stderr)
            XCTAssertFalse(diagnostics(text).isEmpty, "the front end refuses it too: \(text)")
        }
        // A component parameter may stand for any value, as the front end substitutes it first.
        let component = #"<scene width="1" height="1"><component name="C" parameters="on"><view isHidden="{on}"/></component><use component="C" id="c" on="true"/></scene>"#
        try component.write(toFile: dir + "/ok.xml", atomically: true, encoding: .utf8)
        let ok = try Subprocess.run(xmllint, ["--noout", "--schema", schemaPath, dir + "/ok.xml"])
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertEqual(diagnostics(component), [])
    }
}
