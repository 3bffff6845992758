import Geometry
import RenderTree
import SceneModel
import XCTest

@testable import Layering

/// Each `UIView.ContentMode` places an image where Core Animation's `contentsGravity` does,
/// against rects worked out by hand from Apple's definitions
/// (https://developer.apple.com/documentation/uikit/uiview/contentmode): stretched, scaled in
/// proportion to fit or fill and centred, or at its own size centred or against an edge or a
/// corner; nothing rounded to pixels.
final class ContentModePlacementTests: XCTestCase {
    /// A 64×16 image in a 48×32 view at (10, 20): wider than the view, shorter.
    func testEveryModeForAnImageWiderAndShorterThanTheView() {
        let bounds = Rect(x: 10, y: 20, width: 48, height: 32), image = Size(width: 64, height: 16)
        let expected: [ContentMode: Rect] = [
            .scaleToFill: Rect(x: 10, y: 20, width: 48, height: 32),
            .redraw: Rect(x: 10, y: 20, width: 48, height: 32),
            // min(48/64, 32/16) = 0.75: 48×12, centred: y = 20 + (32 − 12)/2.
            .scaleAspectFit: Rect(x: 10, y: 30, width: 48, height: 12),
            // max(0.75, 2) = 2: 128×32, centred: x = 10 + (48 − 128)/2.
            .scaleAspectFill: Rect(x: -30, y: 20, width: 128, height: 32),
            .center: Rect(x: 2, y: 28, width: 64, height: 16),
            .top: Rect(x: 2, y: 20, width: 64, height: 16),
            .bottom: Rect(x: 2, y: 36, width: 64, height: 16),
            .left: Rect(x: 10, y: 28, width: 64, height: 16),
            .right: Rect(x: -6, y: 28, width: 64, height: 16),
            .topLeft: Rect(x: 10, y: 20, width: 64, height: 16),
            .topRight: Rect(x: -6, y: 20, width: 64, height: 16),
            .bottomLeft: Rect(x: 10, y: 36, width: 64, height: 16),
            .bottomRight: Rect(x: -6, y: 36, width: 64, height: 16),
        ]
        XCTAssertEqual(Set(expected.keys), Set(ContentMode.allCases))
        for mode in ContentMode.allCases {
            XCTAssertEqual(mode.rect(forContentOfSize: image, in: bounds), expected[mode], "\(mode)")
        }
    }

    /// A 15×9 image (odd sides) in a 48×32 view: centring lands on half points, which Core
    /// Animation keeps (no rounding to pixels).
    func testOddSizesLandOnHalfPointsUnrounded() {
        let bounds = Rect(x: 0, y: 0, width: 48, height: 32), image = Size(width: 15, height: 9)
        let expected: [ContentMode: (x: Double, y: Double, width: Double, height: Double)] = [
            .center: (16.5, 11.5, 15, 9), .top: (16.5, 0, 15, 9), .bottom: (16.5, 23, 15, 9),
            .left: (0, 11.5, 15, 9), .right: (33, 11.5, 15, 9),
            .topLeft: (0, 0, 15, 9), .topRight: (33, 0, 15, 9), .bottomLeft: (0, 23, 15, 9), .bottomRight: (33, 23, 15, 9),
            // min(48/15, 32/9) = 3.2: 48×28.8, y = (32 − 28.8)/2.
            .scaleAspectFit: (0, 1.6, 48, 28.8),
            // max(3.2, 32/9): 53.333…×32, x = (48 − 53.333…)/2.
            .scaleAspectFill: (-8.0 / 3, 0, 160.0 / 3, 32),
        ]
        for (mode, r) in expected {
            let got = mode.rect(forContentOfSize: image, in: bounds)
            for (a, b, what) in [(got.minX, r.x, "x"), (got.minY, r.y, "y"), (got.width, r.width, "width"), (got.height, r.height, "height")] {
                XCTAssertEqual(a, b, accuracy: 1e-12, "\(mode) \(what)")
            }
        }
    }

    /// A 20×10 image in the same view: even differences, whole points.
    func testEvenSizesLandOnWholePoints() {
        let bounds = Rect(x: 0, y: 0, width: 48, height: 32), image = Size(width: 20, height: 10)
        XCTAssertEqual(ContentMode.center.rect(forContentOfSize: image, in: bounds), Rect(x: 14, y: 11, width: 20, height: 10))
        XCTAssertEqual(ContentMode.bottomRight.rect(forContentOfSize: image, in: bounds), Rect(x: 28, y: 22, width: 20, height: 10))
        // min(2.4, 3.2) = 2.4: 48×24; max: 3.2, 64×32.
        XCTAssertEqual(ContentMode.scaleAspectFit.rect(forContentOfSize: image, in: bounds), Rect(x: 0, y: 4, width: 48, height: 24))
        XCTAssertEqual(ContentMode.scaleAspectFill.rect(forContentOfSize: image, in: bounds), Rect(x: -8, y: 0, width: 64, height: 32))
    }

    func testContentOfNoAreaIsDrawnNowhere() {
        let bounds = Rect(x: 5, y: 6, width: 48, height: 32)
        for mode in ContentMode.allCases {
            XCTAssertEqual(mode.rect(forContentOfSize: Size(width: 0, height: 10), in: bounds), Rect(x: 5, y: 6, width: 0, height: 0), "\(mode)")
        }
    }
}
