import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import SceneCompiler

/// Compiles scene files into one directory, writing each scene's files together: what
/// `compile` and `preview` share.
///
/// A scene is compiled into temporaries (`CompiledScene`, on any thread) and then committed
/// here, on the main thread, in the order the scenes were given: its names checked against
/// the scenes before it, its diagnostics printed, its files moved into place. So `compile -j`
/// prints and writes what one scene after another would.
struct SceneBatch {
    var options: CompileOptions
    var fonts: FontOptions
    var limits: LimitOptions
    /// The one scene of each file to compile (`--scene`), nil for all.
    var scene: String?
    /// How Interface Builder documents are read (`--frames`, `--strict-frames`, `--assets`);
    /// nil: the defaults.
    var documents: DocumentOptions?
    /// Made ready and checked (owner, permissions) before the first scene.
    let folder: OutputFolder
    /// Output file name → the scene file that wrote it in this batch, so that two scenes of the
    /// same name cannot overwrite each other unnoticed.
    private var written: [String: String] = [:]

    init(options: CompileOptions, fonts: FontOptions, limits: LimitOptions, folder: OutputFolder) {
        var options = options
        options.longestFileName = folder.longestName
        self.options = options
        self.fonts = fonts
        self.limits = limits
        self.folder = folder
        // Read here, on the main thread, before any worker can be making the folder.
        _ = OutputTransaction.fileMode
    }

    /// What a `CompiledScene` of this batch needs, for any thread.
    var setup: CompiledScene.Setup {
        CompiledScene.Setup(options: options, fontDirectories: fonts.directories, systemFonts: !fonts.noSystemFonts,
                            limits: limits.limits, scene: scene, folder: folder, documents: documents)
    }

    /// Compiles `file` and writes its files, plus `extra` files made from its artifacts (the
    /// preview's reload stamp). Returns the paths written, or nil after the errors are reported.
    /// `reads`, when given, learns every file the scene read (imports, images, and the font
    /// files when it asks for them) for `--watch` and `--depfile`.
    ///
    /// Each file goes to a temporary as soon as it is printed (`OutputTransaction`), so memory
    /// holds one viewport's files, not the scene's; they replace their targets together once
    /// the whole scene has compiled without errors.
    mutating func compile(_ file: String, reads: ReadLog? = nil,
                          extra: (CompileResult, [Artifact]) -> [Artifact] = { _, _ in [] }) -> [String]? {
        commit(CompiledScene(file: file, setup: setup, reads: reads), extra: extra)
    }

    /// Writes `scene`'s files, plus `extra` files made from its artifacts, and returns their
    /// paths; or removes its temporaries and returns nil after the errors are reported.
    ///
    /// A scene whose file would replace one an earlier scene of the batch wrote writes nothing,
    /// whatever else it has to say: the first of its names, in the order made, that clashes is
    /// the error. A scene compiled again (watch mode) may replace its own files.
    mutating func commit(_ scene: CompiledScene, extra: (CompileResult, [Artifact]) -> [Artifact] = { _, _ in [] }) -> [String]? {
        if let name = scene.names.first(where: { written[$0].map { $0 != scene.file } ?? false }) {
            scene.transaction?.abandon()
            Terminal.error("\(scene.file): error: \(DiagnosticMessage.outputNameClash(name, other: written[name]!).text)")
            return nil
        }
        let result: CompileResult
        switch scene.outcome {
        case .unreadable(let diagnostic):
            Terminal.error(diagnostic.rendered)
            return nil
        case .stopped(let reason):
            scene.transaction?.abandon()
            Terminal.error(reason)
            return nil
        case .compiled(let compiled):
            result = compiled
        }
        Terminal.report(result.diagnostics)
        guard result.succeeded, let transaction = scene.transaction else {
            scene.transaction?.abandon()
            return nil
        }
        do {
            var names = scene.names
            for artifact in extra(result, scene.digested) {
                try transaction.add(name: artifact.fileName, bytes: artifact.bytes)
                names.append(artifact.fileName)
            }
            let paths = try transaction.commit()
            for name in names { written[name] = scene.file }
            return paths
        } catch {
            transaction.abandon()
            Terminal.error("scenec: error: \(error)")
            return nil
        }
    }
}

/// The files a compile read besides the scene itself, in the order first read.
final class ReadLog: Sendable {
    /// Whether font files are noted too (a depfile lists them; `--watch` does not watch them).
    let includesFonts: Bool

    init(includesFonts: Bool = false) {
        self.includesFonts = includesFonts
    }

    private struct Paths {
        var list: [String] = []
        var seen: Set<String> = []
    }
    private let paths = Mutex(Paths())

    func note(_ path: String) {
        paths.withLock { paths in
            if paths.seen.insert(path).inserted { paths.list.append(path) }
        }
    }

    var all: [String] { paths.withLock { $0.list } }
}
