/// Each Interface Builder class scenec models, and what it adds to the shared view attributes:
/// the one place this front end knows a UIKit class. A class missing here is drawn as a
/// placeholder view at the size Interface Builder stored, with its class name and one warning.
enum IBKinds {
    /// The scene element for an IB element name, and the function adding its own attributes.
    static func kind(of view: IBElement) -> (element: String, add: (inout IBViewAttributes) -> Void)? {
        switch view.name {
        case "view": ("view", { _ in })
        case "label": ("label", label)
        case "button": ("button", IBButton.add)
        case "imageView": ("imageView", imageView)
        case "stackView": ("stackView", stackView)
        case "scrollView": ("scrollView", { _ in })
        // A container view is a plain view; the controller it embeds is laid out in it (`IBContainers`).
        case "containerView": ("view", { _ in })
        case "switch": ("switch", switchControl)
        case "slider": ("slider", slider)
        case "stepper": ("stepper", stepper)
        case "segmentedControl": ("segmentedControl", segmentedControl)
        case "progressView": ("progressView", progressView)
        case "activityIndicatorView": ("activityIndicatorView", activityIndicator)
        case "pageControl": ("pageControl", pageControl)
        case "textField": ("textField", textField)
        case "textView": ("textView", textView)
        case "searchBar": ("searchBar", searchBar)
        case "collectionView": ("collectionView", collectionView)
        // A prototype cell, laid out once as an item; its contentView is the cell's own
        // (`IBTranslator` walks the contentView's subviews as the cell's).
        case "collectionViewCell": ("collectionViewCell", collectionViewCell)
        case "tableView": ("tableView", IBTableKinds.tableView)
        case "tableViewCell": ("tableViewCell", IBTableKinds.tableViewCell)
        case "navigationBar": ("navigationBar", IBBars.navigationBar)
        case "toolbar": ("toolbar", IBBars.toolbar)
        case "tabBar": ("tabBar", IBBars.tabBar)
        case "barButtonItem": ("barButtonItem", IBBars.barButtonItem)
        case "tabBarItem": ("tabBarItem", IBBars.tabBarItem)
        case "datePicker" where IBDatePicker.isModelled(view): ("datePicker", IBDatePicker.add)
        default: nil
        }
    }

    /// Text Interface Builder writes as an element rather than an attribute, as it does long
    /// or multi-line text (`<string key="text">…</string>`).
    private static func longText(_ element: IBElement, _ key: String) -> String? {
        element.child("string", key: key)?.record.text
    }

    /// `enabled="NO"` on a control.
    static func enabled(_ v: inout IBViewAttributes) {
        if v.element.bool("enabled") == false { v.add("isEnabled", "false", from: "enabled") }
    }

    private static func switchControl(_ v: inout IBViewAttributes) {
        v.flag("on", as: "isOn")
        v.color(key: "onTintColor", as: "onTintColor")
        v.color(key: "thumbTintColor", as: "thumbTintColor")
        enabled(&v)
    }

    private static func slider(_ v: inout IBViewAttributes) {
        for (ib, name) in [("value", "value"), ("minValue", "minimumValue"), ("maxValue", "maximumValue")] {
            if let n = IBNumber.text(v.element[ib]) { v.add(name, n, from: ib) }
        }
        for key in ["minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor"] { v.color(key: key, as: key) }
        enabled(&v)
    }

    private static func stepper(_ v: inout IBViewAttributes) {
        for name in ["value", "minimumValue", "maximumValue"] {
            if let n = IBNumber.text(v.element[name]) { v.add(name, n, from: name) }
        }
        enabled(&v)
    }

    private static func segmentedControl(_ v: inout IBViewAttributes) {
        let titles = v.element.child("segments")?.children.filter { $0.name == "segment" }.map { $0["title"] ?? "" } ?? []
        // Titles are separated by `|` in the scene format, which no title may hold.
        if !titles.isEmpty { v.add("segments", titles.map { String($0.map { $0 == "|" ? "/" : $0 }) }.joined(separator: " | ")) }
        if let index = v.element["selectedSegmentIndex"], Int(index) ?? -1 >= 0, Int(index) ?? 0 < titles.count {
            v.add("selectedSegmentIndex", index, from: "selectedSegmentIndex")
        }
        enabled(&v)
    }

    private static func progressView(_ v: inout IBViewAttributes) {
        if let n = IBNumber.text(v.element["progress"]) { v.add("progress", n, from: "progress") }
        v.color(key: "progressTintColor", as: "progressTintColor")
        v.color(key: "trackTintColor", as: "trackTintColor")
    }

