import Geometry
import RenderTree
import SceneModel
import XCTest

@testable import Layering

/// `CALayer.mask`: the `<mask>`'s layer is no sublayer, reaches the render tree as its owner's
/// mask primitives in the owner's space, and changes nothing about touches.
final class MaskLayeringTests: XCTestCase {
    private let scene = """
        <scene width="300" height="200">
          <view id="card" frame="20 20 120 120" backgroundColor="systemBlue">
            <view id="inner" frame="60 60 80 80" backgroundColor="systemRed"/>
            <mask>
              <shapeLayer id="disc" frame="10 10 100 100" path="ellipse(0 0 100 100)" opacity="0.5">
                <layer id="tick" bounds="0 0 20 20" position="50 50" backgroundColor="#00000080" transform="rotate(90deg) scale(2)"/>
              </shapeLayer>
            </mask>
          </view>
        </scene>
        """

    func testTheMaskIsNoSublayerAndIsDrawnInTheOwnersSpace() throws {
        let p = try LayeredScene(scene)
        XCTAssertNil(p.renderNode("disc"), "a mask layer is not painted as a sublayer")
        XCTAssertNil(p.renderNode("tick"))
        XCTAssertEqual(p.paintedNames, ["card", "inner"])
        let mask = try XCTUnwrap(p.renderNode("card")?.mask)
        XCTAssertEqual(mask.count, 2, "the disc's path, then its sublayer's background")
        guard case .fill(let disc) = mask[0], case .fill(let tick) = mask[1] else { return XCTFail("\(mask)") }
        XCTAssertEqual(disc.path.bounds, Rect(x: 10, y: 10, width: 100, height: 100), "the ellipse moved by the disc's frame")
        XCTAssertEqual(disc.paint, .solid(Color(red: 0, green: 0, blue: 0, alpha: 0.5)), "black at the disc's opacity")
        // The tick: 20 × 20 about its centre (50, 50) in the disc, scaled by 2 and turned a
        // quarter: 40 × 40 about (60, 60) in the card.
        XCTAssertEqual(tick.path.bounds, Rect(x: 40, y: 40, width: 40, height: 40))
        guard case .solid(let c) = tick.paint else { return XCTFail() }
        XCTAssertEqual(c.alpha, 128.0 / 255 * 0.5, accuracy: 1e-12, "its own alpha times the disc's opacity")
    }

    func testAMaskNeitherTakesNorClipsTouches() throws {
        let p = try LayeredScene(scene)
        let model = HitTestModel(scene: p.scene, layout: p.layout)
        // (22, 22) lies in the card's rounded-off corner, outside the disc: still the card's,
        // as UIKit's point(inside:) is the bounds rectangle whatever the mask shows.
        XCTAssertEqual(model.hitTest(Point(x: 22, y: 22)), p.index("card"))
        // The inner view sticks out of the disc: its touches are still its own.
        XCTAssertEqual(model.hitTest(Point(x: 138, y: 138)), p.index("inner"))
        let regions = p.tree.hitRegions.compactMap(\.name)
        XCTAssertEqual(regions, ["card", "inner"], "no region for the mask's layers")
    }

    func testAHiddenMaskShowsNothingAndNoMaskMasksNothing() throws {
        let p = try LayeredScene("""
            <scene width="100" height="100">
              <view id="gone" frame="0 0 40 40" backgroundColor="red"><mask><layer frame="0 0 40 40" backgroundColor="black" isHidden="true"/></mask></view>
              <view id="plain" frame="50 0 40 40" backgroundColor="red"/>
            </scene>
            """)
        XCTAssertEqual(p.renderNode("gone")?.mask, [], "a hidden mask layer draws no alpha")
        XCTAssertNil(p.renderNode("plain")?.mask)
    }
}

/// `cornerCurve` and `maskedCorners` shape the background, the border's two edges, the clip and
/// a gradient layer's fill alike, and never touches.
final class CornerLayeringTests: XCTestCase {
    func testTheCornersShapeBackgroundBorderClipAndGradientButNotTouches() throws {
        let p = try LayeredScene("""
            <scene width="300" height="200">
              <view id="card" frame="20 20 160 120" backgroundColor="white" cornerRadius="30" cornerCurve="continuous"
                    maskedCorners="layerMinXMinYCorner, layerMaxXMinYCorner" borderWidth="4" clipsToBounds="true">
                <gradientLayer id="fill" frame="owner.bounds" cornerRadius="30" cornerCurve="continuous" colors="red blue"/>
              </view>
            </scene>
            """)
        let card = try XCTUnwrap(p.renderNode("card"))
        let shape = RoundedRect(rect: Rect(x: 0, y: 0, width: 160, height: 120), radius: 30, corners: [.minXMinY, .maxXMinY], curve: .continuous)
        XCTAssertEqual(card.background?.shape, shape)
        XCTAssertEqual(card.clip, shape)
        XCTAssertEqual(card.border?.outer, shape)
        XCTAssertEqual(card.border?.inner, RoundedRect(rect: Rect(x: 4, y: 4, width: 152, height: 112), radius: 26,
                                                       corners: [.minXMinY, .maxXMinY], curve: .continuous))
        guard case .fill(let gradient)? = p.renderNode("fill")?.contents.first else { return XCTFail() }
        XCTAssertEqual(gradient.path, Path(roundedRect: RoundedRect(rect: Rect(x: 0, y: 0, width: 160, height: 120), radius: 30, curve: .continuous)))
        // The top left corner is rounded off, yet a touch there is the card's: point(inside:) is the bounds.
        XCTAssertEqual(HitTestModel(scene: p.scene, layout: p.layout).hitTest(Point(x: 21, y: 21)), p.index("card"))
    }
}
