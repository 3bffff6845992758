import SceneModel
import XMLReading

extension XMLReadingRules {
    /// What an Interface Builder document may hold, from the limits it is compiled under. A
    /// view sits two elements below its superview (`<subviews><view>`), under at most eight
    /// of the document's own (`document`, `scenes`, `scene`, `objects`, a controller, …) and
    /// above at most six of its properties' (`userDefinedRuntimeAttributes`, a value, …); a
    /// view stores a few dozen elements at most (frame, colours, fonts, states, guides).
    static func interfaceBuilder(_ limits: ResourceLimits) -> XMLReadingRules {
        let deepest = 2 * limits.depth + 14
        return XMLReadingRules(
            fileSize: limits.fileSize, deepestElement: deepest, tooDeep: .elementsTooDeep(deepest, depth: limits.depth), nesting: nil,
            countedApart: "constraint", apartLimit: limits.constraints, apartMessage: .tooManyConstraints(limits.constraints),
            othersLimit: limits.views * 32 + 10_000, othersMessage: .tooManyViews(limits.views))
    }
}
