import Geometry
import HTMLBackEnd
import Layering
import Layout
import Markup
import SceneFrontEnd
import SceneModel
import SVGBackEnd

/// The whole pipeline behind one call: front end, layout, layering, back ends.
public enum Compiler {
    /// Compiles one scene into one artifact per viewport and format.
    ///
    /// ```swift
    /// let source = SceneSource(path: "a.xml", bytes: Array(#"<scene name="a" width="20" height="10"/>"#.utf8))
    /// let result = Compiler.compile(source)
    /// // result.artifacts.map(\.fileName) == ["a.svg"]
    /// ```
    public static func compile(_ source: SceneSource, options: CompileOptions = CompileOptions()) -> CompileResult {
        var artifacts: [Artifact] = []
        let result = compile(source, options: options) { artifacts.append($0) }
        return CompileResult(sceneName: result.sceneName, artifacts: result.succeeded ? artifacts : [], diagnostics: result.diagnostics)
    }

    /// Compiles one scene, handing each file to `emit` as soon as it is printed, so that only
    /// one file is held in memory at a time; the result's `artifacts` is empty.
    ///
    /// A later viewport can still fail (a layout error): files already emitted are then not the
    /// scene's output, and `succeeded` is false. A caller that writes them keeps them as
    /// temporaries until the result is known. When `emit` throws, the compile stops and rethrows.
    public static func compile(_ source: SceneSource, options: CompileOptions = CompileOptions(),
                               emit: (Artifact) throws -> Void) rethrows -> CompileResult {
        try compile(source, options: options) { (fileName: String, expectedSize: Int, print: (inout MarkupWriter) -> Void) in
            var out = MarkupWriter(capacity: expectedSize)
            print(&out)
            try emit(Artifact(fileName: fileName, bytes: out.finish()))
        }
    }

    /// Compiles one scene, writing each file into the `ArtifactFile` that `create` makes for its
    /// name as the file is printed, a chunk at a time: no file is held whole in memory (tens of
    /// megabytes each for a 100,000-view scene). The result's `artifacts` is empty.
    ///
    /// As with `compile(_:options:emit:)`, files already written are not the scene's output
    /// when `succeeded` is false. When `create` or a file's `close` throws, the compile stops
    /// and throws it.
    public static func compile(_ source: SceneSource, options: CompileOptions = CompileOptions(),
                               create: (_ fileName: String) throws -> any ArtifactFile) throws -> CompileResult {
        try compile(source, options: options) { (fileName: String, _: Int, print: (inout MarkupWriter) -> Void) in
            let file = try create(fileName)
            var out = MarkupWriter(draining: { file.write($0) })
            print(&out)
            _ = out.finish()
            try file.close()
        }
    }

    /// The pipeline both of those run: `output` gets each file's name, its expected size, and
    /// the printing that writes it. A document of several scenes writes every scene's files,
    /// then its map; an error in any scene writes nothing.
    private static func compile(_ source: SceneSource, options: CompileOptions,
                                output: (_ fileName: String, _ expectedSize: Int, _ print: (inout MarkupWriter) -> Void) throws -> Void) rethrows -> CompileResult {
        let compilation = DocumentCompilation(source, viewports: options.viewports, strict: options.strict, fullContent: options.fullContent)
        guard let document = compilation.document else { return CompileResult(sceneName: nil, artifacts: [], diagnostics: compilation.diagnostics) }
        var diagnostics = compilation.diagnostics
        let scenes = compilation.scenes
        if let error = scenes.lazy.compactMap({ fileNameError($0, options.viewports.resolve(in: $0).viewports, document, options) }).first {
            diagnostics = (diagnostics + [error]).inSourceOrder
        }
        if diagnostics.hasErrors { return CompileResult(sceneName: document.name, artifacts: [], diagnostics: diagnostics) }
        // One scene's unit at a time: each is let go before the next is measured.
        for (index, scene) in scenes.enumerated() {
            let unit = compilation.unit(scene)
            diagnostics += unit.diagnostics
            guard !unit.diagnostics.hasErrors else { continue }
            let last = index == scenes.count - 1
            try emit(unit, scene, document: document, options: options, keepsLast: last && options.leavesMemoryForExit,
                     diagnostics: &diagnostics, output: output)
        }
        if let map = document.map, !diagnostics.hasErrors, source.scene == nil {
            try emitMap(map, document: document, scenes: scenes, options: options, output: output)
        }
        return CompileResult(sceneName: document.name, artifacts: [], diagnostics: diagnostics.reported)
    }

