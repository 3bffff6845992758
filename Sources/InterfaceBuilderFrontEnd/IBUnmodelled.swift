import SceneModel

/// The attributes and child elements of a view that scenec does not model, so that each is
/// said (one warning per kind and document) rather than dropped in silence. What a class's
/// translation reads (`IBKinds`, `IBViewAttributes`) is modelled; what makes no difference to a
/// still screen (touches the scene never gets, Dynamic Type at its default size, scroll
/// indicators, outlets, accessibility) is harmless; anything else is said. The lists come from
/// the attributes and children the corpus's views use (`Tests/InterfaceBuilderCorpus`).
enum IBUnmodelled {
    /// One problem per attribute or child of `view` that is neither modelled nor harmless; none
    /// for a class whose attributes are not inventoried here yet (tables, cells, bars, date
    /// pickers, collection and container views: their translations say what they leave out).
    static func problems(of view: IBElement) -> [(IBProblem, SourceLocation)] {
        guard let own = modelled[view.name] else { return [] }
        var found: [(IBProblem, SourceLocation)] = []
        for attribute in view.record.attributes
        where !shared.contains(attribute.name) && !own.contains(attribute.name) && defaults[attribute.name] != attribute.value {
            found.append((.unmodelledAttribute(attribute.name, of: view.name), attribute.location))
        }
        for child in view.children {
            let key = child["key"]
            if sharedChildren.contains(child.name) || child.name == "nil" { continue }
            if child.name == "color", let key, colorKeys.contains(key) || (modelledColors[view.name] ?? []).contains(key) { continue }
            if let key, (modelledChildren[view.name] ?? []).contains("\(child.name) \(key)") { continue }
            if key == nil, (modelledChildren[view.name] ?? []).contains(child.name) { continue }
            found.append((.unmodelledElement(child.name + (key.map { " key=\"\($0)\"" } ?? ""), in: view.name), child.location))
        }
        return found
    }

    /// Every view's: what `IBViewAttributes` reads, and what changes nothing a still screen shows
    /// (`opaque` is a drawing hint; `misplaced`, `ambiguous` and `fixedFrame` are Interface
    /// Builder's own notes).
    private static let shared: Set<String> = [
        "id", "key", "userLabel", "customClass", "customModule", "customModuleProvider", "contentMode", "translatesAutoresizingMaskIntoConstraints",
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
        "userInteractionEnabled", "clipsSubviews", "hidden", "alpha", "fixedFrame", "ambiguous", "misplaced", "verifyAmbiguity", "opaque",
        "multipleTouchEnabled", "tag", "clearsContextBeforeDrawing", "simulatedAppContext", "pointerInteraction",
        "adjustsFontForContentSizeCategory", "adjustsImageSizeForAccessibilityContentSizeCategory", "placeholderIntrinsicWidth",
        "placeholderIntrinsicHeight",
    ]

    /// Attributes Interface Builder writes at UIKit's default, which then change nothing:
    /// `adjustsFontSizeToFitWidth` and `adjustsLetterSpacingToFitWidth` are false
    /// (https://developer.apple.com/documentation/uikit/uilabel/adjustsfontsizetofitwidth), a
    /// control's content is centred both ways
    /// (https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.property),
    /// `autoresizesSubviews` and `insetsLayoutMarginsFromSafeArea` are true
    /// (https://developer.apple.com/documentation/uikit/uiview/autoresizessubviews,
    /// https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea).
    private static let defaults: [String: String] = [
        "adjustsFontSizeToFit": "NO", "adjustsLetterSpacingToFitWidth": "NO", "contentHorizontalAlignment": "center",
        "contentVerticalAlignment": "center", "autoresizesSubviews": "YES", "insetsLayoutMarginsFromSafeArea": "YES",
    ]

