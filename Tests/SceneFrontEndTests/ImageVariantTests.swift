import Foundation
import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// `image="a.png"` stands for `a.png`, `a@2x.png` and `a@3x.png`, as UIKit's bundle lookup
/// does: each present file is read once, and the name is missing only when none is there.
extension ImageFileTests {
    func testEachScaleFoundIsAVariantInAscendingScale() {
        write("a.png", png)
        write("a@2x.png", png + [2])
        write("a@3x.png", png + [3])
        let (scene, diagnostics) = parseImage("a.png")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(node(scene, "i")?.image?.variants.map(\.scale), [1, 2, 3])
        XCTAssertEqual(node(scene, "i")?.image?.variants.map { scene?.images[$0.fileIndex].bytes.last }, [13, 2, 3])
    }

    func testAMissingBaseFileIsNoErrorWhileAVariantStandsInForIt() {
        write("b@2x.png", png)
        let (scene, diagnostics) = parseImage("b.png")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(node(scene, "i")?.image?.variants, [ImageVariant(scale: 2, fileIndex: 0)])
    }

    func testANameWithTheModifierIsThatFileAtThatScale() {
        write("c@3x.png", png)
        write("c@3x@2x.png", png)  // not looked for: the name already has its scale
        let (scene, diagnostics) = parseImage("c@3x.png")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(node(scene, "i")?.image?.variants, [ImageVariant(scale: 3, fileIndex: 0)])
        XCTAssertEqual(scene?.images.count, 1)
    }

    func testAVariantThatIsNotAnImageIsAnErrorAtTheAttribute() {
        write("d.png", png)
        write("d@3x.png", Array("not a picture".utf8))
        let (scene, diagnostics) = parseImage("d.png")
        XCTAssertNil(scene)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics.first?.hasPrefix("scene.xml:1:49: error: ") ?? false, "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.contains("'d@3x.png'") ?? false, "\(diagnostics)")
    }

    func testANameNoneOfWhoseFilesExistsIsMissing() {
        let (scene, diagnostics) = parseImage("e.png")
        XCTAssertNil(scene)
        XCTAssertEqual(diagnostics, ["scene.xml:1:49: error: cannot read the image 'e.png' in the scene's folder: there is no such file"])
    }

    /// Variants count against the scene's image bytes like any file: the @3x file crosses it.
    func testVariantsCountAgainstTheImageBytesLimit() {
        write("f.png", png)
        write("f@2x.png", png + [2])
        write("f@3x.png", png + [3])
        let text = #"<scene width="10" height="10"><imageView id="i" image="f.png"/></scene>"#
        let (scene, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: folder + "/scene.xml", limits: ResourceLimits(imageBytes: 30))
        XCTAssertNil(scene)
        XCTAssertEqual(diagnostics.map { $0.rendered.replacingOccurrences(of: folder + "/", with: "") },
                       ["scene.xml:1:49: error: the image 'f@3x.png' takes the scene's image files to 38 bytes; scenes are limited to 30 bytes of images (--max-image-bytes)"])
    }
}
