import Geometry
import Markup
import RenderTree
import SVGBackEnd

/// Prints a render tree as one self-contained HTML page: absolutely positioned boxes, nothing
/// loaded from anywhere, and no script unless the scene has a scroll view to scroll or the
/// page is given the inspector.
///
/// The page has two layers over the same geometry:
/// - **paint**: one box per render node, in paint order, with `pointer-events: none`
///   throughout. A border is its own box after the children, because a CSS border paints
///   under children and takes layout space, and Core Animation's paints above them, inside.
///   Drawing primitives, shadows and masks are the SVG printer's markup in inline SVG
///   (`PrimitiveMarkup`, `ShadowMarkup`, `MaskMarkup`), named by the box's CSS `filter` and
///   `mask` where they apply to the whole box.
/// - **hit**: one transparent, scene-sized box per hit region, nested as the views are, each
///   cut to its view's outline by `clip-path: polygon()`. A clip-path clips hit-testing of the
///   box and everything in it, so the browser answers `elementFromPoint` with the last box in
///   tree order whose outline and every ancestor's contain the point, skipping pass-through
///   boxes (`pointer-events: none`): UIKit's `hitTest` answer. Painting order, rounded corners
///   and overflow, where CSS and UIKit disagree (CSS hit-tests a rounded box by its rounded
///   shape, a child outside its parent, and in paint order), never enter it.
///
///   Why clip-paths and not positioned or transformed boxes: measured in Chromium 156, a box
///   answers `elementFromPoint` for the whole 1×1 px square starting at the probe, so it takes
///   points up to 1 px left of and above its edges (0.87 px outside a 30°-rotated edge), while
///   a clip-path polygon is tested with the exact point. Every box here has the scene's size at
///   the scene's origin, so only the clip-paths decide.
///
/// **Scrolling.** A render node with `scroll` (a scroll view that clips, only translated on its
/// way to the root) becomes a real scroller in both layers, so the preview scrolls:
/// - paint: the view's box keeps its background, contents, text and border, which do not
///   scroll; inside it, under the border, a box of the bounds' size (`overflow: hidden`,
///   scrolled by script only) holds the scrolling box: `extent` in size, clipping what lies
///   outside it, with the children placed so the view's bounds-space origin is at
///   `contentOrigin`.
/// - hit: the view's region is a box at `Scroller.frame` with `overflow: auto` (no scroll bars),
///   cut by its own clip-path, since the 1 px quirk above holds for a scroller's box too; the
///   regions inside it are boxes of `extent` in its scrolling box, cut by polygons in that box's
///   coordinates (`localOutline`). A person scrolls this one, and it takes the touches.
/// Both scrolling boxes clip to `extent`, so both scrollers reach the same positions: content
/// sticking out of a child could otherwise let one scroll further than the other. A constant
/// inline script (allowed by its hash in the page's Content-Security-Policy) scrolls every
/// scroller to its starting position, `data-scroll-x`/`-y`, and copies the hit scroller's
/// position to the paint scroller of the same `data-scroller` on each `scroll` event.
public enum HTMLPrinter {
    /// The scroll script (`Scripts/scroll.js`), printed only when the page has a scroller. It
    /// is a constant so that the Content-Security-Policy can allow exactly it by its hash
    /// (`scriptHash`).
    public static let scrollScript = InlineScript.scroll.text
    /// `sha256-` and the base64 SHA-256 of `scrollScript`, as CSP `script-src` names it.
    public static let scriptHash = InlineScript.scroll.hash

    /// The inspector's script (`Scripts/inspector.js`, for `--inspect`), printed after the
    /// inspector's data block only when the printer is given `InspectorData`. A constant, like
    /// `scrollScript`, so that the policy allows it by its hash (`inspectorScriptHash`). It reads the data block and the boxes'
    /// `data-node` (views) and `data-layer` (layers) attributes; what it changes in the scene it
    /// changes through attributes the style sheet matches, and it takes each change back.
    public static let inspectorScript = InlineScript.inspector.text
    /// `sha256-` and the base64 SHA-256 of `inspectorScript`.
    public static let inspectorScriptHash = InlineScript.inspector.hash

    /// The reload script (`Scripts/reload.js`) of pages `scenec preview --watch` writes. It
    /// loads the stamp file its element names (`data-stamp`, `NAME.reload.js`, rewritten after
    /// every successful compile) twice a second; the stamp calls `scenecReload(digest)`, and a digest other
    /// than the first one seen reloads the page. Why a script file and not `fetch`: Chromium
    /// refuses `fetch` of `file://` URLs, but loads scripts from the page's own folder.
    public static let reloadScript = InlineScript.reload.text
    /// `sha256-` and the base64 SHA-256 of `reloadScript`.
    public static let reloadScriptHash = InlineScript.reload.hash

