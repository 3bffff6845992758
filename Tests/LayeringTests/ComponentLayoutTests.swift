import Geometry
import Layout
import SceneFrontEnd
import Typesetting
import XCTest

/// Components laid out: each instance runs its own `layoutSubviews` (frame expressions) or
/// constraints against the frame its user gives it.
final class ComponentLayoutTests: XCTestCase {
    private static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")

    /// The CustomView component twice, imported from Samples/Components, at both viewports.
    func testCustomViewSample() throws {
        let path = Self.samples.appendingPathComponent("custom-view.xml").path
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        let (parsed, diagnostics) = SceneFrontEnd.parse(bytes: [UInt8](bytes), path: path)
        XCTAssertEqual(diagnostics, [])
        let scene = try XCTUnwrap(parsed)
        func frames(_ viewport: Int) -> [String: Rect] {
            let layout = LayoutPass.run(scene, viewport: scene.viewports[viewport])
            var result: [String: Rect] = [:]
            for (i, node) in scene.nodes.enumerated() { if let id = node.id { result[id] = layout.geometry[i].frame } }
            return result
        }
        let portrait = frames(0), landscape = frames(1)
        // frame.size = 180×80, centre = view centre ∓ 50: (390 − 180) / 2 = 105, 844 / 2 − 50 − 40 = 332
        XCTAssertEqual(portrait["greeting"], Rect(x: 105, y: 332, width: 180, height: 80))
        XCTAssertEqual(portrait["farewell"], Rect(x: 105, y: 432, width: 180, height: 80))
        XCTAssertEqual(landscape["greeting"], Rect(x: 332, y: 105, width: 180, height: 80))
        XCTAssertEqual(landscape["farewell"], Rect(x: 332, y: 205, width: 180, height: 80))
        // titleLabel.sizeToFit(): the system font at 12 pt, its width as the typesetter measures it
        // (checked against Chromium elsewhere) and San Francisco's line height, 1.193359375 × 12 =
        // 14.32, each rounded up to a whole point; centre.x = 180 / 2, y = 10.
        // submitButton.sizeToFit(): "Send" at 15 pt, its line height 17.9 → 18, plus 2 × 6 = 30
        // tall; centre.x = 90, y = titleLabel.maxY + 10 = 35.
        let book = FontBook()
        func width(_ text: String, _ size: Double) throws -> Double {
            Typesetter(font: try book.font(family: "system", size: size)).line(text).width.rounded(.up)
        }
        let greeting = try width("This is the title", 12), farewell = try width("Goodbye", 12), send = try width("Send", 15)
        for frames in [portrait, landscape] {
            XCTAssertEqual(frames["greeting.titleLabel"], Rect(x: (180 - greeting) / 2, y: 10, width: greeting, height: 15))
            XCTAssertEqual(frames["farewell.titleLabel"], Rect(x: (180 - farewell) / 2, y: 10, width: farewell, height: 15))
            XCTAssertEqual(frames["greeting.submitButton"], Rect(x: (180 - send) / 2, y: 35, width: send, height: 30))
            XCTAssertEqual(frames["farewell.submitButton"], Rect(x: (180 - send) / 2, y: 35, width: send, height: 30))
        }
    }

    /// A component laid out by constraints, placed by frame expressions in one instance and by
    /// constraints in the other.
    func testAutoLayoutComponentPlacedBothWays() throws {
        let p = try Pipeline("""
            <scene width="400" height="300">
              <component name="Row" parameters="inset">
                <view id="icon"/>
                <constraints>
                  <constraint>icon.leading == superview.leading + {inset}</constraint>
                  <constraint>icon.centerY == superview.centerY</constraint>
                  <constraint>icon.width == 20</constraint>
                  <constraint>icon.height == icon.width</constraint>
                </constraints>
              </component>
              <use component="Row" id="framed" inset="8" x="10" y="10" width="200" height="44"/>
              <use component="Row" id="constrained" inset="16"/>
              <constraints>
                <constraint>constrained.leading == superview.leading</constraint>
                <constraint>constrained.trailing == superview.trailing</constraint>
                <constraint>constrained.top == framed.bottom + 6</constraint>
                <constraint>constrained.height == 60</constraint>
                <constraint>constrained.icon.top >= constrained.top</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(p.geometry("framed").frame, Rect(x: 10, y: 10, width: 200, height: 44))
        XCTAssertEqual(p.geometry("framed.icon").frame, Rect(x: 8, y: 12, width: 20, height: 20))
        XCTAssertEqual(p.geometry("constrained").frame, Rect(x: 0, y: 60, width: 400, height: 60))
        XCTAssertEqual(p.geometry("constrained.icon").frame, Rect(x: 16, y: 20, width: 20, height: 20))
        XCTAssertEqual(p.layout.diagnostics, [])
    }
}