    /// Interface Builder's styles before iOS 13 (`gray`, `white`, `whiteLarge`) are today's
    /// `medium` and `large` (https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum).
    private static func activityIndicator(_ v: inout IBViewAttributes) {
        let style = v.element["style"] ?? "medium"
        v.add("style", style == "large" || style == "whiteLarge" ? "large" : "medium", from: "style")
        v.color(key: "color", as: "color")
    }

    private static func pageControl(_ v: inout IBViewAttributes) {
        for name in ["numberOfPages", "currentPage"] {
            if let n = v.element[name], Int(n) ?? -1 >= 0 { v.add(name, n, from: name) }
        }
        v.color(key: "pageIndicatorTintColor", as: "pageIndicatorTintColor")
        v.color(key: "currentPageIndicatorTintColor", as: "currentPageIndicatorTintColor")
        enabled(&v)
    }

    private static func textField(_ v: inout IBViewAttributes) {
        if let style = v.element["borderStyle"], ["none", "line", "bezel", "roundedRect"].contains(style) { v.add("borderStyle", style, from: "borderStyle") }
        for name in ["text", "placeholder"] {
            if let text = v.element[name] ?? longText(v.element, name) { v.add(name, text, from: name) }
        }
        if let mode = v.element["clearButtonMode"], ["never", "whileEditing", "unlessEditing", "always"].contains(mode) {
            v.add("clearButtonMode", mode, from: "clearButtonMode")
        }
        textAttributes(&v)
    }

    private static func textView(_ v: inout IBViewAttributes) {
        if let text = v.element["text"] ?? longText(v.element, "text") { v.add("text", text, from: "text") }
        v.flag("scrollEnabled", as: "isScrollEnabled")
        textAttributes(&v)
    }

    private static func searchBar(_ v: inout IBViewAttributes) {
        for name in ["text", "placeholder"] {
            if let text = v.element[name] ?? longText(v.element, name) { v.add(name, text, from: name) }
        }
        if let style = v.element["searchBarStyle"], ["default", "prominent", "minimal"].contains(style) { v.add("searchBarStyle", style, from: "searchBarStyle") }
    }

    /// A text input's font, colour and alignment, as a label stores them.
    private static func textAttributes(_ v: inout IBViewAttributes) {
        if let alignment = v.element["textAlignment"] {
            v.add("textAlignment", ["center": "center", "right": "right"][alignment] ?? "left", from: "textAlignment")
        }
        v.font()
        v.color(key: "textColor", as: "textColor")
    }

    private static func label(_ v: inout IBViewAttributes) {
        if let text = v.element["text"] ?? longText(v.element, "text") { v.add("text", text, from: "text") }
        // Attributed text as plain text: its fragments joined, in the first fragment's font
        // (`<font key="NSFont" metaFont="system" size="18"/>` or a named font)…
        if let attributed = v.element.child("attributedString", key: "attributedText") {
            let fragments = attributed.children.filter { $0.name == "fragment" }
            v.add("text", fragments.compactMap { $0["content"] }.joined())
            if let font = fragments.first?.child("attributes")?.child("font", key: "NSFont"), let size = IBNumber.text(font["size"]) {
                if let name = font["name"] {
                    let (value, standIn) = IBFont.named(name, family: font["family"], size: size, installed: v.fontInstalled)
                    if let standIn { v.problems.append((standIn, font.location)) }
                    if let value { v.add("font", value) }
                } else {
                    v.add("font", size + (font["metaFont"] == "boldSystem" ? " bold" : ""))
                }
            }
            // …and in its colour (`<color key="NSColor">`), unless the label sets its own.
            if v.element.child("color", key: "textColor") == nil, let color = fragments.first?.child("attributes")?.child("color", key: "NSColor") {
                v.color(color, as: "textColor")
            }
        }
        // UIKit shrinks the text only when it does not fit; scenec draws it at its size, which
        // `IBUnmodelled` says once (its default, NO, is no difference).
        if let alignment = v.element["textAlignment"] {
            // `natural` is left in a left-to-right scene; `justified` lays out as left on one line.
            let value = ["center": "center", "right": "right"][alignment] ?? "left"
            v.add("textAlignment", value, from: "textAlignment")
        }
        if let lines = v.element["numberOfLines"] { v.add("numberOfLines", lines, from: "numberOfLines") }
        if let mode = v.element["lineBreakMode"], let value = lineBreakModes[mode] { v.add("lineBreakMode", value, from: "lineBreakMode") }
        v.font()
        v.color(key: "textColor", as: "textColor")
    }

