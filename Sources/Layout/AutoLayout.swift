import Cassowary
import Geometry
import Measurement
import Lowering
import SceneModel

/// How a layout's constraint solves treat trouble, and the systems they start from.
struct SolveRules {
    /// Breaking an unsatisfiable constraint is an error rather than a warning.
    var strict: Bool
    /// Pivots the solver may make before the layout is given up with an error.
    var pivotLimit: Int
    /// The systems of earlier viewports a solve may start from, and keeps its own in.
    var solved: SolvedSystems?
    /// The table rows solved alone, each when its table lays it out, by `contentView`.
    var rows: [Int: RowSystem] = [:]
    /// Each view's safe area and margins for this solve (`GuideInsets`); nil: measured from no
    /// layout, as ``GuideInsets/initial(_:viewport:)`` gives them.
    var guides: GuideInsets?
}

/// Places the views that constraints place, as UIKit's layout engine does, and reports what
/// UIKit's console would: constraints it had to break, and views whose layout is ambiguous.
///
/// The system, in root coordinates (x, y, width, height per view that takes part):
/// - the root view is pinned to the viewport;
/// - a view that keeps `translatesAutoresizingMaskIntoConstraints` gets required constraints
///   that hold its frame relative to its superview (autoresizing-mask constraints);
/// - a view with an intrinsic size gets `size <= intrinsic` at its hugging priority and
///   `size >= intrinsic` at its compression resistance, per axis;
/// - a view's anchors (edges, centres, size, a baseline of a view without text) and its
///   intrinsic size are its alignment rect's: the frame inset by `alignmentRectInsets`, as
///   UIKit's `alignmentRect(forFrame:)` gives it, while the variables hold the frame;
/// - then the scene's constraints, in the order written. A required one that conflicts with
///   those before it is broken (left out), and the conflicting set is reported.
/// Transforms play no part, as they play none in Auto Layout: it sets `center` and `bounds`.
struct AutoLayout {
    /// A rectangle the solver places: a view's frame or a guide's, in root coordinates.
    typealias Rectangle = (x: Variable, y: Variable, w: Variable, h: Variable)

    /// What a diagnostic calls a constraint, and where it points.
    typealias Label = (text: String, location: SourceLocation)

    private var scene: Scene
    private var viewport: Viewport
    private var strict: Bool
    private let solver: Solver
    /// Set once the solver ran out of pivots: reported once, and the rest of the solve is skipped.
    private var gaveUp = false
    /// Every constraint the solver took, in the order added (the root's size first).
    private var system: [Constraint] = []
    /// The constraints of a later viewport, gathered to be compared with `system` rather than
    /// added (``relayOut(_:viewport:rules:placed:intrinsic:baselines:staticPlacement:)``).
    private var gathered: [Constraint]?
    /// True once the solver holds every constraint of the system it was given (none broken,
    /// pivots to spare): only such a solution can be moved to another viewport's constants.
    private(set) var isReusable = false
    /// For each node, whether it has variables; with the placed views, what fixes the variables.
    private var involved: [Bool] = []
    private var placed: [Bool] = []
    /// The scroll views whose `contentLayoutGuide` a constraint names, in index order.
    private var scrollContents: [Int] = []
    /// Each text view's baselines as offsets from its vertical centre, for this solve.
    private var baselines: (Int) -> (first: Double, last: Double)? = { _ in nil }
    private var variables: [Int: Rectangle] = [:]
    /// The variables of each of `Scene.layoutGuides` that takes part, by guide index.
    private var guideVariables: [Int: Rectangle] = [:]
    /// Each scroll view's `contentLayoutGuide` that a constraint names, by the scroll view's index.
    private var contentGuides: [Int: Rectangle] = [:]
    private var labels: [ObjectIdentifier: Label] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// Where each view's safe area and margins guides lie in its bounds, for this solve.
    private var guideInsets: GuideInsets

