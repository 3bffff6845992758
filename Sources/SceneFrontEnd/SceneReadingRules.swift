import SceneModel
import XMLReading

extension XMLReadingRules {
    /// What a scene file may hold, from the limits it is compiled under: every element but a
    /// `<constraint>` is a view or layer, or one of the few viewports and containers 1,000 more
    /// allow for (the builder counts exactly); views nest at most `limits.depth` deep.
    static func scene(_ limits: ResourceLimits) -> XMLReadingRules {
        XMLReadingRules(
            fileSize: limits.fileSize, deepestElement: deepestSceneElement(limits), tooDeep: tooDeepSceneElements(limits),
            nesting: Nesting(level: limits.depth + 1, nests: isViewLike, message: .nestingTooDeep(limits.depth)),
            countedApart: "constraint", apartLimit: limits.constraints, apartMessage: .tooManyConstraints(limits.constraints),
            othersLimit: limits.views + 1_000, othersMessage: .tooManyViews(limits.views))
    }

    /// The deepest an element can be in a file whose views and layers nest at most
    /// `limits.depth` deep: `<scene>` (or `<library>`), a view (or `<component>`, `<use>`,
    /// layer) at each level, then `<constraints>` and its `<constraint>`. Anything deeper is
    /// refused while libxml2 parses, so a file of a million nested elements never becomes a tree.
    static func deepestSceneElement(_ limits: ResourceLimits) -> Int {
        limits.depth + 3
    }

    /// The diagnostic for elements nested deeper than `deepestSceneElement` that are not views
    /// all the way down, given at the first element too deep.
    static func tooDeepSceneElements(_ limits: ResourceLimits) -> DiagnosticMessage {
        .elementsTooDeep(deepestSceneElement(limits), depth: limits.depth)
    }

    /// Elements that are, or expand into, one view or layer.
    static func isViewLike(_ name: String) -> Bool {
        SceneNode.Kind(rawValue: name) != nil || name == "use" || name == "component"
    }
}
