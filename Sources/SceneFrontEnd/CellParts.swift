import SceneModel

/// What every cell has, a table's row or a collection view's item: the `contentView` UIKit makes
/// inside it, where the views the scene writes inside the cell go
/// (https://developer.apple.com/documentation/uikit/uitableviewcell/contentview,
/// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview). It is the
/// cell's first subview, named `CELL.contentView` for constraints when the cell has an id.
enum CellParts {
    /// The `contentView` of `cell`, the node at `index`.
    static func contentView(of cell: SceneNode, index: Int) -> SceneNode {
        var content = NodeDraft(ViewSyntax.declaration, location: cell.location, parent: index)
        content.id = cell.id.map { "\($0).contentView" }
        return content.finished()
    }

    /// The nodes a cell's element makes inside it (`contentView` first, at `next`) and the
    /// index of its `contentView`: a table's row has its labels, image view, accessory and
    /// separator too (`TableParts`), a collection view's item only the `contentView`.
    static func parts(of cell: SceneNode, index: Int, next: Int) -> (nodes: [SceneNode], contentView: Int) {
        if cell.kind == .tableViewCell { return TableParts.cell(cell, index: index, next: next) }
        return ([contentView(of: cell, index: index)], next)
    }
}