    init(scene: Scene, viewport: Viewport, rules: SolveRules) {
        self.scene = scene
        self.viewport = viewport
        self.strict = rules.strict
        self.guideInsets = rules.guides ?? GuideInsets.initial(scene, viewport: viewport)
        solver = Solver()
        solver.pivotLimit = rules.pivotLimit
    }

    /// The frames, in superview coordinates, of the views constraints place (nil elsewhere).
    /// - Parameter intrinsic: each view's `intrinsicContentSize` for this solve, nil without content.
    mutating func solve(placed: [Bool], intrinsic: (Int) -> Size?, baselines: @escaping (Int) -> (first: Double, last: Double)?,
                        staticPlacement: (Int) -> Placement) -> [Rect?] {
        self.baselines = baselines
        self.placed = placed
        let (involved, guides, scrollContents) = Self.participants(scene, placed: placed)
        (self.involved, self.scrollContents) = (involved, scrollContents)
        for i in scene.nodes.indices where involved[i] {
            let name = i == Scene.rootIndex ? "root" : scene.nodes[i].id ?? "view\(i)"
            variables[i] = (Variable("\(name).x"), Variable("\(name).y"), Variable("\(name).width"), Variable("\(name).height"))
        }
        for g in guides {
            let name = "\(scene.layoutGuides[g].identifier)#\(g)"
            guideVariables[g] = (Variable("\(name).x"), Variable("\(name).y"), Variable("\(name).width"), Variable("\(name).height"))
        }
        isReusable = true
        addSystem(intrinsic: intrinsic, staticPlacement: staticPlacement)
        let frames = solvedFrames(staticPlacement: staticPlacement)
        reportAmbiguity(placed: placed)
        isReusable = isReusable && !gaveUp
        return frames
    }

    /// The nodes that get variables (the views constraints place or name, their superviews
    /// and the root), the layout guides constraints name, and the scroll views whose
    /// `contentLayoutGuide` they name, each in index order.
    private static func participants(_ scene: Scene, placed: [Bool]) -> (involved: [Bool], guides: [Int], scrollContents: [Int]) {
        var involved = placed
        var guides = Set<Int>(), scrollContents = Set<Int>()
        for c in scene.constraints {
            c.forEachAnchor { anchor in
                if let v = anchor.item.view { involved[v] = true }
                if case .guide(let g) = anchor.item { guides.insert(g); involved[scene.layoutGuides[g].owner] = true }
                if case .contentLayoutGuide(let v) = anchor.item { scrollContents.insert(v) }
            }
        }
        for i in scene.nodes.indices.reversed() where involved[i] {
            if let parent = scene.nodes[i].parent { involved[parent] = true }
        }
        involved[Scene.rootIndex] = true
        return (involved, guides.sorted(), scrollContents.sorted())
    }

    /// Adds the whole system in UIKit's order (or gathers it, for a later viewport): the root's
    /// size, the frames of views that keep them, intrinsic sizes, content guides, then the
    /// scene's constraints as written.
    private mutating func addSystem(intrinsic: (Int) -> Size?, staticPlacement: (Int) -> Placement) {
        pinRoot()
        for i in scene.nodes.indices where involved[i] && i != Scene.rootIndex {
            if placed[i] { warnIfFrameIgnored(i) } else { holdFrame(i, staticPlacement(i)) }
        }
        // Measured once for both loops: a label's size at a width sets its text.
        var sizes: [(index: Int, size: Size)] = []
        for i in scene.nodes.indices where involved[i] && i != Scene.rootIndex {
            if let size = intrinsic(i) { sizes.append((i, size)) }
        }
        for (i, size) in sizes { addIntrinsicSize(i, size, required: false) }
        for scroll in scrollContents { addContentGuide(of: scroll, placement: staticPlacement(scroll)) }
        for c in scene.constraints { addUserConstraint(c) }
        // A content priority of 1000 makes its size constraint required, and where that
        // contradicts a required constraint of the scene or a stack view, the other one holds:
        // Interface Builder stores a hidden arranged label that hugs and resists at 1000 at
        // width 0, as `UISV-hiding` says, and UIKit gives the same frame. Added last, these are
        // the ones a conflict breaks.
        for (i, size) in sizes { addIntrinsicSize(i, size, required: true) }
    }