    /// The page's Content-Security-Policy: nothing may load, inline style is allowed, the
    /// scroll script only when the page carries it, the inspector's only with the inspector,
    /// `data:` images only when it has some, and, on a watched page, the reload script and
    /// scripts from the page's own folder (`'self'`, for the stamp file).
    static func contentSecurityPolicy(withScript: Bool, withImages: Bool = false, withInspector: Bool = false, withReload: Bool = false) -> String {
        let hashes = (withScript ? [scriptHash] : []) + (withInspector ? [inspectorScriptHash] : [])
            + (withReload ? [reloadScriptHash] : [])
        let sources = (withReload ? ["'self'"] : []) + hashes.map { "'\($0)'" }
        return "default-src 'none'; style-src 'unsafe-inline'" + (withImages ? "; img-src data:" : "")
            + (sources.isEmpty ? "" : "; script-src " + sources.joined(separator: " "))
    }

    /// Prints the page; with `inspector`, the page also carries the inspector: its panel to the
    /// right of the scene (never over it, so it takes no touch meant for the scene), its data as
    /// a JSON block, and its script.
    /// With `reloadStamp` (a file name beside the page), the page reloads itself when the
    /// stamp's digest changes: `scenec preview --watch`.
    /// Text is drawn as glyph outlines in inline SVG under a transparent, selectable line of live
    /// text, unless `text` is `.fonts`, which leaves the live text visible and draws no outlines;
    /// `glyphs` is the tree's `GlyphMarkup` when the caller has collected it already.
    public static func print(_ tree: RenderTree, title: String, inspector: InspectorData? = nil, reloadStamp: String? = nil,
                             text drawing: TextDrawing = .outlines, glyphs shared: GlyphMarkup? = nil) -> String {
        String(decoding: printUTF8(tree, title: title, inspector: inspector, reloadStamp: reloadStamp, text: drawing, glyphs: shared),
               as: UTF8.self)
    }

    /// The page `print` returns, as the UTF-8 bytes of the file: what a compile writes, with no
    /// `String` made of them.
    public static func printUTF8(_ tree: RenderTree, title: String, inspector: InspectorData? = nil, reloadStamp: String? = nil,
                                 text drawing: TextDrawing = .outlines, glyphs shared: GlyphMarkup? = nil) -> [UInt8] {
        var out = MarkupWriter(capacity: expectedSize(of: tree))
        print(tree, title: title, inspector: inspector, reloadStamp: reloadStamp, text: drawing, glyphs: shared, into: &out)
        return out.finish()
    }

    /// About how many bytes `tree`'s page takes without text: a box per node and per hit
    /// region, the latter with its title and outline. Room for that up front saves copying a
    /// large page each time it outgrows its storage.
    public static func expectedSize(of tree: RenderTree) -> Int {
        96 * tree.nodes.count + 224 * tree.hitRegions.count
    }

