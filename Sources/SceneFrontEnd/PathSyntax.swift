import Geometry

/// Reads a path value (`shadowPath`): one or more closed shapes in the node's bounds space,
/// each a function of numbers, as the `CGPath` initialisers a layer's path is usually made with:
/// `rect(x y w h)` (`CGPath(rect:)`), `roundedRect(x y w h r)` (`UIBezierPath(roundedRect:
/// cornerRadius:)`, with one radius) and `ellipse(x y w h)` (`CGPath(ellipseIn:)`). Several
/// shapes make one path, filled with the non-zero rule: all wind clockwise, so it is their union.
extension ValueSyntax {
    /// The shape functions, in the order messages list them.
    static let pathShapes = ["rect", "roundedRect", "ellipse"]

    func path(_ text: String) -> Parsed<Path> {
        var result = Path([])
        var rest = Substring(text.trimmingSpaces())
        if rest.isEmpty { return .failure(Message("expected a path such as 'roundedRect(0 0 100 60 12)'")) }
        while !rest.isEmpty {
            guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close else {
                return .failure(Message("expected rect(x y w h), roundedRect(x y w h r) or ellipse(x y w h), got '\(Self.quoted(String(rest)))'"))
            }
            let name = rest[..<open].trimmingSpaces()
            let args = String(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...].drop(while: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
            switch pathShape(String(name), args) {
            case .success(let shape): result = result.appending(shape)
            case .failure(let m): return .failure(m)
            }
        }
        return .success(result)
    }

    /// One shape function's path.
    private func pathShape(_ name: String, _ args: String) -> Parsed<Path> {
        let count: Int, expected: String
        switch name {
        case "rect": (count, expected) = (4, "rect(x y width height)")
        case "roundedRect": (count, expected) = (5, "roundedRect(x y width height radius)")
        case "ellipse": (count, expected) = (4, "ellipse(x y width height)")
        default:
            let hint = NameSuggestion.hint(for: name, in: Self.pathShapes)
            let list = hint.isEmpty ? "; the shapes are rect, roundedRect and ellipse" : hint
            return .failure(Message("unknown path shape '\(Self.quoted(name))'\(list)"))
        }
        return numbers(args, count: count, expected: expected).flatMap { v in
            // Negative sizes would make `CGRect` standardize silently; a scene author means
            // something else, so they are refused, as `frame` refuses them.
            guard v[2] >= 0, v[3] >= 0, count < 5 || v[4] >= 0 else {
                return .failure(Message("'\(Self.quoted(args))': \(expected) takes no negative width, height or radius"))
            }
            let rect = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
            switch name {
            case "ellipse": return .success(Path(ellipseIn: rect))
            case "roundedRect": return .success(Path(roundedRect: RoundedRect(rect: rect, radius: v[4])))
            default: return .success(Path(rect: rect))
            }
        }
    }
}
