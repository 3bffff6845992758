/// Every element the front end knows, as each reader declares it (`IBSupport`), and the status
/// of an attribute or child: the element's own declaration first, then what every view stores
/// (for a view), then what any element stores. What no declaration lists is not modelled.
enum IBSupportTable {
    /// Each reader's declarations, in no particular order; an element is declared once (a test
    /// holds them to that, and to classifying all the corpus uses).
    static let declarations: [IBSupport] = IBKinds.support + IBButton.support + IBTableKinds.support + IBBars.support + IBDatePicker.support
        + IBContainers.support + IBViewAttributes.support + IBViewAttributes.runtimeAttributeSupport + IBColor.support + IBFont.support
        + IBConstraint.support + IBVariations.support + IBSimulatedMetrics.support + IBDocumentParts.support + IBSegues.support
        + IBDevice.support + IBStoryboardMap.support + IBTranslator.support + InterfaceBuilderFrontEnd.support + IBUnmodelled.support

    /// The declarations by element name (the first, should one be declared twice).
    static let elements: [String: IBSupport] = Dictionary(declarations.map { ($0.element, $0) }, uniquingKeysWith: { first, _ in first })

    /// Attributes any element may store: its id and key, which the reader finds it by, the
    /// name Interface Builder's outline shows, and a custom class's module.
    static let everyElement: [String: IBSupport.Status] = [
        "id": .imported, "key": .imported, "userLabel": .imported, "customModule": .noEffect, "customModuleProvider": .noEffect,
    ]

    /// The status of the attribute `name` on an `element`, or nil when it is not declared.
    static func status(ofAttribute name: String, on element: String) -> IBSupport.Status? {
        let own = elements[element]
        if let status = own?.attributes[name] { return status }
        if own?.isView == true, let status = IBViewAttributes.viewSupport.attributes[name] { return status }
        return everyElement[name]
    }

    /// The status of a view's child element `name` with `key`, or nil when it is not declared.
    static func status(ofChild name: String, key: String?, in view: String) -> IBSupport.Status? {
        for children in [elements[view]?.children ?? [:], IBViewAttributes.viewSupport.children] {
            if let key, let status = children[name + " " + key] ?? children["* " + key] { return status }
            if let status = children[name] { return status }
        }
        return nil
    }
}
