import SceneModel

/// `<tableView>`: a `UITableView`, a scroll view whose rows are its `<section>`s' `<cell>`s,
/// starting plain with self-sizing rows (`TableViewProperties()`). Its background is the
/// style's: `systemBackground` for a plain table, `systemGroupedBackground` for a grouped one
/// (https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground), set by
/// `TableParts` once the style is read.
enum TableViewSyntax {
    static let declaration = KindSyntax(
        element: "tableView", payload: TableViewProperties.self,
        attributes: [
            .init("style", .tableStyle) { $0.style = $1 },
            .init("rowHeight", .rowHeight) { $0.rowHeight = $1 },
            .init("separatorStyle", .separatorStyle) { $0.separatorStyle = $1 },
        ] + ScrollViewSyntax.scrolling(\TableViewProperties.scroll),
        // A table view is a UIScrollView, which clips
        // (https://developer.apple.com/documentation/uikit/uiview/clipstobounds).
        changingSharedDefaults: { draft, _ in draft.masksToBounds = true })
}

/// `<tableViewCell>`: a `UITableViewCell` in a `<section>`: its style, its labels' text, its image and
/// accessory (`TableCellProperties()`). Subviews written inside it go into its `contentView`,
/// as UIKit asks (https://developer.apple.com/documentation/uikit/uitableviewcell/contentview).
enum TableCellSyntax {
    static let declaration = KindSyntax(
        element: "tableViewCell", payload: TableCellProperties.self,
        attributes: [
            .init("style", .cellStyle) { $0.style = $1 },
            .init("text", .text) { $0.text = $1 },
            .init("detailText", .text) { $0.detailText = $1 },
            .init("image", .image) { $0.image = $1 },
            .init("accessoryType", .accessoryType) { $0.accessory = $1 },
            .init("accessoryView", .identifier) { $0.accessoryView = $1 },
            .init("numberOfLines", .nonNegativeInteger) { $0.numberOfLines = $1 },
            .init("rowHeight", .positiveNumber) { $0.rowHeight = $1 },
        ])
}

/// A section's header or footer view, which the front end makes for each `<section>`: no
/// element of its own.
enum TableHeaderFooterSyntax {
    static let declaration = KindSyntax(element: "tableViewHeaderFooterView", payload: TableHeaderFooterProperties.self, attributes: [])
}

extension ValueParser where Value == TableViewProperties.Style {
    static var tableStyle: Self { Self(kind: .tableStyle) { ValueSyntax.enumeration($1, Value.self, "table style") } }
}

extension ValueParser where Value == TableViewProperties.SeparatorStyle {
    static var separatorStyle: Self { Self(kind: .separatorStyle) { ValueSyntax.enumeration($1, Value.self, "separator style") } }
}

extension ValueParser where Value == TableCellProperties.Style {
    static var cellStyle: Self { Self(kind: .cellStyle) { ValueSyntax.enumeration($1, Value.self, "cell style") } }
}

extension ValueParser where Value == TableCellProperties.Accessory {
    static var accessoryType: Self { Self(kind: .accessoryType) { ValueSyntax.enumeration($1, Value.self, "accessory type") } }
}

extension ValueParser where Value == Double? {
    /// `rowHeight`: a height in points, or `automaticDimension` (nil), UIKit's constant for rows
    /// as tall as their content.
    static var rowHeight: Self {
        Self(kind: .rowHeight) { syntax, text in
            if text == "automaticDimension" { return .success(nil) }
            return ValueParser<Double>.positiveNumber.parse(syntax, text).map { Optional($0) }
        }
    }
}
