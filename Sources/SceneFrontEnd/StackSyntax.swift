import SceneModel

/// Parsers for a stack view's arrangement, under `UIStackView`'s case names.
extension ValueSyntax {
    static func axis(_ text: String) -> Parsed<StackProperties.Axis> {
        enumeration(text, StackProperties.Axis.self, "axis")
    }

    static func distribution(_ text: String) -> Parsed<StackProperties.Distribution> {
        enumeration(text, StackProperties.Distribution.self, "distribution")
    }

    static func stackAlignment(_ text: String) -> Parsed<StackProperties.Alignment> {
        enumeration(text, StackProperties.Alignment.self, "stack alignment")
    }
}
