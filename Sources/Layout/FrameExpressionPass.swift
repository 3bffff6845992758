import Geometry
import Measurement
import SceneModel

/// A superview's `layoutSubviews`: sets its subviews' frames from their frame expressions, after
/// the superview was sized, in dependency order.
///
/// Each view's axis (horizontal, vertical) is one step: its size first (`width`, else
/// `sizeToFit`'s intrinsic size, else the frame it had), then its position (`x`, `centerX` or
/// `maxX`); two positions give the size. A step waits for the sibling axes it reads. Steps that
/// read each other in a circle are an error naming each view and attribute of the circle.
struct FrameExpressionPass {
    /// One axis of one view.
    struct Step: Hashable {
        let view: Int
        let horizontal: Bool
    }

    private let scene: Scene
    private let content: ContentSizes
    private(set) var diagnostics: [Diagnostic] = []

    init(scene: Scene, content: ContentSizes) {
        self.scene = scene
        self.content = content
    }

    /// New frames (in the superview's bounds coordinates) for the subviews of `parent` that have
    /// frame expressions or `sizeToFit`; `frames` holds every subview's frame before this pass.
    mutating func layOut(childrenOf parent: Int, parentBounds: Rect, frames: inout [Int: Rect]) {
        let laidOut = scene.nodes[parent].children.filter { let n = scene.nodes[$0]; return n.kind.isView && (!n.view.frameExpressions.isEmpty || n.view.sizeToFit) }
        guard !laidOut.isEmpty else { return }
        for v in laidOut where scene.nodes[v].view.sizeToFit {
            // sizeThatFits(bounds.size): a multi-line label wraps at the width it has, and a
            // zero width means an open one (one line per paragraph).
            let width = frames[v].map(\.width).flatMap { $0 > 0 ? $0 : nil }
            var size = content.size(v, fittingWidth: width) ?? .zero
            // The intrinsic size is the alignment rect's; the frame reaches past it by the
            // view's alignment insets (a switch's trailing 2 pt).
            let a = scene.nodes[v].view.alignmentRectInsets
            if size.width >= 0 { size.width += a.left + a.right }
            if size.height >= 0 { size.height += a.top + a.bottom }
            // An axis without an intrinsic size (a slider's or a bar's width) keeps the frame's.
            if size.width < 0 { size.width = frames[v]?.width ?? 0 }
            if size.height < 0 { size.height = frames[v]?.height ?? 0 }
            frames[v] = Rect(origin: frames[v]?.origin ?? .zero, size: size)  // sizeToFit keeps the origin
        }
        // A step depends on the steps of the sibling axes it reads (looked up, never iterated).
        var inputsOf: [Step: [Step]] = [:]
        var waitingOn: [Step: Int] = [:]
        var dependents: [Step: [Step]] = [:]
        var steps: [Step] = []
        let inPass = Set(laidOut)
        for v in laidOut {
            for horizontal in [true, false] {
                let step = Step(view: v, horizontal: horizontal)
                steps.append(step)
                var inputs: [Step] = []
                for e in scene.nodes[v].view.frameExpressions where e.target.isHorizontal == horizontal {
                    for (subject, quantity) in e.references {
                        switch subject {
                        case .sibling(let s) where inPass.contains(s): inputs.append(Step(view: s, horizontal: quantity.isHorizontal))
                        case .this where quantity.isHorizontal != horizontal: inputs.append(Step(view: v, horizontal: quantity.isHorizontal))
                        default: break
                        }
                    }
                }
                for input in Set(inputs).sorted(by: { ($0.view, $0.horizontal ? 0 : 1) < ($1.view, $1.horizontal ? 0 : 1) }) {
                    inputsOf[step, default: []].append(input)
                    waitingOn[step, default: 0] += 1
                    dependents[input, default: []].append(step)
                }
            }
        }
        var ready = steps.filter { (waitingOn[$0] ?? 0) == 0 }
        var done = Set<Step>()
        var next = 0
        while next < ready.count {
            let step = ready[next]
            next += 1
            evaluate(step.view, horizontal: step.horizontal, parentBounds: parentBounds, frames: &frames)
            done.insert(step)
            for d in dependents[step] ?? [] {
                waitingOn[d, default: 0] -= 1
                if waitingOn[d] == 0 { ready.append(d) }
            }
        }
        if let stuck = steps.first(where: { !done.contains($0) }) { reportCycle(from: stuck, done: done, inputsOf: inputsOf) }
    }

