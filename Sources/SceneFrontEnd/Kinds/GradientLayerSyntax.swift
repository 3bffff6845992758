import Geometry
import SceneModel

/// `<gradientLayer>`: a `CAGradientLayer`, a layer whose contents are a gradient over its
/// bounds; Core Animation's defaults are `GradientLayerProperties()`.
enum GradientLayerSyntax {
    static let declaration = KindSyntax(
        element: "gradientLayer", payload: GradientLayerProperties.self, base: .layer,
        attributes: [
            .init("type", .gradientType) { $0.type = $1 },
            .init("colors", .colorList) { $0.colors = $1 },
            .init("locations", .unitIntervalList) { $0.locations = $1 },
            .init("startPoint", .point) { $0.startPoint = $1 },
            .init("endPoint", .point) { $0.endPoint = $1 },
        ],
        check: { gradient in
            // Core Animation pairs each colour with the location at its index; the docs leave a
            // mismatch undefined, so a scene must give one location per colour.
            guard let locations = gradient.locations, locations.count != gradient.colors.count else { return nil }
            return (.locations, "'locations' has \(locations.count) numbers but 'colors' has \(gradient.colors.count) colours; give one location per colour, or none to spread them evenly")
        })
}

extension ValueParser where Value == GradientLayerProperties.GradientType {
    static var gradientType: Self { Self(kind: .gradientType) { ValueSyntax.enumeration($1, Value.self, "gradient type") } }
}

extension ValueParser where Value == [Color] {
    /// Colours separated by spaces or commas, at least one.
    static var colorList: Self {
        Self(kind: .colorList) { _, text in
            let parts = ValueSyntax.listItems(text)
            guard !parts.isEmpty else { return .failure(.init("expected colours separated by spaces, such as '#FF9500 #FF2D55'")) }
            var colors: [Color] = []
            for part in parts {
                switch ValueSyntax.color(part) {
                case .success(let color): colors.append(color)
                case .failure(let message): return .failure(message)
                }
            }
            return .success(colors)
        }
    }
}

extension ValueParser where Value == [Double] {
    /// Numbers from 0 to 1 separated by spaces or commas, at least one.
    static var unitIntervalList: Self {
        Self(kind: .unitIntervalList) { syntax, text in
            syntax.numberList(text, allowing: 0...1, "between 0 and 1")
        }
    }

    /// Numbers ≥ 0 separated by spaces or commas; none is an empty list.
    static var nonNegativeNumberList: Self {
        Self(kind: .nonNegativeNumberList) { syntax, text in
            ValueSyntax.listItems(text).isEmpty ? .success([]) : syntax.numberList(text, allowing: 0...Double.greatestFiniteMagnitude, "0 or more")
        }
    }
}

extension ValueSyntax {
    /// The items of a list separated by spaces, tabs, newlines or commas.
    static func listItems(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
    }

    /// At least one number, each in `range`.
    func numberList(_ text: String, allowing range: ClosedRange<Double>, _ what: String) -> Parsed<[Double]> {
        let parts = Self.listItems(text)
        guard !parts.isEmpty else { return .failure(Message("expected numbers separated by spaces")) }
        var values: [Double] = []
        for part in parts {
            switch number(part) {
            case .success(let value) where range.contains(value): values.append(value)
            case .success: return .failure(Message("'\(Self.quoted(part))' must be \(what)"))
            case .failure(let message): return .failure(message)
            }
        }
        return .success(values)
    }
}
