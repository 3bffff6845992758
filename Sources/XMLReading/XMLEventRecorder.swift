import CXML2
#if canImport(Glibc)
import Glibc
#endif
import SceneModel

/// Reads element records straight from libxml2's SAX2 events, without the tree libxml2 would
/// build, for the common document: elements, attributes and text, with no namespace, prefix,
/// entity reference, `&` in an attribute value, CDATA section, DOCTYPE or problem of any kind.
///
/// Anything else makes `records` answer nil, and `XMLLoader` reads the document again through
/// libxml2's tree, which says everything about it (libxml2's own errors, an `xml:id`, a limit
/// crossed) exactly as it always has: this reader only ever returns what that path would, for
/// the documents where the two cannot differ. A document the reader gives up on costs one
/// parse more; a plain one saves building, walking and freeing a tree of every element,
/// attribute and text.
///
/// Text is gathered in runs as libxml2's tree joins it into text nodes: characters in a row
/// are one run, and an element's start or end, a comment or a processing instruction ends it.
/// Without a tree libxml2 reports no whitespace as ignorable, so a run of whitespace arrives
/// as characters, and is dropped as the tree path drops a blank text node.
package struct XMLEventRecorder {
    private let bytes: [UInt8]
    private var table: LineTable
    private let rules: XMLReadingRules
    private var elements: [XMLElementRecord] = []
    /// Every attribute of the file, which each record's `attributes` is a slice of at the end.
    private var attributes: [XMLElementRecord.Attribute] = []
    private var attributeRanges: [Range<Int>] = []
    /// The elements open at the parser's position, innermost last.
    private var open: [Int] = []
    /// The text gathered so far for each open element, "" for none: appended to in place and
    /// set on the record once, at the element's end, because text split by comments or
    /// processing instructions arrives in many runs, and joining each to the record's text
    /// would copy all of it every time.
    private var openText: [String] = []
    /// The text run in progress, in the innermost open element.
    private var run: [UInt8] = []
    /// Elements counted apart (a scene's `<constraint>`s), and all others, as `XMLLoader` counts them.
    private var apart = 0, others = 0
    /// Set when the document needs libxml2's tree to be read as it always has been.
    private var needsTree = false

    private init(bytes: [UInt8], table: LineTable, rules: XMLReadingRules) {
        self.bytes = bytes
        self.table = table
        self.rules = rules
    }

    /// What libxml2's handlers reach through `ctxt->_private`, since C callbacks cannot
    /// capture: the recorder, changed by one mutating call an event.
    private final class Context: DoctypeSink {
        var recorder: XMLEventRecorder
        init(_ recorder: XMLEventRecorder) { self.recorder = recorder }

        /// A DOCTYPE: the tree path refuses it at its place (`DeclarationGuard` stopped the parser).
        func doctypeFound(at offset: Int) { recorder.needsTree = true }
    }

    /// The document's element records, or nil when it needs libxml2's tree (see the type).
    /// `tags` is how many start tags and attributes the file has (`StartTagScanner.survey`);
    /// `table` is the file's line table, advanced as locations are read.
    package static func records(_ chars: UnsafeBufferPointer<CChar>, bytes: [UInt8], tags: (startTags: Int, attributes: Int), table: inout LineTable,
                        rules: XMLReadingRules) -> [XMLElementRecord]? {
        guard let base = chars.baseAddress, let ctxt = xmlCreateMemoryParserCtxt(base, Int32(chars.count)) else { return nil }
        defer { xmlFreeParserCtxt(ctxt) }
        let context = Context(XMLEventRecorder(bytes: bytes, table: table, rules: rules))
        context.recorder.reserve(tags)
        // XMLLoader's options: they decide what libxml2 accepts and reports.
        xmlCtxtUseOptions(ctxt, XMLLoader.parserOptions)
        withExtendedLifetime(context) {
            ctxt.pointee._private = Unmanaged.passUnretained(context).toOpaque()
            // Set after the options, which set a handler for ignorable whitespace of their own.
            if let sax = ctxt.pointee.sax {
                sax.pointee.serror = problem
                sax.pointee.startElementNs = startElement
                sax.pointee.endElementNs = endElement
                sax.pointee.characters = characters
                sax.pointee.ignorableWhitespace = characters
                sax.pointee.comment = comment
                sax.pointee.processingInstruction = processingInstruction
                sax.pointee.cdataBlock = cdata
                sax.pointee.reference = reference
                DeclarationGuard.install(on: sax)
            }
            xmlParseDocument(ctxt)
        }
        let doc = ctxt.pointee.myDoc
        defer { if let doc { xmlFreeDoc(doc) } }
        // Taken out of the context, so the arrays have one reference and are changed in place.
        var recorder = context.recorder
        context.recorder = XMLEventRecorder(bytes: [], table: recorder.table, rules: rules)
        table = recorder.table
        guard !recorder.needsTree, ctxt.pointee.wellFormed != 0, let doc, doc.pointee.intSubset == nil,
              !recorder.elements.isEmpty, recorder.open.isEmpty else { return nil }
        for index in recorder.elements.indices {
            recorder.elements[index].attributes = recorder.attributes[recorder.attributeRanges[index]]
        }
        return recorder.elements
    }

    /// Reserves the arrays for as many elements and attributes as the file has start tags and
    /// attributes (`StartTagScanner.survey` counted them), within what the limits let through,
    /// so they are not regrown and copied as they fill.
    private mutating func reserve(_ tags: (startTags: Int, attributes: Int)) {
        let count = min(tags.startTags, rules.maximumElements)
        elements.reserveCapacity(count)
        attributes.reserveCapacity(min(tags.attributes, count * StartTagScanner.maximumAttributes))
        attributeRanges.reserveCapacity(count)
    }

    /// Elements whose memory is faulted in at once.
    private static let prefaultBatch = 4_096

    // MARK: - Events

    private mutating func recordStart(_ ctxt: xmlParserCtxtPtr, _ localname: UnsafePointer<xmlChar>, plain: Bool,
                             _ count: Int, _ attributeFields: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard !needsTree else { return }
        // The limits XMLLoader checks as libxml2 parses: past one, the tree path stops and says so.
        if strcmp(localname, rules.countedApart) == 0 { apart += 1 } else { others += 1 }
        guard plain, open.count + 1 <= rules.deepestElement, apart <= rules.apartLimit, others <= rules.othersLimit,
              let input = ctxt.pointee.input, let cur = input.pointee.cur, let inputBase = input.pointee.base else {
            stop(ctxt)
            return
        }
        flushRun()
        // At this event the parser stands on the start tag's closing `>` or `/>`.
        let endOffset = Int(input.pointee.consumed) + inputBase.distance(to: cur)
        let start = StartTagScanner.tagStart(in: bytes, endingAt: endOffset)
        let location = table.location(at: start)
        let index = elements.count
        let first = attributes.count
        if index % Self.prefaultBatch == 0 {
            elements.prefault(next: Self.prefaultBatch)
            attributes.prefault(next: Self.prefaultBatch)
        }
        // Five fields an attribute: local name, prefix, namespace, value start, value end.
        var scanner = StartTagScanner.Attributes(bytes, tagStart: start)
        for i in 0..<count {
            guard let fields = attributeFields?.advanced(by: 5 * i), fields[1] == nil, fields[2] == nil,
                  let name = fields[0], let value = fields[3], let end = fields[4] else {
                stop(ctxt)
                return
            }
            let length = value.distance(to: end)
            // A reference in a value is decoded by libxml2's tree code, not here.
            if length > 0 && memchr(value, Int32(UInt8(ascii: "&")), length) != nil {
                stop(ctxt)
                return
            }
            let offset = scanner.offset(ofPrefix: nil, name: name)
            attributes.append(.init(name: String(cString: name),
                                    value: String(decoding: UnsafeBufferPointer(start: value, count: length), as: UTF8.self),
                                    location: offset.map { table.location(at: $0) } ?? location))
        }
        let parent = open.last
        elements.append(XMLElementRecord(
            name: String(cString: localname), namespaceURI: nil, location: location, attributes: [],
            parent: parent, children: [], text: nil, textLocation: table.location(at: endOffset + 1)))
        attributeRanges.append(first..<attributes.count)
        if let parent { elements[parent].children.append(index) }
        open.append(index)
        openText.append("")
    }

    private mutating func recordEnd() {
        guard !needsTree, let element = open.last else { return }
        flushRun()
        open.removeLast()
        let text = openText.removeLast()
        if !text.isEmpty { elements[element].text = text }
    }

    /// Ends the text run in progress: kept on the innermost open element when it is not blank,
    /// as a text node of the tree is.
    private mutating func flushRun() {
        guard !run.isEmpty else { return }
        defer { run.removeAll(keepingCapacity: true) }
        guard !openText.isEmpty else { return }
        // Mostly the indentation between tags: blank by its bytes, with no string made. (XML
        // allows no other ASCII whitespace.)
        if !run.contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }) { return }
        let text = String(decoding: run, as: UTF8.self)
        if text.contains(where: { !$0.isWhitespace }) { openText[openText.count - 1].append(text) }
    }

    /// Gives up on the document: it is read again with the tree.
    private mutating func stop(_ ctxt: xmlParserCtxtPtr) {
        needsTree = true
        xmlStopParser(ctxt)
    }

    private static func context(_ ctx: UnsafeMutableRawPointer?) -> (xmlParserCtxtPtr, Context)? {
        guard let ctxt = ctx?.assumingMemoryBound(to: xmlParserCtxt.self), let pointer = ctxt.pointee._private else { return nil }
        return (ctxt, Unmanaged<Context>.fromOpaque(pointer).takeUnretainedValue())
    }

    /// Appends characters to the run in progress.
    private mutating func recordCharacters(_ chars: UnsafePointer<xmlChar>, _ length: Int) {
        guard !needsTree else { return }
        run.append(contentsOf: UnsafeBufferPointer(start: chars, count: length))
    }

    // MARK: - libxml2's handlers

    /// Any error or warning: the tree path reports it, as libxml2 words it.
    private static let problem: xmlStructuredErrorFunc = { userData, _ in
        guard let (ctxt, context) = context(userData) else { return }
        context.recorder.stop(ctxt)
    }

    private static let startElement: startElementNsSAX2Func = { ctx, localname, prefix, uri, namespaceCount, _, attributeCount, defaultedCount, attributes in
        guard let (ctxt, context) = context(ctx), let localname else { return }
        let plain = prefix == nil && uri == nil && namespaceCount == 0 && defaultedCount == 0
        context.recorder.recordStart(ctxt, localname, plain: plain, Int(attributeCount), attributes)
    }

    private static let endElement: endElementNsSAX2Func = { ctx, _, _, _ in
        context(ctx)?.1.recorder.recordEnd()
    }

    private static let characters: charactersSAXFunc = { ctx, chars, length in
        guard let (_, context) = context(ctx), let chars, length > 0 else { return }
        context.recorder.recordCharacters(chars, Int(length))
    }

    private static let comment: commentSAXFunc = { ctx, _ in
        context(ctx)?.1.recorder.flushRun()
    }

    private static let processingInstruction: processingInstructionSAXFunc = { ctx, _, _ in
        context(ctx)?.1.recorder.flushRun()
    }

    /// A CDATA section: the tree path keeps it as a node of its own.
    private static let cdata: cdataBlockSAXFunc = { ctx, _, _ in
        guard let (ctxt, context) = context(ctx) else { return }
        context.recorder.stop(ctxt)
    }

    /// An entity reference: the tree path reports it.
    private static let reference: referenceSAXFunc = { ctx, _ in
        guard let (ctxt, context) = context(ctx) else { return }
        context.recorder.stop(ctxt)
    }
}
