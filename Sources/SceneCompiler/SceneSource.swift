import SceneFrontEnd
import SceneModel

/// A scene file to compile: its path (for diagnostics and the default scene name) and its bytes.
public struct SceneSource: Sendable {
    /// The path diagnostics print and the default scene name comes from; imports and images are
    /// found relative to its folder.
    public var path: String
    /// The file's contents, so a caller may compile text it never wrote to disk.
    public var bytes: [UInt8]
    /// Reads the files `<import>` names, by their path from the working directory (the scene's
    /// folder joined with the import's `file`); nil if unreadable. Reads from disk when nil.
    public var loadFile: (@Sendable (String) -> [UInt8]?)?
    /// Folders searched for font families the scene names, before /usr/share/fonts (`--font-dir`).
    public var fontDirectories: [String]
    /// Whether fonts are also read from /usr/share/fonts; false: only from `fontDirectories`
    /// (`--no-system-fonts`), so that a sandboxed build can declare every font as an input.
    public var systemFonts = true
    /// Told the path of each font file a compile of this source opens (a depfile lists them);
    /// called on the thread that measures the scene.
    public var fontFileOpened: (@Sendable (String) -> Void)?
    /// The bounds the scene must keep (`--max-…`); crossing one is an error.
    public var limits: ResourceLimits
    /// The one scene to compile of a file that holds several (an Interface Builder document's
    /// scenes, by name: `--scene`); nil for every scene (a hit-test answers for the first).
    public var scene: String?
    /// Which frames an Interface Builder document's views take (`--frames`): those its
    /// constraints give as Interface Builder's canvas lays them out, placeholder constraints
    /// kept (the default), those they give in the built app, without them, or those the
    /// document stores, to see it exactly as designed. A scene file is laid out as written
    /// whatever the choice.
    public var frames: FrameChoice = .canvas
    /// A view more than half a point from the frame the scene expects of it (an Interface
    /// Builder document's stored frame) is an error rather than a warning (`--strict-frames`).
    public var strictFrames = false
    /// Folders an Interface Builder document's image names are looked up in (`--assets DIR`):
    /// each a `*.xcassets` folder or a folder holding some, in the order given.
    public var assetFolders: [String] = []
    /// Told the path of each asset catalog file a compile of this source reads (a depfile
    /// lists them).
    public var fileRead: (@Sendable (String) -> Void)?
    /// Told of each piece of work a compile of this source starts (a parse, a layout), so that
    /// a test can count them; nil: nobody is told.
    package var trace: (@Sendable (CompilationStep) -> Void)?

    /// A scene to compile; the defaults are the CLI's without flags (fonts from /usr/share/fonts,
    /// `ResourceLimits.standard`, imports read from disk).
    public init(path: String, bytes: [UInt8], fontDirectories: [String] = [], limits: ResourceLimits = .standard,
                loadFile: (@Sendable (String) -> [UInt8]?)? = nil) {
        self.path = path
        self.bytes = bytes
        self.fontDirectories = fontDirectories
        self.limits = limits
        self.loadFile = loadFile
    }

    /// The scene's folder, where its imports and images are found ("" for the working directory).
    public var folder: String { SceneFrontEnd.folder(of: path) }

    /// Reads a file a scene names (an import, an image) as the default loader does: only when
    /// its real path, links resolved, lies inside `folder`, the scene's folder ("" for the
    /// working directory), and it is at most `maximumSize` bytes; nil otherwise. For a
    /// `loadFile` that also notes what was read.
    public static func readFile(_ path: String, inside folder: String, maximumSize: Int) -> [UInt8]? {
        SceneFrontEnd.readFile(path, inside: folder, maximumSize: maximumSize)
    }
}
