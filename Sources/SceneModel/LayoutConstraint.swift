/// One Auto Layout constraint as UIKit states it:
/// `first.attribute (== | <= | >=) multiplier × second.attribute + constant @priority`.
public struct LayoutConstraint: Hashable, Sendable {
    /// `NSLayoutConstraint.Attribute`: the edge, centre, size or baseline a constraint relates.
    public enum Attribute: String, CaseIterable, Sendable {
        /// Edges, centres and sizes as `NSLayoutAnchor` names them; `leading` and `trailing` equal
        /// `left` and `right`, since scenes are laid out left to right.
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        /// The baseline of the first and of the last line of a label or button; a view without
        /// text has its bottom edge there, as UIKit's `viewForFirstBaselineLayout` is the view.
        case firstBaseline, lastBaseline

        /// Which axis the attribute lies on: UIKit refuses a constraint that mixes axes, and so does
        /// the front end.
        public var isHorizontal: Bool { [.left, .right, .leading, .trailing, .width, .centerX].contains(self) }
        /// Width and height are sizes; the rest are positions, which need a second anchor.
        public var isSize: Bool { self == .width || self == .height }
    }

    /// `NSLayoutConstraint.Relation`, spelled as a scene writes it.
    public enum Relation: String, Sendable {
        /// `==`: the two sides are equal.
        case equal = "=="
        /// `<=` (or `≤`): the first side is at most the second.
        case lessThanOrEqual = "<="
        /// `>=` (or `≥`): the first side is at least the second.
        case greaterThanOrEqual = ">="
    }

    /// What an anchor belongs to.
    public enum Item: Hashable, Sendable {
        /// A view, by node index.
        case view(Int)
        /// A view's `layoutMarginsGuide`: its bounds inset by the layout margins.
        case margins(Int)
        /// A view's `safeAreaLayoutGuide`: its bounds inset by its `safeAreaInsets`, the part of
        /// it the root's unsafe regions cover (the root's own: the viewport inset by its insets).
        case safeArea(Int)
        /// The root view's `keyboardLayoutGuide`: the docked keyboard, or the safe area's bottom
        /// inset with none shown (`Viewport.keyboardGuide`).
        case keyboard
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
            case .view(let v), .margins(let v), .safeArea(let v), .contentLayoutGuide(let v), .frameLayoutGuide(let v): v
            case .keyboard, .guide: nil
            }
        }
    }

    /// `NSLayoutAnchor`: an attribute of a view or a guide, one side of a constraint.
    public struct Anchor: Hashable, Sendable {
        /// The view or guide the anchor belongs to.
        public let item: Item
        /// Which of the item's edges, centres, sizes or baselines.
        public let attribute: Attribute

        /// Pairs an item with one of its attributes.
        public init(item: Item, attribute: Attribute) {
            self.item = item
            self.attribute = attribute
        }
    }

    /// The left-hand side. A view named here is placed by constraints, unless the scene sets its
    /// `translatesAutoresizingMaskIntoConstraints`.
    public let first: Anchor
    /// Equality or an inequality between the two sides.
    public let relation: Relation
    /// The right-hand side's anchor; nil for a constant size (`width == 40`).
    public let second: Anchor?
    /// Scales the second anchor; 1 when the text gives none.
    public let multiplier: Double
    /// Added to the right-hand side, in points.
    public let constant: Double
    /// 1…1000; 1000 is required.
    public let priority: Int
    /// The constraint as written, for messages.
    public let text: String
    /// Where the constraint was written, so a broken or conflicting one is reported at its line.
    public let location: SourceLocation
    /// `NSLayoutConstraint.identifier`: the scene's, or UIKit's for a generated one (`UISV-spacing`).
    public let identifier: String?

    /// Calls `body` with the first anchor, then the second when there is one: what each pass
    /// over a scene's constraints reads, without an array made for every constraint of every
    /// table row's layout.
    @inlinable
    public func forEachAnchor(_ body: (Anchor) throws -> Void) rethrows {
        try body(first)
        if let second { try body(second) }
    }

    /// Made by the front end from a `<constraint>`'s text, or by layout for constraints UIKit
    /// generates (stack views); `identifier` names the generated ones as UIKit does.
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