    /// Writes the page `print` returns into `out`, which may hand it on as it is written
    /// (`MarkupWriter(draining:)`); the caller finishes it.
    public static func print(_ tree: RenderTree, title: String, inspector: InspectorData? = nil, reloadStamp: String? = nil,
                             text drawing: TextDrawing = .outlines, glyphs shared: GlyphMarkup? = nil, into out: inout MarkupWriter) {
        let glyphs = drawing == .outlines ? shared ?? GlyphMarkup(tree) : nil
        let w = px(tree.size.width), h = px(tree.size.height)
        // Read in place: `contains` over the arrays would copy every node and region to read one field.
        let scrolls = tree.nodes.withUnsafeBufferPointer { nodes in nodes.indices.contains { nodes[$0].scroll != nil } }
            || tree.hitRegions.withUnsafeBufferPointer { regions in regions.indices.contains { regions[$0].scroller != nil } }
        out.line("<!DOCTYPE html>")
        out.line(#"<html lang="en">"#)
        out.line("<head>")
        out.line(#"<meta charset="utf-8">"#)
        let images = !tree.images.isEmpty
        let policy = contentSecurityPolicy(withScript: scrolls, withImages: images, withInspector: inspector != nil,
                                           withReload: reloadStamp != nil)
        out.line(#"<meta http-equiv="Content-Security-Policy" content="\#(policy)">"#)
        out.line("<title>\(MarkupWriter.escape(title))</title>")
        out.line("<style>")
        out.line("html,body{margin:0;padding:0;background:#ffffff}")
        out.line(".scene{position:relative;overflow:hidden;width:\(w);height:\(h)}")
        out.line(".scene div{position:absolute;left:0;top:0;box-sizing:border-box;margin:0;padding:0;border:0 solid transparent}")
        out.line(".paint,.paint div,.hit{pointer-events:none}")
        out.line(".hit .touch{pointer-events:auto}")
        out.line(".hit .through{pointer-events:none}")
        if images { printImageStyle(tree.images, &out) }
        if scrolls {
            out.line(".paint .scroller{overflow:hidden}")
            // No scroll bars (they would take room from the box): `scrollbar-width` is not in
            // the CSS the Nu validator knows, so the script sets it and the style hides
            // WebKit's and Chromium's with a pseudo-element the validator accepts.
            out.line(".hit .scroller{overflow:auto}")
            out.line(".hit .scroller::-webkit-scrollbar{display:none}")
            out.line(".scene .extent{overflow:hidden;pointer-events:none}")
        }
        // `pre` keeps the lines scenec broke, spaces and all; kerning and ligatures as HarfBuzz's
        // defaults, as scenec shaped them.
        out.line(".scene .text{white-space:pre;font-kerning:normal}")
        // What a line broke at, after it: out of its flow, so the browser shapes the line alone.
        out.line(".scene .text span{position:absolute}")
        if glyphs != nil {
            // The outlines paint; the live text over them is there to be selected, found and read.
            out.line(".scene .text{color:transparent}")
            out.line(".scene svg{position:absolute;left:0;top:0;overflow:visible;pointer-events:none}")
        }
        if inspector != nil { printInspectorStyle(width: tree.size.width, &out) }
        out.line("</style>")
        out.line("</head>")
        out.line("<body>")
        out.open(#"<div class="scene">"#)
        out.open(#"<div class="paint" style="width:\#(w);height:\#(h)">"#)
        if let glyphs, !glyphs.glyphs.isEmpty {
            out.open(#"<svg width="0" height="0" aria-hidden="true"><defs>"#)
            glyphs.definitions(&out)
            out.close("</defs></svg>")
        }
        printPaint(tree, inspector, glyphs, &out)
        out.close("</div>")
        out.open(#"<div class="hit" style="width:\#(w);height:\#(h)">"#)
        printHitRegions(tree, size: tree.size, &out)
        out.close("</div>")
        out.close("</div>")
        if inspector != nil { printInspectorPanel(&out) }
        if scrolls { out.line("<script>\(scrollScript)</script>") }
        if let inspector {
            printInspectorData(inspector, &out)
            out.line("<script>\(inspectorScript)</script>")
        }
        if let reloadStamp {
            out.line(#"<script data-stamp="\#(MarkupWriter.escape(reloadStamp))">\#(reloadScript)</script>"#)
        }
        out.line("</body>")
        out.line("</html>")
    }

    // MARK: - Paint

    private static func printPaint(_ tree: RenderTree, _ inspector: InspectorData?, _ glyphs: GlyphMarkup?, _ out: inout MarkupWriter) {
        guard !tree.nodes.isEmpty else { return }
        // Nodes are read in place, by index: copying a `RenderNode` out of the array retains and
        // releases each of its strings and arrays, for every node.
        tree.nodes.withUnsafeBufferPointer { nodes in
            enum Step { case open(Int, parentOrigin: Point), closeScroller, close(Int), closeSurface }
            var stack: [Step] = [.open(0, parentOrigin: .zero)]
            while let step = stack.popLast() {
                switch step {
                case .open(let index, let parentOrigin):
                    let origin = nodes[index].placement.bounds.origin
                    let effects = nodes[index].hasEffects ? BoxEffects(tree, index, &out) : BoxEffects()
                    if let clip = clipDefinition(nodes[index], index: index) { out.line(clip) }
                    let wrapped = !effects.shadowLines.isEmpty
                    openBox(nodes, index, parentOrigin: parentOrigin, inspector, effects: effects, &out)
                    if wrapped {
                        out.line(inlineSVG(effects.shadowLines.joined(), origin: origin))
                        openSurface(nodes, index, &out)
                    }
                    if let surface = surfaceSVG(nodes[index], index: index) { out.line(surface) }
                    for (k, primitive) in nodes[index].contents.enumerated() {
                        out.line(primitiveMarkup(primitive, id: "paint-\(index)-\(k)", origin: origin))
                    }
                    if let image = nodes[index].image { printImage(image, node: index, origin: origin, &out) }
                    for (k, run) in nodes[index].text.enumerated() {
                        if let glyphs { glyphLine(run, node: index, index: k, origin: origin, glyphs, &out) }
                        out.line(textBox(run, origin: origin, visible: glyphs == nil))
                    }
                    if wrapped { stack.append(.closeSurface) }
                    stack.append(.close(index))
                    var childOrigin = origin
                    if let scroll = nodes[index].scroll {
                        out.open(#"<div class="scroller"\#(scrollData(nodes[index].source, scroll)) style="\#(sizeStyle(scroll.size))">"#)
                        out.open(#"<div class="extent" style="\#(sizeStyle(scroll.extent))">"#)
                        stack.append(.closeScroller)
                        childOrigin = Point(x: -scroll.contentOrigin.x, y: -scroll.contentOrigin.y)
                    }
                    for child in nodes[index].children.reversed() { stack.append(.open(child, parentOrigin: childOrigin)) }
                case .closeScroller, .closeSurface:
                    out.close("</div>")
                    if case .closeScroller = step { out.close("</div>") }
                case .close(let index):
                    if let border = nodes[index].border {
                        let origin = nodes[index].placement.bounds.origin
                        // A ring CSS's border cannot draw (continuous or some square corners) is drawn as its path.
                        out.line(border.outer.isUniform ? ringBox(border, origin: origin)
                                                        : inlineSVG(PrimitiveMarkup.lines(border.primitive, id: "border-\(index)").joined(), origin: origin))
                    }
                    out.close("</div>")
                }
            }
        }
    }

    /// A node's box's opening tag, written in pieces: there is one for every node. The node is
    /// read where it lies in the tree: passed as a value, it was copied, every string and array
    /// in it retained.
    private static func openBox(_ nodes: UnsafeBufferPointer<RenderNode>, _ index: Int, parentOrigin: Point, _ inspector: InspectorData?,
                                effects: BoxEffects, _ out: inout MarkupWriter) {
        out.beginLine()
        out.write("<div")
        if let name = nodes[index].name {
            out.write(#" data-view=""#)
            out.write(escaping: name)
            out.write(#"""#)
        }
        if let inspector {
            let isView = inspector.nodes.indices.contains(nodes[index].source) && inspector.nodes[nodes[index].source].isView
            out.write(isView ? #" data-node=""# : #" data-layer=""#)
            out.write(nodes[index].source)
            out.write(#"""#)
        }
        out.write(#" style=""#)
        writeBox(nodes[index].placement, parentOrigin: parentOrigin, &out)
        if nodes[index].opacity < 1 {
            out.write("opacity:")
            out.write(number: nodes[index].opacity)
            out.write(";")
        }
        if let filter = effects.filter { out.write(verbatim: "filter:url(#\(filter));") }
        if let mask = effects.mask { out.write(verbatim: "mask:url(#\(mask));") }
        if effects.shadowLines.isEmpty { writeSurface(nodes, index, &out) }
        out.write(#"">"#)
        out.endLine(opening: true)
    }

    /// The box's own paint and clip: background, corner radius, `overflow: hidden`. A shape
    /// CSS's `border-radius` cannot draw (continuous corners, some corners square) is drawn by
    /// `surfaceSVG` instead, and a clip of one is a `clip-path` naming its outline, an SVG
    /// `clipPath` in the box's space (`clipDefinition`). (`clip-path: path()` would draw the
    /// same, but the Nu validator's CSS checker does not know it.)
    private static func writeSurface(_ nodes: UnsafeBufferPointer<RenderNode>, _ index: Int, _ out: inout MarkupWriter) {
        let clip = nodes[index].clip, background = nodes[index].background
        if let fill = background, fill.shape.isUniform { out.write(verbatim: "background-color:\(css(fill.color));") }
        if let clip, !clip.isUniform {
            out.write(verbatim: "clip-path:url(#clip-\(index));")
            return
        }
        let radius = clip?.radius ?? (background.map { $0.shape.isUniform ? $0.shape.radius : 0 } ?? 0)
        if radius > 0 {
            out.write("border-radius:")
            writePx(radius, &out)
            out.write(";")
        }
        if clip != nil { out.write("overflow:hidden;") }
    }

    /// The clip's outline as an SVG `clipPath` that the box's `clip-path` names, in the box's
    /// space (the node's less its bounds' origin), when CSS's `border-radius` cannot draw it;
    /// written before the box, in a box of no size, as `BoxEffects`' definitions are.
    private static func clipDefinition(_ node: borrowing RenderNode, index: Int) -> String? {
        guard let clip = node.clip, !clip.isUniform else { return nil }
        let origin = node.placement.bounds.origin
        let outline = Path(roundedRect: clip).applying(similarity: Transform(translationX: 0 - origin.x, y: 0 - origin.y)) ?? Path([])
        return #"<svg width="0" height="0" aria-hidden="true" style="position:absolute"><defs><clipPath id="clip-\#(index)">"#
            + #"<path d="\#(PrimitiveMarkup.pathData(outline))"/></clipPath></defs></svg>"#
    }

    /// The background as inline SVG, when its shape is one CSS's `border-radius` cannot draw.
    private static func surfaceSVG(_ node: borrowing RenderNode, index: Int) -> String? {
        guard let fill = node.background, !fill.shape.isUniform else { return nil }
        let primitive = Primitive.fill(PathFill(path: Path(roundedRect: fill.shape), paint: .solid(fill.color)))
        return inlineSVG(PrimitiveMarkup.lines(primitive, id: "surface-\(index)").joined(), origin: node.placement.bounds.origin)
    }

    /// The box inside a node's box that carries its background and clip when the node has a
    /// shadow of an explicit path: the shadow is drawn between the two, below the background
    /// (which a box paints below all it holds) and outside the clip.
    private static func openSurface(_ nodes: UnsafeBufferPointer<RenderNode>, _ index: Int, _ out: inout MarkupWriter) {
        out.beginLine()
        out.write(#"<div style=""#)
        out.write(verbatim: sizeStyle(nodes[index].placement.bounds.size))
        writeSurface(nodes, index, &out)
        out.write(#"">"#)
        out.endLine(opening: true)
    }

    /// What a node with a shadow or a mask prints besides its box, as the SVG printer prints
    /// it (`ShadowMarkup`, `MaskMarkup`), in the box's space (the node's, less the bounds'
    /// origin): a shadow of the node's alpha and a mask are SVG definitions that the box's
    /// `filter` and `mask` name (written first, in a box of no size); a shadow of an explicit
    /// path is drawn in its own inline SVG (`shadowLines`) inside the box, below a second box
    /// that takes the background and clip.
    private struct BoxEffects {
        var filter: String?
        var mask: String?
        var shadowLines: [String] = []

        init() {}

        init(_ tree: RenderTree, _ index: Int, _ out: inout MarkupWriter) {
            let node = tree.nodes[index], origin = node.placement.bounds.origin
            let shift = Point(x: 0 - origin.x, y: 0 - origin.y)
            var definitions = ""
            if let shadow = node.shadow {
                if let path = shadow.path {
                    shadowLines = ShadowMarkup.pathShadowLines(shadow, path: path, id: "shadow-\(index)")
                } else if shadow.alpha > 0, let region = tree.paintedBounds(of: index) {
                    let moved = Rect(origin: region.origin + shift, size: region.size)
                    definitions += ShadowMarkup.contentFilter(shadow, id: "shadow-\(index)", region: moved)
                    filter = "shadow-\(index)"
                }
            }
            if let primitives = node.mask {
                definitions += MaskMarkup.definition(primitives, id: "mask-\(index)", shift: shift)
                mask = "mask-\(index)"
            }
            if !definitions.isEmpty {
                out.line(#"<svg width="0" height="0" aria-hidden="true" style="position:absolute"><defs>"# + definitions + "</defs></svg>")
            }
        }
    }

    /// Markup drawn in the node's space, as an inline SVG at the box's origin (1×1, since SVG
    /// draws nothing in a viewport of no size; drawing outside it, taking no room).
    private static func inlineSVG(_ markup: String, origin: Point) -> String {
        let f = NumberText.format
        let moved = origin == .zero ? markup : #"<g transform="translate(\#(f(0 - origin.x)) \#(f(0 - origin.y)))">"# + markup + "</g>"
        return #"<svg width="1" height="1" aria-hidden="true" style="position:absolute;overflow:visible">"# + moved + "</svg>"
    }

    /// A primitive: a box where CSS draws it exactly (one colour filling a rounded rect, or the
    /// ring between two, as `Ring` describes a border), inline SVG otherwise.
    private static func primitiveMarkup(_ primitive: Primitive, id: String, origin: Point) -> String {
        if let ring = boxRing(primitive) { return ringBox(ring, origin: origin) }
        return inlineSVG(PrimitiveMarkup.lines(primitive, id: id).joined(), origin: origin)
    }

    /// The ring a CSS box with a border draws as `primitive` would be drawn, if there is one:
    /// a solid fill whose path is a rounded rect (with no hole) or a ring with the even-odd
    /// rule, whose hole's radius is the outer radius less the width on every side, as CSS's
    /// inner border edge has it.
    private static func boxRing(_ primitive: Primitive) -> Ring? {
        guard case .fill(let fill) = primitive, case .solid(let color) = fill.paint else { return nil }
        let elements = fill.path.elements
        let starts = elements.indices.filter { if case .move = elements[$0] { true } else { false } }
        if starts.count == 1, let outer = fill.path.roundedRect {
            return Ring(outer: outer, inner: RoundedRect(rect: Rect(x: outer.rect.midX, y: outer.rect.midY, width: 0, height: 0), radius: 0), color: color)
        }
        guard fill.rule == .evenOdd, starts.count == 2,
              let outer = Path(Array(elements[..<starts[1]])).roundedRect,
              let inner = Path(Array(elements[starts[1]...])).roundedRect else { return nil }
        let o = outer.rect, i = inner.rect
        let widths = [i.minY - o.minY, o.maxX - i.maxX, o.maxY - i.maxY, i.minX - o.minX]
        guard widths.allSatisfy({ $0 > 0 }), i.width > 0, i.height > 0 else { return nil }
        let even = widths.allSatisfy { $0 == widths[0] }
        guard outer.isRounded ? even && inner.radius == max(0, outer.radius - widths[0]) : !inner.isRounded else { return nil }
        return Ring(outer: outer, inner: inner, color: color)
    }

    /// Each image once, in the style sheet: a class per image whose background it is, stretched
    /// over the box (`100% 100%`), so that every box drawing it names the class instead of
    /// carrying the data. Measured in Chromium 156: the same pixels as an `<img>` of the box's
    /// size. The page's policy allows `data:` images for these backgrounds (`img-src`).
    private static func printImageStyle(_ images: [EmbeddedImage], _ out: inout MarkupWriter) {
        out.line(".scene .image{background-size:100% 100%;background-repeat:no-repeat;pointer-events:none}")
        for (index, image) in images.enumerated() {
            out.line(#".scene .image-\#(index){background-image:url("\#(image.dataURL)")}"#)
        }
    }

    /// A node's image: its box, after its tint's filter, in a box of no size, when it is a template.
    private static func printImage(_ image: ImagePlacement, node index: Int, origin: Point, _ out: inout MarkupWriter) {
        guard let tint = image.tint else { return out.line(imageBox(image, origin: origin)) }
        out.line(#"<svg width="0" height="0" aria-hidden="true" style="position:absolute"><defs>"#
                 + TintMarkup.filter(tint, id: "tint-\(index)") + "</defs></svg>")
        out.line(imageBox(image, origin: origin, filter: "tint-\(index)"))
    }

    /// An image stretched over its rectangle (where its view's content mode put it): a box of
    /// the image's class (`printImageStyle`), through the filter with id `filter` when it is a
    /// template (`TintMarkup`, defined just before the box).
    private static func imageBox(_ image: ImagePlacement, origin: Point, filter: String? = nil) -> String {
        let r = image.rect
        var style = "left:\(px(r.minX - origin.x));top:\(px(r.minY - origin.y));width:\(px(r.width));height:\(px(r.height))"
        if let filter { style += ";filter:url(#\(filter))" }
        return #"<div class="image image-\#(image.index)" style="\#(style)"></div>"#
    }

    /// A ring as a box with a CSS border of the ring's width on each side: CSS gives the inner
    /// edge radius max(0, r − w), as Core Animation does. A ring with no hole is a filled box,
    /// since CSS would grow a box whose borders outsize it.
    private static func ringBox(_ ring: Ring, origin: Point) -> String {
        let o = ring.outer.rect, i = ring.inner.rect
        var style = "left:\(px(o.minX - origin.x));top:\(px(o.minY - origin.y));width:\(px(o.width));height:\(px(o.height));"
        if ring.outer.isRounded { style += "border-radius:\(px(ring.outer.radius));" }
        if i.width > 0 && i.height > 0 {
            let widths = [i.minY - o.minY, o.maxX - i.maxX, o.maxY - i.maxY, i.minX - o.minX].map(px).joined(separator: " ")
            style += "border-width:\(widths);border-color:\(css(ring.color));"
        } else {
            style += "background-color:\(css(ring.color));"
        }
        return #"<div style="\#(style)"></div>"#
    }

    /// A line as a box whose line height is the font's ascent plus descent as Chromium rounds
    /// them (each to the nearest pixel), so the half-leading is zero and the baseline sits at the
    /// top plus the rounded ascent: exactly where scenec put it. (Measured in Chromium 156: with
    /// any other line height the half-leading is floored to whole pixels, moving the baseline.)
    /// With outlines, the box is the transparent text layer (`visible` false): the same line of
    /// live text, spaced by the tracking, so a browser with the font selects and finds it where
    /// the outlines are.
    private static func textBox(_ run: TextRun, origin: Point, visible: Bool) -> String {
        let ascent = run.ascender.rounded(), descent = run.descender.rounded()
        var style = "left:\(px(run.baseline.x - origin.x));top:\(px(run.baseline.y - ascent - origin.y));"
        style += "font-family:\(run.safeFontStack);font-size:\(px(run.fontSize));"
        if run.fontWeight != 400 { style += "font-weight:\(run.fontWeight);" }
        if run.tracking != 0 { style += "letter-spacing:\(px(run.tracking));" }
        style += "line-height:\(px(ascent + descent));"
        if visible { style += "color:\(css(run.color));" }
        // What the line broke at follows it, undrawn, so that selecting the label's lines and
        // copying gives its text: positioned boxes add no separator of their own.
        let trailing = run.trailing.isEmpty ? "" : "<span>\(MarkupWriter.escape(run.trailing))</span>"
        return #"<div class="text" style="\#(style)">\#(MarkupWriter.escape(run.text))\#(trailing)</div>"#
    }

    /// The line's glyph outlines in an inline SVG whose origin is the node's bounds origin (it
    /// takes no room and no pointer events, and draws outside its box; the box is 1×1 because
    /// SVG disables rendering of an element whose width or height is zero).
    private static func glyphLine(_ run: TextRun, node: Int, index: Int, origin: Point, _ glyphs: GlyphMarkup, _ out: inout MarkupWriter) {
        let baseline = Point(x: run.baseline.x - origin.x, y: run.baseline.y - origin.y)
        let lines = glyphs.glyphs(of: run, node: node, index: index, origin: baseline, paint: SVGPrinter.paint(run.color))
        guard !lines.isEmpty else { return }
        out.line(#"<svg width="1" height="1" aria-hidden="true">"# + lines.joined() + "</svg>")
    }

    // MARK: - Hit regions

    private static func printHitRegions(_ tree: RenderTree, size: Size, _ out: inout MarkupWriter) {
        guard !tree.hitRegions.isEmpty else { return }
        // `box`: the size of the box a region's box sits in (the scene, or a scrolling box),
        // which every box but a scroller's fills.
        enum Step { case open(Int, box: Size), close, closeScroller }
        var stack: [Step] = [.open(0, box: size)]
        // Nearly every box is the scene's size: its style is written once, not once a region.
        var lastBox = (size: size, style: sizeStyle(size))
        func boxStyle(_ box: Size) -> String {
            if box != lastBox.size { lastBox = (box, sizeStyle(box)) }
            return lastBox.style
        }
        // Regions are read in place, by index, as the paint layer reads nodes.
        tree.hitRegions.withUnsafeBufferPointer { regions in
            while let step = stack.popLast() {
                switch step {
                case .close:
                    out.close("</div>")
                    continue
                case .closeScroller:
                    out.close("</div>")
                    out.close("</div>")
                    continue
                case .open(let index, let box):
                    if let scroller = regions[index].scroller {
                        openScroller(regions[index], scroller, &out)
                        stack.append(.closeScroller)
                        for child in regions[index].children.reversed() { stack.append(.open(child, box: scroller.content.extent)) }
                        continue
                    }
                    // Any other region's box is written in pieces: there is one for every view.
                    let isLeaf = regions[index].children.isEmpty
                    out.beginLine()
                    out.write(regions[index].takesTouches ? #"<div class="touch""# : #"<div class="through""#)
                    if let name = regions[index].name {
                        out.write(#" data-view=""#)
                        out.write(escaping: name)
                        out.write(#"""#)
                    }
                    out.write(#" data-node=""#)
                    out.write(regions[index].source)
                    out.write(#"" title=""#)
                    out.write(escaping: regions[index].label)
                    out.write(#"" style=""#)
                    out.write(verbatim: boxStyle(box))
                    out.write("clip-path:polygon(")
                    writePoints(regions[index].localOutline, &out)
                    out.write(isLeaf ? #");"></div>"# : #");">"#)
                    out.endLine(opening: !isLeaf)
                    if isLeaf { continue }
                    stack.append(.close)
                    for child in regions[index].children.reversed() { stack.append(.open(child, box: box)) }
                }
            }
        }
    }

    /// A scroller region's box and its scrolling box, both left open.
    private static func openScroller(_ region: borrowing HitRegion, _ scroller: Scroller, _ out: inout MarkupWriter) {
        let touch = region.takesTouches ? "touch" : "through"
        var attributes = #" class="\#(touch) scroller""#
        if let name = region.name { attributes += #" data-view="\#(MarkupWriter.escape(name))""# }
        attributes += #" data-node="\#(region.source)" title="\#(MarkupWriter.escape(region.label))""#
        attributes += scrollData(region.source, scroller.content)
        let f = scroller.frame
        let style = "left:\(px(f.minX));top:\(px(f.minY));" + sizeStyle(f.size) + "clip-path:polygon(\(pointList(region.localOutline)));"
        // The scrolling box goes in even when empty: it is what the scroller scrolls.
        out.open(#"<div\#(attributes) style="\#(style)">"#)
        out.open(#"<div class="extent" style="\#(sizeStyle(scroller.content.extent))">"#)
    }

    /// `x y,x y,…` in px: a `polygon()`'s points.
    private static func pointList(_ polygon: ConvexPolygon) -> String {
        var out = MarkupWriter()
        writePoints(polygon, &out)
        return out.finishText()
    }

    /// `pointList`, written as bytes: one is written for every view.
    private static func writePoints(_ polygon: ConvexPolygon, _ out: inout MarkupWriter) {
        for (k, p) in polygon.points.enumerated() {
            if k > 0 { out.write(",") }
            writePx(p.x, &out)
            out.write(" ")
            writePx(p.y, &out)
        }
    }

    /// The attributes that pair a paint scroller with its hit scroller and say where both start.
    private static func scrollData(_ source: Int, _ scroll: ScrollContent) -> String {
        #" data-scroller="\#(source)" data-scroll-x="\#(NumberText.format(scroll.position.x))" data-scroll-y="\#(NumberText.format(scroll.position.y))""#
    }

    private static func sizeStyle(_ s: Size) -> String {
        "width:\(px(s.width));height:\(px(s.height));"
    }

    // MARK: - Inspector

    /// The inspector's rules. Hover asks the paint layer, whose view boxes take pointer events
    /// only while the script sets `data-probe` on it, so a pass-through or disabled view is
    /// named where it is painted; a click asks the hit layer as it is. The view boxes (and the
    /// scrollers between them) inherit `pointer-events` rather than each matching a rule of
    /// their own, so that a probe restyles one element: measured in Chromium 156 on 10,000
    /// views, a mouse move takes 35 ms so, 200 ms with a rule per box (2 ms on a 100-view page).
    ///
    /// Exploded (`data-exploded`), the paint layer is turned in 3D and each node's box is
    /// outlined and lifted 30 px off its parent's by a rule the script adds (the `translate`
    /// property, which composes with the box's own `transform`, is newer than the CSS the Nu
    /// validator knows); clipping and group opacity are off, since either flattens a 3D scene
    /// (measured in Chromium 156, and so does `overflow: clip`).
    private static func printInspectorStyle(width: Double, _ out: inout MarkupWriter) {
        out.line(".scene .paint [data-node],.scene .paint .scroller,.scene .paint .extent{pointer-events:inherit}")
        out.line(".scene .paint[data-probe]{pointer-events:auto}")
        out.line(".paint [data-inspect~=hover]{outline:2px solid #0a84ff;outline-offset:-2px}")
        out.line(".paint [data-inspect~=touch]{outline:2px dashed #ff9500;outline-offset:-2px}")
        out.line(".scene[data-exploded]{overflow:visible;perspective:1600px}")
        out.line(".scene[data-exploded] .paint{transform:rotateX(10deg) rotateY(30deg) scale(0.8);transform-style:preserve-3d}")
        out.line(".scene[data-exploded] .paint div{transform-style:preserve-3d;overflow:visible!important;opacity:1!important}")
        out.line(".scene[data-exploded] .paint [data-node],.scene[data-exploded] .paint [data-layer]{box-shadow:inset 0 0 0 1px rgba(0,122,255,0.45)}")
        out.line(".scene[data-exploded] .hit{visibility:hidden}")
        // Fixed, so that it stays in view beside a tall scene; right of the scene's box, so that
        // it is never over the scene, however the page is scrolled.
        out.line(".inspector{position:fixed;top:0;left:\(px(width + 16));width:360px;max-height:100vh;overflow:auto;"
                 + "font:12px/1.4 monospace;color:#1c1c1e;background:rgba(255,255,255,0.92)}")
        out.line(".inspector p,.inspector ul,.inspector ol{margin:0 0 4px}")
        out.line(".inspector .name{font-weight:bold}")
        out.line(".inspector .place{color:#6e6e73}")
        out.line(".inspector #scenec-hover,.inspector #scenec-touch{margin-top:8px;padding-top:8px;border-top:1px solid #d1d1d6}")
    }

    private static func printInspectorPanel(_ out: inout MarkupWriter) {
        out.open(#"<div class="inspector" id="scenec-inspector">"#)
        out.line(#"<button type="button" id="scenec-explode" aria-pressed="false" title="Explode the layer tree in 3D (key 3)">3D</button>"#)
        out.line(#"<div id="scenec-hover" data-shows=""><p>Hover a view to see what placed it.</p></div>"#)
        out.line(#"<div id="scenec-touch" data-shows=""><p>Click to see which view UIKit delivers the touch to.</p></div>"#)
        out.close("</div>")
    }

    /// The inspector's data as a JSON data block (a script element of a type browsers never
    /// run, so the policy needs nothing for it), one node a line, in scene order.
    private static func printInspectorData(_ data: InspectorData, _ out: inout MarkupWriter) {
        out.line(#"<script type="application/json" id="scenec-inspector-data">"#)
        out.line(#"{"nodes":["#)
        for (k, node) in data.nodes.enumerated() {
            let placedBy = node.placedBy.map { s in
                #"{"text":\#(json(s.text)),"place":\#(json(s.place)),"identifier":\#(s.identifier.map(json) ?? "null")}"#
            }
            var fields = [#""name":\#(json(node.name))"#, #""id":\#(node.id.map(json) ?? "null")"#,
                          #""class":\#(json(node.className))"#, #""view":\#(node.isView)"#, #""place":\#(json(node.place))"#]
            let f = node.frame, n = NumberText.format
            fields.append(#""frame":"(\#(n(f.origin.x)) \#(n(f.origin.y)); \#(n(f.width)) \#(n(f.height)))""#)
            fields.append(#""parent":\#(node.parent.map(String.init) ?? "null")"#)
            fields.append(#""placedBy":[\#(placedBy.joined(separator: ","))]"#)
            out.line("{" + fields.joined(separator: ",") + "}" + (k == data.nodes.count - 1 ? "" : ","))
        }
        out.line("]}")
        out.line("</script>")
    }

    /// A JSON string literal that is also safe inside a script element: `<`, `>` and `&` are
    /// escaped too, so no scene text can close the element (`</script>`) or open a comment
    /// (`<!--`), which would change how the HTML parser reads the rest of the page.
    static func json(_ s: String) -> String {
        var out = ""
        for c in JSONString.quoted(s).unicodeScalars {
            switch c {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    // MARK: - CSS

    /// The box of a placement inside its parent's box: the bounds' size, the anchor point at
    /// `position` (the parent's box starts at its bounds origin), turned about the anchor point.
    static func box(_ p: Placement, parentOrigin: Point) -> String {
        var out = MarkupWriter()
        writeBox(p, parentOrigin: parentOrigin, &out)
        return out.finishText()
    }

    /// `box`, written as bytes: the paint layer writes one for every node.
    private static func writeBox(_ p: Placement, parentOrigin: Point, _ out: inout MarkupWriter) {
        let size = p.bounds.size
        let anchor = Point(x: p.anchorPoint.x * size.width, y: p.anchorPoint.y * size.height)
        out.write("left:")
        writePx(p.position.x - anchor.x - parentOrigin.x, &out)
        out.write(";top:")
        writePx(p.position.y - anchor.y - parentOrigin.y, &out)
        out.write(";width:")
        writePx(size.width, &out)
        out.write(";height:")
        writePx(size.height, &out)
        out.write(";")
        if !p.transform.isIdentity {
            let t = p.transform
            out.write("transform:matrix(")
            for (k, v) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
                if k > 0 { out.write(",") }
                out.write(number: v)
            }
            out.write(");transform-origin:")
            writePx(anchor.x, &out)
            out.write(" ")
            writePx(anchor.y, &out)
            out.write(";")
        }
    }

    /// `px(v)`, written as bytes.
    private static func writePx(_ v: Double, _ out: inout MarkupWriter) {
        // `px(_:)` adds the unit to every number but a lone 0.
        if let whole = NumberText.integer(v) {
            out.write(whole)
            if whole != 0 { out.write("px") }
        } else {
            let text = NumberText.format(v)
            out.write(verbatim: text)
            if text != "0" { out.write("px") }
        }
    }

    static func px(_ v: Double) -> String {
        var text = NumberText.format(v)
        if text != "0" { text += "px" }
        return text
    }

    static func css(_ c: Color) -> String {
        if c.alpha >= 1 { return c.hexRGB }
        let (r, g, b) = c.rgb8
        return "rgba(\(r),\(g),\(b),\(NumberText.format(c.alpha)))"
    }
}
