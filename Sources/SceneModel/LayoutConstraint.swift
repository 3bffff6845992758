/// One Auto Layout constraint as UIKit states it:
/// `first.attribute (== | <= | >=) multiplier × second.attribute + constant @priority`.
public struct LayoutConstraint: Hashable, Sendable {
    public enum Attribute: String, CaseIterable, Sendable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        /// The baseline of the first and of the last line of a label or button; a view without
        /// text has its bottom edge there, as UIKit's `viewForFirstBaselineLayout` is the view.
        case firstBaseline, lastBaseline

        public var isHorizontal: Bool { [.left, .right, .leading, .trailing, .width, .centerX].contains(self) }
        /// Width and height are sizes; the rest are positions, which need a second anchor.
        public var isSize: Bool { self == .width || self == .height }
    }

    public enum Relation: String, Sendable {
        case equal = "=="
        case lessThanOrEqual = "<="
        case greaterThanOrEqual = ">="
    }

    /// What an anchor belongs to.
    public enum Item: Hashable, Sendable {
        /// A view, by node index.
        case view(Int)
        /// A view's `layoutMarginsGuide`: its bounds inset by the layout margins.
        case margins(Int)
        /// The root view's `safeAreaLayoutGuide`: the viewport inset by its safe-area insets.
        case safeArea
        /// A scroll view's `contentLayoutGuide`: its content, from (0, 0) in its bounds space
        /// to `contentSize`; constraints to its edges decide the content size.
        case contentLayoutGuide(Int)
        /// A scroll view's `frameLayoutGuide`: its frame, which does not scroll.
        case frameLayoutGuide(Int)
        /// One of `Scene.layoutGuides`: a guide the layout pass adds (a stack view's spacers).
        case guide(Int)

        /// The view the item belongs to, if any.
        public var view: Int? {
            switch self {
            case .view(let v), .margins(let v), .contentLayoutGuide(let v), .frameLayoutGuide(let v): v
            case .safeArea, .guide: nil
            }
        }
    }

    public struct Anchor: Hashable, Sendable {
        public var item: Item
        public var attribute: Attribute

        public init(item: Item, attribute: Attribute) {
            self.item = item
            self.attribute = attribute
        }
    }

    public var first: Anchor
    public var relation: Relation
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Double
    /// 1…1000; 1000 is required.
    public var priority: Int
    /// The constraint as written, for messages.
    public var text: String
    public var location: SourceLocation
    /// `NSLayoutConstraint.identifier`: the scene's, or UIKit's for a generated one (`UISV-spacing`).
    public var identifier: String?

    public init(first: Anchor, relation: Relation, second: Anchor?, multiplier: Double, constant: Double,
                priority: Int, text: String, location: SourceLocation, identifier: String? = nil) {
        self.identifier = identifier
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.text = text
        self.location = location
    }
}

/// The priorities UIKit gives a view's content size on one axis.
public struct ContentPriorities: Hashable, Sendable {
    /// How much the view resists growing past its intrinsic size.
    public var hugging: Int
    /// How much it resists shrinking below it.
    public var compressionResistance: Int

    public init(hugging: Int = 250, compressionResistance: Int = 750) {
        self.hugging = hugging
        self.compressionResistance = compressionResistance
    }
}
