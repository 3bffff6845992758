import SceneModel
import XMLReading

/// What every Interface Builder view stores that the scene format has a name for: its frame,
/// autoresizing, visibility, touches, colours, content priorities and the layer properties set
/// through user-defined runtime attributes. One function per class adds that class's own
/// (`IBKinds`).
struct IBViewAttributes {
    let element: IBElement
    let namedColors: [String: IBElement]
    /// Whether a font family or PostScript name is installed (`IBFont`).
    let fontInstalled: (String) -> Bool
    var attributes: [XMLElementRecord.Attribute] = []
    var problems: [(IBProblem, SourceLocation)] = []

    /// Every view takes the frame the document stores, constraints or not (`--frames stored`).
    let storedFrames: Bool
    /// Prototype collection cells take the size Interface Builder's canvas draws them at (their
    /// Size inspector's custom size, `<size key="customSize">`): true except as the device lays
    /// the document out (`--frames device`), where the flow layout sizes them.
    let canvasCellSizes: Bool

    /// Named colours the document's resources lack, from the asset catalogs, by name.
    let catalogColors: [String: String]

    init(_ element: IBElement, namedColors: [String: IBElement], catalogColors: [String: String] = [:], storedFrames: Bool = false,
         canvasCellSizes: Bool = true, fontInstalled: @escaping (String) -> Bool) {
        self.element = element
        self.namedColors = namedColors
        self.catalogColors = catalogColors
        self.storedFrames = storedFrames
        self.canvasCellSizes = canvasCellSizes
        self.fontInstalled = fontInstalled
    }

    /// Adds `name="value"` at the place of the IB attribute it came from (or the element's).
    mutating func add(_ name: String, _ value: String, from source: String? = nil) {
        let location = source.flatMap { element.attribute($0)?.location } ?? element.location
        attributes.append(XMLElementRecord.Attribute(name: name, value: value, location: location))
    }

    /// The intrinsic size a document declares for a view of a custom class (the Size inspector's
    /// "Intrinsic Size: Placeholder", `placeholderIntrinsicWidth` and `placeholderIntrinsicHeight`),
    /// as `W H`; nil unless both are sizes a screen can have (Interface Builder writes `infinite`
    /// for an axis with none). It stands for what the class's own `intrinsicContentSize` answers
    /// at run time, which scenec cannot run: googleads' `APIDemo/Main.storyboard` declares its
    /// `GAMBannerView` 320 × 50, a banner's size, and stores the views chained below it where
    /// that height puts them.
    static func placeholderIntrinsicSize(of view: IBElement) -> String? {
        guard let w = IBNumber.value(view["placeholderIntrinsicWidth"]), let h = IBNumber.value(view["placeholderIntrinsicHeight"]),
              w >= 0, h >= 0 else { return nil }
        return "\(IBNumber.text(w)) \(IBNumber.text(h))"
    }

    /// Copies an IB boolean attribute as `true`/`false`, inverted when `inverted`.
    mutating func flag(_ ib: String, as name: String, inverted: Bool = false) {
        guard let value = element.bool(ib) else { return }
        add(name, value != inverted ? "true" : "false", from: ib)
    }

    /// A colour child (`<color key="backgroundColor" …/>`) as an attribute.
    mutating func color(key: String, as name: String) {
        guard let child = element.child("color", key: key) else { return }
        color(child, as: name)
    }

    /// A `<color>` element anywhere under the view (a button state's `titleColor`) as an attribute.
    mutating func color(_ child: IBElement, as name: String) {
        switch IBColor.value(child, named: namedColors, catalog: catalogColors) {
        case .success(let value?): attributes.append(XMLElementRecord.Attribute(name: name, value: value, location: child.location))
        case .success(nil): break
        case .failure(let problem): problems.append((problem, child.location))
        }
    }

    /// The `<fontDescription>` as `font`.
    mutating func font() {
        guard let font = element.child("fontDescription", key: "fontDescription") else { return }
        let (value, standIn) = IBFont.value(font, installed: fontInstalled)
        if let value { attributes.append(XMLElementRecord.Attribute(name: "font", value: value, location: font.location)) }
        if let standIn { problems.append((standIn, font.location)) }
    }

