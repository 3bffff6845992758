import Geometry
import Measurement
import SceneModel

/// `UICollectionView`'s own layout with a `UICollectionViewFlowLayout`: each section's items in
/// lines (`CollectionFlow`), inside the section's inset, between the room for its header and
/// footer, the sections one after another in the scroll direction, and each item's
/// `contentView` filling it. The content size is the sum.
///
/// Items are `itemSize`, or, when `estimatedItemSize` is set, the size their own constraints
/// give them, each solved alone as `systemLayoutSizeFitting` sizes a self-sizing cell (as a
/// table's rows are, `RowLayout`), so the work grows linearly with the items.
struct CollectionLayout {
    let scene: Scene
    let content: ContentSizes
    let collection: Int
    let properties: CollectionViewProperties
    /// The collection view's bounds' size.
    let bounds: Size
    /// The rules of the pass, and the items with systems of their own.
    let rules: SolveRules
    /// Each placed node's frame in its superview, in the order placed.
    private(set) var frames: [(node: Int, frame: Rect)] = []
    /// What the items' own solves reported.
    private(set) var diagnostics: [Diagnostic] = []
    /// The last item's solved system, which the next starts from when only constants differ,
    /// as UIKit reuses a cell (see `SolvedSystems`).
    private let itemSystems = SolvedSystems()
    /// The widths each self-sizing item's fit gave its height-for-width views, by item, which
    /// its layout at its final size starts from.
    private var fittedWidths: [Int: [Int: Double]] = [:]

    init(scene: Scene, content: ContentSizes, collection: Int, bounds: Size, rules: SolveRules) {
        self.scene = scene
        self.content = content
        self.collection = collection
        self.bounds = bounds
        self.rules = rules
        properties = scene.nodes[collection].collection ?? CollectionViewProperties()
    }

    private var isVertical: Bool { properties.scrollDirection == .vertical }

    /// The length of a line: the bounds across the scroll direction less the content and section
    /// insets on its two sides, as the flow layout measures it.
    var lineLength: Double {
        let (c, s) = (properties.scroll.contentInset, properties.sectionInset)
        return max(0, isVertical ? bounds.width - c.left - c.right - s.left - s.right : bounds.height - c.top - c.bottom - s.top - s.bottom)
    }

    /// Lays out every section; the content size.
    mutating func layOut() -> Size {
        // One pass sorts the items into sections, in document order.
        var sections: [Int: [Int]] = [:]
        for child in scene.nodes[collection].children {
            if let cell = scene.nodes[child].collectionCell { sections[cell.section, default: []].append(child) }
        }
        let inset = properties.sectionInset
        var position = 0.0
        for section in sections.keys.sorted() {
            guard let items = sections[section] else { continue }
            var sizes: [Size] = []
            for item in items { sizes.append(itemSize(item)) }
            let extents = sizes.map { isVertical ? CollectionFlow.Extent(along: $0.width, across: $0.height) : .init(along: $0.height, across: $0.width) }
            let (origins, extent) = CollectionFlow.arrange(extents, length: lineLength, interitemSpacing: properties.minimumInteritemSpacing,
                                                           lineSpacing: properties.minimumLineSpacing)
            // The header's room, then the inset; the inset, then the footer's room, after.
            let (header, footer) = (properties.headerReferenceSize, properties.footerReferenceSize)
            let start = position + (isVertical ? header.height + inset.top : header.width + inset.left)
            for (k, item) in items.enumerated() {
                let origin = isVertical ? Point(x: inset.left + origins[k].along, y: start + origins[k].across)
                    : Point(x: start + origins[k].across, y: inset.top + origins[k].along)
                place(item, frame: Rect(origin: origin, size: sizes[k]))
            }
            position = start + extent + (isVertical ? inset.bottom + footer.height : inset.right + footer.width)
        }
        let c = properties.scroll.contentInset
        return isVertical ? Size(width: max(0, bounds.width - c.left - c.right), height: position)
            : Size(width: position, height: max(0, bounds.height - c.top - c.bottom))
    }

    /// An item's size: its own (`CollectionCellProperties.size`, a delegate's answer), else
    /// `itemSize`, or, for self-sizing items, what its constraints fit it to (rounded up to a
    /// device pixel, as a table's rows are), or `estimatedItemSize` when it has no constraints of
    /// its own to fit.
    private mutating func itemSize(_ item: Int) -> Size {
        if let own = scene.nodes[item].collectionCell?.size { return own }
        guard properties.selfSizing else { return properties.itemSize }
        guard let contentView = scene.nodes[item].children.first, let system = rules.rows[contentView] else { return properties.estimatedItemSize }
        var itemRules = rules
        itemRules.solved = itemSystems
        let widest = isVertical ? lineLength : max(0, bounds.width)
        let solved = RowLayout.layOut(system, width: widest, height: nil, fitsWidth: true, margins: nil, content: content, rules: itemRules)
        diagnostics += solved.diagnostics
        fittedWidths[item] = solved.widths
        return Size(width: ScreenScale.ceil(solved.size.width, scale: content.scale), height: ScreenScale.ceil(solved.size.height, scale: content.scale))
    }

    /// The item at `frame`, its `contentView` filling it, and the views its constraints place.
    private mutating func place(_ item: Int, frame: Rect) {
        frames.append((item, frame))
        guard let contentView = scene.nodes[item].children.first else { return }
        frames.append((contentView, Rect(origin: .zero, size: frame.size)))
        guard let system = rules.rows[contentView] else { return }
        var itemRules = rules
        itemRules.solved = itemSystems
        // At the item's size, the frames inside follow it (a self-sizing item was fitted just
        // before, so this starts from that solution).
        let solved = RowLayout.layOut(system, width: frame.width, height: frame.height, margins: nil, content: content, rules: itemRules,
                                      widths: fittedWidths.removeValue(forKey: item) ?? [:])
        frames += solved.frames
        // A self-sizing item's fit reported already.
        if !properties.selfSizing || scene.nodes[item].collectionCell?.size != nil { diagnostics += solved.diagnostics }
    }
}