    /// The frames of the placed views in their superviews' coordinates, read from the solver.
    private mutating func solvedFrames(staticPlacement: (Int) -> Placement) -> [Rect?] {
        do {
            try solver.updateVariables()
        } catch {
            report(error, breaking: ("the layout", scene.location))
        }
        var frames = [Rect?](repeating: nil, count: scene.nodes.count)
        for i in scene.nodes.indices where placed[i] {
            guard let v = variables[i], let parent = scene.nodes[i].parent, let p = variables[parent] else { continue }
            let parentOrigin = staticPlacement(parent).bounds.origin
            frames[i] = Rect(x: solver.value(of: v.x) - solver.value(of: p.x) + parentOrigin.x,
                             y: solver.value(of: v.y) - solver.value(of: p.y) + parentOrigin.y,
                             width: solver.value(of: v.w), height: solver.value(of: v.h))
        }
        return frames
    }

    /// The frames of `scene` at `viewport` from this solver's solution, when the system there is
    /// this one with other constants: the same constraints in the same order over the same
    /// variables, each with the same terms, relation and priority. Those constants change in
    /// place (``Solver/changeConstants(_:)``) and the dual simplex moves the solution, as UIKit
    /// lays a view out again when it rotates. Nil, and this solver no longer reusable, when the
    /// system differs, when the new constants conflict, when the pivots run out, or when the
    /// layout there has several optima (an ambiguous layout, a loose content size or fitted
    /// height): a solve from scratch then answers, with the diagnostics it gives.
    ///
    /// Where the optimum is unique the frames are a fresh solve's: the solution of one linear
    /// program, reached by another path. Where it is not, the vertex reached depends on the
    /// path, so the fresh solve answers and the frames do not depend on which viewports were
    /// laid out before.
    mutating func relayOut(_ scene: Scene, viewport: Viewport, rules: SolveRules, placed: [Bool], intrinsic: (Int) -> Size?,
                           baselines: @escaping (Int) -> (first: Double, last: Double)?,
                           staticPlacement: (Int) -> Placement) -> [Rect?]? {
        guard isReusable, scene.nodes.count == self.scene.nodes.count, scene.layoutGuides.count == self.scene.layoutGuides.count,
              placed == self.placed else { return nil }
        isReusable = false
        let (involved, guides, scrollContents) = Self.participants(scene, placed: placed)
        guard involved == self.involved, scrollContents == self.scrollContents,
              guides.allSatisfy({ guideVariables[$0] != nil }), guides.count == guideVariables.count else { return nil }
        (self.scene, self.viewport, self.strict, self.baselines) = (scene, viewport, rules.strict, baselines)
        guideInsets = rules.guides ?? GuideInsets.initial(scene, viewport: viewport)
        diagnostics = []
        gathered = []
        addSystem(intrinsic: intrinsic, staticPlacement: staticPlacement)
        let now = gathered ?? []
        gathered = nil
        guard now.count == system.count else { return nil }
        var changes: [(constraint: Constraint, constant: Double)] = []
        var changed: [Int] = []
        for (k, new) in now.enumerated() {
            let old = system[k]
            guard Self.sameButConstant(old, new) else { return nil }
            if old.expression.constant != new.expression.constant {
                changes.append((old, new.expression.constant))
                changed.append(k)
            }
        }
        // Each layout has the pivot budget of a solve from scratch.
        solver.pivotLimit = solver.statistics.pivotUnits + rules.pivotLimit
        guard let replaced = (try? solver.changeConstants(changes)) ?? nil else { return nil }
        for (k, replacement) in zip(changed, replaced) { system[k] = replacement }
        let frames = solvedFrames(staticPlacement: staticPlacement)
        let sizes = ([viewport.fitsHeight ? variables[Scene.rootIndex]?.h : nil, viewport.fitsWidth ? variables[Scene.rootIndex]?.w : nil]
            + scrollContents.flatMap { [contentGuides[$0]?.w, contentGuides[$0]?.h] }).compactMap { $0 }
        // One read of the tableau answers both: a view that could move, a size that could.
        let ambiguity = reportAmbiguity(placed: placed, also: sizes)
        guard !ambiguity.found, !gaveUp, !ambiguity.extra.contains(true) else { return nil }
        isReusable = true
        return frames
    }

