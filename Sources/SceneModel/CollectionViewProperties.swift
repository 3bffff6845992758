import Geometry

/// `UICollectionView` with a `UICollectionViewFlowLayout`: the flow layout's properties and,
/// as a scroll view, its offset and insets. Its items are `UICollectionViewCell` nodes
/// (`CollectionCellProperties`), in the `<section>`s written inside it. Every default is the
/// flow layout's own, from its Apple page.
public struct CollectionViewProperties: ContentPayload {
    /// `UICollectionView.ScrollDirection`
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection).
    public enum ScrollDirection: String, CaseIterable, Hashable, Sendable {
        /// Lines are rows, filled left to right, stacked top to bottom.
        case vertical
        /// Lines are columns, filled top to bottom, set side by side left to right.
        case horizontal
    }

    /// `scrollDirection`: vertical
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection).
    public var scrollDirection: ScrollDirection
    /// `itemSize`: 50 × 50 pt
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize).
    public var itemSize: Size
    /// `estimatedItemSize`: zero, items of `itemSize`; any other size makes items size
    /// themselves from their constraints, as `preferredLayoutAttributesFitting` does
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize).
    public var estimatedItemSize: Size
    /// `minimumInteritemSpacing`: 10 pt between items of a line, at least
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing).
    public var minimumInteritemSpacing: Double
    /// `minimumLineSpacing`: 10 pt between lines, at least
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing).
    public var minimumLineSpacing: Double
    /// `sectionInset`: zero on every edge, around each section's items
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninset).
    public var sectionInset: EdgeInsets
    /// `headerReferenceSize`: zero, no room for section headers; the room is its height in a
    /// vertical layout, its width in a horizontal one, before each section's inset
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize).
    public var headerReferenceSize: Size
    /// `footerReferenceSize`: zero; the room after each section's inset
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize).
    public var footerReferenceSize: Size
    /// What it has as a scroll view: its offset and insets; its content size is its items'.
    public var scroll: ScrollProperties

    /// A collection view with every property given.
    public init(scrollDirection: ScrollDirection, itemSize: Size, estimatedItemSize: Size, minimumInteritemSpacing: Double,
                minimumLineSpacing: Double, sectionInset: EdgeInsets, headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero,
                scroll: ScrollProperties) {
        self.scrollDirection = scrollDirection
        self.itemSize = itemSize
        self.estimatedItemSize = estimatedItemSize
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.minimumLineSpacing = minimumLineSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.scroll = scroll
    }

    /// A new flow layout's collection view, resting at its start.
    public init() {
        self.init(scrollDirection: .vertical, itemSize: Size(width: 50, height: 50), estimatedItemSize: .zero, minimumInteritemSpacing: 10,
                  minimumLineSpacing: 10, sectionInset: .zero, scroll: ScrollProperties())
    }

    /// Whether items size themselves: `estimatedItemSize` is not zero.
    public var selfSizing: Bool { estimatedItemSize != .zero }

    /// The class with this content.
    public static let kind = SceneNode.Kind.collectionView

    /// A collection view's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .collection(let collection) = content else { return nil }
        self = collection
    }

    /// The properties as a collection view's content.
    public var content: NodeContent { .collection(self) }
}
