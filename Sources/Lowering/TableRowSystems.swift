import SceneModel

/// Splits the constraints that lie inside one cell's `contentView` (a table's row or a collection
/// view's item) out of the scene's system into a `RowSystem` per cell, so that each is solved
/// alone (UIKit sizes each self-sizing cell with `systemLayoutSizeFitting`, one cell at a time). Linear in nodes and
/// constraints: each node learns its row from its superview, in one pass in index order
/// (superviews come first), and each constraint is looked at once.
enum TableRowSystems {
    /// For each node, the `contentView` of the row it is inside (itself for a `contentView`), or
    /// nil outside every row.
    static func rows(_ scene: Scene) -> [Int?] {
        var row = [Int?](repeating: nil, count: scene.nodes.count)
        for index in scene.nodes.indices {
            guard let parent = scene.nodes[index].parent else { continue }
            if scene.nodes[parent].kind.isCell, scene.nodes[parent].children.first == index {
                row[index] = index
            } else {
                row[index] = row[parent]
            }
        }
        return row
    }

    /// The row `constraint` lies wholly inside, or nil: every item a view (or its margins or
    /// scroll guides) of the same row, or a guide of such a view.
    static func row(of constraint: LayoutConstraint, rows: [Int?], guides: [LayoutGuide]) -> Int? {
        func rowOf(_ item: LayoutConstraint.Item) -> Int? {
            if case .guide(let g) = item { return g < guides.count ? rows[guides[g].owner] : nil }
            return item.view.flatMap { rows[$0] }
        }
        guard let first = rowOf(constraint.first.item) else { return nil }
        if let second = constraint.second, rowOf(second.item) != first { return nil }
        return first
    }

    /// The row systems of `source` (the scene as written), by `contentView`, for rows with
    /// subviews of their own; and `lowered` without the constraints that lie inside them, which
    /// each row's system generates again when it is lowered; and how many of those kept the
    /// scene wrote (the rest are generated).
    static func split(source: Scene, lowered: Scene) -> (scene: Scene, rows: [Int: RowSystem], written: Int) {
        let rows = rows(source)
        var members: [Int: [Int]] = [:]
        var builtIn: [Int: Int] = [:]
        for index in source.nodes.indices {
            guard let row = rows[index] else { continue }
            if index == row {
                // A table cell's own image view and labels come first; a collection view item has none.
                let cell = source.nodes[source.nodes[index].parent ?? 0].tableCell ?? TableCellProperties()
                let count = (cell.image == nil ? 0 : 1) + (cell.text == nil ? 0 : 1) + (cell.hasDetailLabel ? 1 : 0)
                guard source.nodes[index].children.count > count else { continue }
                builtIn[index] = count
            }
            if builtIn[row] != nil { members[row, default: []].append(index) }
        }
        guard !members.isEmpty else { return (lowered, [:], source.constraints.count) }
        var constraints: [Int: [LayoutConstraint]] = [:]
        for c in source.constraints {
            if let row = row(of: c, rows: rows, guides: source.layoutGuides), members[row] != nil { constraints[row, default: []].append(c) }
        }
        var systems: [Int: RowSystem] = [:]
        for (row, nodes) in members {
            systems[row] = system(source, nodes: nodes, constraints: constraints[row] ?? [], builtIn: builtIn[row] ?? 0)
        }
        let loweredRows = Self.rows(lowered)
        var kept: [LayoutConstraint] = [], written = 0
        var referenced = [Bool](repeating: false, count: lowered.nodes.count)
        for (k, c) in lowered.constraints.enumerated() where row(of: c, rows: loweredRows, guides: lowered.layoutGuides).map({ systems[$0] == nil }) ?? true {
            kept.append(c)
            c.forEachAnchor { anchor in if let v = anchor.item.view { referenced[v] = true } }
            if k < source.constraints.count { written += 1 }
        }
        return (unplaced(lowered.with(constraints: kept), rows: systems, referenced: referenced), systems, written)
    }

    /// `scene` with the views of the row systems that no constraint left in it names taken out of
    /// its solve: their row places them. A view Interface Builder marks as placed by constraints
    /// (`translatesAutoresizingMaskIntoConstraints="NO"`), or one a stack view's lowering
    /// settled so, would otherwise be a view of the scene's system with no constraints there.
    private static func unplaced(_ scene: Scene, rows: [Int: RowSystem], referenced: [Bool]) -> Scene {
        var nodes = scene.nodes
        var changed = false
        for system in rows.values {
            for index in system.nodes.dropFirst() where !referenced[index] && nodes[index].view.translatesAutoresizingMaskIntoConstraints == false {
                nodes[index] = nodes[index].settling(translatesAutoresizingMaskIntoConstraints: true)
                changed = true
            }
        }
        return changed ? scene.with(nodes: nodes) : scene
    }

    /// One row's scene: its nodes renumbered from the `contentView` at 0, the constraints'
    /// views with them.
    private static func system(_ source: Scene, nodes: [Int], constraints: [LayoutConstraint], builtIn: Int) -> RowSystem {
        var local: [Int: Int] = [:]
        for (k, index) in nodes.enumerated() { local[index] = k }
        let renumbered = nodes.enumerated().map { k, index in
            let node = source.nodes[index]
            // Frames that follow a named view, and frame expressions, name nodes of the whole
            // scene: the whole scene's layout places those views, so the row's leaves them out.
            var geometry = node.geometry
            if case .boundsOf(.node, _)? = geometry.frame { geometry = geometry.with(frame: nil) }
            return SceneNode(id: node.id, location: node.location, places: node.places, parent: k == 0 ? nil : node.parent.flatMap { local[$0] },
                             children: node.children.compactMap { local[$0] }, geometry: geometry, layer: node.layer,
                             view: node.view.with(frameExpressions: []), content: node.content)
        }
        func item(_ item: LayoutConstraint.Item) -> LayoutConstraint.Item {
            switch item {
            case .view(let v): .view(local[v] ?? 0)
            case .margins(let v): .margins(local[v] ?? 0)
            case .contentLayoutGuide(let v): .contentLayoutGuide(local[v] ?? 0)
            case .frameLayoutGuide(let v): .frameLayoutGuide(local[v] ?? 0)
            case .safeArea(let v): .safeArea(local[v] ?? 0)
            case .keyboard, .guide: item
            }
        }
        let mapped = constraints.map { c in
            LayoutConstraint(first: .init(item: item(c.first.item), attribute: c.first.attribute), relation: c.relation,
                             second: c.second.map { .init(item: item($0.item), attribute: $0.attribute) }, multiplier: c.multiplier,
                             constant: c.constant, priority: c.priority, text: c.text, location: c.location, identifier: c.identifier)
        }
        let scene = Scene(name: source.name, location: source.nodes[nodes[0]].location, viewports: [], nodes: renumbered,
                          constraints: mapped, images: source.images, collapsesHiddenArrangedSubviews: source.collapsesHiddenArrangedSubviews)
        return RowSystem(scene: scene, nodes: nodes, builtIn: builtIn)
    }
}
