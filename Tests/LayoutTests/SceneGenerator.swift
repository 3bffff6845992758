import TestSupport

/// Random well-posed scenes for the scene differential test: view trees 2–5 deep (scroll views
/// and views that keep their frame among them), every placed view fully determined, with
/// constraints to superviews, ancestors at any depth, siblings, cousins and guides (margins,
/// the safe area, scroll views' content and frame guides), on every edge, centre and size,
/// with multipliers on positions and sizes alike.
///
/// How a scene is made well-posed: a layout is chosen first (each view's frame in window
/// coordinates), then constraints are written that it satisfies, each constant worked out
/// from it. Views are taken parents first; each placed view gets, per axis, two constraints
/// on two different attributes among {minimum edge, maximum edge, centre, size}, relating it
/// only to things already placed. With the other side known, each is one linear equation in
/// the view's origin and size on that axis, and any two of those attributes are independent,
/// so the view is determined whatever the multipliers. The closest common ancestor of the
/// two items is always a proper ancestor of the view being placed, hence placed before it.
///
/// A determining constraint is required; or a required inequality that an optional pull
/// toward its forbidden side holds at its bound; or optional, possibly against a rival of a
/// lower priority that wants the attribute elsewhere. Each scene has three optional
/// priorities: pulls and optional determining constraints take the two higher ones, rivals the
/// lowest. A pull is relative to the same anchor as its inequality, so its error is least
/// exactly at the bound wherever the rest lies: pulls never compete with one another, and the
/// chosen layout is the only best one at the higher levels. Rivals are the only constraints
/// left unsatisfied, and they are decided last, with nothing left to move.
struct SceneGenerator {
    static let multipliers: [Double] = [0.25, 0.5, 1, 1.5, 2, 3]
    static let priorityPool = [1, 50, 250, 251, 500, 749, 750, 999]
    /// Few enough rivals that, with kiwi's weights 1e4 apart, no gain among them can pay for
    /// an error of a higher priority.
    static let maximumRivals = 4

    private enum Kind: CaseIterable { case minimum, maximum, center, size }

    private var rng: SeededRandom
    private var scene: GeneratedScene
    /// Each view's frame in window coordinates: x, y, width, height.
    private var window: [[Double]] = []
    /// Each scroll view's content size in the chosen layout.
    private var contentSize: [Int: [Double]] = [:]
    private var placed: [Bool] = []
    /// Per scroll view and axis: whether its content guide's size is decided yet.
    private var contentKnown: [Int: [Bool]] = [:]
    private var upperLevels: [Int] = []
    private var rivalLevel = 0
    private var rivals = 0

    /// A scene; `rng` moves on, so successive calls give different scenes.
    static func scene(_ rng: inout SeededRandom) -> GeneratedScene {
        var generator = SceneGenerator(rng: rng)
        generator.makeTree()
        generator.constrain()
        rng = generator.rng
        generator.scene.chosen = generator.window
        return generator.scene
    }

    private init(rng: SeededRandom) {
        self.rng = rng
        scene = GeneratedScene(width: 0, height: 0, safeArea: [0, 0, 0, 0], views: [], constraints: [])
    }

    // MARK: - The tree and its layout

    private mutating func makeTree() {
        scene.width = Double(rng.int(300...480))
        scene.height = Double(rng.int(560...900))
        if rng.chance(0.5) {
            scene.safeArea = [Double(rng.int(20...59)), Double(rng.pick([0, 0, 21, 44])), Double(rng.int(0...34)), Double(rng.pick([0, 0, 13, 44]))]
        }
        scene.views = [GeneratedScene.View(id: "", parent: nil, margins: GeneratedScene.defaultMargins)]
        window = [[0, 0, scene.width, scene.height]]
        let depth = rng.int(2...5)
        let count = rng.int(max(depth, 4)...11)
        var scrolls = 0
        for index in 1...count {
            // The first `depth` views make a chain, so the tree is that deep.
            let parent = index <= depth ? index - 1
                : rng.pick(scene.views.indices.filter { scene.depth(of: $0) < depth })
            let scroll = scrolls < 2 && rng.chance(0.2)
            if scroll { scrolls += 1 }
            addView(index, parent: parent, scroll: scroll, keepsFrame: rng.chance(0.15))
        }
        placed = scene.views.map { $0.parent != nil && $0.frame == nil }
        // A content guide whose size no placed view inside can decide gets a contentSize.
        for s in contentSize.keys.sorted() {
            if scene.views[s].scroll?.contentSize == nil, !scene.views.indices.contains(where: { placed[$0] && isDescendant($0, of: s) }) {
                scene.views[s].scroll?.contentSize = contentSize[s]
            }
            contentKnown[s] = Array(repeating: scene.views[s].scroll?.contentSize != nil, count: 2)
        }
        // Priority 1 can only be the rivals' level: scenec looks for ambiguity with a probe at
        // priority 1, which ties with a constraint of that priority that decides a view.
        let levels = Array(Self.priorityPool.shuffled(&rng).prefix(3)).sorted()
        rivalLevel = levels[0]
        upperLevels = Array(levels.dropFirst())
    }