    /// An SF Symbol (`catalog="system"`) draws as scenec's symbol placeholder; an image of the
    /// app's asset catalogs is the translator's (`AssetCatalogs`).
    private static func imageView(_ v: inout IBViewAttributes) {
        guard let image = v.element["image"], v.element["catalog"] == "system" else { return }
        v.add("image", symbol(image), from: "image")
    }

    /// An image's name as the scene format's `symbol:NAME` (the characters a symbol name has;
    /// `photo` when none are left).
    static func symbol(_ image: String) -> String {
        let name = image.filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" }
        return "symbol:" + (name.isEmpty ? "photo" : name)
    }

    /// A stack view's "Standard" spacing (`spacingType="standard"`, UIKit's
    /// `UIStackView.spacingUseSystem`): the system spacing between sibling views, 8 pt (the
    /// standard space of Apple's Auto Layout Guide, https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/AnatomyofaConstraint.html).
    /// Every such stack in the corpus's documents is stored with 8 pt gaps, vertical ones of
    /// labels too (FloatingPanel's `Sources/Main.storyboard`, openfoodfacts' `Settings.storyboard`).
    static let standardStackSpacing = "8"

    private static func stackView(_ v: inout IBViewAttributes) {
        v.add("axis", v.element["axis"] == "vertical" ? "vertical" : "horizontal", from: "axis")
        if let distribution = v.element["distribution"] { v.add("distribution", distribution, from: "distribution") }
        if let alignment = v.element["alignment"] { v.add("alignment", alignment, from: "alignment") }
        if let spacing = IBNumber.text(v.element["spacing"]) {
            v.add("spacing", spacing, from: "spacing")
        } else if v.element["spacingType"] == "standard" {
            v.add("spacing", standardStackSpacing, from: "spacingType")
        }
        // Interface Builder has no switch for `isLayoutMarginsRelativeArrangement`: a stack view
        // given margins of its own arranges its views inside them. Every such stack in the corpus
        // is stored so (four in IBAnimatable's `UserInterface.storyboard` and
        // `UserInterfaceGradients.storyboard`, margins 10 at the sides, views from x = 10).
        if v.element.child("edgeInsets", key: "layoutMargins") != nil
            || v.element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil {
            v.add("isLayoutMarginsRelativeArrangement", "true")
        }
        if v.element.bool("layoutMarginsFollowReadableWidth") == true || v.element.bool("baselineRelativeArrangement") == true {
            v.problems.append((.unsupportedAttribute("baselineRelativeArrangement / readable width"), v.element.location))
        }
    }

    /// A collection view's flow layout, as Interface Builder stores it: `<collectionViewFlowLayout
    /// key="collectionViewLayout" scrollDirection minimumLineSpacing minimumInteritemSpacing>`
    /// with `<size key="itemSize">`, `<size key="estimatedItemSize">` and `<inset
    /// key="sectionInset" minX minY maxX maxY>` (left, top, right, bottom). Its "Estimate Size:
    /// Automatic" (`automaticEstimatedItemSize="YES"`, `UICollectionViewFlowLayout.automaticSize`)
    /// makes items size themselves, estimated at `itemSize`.
    private static func collectionView(_ v: inout IBViewAttributes) {
        guard let layout = v.element.children.first(where: { $0["key"] == "collectionViewLayout" }) else { return }
        guard layout.name == "collectionViewFlowLayout" else {
            v.problems.append((.unsupportedAttribute("collection view layout " + (layout["customClass"] ?? layout.name)), layout.location))
            return
        }
        if layout["scrollDirection"] == "horizontal" { v.add("scrollDirection", "horizontal") }
        for name in ["minimumLineSpacing", "minimumInteritemSpacing"] {
            if let n = IBNumber.text(layout[name]), (Double(n) ?? -1) >= 0 { v.add(name, n) }
        }
        let size = { (key: String) -> String? in
            guard let s = layout.child("size", key: key), let w = IBNumber.text(s["width"]), let h = IBNumber.text(s["height"]) else { return nil }
            return "\(w) \(h)"
        }
        let itemSize = size("itemSize")
        if let itemSize { v.add("itemSize", itemSize) }
        if layout.bool("automaticEstimatedItemSize") == true {
            v.add("estimatedItemSize", itemSize ?? "50 50")
        } else if let estimated = size("estimatedItemSize") {
            v.add("estimatedItemSize", estimated)
        }
        for key in ["headerReferenceSize", "footerReferenceSize"] {
            if let room = size(key), room != "0 0" { v.add(key, room) }
        }
        if let inset = layout.child("inset", key: "sectionInset") {
            v.add("sectionInset", ["minY", "minX", "maxY", "maxX"].map { IBNumber.text(inset[$0]) ?? "0" }.joined(separator: " "))
        }
    }

