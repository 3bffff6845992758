import Geometry
import Markup
import XCTest

final class MarkupWriterTests: XCTestCase {
    /// The writer keeps what it is given in a small buffer before its array: lines and pieces
    /// longer than the buffer, and many short pieces that fill it again and again, come out
    /// whole and in order, indented as the depth says.
    func testWhatIsWrittenComesOutInOrderAcrossTheBuffer() {
        var out = MarkupWriter()
        var expected = ""
        let long = String(repeating: "abcdefghij", count: 120)  // 1,200 bytes: more than the buffer
        out.open("<a>")
        expected += "<a>\n"
        for k in 0..<500 {
            out.beginLine()
            out.write("<b n=\"")
            out.write(k)
            out.write("\" x=\"")
            out.write(number: Double(k) / 4)
            out.write("\">")
            out.write(escaping: k % 100 == 0 ? long + "<&>" : "é<'\"")
            out.write(verbatim: k % 50 == 0 ? long : "")
            out.endLine()
            let escaped = k % 100 == 0 ? long + "&lt;&amp;&gt;" : "é&lt;&apos;&quot;"
            let verbatim = k % 50 == 0 ? long : ""
            expected += "  <b n=\"\(k)\" x=\"\(NumberText.format(Double(k) / 4))\">" + escaped + verbatim + "\n"
        }
        out.close("</a>")
        expected += "</a>\n"
        XCTAssertEqual(out.finishText(), expected)
        XCTAssertEqual(out.finish(), [], "finishing leaves the writer empty")
    }

    /// A draining writer hands the same bytes on, in order, in chunks of about its chunk size,
    /// and keeps none of them: `finish` hands on the rest and returns nothing.
    func testADrainingWriterHandsOnTheSameBytesInChunks() {
        func write(_ out: inout MarkupWriter) {
            out.open("<a>")
            for k in 0..<2_000 {
                out.beginLine()
                out.write("<b n=\"")
                out.write(k)
                out.write("\">")
                out.write(escaping: k % 100 == 0 ? String(repeating: "<long>", count: 200) : "é&")
                out.endLine()
            }
            out.close("</a>")
        }
        var whole = MarkupWriter()
        write(&whole)
        let expected = whole.finish()

        var chunks: [[UInt8]] = []
        var drained = MarkupWriter(draining: { chunks.append(Array($0)) }, chunk: 4_096)
        write(&drained)
        XCTAssertGreaterThan(chunks.count, 10, "handed on as it was written")
        XCTAssertEqual(drained.finish(), [], "a draining writer keeps nothing")
        XCTAssertEqual(chunks.joined().count, expected.count)
        XCTAssertEqual(Array(chunks.joined()), expected)
        // A chunk is handed on once it reaches the chunk size: at most one more piece past it.
        XCTAssertTrue(chunks.dropLast().allSatisfy { $0.count >= 4_096 && $0.count < 4_096 + 1_300 }, "\(chunks.map(\.count))")
    }

    /// Indentation stops at `maximumIndent` levels.
    /// Each of the five characters, at every place in texts of every length up to a few words,
    /// beside non-ASCII text: escaped as a replacement of each character would escape it.
    func testEveryCharacterToEscapeIsFoundWhereverItIs() {
        let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"]
        func plain(_ text: String) -> String { text.map { entities[$0] ?? String($0) }.joined() }
        let filler = Array("abcdefghé日本語0123456789 ;:".unicodeScalars)
        for length in 0..<40 {
            let base = String(String.UnicodeScalarView((0..<length).map { filler[$0 % filler.count] }))
            var texts = [base]
            for special in entities.keys {
                for place in 0...base.count {
                    var text = base
                    text.insert(special, at: text.index(text.startIndex, offsetBy: place))
                    texts.append(text)
                }
            }
            for text in texts {
                var out = MarkupWriter()
                out.write(escaping: text)
                XCTAssertEqual(out.finishText(), plain(text), "\(text)")
                XCTAssertEqual(MarkupWriter.escape(text), plain(text))
            }
        }
    }

    func testIndentationStopsGrowing() {
        var out = MarkupWriter()
        for _ in 0..<(MarkupWriter.maximumIndent + 3) { out.open("<g>") }
        out.line("x")
        let lines = out.finishText().split(separator: "\n")
        XCTAssertEqual(lines.last, Substring(String(repeating: " ", count: 2 * MarkupWriter.maximumIndent) + "x"))
        XCTAssertEqual(lines[5], Substring(String(repeating: " ", count: 10) + "<g>"))
    }
}
