import Geometry
import SceneModel
import Typesetting

/// A kind of attribute value with its one parser: how a schema attribute reads its text, typed
/// by what the parser gives, so an attribute can only send its value where that type goes.
struct ValueParser<Value>: Sendable {
    /// What the schema and the docs call the value.
    let kind: SceneSchema.ValueKind
    /// Reads the text, with numbers bounded by the syntax's limits.
    let parse: @Sendable (ValueSyntax, String) -> ValueSyntax.Parsed<Value>
}

extension ValueParser where Value == Double {
    static var number: Self { Self(kind: .number) { $0.number($1) } }
    static var nonNegativeNumber: Self {
        Self(kind: .nonNegativeNumber) { syntax, text in
            syntax.number(text).flatMap { $0 >= 0 ? .success($0) : .failure(.init("'\(ValueSyntax.quoted(text))' must not be negative")) }
        }
    }
    static var positiveNumber: Self {
        Self(kind: .positiveNumber) { syntax, text in
            syntax.number(text).flatMap { $0 > 0 ? .success($0) : .failure(.init("'\(ValueSyntax.quoted(text))' must be greater than 0")) }
        }
    }
    static var unitInterval: Self {
        Self(kind: .unitInterval) { syntax, text in
            syntax.number(text).flatMap { (0...1).contains($0) ? .success($0) : .failure(.init("'\(ValueSyntax.quoted(text))' must be between 0 and 1")) }
        }
    }
    static var screenScale: Self { Self(kind: .screenScale) { $0.screenScale($1) } }
}

extension ValueParser where Value == Bool {
    static var bool: Self { Self(kind: .bool) { ValueSyntax.bool($1) } }
}

extension ValueParser where Value == Color {
    static var color: Self { Self(kind: .color) { ValueSyntax.color($1) } }
}

extension ValueParser where Value == Point {
    static var point: Self { Self(kind: .point) { $0.point($1) } }
}

extension ValueParser where Value == Rect {
    static var rect: Self { Self(kind: .rect) { $0.rect($1) } }
}

extension ValueParser where Value == Size {
    static var size: Self { Self(kind: .size) { $0.size($1) } }
    /// A size UIKit would not take negative (`contentSize`).
    static var nonNegativeSize: Self {
        Self(kind: .size) { syntax, text in
            syntax.size(text).flatMap {
                $0.width >= 0 && $0.height >= 0 ? .success($0) : .failure(.init("'\(ValueSyntax.quoted(text))' must not be negative"))
            }
        }
    }
}

extension ValueParser where Value == EdgeInsets {
    static var edgeInsets: Self { Self(kind: .edgeInsets) { $0.insets($1) } }
}

extension ValueParser where Value == Transform {
    static var transform: Self { Self(kind: .angleTransform) { $0.transform($1) } }
}

extension ValueParser where Value == String {
    static var text: Self { Self(kind: .text) { ValueSyntax.text($1) } }
    static var image: Self { Self(kind: .image) { ValueSyntax.image($1) } }
    static var identifier: Self { Self(kind: .identifier) { ValueSyntax.identifier($1) } }
    static var sceneName: Self { Self(kind: .sceneName) { ValueSyntax.sceneName($1) } }
}

extension ValueParser where Value == Int {
    static var nonNegativeInteger: Self { Self(kind: .nonNegativeInteger) { ValueSyntax.nonNegativeInteger($1) } }
}

extension ValueParser where Value == TextContent.Alignment {
    static var textAlignment: Self { Self(kind: .textAlignment) { ValueSyntax.textAlignment($1) } }
}

extension ValueParser where Value == LineBreakMode {
    static var lineBreakMode: Self { Self(kind: .lineBreakMode) { ValueSyntax.lineBreakMode($1) } }
}

extension ValueParser where Value == StackProperties.Axis {
    static var axis: Self { Self(kind: .axis) { ValueSyntax.axis($1) } }
}

extension ValueParser where Value == StackProperties.Distribution {
    static var distribution: Self { Self(kind: .distribution) { ValueSyntax.distribution($1) } }
}

extension ValueParser where Value == StackProperties.Alignment {
    static var stackAlignment: Self { Self(kind: .stackAlignment) { ValueSyntax.stackAlignment($1) } }
}

/// Horizontal then vertical.
typealias PriorityPair = (horizontal: Int, vertical: Int)

extension ValueParser where Value == PriorityPair {
    static var contentPriorities: Self { Self(kind: .contentPriorities) { syntax, text in syntax.priorities(text).map { ($0.0, $0.1) } } }
}

/// A font as written: family, size and weight, and the text style it names, if any.
typealias FontSpec = (family: String, size: Double, weight: FontWeight, style: TextStyle?)

extension ValueParser where Value == FontSpec {
    static var font: Self { Self(kind: .font) { $0.font($1) } }
}

extension ValueParser where Value == Path {
    /// A shape layer's `path` and a layer's `shadowPath`: shapes and SVG path data (`PathSyntax`).
    static var path: Self {
        Self(kind: .path) { syntax, text in PathSyntax(magnitude: syntax.magnitude, maximumCommands: syntax.pathCommands).parse(text) }
    }
}

extension ValueParser where Value == DesignEra {
    static var designEra: Self { Self(kind: .designEra) { ValueSyntax.enumeration($1, Value.self, "design era") } }
}

extension ValueParser where Value == ContentMode {
    static var contentMode: Self { Self(kind: .contentMode) { ValueSyntax.enumeration($1, Value.self, "content mode") } }
}

extension ValueParser where Value == String {
    /// `symbol:NAME` only: an image drawn as a symbol's placeholder and never read from a file
    /// (a configured button's, a tab bar item's).
    static var symbolImage: Self {
        Self(kind: .symbolImage) { _, text in
            guard text.hasPrefix("symbol:"), text.count > 7, case .success = ValueSyntax.image(text) else {
                return .failure(.init("'\(ValueSyntax.quoted(text))' is not a symbol; this image is 'symbol:NAME', such as 'symbol:star'"))
            }
            return .success(text)
        }
    }
}
