/// A section's header or footer, a `UITableViewHeaderFooterView`
/// (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview): which
/// section, which end, and its title, which the front end makes a label node inside it.
public struct TableHeaderFooterProperties: ContentPayload {
    /// The section, counted from 0 in its table.
    public var section: Int
    /// A footer (below the rows) rather than a header.
    public var isFooter: Bool
    /// The title (`tableView(_:titleForHeaderInSection:)`); nil: none, the view only spaces.
    public var title: String?

    /// A header or footer with every property given.
    public init(section: Int, isFooter: Bool, title: String?) {
        self.section = section
        self.isFooter = isFooter
        self.title = title
    }

    /// The first section's header, without a title.
    public init() {
        self.init(section: 0, isFooter: false, title: nil)
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.tableViewHeaderFooterView

    /// A header's or footer's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .tableHeaderFooter(let view) = content else { return nil }
        self = view
    }

    /// The properties as a header's or footer's content.
    public var content: NodeContent { .tableHeaderFooter(self) }
}
