import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd
@testable import XMLReading

/// The XML reader's two paths, libxml2's events (`XMLEventRecorder`) and libxml2's tree, give
/// the same records and the same diagnostics for every document: the samples and their
/// components, the fuzzers' regression inputs, the hostile inputs and random scenes. Each
/// document is read as the loader reads it and again with the event path switched off.
final class XMLReadersAgreementTests: XCTestCase {
    func testBothReadersGiveTheSameRecordsOnEveryInput() throws {
        var inputs: [(name: String, bytes: [UInt8])] = []
        let components = try FuzzInputs.files(in: "Samples/Components").filter { $0.hasSuffix(".xml") }
        for path in Repository.samples + components {
            inputs.append((path, try FuzzInputs.bytes(path)))
        }
        for target in ["frontend", "pipeline"] {
            for path in try FuzzInputs.files(in: "Tests/Fuzz/Regressions/\(target)") { inputs.append((path, try FuzzInputs.bytes(path))) }
        }
        let hostile: [(String, String)] = [
            ("external entity", HostileInputs.externalEntity), ("entity bomb", HostileInputs.entityBomb),
            ("bomb behind a broken declaration", HostileInputs.entityBombBehindBrokenDeclaration),
            ("bomb behind an empty comment", HostileInputs.entityBombBehindEmptyComment),
            ("attribute list defaults", HostileInputs.attributeListDefaults), ("deep nesting", HostileInputs.deepNesting),
            ("huge attribute", HostileInputs.hugeAttribute), ("absurd numbers", HostileInputs.absurdNumbers),
        ]
        inputs += hostile.map { ($0.0, Array($0.1.utf8)) }
        inputs.append(("invalid UTF-8", HostileInputs.invalidUTF8))
        inputs += Self.tricky.enumerated().map { ("tricky \($0.offset)", Array($0.element.utf8)) }
        inputs += (0..<40).map { ("random \($0)", Array(RandomScene.xml(seed: 0x5EED, index: $0).utf8)) }

        for (name, bytes) in inputs {
            let events = XMLLoader.load(bytes: bytes, file: "t.xml", rules: .scene(.standard))
            let tree = XMLLoader.load(bytes: bytes, file: "t.xml", rules: .scene(.standard), readsEvents: false)
            XCTAssertEqual(Self.describe(events), Self.describe(tree), name)
        }
    }

    /// Without this, the agreement above could hold because the event path gave up on everything.
    func testTheEventPathReadsEverySample() throws {
        for path in Repository.samples {
            let bytes = try FuzzInputs.bytes(path)
            guard case .counts(let startTags, let attributes, _) = StartTagScanner.survey(bytes, attributeLimit: StartTagScanner.maximumAttributes) else {
                return XCTFail("\(path): a crowded tag")
            }
            var table = LineTable(bytes: bytes, file: "t.xml")
            let records = bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    XMLEventRecorder.records($0, bytes: bytes, tags: (startTags, attributes), table: &table, rules: .scene(.standard))
                }
            }
            XCTAssertNotNil(records, "\(path) is read from libxml2's events")
        }
    }

    /// Documents where the paths could part: comments and instructions splitting text, CDATA,
    /// references, namespaces, blank text, a DOCTYPE, a document cut short.
    private static let tricky = [
        #"<scene width="10" height="10"><constraints><constraint>a.top == b<!-- c -->.top</constraint></constraints></scene>"#,
        #"<scene width="10" height="10"><constraints><constraint>a.top<?pi x?> == b.top</constraint></constraints></scene>"#,
        #"<scene width="10" height="10"><constraints><constraint><![CDATA[a.top == b.top]]></constraint></constraints></scene>"#,
        #"<scene width="10" height="10"><label text="a &amp; b &#x41;"/></scene>"#,
        #"<scene xmlns:x="urn:x" width="10" height="10"><x:view/></scene>"#,
        "<scene width=\"10\" height=\"10\">\n  \n  <view/>\n\t</scene>",
        #"<!DOCTYPE scene><scene width="10" height="10"/>"#,
        #"<scene width="10" height="10"><view>"#,
        #"<scene width="10" height="10" width="20"/>"#,
        #"<scene width="10" height="10"><view xml:id="a"/></scene>"#,
    ]

    private static func describe(_ result: XMLLoader.Result) -> [String] {
        result.elements.map { e in
            let attributes = e.attributes.map { "\($0.name)=\($0.value)@\($0.location)" }.joined(separator: " ")
            return "\(e.name)@\(e.location) parent=\(e.parent.map(String.init) ?? "-") children=\(e.children) ns=\(e.namespaceURI ?? "-") "
                + "text=\(e.text ?? "-")@\(e.textLocation) scope=\(e.scope) [\(attributes)]"
        } + result.diagnostics.map(\.rendered)
    }
}
