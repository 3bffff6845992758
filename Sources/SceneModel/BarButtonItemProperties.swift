/// A `UIBarButtonItem` in a navigation bar or toolbar, as the view UIKit shows it by: a title or
/// a system item, where in a navigation bar it goes, and a fixed space's width.
public struct BarButtonItemProperties: ContentPayload {
    /// `UIBarButtonItem.SystemItem`, the ones scenec draws
    /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem).
    public enum SystemItem: String, CaseIterable, Sendable {
        /// Not a system item: the item shows its `title`.
        case none
        /// A plus sign.
        case add
        /// "Done", in the semibold `done` style.
        case done
        /// "Cancel".
        case cancel
        /// "Edit".
        case edit
        /// "Save", in the semibold `done` style.
        case save
        /// Blank space that shares what the other items leave of a toolbar.
        case flexibleSpace
        /// Blank space `spaceWidth` wide.
        case fixedSpace
    }

    /// Where a navigation bar shows the item: among its top item's `leftBarButtonItems` or
    /// `rightBarButtonItems`, or as the back button (the previous item's `backBarButtonItem`,
    /// a chevron and a title at the leading edge). A toolbar ignores it.
    public enum Placement: String, CaseIterable, Sendable {
        case left, right, back
    }

    /// The title, for an item that is no system item (and the back button's).
    public var title: String
    /// `systemItem`.
    public var systemItem: SystemItem
    /// Where a navigation bar shows the item.
    public var placement: Placement
    /// A fixed space's width (`UIBarButtonItem.width`).
    public var spaceWidth: Double

    /// A new item's: no title, no system item
    /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:style:target:action:)),
    /// on the right, and a fixed space of 0 width
    /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/width: "The default value is 0.0").
    public init() {
        self.title = ""
        self.systemItem = .none
        self.placement = .right
        self.spaceWidth = 0
    }

    /// Whether the item is blank space, which UIKit gives no view: nothing is drawn and no tap lands on it.
    public var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The title as drawn: the system item's words or the title, 17 pt (the "Body" style:
    /// https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-Dynamic-Type-sizes),
    /// semibold for `done` and `save` (`UIBarButtonItem.Style.done`:
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum/done).
    public var titleText: TextContent {
        var text = TextContent.label(shownTitle)
        // Centred in the item's 44 pt minimum; the back button's title follows its chevron.
        text.alignment = placement == .back ? .natural : .center
        if systemItem == .done || systemItem == .save { text.fontWeight = .semibold }
        return text
    }

    private var shownTitle: String {
        switch systemItem {
        case .none: title
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add, .flexibleSpace, .fixedSpace: ""
        }
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.barButtonItem

    /// A bar button item's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .barButtonItem(let item) = content else { return nil }
        self = item
    }

    /// The properties as a bar button item's content.
    public var content: NodeContent { .barButtonItem(self) }
}