    /// A prototype cell's stored frame is where UIKit's flow layout put it on Interface
    /// Builder's canvas: what the collection view's layout should give it, as a constraint-placed
    /// view's stored frame is. A cell given a custom size in the Size inspector (`<size
    /// key="customSize">`) is drawn on the canvas at that size, whatever the flow layout's item
    /// size or self-sizing: every such cell in the corpus is stored at its custom size, five in
    /// three projects (NetNewsWire's `Main` and `Settings` storyboards, self-sizing; JTAppleCalendar's
    /// `Main.storyboard`, a 199 × 34 cell in a flow layout of 156 × 135 items). The app's flow
    /// layout never reads it, so `--frames device` leaves it out.
    private static func collectionViewCell(_ v: inout IBViewAttributes) {
        if let k = v.attributes.firstIndex(where: { $0.name == "frame" }) {
            let frame = v.attributes[k]
            v.attributes[k] = .init(name: "expectedFrame", value: frame.value, location: frame.location)
        }
        if v.canvasCellSizes, let custom = v.element.child("size", key: "customSize"),
           let w = IBNumber.text(custom["width"]), let h = IBNumber.text(custom["height"]),
           (Double(w) ?? -1) >= 0, (Double(h) ?? -1) >= 0 {
            v.attributes.append(.init(name: "size", value: "\(w) \(h)", location: custom.location))
        }
    }

    /// Interface Builder's line break names, in UIKit's.
    private static let lineBreakModes = [
        "wordWrap": "byWordWrapping", "characterWrap": "byCharWrapping", "clip": "byClipping",
        "headTruncation": "byTruncatingHead", "tailTruncation": "byTruncatingTail", "middleTruncation": "byTruncatingMiddle",
    ]
}

