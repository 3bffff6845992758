import Foundation
import TestSupport
import Typesetting
import XCTest

@testable import InterfaceBuilderFrontEnd

/// scenec's text widths against the widths Interface Builder stored for one-line labels, per
/// weight and text style: the ratio scenec ÷ Interface Builder of each label, scenec's width
/// being the label's intrinsic size (the typesetter's line rounded up to the document's device
/// pixel). The labels are the corpus's (`CorpusLabels`) and those of
/// `Tests/TypesettingTests/Fixtures/ib-labels.tsv`; those saved before Xcode 12 (toolsVersion
/// 17000), when San Francisco's tracking and optical sizes were not today's, and those in named
/// fonts are printed apart and not held to the band. Prints the table docs/Typesetting.md
/// reports (`swift test --skip-build --filter CorpusTextMeasurementTests`); with
/// `CORPUS_TEXT_DUMP=1` it also lists every label.
final class CorpusTextMeasurementTests: XCTestCase {
    /// A ratio outside this range is a label whose width something besides its text decides
    /// (a constraint the filter cannot see, a truncated text): left out of the medians, counted.
    static let plausible = 0.8...1.25
    /// Each group of at least `heldCount` current labels has its median ratio in this band.
    static let band = 0.99...1.01
    static let heldCount = 5

    struct Measured {
        let group: String
        let ratio: Double
        /// Stored height ÷ San Francisco's line height rounded up to the pixel; nil for a named font.
        let heightRatio: Double?
    }

    struct Group {
        let name: String
        let labels: [Measured]
        let outliers: Int
        var ratios: [Double] { labels.map(\.ratio) }

        static func quantile(_ values: [Double], _ p: Double) -> Double {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return .nan }
            return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
        }
    }

    /// Every label measured, grouped; groups sorted by name.
    static func groups() throws -> [Group] {
        let book = FontBook()
        var measured: [Measured] = [], outliers: [String: Int] = [:]
        let dump = ProcessInfo.processInfo.environment["CORPUS_TEXT_DUMP"] != nil
        for label in try CorpusLabels.labels() + fixtureLabels() {
            let (family, size, weight) = font(label.font)
            let font = try book.font(family: family, weight: weight, size: size)
            let width = Typesetter(font: font).line(label.text).width
            let ratio = (width * label.scale).rounded(.up) / label.scale / label.width
            let current = label.toolsVersion >= 17_000 && label.group != "named"
            let group = current ? label.group : label.group == "named" ? "named fonts" : "before Xcode 12"
            let line = (font.metrics.lineHeight * label.scale).rounded(.up) / label.scale
            if dump { print(String(format: "%.3f", ratio), group, label.font, label.scale, label.width, label.height, label.document, label.text) }
            guard plausible.contains(ratio) else { outliers[group, default: 0] += 1; continue }
            measured.append(Measured(group: group, ratio: ratio, heightRatio: label.group == "named" ? nil : label.height / line))
        }
        let names = Set(measured.map(\.group)).union(outliers.keys).sorted()
        return names.map { name in Group(name: name, labels: measured.filter { $0.group == name }, outliers: outliers[name] ?? 0) }
    }

    /// The labels of the typesetting tests' table, all saved by Xcode 12 or later, as corpus labels.
    static func fixtureLabels() throws -> [CorpusLabels.Label] {
        let path = Repository.path("Tests/TypesettingTests/Fixtures/ib-labels.tsv")
        let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
        return rows.map { row in
            let f = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return CorpusLabels.Label(document: f[0] + "/" + f[1], id: "", text: f[8], group: f[4], font: f[5] + " " + f[4],
                                      scale: Double(f[3])!, width: Double(f[6])!, height: Double(f[7]) ?? .nan, toolsVersion: 17_000)
        }
    }

    /// A scene-format font, `[family] size [weight]` or a text style's name.
    static func font(_ text: String) -> (family: String, size: Double, weight: FontWeight) {
        if let style = TextStyle(rawValue: text) { return (FontBook.defaultFamily, style.size, style.weight) }
        var words = text.split(separator: " ").map(String.init)
        let weight = words.last.flatMap(FontWeight.init(rawValue:)) ?? .regular
        if FontWeight(rawValue: words.last ?? "") != nil { words.removeLast() }
        let size = words.popLast().flatMap(Double.init) ?? 17
        return (words.isEmpty ? FontBook.defaultFamily : words.joined(separator: " "), size, weight)
    }

    func testTextWidthsAgreeWithInterfaceBuildersStoredWidthsPerWeightAndTextStyle() throws {
        let groups = try Self.groups()
        print("text width, scenec ÷ Interface Builder, one-line labels: group: labels, p10, median, p90 (left out); heights equal")
        for g in groups {
            let heights = g.labels.compactMap(\.heightRatio).filter { !$0.isNaN }
            print(String(format: "  %@: %d, %.3f, %.3f, %.3f (%d); %d of %d", g.name, g.labels.count, Group.quantile(g.ratios, 0.1),
                         Group.quantile(g.ratios, 0.5), Group.quantile(g.ratios, 0.9), g.outliers, heights.filter { abs($0 - 1) < 1e-6 }.count, heights.count))
        }
        let held = groups.filter { $0.labels.count >= Self.heldCount && $0.name != "named fonts" && $0.name != "before Xcode 12" }
        XCTAssertEqual(Set(held.map(\.name)), ["regular", "medium", "semibold", "bold", "style Body"], "the groups the corpus holds")
        for g in held {
            XCTAssertTrue(Self.band.contains(Group.quantile(g.ratios, 0.5)), "\(g.name): median \(Group.quantile(g.ratios, 0.5))")
        }
        XCTAssertGreaterThan(held.reduce(0) { $0 + $1.labels.count }, 150)
    }

    /// A one-line label is as tall as San Francisco's line height at its size, rounded up to
    /// the pixel, whatever its text style (not the style's leading): in every group of at least
    /// `heldCount` labels, the stored height seen most often is exactly that (the filter does not
    /// look at vertical constraints, which stretch some labels: table cells' body labels).
    func testOneLineLabelsAreSanFranciscosLineHeightTall() throws {
        for g in try Self.groups() where g.name != "named fonts" && g.name != "before Xcode 12" {
            let heights = g.labels.compactMap(\.heightRatio).filter { !$0.isNaN }
            guard heights.count >= Self.heldCount else { continue }
            let counts = Dictionary(grouping: heights) { ($0 * 10_000).rounded() / 10_000 }.mapValues(\.count)
            let most = try XCTUnwrap(counts.max { ($0.value, $1.key) < ($1.value, $0.key) })
            XCTAssertEqual(most.key, 1, "\(g.name): \(counts)")
        }
    }
}
