import Foundation
import TestSupport
import XCTest

/// `scenec` on Interface Builder documents as a user runs it: a hostile document is refused as a
/// scene file is (an error at its place, exit 1, nothing written); `--strict-frames` and
/// `--frames canvas|device|stored` as docs/CLI.md describes them.
final class InterfaceBuilderCLITests: XCTestCase {
    private var out = ""

    override func setUpWithError() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: ScenecCLITests.scenec), "build scenec first: swift build")
        out = try Repository.temporaryDirectory("ib-cli")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: out)
    }

    private func scenec(_ args: String...) throws -> ProcessOutput {
        try Subprocess.run(ScenecCLITests.scenec, args, timeout: 60)
    }

    private func write(_ name: String, _ text: String) -> String {
        let path = out + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    private func files(in dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    /// A card whose constraints put its title 4 points below the frame the document stores.
    private func card(prolog: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        \(prolog)<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="xyz-12-abc" userLabel="Title">
                            <rect key="frame" x="16" y="20" width="343" height="21"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="xyz-12-abc" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-1"/>
                        <constraint firstItem="xyz-12-abc" firstAttribute="top" secondItem="root" secondAttribute="top" constant="24" id="c-2"/>
                        <constraint firstItem="xyz-12-abc" firstAttribute="width" constant="343" id="c-3"/>
                        <constraint firstItem="xyz-12-abc" firstAttribute="height" constant="21" id="c-4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    func testAMisplacedViewIsAWarningAndWithStrictFramesAnErrorThatWritesNothing() throws {
        let document = write("Card.xib", card())
        let warned = try scenec("compile", document, "-o", out + "/warned")
        XCTAssertEqual(warned.status, 0, warned.stderr)
        XCTAssertTrue(warned.stderr.contains("Card.xib:7:21: warning: view 'Title' (id xyz-12-abc) is misplaced: its stored frame is (16 20; 343 21), the layout gives (16 24; 343 21)"), warned.stderr)
        XCTAssertEqual(files(in: out + "/warned"), ["Card.html", "Card.svg"])

        let strict = try scenec("compile", document, "-o", out + "/strict", "--strict-frames")
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("Card.xib:7:21: error: view 'Title' (id xyz-12-abc) is misplaced"), strict.stderr)
        XCTAssertEqual(files(in: out + "/strict"), [])
    }

    func testStoredFramesDrawTheDocumentAsDesignedWithoutAWarning() throws {
        let document = write("Card.xib", card())
        let stored = try scenec("compile", document, "-o", out + "/stored", "--frames", "stored", "--strict-frames", "--format", "svg")
        XCTAssertEqual(stored.status, 0, stored.stderr)
        XCTAssertFalse(stored.stderr.contains("misplaced"), stored.stderr)
        let svg = try String(contentsOfFile: out + "/stored/Card.svg", encoding: .utf8)
        XCTAssertTrue(svg.contains("translate(16 20)") || svg.contains("translate(16,20)"), "the title at its stored origin: \(svg.prefix(2_000))")
        let wrong = try scenec("compile", document, "-o", out + "/wrong", "--frames", "designed")
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("unknown --frames 'designed'; choose: canvas, device, stored"), wrong.stderr)
    }

    /// A title only a placeholder constraint makes 21 pt high: where the document stores it on
    /// the canvas (the default), misplaced in the built app (`--frames device`).
    func testTheCanvasKeepsPlaceholderConstraintsAndTheDeviceRemovesThem() throws {
        let document = write("Card.xib", card()
            .replacingOccurrences(of: #"constant="24" id="c-2""#, with: #"constant="20" id="c-2""#)
            .replacingOccurrences(of: #"constant="21" id="c-4""#, with: #"constant="21" placeholder="YES" id="c-4""#))
        let canvas = try scenec("compile", document, "-o", out + "/canvas", "--strict-frames", "--format", "svg")
        XCTAssertEqual(canvas.status, 0, canvas.stderr)
        XCTAssertFalse(canvas.stderr.contains("misplaced"), canvas.stderr)
        let device = try scenec("compile", document, "-o", out + "/device", "--frames", "device", "--strict-frames", "--format", "svg")
        XCTAssertEqual(device.status, 1)
        XCTAssertTrue(device.stderr.contains("Card.xib:7:21: error: view 'Title' (id xyz-12-abc) is misplaced: its stored frame is (16 20; 343 21)"), device.stderr)
        XCTAssertEqual(files(in: out + "/device"), [])
    }

    func testAHostileDocumentIsRefusedAtItsPlaceAndWritesNothing() throws {
        var bomb = "<!DOCTYPE document [<!ENTITY lol \"lol\">"
        for level in 1...9 { bomb += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">" }
        let document = write("Bomb.xib", card(prolog: bomb + "]>\n"))
        let r = try scenec("compile", document, "-o", out + "/bomb")
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("Bomb.xib:2:1: error:"), r.stderr)
        XCTAssertEqual(files(in: out + "/bomb"), [])
    }

    func testAssetsResolveImagesAndTheDepfileListsTheFilesRead() throws {
        let catalog = Repository.path("Tests/InterfaceBuilderFrontEndTests/Fixtures/Assets.xcassets")
        let document = write("Icon.xib", card().replacingOccurrences(of: "<subviews>", with: """
            <subviews><imageView image="star" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-aaa"><rect key="frame" x="0" y="0" width="10" height="8"/></imageView>
            """))
        let depfile = out + "/deps.d"
        let r = try scenec("compile", document, "-o", out + "/icon", "--assets", catalog, "--depfile", depfile, "--format", "svg")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(r.stderr.contains("asset catalog"), r.stderr)
        let deps = try String(contentsOfFile: depfile, encoding: .utf8)
        for file in ["Contents.json", "star.png", "star@2x.png", "star@3x.png"] {
            XCTAssertTrue(deps.contains("star.imageset/" + file), "\(file) in \(deps)")
        }
        let svg = try String(contentsOfFile: out + "/icon/Icon.svg", encoding: .utf8)
        XCTAssertTrue(svg.contains("data:image/png;base64,"), "the catalog's image is drawn")

        let without = try scenec("compile", document, "-o", out + "/placeholder", "--format", "svg")
        XCTAssertEqual(without.status, 0, without.stderr)
        XCTAssertTrue(without.stderr.contains("Icon.xib:5:23: warning: imageView (id img-00-aaa): image 'star' is in no asset catalog searched"), without.stderr)
    }

    func testHitTestingFollowsTheFramesChosen() throws {
        let document = write("Card.xib", card())
        // 2 points below the stored top of the title, 2 above where its constraints put it.
        let constrained = try scenec("hit-test", document, "--at", "100,22")
        XCTAssertEqual(constrained.status, 0, constrained.stderr)
        XCTAssertEqual(constrained.stdout, "root view\n")
        let stored = try scenec("hit-test", document, "--at", "100,22", "--frames", "stored")
        XCTAssertEqual(stored.status, 0, stored.stderr)
        XCTAssertEqual(stored.stdout, "Title\n  root view\n")
        let strict = try scenec("hit-test", document, "--at", "100,22", "--strict-frames")
        XCTAssertEqual(strict.status, 1, "a misplaced view answers nothing with --strict-frames")
        XCTAssertEqual(strict.stdout, "")
    }
}
