import Foundation
import SceneSnapshotTesting
import SnapshotTesting
import XCTest

/// Each strategy on a sample, against references recorded once and checked in under
/// __Snapshots__/SceneStrategiesTests (CI runs with SNAPSHOT_TESTING_RECORD=never).
final class SceneStrategiesTests: XCTestCase {
    /// The repository's root, found from this file's place.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func sample(_ name: String) throws -> SceneSource {
        try SceneSource(contentsOf: Self.root.appendingPathComponent("Samples/\(name)"))
    }

    func testSVG() throws {
        assertSnapshot(of: try sample("card.xml"), as: .svg)
    }

    func testSVGAtANamedViewport() throws {
        assertSnapshot(of: try sample("card.xml"), as: .svg(viewport: .named("regular")))
    }

    func testSVGAtADeviceSize() throws {
        // iPhone SE (1st generation): 320×568 points.
        assertSnapshot(of: try sample("settings.xml"), as: .svg(viewport: .size(width: 320, height: 568)))
    }

    func testHTML() throws {
        assertSnapshot(of: try sample("signboard-fixed.xml"), as: .html)
    }

    func testRecursiveDescription() throws {
        assertSnapshot(of: try sample("card.xml"), as: .recursiveDescription)
    }

    func testLayoutAsText() throws {
        assertSnapshot(of: try sample("card.xml"), as: .layout)
    }

    /// One scene of an Interface Builder storyboard, as a snapshot test of a screen chooses it.
    func testAStoryboardSceneAsSVG() throws {
        let source = try SceneSource(contentsOf: Self.root.appendingPathComponent("Samples/Onboarding.storyboard"), scene: "Onboarding.SignIn")
        assertSnapshot(of: source, as: .svg)
    }

    /// Every scene of a storyboard in one layout snapshot, each named.
    func testEveryStoryboardSceneAsLayout() throws {
        assertSnapshot(of: try sample("Onboarding.storyboard"), as: .layout)
    }

    func testLayoutAsJSON() throws {
        assertSnapshot(of: try sample("card.xml"), as: .layout(.json, viewport: .named("compact")))
    }

    /// The README's snapshot example prints what the `.layout` strategy records for its scene:
    /// the scene and the recorded reference are both read from the README.
    func testTheREADMEsLayoutTranscript() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        func block(after marker: String) throws -> String {
            let start = try XCTUnwrap(readme.range(of: marker)).upperBound
            let end = try XCTUnwrap(readme.range(of: "\n```", range: start..<readme.endIndex)).lowerBound
            return String(readme[start..<end])
        }
        let xml = try block(after: "`Scenes/badge.xml`:\n\n```xml\n")
        let recorded = try block(after: "$ cat Tests/MyScreensTests/__Snapshots__/BadgeTests/testBadge.2.txt\n")
        var printed: String?
        Snapshotting<SceneSource, String>.layout.snapshot(SceneSource(xml: xml, path: "badge.xml")).run { printed = $0 }
        XCTAssertEqual(printed?.trimmingCharacters(in: .newlines), recorded)
    }
}
