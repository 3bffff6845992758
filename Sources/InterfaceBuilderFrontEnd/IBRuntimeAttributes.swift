import XMLReading

/// User-defined runtime attributes (`<userDefinedRuntimeAttribute keyPath="layer.cornerRadius">`):
/// key-value coding UIKit applies to the view when it is loaded
/// (https://developer.apple.com/library/archive/documentation/DeveloperTools/Conceptual/IB_UserGuide/Chapters/ApplyingRuntimeAttributes.html),
/// the way documents give a view's layer what the inspectors do not. Only key paths UIKit and
/// Core Animation themselves define are applied; a key path a custom class or category defines
/// (`cornerRadius` on an IBAnimatable view, `layer.borderUIColor`) does what that code does,
/// which the document does not say: one warning per key path.
extension IBViewAttributes {
    /// Key paths UIKit defines that change nothing scenec draws or lays out.
    private static let invisible: Set<String> = ["accessibilityIdentifier", "accessibilityLabel", "accessibilityHint"]

    mutating func addRuntimeAttributes() {
        guard let list = element.child("userDefinedRuntimeAttributes") else { return }
        for attribute in list.children where attribute.name == "userDefinedRuntimeAttribute" {
            guard let path = attribute["keyPath"], !Self.invisible.contains(path) else { continue }
            let value = attribute.children.first
            let number = value.flatMap { $0.name == "bool" ? $0["value"] : IBNumber.text($0["value"]) }
            switch (path, number) {
            // A negative radius or width is no value the scene format takes: said, as a key path is.
            case ("layer.cornerRadius", let v?) where (Double(v) ?? -1) >= 0:
                attributes.append(.init(name: "cornerRadius", value: v, location: attribute.location))
            case ("layer.borderWidth", let v?) where (Double(v) ?? -1) >= 0:
                attributes.append(.init(name: "borderWidth", value: v, location: attribute.location))
            case ("layer.shadowOpacity", let v?):
                // Core Animation clamps the opacity to [0, 1] (https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity).
                let opacity = IBNumber.text(min(1, max(0, Double(v) ?? 0)))
                attributes.append(.init(name: "shadowOpacity", value: opacity, location: attribute.location))
            case ("layer.shadowRadius", let v?) where (Double(v) ?? -1) >= 0:
                attributes.append(.init(name: "shadowRadius", value: v, location: attribute.location))
            case ("layer.masksToBounds", let v?), ("clipsToBounds", let v?):
                attributes.append(.init(name: "clipsToBounds", value: v == "YES" ? "true" : "false", location: attribute.location))
            case ("layer.shadowOffset", _) where value?.name == "size":
                let w = IBNumber.text(value?["width"]) ?? "0", h = IBNumber.text(value?["height"]) ?? "0"
                attributes.append(.init(name: "shadowOffset", value: "\(w) \(h)", location: attribute.location))
            case ("layer.borderColor", _), ("layer.shadowColor", _):
                // The inspector's Color type is a UIColor, and these properties take a CGColor,
                // which runtime attributes cannot give
                // (https://sam.dods.co/blog/2014/04/08/user-defined-runtime-attributes-in-interface-builder.html):
                // the colour does not reach the layer, so scenec leaves it unset too.
                problems.append((.runtimeAttributeNotApplied(path), attribute.location))
            default: problems.append((.unsupportedAttribute("runtime attribute " + path), attribute.location))
            }
        }
    }
}

extension IBViewAttributes {
    /// User-defined runtime attributes and their values.
    static let runtimeAttributeSupport: [IBSupport] = [
        IBSupport("userDefinedRuntimeAttributes", .imported),
        IBSupport("userDefinedRuntimeAttribute", .differs("the layer's own key paths are applied; others, and colours given where Core Animation takes a CGColor, are warned about"), attributes: [
            "catalog": .notRead("an image runtime attribute"), "keyPath": .imported, "type": .imported, "value": .imported,
        ]),
        IBSupport("real", .imported, attributes: [
            "value": .imported,
        ]),
        IBSupport("integer", .imported, attributes: [
            "value": .imported,
        ]),
        IBSupport("bool", .imported, attributes: [
            "value": .imported,
        ]),
    ]
}
