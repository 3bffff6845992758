import Foundation
import SceneCompiler
import TestSupport
import XCTest

/// Every input the XML fuzz targets ever broke (Tests/Fuzz/Regressions/frontend and /pipeline),
/// run through the same checks the targets run, plus the samples they start from: each must
/// end in diagnostics or a clean result with every property intact, never a trap.
final class FuzzRegressionTests: XCTestCase {
    func testFrontEndRegressionsAndSamplesHoldEveryProperty() throws {
        let inputs = try FuzzInputs.files(in: "Tests/Fuzz/Regressions/frontend") + Repository.samples
        for path in inputs {
            let bytes = try FuzzInputs.bytes(path)
            XCTAssertEqual(FrontEndFuzzCheck.violations(bytes, loadFile: { FuzzComponentLibrary.load($0) }), [], path)
        }
    }

    func testPipelineRegressionsAndSamplesHoldEveryProperty() throws {
        let inputs = try FuzzInputs.files(in: "Tests/Fuzz/Regressions/pipeline") + Repository.samples
        for path in inputs {
            let bytes = try FuzzInputs.bytes(path)
            XCTAssertEqual(PipelineFuzzCheck.violations(bytes, loadFile: { FuzzComponentLibrary.load($0) }), [], path)
        }
    }

    /// Random scenes with controls, tables, cells and bars (`RandomScene`) hold every pipeline
    /// property and compile without errors; across the seed's scenes every kind the kit draws
    /// from shows up, so a change to the generator that stops reaching one fails here.
    func testRandomScenesWithControlsTablesAndBarsHoldEveryProperty() {
        var seen = Set<String>()
        for i in 0..<60 {
            let xml = RandomScene.xml(seed: 0xF022, index: i)
            for kind in ["<switch", "<slider", "<stepper", "<segmentedControl", "<textField", "<tableViewCell", "accessoryView=",
                         "leftView=", "<navigationBar", "<toolbar", "<tabBar"] where xml.contains(kind) { seen.insert(kind) }
            let bytes = Array(xml.utf8)
            XCTAssertEqual(PipelineFuzzCheck.violations(bytes, loadFile: { FuzzComponentLibrary.load($0) }), [], "random scene \(i)")
            let result = Compiler.compile(SceneSource(path: "random\(i).xml", bytes: bytes))
            XCTAssertFalse(result.diagnostics.contains { $0.severity == .error }, "random scene \(i): \(result.diagnostics.map(\.rendered))")
        }
        XCTAssertEqual(seen.count, 11, "kinds reached: \(seen.sorted())")
    }

    /// The Interface Builder target's regressions and every corpus document it starts from.
    func testInterfaceBuilderRegressionsAndCorpusHoldEveryProperty() throws {
        let corpus = Repository.root + "/Tests/InterfaceBuilderCorpus"
        let documents = (FileManager.default.enumerator(atPath: corpus)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted().map { corpus + "/" + $0 }
        XCTAssertGreaterThan(documents.count, 80)
        for path in try FuzzInputs.files(in: "Tests/Fuzz/Regressions/interfacebuilder") + documents {
            XCTAssertEqual(InterfaceBuilderFuzzCheck.violations(try FuzzInputs.bytes(path)), [], path)
        }
    }

    /// The markup check itself: it must see what it is there to see.
    func testTheMarkupCheckCatchesScriptsHandlersAndNonFiniteNumbers() {
        let script = MarkupProperties.scrollScript
        XCTAssertEqual(MarkupProperties.violations("<p title=\"inf\">nan</p><script>\(script)</script>", allowedScript: script), [])
        XCTAssertEqual(MarkupProperties.violations("<script>alert(1)</script>", allowedScript: script), ["a script at byte 0"])
        XCTAssertEqual(MarkupProperties.violations("<script>\(script)</script>", allowedScript: nil), ["a script at byte 0"])
        XCTAssertEqual(MarkupProperties.violations("<rect x=\"0\" onclick=\"f()\"/>", allowedScript: nil), ["an event handler 'onclick' at byte 12"])
        XCTAssertEqual(MarkupProperties.violations("<div style=\"left:nanpx\"></div>", allowedScript: nil), ["'nan' in 'style' at byte 12: left:nanpx"])
        XCTAssertEqual(MarkupProperties.violations("<path d=\"M0 -inf\"/>", allowedScript: nil), ["'inf' in 'd' at byte 9: m0 -inf"])
        XCTAssertEqual(MarkupProperties.violations("<a href=\"javascript:x\">", allowedScript: nil), ["a javascript: URL in 'href' at byte 9"])
    }
}
