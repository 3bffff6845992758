import Geometry
import SceneModel

/// The numbers a `UITableView` lays out by, each with its source; those measured from
/// screenshots rather than documented or stored by Interface Builder are marked as guesses.
/// docs/Semantics.md §27 lists them all.
struct TableMetrics {
    let style: TableViewProperties.Style
    /// The fixed row height; nil for self-sizing rows.
    let rowHeight: Double?
    let width: Double
    let scale: Double
    let design: DesignEra

    /// The cell's layout margin, where its text starts: 16 pt on a screen narrower than 414 pt,
    /// 20 pt from 414 pt (the iPhone Plus and Max widths) and on iPad, as `systemMinimumLayoutMargins`
    /// gives (https://developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins);
    /// Interface Builder stores a subtitle cell's labels at x = 20 in a 768 pt table.
    var margin: Double { width >= 414 ? 20 : 16 }
    /// A row's `contentView` layout margins, which constraints to its margins follow: 11 pt above
    /// and below (measured: a guess), the layout margin at the sides. Beside an accessory the
    /// contentView stops short of the cell's margin, so its trailing margin is a view's own
    /// default, 8 pt (https://developer.apple.com/documentation/uikit/uiview/layoutmargins):
    /// Interface Builder stores a label pinned 10 pt inside that margin ending at 330.5 in a
    /// 348.5 pt contentView (SwiftMessages' `Main.storyboard`, toolsVersion 22505). Before iOS
    /// 11 a contentView had a view's default margins, 8 pt all round: every constraint to a
    /// cell's content margins in the corpus's documents saved before Xcode 9 (toolsVersion 9059
    /// to 12xxx; `Yep/EditNicknameAndBadge.storyboard`, eleven in all) puts its view 8 pt in.
    /// iOS 26 put 15 pt above and below: every constraint to those margins in the corpus's
    /// documents saved by Xcode 26 (`NetNewsWire`'s `Settings`, `Inspector` and `Account`
    /// storyboards, fourteen in all, inset grouped tables: for other styles a guess).
    func contentMargins(accessory: Bool) -> EdgeInsets {
        if design.release <= 10 { return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        let y = design == .ios26 ? Self.contentMarginY26 : Self.contentMarginY
        return EdgeInsets(top: y, left: margin, bottom: y, right: accessory ? Self.accessoryContentMargin : margin)
    }
    static let contentMarginY = 11.0
    static let contentMarginY26 = 15.0
    static let accessoryContentMargin = 8.0

    /// Whether a row's contentView ends above its separator, one pixel short of the row, rather
    /// than filling it: until iOS 12. Interface Builder stores every row of a table with
    /// separators in the corpus's documents saved before Xcode 11 (toolsVersion 4514 to 14460,
    /// 105 of 106 rows, one of RxSwift's aside) with a contentView one pixel shorter than the row (43 of 44 at 1×, 43.5
    /// at 2×, 43.67 at 3×), and those of Xcode 11.3 and later as tall as the row; a table
    /// without separators has its contentView fill the row in every era. Xcode 11.0's one
    /// document (15400, HeroTransitions) still stores the pixel: the `ios13` era fills the
    /// row as Xcode 11.3's do, half a point apart on its 2× canvas.
    var separatorBelowContent: Bool { design.release <= 12 }

    /// How far an inset grouped table's sections sit from its edges: the layout margin
    /// (https://developer.apple.com/documentation/uikit/uitableview/style/insetgrouped: "inset
    /// from the edges of the table view"; the amount, the margin, is measured: a guess).
    var sectionInset: Double { style == .insetGrouped ? margin : 0 }

    /// 44 pt: the smallest row, the default `estimatedRowHeight` and Interface Builder's stored
    /// default row height (`rowHeight="44"`; from Xcode 11 on it stores a contentView as tall as the row),
    /// and the HIG's minimum tappable size
    /// (https://developer.apple.com/design/human-interface-guidelines/accessibility#Buttons-and-controls).
    static let minimumRowHeight = 44.0
    /// The standard row of the scene's design: iOS 26's is 51 pt. Interface Builder stores every
    /// self-sizing row of Xcode 26's documents whose labels or constraints ask for less at 51
    /// (`NetNewsWire`'s storyboards: default-style rows, rows of a centred text field; inset
    /// grouped and plain tables alike), where earlier documents store 44.
    var standardRowHeight: Double { design == .ios26 ? 51 : Self.minimumRowHeight }
    /// What a self-sizing row that its own constraints size adds to their height, the view
    /// they let grow taking it, in place of its separator: 1 pt since iOS 26, nothing before.
    /// Interface Builder stores every such row of Xcode 26's documents a point taller than its
    /// constraints ask, wherever it stands in its section: five rows a body label pinned to the
    /// content margins sizes 51.5 high with the label 21.5 (15 + 20.5 + 15 asked;
    /// `NetNewsWire/Settings.storyboard`), two rows an empty label sizes 31 high with the label
    /// 1 (`NetNewsWire/Inspector.storyboard`). Apple documents no such point.
    var selfSizingExtra: Double? { design == .ios26 ? 1 : nil }
    /// Above and below a self-sizing row's labels: Interface Builder stores a subtitle cell's
    /// title at y = 10 in its 55.5 pt contentView.
    static let rowPadding = 10.0
    /// Between a subtitle cell's labels: the 17 pt title ends at 30.5 and the 12 pt detail starts
    /// at 31.5 in the same Interface Builder cell.
    static let subtitleSpacing = 1.0
    /// Between a value 1 cell's labels, and a value 2 cell's columns: a guess.
    static let valueSpacing = 8.0
    /// A value 2 cell's title column: a guess from Interface Builder's canvas.
    static let value2TitleWidth = 67.0
    /// The image view of a cell with an image: 29 × 29 pt, the Settings app's icons (a guess; UIKit
    /// sizes it to its image).
    static let imageSize = Size(width: 29, height: 29)
    /// From the image to the text: the layout margin again (a guess).
    static let imageToText = 16.0
    /// Between the contentView's trailing edge and the accessory: a guess.
    static let accessorySpacing = 10.0
    /// How far inside the cell's margin the contentView ends before a disclosure chevron: 10.5 pt.
    /// Interface Builder stores a 348.5 pt contentView in a 375 pt cell (margin 16; toolsVersion
    /// 22505 and 23089) and 343.5 in a 374 pt one (margin 20; 24765), in the corpus's documents.
    static let disclosureContentInset = 10.5

    /// A plain table's header or footer with a title: 28 pt, Interface Builder's stored
    /// `sectionHeaderHeight="28"` and `sectionFooterHeight="28"` for plain tables.
    static let plainTitleHeight = 28.0
    /// A grouped section's gap above its rows without a title: 35 pt before the first section
    /// and half of the 35 pt between sections from each side (measured: a guess).
    static let groupedGap = 35.0
    /// A grouped section's header with a one-line title: 38 pt, its label 6 pt above the rows
    /// (measured: a guess).
    static let groupedTitleHeight = 38.0
    static let groupedTitleBottom = 6.0

    /// A header's or footer's height and its label's top.
    func headerFooter(isFooter: Bool, first: Bool, labelHeight: Double?) -> (height: Double, labelTop: Double) {
        switch (style, labelHeight) {
        case (.plain, nil): return (0, 0)
        case (.plain, let h?): return (max(Self.plainTitleHeight, h), pixelRounded((max(Self.plainTitleHeight, h) - h) / 2))
        case (_, nil): return (isFooter || !first ? Self.groupedGap / 2 : Self.groupedGap, 0)
        case (_, let h?):
            if isFooter { return (Self.groupedTitleBottom + h + Self.groupedGap / 2, Self.groupedTitleBottom) }
            let height = max(Self.groupedTitleHeight, h + Self.groupedTitleHeight - 16)
            return (height, height - Self.groupedTitleBottom - h)
        }
    }

    /// `value` rounded to the nearest device pixel.
    func pixelRounded(_ value: Double) -> Double {
        (value * scale).rounded() / scale
    }
}
