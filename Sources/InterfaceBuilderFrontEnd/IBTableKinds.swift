import XMLReading

/// What a `<tableView>` and a `<tableViewCell>` store that the scene format's table and cell
/// have names for (`IBKinds` for the other classes; `IBTable` for their sections and content).
enum IBTableKinds {
    /// The style, and the rows' height: a positive `rowHeight` is every row's height, as
    /// `UITableView.rowHeight` (https://developer.apple.com/documentation/uikit/uitableview/rowheight);
    /// `-1` is `automaticDimension`, rows as tall as their content.
    static func tableView(_ v: inout IBViewAttributes) {
        if let style = v.element["style"], ["plain", "grouped", "insetGrouped"].contains(style) { v.add("style", style, from: "style") }
        if let height = v.element["rowHeight"], let value = Double(height), value.isFinite {
            v.add("rowHeight", value > 0 ? IBNumber.text(value) : "automaticDimension", from: "rowHeight")
        }
        if v.element["separatorStyle"] == "none" { v.add("separatorStyle", "none", from: "separatorStyle") }
        // Any view may be the header or footer (a search bar often is).
        if v.element.children.contains(where: { $0["key"] == "tableHeaderView" || $0["key"] == "tableFooterView" }) {
            v.problems.append((.unsupportedAttribute("tableHeaderView / tableFooterView"), v.element.location))
        }
    }

    /// The cell's style and accessory, and the text its built-in labels store. The table places
    /// the cell, so the frame Interface Builder stored for it is left out, as UIKit sets it.
    static func tableViewCell(_ v: inout IBViewAttributes) {
        let placement: Set<String> = ["frame", "expectedFrame", "autoresizingMask", "translatesAutoresizingMaskIntoConstraints"]
        v.attributes.removeAll { placement.contains($0.name) }
        if let style = v.element["style"], let value = cellStyles[style] { v.add("style", value, from: "style") }
        // A cell's own height ("Custom" in the size inspector): a static table's controller
        // answers `tableView(_:heightForRowAt:)` with it, and the canvas draws a prototype at it.
        if let height = v.element["rowHeight"], let value = Double(height), value > 0, value.isFinite {
            v.add("rowHeight", IBNumber.text(value), from: "rowHeight")
        }
        if let accessory = v.element["accessoryType"],
           ["disclosureIndicator", "checkmark", "detailButton", "detailDisclosureButton"].contains(accessory) {
            v.add("accessoryType", accessory, from: "accessoryType")
        }
        v.attributes += IBTable.builtInAttributes(of: v.element)
    }

    /// Interface Builder's cell style names, in `UITableViewCell.CellStyle`'s
    /// (https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle).
    private static let cellStyles = [
        "IBUITableViewCellStyleDefault": "default", "IBUITableViewCellStyleValue1": "value1",
        "IBUITableViewCellStyleValue2": "value2", "IBUITableViewCellStyleSubtitle": "subtitle",
    ]
}

extension IBTableKinds {
    /// What a table, its sections and its cells store, beyond every view's
    /// (`IBViewAttributes.viewSupport`); a still table shows no selection, editing or section index.
    static let support: [IBSupport] = [
        IBSupport("tableView", .imported, view: true, attributes: [
            "style": .imported, "dataMode": .imported, "rowHeight": .imported, "separatorStyle": .imported,
            "estimatedRowHeight": .differs("rows are laid out at their real heights, which the estimate only predicts"),
            "sectionHeaderHeight": .differs("headers are 28 pt with a title and none without (plain), the grouped gaps otherwise: UIKit's defaults, not the stored height"),
            "sectionFooterHeight": .differs("as sectionHeaderHeight"),
            "allowsSelection": .noEffect, "allowsSelectionDuringEditing": .noEffect, "alwaysBounceVertical": .noEffect,
            "alwaysBounceHorizontal": .noEffect, "bounces": .noEffect, "keyboardDismissMode": .noEffect, "scrollEnabled": .noEffect,
            "showsHorizontalScrollIndicator": .noEffect, "showsVerticalScrollIndicator": .noEffect,
        ], children: [
            "sections": .imported, "prototypes": .imported, "refreshControl": .noEffect,
            "* tableHeaderView": .warned("the table's header view"), "* tableFooterView": .warned("the table's footer view"),
            "color separatorColor": .unmodelled("separators are drawn in their default colour"),
            "inset separatorInset": .unmodelled("separators start at their default inset"),
            "color sectionIndexColor": .noEffect, "color sectionIndexBackgroundColor": .noEffect, "color sectionIndexTrackingBackgroundColor": .noEffect,
        ]),
        IBSupport("tableViewCell", .imported, view: true, attributes: [
            "style": .imported, "rowHeight": .imported, "accessoryType": .imported, "textLabel": .imported, "detailTextLabel": .imported,
            "imageView": .imported, "indentationLevel": .notRead("a cell's indentation"), "indentationWidth": .notRead("a cell's indentation"),
            "reuseIdentifier": .noEffect, "selectionStyle": .noEffect, "hidesAccessoryWhenEditing": .noEffect,
        ], children: [
            "tableViewCellContentView contentView": .imported,
            "inset separatorInset": .unmodelled("its separator starts at the default inset"),
            "backgroundConfiguration": .unmodelled("a cell's background configuration"),
        ]),
        IBSupport("tableViewCellContentView", .imported, view: true, attributes: ["tableViewCell": .imported]),
        IBSupport("sections", .imported),
        IBSupport("tableViewSection", .imported, attributes: ["headerTitle": .imported, "footerTitle": .imported]),
        IBSupport("cells", .imported),
        IBSupport("prototypes", .imported),
        IBSupport("backgroundConfiguration", .warned("a cell's background configuration")),
        // A pull-to-refresh control shows only while the table is pulled down.
        IBSupport("refreshControl", .noEffect, view: true, attributes: ["enabled": .noEffect]),
    ]
}
