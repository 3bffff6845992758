import SceneModel

/// `<switch>`: a `UISwitch`, starting at a new switch's (`SwitchProperties()`), with its
/// alignment rect inset from its frame on the trailing side (`SwitchProperties.alignmentRectInsets`).
enum SwitchSyntax {
    static let declaration = KindSyntax(element: "switch", payload: SwitchProperties.self, attributes: [
        .init("isOn", .bool) { $0.isOn = $1 },
        .init("onTintColor", .color) { $0.onTintColor = $1 },
        .init("thumbTintColor", .color) { $0.thumbTintColor = $1 },
        .init("isEnabled", .bool) { $0.isEnabled = $1 },
    ], changingSharedDefaults: { draft, _ in draft.alignmentRectInsets = SwitchProperties.alignmentRectInsets })
}
