import Geometry
import Markup
import RenderTree

/// Prints a render tree as an SVG 1.1 document.
///
/// Each node is a `<g>` carrying its id, transform and opacity (and its shadow's filter and its
/// mask, defined just before it); inside it come a shadow of an explicit path, the background,
/// a clipped group for contents, image, text and children, and the border last. Nothing here
/// decides what goes above what: the tree's order is printed as it is.
///
/// The drawing takes no pointer events. After it comes one transparent polygon per hit region
/// (`hit-N`, N the scene node), nested as the views are, each group clipped to its view's
/// outline, so that a browser showing the SVG answers a click as UIKit's `hitTest` would, as
/// the HTML does: a clip-path clips the pointer events of everything in its group.
public enum SVGPrinter {
    /// The tree as an SVG document; the same tree always prints the same bytes. Text is drawn as
    /// glyph outlines unless `text` is `.fonts`; `glyphs` is the tree's `GlyphMarkup` when the
    /// caller has collected it already (for printing the HTML too).
    public static func print(_ tree: RenderTree, text drawing: TextDrawing = .outlines, glyphs shared: GlyphMarkup? = nil) -> String {
        String(decoding: printUTF8(tree, text: drawing, glyphs: shared), as: UTF8.self)
    }

    /// The document `print` returns, as the UTF-8 bytes of the file: what a compile writes, with
    /// no `String` made of them.
    public static func printUTF8(_ tree: RenderTree, text drawing: TextDrawing = .outlines, glyphs shared: GlyphMarkup? = nil) -> [UInt8] {
        var out = MarkupWriter(capacity: expectedSize(of: tree))
        print(tree, text: drawing, glyphs: shared, into: &out)
        return out.finish()
    }

    /// About how many bytes `tree`'s document takes without text: a line per node and per hit
    /// region, the latter with its title. Room for that up front saves copying a large drawing
    /// each time it outgrows its storage.
    public static func expectedSize(of tree: RenderTree) -> Int {
        64 * tree.nodes.count + 192 * tree.hitRegions.count
    }

