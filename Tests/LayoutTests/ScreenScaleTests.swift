import Foundation
import Geometry
import Layout
import LayoutTestSupport
import SceneFrontEnd
import SceneModel
import TestSupport
import XCTest

/// Screen scale: sizes views measure for themselves round up to the device pixel, and a
/// viewport without `scale` takes its device's.
final class ScreenScaleTests: XCTestCase {
    private struct StoredLabel {
        let text: String, weight: String, size: String, scale: Double, height: Double
    }

    /// One-line labels as Interface Builder stored them (`ib-labels.tsv`): each height is what
    /// Xcode measured in San Francisco at the document's device scale.
    private func storedLabels() throws -> [StoredLabel] {
        let path = Repository.path("Tests/TypesettingTests/Fixtures/ib-labels.tsv")
        let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
        return rows.compactMap { row in
            let f = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard let height = Double(f[7]) else { return nil }
            return StoredLabel(text: f[8], weight: f[4], size: f[5], scale: Double(f[3])!, height: height)
        }
    }

    private static func escaped(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// Every stored label, laid out with `sizeToFit` in a scene at its document's scale, is as
    /// tall as Interface Builder stored it: San Francisco's line height rounded up to the
    /// device pixel (20.5 at 2× and 20.333 at 3× for 17 pt), not to the point.
    func testLabelHeightsMatchInterfaceBuilderAtTheirScale() throws {
        let labels = try storedLabels()
        XCTAssertGreaterThanOrEqual(labels.count, 100)
        XCTAssertEqual(Set(labels.map(\.scale)), [2, 3])
        for scale in [2.0, 3.0] {
            let chosen = labels.enumerated().filter { $0.element.scale == scale }
            let body = chosen.map { i, l in
                #"<label id="l\#(i)" text="\#(Self.escaped(l.text))" font="system \#(l.size) \#(l.weight)" frame="0 \#(i * 50) 0 0" sizeToFit="true"/>"#
            }.joined(separator: "\n")
            let p = try LaidOutScene(#"<scene width="400" height="6000" scale="\#(Int(scale))">\#(body)</scene>"#)
            for (i, label) in chosen {
                let height = p.geometry("l\(i)").bounds.height
                XCTAssertEqual(height, label.height, accuracy: 1e-9, "\(label.text) at \(label.size) pt, \(scale)×")
                XCTAssertEqual((height * scale).rounded(), height * scale, accuracy: 1e-9, "a whole number of device pixels")
            }
        }
    }

    /// The same label at 1×, 2× and 3×: heights differ only by rounding, never by more than a point.
    func testTheScaleOnlyMovesTheRounding() throws {
        var heights: [Double] = []
        for scale in 1...3 {
            let p = try LaidOutScene(#"<scene width="320" height="200" scale="\#(scale)"><label id="t" text="Settings" font="system 17" frame="0 0 0 0" sizeToFit="true"/></scene>"#)
            heights.append(p.geometry("t").bounds.height)
        }
        XCTAssertEqual(heights, [21, 20.5, 61.0 / 3])
    }

    /// Viewports without `scale` take their device's, from the size in either orientation.
    /// Rounding up to the device pixel ignores the solver's rounding (a size of 100 that comes
    /// out 100.00000000000001 stays 100) and nothing larger (a thousandth of a point is a pixel).
    func testRoundingUpIgnoresTheSolversRounding() {
        XCTAssertEqual(ScreenScale.ceil(100.00000000000001, scale: 3), 100)
        XCTAssertEqual(ScreenScale.ceil(78.33333333333334, scale: 3), 235.0 / 3)
        XCTAssertEqual(ScreenScale.ceil(100.001, scale: 3), 301.0 / 3)
        XCTAssertEqual(ScreenScale.ceil(20.287, scale: 2), 20.5)
    }

    func testDevicesDefaultToTheirScale() {
        let cases: [(Double, Double, Bool, Double)] = [
            (320, 568, false, 2), (375, 667, false, 2), (667, 375, false, 2), (414, 736, false, 3),
            (375, 812, false, 3), (390, 844, false, 3), (844, 390, false, 3), (430, 932, false, 3),
            (768, 1024, false, 2), (1024, 1366, false, 2),
            (414, 896, false, 2),   // the 2× XR and the 3× XS Max share the size
            (390, 0, true, 3),      // a fitted height matches on the width
            (375, 0, true, 2),      // 375 wide is the 2× iPhone 8 and the 3× X
            (343, 200, false, 2),   // no device
        ]
        for (w, h, fits, scale) in cases {
            let viewport = Viewport(name: nil, size: Size(width: w, height: h), fitsHeight: fits, location: SourceLocation(file: "t", line: 1, column: 1))
            XCTAssertEqual(viewport.scale, scale, "\(w)×\(h)\(fits ? " fit" : "")")
        }
    }

    /// `scale` is 1, 2 or 3; anything else is an error at the attribute.
    func testOtherScalesAreErrors() {
        for value in ["0", "1.5", "4", "two", "-2"] {
            let (_, diagnostics) = SceneFrontEnd.parse(bytes: Array(#"<scene width="100" height="100" scale="\#(value)"/>"#.utf8), path: "t.xml")
            let rendered = diagnostics.map(\.rendered).joined(separator: "\n")
            XCTAssertTrue(rendered.contains("t.xml:1:33: error: invalid 'scale'"), rendered)
        }
    }
}