extension IBKinds {
    /// What each class here reads, beyond what every view stores (`IBViewAttributes.viewSupport`),
    /// and what its translation leaves out; then the classes drawn as placeholders.
    static let support: [IBSupport] = [
        IBSupport("view", .imported, view: true),
        // The smallest size and scale act only when the text shrinks to fit, said on its own.
        IBSupport("label", .imported, view: true, attributes: [
            "text": .imported, "textAlignment": .imported, "numberOfLines": .imported, "lineBreakMode": .imported, "usesAttributedText": .imported,
            "adjustsFontSizeToFit": .unmodelled("text is drawn at its size", unless: "NO"),
            "adjustsLetterSpacingToFitWidth": .unmodelled("text is not tightened", unless: "NO"),
            "baselineAdjustment": .notRead("shrunk text's baseline; text is not shrunk"),
            "minimumFontSize": .notRead("text is not shrunk to fit"), "minimumScaleFactor": .notRead("text is not shrunk to fit"),
            "preferredMaxLayoutWidth": .unmodelled("a label wraps at its laid-out width"),
        ], children: [
            "attributedString attributedText": .differs("plain text in the first run's font and colour"), "color textColor": .imported,
            "string text": .imported,
        ]),
        IBSupport("imageView", .differs("SF Symbols and asset images draw as a placeholder, assets said once"), view: true, attributes: [
            "catalog": .imported, "image": .differs("a placeholder symbol; an asset's image is warned about"),
        ], children: [
            "imageReference image": .unmodelled("an image with a symbol configuration"),
            "preferredSymbolConfiguration preferredSymbolConfiguration": .unmodelled("a symbol's configuration"),
        ]),
        IBSupport("stackView", .imported, view: true, attributes: [
            "alignment": .imported, "axis": .imported, "distribution": .imported, "spacing": .imported,
            "baselineRelativeArrangement": .warned("arranged by their frames, not their baselines"),
            "layoutMarginsFollowReadableWidth": .warned("margins are not the readable width's"),
            "spacingType": .differs("the system spacing is 8 pt whatever the views"),
        ]),
        IBSupport("scrollView", .imported, view: true, attributes: [
            "alwaysBounceHorizontal": .noEffect, "alwaysBounceVertical": .noEffect, "bounces": .noEffect, "bouncesZoom": .noEffect,
            "keyboardDismissMode": .noEffect, "maximumZoomScale": .noEffect, "minimumZoomScale": .noEffect, "pagingEnabled": .noEffect,
            "scrollEnabled": .noEffect, "showsHorizontalScrollIndicator": .noEffect, "showsVerticalScrollIndicator": .noEffect,
        ]),
        IBSupport("switch", .imported, view: true, attributes: controlAlignment.merging([
            "on": .imported, "enabled": .imported,
            // A switch's title shows on the Mac idiom only (https://developer.apple.com/documentation/uikit/uiswitch/title).
            "title": .noEffect,
        ]) { $1 }, children: ["color onTintColor": .imported, "color thumbTintColor": .imported]),
        IBSupport("slider", .imported, view: true, attributes: controlAlignment.merging([
            "value": .imported, "minValue": .imported, "maxValue": .imported, "enabled": .imported,
        ]) { $1 }, children: [
            "color minimumTrackTintColor": .imported, "color maximumTrackTintColor": .imported, "color thumbTintColor": .imported,
        ]),
        IBSupport("stepper", .imported, view: true, attributes: controlAlignment.merging([
            "value": .imported, "minimumValue": .imported, "maximumValue": .imported, "stepValue": .noEffect, "enabled": .imported,
        ]) { $1 }),
        IBSupport("segmentedControl", .imported, view: true, attributes: controlAlignment.merging([
            "selectedSegmentIndex": .imported, "enabled": .imported, "segmentControlStyle": .notRead("the plain style is drawn"),
            "apportionsSegmentWidthsByContent": .unmodelled("segments share the width equally", unless: "NO"),
        ]) { $1 }, children: ["segments": .imported]),
        IBSupport("segments", .imported),
        IBSupport("segment", .imported, attributes: ["title": .imported]),
        IBSupport("progressView", .imported, view: true, attributes: [
            "progress": .imported, "progressViewStyle": .notRead("the default style is drawn"),
        ], children: ["color progressTintColor": .imported, "color trackTintColor": .imported]),
        IBSupport("activityIndicatorView", .imported, view: true, attributes: [
            "style": .imported, "animating": .notRead("an indicator is drawn as if animating"),
            "hidesWhenStopped": .unmodelled("a stopped indicator that hides when stopped is drawn", unless: "NO"),
        ], children: ["color color": .imported]),
        IBSupport("pageControl", .imported, view: true, attributes: controlAlignment.merging([
            "numberOfPages": .imported, "currentPage": .imported, "enabled": .imported,
        ]) { $1 }, children: ["color pageIndicatorTintColor": .imported, "color currentPageIndicatorTintColor": .imported]),
        IBSupport("textField", .imported, view: true, attributes: [
            "borderStyle": .imported, "clearButtonMode": .imported, "placeholder": .imported, "text": .imported, "textAlignment": .imported,
            "enabled": .notRead("a disabled text field is drawn enabled"), "minimumFontSize": .notRead("text is not shrunk to fit"),
            "contentHorizontalAlignment": .notRead("controls' content is centred"),
            "contentVerticalAlignment": .notRead("controls' content is centred"),
        ], children: ["color textColor": .imported, "string text": .imported, "string placeholder": .imported]),
        IBSupport("textView", .imported, view: true, attributes: [
            "text": .imported, "textAlignment": .imported, "scrollEnabled": .imported, "editable": .noEffect, "selectable": .noEffect,
            "alwaysBounceHorizontal": .noEffect, "alwaysBounceVertical": .noEffect, "bounces": .noEffect, "bouncesZoom": .noEffect,
            "keyboardDismissMode": .noEffect, "showsHorizontalScrollIndicator": .noEffect, "showsVerticalScrollIndicator": .noEffect,
        ], children: ["color textColor": .imported, "string text": .imported]),
        IBSupport("searchBar", .imported, view: true, attributes: [
            "text": .imported, "placeholder": .imported, "searchBarStyle": .imported,
        ], children: [
            "string text": .imported, "string placeholder": .imported,
            "color barTintColor": .unmodelled("the bar's background is drawn as its material"),
        ]),
    ] + collectionSupport + placeholderSupport

    /// A control's content alignment, which a control drawn whole (a switch, a slider) does not
    /// show: the attributes Interface Builder writes on every control.
    private static let controlAlignment: [String: IBSupport.Status] = ["contentHorizontalAlignment": .noEffect, "contentVerticalAlignment": .noEffect]

