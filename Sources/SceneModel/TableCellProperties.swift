/// `UITableViewCell`'s own properties: its style, what its built-in labels and image view
/// show, its accessory, and the section it is in. The front end makes the cell's
/// `contentView`, labels, image view, accessory and separator as nodes of their own, so
/// layout, hit-testing and dumps see them as UIKit's view hierarchy has them.
public struct TableCellProperties: ContentPayload {
    /// `UITableViewCell.CellStyle` (https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle).
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// A left-aligned label and an optional image; no detail label.
        case `default`
        /// A label on the left, a right-aligned detail label in `secondaryLabel` on the right.
        case value1
        /// A right-aligned label in the tint colour, then a left-aligned detail label.
        case value2
        /// A label with a smaller detail label under it.
        case subtitle
    }

    /// `UITableViewCell.AccessoryType` (https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype).
    public enum Accessory: String, CaseIterable, Hashable, Sendable {
        case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton
    }

    /// The style: `default` unless the scene says otherwise, as `init(style:reuseIdentifier:)` is
    /// most often called.
    public var style: Style
    /// `textLabel.text`; nil: no text label.
    public var text: String?
    /// `detailTextLabel.text`; nil, or a `default` style: no detail label.
    public var detailText: String?
    /// `imageView.image`, written as an `<imageView>`'s `image`; nil: no image view.
    public var image: String?
    /// `accessoryType`: `none` (https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype).
    public var accessory: Accessory
    /// `accessoryView`: the id (as written) of the view inside the cell the table places at the
    /// trailing margin in place of the `accessoryType` glyph, which UIKit then ignores
    /// (https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview); nil: none.
    public var accessoryView: String?
    /// The labels' `numberOfLines`: 1, as UIKit's labels start; 0 lets a self-sizing row grow.
    public var numberOfLines: Int
    /// The section the row is in, counted from 0 in its table; set by the front end.
    public var section: Int
    /// This row's own height, as the table's delegate gives it in `tableView(_:heightForRowAt:)`
    /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)),
    /// which a static table's `UITableViewController` answers with each cell's height in the
    /// storyboard; nil: the table's `rowHeight`.
    public var rowHeight: Double? = nil

    /// A cell with every property given.
    public init(style: Style, text: String?, detailText: String?, image: String?, accessory: Accessory, accessoryView: String? = nil,
                numberOfLines: Int, section: Int) {
        self.style = style
        self.text = text
        self.detailText = detailText
        self.image = image
        self.accessory = accessory
        self.accessoryView = accessoryView
        self.numberOfLines = numberOfLines
        self.section = section
    }

    /// A new default-style cell with nothing shown and no accessory.
    public init() {
        self.init(style: .default, text: nil, detailText: nil, image: nil, accessory: .none, numberOfLines: 1, section: 0)
    }

    /// Whether the cell has a detail label: it has detail text and a style that shows one.
    public var hasDetailLabel: Bool { detailText != nil && style != .default }

    /// The glyph the table draws for `accessoryType`: none when an `accessoryView` takes its place.
    public var glyphAccessory: Accessory { accessoryView == nil ? accessory : .none }

    /// The class with this content.
    public static let kind = SceneNode.Kind.tableViewCell

    /// A cell's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .tableCell(let cell) = content else { return nil }
        self = cell
    }

    /// The properties as a cell's content.
    public var content: NodeContent { .tableCell(self) }
}
