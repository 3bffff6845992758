import Geometry
import SceneModel

// `cornerCurve` and `maskedCorners`, on views and layers alike (as `cornerRadius` is).

extension ValueParser where Value == CornerCurve {
    /// `circular` or `continuous` (`CALayerCornerCurve`).
    static var cornerCurve: Self { Self(kind: .cornerCurve) { ValueSyntax.enumeration($1, Value.self, "corner curve") } }
}

extension ValueParser where Value == Corners {
    /// `CACornerMask` option names separated by spaces or commas; none rounds no corner.
    static var cornerMask: Self {
        Self(kind: .cornerMask) { _, text in
            var corners: Corners = []
            for item in ValueSyntax.listItems(text) {
                guard let corner = Corners.names.first(where: { $0.name == item })?.corner else {
                    let names = Corners.names.map(\.name)
                    let hint = NameSuggestion.hint(for: item, in: names)
                    return .failure(.init("unknown corner '\(ValueSyntax.quoted(item))'"
                                          + (hint.isEmpty ? "; use \(names.map { "'\($0)'" }.joined(separator: ", "))" : hint)))
                }
                corners.insert(corner)
            }
            return .success(corners)
        }
    }
}
