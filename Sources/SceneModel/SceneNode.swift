import Geometry

/// A view or a layer, with every property the scene set and UIKit's defaults for the rest: a
/// header every kind shares (name, place, tree, geometry, layer and view properties) and one
/// payload for what only its class has (`content`).
///
/// A view and its own layer are one node: UIKit's `view.layer.borderWidth` is this node's
/// `layer.borderWidth`. Immutable: the front end builds it, and later stages read it.
public struct SceneNode: Hashable, Sendable {
    /// Which UIKit class the node stands for: it decides defaults, content and how it lays out.
    public enum Kind: String, Sendable {
        /// `UIView`.
        case view
        /// `UIImageView`: a view with image content.
        case imageView
        /// A bare `CALayer` added with `addSublayer`: painted, never hit, not a view.
        case layer
        /// `UILabel`: text measured with real font metrics, drawn centred vertically.
        case label
        /// A system `UIButton`: a title in the tint colour, sized to it plus content insets.
        case button
        /// A container that places its subviews in rows, wrapping as words do (tags, chips):
        /// a layout engine of its own, whose height for a width Auto Layout asks for.
        case flow
        /// `UIStackView`: lays out its subviews in a row or column by constraints it generates.
        case stackView
        /// `UIScrollView`: shows the part of its content that `contentOffset` (its bounds' origin)
        /// selects; clips by default.
        case scrollView
        /// `CAGradientLayer`: a layer that fills its bounds with a gradient.
        case gradientLayer
        /// `CAShapeLayer`: a layer that fills and strokes a path.
        case shapeLayer
        /// `UISwitch`: an on/off control of a fixed size.
        case switchControl = "switch"
        /// `UISlider`: a value along a track, as wide as layout makes it.
        case slider
        /// `UIStepper`: − and + buttons of a fixed size.
        case stepper
        /// `UISegmentedControl`: titled segments, as wide as its titles.
        case segmentedControl
        /// `UIProgressView`: a thin bar filled to its progress.
        case progressView
        /// `UIActivityIndicatorView`: a spinner, drawn still.
        case activityIndicatorView
        /// `UIPageControl`: a row of page dots.
        case pageControl
        /// `UITextField`: one line of text or its placeholder, inside a border, sized to its text.
        case textField
        /// `UITextView`: text wrapped in a text container; as tall as its text when it does not scroll.
        case textView
        /// `UINavigationBar`: a title and a row of items it places itself.
        case navigationBar
        /// `UIToolbar`: a row of items and spaces it places itself.
        case toolbar
        /// `UITabBar`: items sharing its width.
        case tabBar
        /// The view of a `UIBarButtonItem`, placed by its bar.
        case barButtonItem
        /// The view of a `UITabBarItem`, placed by its tab bar.
        case tabBarItem
        /// `UISearchBar`: a search field with a magnifier, on a bar background.
        case searchBar
        /// `UIDatePicker` in the compact style: its date and time in capsules.
        case datePicker

        /// A bar that places its item subviews itself.
        public var isBar: Bool { self == .navigationBar || self == .toolbar || self == .tabBar }

        /// `UITableView`: a scroll view whose own layout stacks its sections' headers, rows and
        /// footers.
        case tableView
        /// `UITableViewCell`: one row, its `contentView` and labels placed by the cell's style.
        case tableViewCell
        /// `UITableViewHeaderFooterView`: a section's header or footer.
        case tableViewHeaderFooterView
        /// `UICollectionView` with a flow layout: a scroll view whose own layout sets its sections'
        /// items in lines.
        case collectionView
        /// `UICollectionViewCell`: one item, its `contentView` filling it.
        case collectionViewCell

        /// A `UIScrollView` or a subclass of it: its bounds' origin is its content offset.
        public var isScrollView: Bool { self == .scrollView || self == .tableView || self == .collectionView }

        /// A cell whose first subview is its `contentView`, which a table or collection view sizes.
        public var isCell: Bool { self == .tableViewCell || self == .collectionViewCell }

        /// Views take part in hit-testing, Auto Layout and frame expressions; bare layers only paint.
        public var isView: Bool { !isLayer }

