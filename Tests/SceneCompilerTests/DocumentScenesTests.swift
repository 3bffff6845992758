import Foundation
import SceneCompiler
import SceneModel
import XCTest

/// An Interface Builder document is read once into one scene per top-level view (`.xib`) or
/// view controller (`.storyboard`), each compiled to its own files, with a storyboard's map
/// beside them; `--scene` chooses one.
final class DocumentScenesTests: XCTestCase {
    private static func controller(_ id: String, _ attributes: String, view: String, segues: String = "") -> String {
        """
        <scene sceneID="s-\(id)">
            <objects>
                <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v-\(id)">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        \(view)
                    </view>
                    <connections>\(segues)</connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(id)" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="\(id.count * 500)" y="100"/>
        </scene>
        """
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            </navigationBar>
                            <connections><segue destination="login" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                    </objects>
                    <point key="canvasLocation" x="-500" y="100"/>
                </scene>
                \(controller("login", #"storyboardIdentifier="Login""#, view: """
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" id="b1">
                            <rect key="frame" x="20" y="100" width="100" height="40"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <connections><segue destination="ab" kind="show" id="g1"/></connections>
                        </button>
                    </subviews>
                    """, segues: #"<segue destination="web" kind="presentation" id="g2"/>"#))
                \(controller("ab", #"title="About""#, view: ""))
                \(controller("web", #"title="About""#, view: "<customThing/>"))
            </scenes>
        </document>
        """

    private func compile(_ text: String, path: String, scene: String? = nil) -> CompileResult {
        var source = SceneSource(path: path, bytes: Array(text.utf8))
        source.scene = scene
        return Compiler.compile(source)
    }

    func testAStoryboardGivesAScenePerControllerWithAViewAndAMap() throws {
        let result = compile(Self.storyboard, path: "Main.storyboard")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        XCTAssertEqual(result.sceneName, "Main")
        // Identifier, else title; a title two controllers share gets the second one's id.
        XCTAssertEqual(result.artifacts.map(\.fileName), [
            "Main.Login.svg", "Main.Login.html", "Main.About.svg", "Main.About.html",
            "Main.About_web.svg", "Main.About_web.html", "Main.svg", "Main.html",
        ])
        let map = String(decoding: try XCTUnwrap(result.artifacts.first { $0.fileName == "Main.svg" }).bytes, as: UTF8.self)
        // Four boxes (the navigation controller has no view: a box without a drawing), three
        // arrows between different boxes, each with its kind.
        XCTAssertEqual(map.components(separatedBy: "<rect x=").count - 1, 4)
        XCTAssertEqual(map.components(separatedBy: "<image ").count - 1, 3)
        XCTAssertEqual(map.components(separatedBy: "<line ").count - 1, 3)
        for kind in ["relationship", "show", "presentation"] { XCTAssertTrue(map.contains(">\(kind)</text>"), kind) }
        XCTAssertTrue(map.contains(#"xlink:href="Main.Login.html""#))
        XCTAssertTrue(map.contains("→ UINavigationController") || map.contains("→ navigationController"), "the initial controller is marked")
    }

    func testTheMapIsAnSVGThatLibrsvgDraws() throws {
        let result = compile(Self.storyboard, path: "Main.storyboard")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("map-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for artifact in result.artifacts { try Data(artifact.bytes).write(to: URL(fileURLWithPath: folder + "/" + artifact.fileName)) }
        let rsvg = Process()
        rsvg.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        rsvg.arguments = [folder + "/Main.svg", "-o", folder + "/map.png"]
        let errors = Pipe()
        rsvg.standardError = errors
        try rsvg.run()
        rsvg.waitUntilExit()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(rsvg.terminationStatus, 0, said)
        XCTAssertGreaterThan((try? FileManager.default.attributesOfItem(atPath: folder + "/map.png")[.size] as? Int) ?? 0, 1000)
    }

    func testSceneChoosesOneSceneAndNoMap() {
        let result = compile(Self.storyboard, path: "Main.storyboard", scene: "Main.About")
        XCTAssertEqual(result.artifacts.map(\.fileName), ["Main.About.svg", "Main.About.html"])
        let wrong = compile(Self.storyboard, path: "Main.storyboard", scene: "Login")
        XCTAssertEqual(wrong.diagnostics.filter { $0.severity == .error }.map(\.id), [.unknownScene])
        XCTAssertTrue(wrong.diagnostics[0].rendered.contains("'Main.Login', 'Main.About', 'Main.About_web'"), wrong.diagnostics[0].rendered)
    }

    func testAProblemIsSaidOncePerDocumentNotPerScene() {
        let twice = Self.storyboard.replacingOccurrences(of: #"view: """))"#, with: "")
            .replacingOccurrences(of: #"<view key="view" contentMode="scaleToFill" id="v-ab">"#, with: #"<view key="view" contentMode="scaleToFill" id="v-ab"><subviews><customThing/></subviews>"#)
        let result = compile(twice, path: "Main.storyboard")
        XCTAssertEqual(result.diagnostics.filter { $0.rendered.contains("customThing") }.count, 1, result.diagnostics.map(\.rendered).joined(separator: "\n"))
    }

    func testAXibGivesAScenePerTopLevelViewNamedAfterTheFileAlone() throws {
        func xib(_ objects: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    \(objects)
                </objects>
            </document>
            """
        }
        let view = #"<view contentMode="scaleToFill" id="a1" userLabel="Card"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/></view>"#
        let cell = #"<view contentMode="scaleToFill" id="c-2"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></view>"#
        XCTAssertEqual(compile(xib(view), path: "Views/Card.xib").artifacts.map(\.fileName), ["Card.svg", "Card.html"])
        XCTAssertEqual(compile(xib(view + cell), path: "Views/Card.xib").artifacts.map(\.fileName),
                       ["Card.Card.svg", "Card.Card.html", "Card.view_c-2.svg", "Card.view_c-2.html"])
    }

    func testHitTestAndLayoutAnswerForTheFirstSceneOrTheChosenOne() throws {
        let source = SceneSource(path: "Main.storyboard", bytes: Array(Self.storyboard.utf8))
        let (answers, _) = Compiler.hitTest(source, at: [.init(x: 50, y: 120)])
        XCTAssertEqual(answers?.first?.chain.first, "button_b1")
        let (layouts, _) = Compiler.layout(source)
        XCTAssertEqual(layouts?.map(\.sceneName), ["Main.Login", "Main.About", "Main.About_web"])
        let text = SceneLayout.joined(try XCTUnwrap(layouts), json: false)
        XCTAssertTrue(text.hasPrefix("scene 'Main.Login'\nviewport 393×852\n"), text)
    }
}
