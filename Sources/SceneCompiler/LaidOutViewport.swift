import Layout
import RenderTree
import SceneModel

/// One viewport of a ``CompilationUnit``, laid out, layered and checked: what the entry points
/// print (`compile`, `dump`), read frames from (`layout`) or ask touches of (`hitTest`).
struct LaidOutViewport {
    /// The layout that is drawn: at the viewport (its height fitted when it fits its height), or
    /// with every scroll view's whole content when the unit draws full content.
    let layout: LayoutResult
    /// The render tree of `layout`; nil when `diagnostics` has an error: nothing is drawn or
    /// asked of a viewport that did not lay out.
    let tree: RenderTree?
    /// Layout's findings (broken and ambiguous constraints, a spent pivot budget…), then the
    /// error for a render tree that holds a NaN or an infinity, which no back end may print.
    let diagnostics: [Diagnostic]
}
