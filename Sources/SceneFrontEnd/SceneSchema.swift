/// Every element and attribute a scene may use: the one list the front end validates against,
/// suggests names from, and docs/SceneFormat.md is checked against.
public enum SceneSchema {
    /// The kinds of value an attribute takes; each has one parser in `ValueSyntax`.
    public enum ValueKind: String, Sendable {
        /// A transform list whose angles must carry `deg` or `rad`.
        case angleTransform = "transform"
        /// `UIView.AutoresizingMask` option names.
        case autoresizingMask = "mask"
        /// `true` or `false`, nothing else, so a typo is an error rather than false.
        case bool
        /// `#RRGGBB`, `#RRGGBBAA` or a UIKit colour name.
        case color
        /// One priority for both axes, or horizontal then vertical.
        case contentPriorities = "priorities"
        /// A frame expression, the scene's form of a line of `layoutSubviews`.
        case expression
        /// A path relative to the importing file's folder (`<import file>`).
        case filePath = "relative path"
        /// `[family] size [weight]`.
        case font
        /// `NSLineBreakMode` names.
        case lineBreakMode = "line break mode"
        /// A whole number ≥ 0 (`numberOfLines`).
        case nonNegativeInteger = "integer ≥ 0"
        /// Any characters but control characters (label text, button titles).
        case text
        /// `NSTextAlignment` names, less `justified`.
        case textAlignment = "text alignment"
        /// `UIEdgeInsets`: four numbers (top left bottom right) or one for all.
        case edgeInsets = "insets"
        /// A rect, or another node's bounds with optional insets (`owner.bounds.inset(4)`).
        case frame
        /// A name other attributes and constraints can refer to.
        case identifier
        /// An image file in the scene's folder, or `symbol:NAME`.
        case image
        /// Any finite decimal within the magnitude limit.
        case number
        /// A number ≥ 0, for widths and radii UIKit would clamp silently.
        case nonNegativeNumber = "non-negative number"
        /// A component's parameter names, separated by spaces or commas.
        case parameterList = "names"
        /// Two numbers `x y`.
        case point
        /// A number > 0 (screen sizes).
        case positiveNumber = "positive number"
        /// Four numbers `x y width height`.
        case rect
        /// A name safe to use as a file name: the scene's outputs are named after it.
        case sceneName = "scene name"
        /// Two numbers `width height`, not negative.
        case size
        /// A number from 0 to 1 (`alpha`, `opacity`).
        case unitInterval = "number 0…1"
        /// `UIScreen.scale`: 1, 2 or 3.
        case screenScale = "1, 2 or 3"
        /// A height, or `fit` for the content's height at the viewport's width.
        case viewportHeight = "number > 0 or fit"
        /// `horizontal` or `vertical`.
        case axis
        /// `UIStackView.Distribution` names.
        case distribution
        /// `UIStackView.Alignment` names.
        case stackAlignment = "stack alignment"
    }

    /// One attribute an element accepts, with the kind of value that decides how it is parsed.
    public struct Attribute: Sendable {
        /// The attribute's name, as UIKit names the property.
        public let name: String
        /// Which parser reads the value, and what the schema and docs call it.
        public let kind: ValueKind
    }

    /// One element the format has, with what it accepts and may contain.
    public struct Element: Sendable {
        /// The element's name, after the UIKit class where there is one (`stackView`).
        public let name: String
        /// Every attribute it accepts; any other is an error with a suggestion.
        public let attributes: [Attribute]
        /// Elements allowed directly inside this one.
        public let children: [String]

        /// The attribute's declaration, or nil when the element does not accept it.
        public func attribute(named name: String) -> Attribute? { attributes.first { $0.name == name } }
    }

    private static func attrs(_ list: [(String, ValueKind)]) -> [Attribute] {
        list.map { Attribute(name: $0.0, kind: $0.1) }
    }