    /// Whether two constraints differ at most in their constants: the same variables with the
    /// same coefficients in the same order, the same relation and priority.
    private static func sameButConstant(_ a: Constraint, _ b: Constraint) -> Bool {
        guard a.relation == b.relation, a.priority == b.priority, a.expression.terms.count == b.expression.terms.count else { return false }
        for (s, t) in zip(a.expression.terms, b.expression.terms) where s.variable !== t.variable || s.coefficient != t.coefficient {
            return false
        }
        return true
    }

    /// Hands one constraint of the system to the solver (or to `gathered`), naming it `label`
    /// in the conflicts it takes part in when `noted`. Gathered constraints need no label: a
    /// solver that is moved to new constants takes no constraint that could conflict.
    private mutating func add(_ c: Constraint, breaking label: @autoclosure () -> Label, noted: Bool = true) {
        if gathered != nil {
            gathered?.append(c)
            return
        }
        let label = label()
        if noted { labels[ObjectIdentifier(c)] = label }
        do {
            try solver.add(c)
            system.append(c)
        } catch {
            isReusable = false
            report(error, breaking: label)
        }
    }

    // MARK: - The system

    private mutating func pinRoot() {
        guard let r = variables[Scene.rootIndex] else { return }
        let size = viewport.size
        var constraints = [r.x == 0, r.y == 0]
        if viewport.fitsWidth {
            // horizontalFittingPriority .fittingSizeLevel too: as narrow as the constraints allow,
            // never wider than the line the item sits in.
            constraints += [r.w >= 0, r.w <= size.width, (r.w == 0).priority(.fittingSizeLevel)]
        } else {
            constraints.append(r.w == size.width)
        }
        if viewport.fitsHeight {
            // systemLayoutSizeFitting with verticalFittingPriority .fittingSizeLevel: as small as
            // every constraint above priority 50 allows.
            constraints += [r.h >= 0, (r.h == 0).priority(.fittingSizeLevel)]
        } else {
            constraints.append(r.h == size.height)
        }
        // Nothing is in the solver yet, so only running out of pivots can fail here.
        let label = ("the root view's size (the viewport)", scene.location)
        for c in constraints { add(c, breaking: label, noted: false) }
    }

    /// The root view's height the constraints settled on (for a viewport that fits its height).
    func rootHeight() -> Double? {
        variables[Scene.rootIndex].map { solver.value(of: $0.h) }
    }

    /// The root view's width the constraints settled on (for a viewport that fits its width).
    func rootWidth() -> Double? {
        variables[Scene.rootIndex].map { solver.value(of: $0.w) }
    }

    /// The autoresizing-mask constraints of a view that keeps its frame.
    private mutating func holdFrame(_ i: Int, _ own: Placement) {
        guard let v = variables[i], let parent = scene.nodes[i].parent, let p = variables[parent] else { return }
        let node = scene.nodes[i]
        let label = ("\(node.displayName) frame (translatesAutoresizingMaskIntoConstraints)", node.location(of: .frame))
        let constraints: [Constraint]
        if case .boundsOf(.container, let inset)? = node.geometry.frame, node.geometry.bounds == nil, node.geometry.position == nil, node.view.frameExpressions.isEmpty, !node.view.sizeToFit {
            constraints = [v.x == p.x + inset.left, v.y == p.y + inset.top,
                           v.w == p.w - (inset.left + inset.right), v.h == p.h - (inset.top + inset.bottom)]
        } else {
            let parentOrigin = scene.nodes[parent].boundsOrigin
            let f = own.untransformedFrame
            constraints = [v.x == p.x + (f.minX - parentOrigin.x), v.y == p.y + (f.minY - parentOrigin.y), v.w == f.width, v.h == f.height]
        }
        for c in constraints { add(c, breaking: label) }
    }

