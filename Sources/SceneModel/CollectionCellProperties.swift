/// `UICollectionViewCell`: one item of a collection view. The front end makes its
/// `contentView` as a node of its own, where the subviews the scene writes inside the cell go,
/// as UIKit asks (https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview).
public struct CollectionCellProperties: ContentPayload {
    /// The section the item is in, counted from 0 in its collection view; set by the front end.
    public var section: Int

    /// An item of the given section.
    public init(section: Int) {
        self.section = section
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
