import Foundation
import Markup
import TestSupport
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

/// What an SVG drawing or an HTML page may contain when scene text was written to attack it:
/// scene text is data, so it may appear only escaped, as text, never as markup that runs.
enum MarkupSafety {
    /// The escaping every printer uses: the five XML specials.
    static func escaped(_ s: String) -> String { MarkupWriter.escape(s) }

    /// An SVG file read by a strict XML parser: every element with its attributes, and the
    /// character data of each `<text>` element (live-font text) and `<title>` (the string a
    /// label drawn as outlines carries).
    struct SVGDocument {
        var elements: [(name: String, attributes: [String: String])] = []
        var texts: [String] = []
    }

    #if canImport(FoundationXML)
    private final class Collector: NSObject, XMLParserDelegate {
        var document = SVGDocument()
        var text: String?
        var failed = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            document.elements.append((name, attributes))
            if name == "text" || name == "title" { text = "" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text? += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text" || name == "title", let t = text { document.texts.append(t); text = nil }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { failed = true }
    }
    #endif

    /// Parses the SVG strictly, twice: Python's expat (no recovery, as a browser's XML parser)
    /// must accept it, and Foundation's parser walks it. Nil, after a failure, when it is not
    /// well-formed XML.
    static func parseSVG(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> SVGDocument? {
        let expat = try Subprocess.run("python3", ["-c", "import sys, xml.parsers.expat as e; e.ParserCreate().ParseFile(open(sys.argv[1], 'rb'))", path])
        XCTAssertEqual(expat.status, 0, "\(path) is not well-formed XML: \(expat.stderr.suffix(300))", file: file, line: line)
        #if canImport(FoundationXML)
        guard let data = FileManager.default.contents(atPath: path) else { XCTFail("no \(path)", file: file, line: line); return nil }
        let parser = XMLParser(data: data)
        let collector = Collector()
        parser.delegate = collector
        // Foundation's parse() can answer true after an error (it recovers); the error says.
        let ok = parser.parse() && parser.parserError == nil && !collector.failed
        XCTAssertTrue(ok, "\(path): \(String(describing: parser.parserError))", file: file, line: line)
        return ok && expat.status == 0 ? collector.document : nil
        #else
        return expat.status == 0 ? SVGDocument() : nil
        #endif
    }

    /// Fails when the SVG holds anything that runs or loads: a script or foreign HTML, an event
    /// handler attribute, a `javascript:` value anywhere, or a link to anything but an
    /// embedded image or a fragment of the drawing itself.
    static func assertInert(_ svg: SVGDocument, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        for element in svg.elements {
            XCTAssertFalse(["script", "foreignObject", "iframe", "a", "animate", "set", "handler"].contains(element.name),
                           "\(name): <\(element.name)> in the SVG", file: file, line: line)
            for (attribute, value) in element.attributes {
                XCTAssertFalse(attribute.lowercased().hasPrefix("on"), "\(name): event handler \(attribute)=\"\(value)\" on <\(element.name)>", file: file, line: line)
                XCTAssertFalse(value.lowercased().contains("javascript:"), "\(name): \(attribute)=\"\(value)\" on <\(element.name)>", file: file, line: line)
                if attribute == "href" || attribute.hasSuffix(":href") {
                    XCTAssertTrue(value.hasPrefix("#") || value.hasPrefix("data:image/"), "\(name): \(attribute)=\"\(value)\"", file: file, line: line)
                }
            }
        }
    }

    /// The tags of an HTML page. The printer escapes `<` and `>` in all scene text, so every
    /// `<` in the page opens real markup; a payload that slipped through unescaped would show
    /// here as a tag.
    static func tags(in html: String) -> [String] {
        var tags: [String] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { tags.append(String(rest[open...])); break }
            tags.append(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        return tags
    }

    /// The page's Content-Security-Policy, from its `<meta http-equiv>`; nil when it has none.
    static func contentSecurityPolicy(of html: String) -> String? {
        let marker = #"<meta http-equiv="Content-Security-Policy" content=""#
        guard let start = html.range(of: marker)?.upperBound, let end = html[start...].firstIndex(of: "\"") else { return nil }
        return String(html[start..<end])
    }

    /// The inspector's toggle, the one button a page may have (`--inspect`): not in a form, so
    /// it submits nothing.
    static let inspectorButton = #"<button type="button" id="scenec-explode" aria-pressed="false" title="Explode the layer tree in 3D (key 3)">"#

    /// Fails unless the page allows nothing by default and no script but, on a page with
    /// scroll views, the one constant scroll script, and with the inspector its script (and its
    /// data block, which does not run), by hash; and unless the markup holds no event handler,
    /// no `javascript:`, no tag that loads, navigates or runs, and loads nothing but embedded
    /// images.
    static func assertInert(html: String, hasScrollViews: Bool, inspector: Bool = false, _ name: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        let csp = contentSecurityPolicy(of: html)
        XCTAssertNotNil(csp, "\(name): no Content-Security-Policy", file: file, line: line)
        if let csp {
            XCTAssertTrue(csp.hasPrefix("default-src 'none'"), "\(name): \(csp)", file: file, line: line)
            XCTAssertFalse(csp.contains("unsafe-eval"), "\(name): \(csp)", file: file, line: line)
            let scriptSources = csp.components(separatedBy: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("script-src") }
            if hasScrollViews || inspector {
                XCTAssertEqual(scriptSources.count, 1, "\(name): \(csp)", file: file, line: line)
                let hashes = scriptSources.first.map { $0.split(separator: " ").dropFirst().map(String.init) } ?? []
                XCTAssertEqual(hashes.count, (hasScrollViews ? 1 : 0) + (inspector ? 1 : 0), "\(name): \(csp)", file: file, line: line)
                XCTAssertTrue(hashes.allSatisfy { $0.hasPrefix("'sha256-") && $0.hasSuffix("='") },
                              "\(name): the scroll and inspector scripts must be allowed by their hashes alone: \(csp)", file: file, line: line)
            } else {
                XCTAssertEqual(scriptSources, [], "\(name): a page without scroll views allows no script: \(csp)", file: file, line: line)
            }
        }
        // The head comes before any scene text, so the policy holds for all of the body.
        if let meta = html.range(of: "Content-Security-Policy"), let body = html.range(of: "<body>") {
            XCTAssertLessThan(meta.lowerBound, body.lowerBound, "\(name): the policy must be in the head", file: file, line: line)
        }

        let tags = tags(in: html)
        let scripts = tags.filter { $0.lowercased().hasPrefix("<script") }
        let inspectorScripts = inspector ? [#"<script type="application/json" id="scenec-inspector-data">"#, "<script>"] : []
        XCTAssertEqual(scripts, (hasScrollViews ? ["<script>"] : []) + inspectorScripts, "\(name): scripts", file: file, line: line)
        XCTAssertEqual(html.components(separatedBy: "</style>").count - 1, 1, "\(name): the style ends once", file: file, line: line)
        // Two metas: the charset and the policy; another could refresh or redirect the page.
        XCTAssertEqual(tags.filter { $0.lowercased().hasPrefix("<meta") }.count, 2, "\(name): metas", file: file, line: line)
        for tag in tags where !(inspector && tag == inspectorButton) {
            let lower = tag.lowercased()
            let tagName = String(lower.dropFirst().prefix { $0.isLetter || $0 == "!" })
            // Tags that load, navigate or run; a payload that got out of its text would make one.
            XCTAssertFalse(["iframe", "frame", "frameset", "object", "embed", "link", "base", "a", "form", "input", "button",
                            "foreignobject", "template", "noscript"].contains(tagName),
                           "\(name): unexpected tag \(tag.prefix(200))", file: file, line: line)
            XCTAssertNil(lower.range(of: #"\son[a-z]+\s*="#, options: .regularExpression), "\(name): event handler in \(tag.prefix(200))", file: file, line: line)
            XCTAssertFalse(lower.contains("javascript:"), "\(name): javascript: in \(tag.prefix(200))", file: file, line: line)
            // Anything a tag loads is an embedded image; nothing comes from elsewhere.
            for match in lower.matches(of: /\s(?:src|href|xlink:href)\s*=\s*"?([^"\s>]*)/) {
                let value = String(match.1)
                XCTAssertTrue(value.hasPrefix("data:image/") || value.hasPrefix("#"), "\(name): loads \(value.prefix(100)) in \(tag.prefix(200))", file: file, line: line)
            }
        }
    }
}
