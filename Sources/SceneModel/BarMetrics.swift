import Geometry

/// The sizes UIKit gives its bars and their items, in one place, so measurement, layout and
/// drawing agree: heights per design era, margins, spacing and fonts.
///
/// Sources: Apple documents none of these numbers. The heights are Interface Builder's frames
/// (`<navigationBar key="navigationBar" …><rect key="frame" … height="44"/>` in public
/// storyboards; the same 44 in a public migration note for an Xcode 26 storyboard), and the
/// rest the public measurements of iOS 17–18 controls in the repository zelez-lab/dija,
/// docs/platforms/ios/components/navigation-bar.md, tab-bar.md and search-bar.md (licence not stated). No
/// public document gives iOS 26's bars other sizes, so both eras use these; docs/Semantics.md
/// ("Bars") lists which numbers are guessed.
public enum BarMetrics {
    /// A navigation bar's or toolbar's row of items, and a standard navigation bar's height.
    public static let rowHeight = 44.0
    /// A navigation bar with a large title: the 44 pt row and 52 pt for the title below it.
    public static let largeTitleBarHeight = 96.0
    /// A tab bar's height above the home indicator.
    public static let tabBarHeight = 49.0
    /// Between neighbouring bar button items.
    public static let itemSpacing = 8.0
    /// A bar button item's smallest width: the 44 pt hit area.
    public static let minimumItemWidth = 44.0
    /// The back button's chevron: its box and the gap to its title (measured ~21 pt high; the
    /// 12 pt width and 6 pt gap are guessed).
    public static let chevronSize = Size(width: 12, height: 21)
    public static let chevronGap = 6.0
    /// The back button's inset from the bar's leading edge.
    public static let backButtonInset = 8.0
    /// A large title's distance from the bar's bottom to its line's bottom.
    public static let largeTitleBottomPadding = 8.0
    /// A tab bar item's symbol: its side, and its top inset (guessed so that symbol, 2 pt gap
    /// and 10 pt title fill the 49 pt bar as measured).
    public static let tabSymbolSide = 25.0
    public static let tabSymbolTop = 7.0
    public static let tabSymbolToTitle = 2.0

    /// A search bar's height in a design era: 56 (search-bar.md in the measurements above; Interface
    /// Builder stores 56 in `FloatingPanel/Maps/Main.storyboard`, Xcode 14), 44 before iOS 11 (five
    /// documents of Xcode 5 to 8 store 44), and 64 in Xcode 26's one document with a search bar
    /// no constraint sizes (`IQKeyboardManager/SpecialCase.storyboard`, the minimal style).
    public static func searchBarHeight(_ design: DesignEra) -> Double {
        design == .ios26 ? 64 : design.release >= 11 ? 56 : 44
    }

    /// A search field's height and corner radius, the field's inset from the bar's sides
    /// (guessed), the magnifier's side and its inset, and the gap to the text (search-bar.md).
    public static let searchFieldHeight = 36.0
    public static let searchFieldRadius = 10.0
    public static let searchFieldInset = 8.0
    public static let searchGlyphSide = 14.0
    public static let searchGlyphInset = 8.0
    public static let searchGlyphToText = 6.0

    /// The bars' content margin: UIKit's system layout margin, 16 pt on iPhones narrower than
    /// 414 pt and 20 pt on wider ones
    /// (https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins).
    public static func margin(forWidth width: Double) -> Double { width >= 414 ? 20 : 16 }

    /// A navigation bar's height: 44, or 96 with a large title.
    public static func navigationBarHeight(largeTitle: Bool, design: DesignEra) -> Double {
        largeTitle ? largeTitleBarHeight : rowHeight
    }

    /// A toolbar's height: the 44 pt row.
    public static func toolbarHeight(design: DesignEra) -> Double { rowHeight }

    /// A tab bar's height above the safe area: 49.
    public static func tabBarHeight(design: DesignEra) -> Double { tabBarHeight }

    /// Where a tab bar item's symbol goes: a square centred across the item, under its top inset.
    public static func tabSymbolRect(bounds: Rect) -> Rect {
        let side = tabSymbolSide
        return Rect(x: bounds.minX + (bounds.width - side) / 2, y: bounds.minY + tabSymbolTop, width: side, height: side)
    }
}
