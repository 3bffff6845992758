import Measurement
import XCTest

/// What the generated scenes exercised, so that a generator that stops making some kind of
/// constraint fails the test instead of quietly testing less.
struct SceneCoverage {
    static let attributes = ["left", "leading", "right", "trailing", "centerX", "width", "top", "bottom", "centerY", "height"]
    static let relations = ["superview", "ancestor", "sibling", "elsewhere", "margins", "safeArea", "content", "frame"]

    private(set) var constraints = 0
    private(set) var positionMultipliers = 0
    /// First and second attributes of constraints whose multiplier is not 1.
    private var firstAttributes: [String: Int] = [:]
    private var secondAttributes: [String: Int] = [:]
    /// Multipliers seen on positions and on sizes.
    private var onPositions: [Double: Int] = [:]
    private var onSizes: [Double: Int] = [:]
    /// What the second item of a position constraint with a multiplier other than 1 is to the first view.
    private var relationCounts: [String: Int] = [:]
    private var depths: [Int: Int] = [:]
    private var optional = 0, inequalities = 0, keptFrames = 0, scrollOffsets = 0, derivedContentSizes = 0

    mutating func record(_ scene: GeneratedScene) {
        depths[scene.views.indices.map(scene.depth(of:)).max() ?? 0, default: 0] += 1
        keptFrames += scene.views.filter { $0.frame != nil && $0.parent != nil }.count
        scrollOffsets += scene.views.filter { ($0.scroll?.offset ?? [0, 0]) != [0, 0] }.count
        derivedContentSizes += scene.views.filter { $0.scroll != nil && $0.scroll?.contentSize == nil }.count
        for c in scene.constraints {
            constraints += 1
            if c.priority < 1000 { optional += 1 }
            if c.relation != "==" { inequalities += 1 }
            guard let second = c.second else { continue }
            let isSize = c.first.attribute == "width" || c.first.attribute == "height"
            if isSize { onSizes[c.multiplier, default: 0] += 1 } else { onPositions[c.multiplier, default: 0] += 1 }
            guard c.multiplier != 1 else { continue }
            firstAttributes[c.first.attribute, default: 0] += 1
            secondAttributes[second.attribute, default: 0] += 1
            guard !isSize else { continue }
            positionMultipliers += 1
            relationCounts[relation(of: second, to: c.first.item, in: scene), default: 0] += 1
        }
    }

    private func relation(of anchor: GeneratedScene.Anchor, to view: Int, in scene: GeneratedScene) -> String {
        if anchor.guide != .view { return anchor.guide.rawValue }
        let parent = scene.views[view].parent
        if anchor.item == parent { return "superview" }
        var above = parent
        while let a = above {
            if a == anchor.item { return "ancestor" }
            above = scene.views[a].parent
        }
        return scene.views[anchor.item].parent == parent ? "sibling" : "elsewhere"
    }

    var summary: String {
        let relations = Self.relations.map { "\($0) \(relationCounts[$0] ?? 0)" }.joined(separator: ", ")
        let trees = depths.keys.sorted().map { "\($0): \(depths[$0] ?? 0)" }.joined(separator: ", ")
        return "positions with a multiplier ≠ 1 relate to: \(relations); trees by depth: \(trees); \(optional) optional constraints, \(inequalities) inequalities, \(keptFrames) views keeping their frame, \(scrollOffsets) scrolled scroll views, \(derivedContentSizes) content sizes from constraints"
    }

    func assertComplete(file: StaticString = #filePath, line: UInt = #line) {
        for a in Self.attributes {
            XCTAssertGreaterThan(firstAttributes[a] ?? 0, 0, "no constraint on \(a) with a multiplier other than 1", file: file, line: line)
            XCTAssertGreaterThan(secondAttributes[a] ?? 0, 0, "no constraint to \(a) with a multiplier other than 1", file: file, line: line)
        }
        for m in SceneGenerator.multipliers {
            XCTAssertGreaterThan(onPositions[m] ?? 0, 0, "no position constraint with multiplier \(m)", file: file, line: line)
            XCTAssertGreaterThan(onSizes[m] ?? 0, 0, "no size constraint with multiplier \(m)", file: file, line: line)
        }
        for r in Self.relations {
            XCTAssertGreaterThan(relationCounts[r] ?? 0, 0, "no position with a multiplier relating to its \(r)", file: file, line: line)
        }
        for d in 2...5 { XCTAssertGreaterThan(depths[d] ?? 0, 0, "no tree \(d) deep", file: file, line: line) }
        for (what, n) in [("optional constraint", optional), ("inequality", inequalities), ("view keeping its frame", keptFrames),
                          ("scrolled scroll view", scrollOffsets), ("content size from constraints", derivedContentSizes)] {
            XCTAssertGreaterThan(n, 0, "no \(what)", file: file, line: line)
        }
    }
}
