/// One line of a view's `layoutSubviews`, as a scene states it: `x="superview.width - self.width"`.
///
/// The expression is kept in postfix order, so evaluating it needs a value stack, never
/// recursion, however long the expression is.
public struct FrameExpression: Hashable, Sendable {
    /// What the expression sets.
    public enum Target: String, CaseIterable, Sendable {
        case x, y, width, height, centerX, centerY, maxX, maxY

        public var isHorizontal: Bool { [.x, .width, .centerX, .maxX].contains(self) }
    }

    /// A frame quantity an expression may read.
    public enum Quantity: String, CaseIterable, Sendable {
        case x, y, width, height, minX, minY, midX, midY, maxX, maxY, centerX, centerY

        public var isHorizontal: Bool { [.x, .width, .minX, .midX, .maxX, .centerX].contains(self) }
    }

    /// Whose frame a reference reads.
    public enum Subject: Hashable, Sendable {
        /// The superview's bounds (its size; its origin is where subviews start).
        case superview
        /// The view being laid out.
        case this
        /// A sibling: a view with the same superview, by node index.
        case sibling(Int)
    }

    public enum Token: Hashable, Sendable {
        case number(Double)
        case reference(Subject, Quantity)
        case add, subtract, multiply, divide, negate
    }

    public var target: Target
    public var postfix: [Token]
    /// As written, for messages.
    public var text: String
    public var location: SourceLocation

    public init(target: Target, postfix: [Token], text: String, location: SourceLocation) {
        self.target = target
        self.postfix = postfix
        self.text = text
        self.location = location
    }

    /// Every frame this expression reads.
    public var references: [(Subject, Quantity)] {
        postfix.compactMap { if case .reference(let s, let q) = $0 { (s, q) } else { nil } }
    }
}
