import Geometry
import SceneModel

/// The views UIKit makes inside a table for what a scene writes as attributes: a section's
/// header and footer views with their labels, and each cell's `contentView`, `imageView`,
/// `textLabel`, `detailTextLabel`, accessory and separator. They are nodes like any other, so
/// dumps, hit-testing and the inspector see the hierarchy UIKit builds; `TableLayout` places
/// them. Fonts and colours are UIKit's, each with its source; docs/Semantics.md §27 lists them.
enum TableParts {
    /// A section's header and footer views, each followed by its title label when it has one;
    /// `next` is the index the first takes.
    static func section(_ section: Int, header: String?, footer: String?, table: Int, style: TableViewProperties.Style,
                        next: Int, location: SourceLocation) -> [SceneNode] {
        var nodes: [SceneNode] = []
        for (isFooter, title) in [(false, header), (true, footer)] {
            let view = next + nodes.count
            var draft = NodeDraft(TableHeaderFooterSyntax.declaration, location: location, parent: table)
            draft.content = TableHeaderFooterProperties(section: section, isFooter: isFooter, title: title).content
            nodes.append(draft.finished())
            if let title { nodes.append(label(title, font: headerFont(style, isFooter: isFooter), parent: view, id: nil, location: location)) }
        }
        return nodes
    }

    /// A plain table's header title: the headline style, 17 pt semibold, in `label`; a grouped
    /// table's header and every footer: the footnote style, 13 pt regular, in `secondaryLabel`
    /// (Dynamic Type sizes at the default setting, HIG Typography:
    /// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
    /// Which style each uses is measured from screenshots, not documented: a guess.
    static func headerFont(_ style: TableViewProperties.Style, isFooter: Bool) -> TextContent {
        var text = TextContent()
        if style == .plain && !isFooter {
            text.fontWeight = .semibold
        } else {
            text.fontSize = 13
            text.color = color("secondaryLabel")
        }
        text.numberOfLines = 0
        return text
    }

    /// The nodes inside the cell at `index` (`contentView` first, at `next`), and the index of the
    /// `contentView`, where the subviews the scene writes inside the cell go.
    static func cell(_ cell: SceneNode, index: Int, next: Int) -> (nodes: [SceneNode], contentView: Int) {
        let properties = cell.tableCell ?? TableCellProperties()
        let name = { (part: String) in cell.id.map { "\($0).\(part)" } }
        var nodes = [CellParts.contentView(of: cell, index: index)]
        if let image = properties.image {
            var view = NodeDraft(ImageViewSyntax.declaration, location: cell.location(of: .image), parent: next)
            view.id = name("imageView")
            view.content = ImageProperties(name: image).content
            nodes.append(view.finished())
        }
        if let text = properties.text {
            nodes.append(label(text, font: textFont(properties), parent: next, id: name("textLabel"), location: cell.location(of: .text)))
        }
        if properties.hasDetailLabel, let detail = properties.detailText {
            nodes.append(label(detail, font: detailFont(properties), parent: next, id: name("detailTextLabel"), location: cell.location(of: .detailText)))
        }
        if properties.glyphAccessory != .none {
            nodes += accessory(properties.glyphAccessory, cell: index, next: next + nodes.count, id: name("accessoryView"), location: cell.location(of: .accessoryType))
        }
        var separator = NodeDraft(ViewSyntax.declaration, location: cell.location, parent: index)
        separator.id = name("separator")
        // `separatorColor` is `separator` (https://developer.apple.com/documentation/uikit/uitableview/separatorcolor).
        separator.backgroundColor = color("separator")
        separator.isUserInteractionEnabled = false
        nodes.append(separator.finished())
        return (nodes, next)
    }

    /// The text label's font: 17 pt regular in `label`, the body style
    /// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications),
    /// which Interface Builder stores for every style's title (`pointSize="17"`) but value 2's,
    /// whose title is 15 pt in the tint colour (guessed from Interface Builder's canvas).
    static func textFont(_ cell: TableCellProperties) -> TextContent {
        var text = TextContent()
        if cell.style == .value2 {
            text.fontSize = 15
            text.color = color("tintColor")
            text.alignment = .right
        }
        text.numberOfLines = cell.numberOfLines
        return text
    }

    /// The detail label's font: value 1's is 17 pt in `secondaryLabel`, right-aligned; value 2's
    /// 15 pt in `label`; subtitle's 12 pt in `label`, as Interface Builder stores it
    /// (`pointSize="12"`, `textColor` nil, in a public storyboard; see docs/Semantics.md §27).
    static func detailFont(_ cell: TableCellProperties) -> TextContent {
        var text = TextContent()
        switch cell.style {
        case .value1:
            text.color = color("secondaryLabel")
            text.alignment = .right
        case .value2: text.fontSize = 15
        case .subtitle: text.fontSize = 12
        case .default: break
        }
        text.numberOfLines = cell.numberOfLines
        return text
    }

