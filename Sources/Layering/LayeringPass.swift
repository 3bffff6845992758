import FoundationEssentials
import Foundation
import Geometry
import Layout
import RenderTree
import SceneModel

/// Builds the render tree with Core Animation's compositing rules.
///
/// - A layer's sublayers are the layers added with `addSublayer` and its subviews' layers,
///   interleaved in the order they were added (document order).
/// - Siblings paint in ascending `zPosition`, ties in that order (a stable sort).
/// - One layer paints background, contents, sublayers, and its border last: a subview is
///   painted under its superview's border (a badge added to a bordered view is crossed by it).
/// - `masksToBounds` clips contents and sublayers to the bounds, rounded by `cornerRadius`.
/// - A hidden layer and everything in it is not drawn; `opacity` composites the whole group.
/// - A shadow is painted first, below the background, in the shape of `shadowPath` or of all
///   the layer draws; `masksToBounds` clips it away.
/// - A layer's `mask` is no sublayer: its alpha cuts all the layer draws, shadow included.
public enum LayeringPass {
    /// The render tree for one laid-out viewport: paint order, clips, borders as rings, text and
    /// hit regions, all resolved so that printers decide nothing.
    public static func run(_ scene: Scene, layout: LayoutResult) -> RenderTree {
        // Render indices follow the scene's pre-order over visible nodes, so a parent's index
        // is known before its children's.
        var renderIndex = [Int?](repeating: nil, count: scene.nodes.count)
        var visible: [Int] = []
        // Nodes are read in place by index, here and below: a `SceneNode` is large, and a copy
        // of each one costs more than what is read from it.
        // A mask layer is no sublayer: it is drawn into its owner's mask (`MaskDrawing`) instead.
        for index in scene.nodes.indices where !scene.nodes[index].layer.isHidden && !scene.nodes[index].layer.isMask {
            if let parent = scene.nodes[index].parent, renderIndex[parent] == nil { continue }
            renderIndex[index] = visible.count
            visible.append(index)
        }
        let toRoot = transformsToRoot(scene, layout)
        let scrolls = scrollContents(scene, layout, toRoot: toRoot)
        let (images, imageIndex) = embeddedImages(scene, visible: visible, scale: layout.viewport.scale)
        let tints = TintColors.resolve(scene)
        let nodes = visible.map { index in
            let devicePixel = devicePixel(toRoot[index], scale: layout.viewport.scale)
            return renderNode(for: index, in: scene, geometry: layout.geometry[index], text: layout.text[index], renderIndex: renderIndex,
                              tint: tints[index], scroll: scrolls.isEmpty ? nil : scrolls[index], imageIndex: imageIndex,
                              scale: layout.viewport.scale,
                              mask: MaskDrawing.primitives(of: index, in: scene, layout: layout, devicePixel: devicePixel), devicePixel: devicePixel,
                              overlays: layout.textFieldOverlays[index] ?? .none)
        }
        return RenderTree(size: layout.viewport.size, nodes: nodes, hitRegions: hitRegions(scene, layout, scrolls: scrolls, toRoot: toRoot), images: images)
    }

