import Geometry
import SceneModel
import Synchronization
import TestSupport
import XCTest

@testable import InterfaceBuilderFrontEnd

/// Image names resolve through the asset catalogs `--assets` names, each scale's file as Xcode's
/// build picks it for an iPhone; SF Symbols and names no catalog has draw as placeholders the
/// size the document gives, with one warning per name. The catalog is
/// `Fixtures/Assets.xcassets`, written by `Fixtures/make_asset_catalog.py`.
final class AssetCatalogTests: XCTestCase {
    private let catalog = Repository.path("Tests/InterfaceBuilderFrontEndTests/Fixtures/Assets.xcassets")

    private func parse(_ images: [(id: String, attributes: String)], device: String = "retina6_12", assets: [String]? = nil,
                       fileRead: (@Sendable (String) -> Void)? = nil, views more: String = "") -> (Scene?, [Diagnostic]) {
        let views = images.map { #"<imageView \#($0.attributes) id="\#($0.id)"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>"# } + [more]
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <objects>
                    <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>\(views.joined())</subviews>
                    </view>
                </objects>
                <resources>
                    <image name="ghost" width="44" height="33"/>
                    <image name="vector" width="24" height="24"/>
                    <image name="star.fill" catalog="system" width="16" height="15"/>
                </resources>
            </document>
            """
        let options = InterfaceBuilderOptions(assetFolders: assets ?? [catalog], fileRead: fileRead)
        return InterfaceBuilderFrontEnd.parse(bytes: Array(text.utf8), path: "/nowhere/Card.xib", options: options)
    }

    private func image(_ scene: Scene, _ id: String) throws -> (ImageProperties, [(scale: Double, width: Int, height: Int)]) {
        let node = try XCTUnwrap(scene.nodes.first { $0.id == "imageView_" + id }, "no image view \(id)")
        let image = try XCTUnwrap(node.image)
        let files = image.variants.map { v in (v.scale, scene.images[v.fileIndex].pixelSize?.width ?? 0, scene.images[v.fileIndex].pixelSize?.height ?? 0) }
        return (image, files)
    }

    func testAnImageSetGivesEveryScalesFileFromItsGroup() throws {
        let (scene, diagnostics) = parse([("s", #"image="star""#)])
        XCTAssertEqual(diagnostics.map(\.rendered), [])
        let (image, files) = try image(XCTUnwrap(scene), "s")
        XCTAssertEqual(files.map(\.scale), [1, 2, 3])
        XCTAssertEqual(files.map(\.width), [10, 20, 30], "each scale's own file, all the same 10 × 8 points")
        XCTAssertEqual(image.variant(forScreenScale: 3).map { try? XCTUnwrap(scene).images[$0.fileIndex].pixelSize?.width }, 30)
    }

    func testASingleScaleImageIsItsOneFileAndAnIPhoneFileComesBeforeAnIPads() throws {
        let (scene, diagnostics) = parse([("l", #"image="logo""#), ("p", #"image="phone""#)])
        XCTAssertEqual(diagnostics.map(\.rendered), [])
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(try image(s, "l").1.map(\.scale), [1])
        let phone = try image(s, "p").1
        XCTAssertEqual(phone.map(\.scale), [2])
        let pixels = s.images[try XCTUnwrap(try image(s, "p").0.variants.first).fileIndex].bytes
        XCTAssertEqual(pixels, try FuzzInputs.bytes(catalog + "/phone.imageset/phone.png"), "the iPhone file, not the iPad one")
    }

    func testAMissingAVectorOnlyOrEscapingImageIsAPlaceholderOfTheDocumentsSizeSaidOncePerName() throws {
        let (scene, diagnostics) = parse([("a", #"image="ghost""#), ("b", #"image="ghost""#), ("v", #"image="vector""#), ("e", #"image="escape""#)])
        let s = try XCTUnwrap(scene)
        let warnings = diagnostics.filter { $0.id == .interfaceBuilderNotModelled }.map(\.message)
        XCTAssertEqual(warnings.count, 3, "\(warnings)")
        XCTAssert(warnings[0].hasPrefix("imageView (id a): image 'ghost' is in no asset catalog searched"), warnings[0])
        let ghost = try XCTUnwrap(s.nodes.first { $0.id == "imageView_b" })
        XCTAssertEqual(ghost.image?.isSymbol, true)
        XCTAssertEqual(ghost.view.intrinsicSize, Size(width: 44, height: 33), "the size of the document's <image> entry")
        XCTAssertEqual(s.images.count, 0, "nothing outside the catalog and no PDF was read")
    }

    func testWithoutAssetsImagesArePlaceholdersAndSymbolsAreSymbols() throws {
        let (scene, diagnostics) = parse([("s", #"image="star""#), ("f", #"image="star.fill" catalog="system""#)], assets: [])
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(diagnostics.filter { $0.id == .interfaceBuilderNotModelled }.count, 1, "only the catalog image is said")
        XCTAssertEqual(s.nodes.first { $0.id == "imageView_f" }?.image?.name, "symbol:star.fill")
        XCTAssertEqual(s.nodes.first { $0.id == "imageView_s" }?.image?.isSymbol, true)
    }

    func testAFolderHoldingCatalogsIsSearchedAndEveryFileReadIsTold() throws {
        let read = Mutex<[String]>([])
        let folder = String(catalog.dropLast("/Assets.xcassets".count))
        let (scene, diagnostics) = parse([("s", #"image="star""#)], assets: [folder], fileRead: { path in read.withLock { $0.append(path) } })
        XCTAssertEqual(diagnostics.map(\.rendered), [])
        XCTAssertNotNil(scene)
        let names = read.withLock { $0 }.map { String($0.dropFirst(folder.count)) }
        XCTAssertEqual(names, ["/Assets.xcassets/Icons/star.imageset/Contents.json", "/Assets.xcassets/Icons/star.imageset/star.png",
                               "/Assets.xcassets/Icons/star.imageset/star@2x.png", "/Assets.xcassets/Icons/star.imageset/star@3x.png"])
    }

    func testNamedColoursTheResourcesLackComeFromColourSets() throws {
        let views = ["Brand", "Hex", "Mist", "Nowhere"].map {
            #"<view id="\#($0)"><rect key="frame" x="0" y="0" width="10" height="10"/><color key="backgroundColor" name="\#($0)"/></view>"#
        }.joined()
        let (scene, diagnostics) = parse([], views: views)
        let s = try XCTUnwrap(scene)
        let color = { (id: String) in s.nodes.first { $0.id == "view_" + id }?.layer.backgroundColor }
        XCTAssertEqual(color("Brand"), Color(r8: 153, g8: 102, b8: 51), "the light colour of a group's set, not the dark one")
        XCTAssertEqual(color("Hex"), Color(r8: 255, g8: 128, b8: 0), "the iPhone entry, in hexadecimal and 8-bit integers")
        XCTAssertEqual(color("Mist"), Color(r8: 128, g8: 128, b8: 128, alpha: 128.0 / 255), "a gray")
        XCTAssertNil(color("Nowhere"))
        XCTAssertEqual(diagnostics.filter { $0.id == .interfaceBuilderNotModelled }.map(\.message),
                       ["view (id Nowhere): named colour 'Nowhere' is in neither the document's resources nor an asset catalog searched (--assets DIR); left unset"])
    }

    func testListingStopsAtItsBoundAndLeavesOutAFolderThatDoesNotFitWhole() {
        // The catalog's top folder holds 9 entries; its Icons group 2 more, and star.imageset 4.
        var small = AssetCatalogs(searching: [catalog], mostEntries: 12)
        XCTAssertEqual(small.problems, [.assetCatalogTooLarge(12)])
        XCTAssertNotNil(small.image(named: "logo"), "a set of the top folder, listed whole")
        XCTAssertNil(small.image(named: "star"), "in a group the budget did not reach whole")
        var enough = AssetCatalogs(searching: [catalog], mostEntries: 100)
        XCTAssertEqual(enough.problems, [])
        XCTAssertNotNil(enough.image(named: "star"))
    }
}
