import Geometry
import Layout
import LayoutTestSupport
import SceneModel
import XCTest

/// Springs and struts, relative to the first viewport (designed at 320×200), laid out again at
/// 420×300: each superview grows by 100 on both axes. Frames below are worked out by hand.
final class AutoresizingTests: XCTestCase {
    private func frames(at index: Int, _ p: LaidOutScene) -> [String: Rect] {
        let layout = LayoutPass.run(p.scene, viewport: p.scene.viewports[index])
        var out: [String: Rect] = [:]
        for (i, node) in p.scene.nodes.enumerated() { if let id = node.id { out[id] = layout.geometry[i].frame } }
        return out
    }

    private var scene: String {
        """
        <scene>
          <viewport name="design" width="320" height="200"/>
          <viewport name="bigger" width="420" height="300"/>
          <view id="left" frame="10 20 100 50" autoresizingMask="flexibleLeftMargin"/>
          <view id="width" frame="10 20 100 50" autoresizingMask="flexibleWidth"/>
          <view id="right" frame="10 20 100 50" autoresizingMask="flexibleRightMargin"/>
          <view id="top" frame="10 20 100 50" autoresizingMask="flexibleTopMargin"/>
          <view id="height" frame="10 20 100 50" autoresizingMask="flexibleHeight"/>
          <view id="bottom" frame="10 20 100 50" autoresizingMask="flexibleBottomMargin"/>
          <view id="none" frame="10 20 100 50"/>
          <view id="bothMargins" frame="10 20 100 50" autoresizingMask="flexibleLeftMargin flexibleRightMargin"/>
          <view id="grow" frame="10 20 100 50" autoresizingMask="flexibleWidth | flexibleRightMargin"/>
          <view id="outer" frame="0 0 200 100" autoresizingMask="flexibleWidth flexibleHeight">
            <view id="inner" frame="20 10 160 80" autoresizingMask="flexibleWidth,flexibleBottomMargin"/>
          </view>
        </scene>
        """
    }

    func testAtTheDesignSizeNothingMoves() throws {
        let f = frames(at: 0, try LaidOutScene(scene))
        for id in ["left", "width", "right", "top", "height", "bottom", "none", "bothMargins", "grow"] {
            XCTAssertEqual(f[id], Rect(x: 10, y: 20, width: 100, height: 50), id)
        }
    }

    func testEachFlagAtALargerSuperview() throws {
        let f = frames(at: 1, try LaidOutScene(scene))
        XCTAssertEqual(f["left"], Rect(x: 110, y: 20, width: 100, height: 50), "the left margin takes all 100")
        XCTAssertEqual(f["width"], Rect(x: 10, y: 20, width: 200, height: 50))
        XCTAssertEqual(f["right"], Rect(x: 10, y: 20, width: 100, height: 50), "the right margin grows; the frame stays")
        XCTAssertEqual(f["top"], Rect(x: 10, y: 120, width: 100, height: 50))
        XCTAssertEqual(f["height"], Rect(x: 10, y: 20, width: 100, height: 150))
        XCTAssertEqual(f["bottom"], Rect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(f["none"], Rect(x: 10, y: 20, width: 100, height: 50))
    }

    func testSeveralFlexiblePartsShareInProportionToTheirLengths() throws {
        let f = frames(at: 1, try LaidOutScene(scene))
        // margins 10 and 210 (320 − 10 − 100): the left one takes 100 × 10/220
        XCTAssertEqual(try XCTUnwrap(f["bothMargins"]).minX, 10 + 100 * 10 / 220.0, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(f["bothMargins"]).width, 100)
        // width 100 and right margin 210: the width takes 100 × 100/310
        XCTAssertEqual(try XCTUnwrap(f["grow"]).width, 100 + 100 * 100 / 310.0, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(f["grow"]).minX, 10)
    }

    func testNestedViewsFollowTheirOwnSuperviewsChange() throws {
        let f = frames(at: 1, try LaidOutScene(scene))
        XCTAssertEqual(f["outer"], Rect(x: 0, y: 0, width: 300, height: 200))
        // outer grew by 100 × 100: inner's width takes the 100; its bottom margin takes the other 100
        XCTAssertEqual(f["inner"], Rect(x: 20, y: 10, width: 260, height: 80))
    }

    /// A first viewport that fits its height is its own design: laid out there nothing moves,
    /// and later viewports stretch frames from its fitted size (here 320×100, the bottom of the
    /// lowest subview), so the root grows by 100 × 200 at 420×300.
    func testAFittedFirstViewportIsTheDesign() throws {
        let p = try LaidOutScene("""
            <scene>
              <viewport name="cell" width="320" height="fit"/>
              <viewport name="bigger" width="420" height="300"/>
              <view id="stretches" frame="10 20 100 50" autoresizingMask="flexibleWidth"/>
              <view id="sinks" frame="0 80 320 20" autoresizingMask="flexibleTopMargin"/>
            </scene>
            """)
        let design = LayoutPass.run(p.scene, viewport: p.scene.viewports[0])
        XCTAssertEqual(design.viewport.size, Size(width: 320, height: 100))
        XCTAssertEqual(frames(at: 0, p)["stretches"], Rect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(frames(at: 0, p)["sinks"], Rect(x: 0, y: 80, width: 320, height: 20))
        XCTAssertEqual(frames(at: 1, p)["stretches"], Rect(x: 10, y: 20, width: 200, height: 50))
        XCTAssertEqual(frames(at: 1, p)["sinks"], Rect(x: 0, y: 280, width: 320, height: 20))
    }

    /// A caller that passes the design layout is taken at its word: given a "design" laid out at
    /// the later viewport's own size, the root has not changed, so nothing at the top moves.
    func testAGivenDesignLayoutIsTheOneUsed() throws {
        let p = try LaidOutScene(scene)
        let later = p.scene.viewports[1]
        let sameSize = Viewport(name: "design at the later size", size: later.size, safeAreaInsets: later.safeAreaInsets,
                                fitsHeight: later.fitsHeight, scale: later.declaredScale, location: later.location)
        let design = LayoutPass.run(p.scene, viewport: sameSize)
        let layout = LayoutPass.run(p.scene, viewport: p.scene.viewports[1], design: design)
        XCTAssertEqual(layout.geometry[p.index("left")].frame, Rect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(layout.geometry[p.index("width")].frame, Rect(x: 10, y: 20, width: 100, height: 50))
    }

    /// Only a scene with masks needs the design layout, and only away from the design viewport.
    func testOnlyMasksAwayFromTheDesignViewportNeedIt() throws {
        let masked = try LaidOutScene(scene)
        XCTAssertFalse(LayoutPass.needsDesignLayout(masked.scene, at: masked.scene.viewports[0]))
        XCTAssertTrue(LayoutPass.needsDesignLayout(masked.scene, at: masked.scene.viewports[1]))
        let plain = try LaidOutScene("""
            <scene>
              <viewport name="a" width="320" height="200"/>
              <viewport name="b" width="420" height="300"/>
              <view id="v" frame="10 20 100 50"/>
            </scene>
            """)
        XCTAssertFalse(LayoutPass.needsDesignLayout(plain.scene, at: plain.scene.viewports[1]))
    }

    func testUnknownOptionIsNamed() {
        let (_, d) = SceneFrontEndProbe.parse(#"<scene width="1" height="1"><view autoresizingMask="flexibleWidht"/></scene>"#)
        XCTAssertEqual(d, ["t.xml:1:35: error: invalid 'autoresizingMask': unknown option 'flexibleWidht'; did you mean 'flexibleWidth'?"])
    }
}
