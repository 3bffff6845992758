import SceneModel

/// The attributes and child elements of a modelled view that scenec does not model, so that
/// each is said (one warning per kind and document) rather than dropped in silence: anything a
/// view stores that no reader declares (`IBSupportTable`), and what a reader declares
/// `unmodelled`, unless it has UIKit's default value.
enum IBUnmodelled {
    /// One problem per attribute or child of `view` that is neither modelled nor harmless.
    static func problems(of view: IBElement) -> [(IBProblem, SourceLocation)] {
        var found: [(IBProblem, SourceLocation)] = []
        for attribute in view.record.attributes where said(IBSupportTable.status(ofAttribute: attribute.name, on: view.name), value: attribute.value) {
            found.append((.unmodelledAttribute(attribute.name, of: view.name), attribute.location))
        }
        for child in view.children {
            let key = child["key"]
            guard said(IBSupportTable.status(ofChild: child.name, key: key, in: view.name), value: nil) else { continue }
            found.append((.unmodelledElement(child.name + (key.map { " key=\"\($0)\"" } ?? ""), in: view.name), child.location))
        }
        return found
    }

    /// Whether a warning says what has `status` and `value`: what is not declared, and what is
    /// declared unmodelled away from its default.
    private static func said(_ status: IBSupport.Status?, value: String?) -> Bool {
        switch status {
        case nil: true
        case .unmodelled(_, let unless)?: unless == nil || value != unless
        default: false
        }
    }

    /// Elements that change nothing a still screen shows: gestures, accessibility, text input
    /// traits and data detectors, and values of properties only code reads.
    static let support: [IBSupport] = [
        IBSupport("gestureRecognizers", .noEffect),
        IBSupport("tapGestureRecognizer", .noEffect),
        IBSupport("panGestureRecognizer", .noEffect, attributes: [
            "minimumNumberOfTouches": .noEffect,
        ]),
        IBSupport("swipeGestureRecognizer", .noEffect, attributes: [
            "direction": .noEffect,
        ]),
        IBSupport("pongPressGestureRecognizer", .noEffect, attributes: [
            "allowableMovement": .noEffect, "minimumPressDuration": .noEffect,
        ]),
        IBSupport("accessibility", .noEffect, attributes: [
            "identifier": .noEffect, "label": .noEffect,
        ]),
        IBSupport("accessibilityTraits", .noEffect, attributes: [
            "button": .noEffect, "image": .noEffect, "keyboardKey": .noEffect, "searchField": .noEffect,
        ]),
        IBSupport("accessibilityOverrides", .noEffect, attributes: [
            "dynamicTypePreference": .noEffect,
        ]),
        IBSupport("textInputTraits", .noEffect, attributes: [
            "autocapitalizationType": .noEffect, "autocorrectionType": .noEffect, "enablesReturnKeyAutomatically": .noEffect,
            "keyboardType": .noEffect, "returnKeyType": .noEffect, "secureTextEntry": .noEffect, "smartDashesType": .noEffect,
            "smartInsertDeleteType": .noEffect, "smartQuotesType": .noEffect, "spellCheckingType": .noEffect, "textContentType": .noEffect,
        ]),
        IBSupport("dataDetectorType", .noEffect, attributes: [
            "link": .noEffect,
        ]),
        IBSupport("popoverArrowDirection", .noEffect, attributes: [
            "up": .noEffect,
        ]),
        IBSupport("value", .noEffect, attributes: [
            "height": .noEffect, "type": .noEffect, "width": .noEffect,
        ]),
        IBSupport("array", .noEffect),
        IBSupport("mutableData", .noEffect),
    ]
}
