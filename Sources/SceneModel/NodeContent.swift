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
    /// `UITableView`: its style, row height and offset.
    case table(TableViewProperties)
    /// `UITableViewCell`: its style, labels' text, image and accessory.
    case tableCell(TableCellProperties)
    /// `UITableViewHeaderFooterView`: its section and title.
    case tableHeaderFooter(TableHeaderFooterProperties)

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
        case .table: .tableView
        case .tableCell: .tableViewCell
        case .tableHeaderFooter: .tableViewHeaderFooterView
        }
    }
}
