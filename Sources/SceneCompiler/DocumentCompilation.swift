import SceneModel
import Typesetting

/// A source taken through its front end once, into the scenes it holds (a scene file's one; an
/// Interface Builder document's every top-level view or controller), or the one scene
/// `SceneSource.scene` names; each scene's `CompilationUnit` is made when an entry point comes
/// to it.
///
/// Units are made one at a time and let go, so that a document of a hundred scenes holds one
/// scene's measurements and layouts at a time, never all of them. The front end's diagnostics
/// are the document's, said once here however many scenes it has; each unit adds what
/// measuring its scene and choosing its viewports found.
struct DocumentCompilation {
    /// The document; nil when the front end found errors (then in `diagnostics`).
    let document: SceneDocument?
    /// The chosen scenes, in document order.
    let scenes: [Scene]
    /// The front end's diagnostics, and an unknown `--scene`; with an error here, an entry
    /// point lays nothing out.
    let diagnostics: [Diagnostic]

    private let source: SceneSource
    /// The document's fonts, made once: the front end looks named fonts up in them, and every
    /// scene's text is measured with them.
    private let fonts: FontBook
    private let choice: ViewportChoice
    private let strict: Bool
    private let fullContent: Bool

    /// Reads `source` and chooses its scenes; `firstScene`: only the first scene when the
    /// source names none (an entry point that answers for one scene). The other parameters
    /// are the units'.
    init(_ source: SceneSource, viewports choice: ViewportChoice, strict: Bool = false, fullContent: Bool = false, firstScene: Bool = false) {
        (self.source, self.choice, self.strict, self.fullContent) = (source, choice, strict, fullContent)
        source.trace?(.parse)
        fonts = FontBook(fontDirectories: source.fontDirectories, systemFonts: source.systemFonts, fileOpened: source.fontFileOpened)
        let (parsed, frontEnd) = DocumentFrontEnd(source).parse(source, fonts: fonts)
        guard let parsed, !frontEnd.hasErrors else {
            (document, scenes, diagnostics) = (nil, [], frontEnd)
            return
        }
        var (scenes, sceneError) = Self.chosen(source.scene, in: parsed)
        if firstScene { scenes = Array(scenes.prefix(1)) }
        (document, self.scenes) = (parsed, scenes)
        diagnostics = (frontEnd + [sceneError].compactMap { $0 }).inSourceOrder
    }

    /// The unit of `scene`, one of `scenes`: measured now.
    func unit(_ scene: Scene) -> CompilationUnit {
        CompilationUnit(scene, of: source, fonts: fonts, viewports: choice, strict: strict, fullContent: fullContent)
    }

    /// The unit of the first chosen scene, for an entry point that answers for one scene; nil
    /// when the front end found errors.
    func firstUnit() -> CompilationUnit? {
        guard !diagnostics.hasErrors, let scene = scenes.first else { return nil }
        return unit(scene)
    }

    /// The scenes `name` chooses (every one when nil), or none and the error that says why.
    private static func chosen(_ name: String?, in document: SceneDocument) -> ([Scene], Diagnostic?) {
        guard let name else { return (document.scenes, nil) }
        if let scene = document.scenes.first(where: { $0.name == name }) { return ([scene], nil) }
        // The first few names: a storyboard can hold hundreds of scenes.
        let shown = document.scenes.prefix(8).map { "'\($0.name)'" }.joined(separator: ", ")
        let more = document.scenes.count > 8 ? " and \(document.scenes.count - 8) more" : ""
        return ([], .error(.unknownScene(name, names: shown + more), at: document.scenes[0].location))
    }
}
