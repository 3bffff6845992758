import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

final class ConstraintSyntaxTests: XCTestCase {
    private let views = #"<view id="a"/><view id="b"><view id="c"/></view>"#

    private func constraints(_ texts: [String]) -> (Scene?, [Diagnostic]) {
        let body = texts.map { "<constraint>\($0)</constraint>" }.joined()
        return parse(#"<scene width="100" height="100">"# + views + "<constraints>" + body + "</constraints></scene>")
    }

    func testReadsEveryForm() throws {
        let (scene, diags) = constraints([
            "a.top == b.top - 20", "a.width == 0.5 * b.width + 10 @750", "a.width >= 44", "c.leading == superview.margins.leading",
            "a.bottom &lt;= safeArea.bottom", "a.height == b.width * 2 @defaultLow", "a.height ≤ 50", "a.height ≥ 10", "a.centerX == margins.centerX",
        ])
        XCTAssertEqual(diags, [])
        let c = try XCTUnwrap(scene).constraints
        XCTAssertEqual(c.count, 9)
        XCTAssertEqual(c[0].first, .init(item: .view(1), attribute: .top))
        XCTAssertEqual(c[0].second, .init(item: .view(2), attribute: .top))
        XCTAssertEqual([c[0].constant, c[0].multiplier], [-20, 1])
        XCTAssertEqual([c[1].multiplier, c[1].constant, Double(c[1].priority)], [0.5, 10, 750])
        XCTAssertNil(c[2].second)
        XCTAssertEqual([c[2].constant, Double(c[2].priority)], [44, 1000])
        XCTAssertEqual(c[2].relation, .greaterThanOrEqual)
        XCTAssertEqual(c[3].second, .init(item: .margins(2), attribute: .leading), "superview of c is b")
        XCTAssertEqual(c[4].second?.item, .safeArea(0))
        XCTAssertEqual([c[5].multiplier, Double(c[5].priority)], [2, 250])
        XCTAssertEqual(c[6].relation, .lessThanOrEqual)
        XCTAssertEqual(c[7].relation, .greaterThanOrEqual)
        XCTAssertEqual(c[8].second?.item, .margins(0))
    }

    /// Any view's safe area guide: `ID.safeArea`, `ID.safeAreaLayoutGuide`, `superview.safeArea`;
    /// a bare `safeArea` is the root's.
    func testEveryViewHasASafeAreaGuide() throws {
        let (scene, diags) = constraints([
            "c.top == b.safeArea.top", "c.bottom == superview.safeAreaLayoutGuide.bottom", "a.top == safeArea.top", "b.safeArea.leading == a.leading",
        ])
        XCTAssertEqual(diags, [])
        let c = try XCTUnwrap(scene).constraints
        XCTAssertEqual(c.map { $0.second?.item }, [.safeArea(2), .safeArea(2), .safeArea(0), .view(1)])
        XCTAssertEqual(c[3].first.item, .safeArea(2))
        let (_, layer) = parse(#"<scene width="10" height="10"><layer id="l"/><view id="v"/><constraints><constraint>v.top == l.safeArea.top</constraint></constraints></scene>"#)
        XCTAssertEqual(layer.map(\.id), [.invalidConstraintItem])
    }

    /// A guide is named after a dot or alone: a view whose id merely ends like a guide's name
    /// (`topmargins`, `noSafeArea`) is that view.
    func testAViewNamedLikeAGuideIsTheView() throws {
        let (scene, diags) = parse(#"<scene width="100" height="100"><view id="topmargins"/><view id="noSafeArea"/><constraints>"#
            + "<constraint>topmargins.top == noSafeArea.bottom</constraint><constraint>topmargins.margins.top == margins.top</constraint>"
            + "</constraints></scene>")
        XCTAssertEqual(diags, [])
        let c = try XCTUnwrap(scene).constraints
        XCTAssertEqual([c[0].first.item, c[0].second?.item], [.view(1), .view(2)])
        XCTAssertEqual([c[1].first.item, c[1].second?.item], [.margins(1), .margins(0)])
    }

    func testErrorsPointInsideTheText() {
        assertDiagnostics("""
            <scene width="100" height="100"><view id="a"/><layer id="l"/>
            <constraints>
              <constraint>a.top 1️⃣= a.bottom</constraint>
              <constraint>a.top == 2️⃣bb.top</constraint>
              <constraint>a.top == 3️⃣a.botom</constraint>
              <constraint>4️⃣a.top == 20</constraint>
              <constraint>5️⃣a.width == a.left</constraint>
              <constraint>6️⃣a.left == a.top</constraint>
              <constraint>a.width == 10 @7️⃣1001</constraint>
              <constraint>a.top == 8️⃣l.top</constraint>
              <constraint>9️⃣a == 3</constraint>
            </constraints></scene>
            """, [
            ("1️⃣", "error: invalid constraint 'a.top = a.bottom': use '==' to state equality"),
            ("2️⃣", "error: no view has the id 'bb'"),
            ("3️⃣", "error: unknown anchor 'botom'; did you mean 'bottom'?"),
            ("4️⃣", "error: invalid constraint 'a.top == 20': 'top' is a position, so it needs a second anchor, such as '… == superview.top + 20'"),
            ("5️⃣", "error: invalid constraint 'a.width == a.left': a position cannot be related to a size"),
            ("6️⃣", "error: invalid constraint 'a.left == a.top': 'left' and 'top' lie on different axes"),
            ("7️⃣", "error: invalid constraint 'a.width == 10 @1001': a priority is a whole number from 1 to 1000, or 'required', 'defaultHigh', 'defaultLow'"),
            ("8️⃣", "error: 'l' is a layer; constraints place views only"),
            ("9️⃣", "error: invalid constraint 'a == 3': 'a' needs an attribute, such as 'a.top' or 'a.width'"),
        ])
    }

    func testViewAttributesForAutoLayout() throws {
        let (scene, diags) = parse("""
            <scene width="10" height="10"><viewport name="p" width="10" height="10" safeAreaInsets="1 2 3 4"/>
              <view id="v" intrinsicSize="40 20" contentHuggingPriority="251" contentCompressionResistancePriority="700 760"
                    translatesAutoresizingMaskIntoConstraints="false"/></scene>
            """)
        XCTAssertEqual(diags.map(\.rendered), ["t.xml:1:1: error: give the size either on <scene> or as <viewport> elements, not both"])
        XCTAssertNil(scene)
        let (ok, none) = parse("""
            <scene safeAreaInsets="5"><viewport name="p" width="10" height="10" safeAreaInsets="1 2 3 4"/>
              <view id="v" intrinsicSize="40 20" contentHuggingPriority="251" contentCompressionResistancePriority="700 760"
                    translatesAutoresizingMaskIntoConstraints="false"/></scene>
            """)
        XCTAssertEqual(none, [])
        let v = try XCTUnwrap(node(ok, "v"))
        XCTAssertEqual(v.view.intrinsicSize?.width, 40)
        XCTAssertEqual([v.view.horizontalContent.hugging, v.view.verticalContent.hugging], [251, 251])
        XCTAssertEqual([v.view.horizontalContent.compressionResistance, v.view.verticalContent.compressionResistance], [700, 760])
        XCTAssertEqual(v.view.translatesAutoresizingMaskIntoConstraints, false)
        XCTAssertEqual(ok?.viewports.first?.safeAreaInsets.bottom, 3)
    }

    /// Token soup never traps the parser: every input ends in a constraint or a message.
    func testRandomInputNeverTraps() {
        var random = SeededRandom(seed: 7)
        let pieces = ["a", ".", "top", "width", "==", "<=", ">=", "=", "*", "+", "-", "@", "1", "0.5", "1e3", " ", "superview",
                      "margins", "safeArea", "≤", "(", "é", "\n", "@750", "..", "a.b.c.d", "9999999999", "required"]
        var parsed = 0
        for _ in 0..<20_000 {
            let text = (0..<random.int(0...9)).map { _ in random.pick(pieces) }.joined()
            if case .success = ConstraintSyntax.parse(text) { parsed += 1 }
        }
        XCTAssertGreaterThan(parsed, 0, "some random inputs are valid constraints")
    }
}
