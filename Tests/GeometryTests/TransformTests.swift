import TestSupport
import XCTest

@testable import Geometry

final class TransformTests: XCTestCase {
    func testChainedCallsApplyTheLastStepFirstLikeCoreGraphics() {
        // CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2): rotate, then translate.
        let t = Transform(translationX: 10, y: 0).rotated(by: .pi / 2)
        XCTAssertEqual(t.apply(to: Point(x: 1, y: 0)), Point(x: 10, y: 1))
        // concatenating: self first, then the argument.
        let u = Transform(scaleX: 2, y: 2).concatenating(Transform(translationX: 1, y: 0))
        XCTAssertEqual(u.apply(to: Point(x: 1, y: 1)), Point(x: 3, y: 2))
    }

    func testQuarterTurnsAreExact() {
        XCTAssertEqual(Transform(rotationAngle: .pi / 2), Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        XCTAssertEqual(Transform(rotationAngle: -.pi), Transform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
        XCTAssertEqual(Transform(rotationAngle: .pi / 6).b, 0.5, accuracy: 1e-15)
    }

    func testInverseUndoesAndSingularHasNone() throws {
        let t = Transform(translationX: 3, y: 4).rotated(by: 0.3).scaled(x: 2, y: 0.5)
        let p = Point(x: 7, y: -2)
        let back = try XCTUnwrap(t.inverted).apply(to: t.apply(to: p))
        XCTAssertEqual(back.x, p.x, accuracy: 1e-12)
        XCTAssertEqual(back.y, p.y, accuracy: 1e-12)
        XCTAssertNil(Transform(scaleX: 0, y: 1).inverted)
    }

    func testRectUnderRotationIsItsBoundingBox() {
        let r = Transform(rotationAngle: .pi / 2).apply(to: Rect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(r, Rect(x: -20, y: 0, width: 20, height: 10))
    }

    /// The bounding box is the box of the four transformed corners, to the bit: for rotations,
    /// shears, flips, negative sizes, zeros of either sign, infinities and NaN.
    func testRectBoundingBoxIsTheBoxOfItsCornersToTheBit() {
        var generator = SeededRandom(seed: 0x5CE7EC)
        let specials: [Double] = [0, -0.0, 1, -1, 0.5, 1e300, -1e300, .infinity, -.infinity, .nan]
        func value() -> Double {
            Int.random(in: 0..<4, using: &generator) == 0 ? specials.randomElement(using: &generator)!
                : Double.random(in: -1_000...1_000, using: &generator)
        }
        func bits(_ r: Rect) -> [UInt64] { [r.origin.x, r.origin.y, r.width, r.height].map(\.bitPattern) }
        for _ in 0..<20_000 {
            let t = Transform(a: value(), b: value(), c: value(), d: value(), tx: value(), ty: value())
            let rect = Rect(x: value(), y: value(), width: value(), height: value())
            XCTAssertEqual(bits(t.apply(to: rect)), bits(Rect.enclosing(rect.corners.map(t.apply(to:)))), "\(t) \(rect)")
        }
    }
}

final class ShapeTests: XCTestCase {
    func testRadiusClampsToHalfTheShorterSide() {
        XCTAssertEqual(RoundedRect(rect: Rect(x: 0, y: 0, width: 40, height: 10), radius: 30).radius, 5)
        XCTAssertEqual(RoundedRect(rect: Rect(x: 0, y: 0, width: 40, height: 10), radius: -1).radius, 0)
    }

    func testInsetPastTheSizeIsEmptyNotNegative() {
        XCTAssertEqual(Rect(x: 0, y: 0, width: 10, height: 10).inset(by: EdgeInsets(all: 6)), Rect(x: 5, y: 5, width: 0, height: 0))
        XCTAssertEqual(Rect(x: 0, y: 0, width: 10, height: 10).inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
                       Rect(x: 2, y: 1, width: 4, height: 6))
    }

    func testColourHex() {
        XCTAssertEqual(Color(r8: 255, g8: 59, b8: 48).hexRGB, "#ff3b30")
        XCTAssertEqual(Color(red: 2, green: -1, blue: 0.5).hexRGB, "#ff0080")
    }
}

final class NumberTextTests: XCTestCase {
    func testOneFixedFormat() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (1, "1"), (-1.5, "-1.5"), (0.1 + 0.2, "0.3"), (1e-5, "0.00001"),
            (1e-7, "0"), (-1e-7, "0"), (123456.1234564, "123456.123456"), (2.5e-6, "0.000003"),
            (10_000_000, "10000000"), (1e20, "100000000000000000000"), (.nan, "0"), (0.8660254037844386, "0.866025"),
        ]
        for (value, text) in cases { XCTAssertEqual(NumberText.format(value), text, "\(value)") }
    }

    /// The byte path printers use (a whole number's digits by `writeDecimal`, any other
    /// number's `format`) spells every number as `format` and `String` do: whole and
    /// fractional, at the ends of the integer range, and at the edge of the whole-number path.
    func testBytesAreTheTextsBytes() {
        func decimal(_ n: Int) -> String {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberText.maximumDecimalBytes) { buffer in
                let count = NumberText.writeDecimal(n, into: buffer.baseAddress!)
                return String(decoding: UnsafeBufferPointer(start: buffer.baseAddress, count: count), as: UTF8.self)
            }
        }
        let values: [Double] = [0, -0.0, 1, -1, 9, 10, 99, 100, 100_100, -123_456, 0.5, -0.25, 1e-7, 999_999_999_999_999,
                                1e15, -1e15, 1e20, .nan, .infinity, -.infinity, 0.8660254037844386, 999_999_999_999_999.5,
                                -999_999_999_999_998.5, 4503599627370495.5, .ulpOfOne, -.leastNonzeroMagnitude, 1 - .ulpOfOne]
        for value in values {
            XCTAssertEqual(NumberText.integer(value).map(decimal) ?? NumberText.format(value), NumberText.format(value), "\(value)")
        }
        let integers = [0, 1, -1, 9, 10, 11, 99, 100, 1_000_000_007, -9_999, Int.max, Int.min, Int.max / 10, Int.min + 1]
            + (0..<19).map { power in (0..<power).reduce(1) { result, _ in result * 10 } }
        // Every number the short path writes, and its edges.
        for n in integers + Array(-10...10_010) {
            XCTAssertEqual(decimal(n), String(n))
            XCTAssertLessThanOrEqual(decimal(n).utf8.count, NumberText.maximumDecimalBytes)
        }
    }
}