    /// The images the visible nodes draw at a screen of `scale` (each image's file for that
    /// scale), each encoded once, in the order the nodes first draw them; and, by the scene's
    /// image index, each one's index in that list.
    static func embeddedImages(_ scene: Scene, visible: [Int], scale: Double) -> (images: [EmbeddedImage], index: [Int?]) {
        var images: [EmbeddedImage] = []
        var index = [Int?](repeating: nil, count: scene.images.count)
        for node in visible {
            guard let k = scene.nodes[node].image?.variant(forScreenScale: scale)?.fileIndex, index[k] == nil else { continue }
            let file = scene.images[k]
            let pixels = file.pixelSize.map { Size(width: Double($0.width), height: Double($0.height)) } ?? Size(width: 100, height: 100)
            // Encoded from the bytes where they lie: a `Data` copy would double an image's cost.
            let base64 = file.bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: buffer.count, deallocator: .none).base64EncodedString() } ?? ""
            }
            index[k] = images.count
            images.append(EmbeddedImage(mediaType: file.mediaType, base64: base64, size: pixels))
        }
        return (images, index)
    }

    /// Which scroll views a back end may print as real scrolling elements, by scene node: those
    /// that clip (a browser's scroller always clips) and whose transform to the root only
    /// moves, so that their hit region stays an axis-aligned box a browser can scroll while the
    /// regions inside it keep their outlines (translated into the scroller's scrolling box).
    /// Others are drawn, and take touches, at their offset, as they are everywhere else.
    static func scrollContents(_ scene: Scene, _ layout: LayoutResult, toRoot: [Transform]) -> [Int: ScrollContent] {
        // By node index, looked up, never iterated: few nodes scroll.
        var result: [Int: ScrollContent] = [:]
        // Only scroll views have content sizes: the table names every one.
        for index in layout.contentSizes.keys where scene.nodes[index].kind.isScrollView {
            guard scene.nodes[index].layer.masksToBounds, toRoot[index].isTranslation else { continue }
            result[index] = ScrollContent(bounds: layout.geometry[index].bounds, contentSize: layout.contentSizes[index] ?? .zero,
                                          insets: layout.adjustedContentInsets[index] ?? .zero)
        }
        return result
    }

    /// The width of one device pixel in a node's space: 1 / (screen scale × the node's scale to
    /// the root), the scale taken as the square root of the transform's area factor (exact for
    /// a turn and an even scale; a mean for a stretch). Infinite in a space that collapses.
    static func devicePixel(_ toRoot: Transform, scale: Double) -> Double {
        1 / (scale * abs(toRoot.a * toRoot.d - toRoot.b * toRoot.c).squareRoot())
    }

    /// Each node's transform from its own space into the root's.
    static func transformsToRoot(_ scene: Scene, _ layout: LayoutResult) -> [Transform] {
        var toRoot = [Transform](repeating: .identity, count: scene.nodes.count)
        // Parents precede children in `scene.nodes`, so one pass in order needs no recursion.
        for index in scene.nodes.indices {
            if let parent = scene.nodes[index].parent { toRoot[index] = layout.geometry[index].toContainer.concatenating(toRoot[parent]) }
        }
        return toRoot
    }

    /// The views that can take a touch, in pre-order, each with its bounds' outline in root
    /// coordinates. Hidden, disabled and nearly transparent views are left out with everything
    /// in them, as UIKit's `hitTest` never looks inside them; so are views with no area, whose
    /// `point(inside:)` is never true. Pass-through views stay, marked, so that the output can
    /// show them. Each region holds only its own outline, never the intersection with its
    /// ancestors', which would grow with depth: the back ends nest regions to clip them.
    ///
    /// A scroll view in `scrolls` becomes a scroller region, and the regions inside it get
    /// their outline in its scrolling box's coordinates too (`localOutline`). Those differ from
    /// root coordinates by a translation fixed at the scene's offsets: a point p of the root
    /// lies at p − (frame origin − scroll position) in the scroller's scrolling box.
    static func hitRegions(_ scene: Scene, _ layout: LayoutResult, scrolls: [Int: ScrollContent], toRoot: [Transform]) -> [HitRegion] {
        // First which nodes have a region, with its outline, and each region's subviews'
        // regions: nodes are in pre-order, so a parent's region is known before its subviews',
        // and they arrive in the order the subviews were added. Then every region is made once,
        // whole, with its subviews' regions known.
        var regionIndex = [Int?](repeating: nil, count: scene.nodes.count)
        var outlines: [(node: Int, outline: ConvexPolygon)] = []
        outlines.reserveCapacity(scene.nodes.count)
        var children: [[Int]] = []
        children.reserveCapacity(scene.nodes.count)
        for index in scene.nodes.indices {
            let layer = scene.nodes[index].layer
            // A disabled control takes no touches, nor does anything in it, as with
            // isUserInteractionEnabled false (HitTestModel).
            guard !layer.isHidden, scene.nodes[index].view.isUserInteractionEnabled, scene.nodes[index].content.isEnabled,
                  layer.opacity > 0.01, scene.nodes[index].kind.isView else { continue }
            let parent = scene.nodes[index].parent
            if let parent, regionIndex[parent] == nil { continue }
            let transform = toRoot[index], b = layout.geometry[index].bounds
            let outline = ConvexPolygon([transform.apply(to: Point(x: b.minX, y: b.minY)), transform.apply(to: Point(x: b.maxX, y: b.minY)),
                                         transform.apply(to: Point(x: b.maxX, y: b.maxY)), transform.apply(to: Point(x: b.minX, y: b.maxY))])
            guard !outline.isEmpty else { continue }
            if let parent, let region = regionIndex[parent] { children[region].append(outlines.count) }
            regionIndex[index] = outlines.count
            outlines.append((index, outline))
            children.append([])
        }
        // Root coordinates minus this is where a point lies in the box a node's region sits in
        // (`container`) and in the box its subviews' regions sit in (`inside`).
        var container = [Point](repeating: .zero, count: scene.nodes.count)
        var inside = [Point](repeating: .zero, count: scene.nodes.count)
        var regions: [HitRegion] = []
        regions.reserveCapacity(outlines.count)
        for (region, (index, outline)) in outlines.enumerated() {
            if let parent = scene.nodes[index].parent { container[index] = inside[parent] }
            let delta = container[index]
            // Outside scrollers the two outlines are one: shared, not computed again.
            var local = delta == .zero ? outline : ConvexPolygon(outline.points.map { $0 - delta })
            var scroller: Scroller?
            inside[index] = delta
            if !scrolls.isEmpty, let scroll = scrolls[index] {
                let frame = toRoot[index].apply(to: layout.geometry[index].bounds)
                scroller = Scroller(frame: Rect(origin: frame.origin - delta, size: frame.size), content: scroll)
                local = ConvexPolygon(Rect(origin: .zero, size: frame.size).corners)
                inside[index] = frame.origin - scroll.position
            }
            var subviews: [Int] = []
            swap(&subviews, &children[region])
            regions.append(HitRegion(source: index, name: scene.nodes[index].id,
                                     label: RegionLabelWriter.text(for: index, in: scene, frame: layout.geometry[index].frame),
                                     takesTouches: !scene.nodes[index].view.isPassThrough, outline: outline, children: subviews,
                                     scroller: scroller, localOutline: local))
        }
        return regions
    }

    private static func renderNode(for index: Int, in scene: Scene, geometry g: Placement, text: PlacedText?, renderIndex: [Int?],
                                   tint: Color, scroll: ScrollContent?, imageIndex: [Int?], scale: Double, mask: [Primitive]?,
                                   devicePixel: Double, overlays: TextFieldProperties.Overlays) -> RenderNode {
        // The node's parts are read in place: a copy of the whole node costs more than this.
        let layer = scene.nodes[index].layer
        let shape = layer.shape(of: g.bounds)
        let background = layer.backgroundColor.flatMap { color in
            color.alpha > 0 && shape.rect.width > 0 && shape.rect.height > 0 ? Fill(shape: shape, color: color) : nil
        }
        let border = layer.borderWidth > 0 && layer.borderColor.alpha > 0
            ? Ring(inside: shape, width: layer.borderWidth, color: layer.borderColor) : nil
        let boxes = text.map { t in t.lines.map { Rect(x: $0.origin.x, y: $0.origin.y - t.ascender, width: $0.width, height: t.ascender + t.descender) } } ?? []
        let context = DrawingContext(bounds: g.bounds, tint: tint, design: scene.design, scale: scale, images: scene.images,
                                     textFrame: textFrame(text, bounds: g.bounds), devicePixel: devicePixel, lineBoxes: boxes,
                                     textFieldOverlays: overlays)
        let paint = KindDrawing.paint(scene.nodes[index], in: context)
        return RenderNode(
            name: scene.nodes[index].id,
            placement: g,
            title: paint.title,
            opacity: layer.opacity,
            background: background,
            contents: paint.contents,
            text: runs(text, color: paint.textColor),
            clip: layer.masksToBounds ? shape : nil,
            children: paintOrder(of: scene.nodes[index].children, in: scene).compactMap { renderIndex[$0] },
            border: border,
            source: index,
            scroll: scroll,
            image: paint.image.flatMap { image in imageIndex[image.file].map { ImagePlacement(index: $0, rect: image.rect, tint: image.tint) } },
            shadow: shadow(of: layer),
            mask: mask)
    }

    /// The layer's shadow as Core Animation shows it: none while its opacity or colour is 0, and
    /// none under `masksToBounds`, which clips the layer's shadow with the rest of what it
    /// draws (so a rounded, clipped card needs a container to cast it). An empty `shadowPath`
    /// casts nothing.
    static func shadow(of layer: LayerProperties) -> Shadow? {
        let s = layer.shadow
        guard s.isVisible, !layer.masksToBounds, !(s.path?.isEmpty ?? false) else { return nil }
        return Shadow(color: s.color, opacity: s.opacity, offset: s.offset, radius: s.radius, path: s.path)
    }

    /// The text's lines as runs, in `color` when the kind decides it (a button's tint).
    /// `DrawingContext.textFrame`: the lines' horizontal extent, one line box high about the
    /// middle of the bounds.
    private static func textFrame(_ text: PlacedText?, bounds: Rect) -> Rect? {
        guard let text, let first = text.lines.first else { return nil }
        var (minX, maxX) = (first.origin.x, first.origin.x + first.width)
        for line in text.lines.dropFirst() { (minX, maxX) = (min(minX, line.origin.x), max(maxX, line.origin.x + line.width)) }
        return Rect(x: minX, y: bounds.midY - text.lineHeight / 2, width: maxX - minX, height: text.lineHeight)
    }

    private static func runs(_ text: PlacedText?, color: Color?) -> [TextRun] {
        guard let text else { return [] }
        let color = color ?? text.color
        guard color.alpha > 0 else { return [] }
        return text.lines.filter { !$0.text.isEmpty }.map {
            TextRun(text: $0.text, baseline: $0.origin, width: $0.width, fontFamily: text.fontFamily,
                    fallbackFamilies: $0.glyphs.contains { text.emojiFaces.contains($0.glyph.face) } ? text.emojiFamilies : [], fontSize: text.fontSize,
                    fontWeight: text.fontWeight, color: color, ascender: text.ascender, descender: text.descender,
                    glyphs: $0.glyphs, tracking: text.tracking, trailing: $0.trailing)
        }
    }

    /// Children in painting order: ascending zPosition, document order among equals.
    static func paintOrder(of children: [Int], in scene: Scene) -> [Int] {
        // Siblings that share one zPosition, as most do, paint in document order: no sort.
        guard children.count > 1 else { return children }
        if let first = children.first {
            let z = scene.nodes[first].layer.zPosition
            if children.allSatisfy({ scene.nodes[$0].layer.zPosition == z }) { return children }
        }
        return children.enumerated().sorted { a, b in
            let (za, zb) = (scene.nodes[a.element].layer.zPosition, scene.nodes[b.element].layer.zPosition)
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }
}
