import CXML2
#if canImport(Glibc)
import Glibc
#endif

/// Keeps libxml2 out of its DTD code, whatever a scan of the prolog concluded.
///
/// `XMLLoader` refuses a document whose prolog shows a DOCTYPE before libxml2 parses it, but
/// that scan and libxml2 could one day disagree about where a comment or a processing
/// instruction ends (`<!-->` once ended a comment for the scan and not for libxml2). So both
/// readers also install these SAX handlers, which make any such disagreement harmless:
///
/// - `internalSubset` and `externalSubset` stop the parser at the DOCTYPE itself, before its
///   `[…]` is read: no entity, element or attribute-list declaration is ever parsed, so no
///   declared default attributes and no expansion bombs (libxml2 2.9's amplification guard is
///   off under `XML_PARSE_HUGE`).
/// - `getEntity` resolves no declared entity, so even a declaration that did get through
///   could never be expanded; the five predefined ones (`&lt;` …) libxml2 resolves itself.
/// - `entityDecl` stops the parser as the subset handlers do.
///
/// The handler reports the DOCTYPE through `onDoctype` with the byte offset at which libxml2
/// stood, just past the DOCTYPE's name and external id; `doctypeStart` finds its `<!DOCTYPE`.
package enum DeclarationGuard {
    /// Installs the handlers on a parser's SAX table; `ctxt->_private` must lead to an object
    /// conforming to `DoctypeSink`.
    package static func install(on sax: UnsafeMutablePointer<xmlSAXHandler>) {
        sax.pointee.internalSubset = subset
        sax.pointee.externalSubset = subset
        sax.pointee.entityDecl = entityDeclaration
        sax.pointee.getEntity = noEntity
        sax.pointee.getParameterEntity = noEntity
    }

    /// The offset of the `<!DOCTYPE` that ends at or before `offset`: searched backwards, once,
    /// over at most the document's prolog.
    package static func doctypeStart(in bytes: [UInt8], before offset: Int) -> Int {
        let marker = Array("<!DOCTYPE".utf8)
        var i = min(offset, bytes.count - marker.count)
        while i >= 0 {
            if bytes[i] == 0x3C && bytes[i..<(i + marker.count)].elementsEqual(marker) { return i }
            i -= 1
        }
        return 0
    }

    /// The parser's byte offset in the document.
    package static func offset(of ctxt: xmlParserCtxtPtr) -> Int {
        guard let input = ctxt.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base else { return 0 }
        return Int(input.pointee.consumed) + base.distance(to: cur)
    }

    private static let subset: internalSubsetSAXFunc = { ctx, _, _, _ in
        refuse(ctx)
    }

    private static let entityDeclaration: entityDeclSAXFunc = { ctx, _, _, _, _, _ in
        refuse(ctx)
    }

    private static let noEntity: getEntitySAXFunc = { _, _ in nil }

    private static func refuse(_ ctx: UnsafeMutableRawPointer?) {
        guard let ctxt = ctx?.assumingMemoryBound(to: xmlParserCtxt.self) else { return }
        let offset = offset(of: ctxt)
        xmlStopParser(ctxt)
        guard let pointer = ctxt.pointee._private else { return }
        let sink = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? DoctypeSink
        sink?.doctypeFound(at: offset)
    }
}

/// What a reader does when `DeclarationGuard` stops its parser at a DOCTYPE.
package protocol DoctypeSink: AnyObject {
    /// Called once, with the parser's byte offset just past the DOCTYPE's name and external id.
    func doctypeFound(at offset: Int)
}
