import Geometry
import SceneModel

/// Where a bar puts its items: a layout engine of its own, as `FlowContent` is, run by layout
/// once the bar has its bounds (the bar's `layoutSubviews`).
///
/// - A navigation bar: the back button at the leading edge, its left items after it (or from
///   the margin), its right items from the trailing margin inwards (the first written is the
///   outermost, as in `rightBarButtonItems`), all in the 44 pt row at the top, 8 pt apart.
/// - A toolbar: its items in a row from the leading margin, 8 pt apart, flexible spaces sharing
///   what is left equally.
/// - A tab bar: its items side by side, sharing its width equally, 49 pt high.
///
/// Spaces get no height: UIKit gives them no view, so nothing is drawn and no tap lands there.
public enum BarLayout {
    /// One item as the engine sees it.
    public struct Item {
        /// Where a navigation bar shows it (a toolbar and a tab bar ignore it).
        public var placement: BarButtonItemProperties.Placement
        /// Its own size (`BarButtonItemContent`); a tab bar item's is ignored.
        public var size: Size
        /// A flexible space, which takes a share of what the other items leave.
        public var isFlexible: Bool
        /// A flexible or fixed space.
        public var isSpace: Bool

        /// An item with every property given.
        public init(placement: BarButtonItemProperties.Placement, size: Size, isFlexible: Bool, isSpace: Bool) {
            self.placement = placement
            self.size = size
            self.isFlexible = isFlexible
            self.isSpace = isSpace
        }
    }

    /// Each item's frame in the bar's bounds coordinates (origin at zero), in the items' order.
    public static func frames(_ kind: SceneNode.Kind, items: [Item], width: Double) -> [Rect] {
        switch kind {
        case .navigationBar: navigationBarFrames(items, width: width)
        case .toolbar: toolbarFrames(items, width: width)
        default: tabBarFrames(items.count, width: width)
        }
    }

    private static func navigationBarFrames(_ items: [Item], width: Double) -> [Rect] {
        let margin = BarMetrics.margin(forWidth: width), row = BarMetrics.rowHeight
        var frames = [Rect](repeating: .zero, count: items.count)
        var leading = margin, trailing = width - margin
        for (i, item) in items.enumerated() where item.placement == .back {
            frames[i] = Rect(x: BarMetrics.backButtonInset, y: 0, width: item.size.width, height: row)
            leading = BarMetrics.backButtonInset + item.size.width + BarMetrics.itemSpacing
        }
        for (i, item) in items.enumerated() where item.placement == .left {
            frames[i] = Rect(x: leading, y: 0, width: item.size.width, height: item.isSpace ? 0 : row)
            leading += item.size.width + BarMetrics.itemSpacing
        }
        for (i, item) in items.enumerated() where item.placement == .right {
            trailing -= item.size.width
            frames[i] = Rect(x: trailing, y: 0, width: item.size.width, height: item.isSpace ? 0 : row)
            trailing -= BarMetrics.itemSpacing
        }
        return frames
    }

    private static func toolbarFrames(_ items: [Item], width: Double) -> [Rect] {
        let margin = BarMetrics.margin(forWidth: width), row = BarMetrics.rowHeight
        let fixed = items.filter { !$0.isFlexible }.reduce(0) { $0 + $1.size.width }
        let gaps = Double(max(0, items.count - 1)) * BarMetrics.itemSpacing
        let flexible = items.filter(\.isFlexible).count
        let share = flexible == 0 ? 0 : max(0, width - 2 * margin - fixed - gaps) / Double(flexible)
        var x = margin
        return items.map { item in
            let w = item.isFlexible ? share : item.size.width
            defer { x += w + BarMetrics.itemSpacing }
            return Rect(x: x, y: 0, width: w, height: item.isSpace ? 0 : row)
        }
    }

    private static func tabBarFrames(_ count: Int, width: Double) -> [Rect] {
        guard count > 0 else { return [] }
        let w = width / Double(count)
        return (0..<count).map { Rect(x: Double($0) * w, y: 0, width: w, height: BarMetrics.tabBarHeight) }
    }
}

extension BarLayout {
    /// Where a navigation bar's title goes: a standard title centred in the 44 pt row, kept
    /// 8 pt clear of the items on both sides (so it stays centred on the bar); a large title
    /// from the leading margin, its line's bottom 8 pt above the bottom of the 96 pt bar.
    /// `items` are the bar's items with their frames.
    public static func titleRect(largeTitle: Bool, bounds: Rect, lineHeight: Double,
                                 items: [(placement: BarButtonItemProperties.Placement, frame: Rect)]) -> Rect {
        let margin = BarMetrics.margin(forWidth: bounds.width)
        if largeTitle {
            let bottom = bounds.minY + min(bounds.height, BarMetrics.largeTitleBarHeight) - BarMetrics.largeTitleBottomPadding
            return Rect(x: bounds.minX + margin, y: bottom - lineHeight, width: max(0, bounds.width - 2 * margin), height: lineHeight)
        }
        var inset = margin
        for item in items where item.frame.height > 0 {
            let reach = item.placement == .right ? bounds.maxX - item.frame.minX : item.frame.maxX - bounds.minX
            inset = max(inset, reach + BarMetrics.itemSpacing)
        }
        return Rect(x: bounds.minX + inset, y: bounds.minY, width: max(0, bounds.width - 2 * inset), height: BarMetrics.rowHeight)
    }

    /// Where a tab bar item's title goes: the line under its symbol and the 2 pt gap.
    public static func tabTitleRect(bounds: Rect, lineHeight: Double) -> Rect {
        let top = bounds.minY + BarMetrics.tabSymbolTop + BarMetrics.tabSymbolSide + BarMetrics.tabSymbolToTitle
        return Rect(x: bounds.minX, y: top, width: bounds.width, height: lineHeight)
    }

    /// Where the back button's title goes: after its chevron and the gap, across the item's height.
    public static func backTitleRect(bounds: Rect) -> Rect {
        let x = bounds.minX + BarMetrics.chevronSize.width + BarMetrics.chevronGap
        return Rect(x: x, y: bounds.minY, width: max(0, bounds.maxX - x), height: bounds.height)
    }
}
