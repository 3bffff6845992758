import Foundation
import SceneCompiler
import TestSupport
import XCTest

/// What every document of the Interface Builder corpus (`Tests/InterfaceBuilderCorpus`) compiles
/// to, file for file as `scenec compile` writes them: each scene's SVG and HTML preview, and a
/// storyboard's map. Each is compared with its reference under
/// `__Snapshots__/CorpusMarkupSnapshotTests/`, named `testEveryDocumentsMarkup.<project>.<document>.<file>`,
/// so a change to layout, text, paint order or printing shows as a diff of real documents'
/// markup. Re-record on purpose with `SNAPSHOT_TESTING_RECORD=failed` and review with `git diff`.
final class CorpusMarkupSnapshotTests: XCTestCase {
    func testEveryDocumentsMarkup() throws {
        let corpus = "Tests/InterfaceBuilderCorpus"
        let documents = try XCTUnwrap(FileManager.default.enumerator(atPath: Repository.path(corpus))).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        XCTAssertGreaterThanOrEqual(documents.count, 50)
        var written: Set<String> = []
        var folder = ""
        for document in documents {
            // The path relative to the package, as the diagnostics and markup would name it from a
            // checkout: the same text on every machine.
            var source = SceneSource(path: corpus + "/" + document, bytes: try FuzzInputs.bytes(Repository.path(corpus + "/" + document)))
            source.loadFile = { FileManager.default.contents(atPath: Repository.path($0)).map { [UInt8]($0) } }
            let result = Compiler.compile(source)
            XCTAssertTrue(result.succeeded, document + ": " + result.diagnostics.filter { $0.severity == .error }.map(\.rendered).joined(separator: "\n"))
            XCTAssertFalse(result.artifacts.isEmpty, document)
            let prefix = document.replacingOccurrences(of: "/", with: ".")
            for artifact in result.artifacts {
                let ext = (artifact.fileName as NSString).pathExtension
                let name = prefix + "." + (artifact.fileName as NSString).deletingPathExtension
                let reference = ReferenceFile(testFile: #filePath, testName: #function, name: name, pathExtension: ext)
                folder = (reference.path as NSString).deletingLastPathComponent
                written.insert((reference.path as NSString).lastPathComponent)
                if let failure = reference.mismatch(artifact.contents) { XCTFail("\(document): \(failure)") }
            }
        }
        // A reference that no document writes any more is stale.
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for stray in present.filter({ $0.hasPrefix("testEveryDocumentsMarkup.") && !written.contains($0) }).sorted() {
            XCTFail("__Snapshots__/CorpusMarkupSnapshotTests/\(stray) comes from no corpus document; delete it")
        }
    }
}