        /// A `CALayer` or one of its subclasses, added with `addSublayer`: painted, never hit.
        public var isLayer: Bool {
            switch self {
            case .layer, .gradientLayer, .shapeLayer: true
            case .view, .imageView, .label, .button, .flow, .stackView, .scrollView,
                 .switchControl, .slider, .stepper, .segmentedControl, .progressView, .activityIndicatorView, .pageControl,
                 .textField, .textView, .navigationBar, .toolbar, .tabBar, .barButtonItem, .tabBarItem, .searchBar, .datePicker,
                 .tableView, .tableViewCell, .tableViewHeaderFooterView, .collectionView, .collectionViewCell: false
            }
        }

        /// The UIKit or Core Animation class this kind stands for, as `recursiveDescription`
        /// names it (`FlowView` is ours: UIKit has no such class).
        public var className: String {
            switch self {
            case .view: "UIView"
            case .imageView: "UIImageView"
            case .layer: "CALayer"
            case .label: "UILabel"
            case .button: "UIButton"
            case .flow: "FlowView"
            case .stackView: "UIStackView"
            case .scrollView: "UIScrollView"
            case .gradientLayer: "CAGradientLayer"
            case .shapeLayer: "CAShapeLayer"
            case .switchControl: "UISwitch"
            case .slider: "UISlider"
            case .stepper: "UIStepper"
            case .segmentedControl: "UISegmentedControl"
            case .progressView: "UIProgressView"
            case .activityIndicatorView: "UIActivityIndicatorView"
            case .pageControl: "UIPageControl"
            case .textField: "UITextField"
            case .textView: "UITextView"
            case .navigationBar: "UINavigationBar"
            case .toolbar: "UIToolbar"
            case .tabBar: "UITabBar"
            case .barButtonItem: "UIBarButtonItem"
            case .tabBarItem: "UITabBarItem"
            case .searchBar: "UISearchBar"
            case .datePicker: "UIDatePicker"
            case .tableView: "UITableView"
            case .tableViewCell: "UITableViewCell"
            case .tableViewHeaderFooterView: "UITableViewHeaderFooterView"
            case .collectionView: "UICollectionView"
            case .collectionViewCell: "UICollectionViewCell"
            }
        }
    }

    /// The scene's name for the node (namespaced in components: `greeting.title`); nil when unnamed.
    /// How messages name the node, as the scene gives it (`displayName`): a translated
    /// document's own name for the view, such as Interface Builder's label and object id; nil
    /// for most nodes, which messages name by their id.
    public let givenName: String?
    public let id: String?
    /// Where the element starts, for diagnostics about the node as a whole.
    public let location: SourceLocation
    /// Where each attribute was written, for diagnostics in later stages.
    public let places: AttributePlaces
    /// The superview or owning layer's index; nil only for the root view.
    public let parent: Int?
    /// Subviews and sublayers interleaved in the order they were added (document order).
    public let children: [Int]
    /// Frame, bounds, position, transform and anchor point, as written.
    public let geometry: NodeGeometry
    /// What the node's layer paints: background, opacity, border, corners, clipping, z.
    public let layer: LayerProperties
    /// Touches and placement: what a `UIView` adds to its layer.
    public let view: ViewProperties
    /// What only this node's class has: text, an image, a stack's arrangement.
    public let content: NodeContent

    /// A node as the front end builds it, every part given.
    package init(id: String?, location: SourceLocation, places: AttributePlaces, parent: Int?, children: [Int],
                 geometry: NodeGeometry, layer: LayerProperties, view: ViewProperties, content: NodeContent, givenName: String? = nil) {
        self.id = id
        self.givenName = givenName
        self.location = location
        self.places = places
        self.parent = parent
        self.children = children
        self.geometry = geometry
        self.layer = layer
        self.view = view
        self.content = content
    }

    /// The same node with other children, geometry, layer, view properties or content: what the
    /// front end settles once every element is read (subviews, frames and frame expressions that
    /// name other views, an inset grouped section's rounded rows)
    /// and what a stage after it settles (a lowered view's
    /// `translatesAutoresizingMaskIntoConstraints`, an image's file).
    package func with(children: [Int]? = nil, geometry: NodeGeometry? = nil, layer: LayerProperties? = nil, view: ViewProperties? = nil,
                      content: NodeContent? = nil) -> SceneNode {
        SceneNode(id: id, location: location, places: places, parent: parent, children: children ?? self.children,
                  geometry: geometry ?? self.geometry, layer: layer ?? self.layer, view: view ?? self.view, content: content ?? self.content,
                  givenName: givenName)
    }