    /// Each class's own attributes that its translation reads, or that a still screen never shows
    /// (a scroll view's bouncing and indicators, a text view's editing).
    private static let modelled: [String: Set<String>] = [
        // The smallest size and scale only act with `adjustsFontSizeToFit`, said on its own.
        "label": ["text", "textAlignment", "numberOfLines", "lineBreakMode", "usesAttributedText", "baselineAdjustment", "minimumFontSize",
                  "minimumScaleFactor"],
        "button": ["buttonType", "lineBreakMode", "enabled"],
        "imageView": ["image", "catalog"],
        "stackView": ["axis", "distribution", "alignment", "spacing", "spacingType", "baselineRelativeArrangement", "layoutMarginsFollowReadableWidth"],
        "scrollView": ["showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "alwaysBounceVertical", "alwaysBounceHorizontal", "bounces",
                       "bouncesZoom", "pagingEnabled", "scrollEnabled", "keyboardDismissMode", "minimumZoomScale", "maximumZoomScale"],
        "switch": ["on", "enabled", "contentHorizontalAlignment", "contentVerticalAlignment"],
        "slider": ["value", "minValue", "maxValue", "enabled", "contentHorizontalAlignment", "contentVerticalAlignment"],
        "stepper": ["value", "minimumValue", "maximumValue", "stepValue", "enabled", "contentHorizontalAlignment", "contentVerticalAlignment"],
        "segmentedControl": ["segmentControlStyle", "selectedSegmentIndex", "enabled", "contentHorizontalAlignment", "contentVerticalAlignment"],
        "progressView": ["progress", "progressViewStyle"],
        "activityIndicatorView": ["style", "animating"],
        "pageControl": ["numberOfPages", "currentPage", "enabled", "contentHorizontalAlignment", "contentVerticalAlignment"],
        "textField": ["borderStyle", "text", "placeholder", "clearButtonMode", "textAlignment", "minimumFontSize", "enabled",
                      "contentHorizontalAlignment", "contentVerticalAlignment"],
        "textView": ["text", "textAlignment", "scrollEnabled", "editable", "selectable", "bouncesZoom", "showsHorizontalScrollIndicator",
                     "showsVerticalScrollIndicator", "keyboardDismissMode", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal"],
        "searchBar": ["text", "placeholder", "searchBarStyle"],
    ]

    /// Children every view may have that are read or change nothing shown: its frame, mask,
    /// subviews, constraints and guides; outlets, gestures, accessibility, text input traits,
    /// Interface Builder's canvas notes; size-class variations (`IBVariations`).
    private static let sharedChildren: Set<String> = [
        "rect", "autoresizingMask", "subviews", "constraints", "viewLayoutGuide", "connections", "gestureRecognizers", "accessibility",
        "textInputTraits", "point", "freeformSimulatedSizeMetrics", "variation", "userDefinedRuntimeAttributes", "edgeInsets",
        "fontDescription", "dataDetectorType",
    ]

    /// Colours every view's translation reads, and a label's highlighted colour (a still label
    /// is not highlighted).
    private static let colorKeys: Set<String> = ["backgroundColor", "tintColor", "highlightedColor"]

    private static let modelledColors: [String: Set<String>] = [
        "label": ["textColor"], "textField": ["textColor"], "textView": ["textColor"],
        "switch": ["onTintColor", "thumbTintColor"], "slider": ["minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor"],
        "progressView": ["progressTintColor", "trackTintColor"], "activityIndicatorView": ["color"],
        "pageControl": ["pageIndicatorTintColor", "currentPageIndicatorTintColor"],
    ]

    /// Keyed (`element key`) or unkeyed children a class's translation reads, or that a still
    /// control never shows (a button's highlighted and disabled states).
    private static let modelledChildren: [String: Set<String>] = [
        "label": ["attributedString attributedText"],
        "button": ["state normal", "state highlighted", "state selected", "state disabled", "buttonConfiguration configuration",
                   "inset contentEdgeInsets"],
        "segmentedControl": ["segments"],
    ]
}