    /// One scene's files, a viewport at a time; `keepsLast` leaves the last layout's memory for
    /// the process's exit.
    private static func emit(_ unit: CompilationUnit, _ scene: Scene, document: SceneDocument, options: CompileOptions, keepsLast: Bool,
                             diagnostics: inout [Diagnostic],
                             output: (_ fileName: String, _ expectedSize: Int, _ print: (inout MarkupWriter) -> Void) throws -> Void) rethrows {
        if keepsLast { ExitMemory.keep(unit) }
        for (index, viewport) in unit.viewports.enumerated() {
            let laidOut = unit.laidOut(at: viewport)
            // Earlier viewports' layouts are freed as the next is made, so memory holds one.
            if keepsLast && index == unit.viewports.count - 1 { ExitMemory.keep(laidOut) }
            diagnostics.append(contentsOf: laidOut.diagnostics)
            // Once an error is known the document writes nothing, so nothing more is printed;
            // later viewports are still laid out for their diagnostics.
            guard let tree = laidOut.tree, !diagnostics.hasErrors else { continue }
            // Both formats print the same glyphs and words: collected once.
            let glyphs = options.text == .outlines ? GlyphMarkup(tree) : nil
            for format in options.formats {
                switch format {
                case .svg:
                    try output(fileName(scene, viewport, "svg"), SVGPrinter.expectedSize(of: tree)) { out in
                        SVGPrinter.print(tree, text: options.text, glyphs: glyphs, into: &out)
                    }
                case .html:
                    let title = [scene.name, viewport.name].compactMap { $0 }.joined(separator: " · ")
                    let inspector = options.inspect ? Inspection.data(scene, layout: laidOut.layout) : nil
                    try output(fileName(scene, viewport, "html"), HTMLPrinter.expectedSize(of: tree)) { out in
                        HTMLPrinter.print(tree, title: title, inspector: inspector,
                                          reloadStamp: options.liveReload ? Compiler.reloadStampName(sceneNamed: document.name) : nil,
                                          text: options.text, glyphs: glyphs, into: &out)
                    }
                }
            }
        }
    }

    /// The document's map (`NAME.svg`, `NAME.html`): each scene's box shows its first
    /// viewport's drawing, when drawings are written, and links to its page.
    private static func emitMap(_ map: SceneMap, document: SceneDocument, scenes: [Scene], options: CompileOptions,
                                output: (_ fileName: String, _ expectedSize: Int, _ print: (inout MarkupWriter) -> Void) throws -> Void) rethrows {
        var files: [String: (image: String?, page: String)] = [:]
        for scene in scenes {
            guard let viewport = options.viewports.resolve(in: scene).viewports.first else { continue }
            files[scene.name] = (options.formats.contains(.svg) ? fileName(scene, viewport, "svg") : nil, fileName(scene, viewport, "html"))
        }
        let drawing = MapLayering.drawing(map, title: document.name) { files[$0] }
        let size = 512 * (drawing.boxes.count + drawing.arrows.count + 8)
        for format in options.formats {
            switch format {
            case .svg: try output(document.name + ".svg", size) { MapPrinter.print(drawing, into: &$0) }
            case .html: try output(document.name + ".html", size) { MapPage.print(drawing, into: &$0) }
            }
        }
    }

    /// The error for an output file name longer than `options.longestFileName`, at the
    /// attribute that named it, found before any layout.
    private static func fileNameError(_ scene: Scene, _ viewports: [Viewport], _ document: SceneDocument, _ options: CompileOptions) -> Diagnostic? {
        guard let longest = options.longestFileName else { return nil }
        var names = viewports.flatMap { viewport in options.formats.map { (fileName(scene, viewport, $0.rawValue), viewport) } }
        if options.liveReload, let first = viewports.first { names.append((reloadStampName(sceneNamed: document.name), first)) }
        guard let (name, viewport) = names.first(where: { $0.0.utf8.count > longest }) else { return nil }
        let place = viewport.name.map { _ in viewport.location } ?? scene.location
        return .error(.fileNameTooLong(name, longest: longest, isViewport: viewport.name != nil), at: place)
    }