    /// Writes the document `print` returns into `out`, which may hand it on as it is written
    /// (`MarkupWriter(draining:)`); the caller finishes it.
    public static func print(_ tree: RenderTree, text drawing: TextDrawing = .outlines, glyphs shared: GlyphMarkup? = nil,
                             into out: inout MarkupWriter) {
        let w = NumberText.format(tree.size.width), h = NumberText.format(tree.size.height)
        let glyphs = drawing == .outlines ? shared ?? GlyphMarkup(tree) : nil
        // Images and glyphs are defined once, in <defs>, and drawn by reference: SVG 1.1 names a
        // definition with xlink:href, whose namespace is declared only when used.
        let hasDefinitions = !tree.images.isEmpty || !(glyphs?.glyphs.isEmpty ?? true)
        let xlink = hasDefinitions ? #" xmlns:xlink="http://www.w3.org/1999/xlink""# : ""
        out.line(#"<svg xmlns="http://www.w3.org/2000/svg"\#(xlink) width="\#(w)" height="\#(h)" viewBox="0 0 \#(w) \#(h)">"#)
        guard !tree.nodes.isEmpty else {
            out.line("</svg>")
            return
        }
        if hasDefinitions {
            out.open("<defs>")
            for (index, image) in tree.images.enumerated() { out.line(imageSymbol(image, index: index)) }
            glyphs?.definitions(&out)
            out.close("</defs>")
        }
        out.open(#"<g pointer-events="none">"#)
        // Nodes are read in place, by index: copying a `RenderNode` out of the array retains and
        // releases each of its strings and arrays, for every node.
        tree.nodes.withUnsafeBufferPointer { nodes in
            // An explicit stack of open and close steps: scenes are deep as well as wide.
            enum Step { case open(Int), closeClip, close(Int) }
            var stack: [Step] = [.open(0)]
            while let step = stack.popLast() {
                switch step {
                case .open(let index):
                    let effects = nodes[index].hasEffects ? Effects(tree, index, &out) : Effects()
                    openGroup(name: nodes[index].name, transform: nodes[index].transform, opacity: nodes[index].opacity,
                              filter: effects.filter, mask: effects.mask, &out)
                    if let title = nodes[index].title { out.line("<title>\(MarkupWriter.escape(title))</title>") }
                    for line in effects.shadowLines { out.line(line) }
                    if let fill = nodes[index].background { out.line(rect(fill.shape, fill: fill.color)) }
                    stack.append(.close(index))
                    if let clip = nodes[index].clip {
                        let id = "clip-\(index)"
                        out.line(#"<clipPath id="\#(id)">\#(rect(clip, fill: nil))</clipPath>"#)
                        out.open(#"<g clip-path="url(#\#(id))">"#)
                        stack.append(.closeClip)
                    }
                    for (k, primitive) in nodes[index].contents.enumerated() {
                        for line in PrimitiveMarkup.lines(primitive, id: "paint-\(index)-\(k)") { out.line(line) }
                    }
                    if let image = nodes[index].image {
                        for line in imageLines(image, node: index) { out.line(line) }
                    }
                    for (k, run) in nodes[index].text.enumerated() {
                        if let glyphs {
                            for line in glyphs.glyphs(of: run, node: index, index: k, origin: run.baseline, paint: paint(run.color)) { out.line(line) }
                        } else {
                            out.line(text(run))
                        }
                    }
                    for child in nodes[index].children.reversed() { stack.append(.open(child)) }
                case .closeClip:
                    out.close("</g>")
                case .close(let index):
                    if let border = nodes[index].border { out.line(path(border)) }
                    out.close("</g>")
                }
            }
        }
        out.close("</g>")
        printHitRegions(tree, &out)
        out.line("</svg>")
    }

    /// `pointer-events="fill"` makes a polygon's inside take clicks although it paints nothing.
    ///
    /// Every line here is written in pieces, and regions are read in place: there is one for
    /// every view.
    private static func printHitRegions(_ tree: RenderTree, _ out: inout MarkupWriter) {
        guard !tree.hitRegions.isEmpty else { return }
        tree.hitRegions.withUnsafeBufferPointer { regions in
            enum Step { case open(Int), close }
            var stack: [Step] = [.open(0)]
            while let step = stack.popLast() {
                guard case .open(let index) = step else { out.close("</g>"); continue }
                let source = regions[index].source
                let isLeaf = regions[index].children.isEmpty
                if !isLeaf {
                    out.beginLine()
                    out.write(#"<clipPath id="hit-clip-"#)
                    out.write(source)
                    out.write(#""><polygon points=""#)
                    writePoints(regions[index].outline, &out)
                    out.write(#""/></clipPath>"#)
                    out.endLine()
                    out.beginLine()
                    out.write(#"<g clip-path="url(#hit-clip-"#)
                    out.write(source)
                    out.write(#")">"#)
                    out.endLine(opening: true)
                }
                out.beginLine()
                out.write(#"<polygon id="hit-"#)
                out.write(source)
                out.write(#"" points=""#)
                writePoints(regions[index].outline, &out)
                if regions[index].takesTouches {
                    out.write(#"" fill="none" pointer-events="fill"><title>"#)
                } else {
                    out.write(#"" fill="none" pointer-events="none"><title>"#)
                }
                out.write(escaping: regions[index].label)
                out.write("</title></polygon>")
                out.endLine()
                if isLeaf { continue }
                stack.append(.close)
                for child in regions[index].children.reversed() { stack.append(.open(child)) }
            }
        }
    }

    /// `x,y x,y …`: a polygon's `points`, written for every view.
    private static func writePoints(_ polygon: ConvexPolygon, _ out: inout MarkupWriter) {
        for (k, p) in polygon.points.enumerated() {
            if k > 0 { out.write(" ") }
            out.write(number: p.x)
            out.write(",")
            out.write(number: p.y)
        }
    }

    /// Written in pieces: there is one for every node. Given the node's fields, not the node,
    /// which would be copied out of the tree, every string and array in it retained.
    private static func openGroup(name: String?, transform t: Transform, opacity: Double, filter: String? = nil, mask: String? = nil,
                                  _ out: inout MarkupWriter) {
        out.beginLine()
        out.write("<g")
        if let name {
            out.write(#" id=""#)
            out.write(escaping: name)
            out.write(#"""#)
        }
        if !t.isIdentity {
            out.write(#" transform=""#)
            writeTransform(t, &out)
            out.write(#"""#)
        }
        if opacity < 1 {
            out.write(#" opacity=""#)
            out.write(number: opacity)
            out.write(#"""#)
        }
        if let filter { out.write(verbatim: #" filter="url(#\#(filter))""#) }
        if let mask { out.write(verbatim: #" mask="url(#\#(mask))""#) }
        out.write(">")
        out.endLine(opening: true)
    }

    /// What a node with a shadow or a mask prints besides its group: the definitions, written
    /// before the group as they are made, and the names the group refers to. A filter
    /// (over the group's paint) draws a shadow of the node's own alpha; one of an explicit
    /// path is drawn first inside the group, below the background; both lie inside the mask
    /// and the group opacity, which SVG applies after the filter, as Core Animation does.
    private struct Effects {
        var filter: String?
        var mask: String?
        var shadowLines: [String] = []

        init() {}

        init(_ tree: RenderTree, _ index: Int, _ out: inout MarkupWriter) {
            let node = tree.nodes[index]
            if let shadow = node.shadow {
                if let path = shadow.path {
                    shadowLines = ShadowMarkup.pathShadowLines(shadow, path: path, id: "shadow-\(index)")
                } else if shadow.alpha > 0, let region = tree.paintedBounds(of: index) {
                    out.line(ShadowMarkup.contentFilter(shadow, id: "shadow-\(index)", region: region))
                    filter = "shadow-\(index)"
                }
            }
            if let primitives = node.mask {
                out.line(MaskMarkup.definition(primitives, id: "mask-\(index)"))
                mask = "mask-\(index)"
            }
        }
    }

    /// `translate(x y)` when the transform only moves, `matrix(…)` otherwise, nothing for identity.
    static func transform(_ t: Transform) -> String? {
        if t.isIdentity { return nil }
        var out = MarkupWriter()
        writeTransform(t, &out)
        return out.finishText()
    }

    /// `transform` of a transform that is not the identity, written as bytes.
    private static func writeTransform(_ t: Transform, _ out: inout MarkupWriter) {
        if t.isTranslation {
            out.write("translate(")
            out.write(number: t.tx)
            out.write(" ")
            out.write(number: t.ty)
        } else {
            out.write("matrix(")
            for (k, v) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
                if k > 0 { out.write(" ") }
                out.write(number: v)
            }
        }
        out.write(")")
    }

    /// One laid-out line as live text at its baseline (`TextDrawing.fonts`). Spaces are kept, and
    /// the tracking becomes `letter-spacing`, so a viewer with the font shapes what scenec shaped
    /// (HarfBuzz with default features, as browsers use it).
    static func text(_ run: TextRun) -> String {
        let f = NumberText.format
        let spacing = run.tracking == 0 ? "" : #" letter-spacing="\#(f(run.tracking))""#
        return #"<text x="\#(f(run.baseline.x))" y="\#(f(run.baseline.y))" font-family="\#(run.safeFontStack)" font-size="\#(f(run.fontSize))""#
            + (run.fontWeight == 400 ? "" : #" font-weight="\#(run.fontWeight)""#)
            + #"\#(spacing) xml:space="preserve"\#(paint(run.color))>\#(MarkupWriter.escape(run.text))</text>"#
    }

    /// An image, defined once, as a symbol that stretches it over whatever box a `<use>` gives
    /// it. Why a symbol: a `<use>`'s width and height size a symbol's viewport, and an image's
    /// not at all. The viewBox is the image's pixel size and the image fills it, so librsvg and
    /// Chromium draw each `<use>` exactly as they would an `<image>` of the use's box (measured:
    /// the same pixels; with a viewBox of another size Chromium filters a shrunk image
    /// differently). `overflow="visible"`: nothing lies outside, and a clip to a box at
    /// fractional points would be antialiased apart from the image's own edges.
    static func imageSymbol(_ image: EmbeddedImage, index: Int) -> String {
        let f = NumberText.format, w = f(image.size.width), h = f(image.size.height)
        return #"<symbol id="image-\#(index)" viewBox="0 0 \#(w) \#(h)" preserveAspectRatio="none" overflow="visible">"#
            + #"<image width="\#(w)" height="\#(h)" preserveAspectRatio="none" xlink:href="\#(image.dataURL)"/></symbol>"#
    }

    /// A node's image, after its tint's filter when it is a template.
    static func imageLines(_ image: ImagePlacement, node index: Int) -> [String] {
        guard let tint = image.tint else { return [imageUse(image)] }
        return [TintMarkup.filter(tint, id: "tint-\(index)"), imageUse(image, filter: "tint-\(index)")]
    }

    /// An image stretched over its rectangle (where its view's content mode put it), through the
    /// filter with id `filter` when it is a template (`TintMarkup`).
    static func imageUse(_ image: ImagePlacement, filter: String? = nil) -> String {
        let f = NumberText.format, r = image.rect
        let filtered = filter.map { #" filter="url(#\#($0))""# } ?? ""
        return ##"<use xlink:href="#image-\##(image.index)" x="\##(f(r.minX))" y="\##(f(r.minY))" width="\##(f(r.width))" height="\##(f(r.height))"\##(filtered)/>"##
    }

    /// A rounded rect as a `rect` with `rx` when its corners are all one quarter circle, as its
    /// path otherwise (continuous corners, some corners square).
    static func rect(_ shape: RoundedRect, fill: Color?) -> String {
        guard shape.isUniform else {
            return #"<path d="\#(PrimitiveMarkup.pathData(Path(roundedRect: shape)))""# + (fill.map(paint) ?? "") + "/>"
        }
        let f = NumberText.format, r = shape.rect
        var s = "<rect"
        if r.origin.x != 0 { s += #" x="\#(f(r.origin.x))""# }
        if r.origin.y != 0 { s += #" y="\#(f(r.origin.y))""# }
        s += #" width="\#(f(r.width))" height="\#(f(r.height))""#
        if shape.isRounded { s += #" rx="\#(f(shape.radius))" ry="\#(f(shape.radius))""# }
        if let fill { s += paint(fill) }
        return s + "/>"
    }

    /// A ring (a border): its path filled with the even-odd rule.
    static func path(_ ring: Ring) -> String {
        PrimitiveMarkup.lines(ring.primitive, id: "").joined()
    }

    /// `fill` (and `fill-opacity` when translucent) for `color`, as attributes.
    public static func paint(_ color: Color) -> String {
        var s = #" fill="\#(color.hexRGB)""#
        if color.alpha < 1 { s += #" fill-opacity="\#(NumberText.format(color.alpha))""# }
        return s
    }
}
