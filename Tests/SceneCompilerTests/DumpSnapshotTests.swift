import SceneCompiler
import SnapshotTesting
import TestSupport
import XCTest

extension Snapshotting where Value == SceneSource, Format == String {
    /// `scenec dump`: the laid-out tree with frames and paint order.
    static var recursiveDescription: Snapshotting {
        Snapshotting<String, String>.lines.pullback { source in
            let (text, diagnostics) = Compiler.dump(source)
            return (text ?? "") + diagnostics.map(\.rendered).joined(separator: "\n")
        }
    }
}

final class DumpSnapshotTests: XCTestCase {
    func testSampleDumps() throws {
        for path in Repository.samples {
            let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".xml", with: "")
            var s = try source(path)
            s.path = "Samples/" + (path as NSString).lastPathComponent  // machine-independent text
            s.loadFile = { FileManager.default.contents(atPath: Repository.path($0)).map { [UInt8]($0) } }
            assertSnapshot(of: s, as: .recursiveDescription, named: name)
        }
    }
}
