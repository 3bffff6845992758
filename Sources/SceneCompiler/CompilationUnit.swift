import Geometry
import Layering
import Layout
import Lowering
import RenderTree
import SceneFrontEnd
import Measurement
import SceneModel
import Typesetting

/// One scene, read by its document's front end, then laid out at its viewports on request:
/// every `Compiler` entry point is a short composition over the units of a
/// `DocumentCompilation`, one per scene of the source.
///
/// Made once per scene, a unit measures its content (fonts resolved, text shaped) with the
/// source's font folders, chooses the viewports, and checks the limit a whole compile keeps
/// (views × viewports, `layoutWorkError`), all before any layout. Then
/// ``laidOut(at:)`` gives one viewport's layout, render tree and diagnostics, and
/// ``size(of:)`` a viewport's size, laying out only for a height that fits the content.
///
/// ```swift
/// let document = DocumentCompilation(source, viewports: .all)
/// for unit in document.units where !unit.diagnostics.hasErrors {
///     for viewport in unit.viewports { print(unit.laidOut(at: viewport).diagnostics) }
/// }
/// ```
///
/// A final class rather than a struct, because laying out changes state that every holder must
/// share: later viewports start from the constraint systems solved for earlier ones
/// (`SolvedSystems`), and the design viewport's layout, which autoresizing masks at every other
/// viewport are relative to, is kept once laid out, so that it is laid out once per unit and not
/// again for each viewport that needs it. Other layouts are not kept: no entry point asks for a
/// viewport twice, and a compile holds one viewport's layout and files at a time.
final class CompilationUnit {
    /// The scene; nil when measuring found errors (then in `diagnostics`).
    let scene: Scene?
    /// The chosen viewports, in the scene's order; empty when there is no scene or the choice
    /// names no viewport of it.
    let viewports: [Viewport]
    /// What the unit found before any layout, in source order: measuring's diagnostics, then an
    /// unknown viewport or a crossed limit (the front end's are the document's). With an error
    /// here, an entry point lays nothing out.
    let diagnostics: [Diagnostic]

    private let content: ContentSizes?
    private let strict: Bool
    private let strictFrames: Bool
    private let fullContent: Bool
    private let pivotLimit: Int
    private let trace: (@Sendable (CompilationStep) -> Void)?
    /// Where later viewports start from: nil for a single viewport, which nothing would reuse.
    private let solved: SolvedSystems?
    /// Whether some chosen viewport needs the design viewport's layout (autoresizing masks).
    private let needsDesign: Bool
    /// The design viewport's layout, once laid out, when `needsDesign`.
    private var design: LayoutResult?
    /// The scene lowered at each screen scale laid out so far (looked up, never iterated):
    /// lowering does not depend on the viewport's size, so it runs once per scale.
    private var lowered: [Double: LoweredScene] = [:]

    /// Measures `scene`, read from `source`, once with `fonts` (its document's, which the front
    /// end looked named fonts up in) and chooses its viewports.
    /// - Parameters:
    ///   - choice: the viewports the entry point lays out at.
    ///   - strict: a constraint that has to be broken is an error rather than a warning (`--strict`).
    ///   - fullContent: ``laidOut(at:)`` draws every scroll view's whole content (`--full-content`).
    init(_ scene: Scene, of source: SceneSource, fonts: FontBook, viewports choice: ViewportChoice, strict: Bool = false, fullContent: Bool = false) {
        self.strict = strict
        strictFrames = source.strictFrames
        self.fullContent = fullContent
        pivotLimit = source.limits.solverPivots
        trace = source.trace
        let measured = ContentSizes(scene, fonts: fonts)
        guard !measured.diagnostics.hasErrors else {
            (self.scene, content, viewports, diagnostics, solved, needsDesign) = (nil, nil, [], measured.diagnostics.inSourceOrder, nil, false)
            return
        }
        let (chosen, choiceError) = choice.resolve(in: scene)
        let limitError = Self.layoutWorkError(scene, chosen, source.limits)
        (self.scene, content, viewports) = (scene, measured, chosen)
        diagnostics = (measured.diagnostics + [choiceError ?? limitError].compactMap { $0 }).inSourceOrder
        solved = SolvedSystems.forLaterViewports(of: chosen)
        needsDesign = chosen.contains { LayoutPass.needsDesignLayout(scene, at: $0) }
    }