    /// Whether the view is the root: its frame and autoresizing belong to the scene.
    mutating func addShared(isRoot: Bool) {
        if !isRoot {
            // `fixedFrame="YES"` marks a view without constraints of its own, which Interface
            // Builder places at its frame at build time ("prototyping constraints":
            // https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/WorkingwithConstraintsinInterfaceBuilder.html).
            // `--frames stored` places every view at its stored frame.
            let placedByConstraints = element.bool("translatesAutoresizingMaskIntoConstraints") == false && element.bool("fixedFrame") != true && !storedFrames
            // A view constraints place has its frame from them, as at run time: the frame
            // Interface Builder stored is what its canvas last showed.
            // A view Interface Builder marks `ambiguous` (its constraints give no frame) has a
            // stored frame that is no layout's answer; one it marks `misplaced` keeps its stored
            // frame, so the misplaced-view warning fires on it as Xcode's canvas flags it.
            let storedIsLaidOut = element.bool("ambiguous") != true
            if let rect = element.child("rect", key: "frame"), storedIsLaidOut || !placedByConstraints {
                let numbers = ["x", "y", "width", "height"].map { IBNumber.text(rect[$0]) ?? "0" }.joined(separator: " ")
                // The stored frame of a view constraints place is what they should give it.
                attributes.append(XMLElementRecord.Attribute(name: placedByConstraints ? "expectedFrame" : "frame", value: numbers, location: rect.location))
            }
            addAutoresizing()
            // Interface Builder writes the attribute only when it is NO; a view it leaves out keeps
            // its frame, as UIKit's default `true` does.
            add("translatesAutoresizingMaskIntoConstraints", placedByConstraints ? "false" : "true", from: "translatesAutoresizingMaskIntoConstraints")
            color(key: "backgroundColor", as: "backgroundColor")
        }
        // Interface Builder's names are UIKit's; every view stores one, an image view's matters.
        if let mode = element["contentMode"] { add("contentMode", mode, from: "contentMode") }
        flag("hidden", as: "isHidden")
        if let alpha = IBNumber.text(element["alpha"]) { add("alpha", alpha, from: "alpha") }
        flag("clipsSubviews", as: "clipsToBounds")
        flag("userInteractionEnabled", as: "isUserInteractionEnabled")
        color(key: "tintColor", as: "tintColor")
        addPriorities()
        addRuntimeAttributes()
        addMargins()
        flag("preservesSuperviewLayoutMargins", as: "preservesSuperviewLayoutMargins")
    }

    /// The view's own layout margins (`<edgeInsets key="layoutMargins">`, or the directional
    /// ones, leading as left) and whether they are measured from its safe area; for the root
    /// view, attributes of the `<scene>`.
    mutating func addMargins() {
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            let numbers = ["top", "left", "bottom", "right"].map { IBNumber.text(insets[$0]) ?? "0" }.joined(separator: " ")
            attributes.append(XMLElementRecord.Attribute(name: "layoutMargins", value: numbers, location: insets.location))
        } else if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            let numbers = ["top", "leading", "bottom", "trailing"].map { IBNumber.text(insets[$0]) ?? "0" }.joined(separator: " ")
            attributes.append(XMLElementRecord.Attribute(name: "directionalLayoutMargins", value: numbers, location: insets.location))
        }
        flag("insetsLayoutMarginsFromSafeArea", as: "insetsLayoutMarginsFromSafeArea")
    }

    private mutating func addAutoresizing() {
        guard let mask = element.child("autoresizingMask", key: "autoresizingMask") else { return }
        let names = [("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"), ("flexibleMaxX", "flexibleRightMargin"),
                     ("flexibleMinY", "flexibleTopMargin"), ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin")]
        let set = names.filter { mask.bool($0.0) == true }.map(\.1)
        if !set.isEmpty { attributes.append(XMLElementRecord.Attribute(name: "autoresizingMask", value: set.joined(separator: " "), location: mask.location)) }
    }

    private mutating func addPriorities() {
        for (kind, name) in [("Hugging", "contentHuggingPriority"), ("CompressionResistance", "contentCompressionResistancePriority")] {
            let horizontal = element["horizontal\(kind)Priority"], vertical = element["vertical\(kind)Priority"]
            guard horizontal != nil || vertical != nil else { continue }
            // Interface Builder's defaults where it writes one axis only: 250 hugging, 750 resistance.
            let standard = kind == "Hugging" ? "250" : "750"
            add(name, "\(horizontal ?? standard) \(vertical ?? standard)", from: "horizontal\(kind)Priority")
        }
    }
}