    /// One axis of one view: size, then position.
    private mutating func evaluate(_ v: Int, horizontal: Bool, parentBounds: Rect, frames: inout [Int: Rect]) {
        var frame = frames[v] ?? .zero
        let expressions = scene.nodes[v].view.frameExpressions.filter { $0.target.isHorizontal == horizontal }
        func value(_ target: FrameExpression.Target) -> Double? {
            guard let e = expressions.first(where: { $0.target == target }) else { return nil }
            return evaluate(e, view: v, parentBounds: parentBounds, frames: frames, current: frame)
        }
        var origin = horizontal ? frame.origin.x : frame.origin.y
        var size = horizontal ? frame.width : frame.height
        if let s = value(horizontal ? .width : .height) {
            size = s
            // The new size is what this axis's position expressions read as self.width.
            if horizontal { frame.size.width = s } else { frame.size.height = s }
            frames[v] = frame
        }
        let start = value(horizontal ? .x : .y), middle = value(horizontal ? .centerX : .centerY), end = value(horizontal ? .maxX : .maxY)
        let hasSize = expressions.contains { $0.target == (horizontal ? .width : .height) }
        switch (start, middle, end) {
        case (let a?, nil, let b?) where !hasSize: (origin, size) = (a, b - a)
        case (let a?, let m?, nil) where !hasSize: (origin, size) = (a, 2 * (m - a))
        case (nil, let m?, let b?) where !hasSize: (origin, size) = (2 * m - b, 2 * (b - m))
        case (let a?, _, _): origin = a
        case (nil, let m?, _): origin = m - size / 2
        case (nil, nil, let b?): origin = b - size
        default: break
        }
        if horizontal { frame.origin.x = origin; frame.size.width = size } else { frame.origin.y = origin; frame.size.height = size }
        frames[v] = frame
    }

    /// Postfix evaluation with a value stack.
    private mutating func evaluate(_ e: FrameExpression, view: Int, parentBounds: Rect, frames: [Int: Rect], current: Rect) -> Double? {
        var stack: [Double] = []
        for token in e.postfix {
            switch token {
            case .number(let v): stack.append(v)
            case .reference(let subject, let quantity):
                let rect: Rect = switch subject {
                case .superview: parentBounds
                case .this: frames[view] ?? current
                case .sibling(let s): frames[s] ?? .zero
                }
                stack.append(Self.read(quantity, of: rect))
            case .negate:
                if let a = stack.popLast() { stack.append(-a) }
            case .add, .subtract, .multiply, .divide:
                guard let b = stack.popLast(), let a = stack.popLast() else { return nil }
                switch token {
                case .add: stack.append(a + b)
                case .subtract: stack.append(a - b)
                case .multiply: stack.append(a * b)
                default:
                    guard b != 0 else {
                        diagnostics.append(.error(.divisionByZero(e.target.rawValue, expression: e.text), at: e.location))
                        return nil
                    }
                    stack.append(a / b)
                }
            }
        }
        guard let result = stack.last, result.isFinite, abs(result) <= 1e9 else {
            diagnostics.append(.error(.nonFiniteExpression(e.target.rawValue, expression: e.text), at: e.location))
            return nil
        }
        return result
    }

    static func read(_ q: FrameExpression.Quantity, of r: Rect) -> Double {
        switch q {
        case .x, .minX: r.minX
        case .y, .minY: r.minY
        case .width: r.width
        case .height: r.height
        case .midX, .centerX: r.midX
        case .midY, .centerY: r.midY
        case .maxX: r.maxX
        case .maxY: r.maxY
        }
    }

    /// Walks back along unfinished inputs until a step repeats, and names that circle, with a
    /// note at each expression in it.
    private mutating func reportCycle(from stuck: Step, done: Set<Step>, inputsOf: [Step: [Step]]) {
        var path: [Step] = [], seen: [Step: Int] = [:]
        var current = stuck
        while seen[current] == nil {
            seen[current] = path.count
            path.append(current)
            guard let input = inputsOf[current]?.first(where: { !done.contains($0) }) else { return }
            current = input
        }
        // Each step reads the next one; keep, per step, the expressions that do the reading.
        let circle = Array(path[(seen[current] ?? 0)...])
        var readers: [(view: Int, expression: FrameExpression)] = []
        for (k, step) in circle.enumerated() {
            let next = circle[(k + 1) % circle.count]
            for e in scene.nodes[step.view].view.frameExpressions where e.target.isHorizontal == step.horizontal {
                let readsNext = e.references.contains { subject, quantity in
                    guard quantity.isHorizontal == next.horizontal else { return false }
                    switch subject {
                    case .sibling(let s): return s == next.view
                    case .this: return step.view == next.view
                    case .superview: return false
                    }
                }
                if readsNext { readers.append((step.view, e)) }
            }
        }
        guard let first = readers.first else { return }
        let names = readers.map { "\(scene.nodes[$0.view].id ?? "view").\($0.expression.target.rawValue)" }
        diagnostics.append(.error(
            .frameExpressionCycle(names),
            at: first.expression.location,
            notes: readers.dropFirst().map { Diagnostic.Note(.partOfCycle($0.expression.target.rawValue, expression: $0.expression.text), at: $0.expression.location) }))
    }
}
