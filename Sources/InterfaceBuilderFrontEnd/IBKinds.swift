/// Each Interface Builder class scenec models, and what it adds to the shared view attributes:
/// the one place this front end knows a UIKit class. A class missing here is drawn as a
/// placeholder view at the size Interface Builder stored, with its class name and one warning.
enum IBKinds {
    /// The scene element for an IB element name, and the function adding its own attributes.
    static func kind(of name: String) -> (element: String, add: (inout IBViewAttributes) -> Void)? {
        switch name {
        case "view": ("view", { _ in })
        case "label": ("label", label)
        case "button": ("button", button)
        case "imageView": ("imageView", imageView)
        case "stackView": ("stackView", stackView)
        case "scrollView": ("scrollView", { _ in })
        default: nil
        }
    }

    private static func label(_ v: inout IBViewAttributes) {
        if let text = v.element["text"] { v.add("text", text, from: "text") }
        // Attributed text as plain text: its fragments joined, in the first fragment's font
        // (`<font key="NSFont" metaFont="system" size="18"/>` or a named font).
        if let attributed = v.element.child("attributedString", key: "attributedText") {
            let fragments = attributed.children.filter { $0.name == "fragment" }
            v.add("text", fragments.compactMap { $0["content"] }.joined())
            if let font = fragments.first?.child("attributes")?.child("font", key: "NSFont"), let size = IBNumber.text(font["size"]) {
                let weight = font["metaFont"] == "boldSystem" ? " bold" : ""
                if font["name"] != nil { v.problems.append((.namedFont(font["name"] ?? ""), font.location)) }
                v.add("font", size + weight)
            }
        }
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

    private static func button(_ v: inout IBViewAttributes) {
        let normal = v.element.children.first { $0.name == "state" && $0["key"] == "normal" }
        let configuration = v.element.child("buttonConfiguration", key: "configuration")
        if let title = normal?["title"] ?? configuration?["title"] { v.add("title", title) }
        v.font()
    }

    private static func imageView(_ v: inout IBViewAttributes) {
        guard let image = v.element["image"] else { return }
        // SF Symbols (`catalog="system"`) draw as scenec's symbol placeholder; asset catalogs are
        // not read yet, so their images draw as the same placeholder, said once.
        if v.element["catalog"] != "system" { v.problems.append((.assetImage(image), v.element.location)) }
        let name = image.filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" }
        v.add("image", "symbol:" + (name.isEmpty ? "photo" : name), from: "image")
    }

    private static func stackView(_ v: inout IBViewAttributes) {
        v.add("axis", v.element["axis"] == "vertical" ? "vertical" : "horizontal", from: "axis")
        if let distribution = v.element["distribution"] { v.add("distribution", distribution, from: "distribution") }
        if let alignment = v.element["alignment"] { v.add("alignment", alignment, from: "alignment") }
        if let spacing = IBNumber.text(v.element["spacing"]) { v.add("spacing", spacing, from: "spacing") }
        if v.element.bool("layoutMarginsFollowReadableWidth") == true || v.element.bool("baselineRelativeArrangement") == true {
            v.problems.append((.unsupportedAttribute("baselineRelativeArrangement / readable width"), v.element.location))
        }
    }

    /// Interface Builder's line break names, in UIKit's.
    private static let lineBreakModes = [
        "wordWrap": "byWordWrapping", "characterWrap": "byCharWrapping", "clip": "byClipping",
        "headTruncation": "byTruncatingHead", "tailTruncation": "byTruncatingTail", "middleTruncation": "byTruncatingMiddle",
    ]
}