    /// The scene, laid out at each chosen viewport, as a `recursiveDescription`-style tree; nil
    /// when the scene has errors (layout errors included, as for ``compile(_:options:)``).
    /// `strict` is `CompileOptions.strict`: a constraint that has to be broken is an error.
    public static func dump(_ source: SceneSource, viewports: ViewportChoice = .all, strict: Bool = false) -> (text: String?, diagnostics: [Diagnostic]) {
        let compilation = DocumentCompilation(source, viewports: viewports, strict: strict)
        guard !compilation.diagnostics.hasErrors else { return (nil, compilation.diagnostics) }
        var (text, diagnostics) = ("", compilation.diagnostics)
        for scene in compilation.scenes {
            let unit = compilation.unit(scene)
            diagnostics += unit.diagnostics
            guard !unit.diagnostics.hasErrors else { continue }
            for viewport in unit.viewports {
                let laidOut = unit.laidOut(at: viewport)
                diagnostics.append(contentsOf: laidOut.diagnostics)
                if let tree = laidOut.tree { text += TreeDump.describe(scene, layout: laidOut.layout, tree: tree) }
            }
        }
        let unique = diagnostics.reported
        return (unique.hasErrors ? nil : text, unique)
    }

    /// Every view's and layer's frame at each chosen viewport, or nil when the scene has errors
    /// (layout errors included, as for ``compile(_:options:)``, and `strict` as there).
    public static func layout(_ source: SceneSource, viewports: ViewportChoice = .all, strict: Bool = false) -> (layouts: [SceneLayout]?, diagnostics: [Diagnostic]) {
        let compilation = DocumentCompilation(source, viewports: viewports, strict: strict)
        guard !compilation.diagnostics.hasErrors else { return (nil, compilation.diagnostics) }
        var diagnostics = compilation.diagnostics
        var layouts: [SceneLayout] = []
        for scene in compilation.scenes {
            let unit = compilation.unit(scene)
            diagnostics += unit.diagnostics
            guard !unit.diagnostics.hasErrors else { continue }
            for viewport in unit.viewports {
                let laidOut = unit.laidOut(at: viewport)
                diagnostics.append(contentsOf: laidOut.diagnostics)
                layouts.append(SceneLayout(scene, laidOut.layout))
            }
        }
        let unique = diagnostics.reported
        return (unique.hasErrors ? nil : layouts, unique)
    }

    /// Where touches at `points` (in the root view's coordinates) go, as UIKit's `hitTest`
    /// delivers them, at the named viewport (the first when nil).
    ///
    /// Failure cases: the scene has errors (with `strict`, a constraint that has to be broken is
    /// one, as for ``compile(_:options:)``), or no viewport has that name (an error diagnostic).
    public static func hitTest(_ source: SceneSource, viewport: String? = nil, strict: Bool = false, at points: [Point]) -> (answers: [HitTestAnswer]?, diagnostics: [Diagnostic]) {
        hitTest(source, in: viewport.map { ViewportChoice.named($0) } ?? .first, strict: strict, at: points)
    }

    /// Where touches at `points` go at the chosen viewport (`.all` means the first), as
    /// ``hitTest(_:viewport:strict:at:)`` answers them; `.size` lays the scene out at a size it does not name.
    public static func hitTest(_ source: SceneSource, in choice: ViewportChoice, strict: Bool = false, at points: [Point]) -> (answers: [HitTestAnswer]?, diagnostics: [Diagnostic]) {
        let (laidOut, diagnostics) = hitTestable(source, in: choice, strict: strict)
        return (laidOut.map { answers($0, at: points) }, diagnostics)
    }

