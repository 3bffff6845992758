import Foundation
import SceneCompiler
import TestSupport
import XCTest

/// `scenec dump` of every sample (the laid-out tree with frames and paint order, then any
/// diagnostics), compared with its reference under `__Snapshots__/DumpSnapshotTests`.
final class DumpSnapshotTests: XCTestCase {
    func testSampleDumps() throws {
        for path in Repository.samples {
            let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".xml", with: "")
            var s = try source(path)
            s.path = "Samples/" + (path as NSString).lastPathComponent  // machine-independent text
            s.loadFile = { FileManager.default.contents(atPath: Repository.path($0)).map { [UInt8]($0) } }
            let (text, diagnostics) = Compiler.dump(s)
            assertMatchesReference((text ?? "") + diagnostics.map(\.rendered).joined(separator: "\n"), named: name)
        }
    }
}
