import Geometry
import Layout
import LayoutTestSupport
import XCTest

/// Every view's safe area and layout margins, as UIKit documents them: a subview's safe area is
/// the part of its bounds its superview's unsafe regions cover, capped at the superview's inset
/// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets;
/// https://martiancraft.com/blog/2019/02/notes-from-the-margins); margins are measured from the
/// safe area (https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea);
/// a view controller's root view has the system minimum margins, 16 or 20 points at the sides
/// and 0 above and below (https://developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins).
/// Each expected frame is worked out by hand from those rules.
final class SafeAreaTests: XCTestCase {
    private func frame(_ p: LaidOutScene, _ id: String) -> Rect { p.geometry(id).frame }

    /// A 390×844 phone with a 47-point status bar and a 34-point home indicator.
    private func scene(_ body: String, attributes: String = "", width: Int = 390) -> String {
        """
        <scene width="\(width)" height="844" safeAreaInsets="47 0 34 0" \(attributes)>
        \(body)
        </scene>
        """
    }

    /// A banner at the top of the screen is covered by the status bar for 47 points; one that
    /// starts 20 points down, for 27; one inside the safe area, not at all; one that reaches 30
    /// points above the screen, for no more than the root's 47.
    func testASubviewsSafeAreaIsThePartTheUnsafeRegionsCover() throws {
        let p = try LaidOutScene(scene("""
            <view id="top" frame="0 0 390 100"><view id="a"/></view>
            <view id="lower" frame="0 20 390 100"><view id="b"/></view>
            <view id="inside" frame="0 300 390 100"><view id="c"/></view>
            <view id="above" frame="0 -30 390 100"><view id="d"/></view>
            <view id="bottom" frame="10 800 100 44"><view id="e"/></view>
            <constraints>
              <constraint>a.top == superview.safeArea.top</constraint>
              <constraint>b.top == lower.safeArea.top</constraint>
              <constraint>c.top == inside.safeArea.top</constraint>
              <constraint>d.top == above.safeAreaLayoutGuide.top</constraint>
              <constraint>e.bottom == bottom.safeArea.bottom</constraint>
              <constraint>a.leading == superview.leading</constraint>
              <constraint>b.leading == superview.leading</constraint>
              <constraint>c.leading == superview.leading</constraint>
              <constraint>d.leading == superview.leading</constraint>
              <constraint>e.leading == superview.leading</constraint>
              <constraint>a.width == 10</constraint>
              <constraint>b.width == 10</constraint>
              <constraint>c.width == 10</constraint>
              <constraint>d.width == 10</constraint>
              <constraint>e.width == 10</constraint>
              <constraint>a.height == 10</constraint>
              <constraint>b.height == 10</constraint>
              <constraint>c.height == 10</constraint>
              <constraint>d.height == 10</constraint>
              <constraint>e.height == 10</constraint>
            </constraints>
            """))
        XCTAssertEqual(p.layout.diagnostics, [])
        XCTAssertEqual(frame(p, "a").minY, 47)
        XCTAssertEqual(frame(p, "b").minY, 27)
        XCTAssertEqual(frame(p, "c").minY, 0)
        XCTAssertEqual(frame(p, "d").minY, 47, "capped at the root's inset, not 77")
        // The bottom view spans 800…844; the home indicator covers 810…844: 34 points.
        XCTAssertEqual(frame(p, "e").maxY, 44 - 34)
    }

    /// A view whose frame comes from constraints has its safe area from that frame: the card is
    /// pinned 20 points below the top, so its safe area starts 27 points into it, and its title,
    /// kept to that guide, lands at 27 once the layout settles (solved again with the measured
    /// insets, as UIKit lays out again).
    func testAGuideOfAViewConstraintsPlaceSettles() throws {
        let p = try LaidOutScene(scene("""
            <view id="card"><view id="title"/></view>
            <constraints>
              <constraint>card.top == superview.top + 20</constraint>
              <constraint>card.leading == superview.leading</constraint>
              <constraint>card.trailing == superview.trailing</constraint>
              <constraint>card.height == 200</constraint>
              <constraint>title.top == card.safeArea.top</constraint>
              <constraint>title.leading == card.margins.leading</constraint>
              <constraint>title.trailing == card.margins.trailing</constraint>
              <constraint>title.height == 20</constraint>
            </constraints>
            """))
        XCTAssertEqual(p.layout.diagnostics, [])
        XCTAssertEqual(frame(p, "title"), Rect(x: 8, y: 27, width: 374, height: 20))
    }

