import Foundation
import HTMLBackEnd
import Layering
import Layout
import RenderTree
import TestSupport
import XCTest

@testable import SceneCompiler

/// Copying a label from the HTML preview gives its text: Chromium's serialization of a selection
/// over a label's transparent text layer (what copy puts on the clipboard as plain text) is the
/// label's string, for one-line and wrapped labels, Latin, Japanese and Korean.
final class TextLayerCopyTests: XCTestCase {
    func testSelectingALabelsLinesCopiesItsText() throws {
        let dir = try Repository.temporaryDirectory("copy")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var jobs: [Chromium.Page] = []
        var expected: [[String]] = []
        var whole = 0, wrapped = 0
        for path in Repository.samples {
            let data = try XCTUnwrap(FileManager.default.contents(atPath: path))
            guard let unit = DocumentCompilation(SceneSource(path: path, bytes: [UInt8](data)), viewports: .first).firstUnit(),
                  let scene = unit.scene, let viewport = unit.viewports.first else { continue }
            let laidOut = unit.laidOut(at: viewport)
            guard let tree = laidOut.tree else { continue }
            let layout = laidOut.layout
            // Each node with text, in paint order (the order the printer writes them). A label with
            // `numberOfLines="0"` shows all of its text, so it must copy as the string the scene
            // wrote; any other (a button, a label cut by its line count) copies what its lines show.
            let labels = tree.paintOrder.map { tree.nodes[$0] }.filter { !$0.text.isEmpty }
            guard !labels.isEmpty else { continue }
            let file = "\(jobs.count)-\(Compiler.fileName(scene, layout.viewport, "html"))"
            try HTMLPrinter.print(tree, title: "copy").write(toFile: dir + "/" + file, atomically: true, encoding: .utf8)
            jobs.append(Chromium.Page(src: file, w: Int(layout.viewport.size.width.rounded(.up)), h: Int(layout.viewport.size.height.rounded(.up))))
            expected.append(labels.map { node in
                let source = scene.nodes[node.source]
                guard source.kind == .label, source.text?.numberOfLines == 0, let string = source.text?.string else {
                    return node.text.map { $0.text + $0.trailing }.joined()
                }
                whole += 1
                if node.text.count > 1 { wrapped += 1 }
                return string
            })
        }
        let harness = dir + "/harness.html"
        try Chromium.pageHarness(jobs: String(decoding: try JSONEncoder().encode(jobs), as: UTF8.self), measure: """
            // The text layers of one node share a parent; select from its first line to its last.
            const parents = [];
            for (const e of d.querySelectorAll(".paint .text")) if (!parents.includes(e.parentElement)) parents.push(e.parentElement);
            const selection = d.getSelection();
            return parents.map(p => {
              const lines = [...p.children].filter(c => c.classList.contains("text"));
              const r = d.createRange();
              r.setStartBefore(lines[0]); r.setEndAfter(lines[lines.length - 1]);
              selection.removeAllRanges(); selection.addRange(r);
              return selection.toString();
            });
            """).write(toFile: harness, atomically: true, encoding: .utf8)
        let answer = try Chromium.result(inDOM: try Chromium.dumpDOM(harness))
        let copied = try JSONDecoder().decode([[String]].self, from: Data(answer.utf8))
        XCTAssertEqual(copied.count, jobs.count, String(answer.prefix(300)))
        var scripts = Set<String>()
        for (page, (want, got)) in zip(jobs, zip(expected, copied)) {
            XCTAssertEqual(got, want, page.src)
            for text in want {
                let scalars = text.unicodeScalars.map(\.value)
                if scalars.contains(where: { (0x3040...0x30FF).contains($0) }) { scripts.insert("kana") }
                if scalars.contains(where: { (0xAC00...0xD7A3).contains($0) }) { scripts.insert("hangul") }
            }
        }
        print("text layer copy: \(expected.joined().count) text nodes in \(jobs.count) pages; \(whole) labels showing all their text copied as the scene's string, \(wrapped) of them wrapped")
        XCTAssertGreaterThan(wrapped, 5)
        XCTAssertGreaterThan(whole, 10)
        XCTAssertEqual(scripts, ["hangul", "kana"])
    }
}
