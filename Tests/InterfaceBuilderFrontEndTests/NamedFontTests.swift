import Foundation
import SceneCompiler
import SceneModel
import TestSupport
import Typesetting
import XCTest

/// A `<fontDescription name>` is the face with that PostScript name among the compile's fonts
/// (`--font-dir`, then the system's); a font the machine lacks is drawn with the system font at
/// the weight its name ends with, said once per font and document.
final class NamedFontTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try Repository.temporaryDirectory("named-fonts")
        // Liberation Sans Bold (Debian's fonts-liberation) under a file name that says nothing:
        // it is found by the PostScript name inside it.
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf", toPath: folder + "/face.ttf")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func document(_ fonts: [String]) -> [UInt8] {
        let labels = fonts.enumerated().map { i, font in
            """
            <label opaque="NO" text="Hello, World" translatesAutoresizingMaskIntoConstraints="NO" id="L\(i)">
                <rect key="frame" x="20" y="\(20 + 40 * i)" width="100" height="20"/>
                \(font)
            </label>
            """
        }.joined()
        let constraints = fonts.indices.map {
            #"<constraint firstItem="L\#($0)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="a\#($0)"/>"#
                + #"<constraint firstItem="L\#($0)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\#(20 + 40 * $0)" id="b\#($0)"/>"#
        }.joined()
        return Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>\(labels)</subviews>
                        <constraints>\(constraints)</constraints>
                    </view>
                </objects>
            </document>
            """.utf8)
    }

    private func widths(_ source: SceneSource) throws -> ([Double], [String]) {
        let (layouts, diagnostics) = Compiler.layout(source)
        let nodes = try XCTUnwrap(layouts?.first, diagnostics.map(\.rendered).joined(separator: "\n")).nodes
        return (nodes.filter { $0.className == "UILabel" }.map(\.frame.width), diagnostics.filter { $0.severity == .warning }.map(\.message))
    }

    func testAFontInAFontFolderIsFoundByItsPostScriptName() throws {
        var source = SceneSource(path: "Named.xib", bytes: document([#"<fontDescription key="fontDescription" name="LiberationSans-Bold" family="Liberation Sans" pointSize="16"/>"#]),
                                 fontDirectories: [folder])
        source.systemFonts = false
        let (widths, warnings) = try widths(source)
        let face = try FontFace(path: folder + "/face.ttf")
        XCTAssertEqual(face.postScriptName, "LiberationSans-Bold")
        let expected = (Typesetter(font: Font(face: face, size: 16)).line("Hello, World").width * 2).rounded(.up) / 2
        XCTAssertEqual(widths, [expected])
        XCTAssertEqual(warnings.filter { $0.contains("font") }, [])
    }

    func testAMissingFontIsTheSystemFontAtItsWeightSaidOncePerFont() throws {
        let source = SceneSource(path: "Named.xib", bytes: document([
            #"<fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="16"/>"#,
            #"<fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="16"/>"#,
            #"<fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="16"/>"#,
        ]), fontDirectories: [folder])
        let (widths, warnings) = try widths(source)
        let heavy = Typesetter(font: try FontBook().font(weight: .heavy, size: 16)).line("Hello, World").width
        XCTAssertEqual(widths.first, (heavy * 2).rounded(.up) / 2)
        XCTAssertEqual(widths[0], widths[1])
        XCTAssertEqual(warnings.filter { $0.contains("Avenir") }, [
            "label (id L0): font 'Avenir-Heavy' is not installed; drawn with the system font, heavy",
            "label (id L2): font 'Avenir-Book' is not installed; drawn with the system font, regular",
        ])
    }

    /// A text style reaches the scene as its name, `font="subheadline"`: the system font at 15 pt
    /// whose paragraph lines are 20 pt apart, so a two-line label is 38 pt tall at 2×.
    func testATextStyleIsItsNameAndSpacesItsLinesByItsLeading() throws {
        let scene = #"""
            <scene width="300" height="200" scale="2">
              <label id="one" text="Complete" font="subheadline"/>
              <label id="two" text="Complete nutrition facts" font="subheadline" numberOfLines="0"/>
              <label id="bold" text="Complete" font="headline"/>
              <constraints>
                <constraint>one.top == superview.top</constraint>
                <constraint>one.leading == superview.leading</constraint>
                <constraint>two.top == superview.top + 40</constraint>
                <constraint>two.leading == superview.leading</constraint>
                <constraint>two.width == 100</constraint>
                <constraint>bold.top == superview.top + 120</constraint>
                <constraint>bold.leading == superview.leading</constraint>
              </constraints>
            </scene>
            """#
        let (layouts, diagnostics) = Compiler.layout(SceneSource(path: "styles.xml", bytes: Array(scene.utf8)))
        let nodes = try XCTUnwrap(layouts?.first, diagnostics.map(\.rendered).joined(separator: "\n")).nodes
        let frames = Dictionary(uniqueKeysWithValues: nodes.compactMap { n in n.id.map { ($0, n.frame) } })
        XCTAssertEqual(frames["one"]?.height, 18)
        XCTAssertEqual(frames["two"]?.height, 38)
        let headline = Typesetter(font: try FontBook().font(weight: .semibold, size: 17)).line("Complete").width
        XCTAssertEqual(frames["bold"]?.width, (headline * 2).rounded(.up) / 2, "the headline is 17 pt semibold")
    }
}
