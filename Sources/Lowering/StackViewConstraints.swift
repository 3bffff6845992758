import Geometry
import Measurement
import SceneModel

/// The constraints a `UIStackView` adds for its arranged subviews, generated as UIKit generates
/// them, so that stacks go into the same solver as the scene's own constraints: they nest, mix
/// with hand-written constraints, and conflict and report like any other.
///
/// For a horizontal stack (a vertical one swaps the axes), with `edge` the stack or, when
/// `isLayoutMarginsRelativeArrangement`, its margins:
/// - `UISV-canvas-connection`: `edge.leading == first.leading`, `last.trailing == edge.trailing`
///   over the visible views; across the axis, what the alignment pins to the edge;
/// - `UISV-spacing`: `next.leading == previous.trailing + spacing` (`>=` for the equal-spacing
///   and equal-centring distributions), a hidden view's gap closing;
/// - `UISV-alignment`: every view's aligned attribute equal to the first's;
/// - `UISV-hiding`: a hidden view's width is 0;
/// - `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing-edge`: the distribution;
/// - `UISV-spanning-boundary`: when the alignment is not `fill`, the stack's edges across the axis
///   contain every view, and the stack is as small as it can be at priority 51
///   (`UISV-spanning-fit`), which is how a stack hugs its tallest view; each view's height is
///   pulled to 0 at priority 25 (`UISV-ambiguity-suppression`), so a view without an intrinsic
///   height does not float.
/// The priorities are UIKit's as an open reimplementation verified against it (TZStackView)
/// records them.
enum StackViewConstraints {
    /// The scene with every stack view's constraints appended to its own, the guides they place
    /// in `layoutGuides`, and the arranged subviews handed to Auto Layout.
    static func expand(_ scene: Scene, content: ContentSizes) -> (scene: Scene, diagnostics: [Diagnostic]) {
        // By index: `contains(where:)` would copy every node to read its kind.
        guard scene.nodes.indices.contains(where: { scene.nodes[$0].kind == .stackView }) else { return (scene, []) }
        var nodes = scene.nodes
        // Who the scene's own constraints place is settled before stacks add theirs, which begin
        // with the stack but leave its frame to whatever placed it.
        for (index, placed) in Lowering.placedByConstraints(scene).enumerated() where nodes[index].view.translatesAutoresizingMaskIntoConstraints == nil {
            nodes[index] = nodes[index].settling(translatesAutoresizingMaskIntoConstraints: !placed)
        }
        var generator = Generator(nodes: nodes, constraints: scene.constraints, guides: scene.layoutGuides, content: content)
        generator.collapsesHidden = scene.collapsesHiddenArrangedSubviews
        generator.measureStacks()
        for index in nodes.indices where nodes[index].kind == .stackView { generator.generate(stack: index) }
        return (scene.with(nodes: generator.nodes, constraints: generator.constraints, layoutGuides: generator.guides), generator.diagnostics)
    }

    private struct Generator {
        /// The scene's nodes, arranged subviews handed to Auto Layout as they are met.
        var nodes: [SceneNode]
        /// The scene's constraints, then the generated ones.
        var constraints: [LayoutConstraint]
        /// The scene's guides, then the generated ones.
        var guides: [LayoutGuide]
        let content: ContentSizes
        var diagnostics: [Diagnostic] = []
        /// Hidden arranged views collapse, as UIKit lays them out (`Scene.collapsesHiddenArrangedSubviews`).
        var collapsesHidden = true
        /// Each stack's size from its arranged views' intrinsic sizes and its gaps (`measureStacks`).
        var stackSizes: [Int: Size] = [:]

        /// Whether the stack lays `v` out as hidden: zero long, with no gap.
        func collapsed(_ v: Int) -> Bool { collapsesHidden && nodes[v].layer.isHidden }

        init(nodes: [SceneNode], constraints: [LayoutConstraint], guides: [LayoutGuide], content: ContentSizes) {
            self.nodes = nodes
            self.constraints = constraints
            self.guides = guides
            self.content = content
        }

        typealias Attribute = LayoutConstraint.Attribute
        typealias Item = LayoutConstraint.Item

        /// The attributes along and across one axis.
        struct Axis {
            let leading: Attribute, trailing: Attribute, size: Attribute, center: Attribute

