import SceneModel

/// The constraint systems solved for a scene's earlier viewports, kept so that a later
/// viewport is laid out from an earlier solution, as UIKit lays a screen out again when it
/// rotates, rather than solved from scratch.
///
/// A later viewport's system usually differs from an earlier one only in constants: the
/// root's size, safe-area edges, intrinsic heights that follow widths. When it does (the same
/// constraints, in the same order, over the same variables, with the same terms, relations
/// and priorities), those constants change in place and the dual simplex moves the solution;
/// otherwise, or when the new constants conflict, or the layout there has several optima, the
/// viewport is solved from scratch as if alone. See docs/Architecture.md, "Later viewports".
///
/// One instance serves one scene's viewports, laid out one after another
/// (`LayoutPass.run(_:viewport:strict:pivotLimit:content:solved:design:)`); it holds a solver per
/// layout round it has seen.
public final class SolvedSystems {
    /// Where a solve stands in a viewport's layout: the round of the passes that settle
    /// height-for-width views and frames constraints refer to, and whether the root's height
    /// (and width) is being fitted. A later viewport's solve in the same place has the most alike system.
    struct Slot: Hashable {
        var round: Int
        var fitsHeight: Bool
        var fitsWidth = false
    }

    /// The last solver of each slot. Looked up, never iterated.
    private var systems: [Slot: AutoLayout] = [:]

    /// Constraint solves that started from an earlier viewport's solution.
    public private(set) var relayouts = 0
    /// Constraint solves from scratch: the first of each slot, and those whose system differs.
    public private(set) var freshSolves = 0

    /// An empty store: the first viewport is solved from scratch.
    public init() {}

    /// A store for laying out `viewports` in turn, or nil for one viewport: nothing would
    /// start from its solver, which would only stay in memory while the viewport is printed.
    public static func forLaterViewports(of viewports: [Viewport]) -> SolvedSystems? {
        viewports.count > 1 ? SolvedSystems() : nil
    }

    /// The solver last used in `slot`, taken out (a solve changes it in place).
    func take(_ slot: Slot) -> AutoLayout? {
        systems.removeValue(forKey: slot)
    }

    /// Keeps `system` for the next viewport's solve in `slot` when it can be moved there.
    func keep(_ system: AutoLayout, in slot: Slot, relaidOut: Bool) {
        if relaidOut { relayouts += 1 } else { freshSolves += 1 }
        if system.isReusable { systems[slot] = system }
    }
}