    /// The root view's margins: 0 above and below plus the safe area, 16 at the sides on a
    /// 390-point phone and 20 on a 414-point one (the system minimum).
    func testTheRootsMarginsAreTheSystemMinimumInsideTheSafeArea() throws {
        let body = """
            <view id="fill"/>
            <constraints>
              <constraint>fill.top == margins.top</constraint>
              <constraint>fill.bottom == margins.bottom</constraint>
              <constraint>fill.leading == margins.leading</constraint>
              <constraint>fill.trailing == margins.trailing</constraint>
            </constraints>
            """
        let narrow = try LaidOutScene(scene(body))
        XCTAssertEqual(frame(narrow, "fill"), Rect(x: 16, y: 47, width: 358, height: 844 - 47 - 34))
        let wide = try LaidOutScene(scene(body, width: 414))
        XCTAssertEqual(frame(wide, "fill"), Rect(x: 20, y: 47, width: 374, height: 844 - 47 - 34))
        // Margins the scene sets win where they are larger; without the system minimum, or for a
        // plain root view, the scene's own count alone (8 by default for a plain view).
        let set = try LaidOutScene(scene(body, attributes: #"layoutMargins="4 30 0 2""#))
        XCTAssertEqual(frame(set, "fill"), Rect(x: 30, y: 51, width: 390 - 30 - 16, height: 844 - 51 - 34))
        let unrespected = try LaidOutScene(scene(body, attributes: #"layoutMargins="4 30 0 2" viewRespectsSystemMinimumLayoutMargins="false""#))
        XCTAssertEqual(frame(unrespected, "fill"), Rect(x: 30, y: 51, width: 390 - 30 - 2, height: 844 - 51 - 34))
        let plain = try LaidOutScene(scene(body, attributes: #"viewController="false" insetsLayoutMarginsFromSafeArea="false""#))
        XCTAssertEqual(frame(plain, "fill"), Rect(x: 8, y: 8, width: 374, height: 828))
    }

    /// The controller's `additionalSafeAreaInsets` add to the viewport's for every guide.
    func testAdditionalSafeAreaInsetsAddToTheViewports() throws {
        let p = try LaidOutScene(scene("""
            <view id="bar"/>
            <constraints>
              <constraint>bar.top == safeArea.top</constraint>
              <constraint>bar.bottom == safeArea.bottom</constraint>
              <constraint>bar.leading == safeArea.leading</constraint>
              <constraint>bar.trailing == safeArea.trailing</constraint>
            </constraints>
            """, attributes: #"additionalSafeAreaInsets="44 10 49 0""#))
        XCTAssertEqual(frame(p, "bar"), Rect(x: 10, y: 91, width: 380, height: 844 - 91 - 83))
    }

    /// A subview's margins are its own 8 points plus its safe area: under the status bar its
    /// top margin is 47 + 8; with `insetsLayoutMarginsFromSafeArea` false, 8. With
    /// `preservesSuperviewLayoutMargins`, a view 4 points inside a superview whose margin is 20
    /// has a margin of 16 on that side.
    func testMarginsFollowTheSafeAreaAndTheSuperviewsMargins() throws {
        let p = try LaidOutScene(scene("""
            <view id="header" frame="0 0 390 120"><view id="a"/></view>
            <view id="flat" frame="0 0 390 120" insetsLayoutMarginsFromSafeArea="false"><view id="b"/></view>
            <view id="panel" frame="0 300 390 200" layoutMargins="20 20 20 20">
              <view id="inner" frame="4 10 300 100" preservesSuperviewLayoutMargins="true"><view id="c"/></view>
            </view>
            <constraints>
              <constraint>a.top == header.margins.top</constraint>
              <constraint>a.leading == header.margins.leading</constraint>
              <constraint>b.top == flat.margins.top</constraint>
              <constraint>b.leading == flat.margins.leading</constraint>
              <constraint>c.top == inner.margins.top</constraint>
              <constraint>c.leading == inner.margins.leading</constraint>
              <constraint>a.width == 10</constraint>
              <constraint>b.width == 10</constraint>
              <constraint>c.width == 10</constraint>
              <constraint>a.height == 10</constraint>
              <constraint>b.height == 10</constraint>
              <constraint>c.height == 10</constraint>
            </constraints>
            """))
        XCTAssertEqual(p.layout.diagnostics, [])
        XCTAssertEqual(frame(p, "a").origin, Point(x: 8, y: 55))
        XCTAssertEqual(frame(p, "b").origin, Point(x: 8, y: 8))
        XCTAssertEqual(frame(p, "c").origin, Point(x: 16, y: 10))
    }

    /// `collapsesHiddenArrangedSubviews="false"` keeps a hidden arranged view's space; by
    /// default it collapses, as UIKit and Interface Builder's stored frames do.
    func testHiddenArrangedSubviewsCollapseUnlessTheSceneKeepsTheirSpace() throws {
        let body = """
            <stackView id="row" axis="horizontal" spacing="10">
              <view id="one" intrinsicSize="50 40"/>
              <view id="two" intrinsicSize="60 40" isHidden="true"/>
              <view id="three" intrinsicSize="70 40"/>
            </stackView>
            <constraints>
              <constraint>row.leading == superview.leading</constraint>
              <constraint>row.top == superview.top + 100</constraint>
            </constraints>
            """
        let run = try LaidOutScene(scene(body))
        XCTAssertEqual(frame(run, "three").minX, 60)
        let designed = try LaidOutScene(scene(body, attributes: #"collapsesHiddenArrangedSubviews="false""#))
        XCTAssertEqual(frame(designed, "two"), Rect(x: 60, y: 0, width: 60, height: 40))
        XCTAssertEqual(frame(designed, "three").minX, 130)
    }

    /// A hidden arranged label that hugs and resists compression at 1000 is still 0 wide: the
    /// stack's required `UISV-hiding` holds against the required intrinsic width, as Interface
    /// Builder stores such a label (`FirestoreExample/Main.storyboard`); the intrinsic width is
    /// the constraint broken.
    func testARequiredContentPriorityGivesWayToARequiredConstraint() throws {
        let p = try LaidOutScene(scene("""
            <stackView id="row" frame="0 100 300 40" axis="horizontal" spacing="10" distribution="fillEqually">
              <view id="one"/>
              <view id="two" isHidden="true" intrinsicSize="21 20" contentHuggingPriority="1000 250"
                    contentCompressionResistancePriority="1000 750"/>
            </stackView>
            """))
        XCTAssertEqual(frame(p, "two").width, 0)
        XCTAssertEqual(frame(p, "one").width, 300)
        XCTAssertTrue(p.layout.diagnostics.contains { $0.message.contains("intrinsic width 21") })
    }
}
