import Foundation
import SceneCompiler
import SceneModel
import TestSupport
import XCTest

@testable import InterfaceBuilderFrontEnd

/// Every document of the public corpus (Tests/InterfaceBuilderCorpus) compiles without an
/// error, and the frames its constraints give agree with the frames Interface Builder stored,
/// the independent oracle here: Xcode laid each document out and wrote down where every view
/// went. Agreement is counted over every view constraints place, in two populations: the views
/// of table rows (each row solved on its own, as UIKit sizes a cell) and all the others. Each is
/// held to at least the share reached when the test was last raised, so a change that moves
/// views away from Interface Builder's answer fails; the figures are printed.
final class CorpusTests: XCTestCase {
    /// The least share of constraint-placed views outside table rows that must land within ½ pt
    /// of their stored frame.
    static let leastAgreement = 0.41
    /// The same for the views inside table rows' content views.
    static let leastRowAgreement = 0.21

    func testEveryDocumentCompilesAndItsFramesAgreeWithInterfaceBuilders() throws {
        let folder = Repository.path("Tests/InterfaceBuilderCorpus")
        let documents = try XCTUnwrap(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        XCTAssertGreaterThanOrEqual(documents.count, 50)
        // (placed, misplaced) outside table rows, then inside them.
        var counts = [(0, 0), (0, 0)]
        for document in documents {
            let path = folder + "/" + document
            let source = SceneSource(path: path, bytes: try FuzzInputs.bytes(path))
            let (layouts, diagnostics) = Compiler.layout(source)
            XCTAssertNotNil(layouts, document)
            XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [], document)
            let (parsed, _) = InterfaceBuilderFrontEnd.parse(bytes: source.bytes, path: path)
            guard let scene = parsed else { continue }
            let misplaced = Set(diagnostics.filter { $0.id == .misplacedView }.compactMap(\.location))
            let inRow = Self.inTableRows(scene)
            for (index, node) in scene.nodes.enumerated() where node.view.expectedFrame != nil {
                let population = inRow[index] ? 1 : 0
                counts[population].0 += 1
                if let place = node.places[.expectedFrame] ?? Optional(node.location), misplaced.contains(place) { counts[population].1 += 1 }
            }
        }
        let shares = counts.map { Double($0.0 - $0.1) / Double(max($0.0, 1)) }
        for (k, name) in ["outside table rows", "in table rows"].enumerated() {
            print("Interface Builder corpus: \(documents.count) documents, \(name): \(counts[k].0) views placed by constraints, "
                  + "\(counts[k].0 - counts[k].1) within ½ pt of the stored frame (\(Int((shares[k] * 1000).rounded()) / 10) %)")
        }
        XCTAssertGreaterThan(counts[0].0, 350)
        XCTAssertGreaterThanOrEqual(counts[1].0, 90)
        XCTAssertGreaterThanOrEqual(shares[0], Self.leastAgreement)
        XCTAssertGreaterThanOrEqual(shares[1], Self.leastRowAgreement)
    }

    /// For each node, whether it is inside a table cell (parents come before their children).
    private static func inTableRows(_ scene: Scene) -> [Bool] {
        var inRow = [Bool](repeating: false, count: scene.nodes.count)
        for (index, node) in scene.nodes.enumerated() {
            guard let parent = node.parent else { continue }
            inRow[index] = inRow[parent] || scene.nodes[parent].kind == .tableViewCell
        }
        return inRow
    }
}
