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
        if v.element.child("view", key: "tableHeaderView") != nil || v.element.child("view", key: "tableFooterView") != nil {
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