    private mutating func addView(_ index: Int, parent: Int, scroll: Bool, keepsFrame: Bool) {
        // The space children are laid out in: the parent's size, or its content's.
        let extent = contentSize[parent] ?? [window[parent][2], window[parent][3]]
        var frame: [Double] = []
        for axis in 0..<2 {
            let room = Int(extent[axis])
            let size = rng.int(max(24, room / 4)...max(24, room * 3 / 4))
            frame.insert(Double(rng.int(0...max(0, room - size))), at: axis)
            frame.append(Double(size))
        }
        let origin = spaceOrigin(parent)
        window.append([origin[0] + frame[0], origin[1] + frame[1], frame[2], frame[3]])
        var margins = GeneratedScene.defaultMargins
        if rng.chance(0.6) { margins = (0..<4).map { _ in Double(rng.int(0...10)) } }
        var view = GeneratedScene.View(id: "v\(index)", parent: parent, margins: margins, frame: keepsFrame ? frame : nil)
        if scroll {
            let offset = [Double(rng.chance(0.5) ? rng.int(0...40) : 0), Double(rng.chance(0.7) ? rng.int(0...120) : 0)]
            let size = [frame[2] + Double(rng.int(0...Int(frame[2]))), frame[3] + Double(rng.int(0...2 * Int(frame[3])))]
            contentSize[index] = size
            view.scroll = GeneratedScene.Scroll(offset: offset, contentSize: rng.chance(0.4) ? size : nil)
        }
        scene.views.append(view)
    }

    /// Where (0, 0) of a view's bounds lies in the window: a scroll view's offset shifts it.
    private func spaceOrigin(_ view: Int) -> [Double] {
        let offset = scene.views[view].scroll?.offset ?? [0, 0]
        return [window[view][0] - offset[0], window[view][1] - offset[1]]
    }

    private func isDescendant(_ view: Int, of ancestor: Int) -> Bool {
        var v = view
        while let parent = scene.views[v].parent {
            if parent == ancestor { return true }
            v = parent
        }
        return false
    }

    private func ancestors(_ view: Int) -> [Int] {
        var chain: [Int] = []
        var v = view
        while let parent = scene.views[v].parent { chain.append(parent); v = parent }
        return chain
    }

    // MARK: - Constraints

    /// Places views parents first, in a random order otherwise, so a view can refer to
    /// cousins and other subtrees placed before it.
    private mutating func constrain() {
        var done = [true] + Array(repeating: false, count: scene.views.count - 1)
        while done.contains(false) {
            let ready = scene.views.indices.filter { !done[$0] && done[scene.views[$0].parent ?? 0] }
            let view = rng.pick(ready)
            if placed[view] {
                for axis in 0..<2 {
                    var kinds = Kind.allCases
                    let first = kinds.remove(at: rng.int(0...3))
                    let second = kinds[rng.int(0...2)]
                    for kind in [first, second] { determine(view, axis: axis, kind: kind, done: done) }
                    if rng.chance(0.15) { addSlackInequality(view, axis: axis, done: done) }
                }
                closeContentGuides(from: view)
            }
            done[view] = true
        }
    }

    /// One constraint that, with the other side placed, fixes one attribute of `view`.
    private mutating func determine(_ view: Int, axis: Int, kind: Kind, done: [Bool]) {
        let first = GeneratedScene.Anchor(item: view, guide: .view, attribute: attribute(kind, axis: axis))
        let (target, multiplier) = reference(for: view, axis: axis, kind: kind, done: done)
        let second: GeneratedScene.Anchor? = kind == .size && rng.chance(0.25) ? nil : target
        let constant = self.constant(first, second, multiplier)
        switch rng.int(0...9) {
        case 6...7:
            // Required, but an inequality: an optional pull toward its forbidden side holds it at its bound.
            let below = rng.chance(0.5)
            add(first, below ? ">=" : "<=", second, multiplier, constant, 1000)
            let pull = Double(rng.int(5...40))
            add(first, "==", second, multiplier, below ? constant - pull : constant + pull, rng.pick(upperLevels))
        case 8, 9:
            add(first, "==", second, multiplier, constant, rng.pick(upperLevels))
            if rivals < Self.maximumRivals && rng.chance(0.5) {
                // A rival of the lowest priority wants the attribute elsewhere, and loses.
                let (rival, rivalMultiplier) = reference(for: view, axis: axis, kind: kind, done: done)
                let rivalConstant = self.constant(first, rival, rivalMultiplier) + Double(rng.pick([-1, 1]) * rng.int(5...40))
                add(first, "==", rival, rivalMultiplier, rivalConstant, rivalLevel)
                rivals += 1
            }
        default:
            add(first, "==", second, multiplier, constant, 1000)
        }
    }

