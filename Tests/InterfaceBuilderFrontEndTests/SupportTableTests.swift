import Foundation
import SceneModel
import TestSupport
import XCTest
import XMLReading

@testable import InterfaceBuilderFrontEnd

/// The readers' declarations of what they read (`IBSupportTable`) classify every element and
/// attribute the public corpus (Tests/InterfaceBuilderCorpus) uses, and every attribute and
/// child of each view of a class the front end models; docs/InterfaceBuilder.md's table is the
/// one they print. `SUPPORT_TABLE_RECORD=1` writes the table into the document.
final class SupportTableTests: XCTestCase {
    static let begin = "<!-- support table: printed from the front end's declarations by SupportTableTests (SUPPORT_TABLE_RECORD=1 writes it) -->"
    static let end = "<!-- end of support table -->"

    /// How often the corpus uses each element and each attribute of each element, and what is
    /// not declared.
    struct Census {
        var elements: [String: Int] = [:]
        var attributes: [String: [String: Int]] = [:]
        var undeclared: Set<String> = []
    }

    static func census() throws -> Census {
        let folder = Repository.path("Tests/InterfaceBuilderCorpus")
        let documents = try XCTUnwrap(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        XCTAssertGreaterThanOrEqual(documents.count, 50)
        var census = Census()
        for document in documents {
            let loaded = XMLLoader.load(bytes: try FuzzInputs.bytes(folder + "/" + document), file: document, rules: .interfaceBuilder(.standard))
            XCTAssertFalse(loaded.elements.isEmpty, document)
            for index in loaded.elements.indices {
                let element = IBElement(records: loaded.elements, index: index)
                census.elements[element.name, default: 0] += 1
                if IBSupportTable.elements[element.name] == nil { census.undeclared.insert("<\(element.name)>") }
                for attribute in element.record.attributes {
                    census.attributes[element.name, default: [:]][attribute.name, default: 0] += 1
                    if IBSupportTable.status(ofAttribute: attribute.name, on: element.name) == nil {
                        census.undeclared.insert("<\(element.name) \(attribute.name)=…>")
                    }
                }
                // A modelled view's children, which `IBUnmodelled` checks by element and key.
                guard IBKinds.kind(of: element) != nil else { continue }
                if IBSupportTable.elements[element.name]?.isView != true { census.undeclared.insert("<\(element.name)> as a view") }
                for child in element.children where IBSupportTable.status(ofChild: child.name, key: child["key"], in: element.name) == nil {
                    census.undeclared.insert("<\(child.name)" + (child["key"].map { " key=\"\($0)\"" } ?? "") + "> in <\(element.name)>")
                }
            }
        }
        return census
    }

    func testEachElementIsDeclaredOnce() {
        var seen: Set<String> = []
        let twice = IBSupportTable.declarations.map(\.element).filter { !seen.insert($0).inserted }
        XCTAssertEqual(twice, [])
    }

    func testTheDeclarationsClassifyEverythingTheCorpusUsesAndTheDocsTableIsTheirs() throws {
        let census = try Self.census()
        XCTAssertGreaterThan(census.elements.count, 100)
        XCTAssertEqual(census.undeclared.sorted(), [], "elements, attributes and view children no reader declares")
        let table = Self.markdown(census)
        let path = Repository.path("docs/InterfaceBuilder.md")
        let doc = try String(contentsOfFile: path, encoding: .utf8)
        let start = try XCTUnwrap(doc.range(of: Self.begin)?.lowerBound ?? doc.range(of: "<!-- support table:")?.lowerBound, "no support table")
        let stop = try XCTUnwrap(doc.range(of: Self.end, range: start..<doc.endIndex)?.upperBound)
        if ProcessInfo.processInfo.environment["SUPPORT_TABLE_RECORD"] == "1" {
            try (doc[..<start] + table + doc[stop...]).write(toFile: path, atomically: true, encoding: .utf8)
        } else {
            XCTAssertEqual(String(doc[start..<stop]), table, "docs/InterfaceBuilder.md's support table is stale: SUPPORT_TABLE_RECORD=1 rewrites it")
        }
    }

    /// One row per element, most used first: its status, then its attributes grouped by status,
    /// each with what is lost or different.
    static func markdown(_ census: Census) -> String {
        let order = ["imported", "differs", "warned", "not read", "no effect"]
        var lines = [begin, "", "| element | uses | status | attributes |", "| --- | --- | --- | --- |"]
        for (element, count) in census.elements.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
            guard let own = IBSupportTable.elements[element] else { continue }
            var groups: [String: [String]] = [:]
            for attribute in (census.attributes[element] ?? [:]).keys.sorted() {
                guard let status = IBSupportTable.status(ofAttribute: attribute, on: element) else { continue }
                groups[status.name, default: []].append("`\(attribute)`" + (status.note.isEmpty ? "" : " (\(status.note))"))
            }
            let cells = order.compactMap { name in groups[name].map { "\(name): " + $0.joined(separator: ", ") } }.joined(separator: "; ")
            let note = own.status.note.isEmpty ? "" : " (\(own.status.note))"
            lines.append("| `\(element)` | \(count) | \(own.status.name)\(note) | \(cells) |")
        }
        return (lines + ["", end]).joined(separator: "\n")
    }
}
