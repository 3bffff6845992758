import Geometry
import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

final class SceneParsingTests: XCTestCase {
    func testBuildsNodesInDocumentOrderWithRootFirst() throws {
        let (scene, diags) = parse("""
            <scene name="s" width="390" height="844">
              <view id="a"><layer id="l"/><imageView id="img" image="symbol:crown"/></view>
              <view id="b"/>
            </scene>
            """)
        XCTAssertEqual(diags, [])
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(s.name, "s")
        XCTAssertEqual(s.nodes.map(\.id), [nil, "a", "l", "img", "b"])
        XCTAssertEqual(s.nodes.map(\.kind), [.view, .view, .layer, .imageView, .view])
        XCTAssertEqual(s.nodes[0].children, [1, 4])
        XCTAssertEqual(s.nodes[1].children, [2, 3], "sublayers and subviews interleave in document order")
        XCTAssertEqual(s.nodes[3].parent, 1)
        XCTAssertEqual(s.viewports, [Viewport(name: nil, size: Size(width: 390, height: 844), location: s.location)])
    }

    func testAppliesUIKitDefaults() throws {
        let (scene, _) = parse(#"<scene width="10" height="10"><view id="v"/><imageView id="i"/><layer id="l"/></scene>"#)
        let v = try XCTUnwrap(node(scene, "v")), i = try XCTUnwrap(node(scene, "i"))
        XCTAssertEqual(v.geometry.anchorPoint, Point(x: 0.5, y: 0.5))
        XCTAssertEqual(v.layer.opacity, 1)
        XCTAssertTrue(v.view.isUserInteractionEnabled)
        XCTAssertFalse(i.view.isUserInteractionEnabled, "UIImageView starts with user interaction off")
        XCTAssertEqual(v.layer.borderColor, Color(red: 0, green: 0, blue: 0), "CALayer's default border colour is opaque black")
        XCTAssertEqual(scene?.nodes[0].layer.backgroundColor, SystemColor.named("systemBackground"))
    }

    func testParsesEveryPropertyKind() throws {
        let (scene, diags) = parse("""
            <scene width="10" height="10">
              <view id="v" frame="1 2 30 40" bounds="5, 6, 30, 40" center="7 8" anchorPoint="0 1"
                    transform="translate(10, 0) rotate(90deg)" backgroundColor="#11223380" alpha="0.5"
                    isHidden="true" clipsToBounds="true" isUserInteractionEnabled="false"
                    borderWidth="2" borderColor="systemGreen" cornerRadius="4" zPosition="-1.5"/>
              <layer id="l" frame="owner.bounds.inset(1, 2)" position="3 4" opacity="0.25" masksToBounds="true"/>
            </scene>
            """)
        XCTAssertEqual(diags.map(\.severity), [.warning], "frame with a transform is diagnosed, and only that")
        let v = try XCTUnwrap(node(scene, "v")), l = try XCTUnwrap(node(scene, "l"))
        XCTAssertEqual(v.geometry.frame, .rect(Rect(x: 1, y: 2, width: 30, height: 40)))
        XCTAssertEqual(v.geometry.bounds, Rect(x: 5, y: 6, width: 30, height: 40))
        XCTAssertEqual(v.geometry.position, Point(x: 7, y: 8))
        XCTAssertEqual(v.geometry.anchorPoint, Point(x: 0, y: 1))
        // translate then rotate, read as chained CGAffineTransform calls: rotate first, then translate.
        XCTAssertEqual(v.geometry.transform, Transform(a: 0, b: 1, c: -1, d: 0, tx: 10, ty: 0))
        XCTAssertEqual(v.layer.backgroundColor, Color(r8: 0x11, g8: 0x22, b8: 0x33, alpha: 128.0 / 255))
        XCTAssertEqual(v.layer.opacity, 0.5)
        XCTAssertTrue(v.layer.isHidden)
        XCTAssertTrue(v.layer.masksToBounds)
        XCTAssertFalse(v.view.isUserInteractionEnabled)
        XCTAssertEqual(v.layer.borderWidth, 2)
        XCTAssertEqual(v.layer.borderColor, Color(r8: 52, g8: 199, b8: 89))
        XCTAssertEqual(v.layer.cornerRadius, 4)
        XCTAssertEqual(v.layer.zPosition, -1.5)
        XCTAssertEqual(l.geometry.frame, .boundsOf(.container, inset: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)))
        XCTAssertEqual(l.geometry.position, Point(x: 3, y: 4))
        XCTAssertEqual(l.layer.opacity, 0.25)
        XCTAssertTrue(l.layer.masksToBounds)
    }

    func testLayerFrameFollowsANamedViewByIndex() throws {
        let (scene, diags) = parse("""
            <scene width="10" height="10">
              <layer id="l" frame="card.bounds.inset(1, 2, 3, 4)"/>
              <view id="card" frame="0 0 5 5"/>
            </scene>
            """)
        XCTAssertEqual(diags, [])
        XCTAssertEqual(try XCTUnwrap(node(scene, "l")).geometry.frame,
                       .boundsOf(.node(2), inset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
    }

    func testViewportsNameOutputs() throws {
        let (scene, diags) = parse("""
            <scene name="s">
              <viewport name="portrait" width="390" height="844"/>
              <viewport name="landscape" width="844" height="390"/>
            </scene>
            """)
        XCTAssertEqual(diags, [])
        XCTAssertEqual(scene?.viewports.map(\.name), ["portrait", "landscape"])
        XCTAssertEqual(scene?.viewports.last?.size, Size(width: 844, height: 390))
    }

    func testSceneNameDefaultsToTheFileName() {
        let (scene, _) = SceneFrontEnd.parse(bytes: Array(#"<scene width="1" height="1"/>"#.utf8), path: "dir/card-list.xml")
        XCTAssertEqual(scene?.name, "card-list")
    }

    func testElementAndAttributeLocationsAreExactEvenWithMultibyteTextBefore() throws {
        let m = MarkedText("""
            <scene width="10" height="10">
              <!-- ラベル ✓ -->  1️⃣<view 2️⃣id="a"
                    3️⃣frame="0 0 1 1"/>
            </scene>
            """)
        let (scene, _) = parse(m.source)
        let a = try XCTUnwrap(node(scene, "a"))
        func text(_ l: SourceLocation) -> String { "\(l.file):\(l.line):\(l.column)" }
        XCTAssertEqual(text(a.location), m.location("1️⃣", file: "t.xml"))
        XCTAssertEqual(text(a.location(of: .id)), m.location("2️⃣", file: "t.xml"))
        XCTAssertEqual(text(a.location(of: .frame)), m.location("3️⃣", file: "t.xml"))
    }

    func testLocationsPastLine65535AreNotClamped() throws {
        let padding = String(repeating: "\n", count: 69_998)
        let (scene, _) = parse("<scene width=\"10\" height=\"10\">" + padding + "\n  <view id=\"far\"/>\n</scene>")
        XCTAssertEqual(try XCTUnwrap(node(scene, "far")).location.line, 70_000)
    }
}
