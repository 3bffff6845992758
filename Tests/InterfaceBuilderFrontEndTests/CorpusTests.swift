import Foundation
import SceneCompiler
import SceneModel
import TestSupport
import XCTest

@testable import InterfaceBuilderFrontEnd

/// Every document of the public corpus (Tests/InterfaceBuilderCorpus) compiles without an
/// error, and the frames its constraints give agree with the frames Interface Builder stored,
/// the independent oracle here: Xcode laid each document out and wrote down where every view
/// went. Agreement is counted over every view constraints place, and held to at least the
/// share reached when the test was written, so a change that moves views away from Interface
/// Builder's answer fails; the figures are printed.
final class CorpusTests: XCTestCase {
    /// The least share of constraint-placed views that must land within ½ pt of their stored frame.
    static let leastAgreement = 0.50

    func testEveryDocumentCompilesAndItsFramesAgreeWithInterfaceBuilders() throws {
        let folder = Repository.path("Tests/InterfaceBuilderCorpus")
        let documents = try XCTUnwrap(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        XCTAssertGreaterThanOrEqual(documents.count, 50)
        var placed = 0, misplaced = 0
        for document in documents {
            let path = folder + "/" + document
            let source = SceneSource(path: path, bytes: try FuzzInputs.bytes(path))
            let (layouts, diagnostics) = Compiler.layout(source)
            XCTAssertNotNil(layouts, document)
            XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [], document)
            let (scene, _) = InterfaceBuilderFrontEnd.parse(bytes: source.bytes, path: path)
            placed += scene?.nodes.filter { $0.view.expectedFrame != nil }.count ?? 0
            misplaced += diagnostics.filter { $0.id == .misplacedView }.count
        }
        let agreement = Double(placed - misplaced) / Double(max(placed, 1))
        print("Interface Builder corpus: \(documents.count) documents, \(placed) views placed by constraints, "
              + "\(placed - misplaced) within ½ pt of the stored frame (\(Int((agreement * 1000).rounded()) / 10) %)")
        XCTAssertGreaterThan(placed, 350)
        XCTAssertGreaterThanOrEqual(agreement, Self.leastAgreement)
    }
}
