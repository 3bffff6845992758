import Foundation
import Geometry
import TestSupport
import XCTest

/// Samples/shapes.xml as compiled into Output/, drawn by librsvg (the SVG) and Chromium (the
/// SVG and the HTML): each gradient's colour at known points from Core Animation's mapping and
/// the stop formula, worked out here on their own, and the progress ring's arc ending where
/// `strokeEnd` says.
final class ShapesSampleRenderingTests: XCTestCase {
    /// Output/shapes.svg and .html drawn once for all the tests here.
    nonisolated(unsafe) static var drawn: SamplePictures?

    typealias RGB = SamplePictures.RGB
    typealias Probe = SamplePictures.Probe

    private func check(_ probes: [Probe], file: StaticString = #filePath, line: UInt = #line) throws {
        let pictures = try Self.drawn ?? SamplePictures("shapes", width: 490, height: 840)
        Self.drawn = pictures
        pictures.check(probes, file: file, line: line)
    }

    /// Stops evenly spread (no `locations`), each channel linear between the two around `t`.
    private static func even(_ colors: [RGB], at t: Double) -> RGB {
        let scaled = min(max(t, 0), 1) * Double(colors.count - 1)
        let i = min(Int(scaled), colors.count - 2), u = scaled - Double(i)
        let (a, b) = (colors[i], colors[i + 1])
        return (a.0 + (b.0 - a.0) * u, a.1 + (b.1 - a.1) * u, a.2 + (b.2 - a.2) * u)
    }

    func testTheCardsDiagonalGradientIsLaidOutInTheUnitSquare() throws {
        // card: 20 40 350 160; colours #FF9500 → #FF2D55 from the unit square's (0, 0) to (1, 1):
        // location (u + v) / 2 for the unit-square point (u, v).
        var probes: [Probe] = []
        for x in stride(from: 40, to: 360, by: 29) {
            for y in stride(from: 58, to: 190, by: 26) {
                let u = (Double(x) + 0.5 - 20) / 350, v = (Double(y) + 0.5 - 40) / 160
                probes.append(("axial", x, y, Self.even([(255, 149, 0), (255, 45, 85)], at: (u + v) / 2), 3))
            }
        }
        try check(probes)
    }

    func testTheRadialAndConicSwatches() throws {
        var probes: [Probe] = []
        // radialSwatch: 20 220 160 160, white → #007AFF, centre (0.5, 0.5), radii to (1, 1): 80 pt.
        for x in stride(from: 36, to: 166, by: 13) {
            for y in stride(from: 236, to: 366, by: 13) {
                let t = hypot(Double(x) + 0.5 - 100, Double(y) + 0.5 - 300) / 80
                probes.append(("radial t=\(t)", x, y, Self.even([(255, 255, 255), (0, 122, 255)], at: t), 3))
            }
        }
        // conicSwatch: 210 220 160 160, centre (290, 300), location 0 straight up, clockwise.
        let hues: [RGB] = [(255, 59, 48), (255, 204, 0), (52, 199, 89), (0, 122, 255), (175, 82, 222), (255, 59, 48)]
        for degrees in stride(from: 8.0, to: 352, by: 11) {
            let a = (degrees - 90) * .pi / 180
            let x = Int((290 + 50 * cos(a)).rounded(.down)), y = Int((300 + 50 * sin(a)).rounded(.down))
            var turn = (atan2(Double(y) + 0.5 - 300, Double(x) + 0.5 - 290) + .pi / 2) / (2 * .pi)
            if turn < 0 { turn += 1 }
            probes.append(("conic \(degrees)°", x, y, Self.even(hues, at: turn), 5))
        }
        try check(probes)
    }

    func testAConicGradientOnWideBoundsTurnsInTheUnitSquare() throws {
        // wideConic: 180 575 190 50, centre (275, 600): a point's location is the angle of its
        // unit-square offset ((x − 275) / 190, (y − 600) / 50), from straight up, clockwise.
        // Turning evenly in points instead would put (366, 580) at 0.22 of a turn, not 0.14.
        let hues: [RGB] = [(255, 59, 48), (255, 204, 0), (52, 199, 89), (0, 122, 255), (175, 82, 222), (255, 59, 48)]
        var probes: [Probe] = []
        for y in stride(from: 578, to: 623, by: 4) {
            for x in stride(from: 183, to: 368, by: 7) {
                let u = (Double(x) + 0.5 - 275) / 190, v = (Double(y) + 0.5 - 600) / 50
                guard hypot(u * 190, v * 50) > 6 else { continue }
                var turn = (atan2(v, u) + .pi / 2) / (2 * .pi)
                if turn < 0 { turn += 1 }
                // 6: the wedges are each one colour, up to 1/255 a channel from their neighbours, and
                // drawn aliased, so a pixel takes its wedge's colour, not its own angle's (the square
                // swatch above allows 5; a stretched wedge is wider where the bounds are longer).
                probes.append(("wide conic \(turn)", x, y, Self.even(hues, at: turn), 6))
            }
        }
        try check(probes)
    }

    func testTheProgressRingEndsWhereStrokeEndSaysAndTheRingIsEvenOdd() throws {
        // progressRing: centre (290, 480), radius 60, from the top clockwise, strokeEnd 0.7 → 252°;
        // its round cap reaches 6 pt (5.7°) further. The track shows beyond.
        let (green, track): (RGB, RGB) = ((52, 199, 89), (229, 229, 234))
        func onRing(_ degrees: Double) -> (Int, Int) {
            let a = (degrees - 90) * .pi / 180
            return (Int((290 + 60 * cos(a)).rounded(.down)), Int((480 + 60 * sin(a)).rounded(.down)))
        }
        var probes: [Probe] = []
        for degrees in [5.0, 45, 90, 135, 180, 225, 245] {
            let (x, y) = onRing(degrees)
            probes.append(("ring at \(degrees)°", x, y, green, 3))
        }
        for degrees in [266.0, 280, 315, 350] {
            let (x, y) = onRing(degrees)
            probes.append(("track at \(degrees)°", x, y, track, 3))
        }
        // evenOddRing: centre (90, 570); the outer circle's radius 50, the hole's 25.
        probes += [("ring", 90 + 37, 570, (175, 82, 222), 3), ("ring", 90, 570 - 37, (175, 82, 222), 3),
                   ("hole", 90, 570, (255, 255, 255), 3), ("hole", 90 + 12, 570 + 12, (255, 255, 255), 3)]
        try check(probes)
    }
}