    /// A view's properties and its layer's, under the names `UIView` gives them.
    private static let viewProperties: [(String, ValueKind)] = [
        ("id", .identifier), ("frame", .frame), ("bounds", .rect), ("center", .point), ("transform", .angleTransform),
        ("anchorPoint", .point), ("backgroundColor", .color), ("alpha", .unitInterval), ("isHidden", .bool),
        ("clipsToBounds", .bool), ("isUserInteractionEnabled", .bool), ("passThrough", .bool), ("borderWidth", .nonNegativeNumber),
        ("borderColor", .color), ("cornerRadius", .nonNegativeNumber), ("zPosition", .number),
        ("x", .expression), ("y", .expression), ("width", .expression), ("height", .expression),
        ("centerX", .expression), ("centerY", .expression), ("maxX", .expression), ("maxY", .expression), ("sizeToFit", .bool),
        ("autoresizingMask", .autoresizingMask), ("translatesAutoresizingMaskIntoConstraints", .bool), ("intrinsicSize", .size),
        ("contentHuggingPriority", .contentPriorities), ("contentCompressionResistancePriority", .contentPriorities),
        ("layoutMargins", .edgeInsets), ("spacingAfter", .number),
    ]
    /// The same for a bare layer, under `CALayer`'s names, less what only views have.
    private static let layerProperties: [(String, ValueKind)] = [
        ("id", .identifier), ("frame", .frame), ("bounds", .rect), ("position", .point), ("transform", .angleTransform),
        ("anchorPoint", .point), ("backgroundColor", .color), ("opacity", .unitInterval), ("isHidden", .bool),
        ("masksToBounds", .bool), ("borderWidth", .nonNegativeNumber), ("borderColor", .color),
        ("cornerRadius", .nonNegativeNumber), ("zPosition", .number),
    ]
    /// `UILabel`'s text properties under their UIKit names.
    private static let labelProperties: [(String, ValueKind)] = [
        ("text", .text), ("font", .font), ("textColor", .color), ("textAlignment", .textAlignment),
        ("numberOfLines", .nonNegativeInteger), ("lineBreakMode", .lineBreakMode),
    ]
    private static let buttonProperties: [(String, ValueKind)] = [
        ("title", .text), ("font", .font), ("tintColor", .color), ("contentEdgeInsets", .edgeInsets),
    ]
    private static let flowProperties: [(String, ValueKind)] = [("spacing", .nonNegativeNumber), ("lineSpacing", .nonNegativeNumber)]
    /// `UIStackView`'s arrangement; `spacing` may be negative, as in UIKit, to overlap views.
    private static let stackProperties: [(String, ValueKind)] = [
        ("axis", .axis), ("spacing", .number), ("distribution", .distribution), ("alignment", .stackAlignment),
        ("isLayoutMarginsRelativeArrangement", .bool),
    ]
    private static let scrollProperties: [(String, ValueKind)] = [("contentSize", .size), ("contentOffset", .point)]
    private static let nodeElements = ["view", "imageView", "label", "button", "flow", "stackView", "scrollView", "layer"]

    /// Every element, in the order docs/SceneFormat.md and `scenec schema` present them.
    public static let elements: [Element] = [
        Element(name: "scene", attributes: attrs([
            ("name", .sceneName), ("width", .positiveNumber), ("height", .positiveNumber),
            ("safeAreaInsets", .edgeInsets), ("scale", .screenScale), ("backgroundColor", .color),
        ]), children: ["viewport", "import", "component"] + nodeElements + ["use", "constraints"]),
        Element(name: "viewport", attributes: attrs([
            ("name", .identifier), ("width", .positiveNumber), ("height", .viewportHeight), ("safeAreaInsets", .edgeInsets),
            ("scale", .screenScale),
        ]), children: []),
        Element(name: "view", attributes: attrs(viewProperties), children: nodeElements + ["use", "constraints"]),
        Element(name: "imageView", attributes: attrs(viewProperties + [("image", .image)]), children: nodeElements + ["use", "constraints"]),
        Element(name: "label", attributes: attrs(viewProperties + labelProperties), children: nodeElements + ["use", "constraints"]),
        Element(name: "button", attributes: attrs(viewProperties + buttonProperties), children: nodeElements + ["use", "constraints"]),
        Element(name: "flow", attributes: attrs(viewProperties + flowProperties), children: nodeElements + ["use", "constraints"]),
        Element(name: "stackView", attributes: attrs(viewProperties + stackProperties), children: nodeElements + ["use", "constraints"]),
        Element(name: "scrollView", attributes: attrs(viewProperties + scrollProperties), children: nodeElements + ["use", "constraints"]),
        Element(name: "layer", attributes: attrs(layerProperties), children: ["layer"]),
        Element(name: "constraints", attributes: [], children: ["constraint"]),
        Element(name: "constraint", attributes: attrs([("identifier", .identifier)]), children: []),
        // Components: a reusable view subclass (`CustomView`) with named parameters, expanded
        // by `ComponentExpander` before anything else reads the scene.
        Element(name: "component", attributes: attrs([("name", .identifier), ("parameters", .parameterList)] + viewProperties.filter { $0.0 != "id" }),
                children: nodeElements + ["use", "constraints"]),
        // Besides these, a <use> takes one attribute per parameter of its component.
        Element(name: "use", attributes: attrs([("component", .identifier)] + viewProperties), children: nodeElements + ["use", "constraints"]),
        Element(name: "import", attributes: attrs([("file", .filePath)]), children: []),
        // The root of an imported file.
        Element(name: "library", attributes: [], children: ["import", "component"]),
    ]

    /// The element's declaration, or nil for an unknown name (which the front end reports).
    public static func element(named name: String) -> Element? { elements.first { $0.name == name } }

    /// Names an iOS developer may reach for that mean another attribute here, so the
    /// suggestion points at the right one rather than at the nearest spelling.
    static let synonyms: [String: String] = [
        "hidden": "isHidden", "userInteractionEnabled": "isUserInteractionEnabled",
        "masksToBounds": "clipsToBounds", "clipsToBounds": "masksToBounds",
        "opacity": "alpha", "alpha": "opacity", "center": "position", "position": "center",
        "UIView": "view", "UIImageView": "imageView", "CALayer": "layer", "imageview": "imageView",
        "UILabel": "label", "UIButton": "button", "UIStackView": "stackView", "UIScrollView": "scrollView",
        "stack": "stackView", "scroll": "scrollView", "layoutMarginsRelativeArrangement": "isLayoutMarginsRelativeArrangement", "textColour": "textColor", "text": "title", "title": "text", "lines": "numberOfLines",
        "top": "minY", "bottom": "maxY", "left": "minX", "right": "maxX",
    ]
}
