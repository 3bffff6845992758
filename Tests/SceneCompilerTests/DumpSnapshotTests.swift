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

    /// The dump shows the frame, as `recursiveDescription` does, with the alignment rect insets
    /// beside it; the frame is the alignment rect (20, 30, 100×40) grown by them, worked out by hand.
    func testAlignmentRectInsetsAreShownBesideTheFrame() {
        let xml = """
            <scene width="300" height="300">
              <view id="badge" alignmentRectInsets="2 4 8 6"/>
              <constraints>
                <constraint>badge.leading == superview.leading + 20</constraint>
                <constraint>badge.top == superview.top + 30</constraint>
                <constraint>badge.width == 100</constraint>
                <constraint>badge.height == 40</constraint>
              </constraints>
            </scene>
            """
        let (text, diagnostics) = Compiler.dump(SceneSource(path: "t.xml", bytes: Array(xml.utf8)))
        XCTAssertEqual(diagnostics.map(\.rendered), [])
        XCTAssertTrue(text?.contains("<UIView id=badge; frame = (16 28; 110 50); bounds = (0 0; 110 50); alignmentRectInsets = {2, 4, 8, 6};") ?? false,
                      text ?? "no dump")
    }
}
