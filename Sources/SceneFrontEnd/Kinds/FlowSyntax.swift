import SceneModel

/// `<flow>`: scenec's own container that places its subviews in rows, wrapping as words do,
/// starting at `FlowProperties()`'s gaps.
enum FlowSyntax {
    static let declaration = KindSyntax(
        element: "flow", payload: FlowProperties.self,
        attributes: [
            .init("spacing", .nonNegativeNumber) { $0.itemSpacing = $1 },
            .init("lineSpacing", .nonNegativeNumber) { $0.lineSpacing = $1 },
        ])
}
