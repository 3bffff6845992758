import XMLReading

/// A `<button>` from Interface Builder: its normal state's title and title colour, its content
/// insets, its font, whether it is enabled, or its `UIButton.Configuration` (iOS 15) style,
/// title and symbol.
enum IBButton {
    /// The title font size of a custom button (`UIButton.ButtonType.custom`): 18 pt, where a
    /// system button's is 15.
    static let customButtonFontSize = "18"

    static func add(_ v: inout IBViewAttributes) {
        let normal = v.element.children.first { $0.name == "state" && $0["key"] == "normal" }
        let configuration = v.element.child("buttonConfiguration", key: "configuration")
        // A configured button shows its configuration's title: Interface Builder keeps the normal
        // state's title from before the button was given a configuration, but sizes the button by
        // the configuration's (googleads' FullScreenNativeExample `Main.storyboard` stores an 89.3 pt
        // "Load ad" button whose state title is "Button").
        if let title = configuration?["title"] ?? normal?["title"] { v.add("title", title) }
        v.font()
        IBKinds.enabled(&v)
        // A custom button (no `buttonType`) draws its title in the 18 pt system font unless the
        // document gives one: XLPagerTabStrip's `Storyboard.storyboard` stores the custom buttons
        // "Reload" and "Close" 56 × 34 and 46 × 34, an 18 pt title's width and line plus 12.
        if v.element["buttonType"] == nil, configuration == nil, v.element.child("fontDescription", key: "fontDescription") == nil {
            v.add("font", customButtonFontSize)
        }
        if let configuration {
            if let style = configuration["style"], ["plain", "gray", "tinted", "filled"].contains(style) { v.add("configuration", style) }
            // A configured button draws an SF Symbol before its title.
            if let image = configuration["image"], configuration["catalog"] == "system" { v.add("image", IBKinds.symbol(image)) }
        }
        // A system button draws its title in its tint colour unless a title colour is set for
        // the normal state (https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:));
        // the scene's button draws its title in its tint, so the title colour is that tint.
        if v.element.child("color", key: "tintColor") == nil {
            if let color = normal?.child("color", key: "titleColor") ?? configuration?.child("color", key: "baseForegroundColor") {
                v.color(color, as: "tintColor")
            }
        }
        // `contentEdgeInsets` as Interface Builder stores them: `minX` left, `minY` top.
        if configuration == nil, let inset = v.element.child("inset", key: "contentEdgeInsets") {
            let numbers = ["minY", "minX", "maxY", "maxX"].map { IBNumber.text(inset[$0]) ?? "0" }
            if numbers.allSatisfy({ (Double($0) ?? -1) >= 0 }) {
                v.attributes.append(.init(name: "contentEdgeInsets", value: numbers.joined(separator: " "), location: inset.location))
            }
        }
    }
}

extension IBButton {
    /// The size of an untitled button that shows only its normal state's image: the image's,
    /// as the document's resources give it (`<image name width height>`), when nothing else adds
    /// to it (no configuration, no content insets). UIKit sizes such a button to its image
    /// (https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)); BWWalkthrough's
    /// `Walkthrough.storyboard` stores its untitled "Prev" and "Next" buttons 50 × 50, their
    /// images' sizes. Nil for any other button, or an image the resources do not size.
    static func imageSize(of button: IBElement, in sizes: [String: (String, String)]) -> (String, String)? {
        guard button.child("buttonConfiguration", key: "configuration") == nil,
              button.child("inset", key: "contentEdgeInsets") == nil,
              let normal = button.children.first(where: { $0.name == "state" && $0["key"] == "normal" }),
              normal["title"] == nil, let image = normal["image"] else { return nil }
        return sizes[image]
    }
}

extension IBButton {
    /// What a button and its states and configuration store, beyond every view's
    /// (`IBViewAttributes.viewSupport`): a still button is neither highlighted nor selected.
    static let support: [IBSupport] = [
        IBSupport("button", .differs("its normal title, title colour (as its tint), font, content insets and configuration style; images, other states and line breaking are not read"),
                  view: true, attributes: [
            "buttonType": .differs("every button is a system button"), "enabled": .imported,
            "lineBreakMode": .notRead("the title is on one line"),
            "contentHorizontalAlignment": .unmodelled("the title is centred", unless: "center"),
            "contentVerticalAlignment": .unmodelled("the title is centred", unless: "center"),
        ], children: [
            "state normal": .imported, "state highlighted": .noEffect, "state selected": .noEffect,
            "state disabled": .notRead("a disabled button is drawn with its normal state's title and colour, dimmed"),
            "buttonConfiguration configuration": .imported, "inset contentEdgeInsets": .imported,
            "inset imageEdgeInsets": .unmodelled("the image's insets"),
        ]),
        IBSupport("state", .differs("the normal state's title and title colour only"), attributes: [
            "backgroundImage": .notRead("a button's background image"), "image": .differs("an untitled button's image sizes it (its size in the document's resources); it is not drawn"), "title": .imported,
        ]),
        IBSupport("buttonConfiguration", .differs("its style, title, symbol and foreground colour; its other settings are not read"), attributes: [
            "style": .imported, "title": .imported, "image": .imported, "catalog": .imported,
        ]),
        IBSupport("inset", .differs("a button's contentEdgeInsets and a flow layout's section inset; other insets are not read"), attributes: [
            "minX": .imported, "minY": .imported, "maxX": .imported, "maxY": .imported,
        ]),
    ]
}
