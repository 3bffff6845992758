import SceneFrontEnd
import SceneModel
import Typesetting
import XMLReading

/// Reads an iOS Interface Builder document (`.xib`, `.storyboard`; format 3.0, Xcode 5 and
/// later) into the same `Scene` a scene file gives, through the same XML reader and limits.
///
/// The document's views are translated into scene records (`IBTranslator`) and built by the
/// scene front end's builder, so every check, default and UIKit kind is the one a scene file
/// gets, and nothing after the model knows where a scene came from.
///
/// Which views: every top-level view of a `.xib` and every storyboard view controller's view,
/// each a scene (`IBDocumentParts`). The viewport is the document's "View as" device
/// (`<device>`), the view's stored size when it is freeform; the design era follows the Xcode
/// that saved it (`toolsVersion` 24000 and later is Xcode 26).
public enum InterfaceBuilderFrontEnd {
    /// Whether `path` names an Interface Builder document, by its extension.
    public static func reads(_ path: String) -> Bool {
        path.hasSuffix(".xib") || path.hasSuffix(".storyboard")
    }

    /// Parses one document into its scenes, from one parse of the file: one per top-level view
    /// of a `.xib` and per view controller with a view of a `.storyboard` (`IBDocumentParts`),
    /// with a storyboard's map. Nil when any scene has an error: a document compiles whole or
    /// not at all. Diagnostics in source order, each problem scenec does not model said once
    /// per document. `fontInstalled` says whether a font family or PostScript name is one the
    /// compile can draw with: a named font it is not is drawn with the system font, with a
    /// warning (by default, only the system font is). `options` are the document's own (stored
    /// frames, placeholder constraints, asset catalogs).
    public static func parseDocument(bytes: [UInt8], path: String, limits: ResourceLimits = .standard,
                                     loadFile: ((String) -> [UInt8]?)? = nil,
                                     fontInstalled: @escaping (String) -> Bool = { $0 == FontBook.defaultFamily },
                                     options: InterfaceBuilderOptions = .init()) -> (SceneDocument?, [Diagnostic]) {
        let loaded = XMLLoader.load(bytes: bytes, file: path, rules: .interfaceBuilder(limits))
        guard !loaded.diagnostics.hasErrors, !loaded.elements.isEmpty else { return (nil, loaded.diagnostics.inSourceOrder) }
        let records = loaded.elements
        let document = IBElement(records: records, index: 0)
        if let problem = unreadable(document) {
            return (nil, loaded.diagnostics + [.error(.interfaceBuilderDocumentUnreadable(problem), at: document.location)])
        }
        let stem = IBDocumentParts.sceneName(String((path.split(separator: "/").last ?? Substring(path)).split(separator: ".").first ?? "scene"))
        let parts = IBDocumentParts(document, stem: stem).parts
        guard !parts.isEmpty else {
            return (nil, loaded.diagnostics + [.error(.interfaceBuilderDocumentUnreadable("the document has no view to lay out"), at: document.location)])
        }
        let deviceElement = document.child("device")
        let legacy = document.child("simulatedMetricsContainer", key: "defaultSimulatedMetrics")?
            .child("simulatedScreenMetrics", key: "destination")?["type"].flatMap(IBDevice.legacy(screenType:))
        let device = (deviceElement?["id"].flatMap { IBDevice.all[$0] } ?? legacy ?? .standard).drawn(byToolsVersion: savedBy(document))
        let classes = device.sizeClasses(deviceElement?["orientation"])
        let uninstalled = IBVariations(records: records, widthClass: classes.width, heightClass: classes.height).uninstalled
        let design = Self.designEra(savedBy: savedBy(document))
        let (colors, images) = (namedColors(of: document), imageSizes(of: document))
        var said: Set<IBProblem> = []
        let segues = IBSegues(document)
        let containers = IBContainers(segues: segues)
        let assets = AssetCatalogs(searching: options.assetFolders, fileRead: options.fileRead)
        let catalogColors = Self.catalogColors(records, namedColors: colors, assets: assets)
        var (scenes, diagnostics) = ([Scene](), loaded.diagnostics)
        for part in parts {
            var translator = IBTranslator(namedColors: colors, imageSizes: images, uninstalled: uninstalled, containers: containers,
                                          said: said, fontInstalled: fontInstalled, storedFrames: options.storedFrames,
                                          keepsPlaceholders: options.keepsPlaceholderConstraints, assets: assets, catalogColors: catalogColors)
            if let controller = part.controller { translator.registerLayoutGuides(of: controller) }
            let metrics = IBSimulatedMetrics(controller: part.controller, document: document, segues: segues, toolsVersion: savedBy(document))
            // A controller of a document before Xcode 8 may simulate a screen of its own.
            let own = part.controller?.child("simulatedScreenMetrics", key: "simulatedDestinationMetrics")?["type"]
                .flatMap(IBDevice.legacy(screenType:))?.drawn(byToolsVersion: savedBy(document))
            let translated = translator.translate(root: part.root, controller: part.controller, sceneName: part.name, device: own ?? device,
                                                  orientation: deviceElement?["orientation"], design: design, metrics: metrics,
                                                  bars: IBCanvasBars(controller: part.controller, metrics: metrics, segues: segues))
            said = translator.said
            diagnostics += translator.warnings
            let read = translator.assets.files.isEmpty ? loadFile
                : translator.assets.reader(documentFolder: SceneFrontEnd.folder(of: path), maximumSize: limits.fileSize, fallback: loadFile)
            let (scene, built) = SceneFrontEnd.build(records: translated, path: path, fallbackName: part.name, limits: limits, loadFile: read)
            diagnostics += built
            if let scene { scenes.append(scene) }
        }
        let reported = diagnostics.inSourceOrder
        guard !reported.hasErrors, scenes.count == parts.count else { return (nil, reported) }
        let map = document.child("scenes").map { IBStoryboardMap(document: document, scenes: $0, parts: parts, segues: segues, stem: stem, device: device).map }
        return (SceneDocument(name: stem, scenes: scenes, map: map), reported)
    }