    /// The scene laid out at `viewport` (one of `viewports`, or any of the scene's), layered
    /// unless layout found an error, and its render tree checked for numbers no back end can print.
    ///
    /// Layered even for a caller that wants only frames (`dump --frames`) or touches: the render
    /// tree holds each view's hit region in the root's coordinates, where nested scales can
    /// overflow though every frame is finite, and a scene that cannot be drawn must fail every
    /// command alike.
    func laidOut(at viewport: Viewport) -> LaidOutViewport {
        let (scene, layout) = (parsedScene, self.layout(at: viewport))
        guard !layout.diagnostics.hasErrors else { return LaidOutViewport(layout: layout, tree: nil, diagnostics: layout.diagnostics) }
        let drawn = fullContent ? layout.showingFullContent(of: scene) : layout
        let tree = LayeringPass.run(scene, layout: drawn)
        if let error = Self.nonFinite(tree, scene) {
            return LaidOutViewport(layout: drawn, tree: nil, diagnostics: layout.diagnostics + [error])
        }
        return LaidOutViewport(layout: drawn, tree: tree, diagnostics: layout.diagnostics)
    }

    /// The size of `viewport` as laid out: as written, or with the content's height for a
    /// viewport that fits its height, the only case that lays the scene out.
    func size(of viewport: Viewport) -> Size {
        viewport.fitsHeight ? layout(at: viewport).viewport.size : viewport.size
    }

    /// The layout at `viewport`, the design viewport's kept for the viewports that need it.
    private func layout(at viewport: Viewport) -> LayoutResult {
        let isDesign = needsDesign && viewport == parsedScene.viewports.first
        if isDesign, let design { return design }
        let layout = run(at: viewport, solved: solved, design: LayoutPass.needsDesignLayout(parsedScene, at: viewport) ? designLayout() : nil)
        if isDesign { design = layout }
        return layout
    }

    /// The design viewport's layout: kept from when it was laid out as a chosen viewport, or laid
    /// out now, from scratch, as it would be alone (for `--viewport` or `--size`).
    private func designLayout() -> LayoutResult {
        if let design { return design }
        let layout = run(at: parsedScene.viewports[0], solved: nil, design: nil)
        design = layout
        return layout
    }

    private func run(at viewport: Viewport, solved: SolvedSystems?, design: LayoutResult?) -> LayoutResult {
        let scene = lowered(at: viewport.scale)
        trace?(.layout(viewport: viewport.name, size: viewport.size))
        return LayoutPass.run(scene, viewport: viewport, strict: strict, pivotLimit: pivotLimit,
                              content: measuredContent, solved: solved, design: design, strictFrames: strictFrames)
    }

    /// The scene lowered at `scale`, lowered now the first time it is asked.
    private func lowered(at scale: Double) -> LoweredScene {
        if let done = lowered[scale] { return done }
        trace?(.lower(scale: scale))
        let done = Lowering.lower(parsedScene, content: measuredContent, scale: scale)
        lowered[scale] = done
        return done
    }

    /// The scene's measured content, for the methods that lay out.
    private var measuredContent: ContentSizes {
        guard let content else { preconditionFailure("a unit without a scene has nothing to lay out; check `scene` first") }
        return content
    }

    /// The scene, for the methods that lay out: an entry point asks them only of a unit that has one.
    private var parsedScene: Scene {
        guard let scene else { preconditionFailure("a unit without a scene has nothing to lay out; check `scene` first") }
        return scene
    }

    /// The error for a unit whose viewports together would do more work than one file may
    /// cause, found before any layout, at the first viewport that crosses a bound. Each viewport
    /// lays out every view and every label's text again and embeds every image in each file it
    /// writes, so the views, the characters of text and the image bytes are each counted once
    /// per viewport against the limit a single layout keeps (`views`, `textCharacters`,
    /// `imageBytes`).
    static func layoutWorkError(_ scene: Scene, _ viewports: [Viewport], _ limits: ResourceLimits) -> Diagnostic? {
        guard viewports.count > 1 else { return nil }
        let views = scene.nodes.count - 1
        let characters = scene.nodes.reduce(0) { $0 + ($1.text?.string.unicodeScalars.count ?? 0) }
        let imageBytes = scene.images.reduce(0) { $0 + $1.bytes.count }
        let work: [(amount: Int, limit: Int, message: DiagnosticMessage)] = [
            (views, limits.views, .layoutWorkTooLarge(views: views, viewports: viewports.count, limit: limits.views)),
            (characters, limits.textCharacters, .textWorkTooLarge(characters: characters, viewports: viewports.count, limit: limits.textCharacters)),
            (imageBytes, limits.imageBytes, .imageWorkTooLarge(bytes: imageBytes, viewports: viewports.count, limit: limits.imageBytes)),
        ]
        for (amount, limit, message) in work where amount > 0 && amount * viewports.count > limit {
            return .error(message, at: viewports[limit / amount].location)
        }
        return nil
    }

    /// The error for a render tree that holds a NaN or an infinity, which no back end may print.
    static func nonFinite(_ tree: RenderTree, _ scene: Scene) -> Diagnostic? {
        guard let offender = FiniteGeometry.firstOffender(in: tree) else { return nil }
        return .error(.nonFiniteLayout(Compiler.displayName(scene, offender)),
                      at: scene.nodes[offender].location)
    }
}
