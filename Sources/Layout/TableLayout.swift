import Geometry
import Measurement
import SceneModel

/// `UITableView`'s own layout: its sections' headers, rows and footers stacked top to bottom at
/// the table's width, each row sized on its own (a fixed `rowHeight`, or its labels' height at
/// the row's width), and inside each row the cell's `contentView`, labels, image view,
/// accessory and separator where its style puts them. The content size is the sum.
///
/// Each row is measured alone, as `systemLayoutSizeFitting` sizes a self-sizing cell, so a
/// table's work grows linearly with its rows. Every number is in `TableMetrics`, with its source.
struct TableLayout {
    let scene: Scene
    let content: ContentSizes
    let table: Int
    let metrics: TableMetrics
    /// The rules of the pass, and the rows with systems of their own.
    let rules: SolveRules
    /// Each placed node's frame in its superview, in the order placed.
    private(set) var frames: [(node: Int, frame: Rect)] = []
    /// What the rows' own solves reported.
    private(set) var diagnostics: [Diagnostic] = []
    /// The last row's solved system, which the next row starts from when only its constants
    /// differ (rows alike but for their text), as UIKit reuses a cell: a solution moved by the
    /// dual simplex rather than a system built again (see `SolvedSystems`).
    private let rowSystems = SolvedSystems()

    init(scene: Scene, content: ContentSizes, table: Int, width: Double, rules: SolveRules) {
        self.scene = scene
        self.content = content
        self.table = table
        self.rules = rules
        let properties = scene.nodes[table].table ?? TableViewProperties()
        metrics = TableMetrics(style: properties.style, rowHeight: properties.rowHeight, width: width, scale: content.scale, design: scene.design)
    }

    /// Lays out every section; the content size.
    mutating func layOut() -> Size {
        // One pass sorts the table's views into sections, in document order.
        var headers: [Int: Int] = [:], footers: [Int: Int] = [:], rows: [Int: [Int]] = [:]
        var sections = 0
        for child in scene.nodes[table].children {
            if let part = scene.nodes[child].tableHeaderFooter {
                if part.isFooter { footers[part.section] = child } else { headers[part.section] = child }
                sections = max(sections, part.section + 1)
            } else if let cell = scene.nodes[child].tableCell {
                rows[cell.section, default: []].append(child)
            }
        }
        let separatorStyle = scene.nodes[table].table?.separatorStyle ?? .singleLine
        var y = 0.0
        for section in 0..<sections {
            if let header = headers[section] { y += placeHeaderFooter(header, section: section, y: y) }
            let cells = rows[section] ?? []
            for (k, cell) in cells.enumerated() {
                let separator = separatorStyle != .none && (metrics.style == .plain || k < cells.count - 1)
                y += placeCell(cell, y: y, showsSeparator: separator, separatorBelowContent: separatorStyle != .none && metrics.separatorBelowContent)
            }
            if let footer = footers[section] { y += placeHeaderFooter(footer, section: section, y: y) }
        }
        return Size(width: metrics.width, height: y)
    }

    /// A header or footer view at `y`, its title label inside; its height.
    private mutating func placeHeaderFooter(_ view: Int, section: Int, y: Double) -> Double {
        let part = scene.nodes[view].tableHeaderFooter ?? TableHeaderFooterProperties()
        let label = scene.nodes[view].children.first
        let textX = metrics.sectionInset + metrics.margin
        let textWidth = max(0, metrics.width - 2 * textX)
        let labelHeight = label.map { content.size($0, fittingWidth: textWidth)?.height ?? 0 }
        let (height, labelTop) = metrics.headerFooter(isFooter: part.isFooter, first: section == 0, labelHeight: labelHeight)
        frames.append((view, Rect(x: 0, y: y, width: metrics.width, height: height)))
        if let label { frames.append((label, Rect(x: textX, y: labelTop, width: textWidth, height: labelHeight ?? 0))) }
        return height
    }

