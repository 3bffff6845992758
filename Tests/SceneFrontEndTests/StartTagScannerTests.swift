@testable import SceneFrontEnd
@testable import XMLReading
import TestSupport
import XCTest

/// `StartTagScanner.survey`: the pass over a document's bytes before libxml2 reads it.
final class StartTagScannerTests: XCTestCase {
    private func survey(_ text: String, limit: Int = 3) -> StartTagScanner.Survey {
        StartTagScanner.survey(Array(text.utf8), attributeLimit: limit)
    }

    func testCountsStartTagsAndTheirAttributes() {
        XCTAssertEqual(survey(#"<scene a="1" b='2'><view c="3"/><view/></scene>"#), .counts(startTags: 3, attributes: 3))
        XCTAssertEqual(survey(""), .counts(startTags: 0, attributes: 0))
        XCTAssertEqual(survey("<"), .counts(startTags: 0, attributes: 0))
    }

    /// Comments, CDATA sections, processing instructions, declarations and end tags hold no
    /// start tag, and a quoted value no attribute, whatever they contain.
    func testSkipsWhatHoldsNoStartTag() {
        let text = #"<?xml version="1.0"?><!-- <a b="1" c="2" d="3" e="4"> --><s t="x=y>z" u='"='>"#
            + #"<![CDATA[<a b=1 c=2 d=3 e=4>]]><!DOCTYPE q><v w="1"></v></s>"#
        XCTAssertEqual(survey(text), .counts(startTags: 2, attributes: 3))
    }

    func testFindsTheFirstTagWithTooManyAttributes() {
        XCTAssertEqual(survey(#"<s a="1" b="2" c="3"><v a="1" b="2" c="3" d="4" e="5"/></s>"#), .crowdedTag(offset: 21, attributes: 4))
        XCTAssertEqual(survey(#"<s a="1" b="2" c="3"/>"#), .counts(startTags: 1, attributes: 3))
    }

    /// The scan that skips what cannot matter finds what a byte-by-byte walk finds, on documents
    /// cut and spliced at random from pieces that stop it (quotes, `=`, brackets, comments).
    func testAgreesWithAByteByByteWalk() {
        var random = SeededRandom(seed: 20_261_127)
        let pieces = ["<", ">", "/>", "</", "=", "\"", "'", "<!--", "-->", "<![CDATA[", "]]>", "<?", "?>", "<!", " ", "\n", "<?xml ", "xml",
                      "view", "frame", "0 0 20 20", "abcdefghij", "é", "=\"x\""]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0..<40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let bytes = Array(text.utf8)
            for limit in [0, 1, 2, 1_000] {
                XCTAssertEqual(StartTagScanner.survey(bytes, attributeLimit: limit), Self.walk(bytes, limit: limit), text)
            }
        }
    }

    /// The survey's rules, one byte at a time.
    private static func walk(_ bytes: [UInt8], limit: Int) -> StartTagScanner.Survey {
        let n = bytes.count
        func matches(_ p: String, at i: Int) -> Bool {
            let p = Array(p.utf8)
            return i + p.count <= n && Array(bytes[i..<(i + p.count)]) == p
        }
        func skip(past terminator: String, from: Int) -> Int {
            var i = from
            while i < n {
                if matches(terminator, at: i) { return i + terminator.utf8.count }
                i += 1
            }
            return n
        }
        var tags = 0, attributes = 0, i = 0
        var instruction: Int?
        while i < n {
            guard bytes[i] == UInt8(ascii: "<"), i + 1 < n else { i += 1; continue }
            if matches("<!--", at: i) { i = skip(past: "-->", from: i + 4); continue }
            if matches("<![CDATA[", at: i) { i = skip(past: "]]>", from: i + 9); continue }
            if bytes[i + 1] == UInt8(ascii: "?") {
                let declaration = i == 0 && matches("<?xml", at: 0) && n > 5 && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[5])
                if instruction == nil && !declaration { instruction = i }
                i = skip(past: "?>", from: i + 2)
                continue
            }
            if bytes[i + 1] == UInt8(ascii: "!") || bytes[i + 1] == UInt8(ascii: "/") { i = skip(past: ">", from: i + 2); continue }
            tags += 1
            let start = i
            var count = 0
            var quote: UInt8?
            i += 1
            while i < n {
                let b = bytes[i]
                if let q = quote {
                    if b == q { quote = nil }
                } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                    quote = b
                } else if b == UInt8(ascii: "=") {
                    count += 1
                    if count > limit { return .crowdedTag(offset: start, attributes: count) }
                } else if b == UInt8(ascii: ">") || b == UInt8(ascii: "<") {
                    break
                }
                i += 1
            }
            if i < n && bytes[i] == UInt8(ascii: ">") { i += 1 }
            attributes += count
        }
        return .counts(startTags: tags, attributes: attributes, instruction: instruction)
    }
}
