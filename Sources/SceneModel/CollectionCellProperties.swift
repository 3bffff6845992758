import Geometry

/// `UICollectionViewCell`: one item of a collection view. The front end makes its
/// `contentView` as a node of its own, where the subviews the scene writes inside the cell go,
/// as UIKit asks (https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview).
public struct CollectionCellProperties: ContentPayload {
    /// The section the item is in, counted from 0 in its collection view; set by the front end.
    public var section: Int
    /// The item's own size, as a flow layout's delegate answers `collectionView(_:layout:sizeForItemAt:)`
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:sizeforitemat:)):
    /// it takes the place of the layout's `itemSize` and of self-sizing. Nil: the layout sizes the item.
    public var size: Size?

    /// An item of the given section, sized by its layout unless `size` is given.
    public init(section: Int, size: Size? = nil) {
        self.section = section
        self.size = size
    }

    /// An item of the first section.
    public init() {
        self.init(section: 0)
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.collectionViewCell

    /// A collection view cell's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .collectionCell(let cell) = content else { return nil }
        self = cell
    }

    /// The properties as a collection view cell's content.
    public var content: NodeContent { .collectionCell(self) }
}
