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

    func testLayoutAsJSON() throws {
        assertSnapshot(of: try sample("card.xml"), as: .layout(.json, viewport: .named("compact")))
    }
}
