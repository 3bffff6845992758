import Geometry
import RenderTree
import SceneModel
import XCTest

@testable import Layering

/// What a `UITextField` draws of itself: its border style's background and border, and its
/// clear button only when UIKit would show it.
final class TextFieldDrawingTests: XCTestCase {
    private static let scene = """
        <scene width="300" height="300">
          <textField id="none" frame="0 0 200 34" text="a"/>
          <textField id="line" frame="0 40 200 34" borderStyle="line" text="a"/>
          <textField id="bezel" frame="0 80 200 34" borderStyle="bezel" text="a"/>
          <textField id="rounded" frame="0 120 200 34" borderStyle="roundedRect" placeholder="Email"/>
          <textField id="clear" frame="0 160 200 34" borderStyle="roundedRect" text="a" clearButtonMode="always"/>
          <textField id="empty" frame="0 200 200 34" borderStyle="roundedRect" clearButtonMode="always"/>
        </scene>
        """

    func testEachBorderStyleDrawsItsBorder() throws {
        let p = try LayeredScene(Self.scene)
        XCTAssertEqual(p.renderNode("none")?.contents, [], "no border draws nothing of its own")
        let outline = RoundedRect(rect: Rect(x: 0, y: 0, width: 200, height: 34), radius: 0)
        XCTAssertEqual(p.renderNode("line")?.contents, [Ring(inside: outline, width: 1, color: SystemColor.named("label")!).primitive])
        XCTAssertEqual(p.renderNode("bezel")?.contents, [Ring(inside: outline, width: 1, color: SystemColor.named("systemGray")!).primitive])
        let rounded = try XCTUnwrap(p.renderNode("rounded")?.contents)
        let shape = RoundedRect(rect: outline.rect, radius: 5)
        XCTAssertEqual(rounded, [.fill(PathFill(path: Path(roundedRect: shape), paint: .solid(SystemColor.named("systemBackground")!))),
                                 Ring(inside: shape, width: 0.5, color: SystemColor.named("systemGray4")!).primitive])
        XCTAssertEqual(p.renderNode("rounded")?.title, "Email", "the placeholder names an empty field")
        XCTAssertEqual(p.renderNode("rounded")?.text.first?.color, SystemColor.named("placeholderText"))
    }

    /// The clear button: a disc 19 pt across, 6 pt from the right edge, centred vertically, and a
    /// cross; not drawn for an empty field.
    func testTheClearButtonIsDrawnOnlyWhenItShows() throws {
        let p = try LayeredScene(Self.scene)
        let clear = try XCTUnwrap(p.renderNode("clear")?.contents)
        XCTAssertEqual(clear.count, 4, "background, border, disc, cross")
        guard case .fill(let disc) = clear[2] else { return XCTFail("the disc is a fill") }
        XCTAssertEqual(disc.path, Path(ellipseIn: Rect(x: 175, y: 7.5, width: 19, height: 19)))
        XCTAssertEqual(disc.paint, .solid(SystemColor.named("tertiaryLabel")!))
        guard case .stroke(let cross) = clear[3] else { return XCTFail("the cross is a stroke") }
        XCTAssertEqual(cross.paint, .solid(SystemColor.named("white")!))
        XCTAssertEqual(p.renderNode("empty")?.contents.count, 2, "no text: no clear button")
    }

    /// With a right view showing, the clear button is drawn left of it, keeping its 6 pt margin;
    /// the overlay views draw themselves as the field's subviews.
    func testTheClearButtonIsDrawnLeftOfTheRightView() throws {
        let p = try LayeredScene("""
            <scene width="300" height="300">
              <textField id="f" frame="0 0 200 34" borderStyle="roundedRect" text="a" clearButtonMode="always"
                         rightView="r" rightViewMode="always">
                <view id="r" frame="0 0 30 24" backgroundColor="systemRed"/>
              </textField>
            </scene>
            """)
        let contents = try XCTUnwrap(p.renderNode("f")?.contents)
        guard contents.count == 4, case .fill(let disc) = contents[2] else { return XCTFail("background, border, disc, cross") }
        XCTAssertEqual(disc.path, Path(ellipseIn: Rect(x: 200 - 30 - 6 - 19, y: 7.5, width: 19, height: 19)))
        XCTAssertEqual(p.renderNode("r")?.background?.color, SystemColor.named("systemRed"), "the right view draws itself")
    }
}