    /// A required inequality the layout satisfies with room to spare: it changes nothing.
    private mutating func addSlackInequality(_ view: Int, axis: Int, done: [Bool]) {
        let kind = Kind.allCases[rng.int(0...3)]
        let first = GeneratedScene.Anchor(item: view, guide: .view, attribute: attribute(kind, axis: axis))
        let (second, multiplier) = reference(for: view, axis: axis, kind: kind, done: done)
        let slack = Double(rng.int(1...30))
        let below = rng.chance(0.5)
        let constant = self.constant(first, second, multiplier)
        add(first, below ? ">=" : "<=", second, multiplier, below ? constant - slack : constant + slack, 1000)
    }

    /// Once a view inside a scroll view whose content size is open is placed, one constraint
    /// from it to the content guide's far edge, centre or size decides that size.
    private mutating func closeContentGuides(from view: Int) {
        for s in ancestors(view) where contentKnown[s] != nil {
            for axis in 0..<2 where contentKnown[s]?[axis] == false {
                let kind = rng.pick([Kind.maximum, .center, .size])
                let first = GeneratedScene.Anchor(item: view, guide: .view, attribute: attribute(rng.pick(kind == .size ? [Kind.size] : [.minimum, .maximum, .center]), axis: axis))
                let second = GeneratedScene.Anchor(item: s, guide: .content, attribute: attribute(kind, axis: axis))
                let multiplier = rng.pick(Self.multipliers)
                add(first, "==", second, multiplier, constant(first, second, multiplier), rng.chance(0.8) ? 1000 : rng.pick(upperLevels))
                contentKnown[s]?[axis] = true
            }
        }
    }

    private mutating func add(_ first: GeneratedScene.Anchor, _ relation: String, _ second: GeneratedScene.Anchor?,
                              _ multiplier: Double, _ constant: Double, _ priority: Int) {
        scene.constraints.append(GeneratedScene.Constraint(first: first, relation: relation, second: second,
                                                           multiplier: second == nil ? 1 : multiplier,
                                                           constant: constant, priority: priority))
    }

    private mutating func attribute(_ kind: Kind, axis: Int) -> String {
        switch (kind, axis) {
        case (.minimum, 0): rng.pick(["leading", "left"])
        case (.maximum, 0): rng.pick(["trailing", "right"])
        case (.center, 0): "centerX"
        case (.size, 0): "width"
        case (.minimum, _): "top"
        case (.maximum, _): "bottom"
        case (.center, _): "centerY"
        default: "height"
        }
    }

