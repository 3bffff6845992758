import Geometry

/// `UITableView`'s own properties: its style, its rows' height and, as a scroll view, its
/// content offset. Its rows are `UITableViewCell` nodes (`TableCellProperties`), its section
/// headers and footers `UITableViewHeaderFooterView` nodes (`TableHeaderFooterProperties`).
public struct TableViewProperties: ContentPayload {
    /// `UITableView.Style` (https://developer.apple.com/documentation/uikit/uitableview/style).
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// Rows edge to edge, headers that float over them, separators under every row.
        case plain
        /// Sections set apart by gaps on the grouped background.
        case grouped
        /// Grouped sections inset from the table's edges by the layout margins.
        case insetGrouped
    }

    /// The style; `plain` for a table made in code
    /// (https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)).
    public var style: Style
    /// `rowHeight`: nil is `UITableView.automaticDimension`, each row as tall as its content
    /// (https://developer.apple.com/documentation/uikit/uitableview/rowheight, the default
    /// since iOS 11).
    public var rowHeight: Double?
    /// What it has as a scroll view: its offset and insets; its content size is its rows'.
    public var scroll: ScrollProperties
    /// `separatorStyle` (https://developer.apple.com/documentation/uikit/uitableview/separatorstyle):
    /// `singleLine`, UIKit's default, or `none`, no separators between rows.
    public var separatorStyle: SeparatorStyle = .singleLine

    /// `UITableViewCell.SeparatorStyle`, less the deprecated etched line
    /// (https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle).
    public enum SeparatorStyle: String, CaseIterable, Hashable, Sendable {
        case singleLine, none
    }

    /// A table with every property given.
    public init(style: Style, rowHeight: Double?, scroll: ScrollProperties) {
        self.style = style
        self.rowHeight = rowHeight
        self.scroll = scroll
    }

    /// A new plain table with self-sizing rows, resting at its start.
    public init() {
        self.init(style: .plain, rowHeight: nil, scroll: ScrollProperties())
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.tableView

    /// A table view's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .table(let table) = content else { return nil }
        self = table
    }

    /// The properties as a table view's content.
    public var content: NodeContent { .table(self) }
}
