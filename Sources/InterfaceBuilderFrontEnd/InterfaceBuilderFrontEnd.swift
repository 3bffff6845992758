import SceneFrontEnd
import SceneModel
import XMLReading

/// Reads an iOS Interface Builder document (`.xib`, `.storyboard`; format 3.0, Xcode 5 and
/// later) into the same `Scene` a scene file gives, through the same XML reader and limits.
///
/// The document's views are translated into scene records (`IBTranslator`) and built by the
/// scene front end's builder, so every check, default and UIKit kind is the one a scene file
/// gets, and nothing after the model knows where a scene came from.
///
/// Which view: a `.xib`'s first top-level view; a storyboard's initial view controller's view
/// (else its first). Its viewport is the document's "View as" device (`<device>`), the view's
/// stored size when it is freeform; its design era follows the Xcode that saved it
/// (`toolsVersion` 24000 and later is Xcode 26).
public enum InterfaceBuilderFrontEnd {
    /// Whether `path` names an Interface Builder document, by its extension.
    public static func reads(_ path: String) -> Bool {
        path.hasSuffix(".xib") || path.hasSuffix(".storyboard")
    }

    /// Parses one document; like ``SceneFrontEnd/parse(bytes:path:limits:loadFile:)``: the
    /// scene or nil, and every diagnostic in source order; `options` are the document's own
    /// (stored frames, asset catalogs).
    public static func parse(bytes: [UInt8], path: String, limits: ResourceLimits = .standard,
                             loadFile: ((String) -> [UInt8]?)? = nil, options: InterfaceBuilderOptions = .init()) -> (Scene?, [Diagnostic]) {
        let loaded = XMLLoader.load(bytes: bytes, file: path, rules: .interfaceBuilder(limits))
        guard !loaded.diagnostics.hasErrors, !loaded.elements.isEmpty else { return (nil, loaded.diagnostics.inSourceOrder) }
        let records = loaded.elements
        let document = IBElement(records: records, index: 0)
        if let problem = unreadable(document) {
            return (nil, loaded.diagnostics + [.error(.interfaceBuilderDocumentUnreadable(problem), at: document.location)])
        }
        guard let (root, controller, name) = mainView(of: document, path: path) else {
            return (nil, loaded.diagnostics + [.error(.interfaceBuilderDocumentUnreadable("the document has no view to lay out"), at: document.location)])
        }
        var translator = IBTranslator(records: records, namedColors: namedColors(of: document), imageSizes: imageSizes(of: document),
                                      storedFrames: options.storedFrames,
                                      assets: AssetCatalogs(searching: options.assetFolders, fileRead: options.fileRead))
        if let controller { translator.registerLayoutGuides(of: controller) }
        let deviceElement = document.child("device")
        let device = deviceElement?["id"].flatMap { IBDevice.all[$0] } ?? .standard
        let design = (document["toolsVersion"].flatMap(Int.init) ?? 0) >= 24_000 ? "ios26" : "ios18"
        let translated = translator.translate(root: root, sceneName: name, device: device, orientation: deviceElement?["orientation"], design: design)
        let warnings = translator.warnings
        let read = translator.assets.files.isEmpty ? loadFile
            : translator.assets.reader(documentFolder: SceneFrontEnd.folder(of: path), maximumSize: limits.fileSize, fallback: loadFile)
        let (scene, built) = SceneFrontEnd.build(records: translated, path: path, fallbackName: name, limits: limits, loadFile: read)
        return (scene, (loaded.diagnostics + warnings + built).inSourceOrder)
    }

    /// Why the document is not one this front end reads, or nil.
    private static func unreadable(_ document: IBElement) -> String? {
        guard document.name == "document" else { return "the root element is <\(document.name)>, not an Interface Builder <document>" }
        let types = ["com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"]
        guard let type = document["type"], types.contains(type) else {
            return "'\(document["type"] ?? "")' is not an iOS document; scenec reads Cocoa Touch .xib and .storyboard files"
        }
        guard document["version"] == "3.0" else { return "document format '\(document["version"] ?? "")' is not 3.0 (Xcode 5 and later)" }
        return nil
    }

    /// The view to lay out, its view controller (storyboards) and the scene's name.
    private static func mainView(of document: IBElement, path: String) -> (IBElement, IBElement?, String)? {
        let stem = String((path.split(separator: "/").last ?? Substring(path)).split(separator: ".").first ?? "scene")
        if let scenes = document.child("scenes") {
            // A controller's view is the child stored under key "view" (a `<tableView>` in a table view controller).
            func view(of controller: IBElement) -> IBElement? { controller.children.first { $0["key"] == "view" } }
            let controllers = scenes.children.compactMap { $0.child("objects")?.children.first { view(of: $0) != nil } }
            let initial = document["initialViewController"]
            guard let controller = controllers.first(where: { $0["id"] == initial }) ?? controllers.first,
                  let view = view(of: controller) else { return nil }
            let name = controller["storyboardIdentifier"] ?? controller["title"] ?? controller["id"] ?? stem
            return (view, controller, sceneName(name, fallback: stem))
        }
        let objects = document.child("objects")?.children ?? []
        guard let view = objects.first(where: { $0.name != "placeholder" && $0.name != "customObject" && $0.child("rect", key: "frame") != nil }) else {
            return nil
        }
        return (view, nil, sceneName(stem, fallback: "scene"))
    }

    /// A scene name (a file name): letters, digits, `_`, `-` and `.`.
    private static func sceneName(_ text: String, fallback: String) -> String {
        let name = String(text.unicodeScalars.prefix(100).map { s -> Character in
            s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || "_-.".unicodeScalars.contains(s)) ? Character(s) : "_"
        })
        return name.isEmpty || name.hasPrefix(".") ? fallback : name
    }

    /// The sizes the document's `<resources>` give its images, by name.
    private static func imageSizes(of document: IBElement) -> [String: (String, String)] {
        var sizes: [String: (String, String)] = [:]
        for image in document.child("resources")?.children ?? [] where image.name == "image" {
            if let name = image["name"], let w = IBNumber.text(image["width"]), let h = IBNumber.text(image["height"]) { sizes[name] = (w, h) }
        }
        return sizes
    }

    /// The document's named colours (`<resources><namedColor name>`), by name.
    private static func namedColors(of document: IBElement) -> [String: IBElement] {
        var colors: [String: IBElement] = [:]
        for color in document.child("resources")?.children ?? [] where color.name == "namedColor" {
            if let name = color["name"], colors[name] == nil { colors[name] = color }
        }
        return colors
    }
}
