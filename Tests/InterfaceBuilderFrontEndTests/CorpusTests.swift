import Foundation
import SceneCompiler
import SceneModel
import TestSupport
import XCTest

@testable import InterfaceBuilderFrontEnd

/// Every document of the public corpus (Tests/InterfaceBuilderCorpus) compiles without an
/// error, and the frames its constraints give agree with the frames Interface Builder stored,
/// the independent oracle here: Xcode laid each document out and wrote down where every view
/// went. Agreement is counted over every view constraints place in every scene of every
/// document, apart for views whose frame depends on text (a view that shows text, or holds one
/// that does: San Francisco measured it, a stand-in font measures here) and views whose frame
/// does not; each share is held to at least the share reached when the test was written, so a
/// change that moves views away from Interface Builder's answer fails. The figures are printed,
/// per document and in total.
final class CorpusTests: XCTestCase {
    /// The least share of text-independent constraint-placed views within ½ pt of their stored frame.
    static let leastTextIndependentAgreement = 0.908
    /// The same for views whose frame depends on text.
    static let leastTextDependentAgreement = 0.751

    /// Views placed by constraints and how many of them land on their stored frame.
    struct Tally {
        var placed = 0, agreeing = 0
        var share: Double { Double(agreeing) / Double(max(placed, 1)) }
        var text: String { "\(agreeing)/\(placed) (\(Int((share * 1000).rounded()) / 10) %)" }
        static func += (a: inout Tally, b: Tally) { (a.placed, a.agreeing) = (a.placed + b.placed, a.agreeing + b.agreeing) }
    }

    func testEveryDocumentCompilesAndItsFramesAgreeWithInterfaceBuilders() throws {
        let folder = Repository.path("Tests/InterfaceBuilderCorpus")
        let documents = try XCTUnwrap(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        XCTAssertGreaterThanOrEqual(documents.count, 50)
        var independent = Tally(), dependent = Tally()
        var report = ""
        var causes: [String: Int] = [:]
        // Views Interface Builder itself marks misplaced: the warning must fire on them.
        var flagged = Tally()
        for document in documents {
            let path = folder + "/" + document
            // Laid out as Interface Builder's canvas lays it out, which is what it stored.
            var source = SceneSource(path: path, bytes: try FuzzInputs.bytes(path))
            source.frames = .canvas
            let (layouts, diagnostics) = Compiler.layout(source)
            XCTAssertNotNil(layouts, document)
            XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [], document)
            let (parsed, _) = InterfaceBuilderFrontEnd.parseDocument(bytes: source.bytes, path: path)
            // Interface Builder writes each view's start tag on one line, where its node is.
            let lines = String(decoding: source.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let misplacedLines = Set(lines.indices.filter { lines[$0].contains(#"misplaced="YES""#) }.map { $0 + 1 })
            let (i, d, f) = Self.agreement(try XCTUnwrap(parsed), try XCTUnwrap(layouts), misplacedLines: misplacedLines) { causes[$0, default: 0] += 1 }
            flagged += f
            independent += i
            dependent += d
            report += "  \(document): text-independent \(i.text), text-dependent \(d.text)\n"
        }
        print("Interface Builder corpus: \(documents.count) documents; views placed by constraints within ½ pt of the stored frame: "
              + "text-independent \(independent.text), text-dependent \(dependent.text); of the \(flagged.placed) views Interface Builder "
              + "marks misplaced, \(flagged.placed - flagged.agreeing) are warned about (apart from their stored frame)\n" + report
              + "views apart from their stored frame, by class and by what differs (x, y, width, height):\n"
              + causes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "  \($0.value) \($0.key)" }.joined(separator: "\n"))
        XCTAssertGreaterThan(independent.placed + dependent.placed, 1_000)
        // Every view Interface Builder marks misplaced is warned about, as Xcode's canvas flags it.
        XCTAssertGreaterThan(flagged.placed, 10)
        XCTAssertEqual(flagged.agreeing, 0, "views Interface Builder marks misplaced that scenec finds in place")
        XCTAssertGreaterThanOrEqual(independent.share, Self.leastTextIndependentAgreement)
        XCTAssertGreaterThanOrEqual(dependent.share, Self.leastTextDependentAgreement)
    }

    /// For each scene's first layout (its document's device), the views with a stored frame,
    /// text-independent and text-dependent apart, and how many land within ½ pt of it.
    /// `disagreeing` hears of each view that does not agree, as its class and what differs.
    /// Views whose element starts on one of `misplacedLines` (Interface Builder marked them
    /// misplaced: their stored frame is not their constraints' answer) are counted apart, in the
    /// third tally, and not in the agreement.
    static func agreement(_ document: SceneDocument, _ layouts: [SceneLayout], misplacedLines: Set<Int> = [],
                          disagreeing: (String) -> Void = { _ in }) -> (Tally, Tally, Tally) {
        var independent = Tally(), dependent = Tally(), flagged = Tally()
        for scene in document.scenes {
            guard let layout = layouts.first(where: { $0.sceneName == scene.name }) else { continue }
            var frames: [String: Rect] = [:]
            for node in layout.nodes { if let id = node.id { frames[id] = node.frame } }
            // Children come after their parents: one backward pass finds every view holding text.
            // Text a view shows, a segmented control's titles included: they size its segments.
            var holdsText = scene.nodes.map { node in
                if case .segmentedControl(let control) = node.content { return control.segments.contains { !$0.isEmpty } }
                return node.text != nil
            }
            for index in scene.nodes.indices.reversed() where scene.nodes[index].children.contains(where: { holdsText[$0] }) {
                holdsText[index] = true
            }
            for (index, node) in scene.nodes.enumerated() {
                guard let expected = node.view.expectedFrame, let id = node.id, let actual = frames[id] else { continue }
                let apart = [actual.minX - expected.minX, actual.minY - expected.minY, actual.width - expected.width, actual.height - expected.height]
                let agrees = apart.allSatisfy { abs($0) <= 0.5 } ? 1 : 0
                if misplacedLines.contains(node.location.line) {
                    flagged += Tally(placed: 1, agreeing: agrees)
                    continue
                }
                if agrees == 0 {
                    let differs = zip(["x", "y", "width", "height"], apart).filter { abs($1) > 0.5 }.map(\.0).joined(separator: "+")
                    disagreeing("\(node.kind.className) \(differs)")
                    // CORPUS_MISPLACED=UISwitch lists each such view, to find out why (`all`: every one).
                    if let wanted = ProcessInfo.processInfo.environment["CORPUS_MISPLACED"], wanted == "all" || node.kind.className == wanted {
                        let rect = { (r: Rect) in "(\(r.minX) \(r.minY); \(r.width) \(r.height))" }
                        print("  \(node.location.file):\(node.location.line) \(holdsText[index] ? "text " : "")\(node.kind.className) \(id): stored \(rect(expected)), laid out \(rect(actual))")
                    }
                }
                if holdsText[index] { dependent += Tally(placed: 1, agreeing: agrees) } else { independent += Tally(placed: 1, agreeing: agrees) }
            }
        }
        return (independent, dependent, flagged)
    }
}