    /// The answers at the centre of every `step`×`step`-point cell of the chosen viewport (`.all`
    /// means the first), row by row, from one parse and one layout. A viewport with more than
    /// `HitTestGrid.maximumPoints` cells is an error at the viewport, found before any is asked.
    /// `strict` is as for ``hitTest(_:viewport:strict:at:)``.
    public static func hitTestGrid(_ source: SceneSource, in choice: ViewportChoice, strict: Bool = false, step: Double) -> (grid: HitTestGrid?, diagnostics: [Diagnostic]) {
        let (laidOut, diagnostics) = hitTestable(source, in: choice, strict: strict)
        guard let laidOut else { return (nil, diagnostics) }
        let size = laidOut.layout.viewport.size
        let (columns, rows) = ((size.width / step).rounded(.up), (size.height / step).rounded(.up))
        let views = laidOut.scene.nodes.count
        guard step > 0, columns * rows <= Double(HitTestGrid.maximumPoints) else {
            let error = Diagnostic.error(
                .gridTooManyCells(step: step, width: size.width, height: size.height, columns: columns, rows: rows, maximum: HitTestGrid.maximumPoints),
                at: laidOut.layout.viewport.location)
            return (nil, (diagnostics + [error]).inSourceOrder)
        }
        guard columns * rows * Double(views) <= Double(HitTestGrid.maximumViewTests) else {
            let error = Diagnostic.error(
                .gridTooManyTests(cells: columns * rows, views: views, maximum: HitTestGrid.maximumViewTests),
                at: laidOut.layout.viewport.location)
            return (nil, (diagnostics + [error]).inSourceOrder)
        }
        let (w, h) = (Int(columns), Int(rows))
        let points = (0..<h).flatMap { r in (0..<w).map { c in Point(x: (Double(c) + 0.5) * step, y: (Double(r) + 0.5) * step) } }
        return (HitTestGrid(size: size, step: step, columns: w, answers: answers(laidOut, at: points)), diagnostics)
    }

    /// The chosen viewport laid out for hit-testing, or nil and the diagnostics that say why:
    /// touches are answered only on a layout that compiles (same errors, same refusal).
    private static func hitTestable(_ source: SceneSource, in choice: ViewportChoice, strict: Bool) -> (laidOut: (scene: Scene, layout: LayoutResult)?, diagnostics: [Diagnostic]) {
        let compilation = DocumentCompilation(source, viewports: choice == .all ? .first : choice, strict: strict, firstScene: true)
        guard let unit = compilation.firstUnit() else { return (nil, compilation.diagnostics) }
        guard let scene = unit.scene, let viewport = unit.viewports.first, !unit.diagnostics.hasErrors else {
            return (nil, (compilation.diagnostics + unit.diagnostics).inSourceOrder)
        }
        let laidOut = unit.laidOut(at: viewport)
        let diagnostics = (compilation.diagnostics + unit.diagnostics + laidOut.diagnostics).reported
        return (diagnostics.hasErrors ? nil : (scene, laidOut.layout), diagnostics)
    }

    private static func answers(_ laidOut: (scene: Scene, layout: LayoutResult), at points: [Point]) -> [HitTestAnswer] {
        let model = HitTestModel(scene: laidOut.scene, layout: laidOut.layout)
        return points.map { point -> HitTestAnswer in
            guard let view = model.hitTest(point) else { return HitTestAnswer(node: nil, chain: []) }
            return HitTestAnswer(node: view, chain: model.responderChain(from: view).map { displayName(laidOut.scene, $0) })
        }
    }

    /// The size of the named viewport (the first when nil), or nil when the scene has errors
    /// or no such viewport.
    public static func viewportSize(_ source: SceneSource, viewport: String? = nil) -> (width: Double, height: Double)? {
        viewportSize(source, in: viewport.map { ViewportChoice.named($0) } ?? .first)
    }

    /// The size of the chosen viewport (`.all` means the first), after fitting its height; the
    /// scene is laid out only for a height that fits its content.
    public static func viewportSize(_ source: SceneSource, in choice: ViewportChoice) -> (width: Double, height: Double)? {
        let compilation = DocumentCompilation(source, viewports: choice == .all ? .first : choice, firstScene: true)
        guard let unit = compilation.firstUnit(), let viewport = unit.viewports.first, !unit.diagnostics.hasErrors else { return nil }
        let size = unit.size(of: viewport)
        return (size.width, size.height)
    }

    /// The file a watched page polls for its digest: `NAME.reload.js`, one per scene.
    public static func reloadStampName(sceneNamed name: String) -> String { "\(name).reload.js" }

    /// The scene format as an XML Schema (`scenec schema`, docs/scene.xsd).
    public static var sceneXMLSchema: String { SceneSchema.xmlSchema }

    /// How a view is named to a person: its id, or what and where it is.
    static func displayName(_ scene: Scene, _ index: Int) -> String {
        let node = scene.nodes[index]
        if index == Scene.rootIndex { return "root view" }
        return node.id ?? "<\(node.kind.rawValue)> at \(node.location.line):\(node.location.column)"
    }

    static func fileName(_ scene: Scene, _ viewport: Viewport, _ ext: String) -> String {
        [scene.name, viewport.name, ext].compactMap { $0 }.joined(separator: ".")
    }
}
