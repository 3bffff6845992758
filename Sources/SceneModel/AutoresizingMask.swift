/// `UIView.AutoresizingMask`: which parts of a frame stretch when the superview's size changes.
public struct AutoresizingMask: Hashable, Sendable {
    public var flexibleLeftMargin = false
    public var flexibleWidth = false
    public var flexibleRightMargin = false
    public var flexibleTopMargin = false
    public var flexibleHeight = false
    public var flexibleBottomMargin = false

    public init() {}

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
