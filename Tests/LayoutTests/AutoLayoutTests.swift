import Geometry
import Layout
import LayoutTestSupport
import XCTest

/// Auto Layout in scenes: who constraints place, intrinsic size, guides, and UIKit's console.
final class AutoLayoutTests: XCTestCase {
    private func frame(_ p: LaidOutScene, _ id: String) -> Rect { p.geometry(id).frame }

    func testViewWithoutConstraintsKeepsItsFrameAndAConstrainedOneIsPlaced() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="300">
              <view id="box" frame="10 20 100 50"><view id="inner"/></view>
              <constraints>
                <constraint>inner.leading == box.leading + 5</constraint>
                <constraint>inner.trailing == box.trailing - 5</constraint>
                <constraint>inner.top == box.top</constraint>
                <constraint>inner.height == 0.5 * box.height</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(frame(p, "box"), Rect(x: 10, y: 20, width: 100, height: 50), "referred to, but keeps its frame")
        XCTAssertEqual(frame(p, "inner"), Rect(x: 5, y: 0, width: 90, height: 25), "in its superview's coordinates")
        XCTAssertEqual(p.layout.diagnostics, [])
    }

    /// A multiplier on a position relates the two items in their nearest common ancestor's
    /// coordinates, as UIKit does, not in the root's: Interface Builder's "proportional
    /// position" inside a container. Expected frames worked out by hand from that rule.
    func testPositionMultipliersAreEvaluatedInTheItemsCommonAncestor() throws {
        let p = try LaidOutScene("""
            <scene width="400" height="600">
              <view id="container">
                <view id="dot"/>
                <view id="box"><view id="deep"/></view>
                <view id="left"/>
              </view>
              <constraints>
                <constraint>container.leading == superview.leading + 100</constraint>
                <constraint>container.top == superview.top + 20</constraint>
                <constraint>container.width == 200</constraint>
                <constraint>container.height == 300</constraint>
                <constraint>dot.centerX == 0.5 * superview.centerX</constraint>
                <constraint>dot.top == superview.top</constraint>
                <constraint>dot.width == 20</constraint>
                <constraint>dot.height == 20</constraint>
                <constraint>box.leading == superview.leading + 40</constraint>
                <constraint>box.top == superview.top + 100</constraint>
                <constraint>box.width == 100</constraint>
                <constraint>box.height == 100</constraint>
                <constraint>deep.centerY == 0.5 * container.bottom</constraint>
                <constraint>deep.leading == box.leading</constraint>
                <constraint>deep.width == 10</constraint>
                <constraint>deep.height == 10</constraint>
                <constraint>left.leading == 3 * dot.trailing + 5</constraint>
                <constraint>left.top == superview.top</constraint>
                <constraint>left.width == 10</constraint>
                <constraint>left.height == 10</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(frame(p, "container"), Rect(x: 100, y: 20, width: 200, height: 300))
        // In container's space its centerX is 100: dot's centre is 50, so its frame starts at 40.
        XCTAssertEqual(frame(p, "dot"), Rect(x: 40, y: 0, width: 20, height: 20))
        // deep and container meet in container's space, where container.bottom is 300: deep's
        // centre is at 150 there, 50 in box (box.top is 100), so deep.y is 45.
        XCTAssertEqual(frame(p, "deep"), Rect(x: 0, y: 45, width: 10, height: 10))
        // left and dot are siblings: in container's space dot.trailing is 60, so left starts at 185.
        XCTAssertEqual(frame(p, "left"), Rect(x: 185, y: 0, width: 10, height: 10))
        XCTAssertEqual(p.layout.diagnostics, [])
    }

    func testFrameOnAPlacedViewIsIgnoredWithAWarning() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="300">
              <view id="v" frame="1 2 3 4"/>
              <constraints><constraint>v.leading == superview.leading</constraint><constraint>v.top == superview.top</constraint>
              <constraint>v.width == 10</constraint><constraint>v.height == 10</constraint></constraints>
            </scene>
            """)
        XCTAssertEqual(frame(p, "v"), Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(p.layout.diagnostics.map(\.rendered), [
            "t.xml:2:16: warning: 'frame' of 'v' is ignored: constraints place this view (translatesAutoresizingMaskIntoConstraints is false)"
        ])
    }

    func testExplicitTranslatesAutoresizingMaskConflictsAsInUIKit() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="300">
              <view id="v" frame="0 0 50 50" translatesAutoresizingMaskIntoConstraints="true"/>
              <constraints><constraint>v.width == 80</constraint></constraints>
            </scene>
            """)
        XCTAssertEqual(frame(p, "v").width, 50, "the autoresizing constraints came first; the scene's constraint is broken")
        XCTAssertEqual(p.layout.diagnostics.map(\.rendered), [
            "t.xml:3:28: warning: unable to simultaneously satisfy constraints; breaking 'v.width == 80'\n"
                + "t.xml:2:16: note: conflicts with 'v' frame (translatesAutoresizingMaskIntoConstraints)"
        ])
    }

    /// A constraint outside the numbers the solver promises to solve exactly is an error at its
    /// place, and the other constraints are still solved.
    func testAConstraintOutsideTheSolversDomainIsAnErrorAtItsPlace() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="300">
              <view id="a"/><view id="b"/>
              <constraints><constraint>a.width == 0.00001 * b.width</constraint>
              <constraint>a.leading == superview.leading</constraint><constraint>a.top == superview.top</constraint>
              <constraint>a.width == 20</constraint><constraint>a.height == 10</constraint></constraints>
            </scene>
            """)
        XCTAssertEqual(frame(p, "a"), Rect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(p.layout.diagnostics.map(\.rendered).first, "t.xml:3:28: error: cannot lay out 'a.width == 0.00001 * b.width' "
                       + "exactly: its largest coefficient is 100000.0 times its smallest, past the solver's range of 10000.0")
    }

    func testHuggingAndCompressionResistance() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="100">
              <view id="left" intrinsicSize="100 20" contentHuggingPriority="251"/>
              <view id="right" intrinsicSize="100 20"/>
              <view id="small" intrinsicSize="200 20" contentCompressionResistancePriority="749 750"/>
              <view id="big" intrinsicSize="200 20"/>
              <constraints>
                <constraint>left.leading == superview.leading</constraint>
                <constraint>right.leading == left.trailing</constraint>
                <constraint>right.trailing == superview.trailing</constraint>
                <constraint>left.top == superview.top</constraint>
                <constraint>right.top == superview.top</constraint>
                <constraint>small.leading == superview.leading</constraint>
                <constraint>big.leading == small.trailing</constraint>
                <constraint>big.trailing == superview.trailing</constraint>
                <constraint>small.top == left.bottom</constraint>
                <constraint>big.top == left.bottom</constraint>
              </constraints>
            </scene>
            """)
        // 300 wide for two 100-pt views: the one that hugs less (250) grows.
        XCTAssertEqual(frame(p, "left").width, 100)
        XCTAssertEqual(frame(p, "right").width, 200)
        XCTAssertEqual(frame(p, "left").height, 20, "hugging holds the intrinsic height")
        // 300 wide for two 200-pt views: the one that resists less (749) is compressed.
        XCTAssertEqual(frame(p, "small").width, 100)
        XCTAssertEqual(frame(p, "big").width, 200)
        XCTAssertEqual(p.layout.diagnostics, [])
    }

    func testGuidesAndMultipliers() throws {
        let p = try LaidOutScene("""
            <scene safeAreaInsets="40 10 30 20"><viewport name="p" width="400" height="400" safeAreaInsets="40 10 30 20"/>
              <view id="card" frame="50 50 200 100"><view id="label"/></view>
              <view id="bar"/>
              <constraints>
                <constraint>label.leading == card.margins.leading</constraint>
                <constraint>label.trailing == superview.margins.trailing</constraint>
                <constraint>label.top == card.margins.top</constraint>
                <constraint>label.height == card.height * 0.25</constraint>
                <constraint>bar.top == safeArea.top</constraint>
                <constraint>bar.leading == safeArea.leading</constraint>
                <constraint>bar.width == 0.5 * safeArea.width</constraint>
                <constraint>bar.height == 10</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(frame(p, "label"), Rect(x: 8, y: 8, width: 184, height: 25))
        XCTAssertEqual(frame(p, "bar"), Rect(x: 10, y: 40, width: 185, height: 10))
    }

    /// `keyboard` is the root view's `keyboardLayoutGuide`: with no keyboard shown, tied to the
    /// safe area's bottom (`usesBottomSafeArea`, true by default), so a bar pinned to its top sits
    /// above the home indicator; with `keyboardHeight`, the keyboard's frame at full width along
    /// the bottom, safe-area side insets or not; a keyboard taller than the screen is held to it.
    func testTheKeyboardGuideIsTheKeyboardOrTheBottomSafeArea() throws {
        func bar(_ viewport: String) throws -> Rect {
            let p = try LaidOutScene("""
                <scene>\(viewport)
                  <view id="bar"/><view id="pad"/>
                  <constraints>
                    <constraint>bar.bottom == keyboard.top</constraint>
                    <constraint>bar.leading == keyboard.leading</constraint>
                    <constraint>bar.width == keyboard.width</constraint>
                    <constraint>bar.height == 44</constraint>
                    <constraint>pad.top == keyboard.top</constraint>
                    <constraint>pad.bottom == keyboard.bottom</constraint>
                    <constraint>pad.leading == keyboard.leading</constraint>
                    <constraint>pad.width == 10</constraint>
                  </constraints>
                </scene>
                """)
            XCTAssertEqual(frame(p, "pad").maxY, frame(p, "bar").maxY + frame(p, "pad").height)
            return frame(p, "bar")
        }
        let closed = try bar(#"<viewport name="p" width="390" height="844" safeAreaInsets="47 0 34 0"/>"#)
        XCTAssertEqual(closed, Rect(x: 0, y: 844 - 34 - 44, width: 390, height: 44))
        let open = try bar(#"<viewport name="p" width="844" height="390" safeAreaInsets="0 47 21 47" keyboardHeight="200"/>"#)
        XCTAssertEqual(open, Rect(x: 0, y: 390 - 200 - 44, width: 844, height: 44))
        let tall = try bar(#"<viewport name="p" width="320" height="100" keyboardHeight="500"/>"#)
        XCTAssertEqual(tall.maxY, 0)
    }

    func testPrioritiesAreSatisfiedHighestFirst() throws {
        // Three 250s pulling one way never outweigh one 500 pulling the other (Apple's rule).
        let p = try LaidOutScene("""
            <scene width="300" height="300">
              <view id="v"/>
              <constraints>
                <constraint>v.leading == superview.leading</constraint><constraint>v.top == superview.top</constraint>
                <constraint>v.height == 10</constraint>
                <constraint>v.width == 100 @500</constraint>
                <constraint>v.width == 10 @250</constraint>
                <constraint>v.width == 11 @250</constraint>
                <constraint>v.width == 12 @250</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(frame(p, "v").width, 100)
    }

    func testUnsatisfiableAndAmbiguousDiagnosticsExactly() throws {
        let conflict = try LaidOutScene("""
            <scene width="300" height="300">
              <view id="badge"/>
              <constraints>
                <constraint>badge.leading == superview.leading</constraint>
                <constraint>badge.top == superview.top</constraint>
                <constraint>badge.height == 40</constraint>
                <constraint identifier="narrow">badge.width == 40</constraint>
                <constraint>badge.width >= 60</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(frame(conflict, "badge").width, 40)
        XCTAssertEqual(conflict.layout.diagnostics.map(\.rendered), [
            "t.xml:8:17: warning: unable to simultaneously satisfy constraints; breaking 'badge.width >= 60'\n"
                + "t.xml:7:37: note: conflicts with 'narrow: badge.width == 40'"
        ])
        let strict = LayoutPass.run(conflict.scene, viewport: conflict.scene.viewports[0], strict: true)
        XCTAssertEqual(strict.diagnostics.map(\.severity), [.error])

        let ambiguous = try LaidOutScene("""
            <scene width="300" height="300">
              <view id="free"/>
              <constraints><constraint>free.width == 10</constraint></constraints>
            </scene>
            """)
        XCTAssertEqual(ambiguous.layout.diagnostics.map(\.rendered), [
            "t.xml:2:3: warning: 'free' has an ambiguous layout: its horizontal position, vertical position and height are not determined by its constraints"
        ])
    }

    /// Past the 500 views the probing check once stopped at: every view of a 1,200-view row
    /// is read, the free ones are reported and the pinned ones are not.
    func testLargeScenesGetTheirAmbiguityReported() throws {
        let n = 1_200
        let views = (0..<n).map { #"<view id="v\#($0)"/>"# }.joined()
        // A row: each view follows the one before; every 100th has only a minimum width.
        let constraints = (0..<n).map { i in
            let leading = i == 0 ? "v0.leading == superview.leading" : "v\(i).leading == v\(i - 1).trailing + 1"
            let width = i % 100 == 50 ? "v\(i).width >= 5" : "v\(i).width == 5"
            return "<constraint>\(leading)</constraint><constraint>\(width)</constraint>"
                + "<constraint>v\(i).top == superview.top</constraint><constraint>v\(i).height == 5</constraint>"
        }.joined()
        let p = try LaidOutScene(#"<scene width="10" height="10">"# + views + "<constraints>" + constraints + "</constraints></scene>")
        let messages = p.layout.diagnostics.map(\.message)
        // Views before the first free width are determined; every view after it can slide.
        XCTAssertEqual(messages.count, n - 50)
        XCTAssertEqual(messages[0], "'v50' has an ambiguous layout: its width is not determined by its constraints")
        XCTAssertEqual(messages[1], "'v51' has an ambiguous layout: its horizontal position is not determined by its constraints")
        XCTAssertEqual(messages[100], "'v150' has an ambiguous layout: its horizontal position and width are not determined by its constraints")
        XCTAssertFalse(messages.contains { $0.contains("not looked for") })
    }

    func testConstraintSamplesLayOutLikeTheirFrameTwins() throws {
        for (a, b) in [("signboard-naive", "signboard-naive-constraints"), ("signboard-fixed", "signboard-fixed-constraints")] {
            let frames = try LaidOutScene(String(decoding: try Data(contentsOf: URL(fileURLWithPath: samplePath(a))), as: UTF8.self))
            let constraints = try LaidOutScene(String(decoding: try Data(contentsOf: URL(fileURLWithPath: samplePath(b))), as: UTF8.self))
            for id in ["signboard", "board", "crown"] {
                XCTAssertEqual(frame(frames, id), frame(constraints, id), "\(b): \(id)")
            }
            XCTAssertEqual(constraints.layout.diagnostics, [])
        }
    }

    private func samplePath(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples/\(name).xml").path
    }
}

/// A viewport that fits its height to the content at a fixed width (`systemLayoutSizeFitting`).
final class FittingViewportTests: XCTestCase {
    func testConstraintsDecideTheHeightAtEachWidth() throws {
        let p = try LaidOutScene("""
            <scene><viewport name="a" width="320" height="fit"/><viewport name="b" width="390" height="fit"/>
              <view id="body"/>
              <constraints>
                <constraint>body.top == superview.top + 16</constraint>
                <constraint>body.leading == superview.leading + 16</constraint>
                <constraint>body.trailing == superview.trailing - 16</constraint>
                <constraint>body.height == 0.5 * body.width</constraint>
                <constraint>body.bottom == superview.bottom - 16</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(p.layout.viewport.size, Size(width: 320, height: 176), "16 + 288 / 2 + 16")
        let b = LayoutPass.run(p.scene, viewport: p.scene.viewports[1])
        XCTAssertEqual(b.viewport.size, Size(width: 390, height: 211), "16 + 358 / 2 + 16")
        XCTAssertEqual(b.geometry[p.index("body")].frame, Rect(x: 16, y: 16, width: 358, height: 179))
    }

    func testWithoutConstraintsTheLowestVisibleSubviewDecides() throws {
        let p = try LaidOutScene("""
            <scene><viewport name="v" width="300" height="fit"/>
              <view frame="10 10 100 40"/><view frame="10 70 100 60"/><view frame="0 0 10 500" isHidden="true"/>
            </scene>
            """)
        XCTAssertEqual(p.layout.viewport.size, Size(width: 300, height: 130))
    }
}
