import Geometry
import Layout
import LayoutTestSupport
import XCTest

/// Frame expressions: a view's part of its superview's `layoutSubviews` or its controller's
/// `viewDidLayoutSubviews`.
final class FrameExpressionTests: XCTestCase {
    private func frame(_ p: LaidOutScene, _ id: String) -> Rect { p.geometry(id).frame }

    func testFrameLayoutControllerAtBothViewports() throws {
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples/frame-layout.xml")), as: UTF8.self)
        let p = try LaidOutScene(text)
        // portrait 390×844: blue centred; red at the right edge (390 − 50), centred vertically
        XCTAssertEqual(frame(p, "blueRect"), Rect(x: 170, y: 397, width: 50, height: 50))
        XCTAssertEqual(frame(p, "redRect"), Rect(x: 340, y: 397, width: 50, height: 50))
        let landscape = LayoutPass.run(p.scene, viewport: p.scene.viewports[1])
        XCTAssertEqual(landscape.geometry[p.index("blueRect")].frame, Rect(x: 397, y: 170, width: 50, height: 50))
        XCTAssertEqual(landscape.geometry[p.index("redRect")].frame, Rect(x: 794, y: 170, width: 50, height: 50))
    }

    func testEveryForm() throws {
        let p = try LaidOutScene("""
            <scene width="200" height="100">
              <view id="a" x="10" y="20" width="30" height="40"/>
              <view id="b" maxX="superview.width - 10" maxY="superview.maxY" width="20" height="(2 + 3) * 2"/>
              <view id="c" x="a.maxX" maxX="b.x" centerY="superview.height / 2" height="-a.x + 30"/>
              <view id="d" x="1" centerX="11" y="a.midY" maxY="a.maxY"/>
            </scene>
            """)
        XCTAssertEqual(frame(p, "a"), Rect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(frame(p, "b"), Rect(x: 170, y: 90, width: 20, height: 10))
        XCTAssertEqual(frame(p, "c"), Rect(x: 40, y: 40, width: 130, height: 20), "two positions give the size")
        XCTAssertEqual(frame(p, "d"), Rect(x: 1, y: 40, width: 20, height: 20))
        XCTAssertEqual(p.layout.diagnostics, [])
    }

    func testSizeToFitThenPlaceBelowASibling() throws {
        // The CustomView component: the title sized to fit and centred 10 pt from the top, the send
        // button sized to fit and centred 10 pt below the title.
        let p = try LaidOutScene("""
            <scene width="300" height="300">
              <view id="custom" frame="60 110 180 80">
                <view id="send" intrinsicSize="60 30" sizeToFit="true" centerX="superview.width / 2" y="title.maxY + 10"/>
                <view id="title" intrinsicSize="80 20" sizeToFit="true" centerX="superview.width / 2" y="10"/>
              </view>
            </scene>
            """)
        XCTAssertEqual(frame(p, "title"), Rect(x: 50, y: 10, width: 80, height: 20))
        XCTAssertEqual(frame(p, "send"), Rect(x: 60, y: 40, width: 60, height: 30), "placed after the title it reads, whatever the order written")
    }

    func testExpressionsInsideAnAutoLayoutView() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="300">
              <view id="card"><view id="dot" width="10" height="10" maxX="superview.width" maxY="superview.height"/></view>
              <constraints>
                <constraint>card.leading == superview.leading + 20</constraint><constraint>card.top == superview.top + 20</constraint>
                <constraint>card.width == 100</constraint><constraint>card.height == 50</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(frame(p, "card"), Rect(x: 20, y: 20, width: 100, height: 50))
        XCTAssertEqual(frame(p, "dot"), Rect(x: 90, y: 40, width: 10, height: 10), "reads the solved bounds")
    }

    /// Auto Layout inside a view that frame expressions place: as UIKit re-solves once
    /// `layoutSubviews` has moved the view, the constraints see its final frame.
    func testConstraintsInsideAnExpressionPlacedView() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="300">
              <view id="box" width="100" height="60" centerX="superview.centerX" centerY="superview.centerY"><view id="inner"/></view>
              <constraints>
                <constraint>inner.leading == box.leading + 10</constraint>
                <constraint>inner.trailing == box.trailing - 10</constraint>
                <constraint>inner.top == box.top + 10</constraint>
                <constraint>inner.height == 20</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(frame(p, "box"), Rect(x: 100, y: 120, width: 100, height: 60))
        XCTAssertEqual(frame(p, "inner"), Rect(x: 10, y: 10, width: 80, height: 20))
        XCTAssertEqual(p.layout.diagnostics, [])
    }

    func testDiagnostics() throws {
        let cycle = try LaidOutScene("""
            <scene width="200" height="200">
              <view id="a" width="10" x="b.maxX + 4"/>
              <view id="b" width="10" x="a.maxX + 4"/>
            </scene>
            """)
        XCTAssertEqual(cycle.layout.diagnostics.map(\.rendered), [
            "t.xml:2:27: error: frame expressions read each other in a cycle: a.x → b.x → a.x\nt.xml:3:27: note: 'x' = 'a.maxX + 4' is part of the cycle"
        ])
        let zero = try LaidOutScene(#"<scene width="10" height="10"><view id="v" width="10 / (5 - 5)"/></scene>"#)
        XCTAssertEqual(zero.layout.diagnostics.map(\.rendered), ["t.xml:1:44: error: 'width' divides by zero: '10 / (5 - 5)'"])
    }

    func testFrontEndDiagnostics() {
        let (_, d) = SceneFrontEndProbe.parse("""
            <scene width="10" height="10">
              <view id="a" x="1" maxX="2" width="3"/>
              <view id="b"><view id="inner" x="a.maxX"/></view>
              <view id="c" x="a.right" y="zz.top" width="2 +"/>
              <view id="d" x="zz.minX"/>
            </scene>
            """)
        XCTAssertEqual(d, [
            "t.xml:2:31: error: 'a' is over-determined: 'x', 'maxX' and 'width' all set its horizontal position and size; give two of them",
            "t.xml:3:33: error: invalid 'x': 'a' is not a sibling of 'inner'; frame expressions read the superview, siblings and self",
            "t.xml:4:16: error: invalid 'x': unknown frame value 'right'; did you mean 'maxX'?",
            "t.xml:4:28: error: invalid 'y': unknown frame value 'top'; did you mean 'minY'?",
            "t.xml:4:39: error: invalid 'width': the expression ends with an operator in '2 +'",
            "t.xml:5:16: error: invalid 'x': no view has the id 'zz'",
        ])
    }
}