    /// The same node with `translatesAutoresizingMaskIntoConstraints` settled: what lowering
    /// decides for a view the scene left it unset on, and for a stack view's arranged subviews.
    package func settling(translatesAutoresizingMaskIntoConstraints translates: Bool) -> SceneNode {
        with(view: view.with(translatesAutoresizingMaskIntoConstraints: translates))
    }

    /// The node's class, which its content decides.
    public var kind: Kind { content.kind }

    /// A label's text, a button's title, what a text field shows (its text, else its
    /// placeholder), a text view's text, a navigation bar's title, a bar item's, or what a
    /// search bar's field shows, or a date picker's capsules' titles; nil for every other kind.
    public var text: TextContent? {
        switch content {
        case .label(let text): text
        case .button(let button): button.title
        case .textField(let field): field.displayedText
        case .textView(let view): view.text
        case .navigationBar(let bar): bar.titleText
        case .barButtonItem(let item): item.titleText
        case .tabBarItem(let item): item.titleText
        case .searchBar(let bar): bar.displayedText
        case .datePicker(let picker): picker.text
        default: nil
        }
    }

    /// A stack view's arrangement; nil for every other kind.
    public var stack: StackProperties? { StackProperties(content) }

    /// A scroll view's content size and offset (a table or collection view's offset, its content
    /// size left to its rows or items); nil for every other kind.
    public var scroll: ScrollProperties? {
        if case .table(let table) = content { return table.scroll }
        if case .collection(let collection) = content { return collection.scroll }
        return ScrollProperties(content)
    }

    /// A table view's style and row height; nil for every other kind.
    public var table: TableViewProperties? { TableViewProperties(content) }

    /// A table view cell's style and accessory; nil for every other kind.
    public var tableCell: TableCellProperties? { TableCellProperties(content) }

    /// A section header's or footer's section and title; nil for every other kind.
    public var tableHeaderFooter: TableHeaderFooterProperties? { TableHeaderFooterProperties(content) }

    /// A collection view's flow layout; nil for every other kind.
    public var collection: CollectionViewProperties? { CollectionViewProperties(content) }

    /// A collection view cell's section; nil for every other kind.
    public var collectionCell: CollectionCellProperties? { CollectionCellProperties(content) }

    /// An image view's image; nil for every other kind.
    public var image: ImageProperties? { ImageProperties(content) }

    /// A flow's gaps; nil for every other kind.
    public var flow: FlowProperties? { FlowProperties(content) }

    /// A button's title and insets; nil for every other kind.
    public var button: ButtonProperties? { ButtonProperties(content) }

    /// A text field's properties; nil for every other kind.
    public var textField: TextFieldProperties? { TextFieldProperties(content) }

    /// A text view's properties; nil for every other kind.
    public var textView: TextViewProperties? { TextViewProperties(content) }

    /// A navigation bar's properties; nil for every other kind.
    public var navigationBar: NavigationBarProperties? { NavigationBarProperties(content) }

    /// A bar button item's properties; nil for every other kind.
    public var barButtonItem: BarButtonItemProperties? { BarButtonItemProperties(content) }

    /// A tab bar item's properties; nil for every other kind.
    public var tabBarItem: TabBarItemProperties? { TabBarItemProperties(content) }

    /// A search bar's properties; nil for every other kind.
    public var searchBar: SearchBarProperties? { SearchBarProperties(content) }

    /// A date picker's properties; nil for every other kind.
    public var datePicker: DatePickerProperties? { DatePickerProperties(content) }

    /// Where an attribute was written, or the element itself when it was not.
    public func location(of attribute: AttributeName) -> SourceLocation {
        places[attribute] ?? location
    }

    /// Where the bounds start: `contentOffset` for a scroll view, else the origin `bounds` gives.
    public var boundsOrigin: Point { scroll?.contentOffset ?? geometry.bounds?.origin ?? .zero }

    /// A name for messages: the one the scene gives (`displayName`), else the id, else the
    /// element name.
    public var displayName: String { givenName ?? id.map { "'\($0)'" } ?? "<\(kind.rawValue)>" }
}