    /// A scroll view's `contentLayoutGuide` starts where its content does, which lies
    /// `contentOffset` before its frame's origin; its size is `contentSize` when the scene gives it.
    private mutating func addContentGuide(of scroll: Int, placement: Placement) {
        guard let s = variables[scroll] else { return }
        let node = scene.nodes[scroll]
        let name = "\(node.id ?? "view\(scroll)").contentLayoutGuide"
        // A later viewport's system is compared with this one's over the same variables.
        let g: Rectangle = contentGuides[scroll] ?? (Variable("\(name).x"), Variable("\(name).y"), Variable("\(name).width"), Variable("\(name).height"))
        contentGuides[scroll] = g
        let origin = placement.bounds.origin
        var constraints = [g.x == s.x - origin.x, g.y == s.y - origin.y]
        if let size = node.scroll?.contentSize { constraints += [g.w == size.width, g.h == size.height] }
        let label = ("\(node.displayName) contentLayoutGuide (contentOffset and contentSize)", node.location(of: .contentSize))
        for c in constraints { add(c, breaking: label) }
    }

    /// The content size a scroll view's `contentLayoutGuide` settled on, if a constraint names it.
    func contentSize(of scroll: Int) -> Size? {
        contentGuides[scroll].map { Size(width: max(0, solver.value(of: $0.w)), height: max(0, solver.value(of: $0.h))) }
    }

    /// The intrinsic size's constraints whose priority is 1000 (`required`) or those below.
    private mutating func addIntrinsicSize(_ i: Int, _ size: Size, required: Bool) {
        let node = scene.nodes[i]
        guard let v = variables[i] else { return }
        // `intrinsicContentSize` is the alignment rect's size, which lies inside the frame by
        // `alignmentRectInsets` (https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize).
        let a = node.view.alignmentRectInsets
        let sizes = [(v.w - (a.left + a.right), size.width, node.view.horizontalContent, "width"),
                     (v.h - (a.top + a.bottom), size.height, node.view.verticalContent, "height")]
        // A negative value is `UIView.noIntrinsicMetric`: that axis is left to the constraints.
        for (variable, value, content, axis) in sizes where value >= 0 {
            // Named only when a conflict or a first solve needs the name, not when a solved
            // system is gathered again to compare its constants.
            let label = { ("\(node.displayName) intrinsic \(axis) \(NumberText.format(value))",
                           node.view.intrinsicSize == nil ? node.location : node.location(of: .intrinsicSize)) }
            // Each built only when added, at its priority from the start.
            for (relation, priority) in [(Relation.lessThanOrEqual, content.hugging), (.greaterThanOrEqual, content.compressionResistance)]
            where (priority >= 1000) == required {
                add(Constraint(variable, relation, LinearExpression(constant: value), priority: Priority(priority)), breaking: label())
            }
        }
    }

    private mutating func addUserConstraint(_ c: LayoutConstraint) {
        guard let lhs = expression(c.first) else { return }
        var rhs = LinearExpression(constant: c.constant)
        if let second = c.second, let e = expression(second) {
            rhs = c.multiplier * e + c.constant
            // UIKit relates two positions in the coordinate space of the items' nearest common
            // ancestor, while these variables are in the root's: lhs − o = m·(rhs − o) + c, with
            // o that space's origin in the root, so rhs gains (1 − m)·o. With m = 1, o cancels.
            if c.multiplier != 1, !c.first.attribute.isSize, let o = commonSpaceOrigin(c.first.item, second.item, horizontal: c.first.attribute.isHorizontal) {
                rhs = rhs + (1 - c.multiplier) * o
            }
        }
        let relation: Relation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let constraint = Constraint(lhs, relation, rhs, priority: Priority(c.priority))
        add(constraint, breaking: ("'\(c.text)'", c.location))
    }

