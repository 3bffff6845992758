import SceneCompiler
import XCTest

/// Each viewport lays out every view and every label's text again and embeds every image in
/// each file it writes: a compile counts them once per viewport against the limits one layout keeps.
final class ViewportWorkTests: XCTestCase {
    private func viewports(_ count: Int) -> String {
        (0..<count).map { #"<viewport name="v\#($0)" width="100" height="100"/>"# }.joined(separator: "\n")
    }

    private func compile(_ text: String, limits: ResourceLimits = .standard, files: [String: [UInt8]] = [:]) -> [String] {
        let source = SceneSource(path: "t.xml", bytes: Array(text.utf8), limits: limits, loadFile: { files[$0] })
        return Compiler.compile(source).diagnostics.map(\.rendered)
    }

    func testTextIsCountedAtEveryViewport() {
        let label = String(repeating: "word ", count: 8_000)  // 40,000 characters
        let text = "<scene>\n" + viewports(64) + "\n<label text=\"\(label)\" frame=\"0 0 100 100\" numberOfLines=\"0\"/>\n</scene>"
        // 2,000,000 / 40,000 = 50 viewports fit: the 51st, on line 52, crosses.
        XCTAssertEqual(compile(text), ["t.xml:52:1: error: laying out 40000 characters of text at 64 viewports is 2560000 characters; a compile lays out at most 2000000 (--max-text), so compile fewer viewports at once (--viewport) or raise the limit"])
        XCTAssertEqual(compile("<scene>\n" + viewports(50) + "\n<label text=\"\(label)\" frame=\"0 0 100 100\" numberOfLines=\"0\"/>\n</scene>").filter { $0.contains("error") }, [])
    }

    func testImagesAreCountedAtEveryViewport() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 392)  // 400 bytes
        let text = "<scene>\n" + viewports(3) + "\n<imageView image=\"a.png\" frame=\"0 0 10 10\"/>\n</scene>"
        XCTAssertEqual(compile(text, limits: ResourceLimits(imageBytes: 1_000), files: ["a.png": png]),
                       ["t.xml:4:1: error: embedding 400 bytes of images at 3 viewports is 1200 bytes; a compile embeds at most 1000 (--max-image-bytes), so compile fewer viewports at once (--viewport) or raise the limit"])
        XCTAssertEqual(compile(text, limits: ResourceLimits(imageBytes: 1_200), files: ["a.png": png]).filter { $0.contains("error") }, [])
    }
}
