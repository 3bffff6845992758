import Foundation
import TestSupport
import Typesetting
import XCTest

/// How closely the system font's stand-in measures like San Francisco, against widths Interface
/// Builder stored for one-line labels (`Fixtures/ib-labels.tsv`: Xcode measured each in
/// San Francisco and rounded it up to the document's device pixel). Prints the table that
/// docs/Typesetting.md reports: `swift test --filter SystemFontMeasurementTests`.
final class SystemFontMeasurementTests: XCTestCase {
    struct Label {
        let text: String
        let weight: FontWeight
        let size: Double
        let scale: Double
        let width: Double
        /// The stored height, nil where the document's label is ambiguous.
        let height: Double?
    }

    static func labels() throws -> [Label] {
        let path = Repository.path("Tests/TypesettingTests/Fixtures/ib-labels.tsv")
        let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
        return rows.map { row in
            let f = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Label(text: f[8], weight: FontWeight(rawValue: f[4])!, size: Double(f[5])!, scale: Double(f[3])!,
                         width: Double(f[6])!, height: Double(f[7]))
        }
    }

    /// |predicted − stored| ÷ stored for each label, the prediction rounded up to the device pixel
    /// as UIKit rounds a label's intrinsic size.
    /// `added` more tracking, in points at the label's size, on top of the font's own.
    func errors(_ labels: [Label], family: String, tracking: Bool = true, added: (Double) -> Double = { _ in 0 }) throws -> [Double] {
        let book = FontBook()
        return try labels.map { label in
            var font = try book.font(family: family, weight: label.weight, size: label.size)
            let total = (tracking ? font.tracking : 0) + added(label.size)
            font = Font(cascade: font.cascade, size: font.size, tracking: total, metrics: font.metrics)
            let width = Typesetter(font: font).line(label.text).width
            let predicted = (width * label.scale).rounded(.up) / label.scale
            return abs(predicted - label.width) / label.width
        }
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }

    func testTheSystemFontStandInMeasuresCloserToSanFranciscoThanDejaVu() throws {
        let labels = try Self.labels()
        XCTAssertGreaterThanOrEqual(labels.count, 100)
        let candidates: [(String, [Double])] = [
            ("DejaVu Sans (before)", try errors(labels, family: "DejaVu Sans")),
            ("Inter, no tracking", try errors(labels, family: "system", tracking: false)),
            ("Inter + San Francisco's tracking + the weights' (now)", try errors(labels, family: "system")),
        ]
        print("width error against Interface Builder, \(labels.count) labels: median, p90")
        for (name, e) in candidates {
            print(String(format: "  %@: %.2f %%, %.2f %%", name, 100 * Self.percentile(e, 0.5), 100 * Self.percentile(e, 0.9)))
        }
        let before = candidates[0].1, now = candidates[2].1
        XCTAssertLessThan(Self.percentile(now, 0.5), Self.percentile(before, 0.5))
        XCTAssertLessThan(Self.percentile(now, 0.9), Self.percentile(before, 0.9))
    }

    /// From 20 pt Inter Display stands in for SF Pro Display, and its own spacing is already SF's
    /// with Apple's tracking applied: adding the tracking table again (−0.45 pt at 20 pt, +0.40
    /// at 34 pt) measures the labels of 20 pt and up farther from what Interface Builder stored.
    func testFromTwentyPointsApplesTrackingIsNotAddedAgain() throws {
        let labels = try Self.labels().filter { $0.size >= SystemFont.displayOpticalSize }
        XCTAssertGreaterThanOrEqual(labels.count, 30)
        let now = try errors(labels, family: "system")
        let again = try errors(labels, family: "system", added: { SystemFont.tracking(size: $0) })
        print(String(format: "labels of 20 pt and up (%d): median, p90 width error: %.2f %%, %.2f %% now; %.2f %%, %.2f %% with Apple's table added",
                     labels.count, 100 * Self.percentile(now, 0.5), 100 * Self.percentile(now, 0.9),
                     100 * Self.percentile(again, 0.5), 100 * Self.percentile(again, 0.9)))
        XCTAssertLessThan(Self.percentile(now, 0.5), Self.percentile(again, 0.5))
        XCTAssertLessThan(Self.percentile(now, 0.9), Self.percentile(again, 0.9))
    }
}