            static let horizontal = Axis(leading: .leading, trailing: .trailing, size: .width, center: .centerX)
            static let vertical = Axis(leading: .top, trailing: .bottom, size: .height, center: .centerY)
        }

        mutating func generate(stack s: Int) {
            let node = nodes[s]
            guard let properties = node.stack else { return }
            let arranged = node.children.filter { nodes[$0].kind.isView }
            guard let first = arranged.first else { return }
            for v in arranged { nodes[v] = nodes[v].settling(translatesAutoresizingMaskIntoConstraints: false) }
            let visible = arranged.filter { !collapsed($0) }
            let along = properties.axis == .horizontal ? Axis.horizontal : Axis.vertical
            let across = properties.axis == .horizontal ? Axis.vertical : Axis.horizontal
            let edge: Item = properties.isLayoutMarginsRelativeArrangement ? .margins(s) : .view(s)
            let context = Context(stack: s, location: node.location)

            var alignment = properties.alignment
            switch alignment {
            case .top: alignment = .leading
            case .bottom: alignment = .trailing
            case .firstBaseline where properties.axis == .vertical, .lastBaseline where properties.axis == .vertical:
                diagnostics.append(.warning(.baselineInVerticalStack(alignment.rawValue, node: node.displayName), at: node.location(of: .alignment)))
                alignment = .fill
            default: break
            }
            // UIKit spans the views with a guide (`UISV-alignment-spanner`) whose edges across the axis
            // are pinned to the stack's wherever its extent matters, so the spanning constraints are
            // written against the edge itself: the same solution, four variables fewer a stack.
            let spans = alignment != .fill

            for v in arranged {
                if spans { add(.view(v), across.size, .equal, nil, constant: 0, priority: 25, "UISV-ambiguity-suppression", context) }
                if collapsed(v) { add(.view(v), along.size, .equal, nil, constant: 0, priority: 1000, "UISV-hiding", context) }
            }

            // The stack's edges across the axis, as the alignment says; then along it, to the first and
            // last visible views. Each is added while one of its views' variables is still new to
            // the solver, which can then keep the row without expanding the variables it refers to
            // (a list's rows sit on a long chain of positions: see docs/Solver.md on lazy rows).
            if alignment == .fill || alignment == .leading { add(edge, across.leading, .equal, .view(first), "UISV-canvas-connection", context) }
            if alignment == .fill || alignment == .trailing { add(edge, across.trailing, .equal, .view(first), "UISV-canvas-connection", context) }
            if alignment == .center { add(edge, across.center, .equal, .view(first), "UISV-canvas-connection", context) }

            // Alignment: every view's aligned attribute equal to the first's.
            let aligned: [Attribute] = switch alignment {
            case .fill: [across.leading, across.trailing]
            case .center: [across.center]
            case .leading, .top: [across.leading]
            case .trailing, .bottom: [across.trailing]
            case .firstBaseline: [.firstBaseline]
            case .lastBaseline: [.lastBaseline]
            }
            for v in arranged.dropFirst() {
                for a in aligned { add(.view(first), a, .equal, .view(v), "UISV-alignment", context) }
            }

            if let f = visible.first { add(edge, along.leading, .equal, .view(f), "UISV-canvas-connection", context) }

            distribute(properties, arranged: arranged, visible: visible, along: along, edge: edge, context)
            if let l = visible.last { add(edge, along.trailing, .equal, .view(l), "UISV-canvas-connection", context) }

            if spans {
                // The aligned edge is already the first view's, and every view's equals it.
                for v in visible {
                    if alignment != .leading { add(edge, across.leading, .lessThanOrEqual, .view(v), "UISV-spanning-boundary", context) }
                    if alignment != .trailing { add(edge, across.trailing, .greaterThanOrEqual, .view(v), "UISV-spanning-boundary", context) }
                }
                add(edge, across.size, .equal, nil, constant: 0, priority: 51, "UISV-spanning-fit", context)
                if alignment == .firstBaseline || alignment == .lastBaseline {
                    // Baselines fix the views to one another but not to the stack: in a stack taller
                    // than they need, they rise to its top edge (UIKit's placement here is unmeasured).
                    for v in visible { add(.view(v), across.leading, .equal, edge, priority: 48, "scenec-baseline-top", context) }
                }
            }
        }

