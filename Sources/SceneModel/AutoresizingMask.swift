/// `UIView.AutoresizingMask`: which parts of a frame stretch when the superview's size changes.
public struct AutoresizingMask: Hashable, Sendable {
    /// `.flexibleLeftMargin`: the space left of the view takes a share of the superview's width change.
    public var flexibleLeftMargin = false
    /// `.flexibleWidth`: the view's width takes a share of the superview's width change.
    public var flexibleWidth = false
    /// `.flexibleRightMargin`: the space right of the view takes a share of the width change.
    public var flexibleRightMargin = false
    /// `.flexibleTopMargin`: the space above the view takes a share of the height change.
    public var flexibleTopMargin = false
    /// `.flexibleHeight`: the view's height takes a share of the superview's height change.
    public var flexibleHeight = false
    /// `.flexibleBottomMargin`: the space below the view takes a share of the height change.
    public var flexibleBottomMargin = false

    /// No flexible part, UIKit's default: the frame keeps its numbers whatever the superview's size.
    public init() {}

    /// True when nothing is flexible, so layout can leave the frame alone without working out shares.
    public var isEmpty: Bool { self == AutoresizingMask() }

    /// The option names as UIKit spells them, in bit order.
    public static let names = ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin",
                               "flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"]

    /// Sets the option with UIKit's name; false for an unknown name.
    public mutating func insert(_ name: String) -> Bool {
        switch name {
        case "flexibleLeftMargin": flexibleLeftMargin = true
        case "flexibleWidth": flexibleWidth = true
        case "flexibleRightMargin": flexibleRightMargin = true
        case "flexibleTopMargin": flexibleTopMargin = true
        case "flexibleHeight": flexibleHeight = true
        case "flexibleBottomMargin": flexibleBottomMargin = true
        default: return false
        }
        return true
    }
}
