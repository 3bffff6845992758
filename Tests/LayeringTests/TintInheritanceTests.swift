import Geometry
import RenderTree
import SceneModel
import XCTest

@testable import Layering

/// `tintColor` resolves down the tree as UIKit's does: a view's own, else its superview's, else
/// the system blue; and a system button's title is drawn in it.
final class TintInheritanceTests: XCTestCase {
    func testATintPassesDownUntilAViewSetsItsOwn() throws {
        let p = try LayeredScene("""
            <scene width="300" height="200">
              <button id="plain" frame="0 0 100 30" title="Plain"/>
              <view id="red" frame="0 40 300 160" tintColor="systemRed">
                <view frame="0 0 300 80">
                  <button id="inherits" frame="0 0 100 30" title="Inherits"/>
                </view>
                <view frame="0 80 300 80" tintColor="systemGreen">
                  <button id="own" frame="0 0 100 30" title="Own" tintColor="systemPurple"/>
                  <button id="green" frame="100 0 100 30" title="Green"/>
                </view>
              </view>
            </scene>
            """)
        func titleColor(_ id: String) throws -> Color {
            try XCTUnwrap(p.renderNode(id)?.text.first?.color, "\(id) draws its title")
        }
        XCTAssertEqual(try titleColor("plain"), Color(r8: 0, g8: 122, b8: 255), "no tint anywhere: the system blue")
        XCTAssertEqual(try titleColor("inherits"), SystemColor.named("systemRed"), "from two levels up")
        XCTAssertEqual(try titleColor("own"), SystemColor.named("systemPurple"), "its own beats its superview's")
        XCTAssertEqual(try titleColor("green"), SystemColor.named("systemGreen"), "the nearest superview's")
    }

    func testABareLayerPassesItsOwnersTintOn() throws {
        let p = try LayeredScene("""
            <scene width="100" height="100" tintColor="systemOrange">
              <view frame="0 0 100 100"><layer frame="0 0 10 10"/></view>
              <button id="b" frame="0 0 50 30" title="B"/>
            </scene>
            """)
        let tints = TintColors.resolve(p.scene)
        XCTAssertEqual(tints[2], SystemColor.named("systemOrange"), "the scene's tint is the window's, through a view and a layer")
        XCTAssertEqual(p.renderNode("b")?.text.first?.color, SystemColor.named("systemOrange"))
    }
}