    /// Parses one document and gives its first scene: a storyboard's initial view controller's,
    /// else the document's first; like ``SceneFrontEnd/parse(bytes:path:limits:loadFile:)``.
    public static func parse(bytes: [UInt8], path: String, limits: ResourceLimits = .standard,
                             loadFile: ((String) -> [UInt8]?)? = nil,
                             fontInstalled: @escaping (String) -> Bool = { $0 == FontBook.defaultFamily },
                             options: InterfaceBuilderOptions = .init()) -> (Scene?, [Diagnostic]) {
        let (document, diagnostics) = parseDocument(bytes: bytes, path: path, limits: limits, loadFile: loadFile, fontInstalled: fontInstalled,
                                                    options: options)
        guard let document else { return (nil, diagnostics) }
        let initial = document.map?.initial.flatMap { document.map?.entries[$0].scene }
        return (document.scenes.first { $0.name == initial } ?? document.scenes[0], diagnostics)
    }

    /// Each colour name the document's resources lack, looked up once in the asset catalogs.
    private static func catalogColors(_ records: [XMLElementRecord], namedColors: [String: IBElement], assets: AssetCatalogs) -> [String: String] {
        var colors: [String: String] = [:], looked: Set<String> = []
        for record in records where record.name == "color" {
            guard let name = record.attributes.first(where: { $0.name == "name" })?.value, namedColors[name] == nil,
                  looked.insert(name).inserted, let color = assets.color(named: name) else { continue }
            colors[name] = color
        }
        return colors
    }

    /// The design era of the Xcode that saved a document: Xcode 26's (toolsVersion 24000 and
    /// later) iOS 26, Xcode 12 to 16's (17000) iOS 14 to 18, Xcode 11's (15000) iOS 13, Xcode 9
    /// and 10's (13000) iOS 11 and 12, earlier ones iOS 10 and before.
    static func designEra(savedBy version: Int) -> DesignEra {
        switch version {
        case 24_000...: .ios26
        case 17_000...: .ios18
        case 15_000...: .ios13
        case 13_000...: .ios12
        default: .ios10
        }
    }

    /// The build of Interface Builder that saved the document, for what its canvas drew: the
    /// whole part of `toolsVersion` (`16097.3` is 16097), or the Cocoa Touch plug-in's version
    /// for the documents stamped `32700.99.1234`, which places them among Xcode 15's and 16's
    /// (docs/InterfaceBuilder.md, "The corpus").
    private static func savedBy(_ document: IBElement) -> Int {
        let whole = { (text: String?) in text.flatMap { Int($0.prefix { $0 != "." }) } ?? 0 }
        let tools = whole(document["toolsVersion"])
        guard tools == 32_700 else { return tools }
        let plugIn = document.child("dependencies")?.children.first { $0.name == "plugIn" && $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
        return whole(plugIn?["version"])
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

extension InterfaceBuilderFrontEnd {
    /// The document's resources: its images' sizes and its named colours.
    static let support: [IBSupport] = [
        IBSupport("resources", .imported),
        IBSupport("image", .differs("its size stands in for an asset's; the picture itself is not read"), attributes: [
            "catalog": .imported, "height": .imported, "name": .imported, "width": .imported,
        ]),
    ]
}
