import Foundation
@testable import SceneSnapshotTesting
import SnapshotTesting
import XCTest

/// The life of a snapshot: the first run records the reference, the next passes, and a changed
/// scene fails with a diff that shows the change. `verifySnapshot` returns what
/// `assertSnapshot` would fail with, so each stage is checked without failing this test.
final class RecordThenCompareTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "scene-snapshots-\(getpid())-\(name.filter(\.isLetter))"
        try? FileManager.default.removeItem(atPath: directory)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func scene(x: Int) -> SceneSource {
        SceneSource(xml: """
            <scene name="badge" width="120" height="80">
              <view id="badge" frame="\(x) 20 40 40" backgroundColor="systemRed" cornerRadius="20"/>
            </scene>
            """, path: "badge.xml")
    }

    private func verify(_ source: SceneSource, as strategy: Snapshotting<SceneSource, String>, record: SnapshotTestingConfiguration.Record) -> String? {
        verifySnapshot(of: source, as: strategy, named: "badge", record: record, snapshotDirectory: directory,
                       testName: "cycle")
    }

    func testEachStrategyRecordsThenPassesThenFailsOnAChangedScene() throws {
        let strategies: [(String, Snapshotting<SceneSource, String>, String)] = [
            ("svg", .svg, "svg"), ("html", .html, "html"), ("recursiveDescription", .recursiveDescription, "txt"),
            ("layout", .layout, "txt"), ("layout json", .layout(.json), "json"),
        ]
        for (name, strategy, ext) in strategies {
            try? FileManager.default.removeItem(atPath: directory)
            let recorded = verify(scene(x: 10), as: strategy, record: .missing)
            XCTAssertNotNil(recorded, "\(name): the first run records and says so")
            XCTAssertTrue(recorded?.contains("No reference was found on disk") == true, "\(name): \(recorded ?? "")")
            let reference = directory + "/cycle.badge.\(ext)"
            XCTAssertTrue(FileManager.default.fileExists(atPath: reference), "\(name): \(reference)")

            XCTAssertNil(verify(scene(x: 10), as: strategy, record: .never), "\(name): the same scene passes")

            let changed = verify(scene(x: 70), as: strategy, record: .never)
            XCTAssertNotNil(changed, "\(name): a moved view fails")
            XCTAssertTrue(changed?.contains("70") == true, "\(name): the diff shows the new position: \(changed ?? "")")
            XCTAssertTrue(changed?.contains("−") == true || changed?.contains("-") == true, "\(name): \(changed ?? "")")
        }
    }

    func testABrokenSceneRendersItsDiagnosticsNotOutput() {
        let broken = SceneSource(xml: "<scene name=\"b\" width=\"10\" height=\"10\">\n  <view frame=\"0 0 oops\"/>\n</scene>\n", path: "broken.xml")
        let result = Compiler.compile(broken)
        XCTAssertFalse(result.succeeded)
        let text = SceneRendering.failureText(result.diagnostics, "")
        XCTAssertTrue(text.hasPrefix("broken.xml:2:"), text)
        XCTAssertTrue(text.contains("error:"), text)
    }

    func testOneMarkupSnapshotNeedsOneViewport() throws {
        let twoViewports = SceneSource(xml: """
            <scene name="two">
              <viewport name="a" width="10" height="10"/>
              <viewport name="b" width="20" height="20"/>
            </scene>
            """)
        let result = Compiler.compile(twoViewports, options: CompileOptions(formats: [.svg], viewports: .all))
        XCTAssertEqual(result.artifacts.map(\.fileName), ["two.a.svg", "two.b.svg"])
        let first = Compiler.compile(twoViewports, options: CompileOptions(formats: [.svg], viewports: .first))
        XCTAssertEqual(first.artifacts.map(\.fileName), ["two.a.svg"])
        let sized = Compiler.compile(twoViewports, options: CompileOptions(formats: [.svg], viewports: .size(width: 30, height: 40)))
        XCTAssertEqual(sized.artifacts.map(\.fileName), ["two.svg"])
        XCTAssertTrue(sized.artifacts.first?.contents.contains(#"width="30" height="40""#) == true)
    }
}
