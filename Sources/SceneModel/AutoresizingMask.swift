/// `UIView.AutoresizingMask`: which parts of a frame stretch when the superview's size changes.
public struct AutoresizingMask: Hashable, Sendable {
    /// `.flexibleLeftMargin`: the space left of the view takes a share of the superview's width change.
    public let flexibleLeftMargin: Bool
    /// `.flexibleWidth`: the view's width takes a share of the superview's width change.
    public let flexibleWidth: Bool
    /// `.flexibleRightMargin`: the space right of the view takes a share of the width change.
    public let flexibleRightMargin: Bool
    /// `.flexibleTopMargin`: the space above the view takes a share of the height change.
    public let flexibleTopMargin: Bool
    /// `.flexibleHeight`: the view's height takes a share of the superview's height change.
    public let flexibleHeight: Bool
    /// `.flexibleBottomMargin`: the space below the view takes a share of the height change.
    public let flexibleBottomMargin: Bool

    /// The options given; UIKit's default has none, so the frame keeps its numbers whatever the
    /// superview's size.
    public init(flexibleLeftMargin: Bool = false, flexibleWidth: Bool = false, flexibleRightMargin: Bool = false,
                flexibleTopMargin: Bool = false, flexibleHeight: Bool = false, flexibleBottomMargin: Bool = false) {
        self.flexibleLeftMargin = flexibleLeftMargin
        self.flexibleWidth = flexibleWidth
        self.flexibleRightMargin = flexibleRightMargin
        self.flexibleTopMargin = flexibleTopMargin
        self.flexibleHeight = flexibleHeight
        self.flexibleBottomMargin = flexibleBottomMargin
    }

    /// True when nothing is flexible, so layout can leave the frame alone without working out shares.
    public var isEmpty: Bool { self == AutoresizingMask() }

    /// The option names as UIKit spells them, in bit order.
    public static let names = ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin",
                               "flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"]

    /// The mask with the options UIKit's names in `names` set, and the names that are none.
    public static func named(_ names: [String]) -> (mask: AutoresizingMask, unknown: [String]) {
        var unknown: [String] = []
        for name in names where !Self.names.contains(name) { unknown.append(name) }
        let set = Set(names)  // lookup only
        let mask = AutoresizingMask(
            flexibleLeftMargin: set.contains("flexibleLeftMargin"), flexibleWidth: set.contains("flexibleWidth"),
            flexibleRightMargin: set.contains("flexibleRightMargin"), flexibleTopMargin: set.contains("flexibleTopMargin"),
            flexibleHeight: set.contains("flexibleHeight"), flexibleBottomMargin: set.contains("flexibleBottomMargin"))
        return (mask, unknown)
    }
}
