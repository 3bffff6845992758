/// One line of a view's `layoutSubviews`, as a scene states it: `x="superview.width - self.width"`.
///
/// The expression is kept in postfix order, so evaluating it needs a value stack, never
/// recursion, however long the expression is.
public struct FrameExpression: Hashable, Sendable {
    /// What the expression sets.
    public enum Target: String, CaseIterable, Sendable {
        /// The frame values a view's `layoutSubviews` may set: origin, size, centre and far edges.
        case x, y, width, height, centerX, centerY, maxX, maxY

        /// Which axis the target constrains, so that each axis is checked and solved on its own.
        public var isHorizontal: Bool { [.x, .width, .centerX, .maxX].contains(self) }
    }

    /// A frame quantity an expression may read.
    public enum Quantity: String, CaseIterable, Sendable {
        /// `CGRect`'s and the frame's readable values, under the names UIKit code uses.
        case x, y, width, height, minX, minY, midX, midY, maxX, maxY, centerX, centerY

        /// Which axis the quantity reads, for dependency ordering per axis.
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

    /// One step of the postfix program: push a number or a frame value, or apply an operator to
    /// the values on the stack.
    public enum Token: Hashable, Sendable {
        /// Pushes a constant.
        case number(Double)
        /// Pushes a frame value of the superview, the view itself or a sibling.
        case reference(Subject, Quantity)
        /// Arithmetic on the top of the stack: binary `+ - * /`, and unary minus (`negate`).
        case add, subtract, multiply, divide, negate
    }

    /// The frame value this expression sets.
    public let target: Target
    /// The expression in postfix order, evaluated with a value stack so depth never recurses.
    public let postfix: [Token]
    /// As written, for messages.
    public let text: String
    /// Where the attribute was written, for errors found while evaluating (a cycle, a division by 0).
    public let location: SourceLocation

    /// Made by the front end, which has already checked every reference and the token order.
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