    /// Where the bounds of the nearest common ancestor of two constraint items lie in the
    /// root's coordinates, on one axis: the space UIKit evaluates a constraint between them in
    /// (measured in Xcode and described in the answer to "Autolayout - When using
    /// NSLayoutAttributeCenterX what scale does the multiplier use?",
    /// https://daily-blog.netlify.app/questions/2165322). A view's layout guides count as the
    /// view, the safe area as the root view. Nil when that view has no variables.
    private func commonSpaceOrigin(_ a: LayoutConstraint.Item, _ b: LayoutConstraint.Item, horizontal: Bool) -> LinearExpression? {
        func owner(_ item: LayoutConstraint.Item) -> Int {
            switch item {
            case .keyboard: Scene.rootIndex
            case .guide(let g): scene.layoutGuides[g].owner
            default: item.view ?? Scene.rootIndex
            }
        }
        func depth(_ i: Int) -> Int {
            var (d, j) = (0, i)
            while let parent = scene.nodes[j].parent { d += 1; j = parent }
            return d
        }
        var (x, y) = (owner(a), owner(b))
        var (dx, dy) = (depth(x), depth(y))
        while dx > dy, let parent = scene.nodes[x].parent { x = parent; dx -= 1 }
        while dy > dx, let parent = scene.nodes[y].parent { y = parent; dy -= 1 }
        while x != y, let px = scene.nodes[x].parent, let py = scene.nodes[y].parent { (x, y) = (px, py) }
        guard let v = variables[x] else { return nil }
        let origin = scene.nodes[x].boundsOrigin
        return horizontal ? v.x - origin.x : v.y - origin.y
    }

    /// An anchor as a linear expression over root-coordinate variables.
    private func expression(_ anchor: LayoutConstraint.Anchor) -> LinearExpression? {
        let a = anchor.attribute
        switch anchor.item {
        case .keyboard:
            let guide = viewport.keyboardGuide
            let (x, y, w, h) = (guide.minX, guide.minY, guide.width, guide.height)
            let value: Double = switch a {
            case .left, .leading: x
            case .right, .trailing: x + w
            case .centerX: x + w / 2
            case .width: w
            case .top: y
            case .bottom, .firstBaseline, .lastBaseline: y + h
            case .centerY: y + h / 2
            case .height: h
            }
            return LinearExpression(constant: value)
        case .view(let i), .margins(let i), .safeArea(let i), .frameLayoutGuide(let i):
            guard let v = variables[i] else { return nil }
            // A view's own anchors are its alignment rect's (`alignmentRect(forFrame:)`); its
            // margins and safe area guides lie in its bounds (`GuideInsets`) and a scroll
            // view's frame guide is its frame.
            var m = EdgeInsets.zero
            if case .view = anchor.item { m = scene.nodes[i].view.alignmentRectInsets }
            if case .margins = anchor.item { m = guideInsets.margins[i] }
            if case .safeArea = anchor.item { m = guideInsets.safeArea[i] }
            if (a == .firstBaseline || a == .lastBaseline), case .view = anchor.item, let offsets = baselines(i) {
                // Text is centred vertically, so a baseline is the centre plus a constant.
                return v.y + 0.5 * v.h + (a == .firstBaseline ? offsets.first : offsets.last)
            }
            return Self.expression(a, of: v, inset: m)
        case .contentLayoutGuide(let i):
            return contentGuides[i].map { Self.expression(a, of: $0, inset: .zero) }
        case .guide(let g):
            return guideVariables[g].map { Self.expression(a, of: $0, inset: .zero) }
        }
    }

    /// An attribute of a rectangle inset by `m`; a baseline of something without text is its bottom.
    private static func expression(_ a: LayoutConstraint.Attribute, of v: Rectangle, inset m: EdgeInsets) -> LinearExpression {
        switch a {
        case .left, .leading: v.x + m.left
        case .right, .trailing: v.x + v.w - m.right
        case .centerX: v.x + 0.5 * v.w + 0.5 * (m.left - m.right)
        case .width: v.w - (m.left + m.right)
        case .top: v.y + m.top
        case .bottom, .firstBaseline, .lastBaseline: v.y + v.h - m.bottom
        case .centerY: v.y + 0.5 * v.h + 0.5 * (m.top - m.bottom)
        case .height: v.h - (m.top + m.bottom)
        }
    }