        /// How the views share the length along the axis.
        private mutating func distribute(_ properties: StackProperties, arranged: [Int], visible: [Int], along: Axis, edge: Item, _ context: Context) {
            switch properties.distribution {
            case .fill, .fillEqually, .fillProportionally:
                let gaps = spacingChain(arranged, spacing: properties.spacing)
                if properties.distribution == .fillEqually, let f = visible.first {
                    for v in visible.dropFirst() { add(.view(f), along.size, .equal, .view(v), "UISV-fill-equally", context) }
                }
                if properties.distribution == .fillProportionally {
                    // Each view's share of the length left after the gaps, in proportion to its
                    // intrinsic length. (TZStackView records UIKit's multiplier as a share of the
                    // whole length, gaps included, which leaves the last view the rounding; this
                    // form is the documented rule exactly.)
                    let total = visible.map { length(of: $0, along: along) }.reduce(0, +)
                    // The gaps between visible views: a collapsed view after the last one sits past the
                    // stack's end, its half gap outside the length shared.
                    let gapTotal = zip(visible, visible.dropFirst()).map { nodes[$0.0].view.spacingAfter ?? properties.spacing }.reduce(0, +)
                    var priority = 1000
                    for v in arranged {
                        if visible.count > 1 { priority -= 1 }
                        guard !collapsed(v), total > 0 else { continue }
                        let share = length(of: v, along: along) / total
                        add(.view(v), along.size, .equal, edge, multiplier: share, constant: -share * gapTotal, priority: max(1, priority),
                            "UISV-fill-proportionally", context)
                    }
                }
                for gap in gaps { add(.view(gap.next), along.leading, .equal, .view(gap.previous), secondAttribute: along.trailing, constant: gap.constant, "UISV-spacing", context) }
            case .equalSpacing, .equalCentering:
                add(.view(context.stack), along.size, .equal, nil, constant: 0, priority: 49, "UISV-fitting-size", context)
                var guides: [Item] = []
                for (previous, next) in zip(visible, visible.dropFirst()) {
                    let g = addGuide("UISV-distributing", owner: context.stack, ordinal: guides.count)
                    guides.append(g)
                    let (start, end) = properties.distribution == .equalSpacing ? (along.trailing, along.leading) : (along.center, along.center)
                    add(g, along.leading, .equal, .view(previous), secondAttribute: start, "UISV-distributing-edge", context)
                    add(g, along.trailing, .equal, .view(next), secondAttribute: end, "UISV-distributing-edge", context)
                }
                // Equal centring gives way to the spacing (priority 150); equal spacing does not.
                let priority = properties.distribution == .equalSpacing ? 1000 : 150
                if let f = guides.first {
                    for g in guides.dropFirst() { add(f, along.size, .equal, g, priority: priority, "UISV-fill-equally", context) }
                }
                // The least gaps lie between visible neighbours; a hidden view sits, zero long, against
                // the view before it (or, before the first visible view, the one after it).
                for (previous, next) in zip(visible, visible.dropFirst()) {
                    add(.view(next), along.leading, .greaterThanOrEqual, .view(previous), secondAttribute: along.trailing,
                        constant: nodes[previous].view.spacingAfter ?? properties.spacing, "UISV-spacing", context)
                }
                let firstVisible = visible.first.flatMap { arranged.firstIndex(of: $0) } ?? arranged.count
                for (i, h) in arranged.enumerated() where collapsed(h) {
                    if i < firstVisible {
                        if i + 1 < arranged.count { add(.view(arranged[i + 1]), along.leading, .equal, .view(h), secondAttribute: along.trailing, "UISV-spacing", context) }
                    } else {
                        add(.view(h), along.leading, .equal, .view(arranged[i - 1]), secondAttribute: along.trailing, "UISV-spacing", context)
                    }
                }
            }
        }

        /// The gap between each pair of neighbours. Hidden views collapse and the visible views
        /// either side of them keep one gap, the spacing after the visible view before them; the
        /// collapsed views sit halfway across it, half the gap after that view and half before the
        /// next visible one, and after the last visible view half its gap too
        /// (`openfoodfacts/ProductAddViewController.storyboard` stores a hidden label at the end of
        /// a stack with the standard 8 pt spacing 4 pt past the view before it). Hidden views
        /// before the first visible one take no gap.
        private func spacingChain(_ arranged: [Int], spacing: Double) -> [(previous: Int, next: Int, constant: Double)] {
            var lastVisible: Int?
            return arranged.indices.dropFirst().map { i in
                let (p, v) = (arranged[i - 1], arranged[i])
                if !collapsed(p) { lastVisible = p }
                let gap = lastVisible.map { nodes[$0].view.spacingAfter ?? spacing } ?? 0
                let constant = switch (collapsed(p), collapsed(v)) {
                case (false, false): gap
                case (false, true), (true, false): gap / 2
                case (true, true): 0.0
                }
                return (p, v, constant)
            }
        }

