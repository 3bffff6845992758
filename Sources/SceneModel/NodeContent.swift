import Geometry

/// What a node is beyond its layer and view properties: one case per UIKit class scenec knows,
/// each with the properties only that class has. Adding a kind adds one case and its payload, a
/// `ContentPayload` that says which case wraps it.
///
/// Indirect: a payload is boxed, so the enum is one word in every node instead of the largest
/// payload's size (a label's text), and plain views and layers, most of a large scene, carry
/// nothing. Values are still values: a box is never changed once made.
public indirect enum NodeContent: Hashable, Sendable {
    /// `UIView`: nothing of its own.
    case view
    /// A bare `CALayer` added with `addSublayer`: painted, never hit, not a view.
    case layer
    /// `UIImageView`.
    case image(ImageProperties)
    /// `UILabel`: its text.
    case label(TextContent)
    /// A system `UIButton`: its title and insets.
    case button(ButtonProperties)
    /// A container that places its subviews in rows, wrapping as words do (tags, chips).
    case flow(FlowProperties)
    /// `UIStackView`: its arrangement.
    case stack(StackProperties)
    /// `UIScrollView`: its content size and offset.
    case scroll(ScrollProperties)
    /// `CAGradientLayer`: its gradient.
    case gradient(GradientLayerProperties)
    /// `CAShapeLayer`: its path and how it is filled and stroked.
    case shape(ShapeLayerProperties)
    /// `UISwitch`.
    case switchControl(SwitchProperties)
    /// `UISlider`.
    case slider(SliderProperties)
    /// `UIStepper`.
    case stepper(StepperProperties)
    /// `UISegmentedControl`.
    case segmentedControl(SegmentedControlProperties)
    /// `UIProgressView`.
    case progressView(ProgressViewProperties)
    /// `UIActivityIndicatorView`.
    case activityIndicator(ActivityIndicatorProperties)
    /// `UIPageControl`.
    case pageControl(PageControlProperties)
    /// `UITextField`: its border, text, placeholder and clear button.
    case textField(TextFieldProperties)
    /// `UITextView`: its text, container inset and padding, and whether it scrolls.
    case textView(TextViewProperties)
    /// `UINavigationBar`: its title; its items are subviews.
    case navigationBar(NavigationBarProperties)
    /// `UIToolbar`: its items are subviews.
    case toolbar(ToolbarProperties)
    /// `UITabBar`: its items are subviews.
    case tabBar(TabBarProperties)
    /// `UIBarButtonItem`'s view in a navigation bar or toolbar.
    case barButtonItem(BarButtonItemProperties)
    /// `UITabBarItem`'s view in a tab bar.
    case tabBarItem(TabBarItemProperties)
    /// `UISearchBar`: its search field's text or placeholder, and its style.
    case searchBar(SearchBarProperties)
    /// `UIDatePicker` in the compact style: its date and mode.
    case datePicker(DatePickerProperties)
    /// `UITableView`: its style, row height and offset.
    case table(TableViewProperties)
    /// `UITableViewCell`: its style, labels' text, image and accessory.
    case tableCell(TableCellProperties)
    /// `UITableViewHeaderFooterView`: its section and title.
    case tableHeaderFooter(TableHeaderFooterProperties)
    /// `UICollectionView`: its flow layout and offset.
    case collection(CollectionViewProperties)
    /// `UICollectionViewCell`: its section.
    case collectionCell(CollectionCellProperties)

    /// The class this content belongs to.
    public var kind: SceneNode.Kind {
        switch self {
        case .view: .view
        case .layer: .layer
        case .image: .imageView
        case .label: .label
        case .button: .button
        case .flow: .flow
        case .stack: .stackView
        case .scroll: .scrollView
        case .gradient: .gradientLayer
        case .shape: .shapeLayer
        case .switchControl: .switchControl
        case .slider: .slider
        case .stepper: .stepper
        case .segmentedControl: .segmentedControl
        case .progressView: .progressView
        case .activityIndicator: .activityIndicatorView
        case .pageControl: .pageControl
        case .textField: .textField
        case .textView: .textView
        case .navigationBar: .navigationBar
        case .toolbar: .toolbar
        case .tabBar: .tabBar
        case .barButtonItem: .barButtonItem
        case .tabBarItem: .tabBarItem
        case .searchBar: .searchBar
        case .datePicker: .datePicker
        case .table: .tableView
        case .tableCell: .tableViewCell
        case .tableHeaderFooter: .tableViewHeaderFooterView
        case .collection: .collectionView
        case .collectionCell: .collectionViewCell
        }
    }

    /// `UIControl.isEnabled` for a control; true for every other kind, which has no such state.
    /// A disabled control takes no touches ("If the enabled state is false, the control ignores
    /// touch events", https://developer.apple.com/documentation/uikit/uicontrol/isenabled).
    public var isEnabled: Bool {
        switch self {
        case .button(let b): b.isEnabled
        case .switchControl(let c): c.isEnabled
        case .slider(let c): c.isEnabled
        case .stepper(let c): c.isEnabled
        case .segmentedControl(let c): c.isEnabled
        case .pageControl(let c): c.isEnabled
        default: true
        }
    }
}
