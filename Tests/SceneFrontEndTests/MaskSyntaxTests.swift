import SceneModel
import XCTest

@testable import SceneFrontEnd

/// `<mask>`: one layer, one mask per owner, and what a mask could not draw exactly is refused
/// where it is written.
final class MaskSyntaxTests: XCTestCase {
    func testTheMasksLayerIsMarkedAndLaidOutUnderItsOwner() throws {
        let scene = try XCTUnwrap(parse("""
            <scene width="100" height="100">
              <view id="v"><layer id="sub"/><mask><shapeLayer id="m" path="rect(0 0 10 10)"><layer id="deep"/></shapeLayer></mask></view>
            </scene>
            """).0)
        let m = try XCTUnwrap(node(scene, "m")), sub = try XCTUnwrap(node(scene, "sub")), deep = try XCTUnwrap(node(scene, "deep"))
        XCTAssertTrue(m.layer.isMask)
        XCTAssertFalse(sub.layer.isMask)
        XCTAssertFalse(deep.layer.isMask, "the mask's sublayers are its sublayers")
        XCTAssertEqual(m.parent, scene.nodes.firstIndex { $0.id == "v" })
    }

    func testAMaskHoldsOneLayerAndAnOwnerHasOneMask() {
        assertDiagnostics("""
            <scene width="10" height="10">
              <view>1️⃣<mask/></view>
              <view><mask><layer/>2️⃣<layer/></mask>3️⃣<mask><layer/></mask></view>
            </scene>
            """, [("1️⃣", "error: <mask> is empty; it holds the one layer whose alpha masks its owner"),
                  ("2️⃣", "error: a <mask> holds one layer, as CALayer.mask is one layer; put the others inside it as its sublayers"),
                  ("3️⃣", "error: <view> already has a <mask>; a layer has one mask")])
    }

    func testWhatAMaskCannotDrawIsRefused() {
        assertDiagnostics("""
            <scene width="10" height="10">
              <view><mask><layer 1️⃣masksToBounds="true"/></mask></view>
              <view><mask><layer><layer 2️⃣shadowOpacity="1"/></layer></mask></view>
              <view><mask><layer 3️⃣transform="scale(2, 1)"/></mask></view>
              <view><mask><layer 4️⃣transform="scale(-1, 1)"/></mask></view>
              <view><mask><layer transform="rotate(30deg) scale(2)"><gradientLayer 5️⃣type="radial"/></layer></mask></view>
              <view><mask><layer transform="rotate(90deg)"><gradientLayer type="radial"/>6️⃣<mask><layer/></mask></layer></mask></view>
            </scene>
            """, [("1️⃣", "error: 'masksToBounds' is not supported inside a <mask>: a mask's layers are drawn unclipped"),
                  ("2️⃣", "error: 'shadowOpacity' is not supported inside a <mask>: a mask's layers cast no shadow into it"),
                  ("3️⃣", "error: 'transform' is not supported inside a <mask>: a layer in a mask may only be moved, turned and scaled evenly (no skew, no mirroring, the same scale on both axes)"),
                  ("4️⃣", "error: 'transform' is not supported inside a <mask>: a layer in a mask may only be moved, turned and scaled evenly (no skew, no mirroring, the same scale on both axes)"),
                  ("5️⃣", "error: 'type' is not supported inside a <mask>: a radial gradient in a mask may be turned only by multiples of 90°"),
                  ("6️⃣", "error: 'mask' is not supported inside a <mask>: a layer inside a <mask> cannot have a mask of its own")])
    }
}
