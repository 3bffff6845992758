import CXML2
#if canImport(Glibc)
import Glibc
#endif
import SceneModel

/// Parses scene XML with libxml2 under safe options and returns plain element records.
///
/// Safety: no network (`NONET`), no entity substitution (no `NOENT`), no DTD loading (no
/// `DTDLOAD`), and libxml2's own size and depth limits replaced by scenec's (`HUGE`): libxml2
/// 2.9 refuses any single value or text over 10 MB with "Huge input lookup", which made the
/// documented file and text limits unreachable, while scenec bounds the file's size before
/// parsing, the depth (of elements that could hold views within `--max-depth`) and element
/// counts in the start-element hook, and attribute values in the builder; and
/// any document with a DOCTYPE refused before libxml2 sees its declarations: scenes need none,
/// and that closes external entities and expansion bombs at the door.
///
/// Most documents are plain elements, attributes and text: `XMLEventRecorder` reads those from
/// libxml2's events without its tree, and gives up on anything else, which is read here through
/// the tree, the one path that says what is wrong with a document.
///
/// Locations: libxml2 2.9 stores only a clamped 16-bit line per node. A start-element hook
/// records the parser's byte offset in each node's `_private`; the start tag's `<` and its
/// attributes are then found in the raw bytes, so line 70,000 is line 70,000.
package enum XMLLoader {
    /// libxml2 takes an `Int32` size, so no limit may go beyond this.
    package static let largestParsableFile = Int(Int32.max)
    /// A longer attribute value is an error; no scene property needs more.
    package static let maximumAttributeLength = 65_536

    /// A document's element records, in document order (a pre-order walk), or what is wrong with it.
    package struct Result {
        package var elements: [XMLElementRecord]
        package var diagnostics: [Diagnostic]
    }

    private static let initialized: Void = { xmlInitParser() }()

    /// Reads a document's element records, or says what is wrong with it.
    /// `scansProlog` is off only in tests, which show that `DeclarationGuard` alone refuses
    /// every DOCTYPE the prolog scan could miss; `readsEvents` is off only in tests, which read
    /// every document through libxml2's tree too and hold the two readers to the same records.
    package static func load(bytes: [UInt8], file: String, rules: XMLReadingRules, scansProlog: Bool = true, readsEvents: Bool = true) -> Result {
        _ = initialized
        var table = LineTable(bytes: bytes, file: file)
        if bytes.isEmpty {
            return Result(elements: [], diagnostics: [.error(.fileEmpty, at: table.location(at: 0))])
        }
        if bytes.count > min(rules.fileSize, largestParsableFile) {
            return Result(elements: [], diagnostics: [.error(.fileTooLarge(bytes.count, limit: rules.fileSize), at: table.location(at: 0))])
        }
        if let (offset, message) = SourceEncoding.problem(in: bytes) {
            return Result(elements: [], diagnostics: [.error(message, at: table.location(at: offset))])
        }
        if scansProlog, let doctype = doctypeOffset(in: bytes) {
            return Result(elements: [], diagnostics: [.error(.doctypeNotAllowed, at: table.location(at: doctype))])
        }
        let most = StartTagScanner.maximumAttributes
        let tags: (startTags: Int, attributes: Int)
        let instruction: Int?
        switch StartTagScanner.survey(bytes, attributeLimit: most) {
        case .crowdedTag(let offset, _):
            return Result(elements: [], diagnostics: [.error(.tooManyAttributes(most), at: table.location(at: offset))])
        case .counts(let startTags, let attributes, let first):
            (tags, instruction) = ((startTags, attributes), first)
        }
        var result = bytes.withUnsafeBufferPointer { buffer -> Result in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                parse(chars, bytes: bytes, tags: tags, table: &table, file: file, rules: rules, readsEvents: readsEvents)
            }
        }
        // Scenes use none; said once, at the first, so a file of them costs one warning.
        if let instruction, !result.diagnostics.hasErrors {
            result.diagnostics.append(.warning(.processingInstructionIgnored, at: table.location(at: instruction)))
        }
        return result
    }

    // MARK: - Parsing

    /// Receives libxml2's errors for one parse, and counts its elements; reached through
    /// `ctxt->_private` because C callbacks cannot capture, and a per-context handler is
    /// thread-safe where the global one is not.
    private final class ErrorSink: DoctypeSink {
        /// The first error libxml2 reports, where it is: the rest follow from it. A warning is
        /// kept only until an error comes.
        var firstError: (line: Int, column: Int, message: XMLSyntaxMessage)?
        var firstIsWarning = false
        /// Elements counted apart (a scene's `<constraint>`s), and all others.
        var apart = 0, others = 0
        let rules: XMLReadingRules
        /// Where the parser was stopped for too many elements or too deep a one, and the diagnostic.
        var stopped: (offset: Int, message: DiagnosticMessage)?
        /// Where `DeclarationGuard` stopped the parser at a DOCTYPE.
        var doctype: Int?

        func doctypeFound(at offset: Int) { doctype = offset }

        init(rules: XMLReadingRules) { self.rules = rules }

        /// Counts an element while libxml2 parses, so a file of a million views stops before
        /// libxml2 builds its tree; the front end counts exactly what each element is.
        func count(_ name: UnsafePointer<xmlChar>) -> DiagnosticMessage? {
            // Compared in place: a `String` per element would cost more than the count.
            if strcmp(name, rules.countedApart) == 0 {
                apart += 1
                return apart > rules.apartLimit ? rules.apartMessage : nil
            }
            others += 1
            return others > rules.othersLimit ? rules.othersMessage : nil
        }
    }

    /// What libxml2 accepts and reports, for both ways of reading a document. HUGE lifts
    /// libxml2's depth and size limits altogether: the start-element hook stops the parse past
    /// `rules.deepestElement` itself, and the file's size was bounded before parsing.
    package static let parserOptions = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
        | XML_PARSE_NOBLANKS.rawValue | XML_PARSE_IGNORE_ENC.rawValue | XML_PARSE_HUGE.rawValue)

    private static func parse(_ chars: UnsafeBufferPointer<CChar>, bytes: [UInt8], tags: (startTags: Int, attributes: Int),
                              table: inout LineTable, file: String,
                              rules: XMLReadingRules, readsEvents: Bool) -> Result {
        // A plain document is read from libxml2's events; any other through its tree, below.
        if readsEvents, let elements = XMLEventRecorder.records(chars, bytes: bytes, tags: tags, table: &table, rules: rules) {
            return Result(elements: elements, diagnostics: [])
        }
        guard let base = chars.baseAddress, let ctxt = xmlCreateMemoryParserCtxt(base, Int32(chars.count)) else {
            return Result(elements: [], diagnostics: [.error(.parserUnavailable, at: nil)])
        }
        defer { xmlFreeParserCtxt(ctxt) }
        let sink = ErrorSink(rules: rules)
        xmlCtxtUseOptions(ctxt, parserOptions)
        withExtendedLifetime(sink) {
            ctxt.pointee._private = Unmanaged.passUnretained(sink).toOpaque()
            if let sax = ctxt.pointee.sax {
                sax.pointee.serror = recordError
                sax.pointee.startElementNs = recordStartOffset
                DeclarationGuard.install(on: sax)
            }
            xmlParseDocument(ctxt)
        }
        let doc = ctxt.pointee.myDoc
        defer { if let doc { xmlFreeDoc(doc) } }

        if let doctype = sink.doctype {
            return Result(elements: [], diagnostics: [.error(.doctypeNotAllowed, at: table.location(at: DeclarationGuard.doctypeStart(in: bytes, before: doctype)))])
        }
        if let (offset, message) = sink.stopped {
            return Result(elements: [], diagnostics: [.error(message, at: table.location(at: StartTagScanner.tagStart(in: bytes, endingAt: offset)))])
        }
        var diagnostics = [sink.firstError].compactMap { $0 }.map { e in
            Diagnostic.error(.xmlSyntax(e.message.text), at: SourceLocation(file: file, line: max(e.line, 1), column: max(e.column, 1)))
        }
        guard ctxt.pointee.wellFormed != 0, let doc, let root = xmlDocGetRootElement(doc) else {
            if diagnostics.isEmpty { diagnostics.append(.error(.notWellFormed, at: table.location(at: 0))) }
            return Result(elements: [], diagnostics: diagnostics)
        }
        let elements = records(from: root, doc: doc, bytes: bytes, table: &table, rules: rules, count: sink.others + sink.apart,
                               diagnostics: &diagnostics)
        return Result(elements: elements, diagnostics: diagnostics)
    }

    private static let recordError: xmlStructuredErrorFunc = { userData, error in
        guard let userData, let error else { return }
        let ctxt = userData.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let sinkPointer = ctxt.pointee._private else { return }
        let sink = Unmanaged<ErrorSink>.fromOpaque(sinkPointer).takeUnretainedValue()
        let e = error.pointee
        let isWarning = e.level == XML_ERR_WARNING
        // After a fatal error the document is refused with the first error, and libxml2 reads on
        // with its callbacks off, so nothing it reads reaches this parse: stopped here, since
        // that reading is not bounded (entity declarations past a broken prolog expand without
        // limit under HUGE).
        defer { if e.level == XML_ERR_FATAL { xmlStopParser(ctxt) } }
        guard sink.firstError == nil || (sink.firstIsWarning && !isWarning) else { return }
        sink.firstIsWarning = isWarning
        let message = XMLSyntaxMessage(code: e.code, first: e.str1.map { String(cString: $0) }, second: e.str2.map { String(cString: $0) }, number: e.int1)
        sink.firstError = (Int(e.line), Int(e.int2), message)
    }

    private static let recordStartOffset: startElementNsSAX2Func = { ctx, localname, prefix, uri, nbNamespaces, namespaces, nbAttributes, nbDefaulted, attributes in
        xmlSAX2StartElementNs(ctx, localname, prefix, uri, nbNamespaces, namespaces, nbAttributes, nbDefaulted, attributes)
        guard let ctxt = ctx?.assumingMemoryBound(to: xmlParserCtxt.self),
              let input = ctxt.pointee.input, let node = ctxt.pointee.node,
              let cur = input.pointee.cur, let inputBase = input.pointee.base else { return }
        // At this callback the parser stands on the start tag's closing `>` or `/>`.
        let offset = Int(input.pointee.consumed) + inputBase.distance(to: cur)
        node.pointee._private = UnsafeMutableRawPointer(bitPattern: offset + 1)  // 0 means unset
        if let sinkPointer = ctxt.pointee._private, let localname {
            let sink = Unmanaged<ErrorSink>.fromOpaque(sinkPointer).takeUnretainedValue()
            guard sink.stopped == nil else { return }
            // libxml2 has pushed this element, so its depth (the scene is 1) is the stack's size.
            if Int(ctxt.pointee.nodeNr) > sink.rules.deepestElement {
                sink.stopped = XMLLoader.tooDeep(ctxt, at: offset, sink.rules)
                xmlStopParser(ctxt)
            } else if let message = sink.count(localname) {
                sink.stopped = (offset, message)
                xmlStopParser(ctxt)
            }
        }
    }

    /// libxml2's own words, lowercased at the start like ours, and reworded where its advice
    /// (use XML_PARSE_HUGE) would be wrong for a scene author.
    // MARK: - Walking the tree

    /// Where and why the parse stops at an element deeper than `rules.deepestElement`: at the
    /// first nesting element that is too deep when the element at that depth is one (a chain of
    /// views, as a hostile file nests them), else at this element. `offset` is this start tag's end.
    private static func tooDeep(_ ctxt: xmlParserCtxtPtr, at offset: Int, _ rules: XMLReadingRules) -> (offset: Int, message: DiagnosticMessage) {
        // The stack holds the open elements, the root first: the element at depth d is entry d - 1.
        if let nesting = rules.nesting, let tab = ctxt.pointee.nodeTab, let first = tab[nesting.level], let name = first.pointee.name,
           nesting.nests(String(cString: name)), case let end = Int(bitPattern: first.pointee._private) - 1, end >= 0 {
            return (end, nesting.message)
        }
        return (offset, rules.tooDeep)
    }

    private static func records(
        from root: xmlNodePtr, doc: xmlDocPtr, bytes: [UInt8],
        table: inout LineTable, rules: XMLReadingRules, count: Int, diagnostics: inout [Diagnostic]
    ) -> [XMLElementRecord] {
        var elements: [XMLElementRecord] = []
        elements.reserveCapacity(count)  // the elements the start hook counted
        // Every attribute of the file in one array, which each record's `attributes` is a slice
        // of (set at the end, once the array no longer grows).
        var attributes: [XMLElementRecord.Attribute] = []
        attributes.reserveCapacity(count)
        var attributeRanges: [Range<Int>] = []
        attributeRanges.reserveCapacity(count)
        func finished() -> [XMLElementRecord] {
            for index in elements.indices { elements[index].attributes = attributes[attributeRanges[index]] }
            return elements
        }
        // Explicit stack: the start hook bounds the depth, but no tree is walked by recursion.
        var stack: [(node: xmlNodePtr, parent: Int?, depth: Int)] = [(root, nil, 1)]
        while let (node, parent, depth) = stack.popLast() {
            let index = elements.count
            let first = attributes.count
            // Both arrays were reserved at their size; their pages are faulted in a batch at a time.
            if index % 4_096 == 0 {
                elements.prefault(next: 4_096)
                attributes.prefault(next: 4_096)
            }
            elements.append(record(for: node, parent: parent, bytes: bytes, table: &table, attributes: &attributes, diagnostics: &diagnostics))
            attributeRanges.append(first..<attributes.count)
            if depth > rules.deepestElement {
                diagnostics.append(.error(rules.tooDeep, at: elements[index].location))
                return finished()
            }
            if let parent { elements[parent].children.append(index) }
            // Text and entity references in document order; element children only counted, so
            // the list of children is allocated once.
            var elementCount = 0
            // Joined here and set once: text split by comments or processing instructions comes
            // in many nodes, and joining each to the record's text would copy all of it each time.
            var text = ""
            var child = node.pointee.children
            while let c = child {
                switch c.pointee.type {
                case XML_ELEMENT_NODE:
                    elementCount += 1
                case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                    if let content = c.pointee.content {
                        let piece = String(cString: content)
                        if piece.contains(where: { !$0.isWhitespace }) { text.append(piece) }
                    }
                case XML_ENTITY_REF_NODE:
                    diagnostics.append(.error(.entityNotAllowed, at: elements[index].location))
                default:
                    break  // comments and processing instructions carry nothing for a scene
                }
                child = c.pointee.next
            }
            if !text.isEmpty { elements[index].text = text }
            guard elementCount > 0 else { continue }
            elements[index].children.reserveCapacity(elementCount)
            // Pushed last first, so they pop in document order: walked backwards through `prev`,
            // with no list of their own.
            child = node.pointee.last
            while let c = child {
                if c.pointee.type == XML_ELEMENT_NODE { stack.append((c, index, depth + 1)) }
                child = c.pointee.prev
            }
        }
        return finished()
    }

    /// The element's record, its attributes appended to `attributes` (its `attributes` left empty).
    private static func record(
        for node: xmlNodePtr, parent: Int?, bytes: [UInt8],
        table: inout LineTable, attributes: inout [XMLElementRecord.Attribute], diagnostics: inout [Diagnostic]
    ) -> XMLElementRecord {
        let name = String(cString: node.pointee.name)
        let endOffset = Int(bitPattern: node.pointee._private) - 1
        let start = endOffset >= 0 ? StartTagScanner.tagStart(in: bytes, endingAt: endOffset) : 0
        let location = endOffset >= 0
            ? table.location(at: start)
            : SourceLocation(file: table.file, line: Int(xmlGetLineNo(node)), column: 1)
        var namespaceURI = node.pointee.ns.flatMap { $0.pointee.href }.map { String(cString: $0) }
        // A declaration no name uses is a namespace in the file all the same: refused alike.
        if namespaceURI == nil, let declared = node.pointee.nsDef {
            namespaceURI = declared.pointee.href.map { String(cString: $0) } ?? ""
        }

        // libxml2 lists the attributes in source order, less namespace declarations, so each is
        // found by scanning on from the previous one rather than from the tag's start.
        var scanner = endOffset >= 0 ? StartTagScanner.Attributes(bytes, tagStart: start) : nil
        var property = node.pointee.properties
        while let p = property {
            let attrName = String(cString: p.pointee.name)
            if namespaceURI == nil { namespaceURI = p.pointee.ns.flatMap { $0.pointee.href }.map { String(cString: $0) } }
            let prefix = p.pointee.ns.flatMap { $0.pointee.prefix }
            let offset = scanner?.offset(ofPrefix: prefix, name: p.pointee.name)
            var value = ""
            // A value of plain text is one text node: read in place, where libxml2 would copy
            // it into a new string to be freed.
            if let text = p.pointee.children, text.pointee.next == nil, text.pointee.type == XML_TEXT_NODE, let content = text.pointee.content {
                value = String(cString: content)
            } else if let raw = xmlNodeListGetString(node.pointee.doc, p.pointee.children, 1) {
                value = String(cString: raw)
                cxml2_free(raw)
            }
            attributes.append(.init(name: attrName, value: value, location: offset.map { table.location(at: $0) } ?? location))
            property = p.pointee.next
        }
        let textLocation = endOffset >= 0 ? table.location(at: endOffset + 1) : location
        return XMLElementRecord(
            name: name, namespaceURI: namespaceURI, location: location, attributes: [],
            parent: parent, children: [], text: nil, textLocation: textLocation)
    }

    // MARK: - Prolog

    /// The offset of `<!DOCTYPE` in the prolog, skipping the XML declaration, comments and
    /// processing instructions that may precede it, each ended where libxml2 ends it: a comment's
    /// `-->` is searched for after its `<!--` (so `<!-->` is no comment), a processing
    /// instruction's `?>` after its `<?`. A prolog this cannot read is one libxml2 finds a fatal
    /// error in, and the parse stops at that error (`recordError`); and should the two ever
    /// disagree, `DeclarationGuard` stops libxml2 at the DOCTYPE itself.
    package static func doctypeOffset(in bytes: [UInt8]) -> Int? {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func hasPrefix(_ s: String, at j: Int) -> Bool {
            let u = s.utf8
            return j + u.count <= bytes.count && bytes[j..<(j + u.count)].elementsEqual(u)
        }
        func skip(past terminator: String, from j: Int) -> Int {
            var k = j
            while k < bytes.count {
                if hasPrefix(terminator, at: k) { return k + terminator.utf8.count }
                k += 1
            }
            return bytes.count
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { i += 1; continue }
            if hasPrefix("<?", at: i) { i = skip(past: "?>", from: i + 2); continue }
            if hasPrefix("<!--", at: i) { i = skip(past: "-->", from: i + 4); continue }
            if hasPrefix("<!DOCTYPE", at: i) { return i }
            return nil
        }
        return nil
    }
}

extension String {
    package var trimmingTrailingNewlines: String {
        var s = Substring(self)
        while let last = s.last, last.isNewline { s = s.dropLast() }
        return String(s)
    }
}
