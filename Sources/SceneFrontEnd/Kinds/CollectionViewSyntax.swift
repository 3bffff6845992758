import SceneModel

/// `<collectionView>`: a `UICollectionView` with a `UICollectionViewFlowLayout`, a scroll view
/// whose items are its `<section>`s' `<collectionViewCell>`s, starting with the flow layout's
/// defaults (`CollectionViewProperties()`). Its background is `systemBackground` unless written
/// (set by `TableParts.settle`): Interface Builder stores `systemBackgroundColor` for a new
/// collection view, and UIKit gives one made in code the same from iOS 13 (a guess: Apple
/// documents no default).
enum CollectionViewSyntax {
    static let declaration = KindSyntax(
        element: "collectionView", payload: CollectionViewProperties.self,
        attributes: [
            .init("scrollDirection", .scrollDirection) { $0.scrollDirection = $1 },
            .init("itemSize", .nonNegativeSize) { $0.itemSize = $1 },
            .init("estimatedItemSize", .nonNegativeSize) { $0.estimatedItemSize = $1 },
            .init("minimumInteritemSpacing", .nonNegativeNumber) { $0.minimumInteritemSpacing = $1 },
            .init("minimumLineSpacing", .nonNegativeNumber) { $0.minimumLineSpacing = $1 },
            .init("sectionInset", .edgeInsets) { $0.sectionInset = $1 },
            .init("headerReferenceSize", .nonNegativeSize) { $0.headerReferenceSize = $1 },
            .init("footerReferenceSize", .nonNegativeSize) { $0.footerReferenceSize = $1 },
        ] + ScrollViewSyntax.scrolling(\CollectionViewProperties.scroll),
        // A collection view is a UIScrollView, which clips
        // (https://developer.apple.com/documentation/uikit/uiview/clipstobounds).
        changingSharedDefaults: { draft, _ in draft.masksToBounds = true })
}

/// `<collectionViewCell>`: a `UICollectionViewCell` in a collection view's `<section>`. Subviews
/// written inside it go into its `contentView`, as UIKit asks
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview); its
/// background stays clear, as a `UIView`'s does. Its `size` is the item's own, as a flow
/// layout's delegate gives one item a size of its own (`collectionView(_:layout:sizeForItemAt:)`);
/// without it the collection view's `itemSize` or self-sizing sizes the item.
enum CollectionCellSyntax {
    static let declaration = KindSyntax(element: "collectionViewCell", payload: CollectionCellProperties.self, attributes: [
        .init("size", .nonNegativeSize) { $0.size = $1 },
    ])
}

extension ValueParser where Value == CollectionViewProperties.ScrollDirection {
    static var scrollDirection: Self {
        Self(kind: .scrollDirection) { ValueSyntax.enumeration($1, Value.self, "scroll direction") }
    }
}
