import Foundation
import Geometry
import SceneCompiler
import TestSupport
import XCTest

/// An image view's intrinsic size is its image's size in points: the pixel size of the file
/// the viewport's scale picks (`dot.png`, `dot@2x.png`…) over that file's scale, as UIKit's
/// `UIImage.size` is (https://developer.apple.com/documentation/uikit/uiimage/size).
final class ImageIntrinsicSizeTests: XCTestCase {
    /// The first 24 bytes of a PNG claiming `width`×`height` pixels.
    private func pngHeader(_ width: Int, _ height: Int) -> Data {
        let be32 = { (v: Int) in [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + be32(width) + be32(height))
    }

    /// dot.png 16×12 px, dot@2x.png 30×22 px, no @3x: 16×12 pt at 1×, 15×11 at 2× and 3× (the
    /// nearest lower file). One view is placed by constraints without a size, one sized to fit.
    func testTheIntrinsicSizeFollowsTheFileTheScalePicks() throws {
        let dir = try Repository.temporaryDirectory("image-intrinsic")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try pngHeader(16, 12).write(to: URL(fileURLWithPath: dir + "/dot.png"))
        try pngHeader(30, 22).write(to: URL(fileURLWithPath: dir + "/dot@2x.png"))
        let scene = """
            <scene name="dots">
              <viewport name="one" width="100" height="100" scale="1"/>
              <viewport name="two" width="100" height="100" scale="2"/>
              <viewport name="three" width="100" height="100" scale="3"/>
              <imageView id="constrained" image="dot.png"/>
              <imageView id="fitted" image="dot.png" frame="50 50 0 0" sizeToFit="true"/>
              <imageView id="symbol" image="symbol:star"/>
              <constraints>
                <constraint>constrained.left == superview.left + 10</constraint>
                <constraint>constrained.top == superview.top + 10</constraint>
                <constraint>symbol.left == superview.left</constraint>
                <constraint>symbol.top == superview.top</constraint>
                <constraint>symbol.width == 20</constraint>
                <constraint>symbol.height == 20</constraint>
              </constraints>
            </scene>
            """
        let (layouts, diagnostics) = Compiler.layout(SceneSource(path: dir + "/dots.xml", bytes: Array(scene.utf8)))
        XCTAssertEqual(diagnostics.map(\.rendered), [])
        let sizes = try XCTUnwrap(layouts).map { layout in
            ["constrained", "fitted"].map { id in layout.nodes.first { $0.id == id }?.frame.size }
        }
        let oneX = Size(width: 16, height: 12), twoX = Size(width: 15, height: 11)
        XCTAssertEqual(sizes, [[oneX, oneX], [twoX, twoX], [twoX, twoX]])
    }
}
