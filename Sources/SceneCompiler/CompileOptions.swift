import SVGBackEnd

/// What `Compiler.compile` produces and how strictly; the CLI's `compile` flags, as values.
public struct CompileOptions: Sendable {
    /// Which files to produce for each viewport, in this order.
    public var formats: [OutputFormat]
    /// Breaking an unsatisfiable constraint is an error (nothing is written) rather than a warning.
    public var strict: Bool
    /// Draws every scroll view's whole content (offset zero, bounds grown to the content size)
    /// on a canvas grown to hold it, instead of what the screen shows (`--full-content`); see
    /// `LayoutResult.showingFullContent(of:)`. Layout still runs at the viewport's size.
    public var fullContent: Bool
    /// Which viewports to print; every one by default.
    public var viewports: ViewportChoice
    /// Gives each HTML page the inspector (`--inspect`): hovering shows a view's class, frame
    /// and what placed it, clicking shows where UIKit delivers the touch and the responder
    /// chain, and a toggle explodes the layer tree in 3D. Its script and data come only with
    /// this; the SVG is the same either way.
    public var inspect: Bool
    /// Makes each HTML page reload itself when `NAME.reload.js` beside it reports a new digest
    /// (`scenec preview --watch`, which writes that file); see `HTMLPrinter.reloadScript`.
    public var liveReload: Bool
    /// How text is drawn: glyph outlines (the default), or live text in the measured font
    /// (`--text fonts`).
    public var text: TextDrawing
    /// The longest file name, in bytes, the output folder takes (its file system's `NAME_MAX`);
    /// a longer `NAME.VIEWPORT.html` is an error at the name, found before layout. Nil: no check.
    public var longestFileName: Int?
    /// Leaves the scene and its last viewport's layout and render tree allocated when the compile
    /// returns, for a process that exits right after and so frees its memory at once: freeing
    /// them value by value costs about 4 % of a compile. Each compile with this set keeps that
    /// memory until the process ends, so only a short-lived process's last compile sets it:
    /// the command line's, the one caller that knows the process ends next. Not part of the
    /// library's API (`@_spi(CommandLine)`): a library's caller rarely exits after a compile.
    @_spi(CommandLine) public var leavesMemoryForExit = false

    /// The defaults are `scenec compile` without flags: SVG and HTML, every viewport, broken
    /// constraints as warnings, no inspector.
    public init(formats: [OutputFormat] = OutputFormat.allCases, strict: Bool = false, fullContent: Bool = false,
                viewports: ViewportChoice = .all, inspect: Bool = false, liveReload: Bool = false,
                text: TextDrawing = .outlines, longestFileName: Int? = nil) {
        self.longestFileName = longestFileName
        self.formats = formats
        self.text = text
        self.strict = strict
        self.fullContent = fullContent
        self.viewports = viewports
        self.inspect = inspect
        self.liveReload = liveReload
    }
}
