import SceneModel
import XMLReading

/// An Interface Builder `<tableView>` in the scene format's terms: its `<section>`s and their
/// `<tableViewCell>`s, and, for each cell, which of the views stored inside it are the cell's
/// own labels and image view (which the scene's cell makes from its `text`, `detailText` and
/// `image`) and which are subviews of its `contentView`.
///
/// A static table (`dataMode="static"`) stores its sections and cells as the screen shows them.
/// A dynamic one stores only `<prototypes>`, the cells its data source dequeues by reuse
/// identifier; each prototype is laid out once, as one row of one plain section, which is what
/// Interface Builder's canvas shows.
enum IBTable {
    /// One section: where it is stored, its titles as scene attributes, and its cells.
    struct Section {
        let location: SourceLocation
        let attributes: [XMLElementRecord.Attribute]
        let cells: [IBElement]
    }

    /// The elements that make the table's sections, in document order: its `<tableViewSection>`s,
    /// or its `<prototypes>`.
    static func sectionElements(of table: IBElement) -> [IBElement] {
        if let prototypes = table.child("prototypes") { return [prototypes] }
        return (table.child("sections")?.children ?? []).filter { $0.name == "tableViewSection" }
    }

    /// The section `element` makes (one of `sectionElements(of:)`), or nil for any other element.
    static func section(_ element: IBElement) -> Section? {
        switch element.name {
        case "prototypes":
            return Section(location: element.location, attributes: [], cells: element.children.filter { $0.name == "tableViewCell" })
        case "tableViewSection":
            var attributes: [XMLElementRecord.Attribute] = []
            for (ib, name) in [("headerTitle", "header"), ("footerTitle", "footer")] {
                if let attribute = element.attribute(ib), !attribute.value.isEmpty {
                    attributes.append(.init(name: name, value: attribute.value, location: attribute.location))
                }
            }
            let cells = element.child("cells")?.children.filter { $0.name == "tableViewCell" } ?? []
            return Section(location: element.location, attributes: attributes, cells: cells)
        default:
            return nil
        }
    }

    /// The cell's `contentView` (`<tableViewCellContentView key="contentView">`).
    static func contentView(of cell: IBElement) -> IBElement? {
        cell.child("tableViewCellContentView", key: "contentView")
    }

    /// The ids of the views a styled cell makes itself (`textLabel="…"`, `detailTextLabel="…"`,
    /// `imageView="…"` on the cell), stored among its content view's subviews.
    static func builtInViews(of cell: IBElement) -> [String: String] {
        var views: [String: String] = [:]
        for part in ["textLabel", "detailTextLabel", "imageView"] {
            if let id = cell[part] { views[id] = part }
        }
        return views
    }

    /// The subviews of the cell's `contentView` that the cell does not make itself.
    static func contentSubviews(of cell: IBElement) -> [IBElement] {
        let builtIn = builtInViews(of: cell)
        return (contentView(of: cell)?.child("subviews")?.children ?? []).filter { builtIn[$0["id"] ?? ""] == nil }
    }

    /// The styled cell's text, detail text and image as the scene cell's attributes, read from
    /// the labels and image view Interface Builder stores for them.
    static func builtInAttributes(of cell: IBElement) -> [XMLElementRecord.Attribute] {
        let builtIn = builtInViews(of: cell)
        var attributes: [XMLElementRecord.Attribute] = []
        for view in contentView(of: cell)?.child("subviews")?.children ?? [] {
            guard let part = builtIn[view["id"] ?? ""] else { continue }
            switch part {
            case "textLabel", "detailTextLabel":
                guard let text = view.attribute("text") else { continue }
                attributes.append(.init(name: part == "textLabel" ? "text" : "detailText", value: text.value, location: text.location))
                if part == "textLabel", let lines = view.attribute("numberOfLines"), Int(lines.value) ?? -1 >= 0 {
                    attributes.append(.init(name: "numberOfLines", value: lines.value, location: lines.location))
                }
            default:
                // Only SF Symbols have a name the scene format draws; an asset's image is a
                // placeholder symbol, as for an image view.
                guard let image = view.attribute("image") else { continue }
                attributes.append(.init(name: "image", value: IBKinds.symbol(image.value), location: image.location))
            }
        }
        return attributes
    }
}