    // MARK: - Diagnostics

    private mutating func warnIfFrameIgnored(_ i: Int) {
        let node = scene.nodes[i]
        if let first = node.view.frameExpressions.first {
            diagnostics.append(.warning(.frameExpressionsIgnored(node.displayName), at: first.location))
        }
        guard node.geometry.frame != nil, let location = node.places[.frame] else { return }
        diagnostics.append(.warning(.frameIgnored(node.displayName), at: location))
    }

    /// The conflicting constraints one "unable to satisfy" diagnostic names, in the order they
    /// were added; one more note counts the rest. Why a bound: in a chain where each constraint
    /// conflicts with all before it, listing every one would print notes quadratic in the chain.
    static let conflictNotesListed = 10

    /// UIKit's "Unable to simultaneously satisfy constraints", with the places of the first
    /// ``conflictNotesListed`` conflicting constraints as notes, and a count of the others.
    private mutating func report(_ error: Error, breaking broken: (text: String, location: SourceLocation)) {
        if case SolverError.pivotLimitReached(let pivots) = error, !gaveUp {
            gaveUp = true
            diagnostics.append(.error(.solverGaveUp(after: pivots, adding: broken.text), at: broken.location))
        }
        if case SolverError.numericalTrouble(let constraint, let reason) = error {
            // Outside the numbers the solver answers exactly, or an answer that failed its
            // own check on fresh numbers: an error at the constraint, never a wrong frame.
            let place = labels[ObjectIdentifier(constraint)] ?? broken
            diagnostics.append(.error(.inexactLayout(place.text, "\(reason)"), at: place.location))
            gaveUp = true
            return
        }
        guard case SolverError.unsatisfiableConstraint(_, let conflicting) = error else { return }
        var notes: [Diagnostic.Note] = []
        var unlisted = 0
        for constraint in conflicting.dropLast() {
            guard let label = labels[ObjectIdentifier(constraint)] else { continue }
            if notes.count < Self.conflictNotesListed {
                notes.append(Diagnostic.Note(.conflictsWith(label.text), at: label.location))
            } else {
                unlisted += 1
            }
        }
        if unlisted > 0 { notes.append(Diagnostic.Note(.moreConflicts(unlisted), at: broken.location)) }
        diagnostics.append(Diagnostic(strict ? .error : .warning,
                                      .unsatisfiableConstraints(breaking: broken.text),
                                      at: broken.location, notes: notes))
    }

    /// UIKit's `hasAmbiguousLayout`: a placed view whose x, y, width or height can move in
    /// some direction without making the solution worse at any priority. Read once from the
    /// solved tableau (``Solver/undeterminedVariables(among:)``), so scenes of any size are
    /// checked. True when one was found; with it, which of `also` (more variables, read from
    /// the tableau in the same pass) are undetermined.
    @discardableResult
    private mutating func reportAmbiguity(placed: [Bool], also extra: [Variable] = []) -> (found: Bool, extra: [Bool]) {
        guard !gaveUp else { return (false, []) }
        var views: [(index: Int, variables: Rectangle)] = []
        for i in scene.nodes.indices where placed[i] {
            if let v = variables[i] { views.append((i, v)) }
        }
        let aspects = ["horizontal position", "width", "vertical position", "height"]
        let undetermined = solver.undeterminedVariables(among: views.flatMap { [$0.variables.x, $0.variables.w, $0.variables.y, $0.variables.h] } + extra)
        var found = false
        for (k, view) in views.enumerated() {
            let loose = aspects.indices.filter { undetermined[4 * k + $0] }.map { aspects[$0] }
            guard !loose.isEmpty else { continue }
            found = true
            let node = scene.nodes[view.index]
            diagnostics.append(.warning(.ambiguousLayout(node.displayName, aspects: loose), at: node.location))
        }
        return (found, Array(undetermined.suffix(extra.count)))
    }
}