    /// A row at `y` and everything in it; its height. With `separatorBelowContent` its
    /// contentView ends a separator's pixel above the row's bottom (`TableMetrics.separatorBelowContent`).
    private mutating func placeCell(_ cell: Int, y: Double, showsSeparator: Bool, separatorBelowContent: Bool) -> Double {
        let node = scene.nodes[cell]
        let properties = node.tableCell ?? TableCellProperties()
        let width = metrics.width - 2 * metrics.sectionInset
        let accessory = accessoryParts(node, properties)
        let hasAccessory = accessory.size != nil
        let accessorySize = accessory.size ?? .zero
        let accessoryX = width - metrics.margin - accessorySize.width
        let contentWidth = properties.accessory == .disclosureIndicator ? width - metrics.margin - TableMetrics.disclosureContentInset
            : hasAccessory ? accessoryX - TableMetrics.accessorySpacing : width
        guard let contentView = node.children.first else { return 0 }
        var labels = CellLabels(scene: scene, content: content, cell: properties, contentView: contentView, metrics: metrics)
        labels.measure(contentWidth: contentWidth, trailingInset: hasAccessory ? 0 : metrics.margin)
        let separatorHeight = showsSeparator ? 1 / metrics.scale : 0
        let below = separatorBelowContent ? 1 / metrics.scale : 0
        let rowHeight = properties.rowHeight ?? metrics.rowHeight
        var height = rowHeight ?? max(metrics.standardRowHeight,
                                             ScreenScale.ceil(labels.stackHeight + 2 * TableMetrics.rowPadding, scale: metrics.scale))
        if let row = rules.rows[contentView] {
            // The row's own constraints, solved alone: at the fixed height, or fitting its content,
            // the separator added below it.
            let fixed = rowHeight
            var rowRules = rules
            rowRules.solved = rowSystems
            let margins = metrics.contentMargins(accessory: hasAccessory)
            var solved = RowLayout.layOut(row, width: contentWidth, height: fixed.map { $0 - below }, margins: margins, content: content, rules: rowRules)
            // Constraints that leave a self-sizing row no height: UIKit "Detected a case where
            // constraints ambiguously suggest a height of zero for a tableview cell's content view.
            // We're considering the collapse unintentional and using standard height instead."
            // (http://openradar.appspot.com/42808310), and lays the row out at that height.
            let collapsed = fixed == nil && !labels.hasLabels && solved.size.height <= 0
            if collapsed {
                solved = RowLayout.layOut(row, width: contentWidth, height: metrics.standardRowHeight - below, margins: margins, content: content, rules: rowRules)
            } else if fixed == nil, let extra = metrics.selfSizingExtra {
                // A row whose constraints let nothing grow keeps their layout, the point below it.
                let taller = ScreenScale.ceil(solved.size.height, scale: metrics.scale) + extra
                let grown = RowLayout.layOut(row, width: contentWidth, height: taller, margins: margins, content: content, rules: rowRules,
                                             widths: solved.widths)
                if grown.diagnostics.isEmpty { solved = grown } else { solved.size.height = taller }
            }
            frames += solved.frames
            diagnostics += solved.diagnostics
            if collapsed {
                height = metrics.standardRowHeight
            } else if fixed == nil {
                let labelled = labels.hasLabels ? height : 0
                let separator = metrics.selfSizingExtra == nil ? max(separatorHeight, below) : 0
                height = max(labelled, ScreenScale.ceil(solved.size.height, scale: metrics.scale) + separator)
            }
        }
        // The contentView fills the row, the separator drawn over its bottom, or ends above it.
        let contentHeight = height - below
        frames.append((cell, Rect(x: metrics.sectionInset, y: y, width: width, height: height)))
        frames.append((contentView, Rect(x: 0, y: 0, width: contentWidth, height: contentHeight)))
        frames += labels.frames(contentHeight: contentHeight)
        if let view = accessory.view {
            // At the trailing margin, centred on the contentView (the row's height), at its own size.
            frames.append((view, Rect(x: accessoryX, y: ((contentHeight - accessorySize.height) / 2).rounded(),
                                      width: accessorySize.width, height: accessorySize.height)))
        }
        if let separator = accessory.separator {
            // The separator starts at the text's leading edge (`separatorInset` follows it since
            // iOS 11: https://developer.apple.com/documentation/uikit/uitableview/separatorinsetreference).
            let start = labels.textX
            frames.append((separator, showsSeparator
                ? Rect(x: start, y: height - separatorHeight, width: max(0, width - start), height: separatorHeight) : .zero))
        }
        return height
    }

    /// The cell's accessory (the glyph's view, or the `accessoryView` written inside the cell,
    /// which UIKit shows instead) and its size, nil without one; and the separator's view.
    /// The cell's children are its `contentView`, the glyph's view when it has one, the
    /// separator, then the `accessoryView` (the front end adds them in that order).
    private func accessoryParts(_ node: SceneNode, _ properties: TableCellProperties) -> (view: Int?, size: Size?, separator: Int?) {
        let children = node.children
        let glyph = properties.glyphAccessory
        let separatorIndex = glyph == .none ? 1 : 2
        let separator = separatorIndex < children.count ? children[separatorIndex] : nil
        if properties.accessoryView != nil {
            guard let view = children.dropFirst(separatorIndex + 1).first(where: { scene.nodes[$0].kind.isView }) else {
                return (nil, nil, separator)
            }
            // UIKit takes the accessory view's own size: a control's is its intrinsic size.
            return (view, content.ownSize(view, in: scene.nodes), separator)
        }
        guard glyph != .none, children.count > 1 else { return (nil, nil, separator) }
        return (children[1], AccessoryGlyph(glyph).size, separator)
    }
}