    private static func label(_ string: String, font: TextContent, parent: Int, id: String?, location: SourceLocation) -> SceneNode {
        var draft = NodeDraft(LabelSyntax.declaration, location: location, parent: parent)
        draft.id = id
        var text = font
        text.string = string
        draft.content = text.content
        return draft.finished()
    }

    /// The accessory: a view at `AccessoryGlyph`'s size holding a shape layer per stroke of the
    /// glyph. A disclosure indicator or checkmark is an image view in UIKit and takes no touches,
    /// so a tap on it reaches the cell; a detail button is a button and takes them.
    private static func accessory(_ type: TableCellProperties.Accessory, cell: Int, next: Int, id: String?,
                                  location: SourceLocation) -> [SceneNode] {
        let glyph = AccessoryGlyph(type)
        var view = NodeDraft(ViewSyntax.declaration, location: location, parent: cell)
        view.id = id
        view.isUserInteractionEnabled = glyph.takesTouches
        var nodes = [view.finished()]
        for stroke in glyph.strokes {
            var shape = NodeDraft(ShapeLayerSyntax.declaration, location: location, parent: next)
            shape.frame = .rect(Rect(origin: .zero, size: glyph.size))
            var properties = ShapeLayerProperties()
            (properties.path, properties.fillColor, properties.strokeColor) = (stroke.path, nil, stroke.color)
            (properties.lineWidth, properties.lineCap, properties.lineJoin) = (stroke.lineWidth, .round, .round)
            shape.content = properties.content
            nodes.append(shape.finished())
        }
        return nodes
    }

    /// What a table, a collection view or a cell takes from where it is, unless the scene wrote
    /// it: the background of the table's style (a collection view's is `systemBackground`, see
    /// `CollectionViewSyntax`), and a cell's section (its container's last so far).
    ///
    /// A plain table and its cells are `systemBackground`; a grouped table is
    /// `systemGroupedBackground` and its cells `secondarySystemGroupedBackground`
    /// (https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground: "for
    /// grouped content, including table views", and
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystemgroupedbackground).
    static func settle(_ node: inout NodeDraft, in parent: SceneNode, sections: Int) {
        let written = node.places.contains { $0.name == .backgroundColor }
        switch node.kind {
        case .tableView:
            let grouped = (node.content.tableStyle ?? .plain) != .plain
            if !written { node.backgroundColor = color(grouped ? "systemGroupedBackground" : "systemBackground") }
        case .tableViewCell:
            let grouped = (parent.table?.style ?? .plain) != .plain
            if !written { node.backgroundColor = color(grouped ? "secondarySystemGroupedBackground" : "systemBackground") }
            node.updateContent { (cell: inout TableCellProperties) in cell.section = max(0, sections - 1) }
        case .collectionView:
            if !written { node.backgroundColor = color("systemBackground") }
        case .collectionViewCell:
            node.updateContent { (cell: inout CollectionCellProperties) in cell.section = max(0, sections - 1) }
        default: break
        }
    }

    /// The radius of an inset grouped section's outer corners: 10 pt, the value iOS 13 uses, as
    /// a backport of the style measured it
    /// (https://github.com/TimOliver/TOInsetGroupedTableView/blob/master/TOInsetGroupedTableView/TOInsetGroupedTableView.m,
    /// `kTOInsetGroupedTableViewCornerRadius`: "the same value as in iOS 13").
    static let insetGroupedCornerRadius = 10.0

    /// Rounds each section of the inset grouped table `table`, as UIKit does: the first row's top
    /// corners and the last row's bottom corners (all four for a section of one row) by
    /// `insetGroupedCornerRadius`, the cell clipping to them (`maskedCorners`, `masksToBounds`),
    /// so the section reads as one rounded card. A cell whose scene wrote `cornerRadius` keeps
    /// its own corners. Linear in the table's children.
    static func roundSections(of table: Int, in nodes: inout [SceneNode]) {
        var rows: [Int] = []
        var section = -1
        func round() {
            for (k, row) in rows.enumerated() {
                var corners: Corners = []
                if k == 0 { corners.formUnion([.minXMinY, .maxXMinY]) }
                if k == rows.count - 1 { corners.formUnion([.minXMaxY, .maxXMaxY]) }
                guard !corners.isEmpty, nodes[row].places[.cornerRadius] == nil else { continue }
                nodes[row] = nodes[row].with(layer: nodes[row].layer.rounded(insetGroupedCornerRadius, corners: corners))
            }
            rows.removeAll(keepingCapacity: true)
        }
        for child in nodes[table].children {
            guard let cell = nodes[child].tableCell else { continue }
            if cell.section != section { round(); section = cell.section }
            rows.append(child)
        }
        round()
    }

    static func color(_ name: String) -> Color {
        SystemColor.named(name) ?? Color(red: 0, green: 0, blue: 0)
    }
}

private extension NodeContent {
    var tableStyle: TableViewProperties.Style? { TableViewProperties(self)?.style }
}
