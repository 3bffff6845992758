/// How `UICollectionViewFlowLayout` sets one section's items in lines, in the section's own
/// terms: `along` a line (x for a vertical collection view, y for a horizontal one) and
/// `across` the lines (y, or x). The rules, and where each comes from (docs/Semantics.md,
/// "UICollectionView"):
///
/// - Items fill a line in order while they fit with `minimumInteritemSpacing` between them, and
///   wrap to the next; an item longer than the line sits alone in it
///   (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout).
/// - The spacing is a minimum: once a line's items are known, the space left is spread between
///   them, the first at the line's start and the last at its end ("after the number of items is
///   determined, the actual spacing may possibly be adjusted upward":
///   https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing).
/// - The last line is spread as if filled with copies of its last item, so it keeps the grid of
///   the lines above and starts at the line's start, as the public reimplementation of UIKit's
///   flow layout does ("lays out items like they would have been placed on a full row":
///   https://github.com/steipete/PSTCollectionView/blob/master/PSTCollectionView/PSTGridLayoutRow.m).
/// - A line holding one item (the last line: one item and no room for a copy) has it centred:
///   observed in UIKit ("cells get centered if they end up on the line by themselves":
///   https://codedump.io/share/UulOxiGwb3wj/1/how-do-you-determine-spacing-between-cells-in-uicollectionview-flowlayout),
///   and stored so by Interface Builder, which lays out with UIKit: a 250 pt prototype cell in a
///   414 pt collection view at x = 82 (Kingfisher's Main.storyboard, in Tests/InterfaceBuilderCorpus).
///   An item longer than its line is centred on it too, overhanging both ends: NetNewsWire's
///   Main.storyboard stores 398 pt cells at x = 2 in a 402 pt collection view whose 16 pt section
///   insets leave a 370 pt line.
/// - A line is as thick as its thickest item, each item centred across it ("the flow layout
///   object centers items vertically on the same line ... The overall height or width of the
///   line is then determined by the largest item in that dimension":
///   https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/CollectionViewPGforIOS/UsingtheFlowLayout/UsingtheFlowLayout.html),
///   and lines are `minimumLineSpacing` apart
///   (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing).
///
/// Linear in the items: each is looked at once to break lines and once to place it.
enum CollectionFlow {
    /// An item's extent along a line and across the lines.
    struct Extent: Equatable {
        var along: Double
        var across: Double
    }

    /// Each item's origin (along and across) from the start of the section's first line, for
    /// lines `length` long, and the section's extent across its lines.
    static func arrange(_ items: [Extent], length: Double, interitemSpacing: Double, lineSpacing: Double) -> (origins: [Extent], extent: Double) {
        var origins = [Extent](repeating: Extent(along: 0, across: 0), count: items.count)
        var start = 0, lineStart = 0.0, extent = 0.0
        while start < items.count {
            var end = start + 1
            var used = items[start].along
            // A hair of tolerance, so items that fill the line exactly are not pushed off it by rounding.
            while end < items.count, used + interitemSpacing + items[end].along <= length + 1e-9 {
                used += interitemSpacing + items[end].along
                end += 1
            }
            let (offset, gap) = spread(count: end - start, last: items[end - 1].along, leftover: length - used,
                                       isLastLine: end == items.count, spacing: interitemSpacing)
            var thickness = 0.0
            for k in start..<end { thickness = max(thickness, items[k].across) }
            var along = offset
            for k in start..<end {
                origins[k] = Extent(along: along, across: lineStart + (thickness - items[k].across) / 2)
                along += items[k].along + gap
            }
            extent = lineStart + thickness
            lineStart = extent + lineSpacing
            start = end
        }
        return (origins, extent)
    }

    /// Where a line's first item starts and the space between its items, for `count` items that
    /// leave `leftover` of the line at the minimum spacing.
    static func spread(count: Int, last: Double, leftover: Double, isLastLine: Bool, spacing: Double) -> (offset: Double, gap: Double) {
        if isLastLine {
            // Copies of the last item fill what they can; the line is spread as if they were there.
            let step = spacing + last
            let copies = step > 0 && leftover > 0 ? Int(min(Double(Int32.max), ((leftover + 1e-9) / step).rounded(.down))) : 0
            if count + copies > 1 { return (0, spacing + (leftover - Double(copies) * step) / Double(count + copies - 1)) }
        }
        if count == 1 { return (leftover / 2, spacing) }
        return (0, spacing + max(0, leftover) / Double(count - 1))
    }
}
