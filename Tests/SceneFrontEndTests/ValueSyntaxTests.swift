import Geometry
import XCTest

@testable import SceneFrontEnd

final class ValueSyntaxTests: XCTestCase {
    func testNumbersAreStrictDecimals() {
        for good in ["0", "-1", "+2.5", ".5", "5.", "1e3", "1E-2", "10000000"] {
            XCTAssertNoThrow(try ValueSyntax().number(good).get(), good)
        }
        for bad in ["", "nan", "NaN", "inf", "-infinity", "0x10", "1e", "1..2", "1,5", "--1", "1e400", "10000001"] {
            XCTAssertThrowsError(try ValueSyntax().number(bad).get(), bad)
        }
        XCTAssertEqual(try ValueSyntax().number("-0").get().sign, .plus, "-0 never reaches the output")
    }

    func testTransformListsComposeLikeChainedCGAffineTransformCalls() throws {
        let t = try ValueSyntax().transform("translate(10, 20) scale(2)").get()
        // CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 2) maps (1, 1) to (12, 22).
        XCTAssertEqual(t.apply(to: Point(x: 1, y: 1)), Point(x: 12, y: 22))
        let r = try ValueSyntax().transform("rotate(90deg)").get()
        XCTAssertEqual(r.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1), "positive angles turn clockwise on screen (y down)")
        XCTAssertEqual(try ValueSyntax().transform("rotate(3.141592653589793rad)").get().apply(to: Point(x: 1, y: 0)), Point(x: -1, y: 0))
        XCTAssertEqual(try ValueSyntax().transform("matrix(1, 0, 0, 1, 5, 6)").get(), Transform(translationX: 5, y: 6))
        XCTAssertEqual(try ValueSyntax().transform("scale(2, 3)").get(), Transform(scaleX: 2, y: 3))
    }

    func testFrames() throws {
        guard case .rect(let r) = try ValueSyntax().frame("1 2 3 4").get() else { return XCTFail() }
        XCTAssertEqual(r, Rect(x: 1, y: 2, width: 3, height: 4))
        guard case .bounds(let name, let inset) = try ValueSyntax().frame("owner.bounds.inset(2)").get() else { return XCTFail() }
        XCTAssertEqual(name, "owner")
        XCTAssertEqual(inset, EdgeInsets(all: 2))
        XCTAssertThrowsError(try ValueSyntax().frame("owner.bounds.inset(1, 2, 3)").get())
        XCTAssertThrowsError(try ValueSyntax().frame("owner.frame").get())
    }

    func testColours() throws {
        XCTAssertEqual(try ValueSyntax.color("#FF3B30").get(), Color(r8: 255, g8: 59, b8: 48))
        XCTAssertEqual(try ValueSyntax.color("systemRed").get(), Color(r8: 255, g8: 59, b8: 48))
        XCTAssertEqual(try ValueSyntax.color("#00000000").get().alpha, 0)
        for bad in ["#GGGGGG", "#fff", "systemred2", "rgb(1,2,3)", "#+12345"] {
            XCTAssertThrowsError(try ValueSyntax.color(bad).get(), bad)
        }
    }

    func testSuggestionsCountATranspositionAsOneEdit() {
        XCTAssertEqual(NameSuggestion.editDistance(Array("veiw"), Array("view"), atMost: 3), 1)
        XCTAssertEqual(NameSuggestion.editDistance(Array("kitten"), Array("sitting"), atMost: 3), 3)
        XCTAssertNil(NameSuggestion.editDistance(Array("kitten"), Array("sitting"), atMost: 2))
        XCTAssertEqual(NameSuggestion.closest(to: "Frame", in: ["frame", "bounds"]), "frame")
        XCTAssertNil(NameSuggestion.closest(to: "zzz", in: ["frame", "bounds"]))
    }
}