    /// Something already placed to relate `view`'s attribute to, with a multiplier: its
    /// superview, an ancestor further up, a sibling, a view elsewhere in the tree, or a guide.
    private mutating func reference(for view: Int, axis: Int, kind: Kind, done: [Bool]) -> (GeneratedScene.Anchor, Double) {
        let parent = scene.views[view].parent ?? 0
        let above = ancestors(view).dropFirst().filter { $0 != 0 }
        let siblings = scene.views.indices.filter { done[$0] && $0 != 0 && scene.views[$0].parent == parent }
        let elsewhere = scene.views.indices.filter { done[$0] && $0 != 0 && scene.views[$0].parent != parent && !above.contains($0) && $0 != parent }
        let margins = scene.views.indices.filter { done[$0] && $0 != 0 && insideSafeArea($0) }
        let contents = ancestors(view).filter { contentKnown[$0] != nil }
        let frames = scene.views.indices.filter { done[$0] && scene.views[$0].scroll != nil }
        func itself(_ item: Int) -> GeneratedScene.Anchor { .init(item: item, guide: .view, attribute: "") }
        var pool: [(Int, GeneratedScene.Anchor)] = [(4, itself(parent))]
        if !above.isEmpty { pool.append((2, itself(rng.pick(Array(above))))) }
        if !siblings.isEmpty { pool.append((2, itself(rng.pick(siblings)))) }
        if !elsewhere.isEmpty { pool.append((2, itself(rng.pick(elsewhere)))) }
        if !margins.isEmpty { pool.append((2, .init(item: rng.pick(margins), guide: .margins, attribute: ""))) }
        if scene.safeArea != [0, 0, 0, 0] { pool.append((1, .init(item: 0, guide: .safeArea, attribute: ""))) }
        if !contents.isEmpty { pool.append((2, .init(item: rng.pick(contents), guide: .content, attribute: ""))) }
        if !frames.isEmpty { pool.append((1, .init(item: rng.pick(frames), guide: .frame, attribute: ""))) }
        var ticket = rng.int(0...(pool.map(\.0).reduce(0, +) - 1))
        var anchor = pool[0].1
        for (weight, candidate) in pool {
            if ticket < weight { anchor = candidate; break }
            ticket -= weight
        }
        // A size may be another axis's (`width == 2 * x.height`); a content guide's far edge,
        // centre and size only once its size is decided.
        var secondAxis = axis
        if kind == .size && rng.chance(0.25) { secondAxis = 1 - axis }
        let open = anchor.guide == .content && contentKnown[anchor.item]?[secondAxis] == false
        if open && kind == .size { anchor = itself(parent) }
        let kinds: [Kind] = kind == .size ? [.size] : open ? [.minimum] : [.minimum, .maximum, .center]
        anchor.attribute = attribute(rng.pick(kinds), axis: secondAxis)
        return (anchor, rng.pick(Self.multipliers))
    }

    /// UIKit grows the margins of a view that reaches into the unsafe area by the overlap
    /// (`insetsLayoutMarginsFromSafeArea`), which the kiwi oracle leaves out (`SafeAreaTests`
    /// checks it); margins are used only on views inside the safe area, where the two agree.
    private func insideSafeArea(_ view: Int) -> Bool {
        let f = window[view], s = scene.safeArea
        return f[0] >= s[1] && f[1] >= s[0] && f[0] + f[2] <= scene.width - s[3] && f[1] + f[3] <= scene.height - s[2]
    }

    // MARK: - Values in the chosen layout

    /// The constant that makes `first == multiplier × second + constant` hold in the chosen
    /// layout, positions taken in the two items' closest common ancestor's coordinates.
    private func constant(_ first: GeneratedScene.Anchor, _ second: GeneratedScene.Anchor?, _ multiplier: Double) -> Double {
        guard let second else { return value(first, in: 0) }
        let space = commonAncestor(owner(first), owner(second))
        return value(first, in: space) - multiplier * value(second, in: space)
    }

    private func owner(_ anchor: GeneratedScene.Anchor) -> Int { anchor.guide == .safeArea ? 0 : anchor.item }

    private func commonAncestor(_ a: Int, _ b: Int) -> Int {
        let chain = [a] + ancestors(a)
        return ([b] + ancestors(b)).first { chain.contains($0) } ?? 0
    }

    private func value(_ anchor: GeneratedScene.Anchor, in space: Int) -> Double {
        var r = window[anchor.item]
        switch anchor.guide {
        case .view, .frame: break
        case .margins:
            let m = scene.views[anchor.item].margins
            r = [r[0] + m[1], r[1] + m[0], r[2] - m[1] - m[3], r[3] - m[0] - m[2]]
        case .safeArea:
            let s = scene.safeArea
            r = [s[1], s[0], scene.width - s[1] - s[3], scene.height - s[0] - s[2]]
        case .content:
            r = spaceOrigin(anchor.item) + (contentSize[anchor.item] ?? [0, 0])
        }
        let origin = spaceOrigin(space)
        switch anchor.attribute {
        case "leading", "left": return r[0] - origin[0]
        case "trailing", "right": return r[0] + r[2] - origin[0]
        case "centerX": return r[0] + r[2] / 2 - origin[0]
        case "width": return r[2]
        case "top": return r[1] - origin[1]
        case "bottom": return r[1] + r[3] - origin[1]
        case "centerY": return r[1] + r[3] / 2 - origin[1]
        default: return r[3]
        }
    }
}

private extension Array {
    /// Fisher–Yates with the seeded generator.
    func shuffled(_ rng: inout SeededRandom) -> [Element] {
        var items = self
        for i in stride(from: items.count - 1, to: 0, by: -1) { items.swapAt(i, rng.int(0...i)) }
        return items
    }
}
