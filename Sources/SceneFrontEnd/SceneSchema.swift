import SceneModel

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
        /// Colours separated by spaces or commas (`CAGradientLayer.colors`).
        case colorList = "colours"
        /// Numbers from 0 to 1 separated by spaces or commas (`CAGradientLayer.locations`).
        case unitIntervalList = "numbers 0…1"
        /// Numbers ≥ 0 separated by spaces or commas (`lineDashPattern`).
        case nonNegativeNumberList = "numbers ≥ 0"
        /// `CAGradientLayerType` names.
        case gradientType = "gradient type"
        /// Shapes and SVG path data (`PathSyntax`).
        case path
        /// `CAShapeLayerFillRule` names.
        case fillRule = "fill rule"
        /// `CAShapeLayerLineCap` names.
        case lineCap = "line cap"
        /// `CAShapeLayerLineJoin` names.
        case lineJoin = "line join"
        /// `DesignEra` names.
        case designEra = "design era"
        /// `UIView.ContentMode` names.
        case contentMode = "content mode"
        /// `UIImage.RenderingMode` names.
        case renderingMode = "rendering mode"
        /// Titles separated by `|` (`UISegmentedControl` segments).
        case segmentTitles = "titles"
        /// `UIActivityIndicatorView.Style` names.
        case activityIndicatorStyle = "activity indicator style"
        /// `UIButton.Configuration` style names.
        case buttonConfigurationStyle = "button configuration style"
        /// `symbol:NAME`.
        case symbolImage = "symbol"
        /// `CALayerCornerCurve` names.
        case cornerCurve = "corner curve"
        /// `CACornerMask` option names.
        case cornerMask = "corner mask"
        /// `UITextField.BorderStyle` names.
        case borderStyle = "border style"
        /// `UITextField.ViewMode` names.
        case viewMode = "view mode"
        /// `UIBarButtonItem.SystemItem` names.
        case systemItem = "system item"
        /// Where a navigation bar shows an item: `left`, `right` or `back`.
        case barPlacement = "placement"
        /// `UISearchBar.Style` names.
        case searchBarStyle = "search bar style"
        /// `YYYY-MM-DDTHH:MM`.
        case pickerDate = "date and time"
        /// `UIDatePicker.Mode` names, less the count-down timer.
        case datePickerMode = "date picker mode"
        /// `UITableView.Style` names.
        case tableStyle = "table style"
        /// `UITableViewCell.SeparatorStyle` names: `singleLine`, `none`.
        case separatorStyle = "separator style"
        /// `UITableViewCell.CellStyle` names.
        case cellStyle = "cell style"
        /// `UITableViewCell.AccessoryType` names.
        case accessoryType = "accessory type"
        /// A point, or `start` or `end` (`contentOffset`).
        case contentOffset = "point, start or end"
        /// `UIScrollView.ContentInsetAdjustmentBehavior` names.
        case adjustmentBehavior = "adjustment behavior"
        /// A row height, or `automaticDimension` for rows as tall as their content.
        case rowHeight = "number > 0 or automaticDimension"
        /// `UICollectionView.ScrollDirection` names.
        case scrollDirection = "scroll direction"
    }

    /// One attribute an element accepts: its name, the kind of value it takes (which decides
    /// its parser) and where the value goes.
    ///
    /// A class, not a struct: the builder hands an element's declaration from its table to each
    /// attribute it reads, and a reference is passed on with one count where a value with a
    /// string, a rule and a place name in it is copied part by part.
    public final class Attribute: Sendable {
        /// The attribute's name, as UIKit names the property.
        public let name: String
        /// Which parser reads the value, and what the schema and docs call it.
        public let kind: ValueKind
        /// Where the parsed value goes.
        let destination: Destination
        /// The name a node keeps the attribute's place under; nil on elements that are not nodes.
        let placeName: AttributeName?

        init(_ name: String, kind: ValueKind, _ destination: Destination) {
            self.name = name
            self.kind = kind
            self.destination = destination
            self.placeName = AttributeName(rawValue: name)
        }
    }

    /// Where an attribute's value goes: most into a draft through their rule; a few need what
    /// only the builder knows (the ids so far, the component scope), and it reads them itself.
    enum Destination: Sendable {
        /// A property of the node's draft.
        case node(AttributeRule<NodeDraft>)
        /// The node's id, unique in the scene once prefixed with its component scope.
        case identifier
        /// The frame: numbers, or the bounds of the container or a named view.
        case frame
        /// A frame expression, resolved once every id is known.
        case frameExpression(FrameExpression.Target)
        /// Autoresizing option names, each unknown one reported.
        case autoresizingMask
        /// A property of the `<scene>` element.
        case scene(AttributeRule<SceneDraft>)
        /// A property of a `<viewport>`.
        case viewport(AttributeRule<ViewportDraft>)
        /// A property of a `<constraint>`.
        case constraint(AttributeRule<ConstraintDraft>)
        /// Read by `ComponentExpander`, before the builder (`<component>`, `<use>`, `<import>`).
        case expander
        /// A property of a table's `<section>`, which the builder reads as it makes the section's
        /// header and footer.
        case section
    }

    /// One element the format has, with what it accepts and may contain.
    public struct Element: Sendable {
        /// The element's name, after the UIKit class where there is one (`stackView`).
        public let name: String
        /// Every attribute it accepts; any other is an error with a suggestion.
        public let attributes: [Attribute]
        /// Elements allowed directly inside this one.
        public let children: [String]
        /// Each attribute's index in `attributes`, by name (looked up, never iterated).
        private let index: [String: Int]

        init(name: String, attributes: [Attribute], children: [String]) {
            self.name = name
            self.attributes = attributes
            self.children = children
            var index: [String: Int] = [:]
            for (i, attribute) in attributes.enumerated() where index[attribute.name] == nil { index[attribute.name] = i }
            self.index = index
        }

        /// The attribute's declaration, or nil when the element does not accept it.
        public func attribute(named name: String) -> Attribute? { index[name].map { attributes[$0] } }
    }

    // MARK: Attribute constructors

    private static func node<Value>(_ name: String, _ parser: ValueParser<Value>,
                                    _ write: @escaping @Sendable (inout NodeDraft, Value) -> Void) -> Attribute {
        Attribute(name, kind: parser.kind, .node(.set(parser, write)))
    }

    private static func scene<Value>(_ name: String, _ parser: ValueParser<Value>,
                                     _ write: @escaping @Sendable (inout SceneDraft, Value) -> Void) -> Attribute {
        Attribute(name, kind: parser.kind, .scene(.set(parser, write)))
    }

    private static func viewport<Value>(_ name: String, _ parser: ValueParser<Value>,
                                        _ write: @escaping @Sendable (inout ViewportDraft, Value) -> Void) -> Attribute {
        Attribute(name, kind: parser.kind, .viewport(.set(parser, write)))
    }

    private static func expression(_ target: FrameExpression.Target) -> Attribute {
        Attribute(target.rawValue, kind: .expression, .frameExpression(target))
    }

    // MARK: Attributes

    /// A view's properties and its layer's, under the names `UIView` gives them.
    private static let viewProperties: [Attribute] = [
        Attribute("id", kind: .identifier, .identifier),
        Attribute("frame", kind: .frame, .frame),
        node("bounds", .rect) { $0.bounds = $1 },
        node("center", .point) { $0.position = $1 },
        node("transform", .transform) { $0.transform = $1 },
        node("anchorPoint", .point) { $0.anchorPoint = $1 },
        node("backgroundColor", .color) { $0.backgroundColor = $1 },
        node("tintColor", .color) { $0.tintColor = $1 },
        node("alpha", .unitInterval) { $0.opacity = $1 },
        node("isHidden", .bool) { $0.isHidden = $1 },
        node("clipsToBounds", .bool) { $0.masksToBounds = $1 },
        node("isUserInteractionEnabled", .bool) { $0.isUserInteractionEnabled = $1 },
        node("passThrough", .bool) { $0.isPassThrough = $1 },
        node("borderWidth", .nonNegativeNumber) { $0.borderWidth = $1 },
        node("borderColor", .color) { $0.borderColor = $1 },
        node("cornerRadius", .nonNegativeNumber) { $0.cornerRadius = $1 },
        node("zPosition", .number) { $0.zPosition = $1 },
    ] + cornerProperties + shadowProperties + [
        expression(.x), expression(.y), expression(.width), expression(.height),
        expression(.centerX), expression(.centerY), expression(.maxX), expression(.maxY),
        node("sizeToFit", .bool) { $0.sizeToFit = $1 },
        Attribute("autoresizingMask", kind: .autoresizingMask, .autoresizingMask),
        node("translatesAutoresizingMaskIntoConstraints", .bool) { $0.translatesAutoresizingMaskIntoConstraints = $1 },
        node("intrinsicSize", .size) { $0.intrinsicSize = $1 },
        node("contentHuggingPriority", .contentPriorities) {
            ($0.horizontalContent, $0.verticalContent) = (
                ContentPriorities(hugging: $1.horizontal, compressionResistance: $0.horizontalContent.compressionResistance),
                ContentPriorities(hugging: $1.vertical, compressionResistance: $0.verticalContent.compressionResistance))
        },
        node("contentCompressionResistancePriority", .contentPriorities) {
            ($0.horizontalContent, $0.verticalContent) = (
                ContentPriorities(hugging: $0.horizontalContent.hugging, compressionResistance: $1.horizontal),
                ContentPriorities(hugging: $0.verticalContent.hugging, compressionResistance: $1.vertical))
        },
        node("layoutMargins", .edgeInsets) { $0.layoutMargins = $1 },
        node("spacingAfter", .number) { $0.spacingAfter = $1 },
        node("expectedFrame", .rect) { $0.expectedFrame = $1 },
        node("displayName", .text) { $0.givenName = $1 },
        node("contentMode", .contentMode) { $0.contentMode = $1 },
        node("alignmentRectInsets", .edgeInsets) { $0.alignmentRectInsets = $1 },
        // Scenes run left to right, so leading is left and trailing is right.
        node("directionalLayoutMargins", .edgeInsets) { $0.layoutMargins = $1 },
        node("insetsLayoutMarginsFromSafeArea", .bool) { $0.marginRules.insetsFromSafeArea = $1 },
        node("preservesSuperviewLayoutMargins", .bool) { $0.marginRules.preservesSuperviewMargins = $1 },
    ]
    /// How a layer's corners are rounded, under `CALayer`'s names on views and layers alike.
    private static let cornerProperties: [Attribute] = [
        node("cornerCurve", .cornerCurve) { $0.cornerCurve = $1 },
        node("maskedCorners", .cornerMask) { $0.maskedCorners = $1 },
    ]
    /// A layer's shadow, under `CALayer`'s names on views and layers alike (as `borderWidth` is).
    private static let shadowProperties: [Attribute] = [
        node("shadowColor", .color) { $0.shadow.color = $1 },
        node("shadowOpacity", .unitInterval) { $0.shadow.opacity = $1 },
        node("shadowOffset", .point) { $0.shadow.offset = $1 },
        node("shadowRadius", .nonNegativeNumber) { $0.shadow.radius = $1 },
        node("shadowPath", .path) { $0.shadow.path = $1 },
    ]
    /// The same for a bare layer, under `CALayer`'s names, less what only views have.
    private static let layerProperties: [Attribute] = [
        Attribute("id", kind: .identifier, .identifier),
        Attribute("frame", kind: .frame, .frame),
        node("bounds", .rect) { $0.bounds = $1 },
        node("position", .point) { $0.position = $1 },
        node("transform", .transform) { $0.transform = $1 },
        node("anchorPoint", .point) { $0.anchorPoint = $1 },
        node("backgroundColor", .color) { $0.backgroundColor = $1 },
        node("opacity", .unitInterval) { $0.opacity = $1 },
        node("isHidden", .bool) { $0.isHidden = $1 },
        node("masksToBounds", .bool) { $0.masksToBounds = $1 },
        node("borderWidth", .nonNegativeNumber) { $0.borderWidth = $1 },
        node("borderColor", .color) { $0.borderColor = $1 },
        node("cornerRadius", .nonNegativeNumber) { $0.cornerRadius = $1 },
        node("zPosition", .number) { $0.zPosition = $1 },
    ] + cornerProperties + shadowProperties
    /// Every view and layer class, each declared in its own file under Kinds/, in the order the
    /// schema lists their elements.
    static let kinds: [KindSyntax] = [
        ViewSyntax.declaration, ImageViewSyntax.declaration, LabelSyntax.declaration, ButtonSyntax.declaration,
        FlowSyntax.declaration, StackViewSyntax.declaration, ScrollViewSyntax.declaration, LayerSyntax.declaration,
        GradientLayerSyntax.declaration, ShapeLayerSyntax.declaration,
        SwitchSyntax.declaration, SliderSyntax.declaration, StepperSyntax.declaration, SegmentedControlSyntax.declaration,
        ProgressViewSyntax.declaration, ActivityIndicatorViewSyntax.declaration, PageControlSyntax.declaration,
        TextFieldSyntax.declaration, TextViewSyntax.declaration, NavigationBarSyntax.declaration, ToolbarSyntax.declaration,
        TabBarSyntax.declaration, BarButtonItemSyntax.declaration, TabBarItemSyntax.declaration, SearchBarSyntax.declaration,
        DatePickerSyntax.declaration, TableViewSyntax.declaration, TableCellSyntax.declaration,
        CollectionViewSyntax.declaration, CollectionCellSyntax.declaration,
    ]
    /// The cells, which only a `<section>` holds: a table's rows and a collection view's items.
    static let cellElements = [TableCellSyntax.declaration.element, CollectionCellSyntax.declaration.element]
    /// The elements a view may hold: every kind's but the cells.
    private static let nodeElements = kinds.map(\.element).filter { !cellElements.contains($0) }
    /// The elements of the layer classes, which a layer or a `<mask>` may hold.
    private static let layerElements = kinds.filter { $0.base == .layer }.map(\.element)

    /// A kind's element: the shared properties of its base, then its own.
    private static func element(_ kind: KindSyntax) -> Element {
        switch kind.base {
        case .view where kind.kind == .tableView || kind.kind == .collectionView:
            Element(name: kind.element, attributes: viewProperties + kind.attributes, children: ["section", "mask"])
        case .view: Element(name: kind.element, attributes: viewProperties + kind.attributes, children: nodeElements + ["use", "constraints", "mask"])
        case .layer:
            Element(name: kind.element, attributes: layerProperties + kind.attributes, children: layerElements + ["mask"])
        }
    }

    /// Every element, in the order docs/SceneFormat.md and `scenec schema` present them.
    public static let elements: [Element] = [
        Element(name: "scene", attributes: [
            scene("name", .sceneName) { $0.name = $1 },
            scene("width", .positiveNumber) { $0.width = $1 },
            scene("height", .positiveNumber) { $0.height = $1 },
            scene("safeAreaInsets", .edgeInsets) { $0.safeAreaInsets = $1 },
            scene("scale", .screenScale) { $0.scale = $1 },
            scene("keyboardHeight", .nonNegativeNumber) { $0.keyboardHeight = $1 },
            scene("backgroundColor", .color) { $0.backgroundColor = $1 },
            scene("tintColor", .color) { $0.tintColor = $1 },
            scene("design", .designEra) { $0.design = $1 },
            scene("viewController", .bool) { $0.isViewControllerRoot = $1 },
            scene("viewRespectsSystemMinimumLayoutMargins", .bool) { $0.controller.respectsSystemMinimumMargins = $1 },
            scene("additionalSafeAreaInsets", .edgeInsets) { $0.controller.additionalSafeAreaInsets = $1 },
            scene("layoutMargins", .edgeInsets) { $0.layoutMargins = $1 },
            scene("directionalLayoutMargins", .edgeInsets) { $0.layoutMargins = $1 },
            scene("insetsLayoutMarginsFromSafeArea", .bool) { $0.insetsLayoutMarginsFromSafeArea = $1 },
            scene("collapsesHiddenArrangedSubviews", .bool) { $0.collapsesHiddenArrangedSubviews = $1 },
        ], children: ["viewport", "import", "component"] + nodeElements + ["use", "constraints"]),
        Element(name: "viewport", attributes: [
            viewport("name", .identifier) { $0.name = $1 },
            viewport("width", .positiveNumber) { $0.width = $1 },
            Attribute("height", kind: .viewportHeight, .viewport(AttributeRule(apply: { draft, text, syntax in
                if text == "fit" {
                    (draft.height, draft.fitsHeight) = (0, true)
                    return nil
                }
                switch ValueParser.positiveNumber.parse(syntax, text) {
                case .success(let height): draft.height = height; return nil
                case .failure(let message): return message
                }
            }, kind: .viewportHeight))),
            viewport("safeAreaInsets", .edgeInsets) { $0.safeAreaInsets = $1 },
            viewport("scale", .screenScale) { $0.scale = $1 },
            viewport("keyboardHeight", .nonNegativeNumber) { $0.keyboardHeight = $1 },
        ], children: []),
    ] + kinds.map(element) + [
        // `CALayer.mask`: the one layer inside is its owner's mask (`MaskSyntax`).
        Element(name: "mask", attributes: [], children: layerElements),
        // A table's or collection view's section: not a view, but, in a table, the header and
        // footer views the builder makes for it.
        Element(name: "section", attributes: [
            Attribute("header", kind: .text, .section), Attribute("footer", kind: .text, .section),
        ], children: cellElements),
        Element(name: "constraints", attributes: [], children: ["constraint"]),
        Element(name: "constraint", attributes: [
            Attribute("identifier", kind: .identifier, .constraint(.set(.identifier) { $0.identifier = $1 })),
        ], children: []),
        // Components: a reusable view subclass (`CustomView`) with named parameters, expanded
        // by `ComponentExpander` before anything else reads the scene.
        Element(name: "component", attributes: [
            Attribute("name", kind: .identifier, .expander), Attribute("parameters", kind: .parameterList, .expander),
        ] + viewProperties.filter { $0.name != "id" }, children: nodeElements + ["use", "constraints"]),
        // Besides these, a <use> takes one attribute per parameter of its component.
        Element(name: "use", attributes: [Attribute("component", kind: .identifier, .expander)] + viewProperties,
                children: nodeElements + ["use", "constraints"]),
        Element(name: "import", attributes: [Attribute("file", kind: .filePath, .expander)], children: []),
        // The root of an imported file.
        Element(name: "library", attributes: [], children: ["import", "component"]),
    ]

    /// Each element by name (looked up, never iterated).
    private static let elementsByName: [String: Element] = {
        var byName: [String: Element] = [:]
        for element in elements { byName[element.name] = element }
        return byName
    }()

    /// The element's declaration, or nil for an unknown name (which the front end reports).
    public static func element(named name: String) -> Element? { elementsByName[name] }

    /// Each element's index in `elements`, by name (looked up, never iterated).
    private static let indicesByName: [String: Int] = {
        var byName: [String: Int] = [:]
        for (index, element) in elements.enumerated() { byName[element.name] = index }
        return byName
    }()

    /// The element's index in `elements`, or nil for an unknown name: what the builder looks up
    /// once per element, then asks `allows(_:inside:)` and reads `elements[index]` by.
    static func elementIndex(named name: String) -> Int? { indicesByName[name] }

    /// `allowedChildren[parent][child]`: whether element `child` may appear directly inside
    /// element `parent`, by index, so the check is no search through names.
    private static let allowedChildren: [[Bool]] = elements.map { parent in elements.map { parent.children.contains($0.name) } }

    /// Whether the element at index `child` may appear directly inside the one at `parent`.
    static func allows(_ child: Int, inside parent: Int) -> Bool { allowedChildren[parent][child] }

    /// Each element's kind by index, nil for elements that are no view or layer.
    private static let kindsByIndex: [KindSyntax?] = elements.map { element in kinds.first { $0.element == element.name } }

    /// The view or layer class the element at `index` in `elements` makes, nil for any other element.
    static func kind(at index: Int) -> KindSyntax? { kindsByIndex[index] }

    /// Names an iOS developer may reach for that mean another attribute here, so the
    /// suggestion points at the right one rather than at the nearest spelling.
    static let synonyms: [String: String] = [
        "hidden": "isHidden", "userInteractionEnabled": "isUserInteractionEnabled",
        "masksToBounds": "clipsToBounds", "clipsToBounds": "masksToBounds",
        "opacity": "alpha", "alpha": "opacity", "center": "position", "position": "center",
        "UIView": "view", "UIImageView": "imageView", "CALayer": "layer", "imageview": "imageView",
        "UILabel": "label", "UIButton": "button", "UIStackView": "stackView", "UIScrollView": "scrollView",
        "UITableView": "tableView", "UITableViewCell": "tableViewCell", "UICollectionView": "collectionView", "UICollectionViewCell": "collectionViewCell", "item": "collectionViewCell", "cell": "tableViewCell", "row": "tableViewCell", "accessory": "accessoryType",
        "stack": "stackView", "scroll": "scrollView", "layoutMarginsRelativeArrangement": "isLayoutMarginsRelativeArrangement", "textColour": "textColor", "text": "title", "title": "text", "lines": "numberOfLines",
        "top": "minY", "bottom": "maxY", "left": "minX", "right": "maxX",
    ]
}
