import Geometry
import RenderTree
import SceneModel
import XCTest

@testable import Layering

/// What an image view draws: the file the screen's scale picks, at its size in points, where
/// its content mode puts it; tinted when it is a template; a symbol's placeholder in the tint.
final class ImageViewDrawingTests: XCTestCase {
    /// The first 24 bytes of a PNG claiming `width`×`height` pixels: all `pixelSize` reads.
    private func pngHeader(_ width: Int, _ height: Int) -> ImageFile {
        let be32 = { (v: Int) in [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + be32(width) + be32(height)
        return ImageFile(mediaType: "image/png", bytes: bytes)
    }

    private let blue = Color(r8: 0, g8: 122, b8: 255), pink = Color(r8: 255, g8: 45, b8: 85)

    /// UIKit's lookup: the screen's scale, else the nearest lower, else the nearest higher.
    func testTheVariantIsTheScreensScaleElseTheNearestLowerElseHigher() {
        func picks(_ scales: [Double]) -> [Double?] {
            let image = ImageProperties(name: "a.png", variants: scales.enumerated().map { ImageVariant(scale: $0.element, fileIndex: $0.offset) })
            return [1.0, 2, 3].map { image.variant(forScreenScale: $0)?.scale }
        }
        XCTAssertEqual(picks([1, 2, 3]), [1, 2, 3])
        XCTAssertEqual(picks([1]), [1, 1, 1])
        XCTAssertEqual(picks([2]), [2, 2, 2], "a 1× screen takes the @2x file when it is the only one")
        XCTAssertEqual(picks([1, 2]), [1, 2, 2], "a 3× screen without @3x takes @2x")
        XCTAssertEqual(picks([1, 3]), [1, 1, 3], "a 2× screen without @2x takes the 1× file")
        XCTAssertEqual(picks([2, 3]), [2, 2, 3])
        XCTAssertEqual(picks([]), [nil, nil, nil])
    }

    /// dot.png is 16 px, dot@2x.png 30 px: 16 pt at 1×, 15 pt at 2× and 3×, centred in 48×32.
    func testTheImageSizeInPointsIsThePickedFilesPixelsOverItsScale() throws {
        let files = [pngHeader(16, 16), pngHeader(30, 30)]
        let image = ImageProperties(name: "dot.png", variants: [ImageVariant(scale: 1, fileIndex: 0), ImageVariant(scale: 2, fileIndex: 1)])
        let bounds = Rect(x: 0, y: 0, width: 48, height: 32)
        for (scale, file, rect) in [(1.0, 0, Rect(x: 16, y: 8, width: 16, height: 16)), (2, 1, Rect(x: 16.5, y: 8.5, width: 15, height: 15)),
                                    (3, 1, Rect(x: 16.5, y: 8.5, width: 15, height: 15))] {
            let context = DrawingContext(bounds: bounds, tint: blue, design: .current, scale: scale, images: files)
            let drawn = try XCTUnwrap(ImageViewDrawing.paint(image, contentMode: .center, in: context).image)
            XCTAssertEqual(drawn.file, file, "@\(scale)x")
            XCTAssertEqual(drawn.rect, rect, "@\(scale)x")
            XCTAssertNil(drawn.tint, "a file is drawn in its own colours unless it is a template")
        }
    }

    func testATemplateTakesTheTintAndAnOriginalDoesNot() throws {
        let files = [pngHeader(24, 24)]
        let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: 24, height: 24), tint: pink, design: .current, scale: 2, images: files)
        for (mode, tint) in [(ImageRenderingMode.alwaysTemplate, pink), (.alwaysOriginal, nil), (.automatic, nil)] {
            let image = ImageProperties(name: "glyph.png", variants: [ImageVariant(scale: 1, fileIndex: 0)], renderingMode: mode)
            XCTAssertEqual(try XCTUnwrap(ImageViewDrawing.paint(image, contentMode: .scaleToFill, in: context).image).tint, tint, "\(mode)")
        }
    }

    /// A symbol is a template unless drawn `alwaysOriginal`, in black (`label`).
    func testASymbolPlaceholderFollowsTheTint() {
        let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: 40, height: 40), tint: pink, design: .current)
        func color(_ mode: ImageRenderingMode) -> Color? {
            let paint = ImageViewDrawing.paint(ImageProperties(name: "symbol:star", renderingMode: mode), contentMode: .scaleToFill, in: context)
            XCTAssertNil(paint.image)
            guard case .fill(let fill)? = paint.contents.first, case .solid(let color) = fill.paint else { return nil }
            return color
        }
        XCTAssertEqual(color(.automatic), pink)
        XCTAssertEqual(color(.alwaysTemplate), pink)
        XCTAssertEqual(color(.alwaysOriginal), SystemColor.named("label"))
    }
}