extension IBViewAttributes {
    /// What every view stores, whatever its class: read here (frame, autoresizing, colours,
    /// priorities, margins, runtime attributes, size-class variations), or harmless. `opaque` is
    /// a drawing hint; `misplaced`, `ambiguous`, `fixedFrame` and `verifyAmbiguity` are
    /// Interface Builder's own notes; Dynamic Type at the default content size changes nothing.
    /// `autoresizesSubviews` is true by default
    /// (https://developer.apple.com/documentation/uikit/uiview/autoresizessubviews).
    static let viewSupport = IBSupport("every view", .imported, attributes: [
        "customClass": .warned("drawn as its UIKit class"), "contentMode": .imported, "translatesAutoresizingMaskIntoConstraints": .imported,
        "horizontalHuggingPriority": .imported, "verticalHuggingPriority": .imported, "horizontalCompressionResistancePriority": .imported,
        "verticalCompressionResistancePriority": .imported, "userInteractionEnabled": .imported, "clipsSubviews": .imported, "hidden": .imported,
        "alpha": .imported, "fixedFrame": .imported, "ambiguous": .imported, "misplaced": .imported, "insetsLayoutMarginsFromSafeArea": .imported,
        "preservesSuperviewLayoutMargins": .differs("a cell's content view always follows the table's margins"),
        "adjustsFontForContentSizeCategory": .differs("the default content size category (Large), so no change"),
        "adjustsImageSizeForAccessibilityContentSizeCategory": .differs("the default content size category, so no change"),
        "placeholderIntrinsicWidth": .notRead("the view's intrinsic size placeholder"),
        "placeholderIntrinsicHeight": .notRead("the view's intrinsic size placeholder"),
        "autoresizesSubviews": .unmodelled("subviews are always resized", unless: "YES"),
        "semanticContentAttribute": .unmodelled("left to right is assumed", unless: "unspecified"),
        "layoutMarginsFollowReadableWidth": .unmodelled("margins are not the readable width's", unless: "NO"),
        "contentHorizontalAlignment": .notRead("controls' content is centred"), "contentVerticalAlignment": .notRead("controls' content is centred"),
        "verifyAmbiguity": .noEffect, "opaque": .noEffect, "multipleTouchEnabled": .noEffect, "tag": .noEffect,
        "clearsContextBeforeDrawing": .noEffect, "simulatedAppContext": .noEffect, "pointerInteraction": .noEffect, "restorationIdentifier": .noEffect,
    ], children: [
        "rect frame": .imported, "autoresizingMask": .imported, "subviews": .imported, "constraints": .imported, "viewLayoutGuide": .imported,
        "variation": .imported, "userDefinedRuntimeAttributes": .differs("the layer's own key paths are applied"), "edgeInsets layoutMargins": .imported,
        "directionalEdgeInsets directionalLayoutMargins": .imported, "fontDescription fontDescription": .imported, "color backgroundColor": .imported,
        "color tintColor": .imported,
        // A still view is not highlighted; `nil` is a property left unset.
        "color highlightedColor": .noEffect, "nil": .noEffect,
        "connections": .noEffect, "gestureRecognizers": .noEffect, "accessibility": .noEffect, "textInputTraits": .noEffect, "dataDetectorType": .noEffect,
        // Interface Builder's canvas: where a top-level view sits, and its freeform size.
        "point canvasLocation": .noEffect, "freeformSimulatedSizeMetrics": .noEffect,
    ])

    /// The elements that place and size a view.
    static let support: [IBSupport] = [
        IBSupport("rect", .imported, attributes: ["x": .imported, "y": .imported, "width": .imported, "height": .imported]),
        IBSupport("autoresizingMask", .imported, attributes: [
            "flexibleMinX": .imported, "widthSizable": .imported, "flexibleMaxX": .imported, "flexibleMinY": .imported, "heightSizable": .imported,
            "flexibleMaxY": .imported,
        ]),
        IBSupport("edgeInsets", .imported, attributes: ["top": .imported, "left": .imported, "bottom": .imported, "right": .imported]),
        IBSupport("directionalEdgeInsets", .imported, attributes: ["top": .imported, "leading": .imported, "bottom": .imported, "trailing": .imported]),
        IBSupport("nil", .noEffect, attributes: ["name": .noEffect]),
    ]
}