        /// A view's intrinsic length along the axis, as `fillProportionally` shares by it; a
        /// nested stack's is its size from its own views (`stackSizes`), and an axis without an
        /// intrinsic size (`noIntrinsicMetric`) counts 0.
        private func length(of view: Int, along: Axis) -> Double {
            let size = content.size(view, fittingWidth: nil) ?? stackSizes[view] ?? .zero
            return max(0, along.size == .width ? size.width : size.height)
        }

        /// Sizes every stack by its visible arranged views, as `fillProportionally` shares a
        /// stack's length among nested stacks: along its axis their intrinsic lengths and the
        /// gaps between them, across it the largest, and the margins it arranges inside. A stack
        /// has no intrinsic size of its own, yet Interface Builder shares by these sizes:
        /// FloatingPanel's `Sources/Main.storyboard`
        /// (toolsVersion 32700.99) stores two nested vertical stacks of 51.5 and 78 pt worth of
        /// views at 53 and 80.5 in the 133.5 pt a proportional stack leaves them, and IBAnimatable's
        /// `UserInterface.storyboard` (13771) two horizontal ones of 88.5 and 90.5 at 175.5 and 179.5
        /// in 355. Children come after their parents, so one backward pass sizes inner stacks first.
        mutating func measureStacks() {
            for s in nodes.indices.reversed() {
                guard let properties = nodes[s].stack else { continue }
                let arranged = nodes[s].children.filter { nodes[$0].kind.isView }
                let horizontal = properties.axis == .horizontal
                var along = 0.0, across = 0.0
                for v in arranged where !collapsed(v) {
                    let size = content.size(v, fittingWidth: nil) ?? stackSizes[v] ?? .zero
                    along += max(0, horizontal ? size.width : size.height)
                    across = max(across, horizontal ? size.height : size.width)
                }
                along += spacingChain(arranged, spacing: properties.spacing).map(\.constant).reduce(0, +)
                // Arranged inside its margins, the stack is that much larger.
                let m = properties.isLayoutMarginsRelativeArrangement ? nodes[s].view.layoutMargins : EdgeInsets(all: 0)
                stackSizes[s] = horizontal ? Size(width: along + m.left + m.right, height: across + m.top + m.bottom)
                    : Size(width: across + m.left + m.right, height: along + m.top + m.bottom)
            }
        }

        // MARK: - Building constraints

        struct Context {
            let stack: Int
            let location: SourceLocation
        }

        private mutating func addGuide(_ identifier: String, owner: Int, ordinal: Int = 0) -> Item {
            guides.append(LayoutGuide(owner: owner, identifier: identifier, ordinal: ordinal))
            return .guide(guides.count - 1)
        }

        /// `first.attribute relation multiplier × second.(secondAttribute ?? attribute) + constant @priority`.
        private mutating func add(_ first: Item, _ attribute: Attribute, _ relation: LayoutConstraint.Relation, _ second: Item?,
                                  secondAttribute: Attribute? = nil, multiplier: Double = 1, constant: Double = 0, priority: Int = 1000,
                                  _ identifier: String, _ context: Context) {
            let a = LayoutConstraint.Anchor(item: first, attribute: attribute)
            let b = second.map { LayoutConstraint.Anchor(item: $0, attribute: secondAttribute ?? attribute) }
            let unnamed = LayoutConstraint(first: a, relation: relation, second: b, multiplier: multiplier, constant: constant,
                                           priority: priority, text: "", location: context.location, identifier: identifier)
            let text = "\(identifier): " + ConstraintText.describe(unnamed, nodes: nodes, guides: guides)
            constraints.append(LayoutConstraint(first: a, relation: relation, second: b, multiplier: multiplier, constant: constant,
                                                priority: priority, text: text, location: context.location, identifier: identifier))
        }
    }
}