    /// A collection view, its flow layout and its prototype cells (`collectionView`,
    /// `collectionViewCell` above).
    private static let collectionSupport: [IBSupport] = [
        IBSupport("collectionView", .differs("a flow layout's items, each prototype cell once, as Interface Builder's canvas shows them"),
                  view: true, attributes: [
            "dataMode": .noEffect, "prefetchingEnabled": .noEffect, "alwaysBounceHorizontal": .noEffect, "alwaysBounceVertical": .noEffect,
            "bounces": .noEffect, "bouncesZoom": .noEffect, "maximumZoomScale": .noEffect, "minimumZoomScale": .noEffect,
            "pagingEnabled": .noEffect, "scrollEnabled": .noEffect, "showsHorizontalScrollIndicator": .noEffect,
            "showsVerticalScrollIndicator": .noEffect, "keyboardDismissMode": .noEffect,
        ], children: [
            "cells": .imported, "collectionViewFlowLayout collectionViewLayout": .imported,
            "collectionViewLayout collectionViewLayout": .warned("a layout other than the flow layout"),
            "collectionReusableView": .unmodelled("a section's header or footer view (the room its reference size gives is kept)"),
            "inset scrollIndicatorInsets": .noEffect,
        ]),
        IBSupport("collectionViewFlowLayout", .imported, attributes: [
            "scrollDirection": .imported, "minimumLineSpacing": .imported, "minimumInteritemSpacing": .imported,
            "automaticEstimatedItemSize": .imported, "sectionInsetReference": .notRead("section insets are measured from the content's edges"),
        ]),
        IBSupport("collectionViewLayout", .warned("a layout other than the flow layout"), attributes: ["customClass": .imported]),
        IBSupport("collectionViewCell", .differs("a prototype, laid out once as an item"), view: true, attributes: ["reuseIdentifier": .noEffect], children: [
            "collectionViewCellContentView contentView": .imported, "view contentView": .imported,
            "size customSize": .differs("the item's size on the canvas (`--frames canvas` and `stored`); the flow layout sizes it with `--frames device`"),
        ]),
        IBSupport("collectionViewCellContentView", .imported, view: true),
        IBSupport("collectionReusableView", .warned("a section's header or footer view"), view: true, attributes: ["reuseIdentifier": .noEffect]),
        IBSupport("size", .imported, attributes: ["width": .imported, "height": .imported]),
    ]

    /// Text written as an element (`longText`), attributed text as `label` reads it, and the
    /// classes drawn as placeholders of their stored size.
    private static let placeholderSupport: [IBSupport] = [
        IBSupport("string", .imported, attributes: ["base64-UTF8": .notRead("base64 text is drawn as it is encoded")]),
        IBSupport("attributedString", .differs("plain text in the first run's font")),
        IBSupport("fragment", .differs("joined as plain text"), attributes: ["content": .imported]),
        IBSupport("attributes", .differs("the first run's font and colour only")),
        IBSupport("paragraphStyle", .notRead("alignment and line breaking inside attributed text"), attributes: [
            "alignment": .notRead("alignment inside attributed text"),
            "allowsDefaultTighteningForTruncation": .notRead("text is not tightened"),
            "baseWritingDirection": .notRead("left to right is assumed"), "defaultTabInterval": .noEffect,
            "lineBreakMode": .notRead("line breaking inside attributed text"),
            "lineHeightMultiple": .notRead("line spacing in attributed text"),
            "tighteningFactorForTruncation": .notRead("text is not tightened"),
        ]),
        IBSupport("pickerView", .warned("a placeholder of its stored size"), view: true),
        IBSupport("mapView", .warned("a placeholder of its stored size"), view: true, attributes: ["mapType": .notRead("map views are placeholders")]),
        IBSupport("webView", .warned("a placeholder of its stored size"), view: true),
        IBSupport("visualEffectView", .warned("a placeholder of its stored size"), view: true),
        IBSupport("blurEffect", .notRead("part of a class drawn as a placeholder"), attributes: ["style": .notRead("visual effect views are placeholders")]),
        IBSupport("imageReference", .notRead("an image with a symbol configuration"), attributes: [
            "catalog": .imported, "image": .notRead("an image with a symbol configuration"), "symbolScale": .notRead("a symbol's scale"),
        ]),
        IBSupport("preferredSymbolConfiguration", .notRead("a symbol's configuration"), attributes: [
            "scale": .notRead("a symbol's scale"), "weight": .notRead("a symbol's weight"),
        ]),
    ]
}
