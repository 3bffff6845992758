import SceneCompiler
import SceneModel
import XCTest

/// An emoji is measured as Apple Color Emoji and drawn by the viewer's emoji font: in outlines,
/// as a glyph defined once as text in the emoji families; in live text, by a font stack that
/// names them after the text's font.
final class EmojiDrawingTests: XCTestCase {
    private let scene = #"<scene width="200" height="60" scale="2"><label id="hi" text="Hi 😀" font="24" frame="0 0 200 40"/></scene>"#

    private func svg(_ text: TextDrawing) throws -> String {
        let source = SceneSource(path: "emoji.xml", bytes: Array(scene.utf8))
        let result = Compiler.compile(source, options: CompileOptions(formats: [.svg], text: text))
        XCTAssertEqual(result.diagnostics.map(\.rendered), [], "no missing-glyph warning: the emoji font has it")
        return try XCTUnwrap(result.artifacts.first { $0.fileName.hasSuffix(".svg") }).contents
    }

    func testInOutlinesTheEmojiIsAGlyphDrawnAsTextInTheEmojiFonts() throws {
        let svg = try svg(.outlines)
        let definition = try XCTUnwrap(svg.firstMatch(of: #/<text id="(g\d+)" transform="scale\(1 -1\)" font-family="'Apple Color Emoji','Noto Color Emoji'" font-size="[\d.]+">😀</text>/#))
        XCTAssertTrue(svg.contains(##"<use xlink:href="#\##(definition.1)" x=""##), "the line uses it")
    }

    func testInLiveTextTheFontStackNamesTheEmojiFonts() throws {
        XCTAssertTrue(try svg(.fonts).contains(#"font-family="'Inter Display','Apple Color Emoji','Noto Color Emoji'""#))
        let plain = SceneSource(path: "plain.xml", bytes: Array(#"<scene width="200" height="60"><label text="Hi" font="24" frame="0 0 200 40"/></scene>"#.utf8))
        let result = Compiler.compile(plain, options: CompileOptions(formats: [.svg], text: .fonts))
        XCTAssertTrue(try XCTUnwrap(result.artifacts.first).contents.contains(#"font-family="'Inter Display'""#), "no emoji, no emoji fonts")
    }
}
