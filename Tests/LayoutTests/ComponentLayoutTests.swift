import Geometry
import Layout
import LayoutTestSupport
import SceneFrontEnd
import SceneModel
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
        // Both viewports are an iPhone 12–14 screen, 3×, so sizes round up to a third of a point.
        // titleLabel.sizeToFit(): the system font at 12 pt, its width as the typesetter measures it
        // (checked against Chromium elsewhere) and San Francisco's line height, 1.193359375 × 12 =
        // 14.32 → 14.333; centre.x = 180 / 2, y = 10.
        // submitButton.sizeToFit(): "Send" at 15 pt, its line height 17.9 → 18, plus 2 × 6 = 30
        // tall; centre.x = 90, centre.y = titleLabel.maxY + 10 + 15.
        XCTAssertEqual(scene.viewports.map(\.scale), [3, 3])
        let book = FontBook()
        func width(_ text: String, _ size: Double) throws -> Double {
            ScreenScale.ceil(Typesetter(font: try book.font(family: "system", size: size)).line(text).width, scale: 3)
        }
        let greeting = try width("This is the title", 12), farewell = try width("Goodbye", 12), send = try width("Send", 15)
        let titleHeight = 43.0 / 3
        for frames in [portrait, landscape] {
            for (id, w) in [("greeting", greeting), ("farewell", farewell)] {
                let frame = try XCTUnwrap(frames["\(id).titleLabel"])
                XCTAssertEqual(frame.minX, (180 - w) / 2, accuracy: 1e-9)
                XCTAssertEqual(frame.width, w, accuracy: 1e-9)
                XCTAssertEqual(frame.minY, 10)
                XCTAssertEqual(frame.height, titleHeight, accuracy: 1e-9)
                let button = try XCTUnwrap(frames["\(id).submitButton"])
                XCTAssertEqual(button.minX, (180 - send) / 2, accuracy: 1e-9)
                XCTAssertEqual(button.width, send, accuracy: 1e-9)
                XCTAssertEqual(button.minY, 10 + titleHeight + 10, accuracy: 1e-9)
                XCTAssertEqual(button.height, 30, accuracy: 1e-9)
            }
        }
    }

    /// A component laid out by constraints, placed by frame expressions in one instance and by
    /// constraints in the other.
    func testAutoLayoutComponentPlacedBothWays() throws {
        let p = try LaidOutScene("""
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
