import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import SceneCompiler

/// Compiles scene files one after another into one directory, writing each scene's files
/// together: what `compile` and `preview` share.
struct SceneBatch {
    var options: CompileOptions
    var fonts: FontOptions
    var limits: LimitOptions
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
        guard var source = SceneInput.load(file, fonts: fonts, limits: limits) else { return nil }
        if let reads {
            let maximum = source.limits.fileSize
            let folder = source.folder
            source.loadFile = { path in
                reads.note(path)
                return SceneSource.readFile(path, inside: folder, maximumSize: maximum)
            }
            if reads.includesFonts { source.fontFileOpened = { reads.note($0) } }
        }
        let transaction = OutputTransaction(folder: folder)
        var names: [String] = []
        // The reload stamp digests the pages' names and bytes; only preview --watch asks for it.
        var digested: [Artifact] = []
        let keepsContents = options.liveReload
        let result: CompileResult
        // A scene compiled again (watch mode) may replace its own files.
        func checkClash(_ name: String) throws {
            if let other = written[name], other != file {
                throw NameClash(description: "\(file): error: \(DiagnosticMessage.outputNameClash(name, other: other).text)")
            }
        }
        do {
            if keepsContents {
                // The reload stamp needs the pages' bytes: each file is printed whole, then written.
                result = try Compiler.compile(source, options: options) { artifact in
                    try checkClash(artifact.fileName)
                    try transaction.add(name: artifact.fileName, bytes: artifact.bytes)
                    names.append(artifact.fileName)
                    digested.append(artifact)
                }
            } else {
                // Each file goes to its temporary as it is printed, never held whole.
                result = try Compiler.compile(source, options: options) { name in
                    try checkClash(name)
                    names.append(name)
                    return try transaction.create(name: name)
                }
            }
        } catch {
            transaction.abandon()
            Terminal.error(error is NameClash ? "\(error)" : "scenec: error: \(error)")
            return nil
        }
        Terminal.report(result.diagnostics)
        guard result.succeeded else {
            transaction.abandon()
            return nil
        }
        do {
            for artifact in extra(result, digested) {
                try transaction.add(name: artifact.fileName, bytes: artifact.bytes)
                names.append(artifact.fileName)
            }
            let paths = try transaction.commit()
            for name in names { written[name] = file }
            return paths
        } catch {
            transaction.abandon()
            Terminal.error("scenec: error: \(error)")
            return nil
        }
    }

    /// Two scenes of one name in a batch: the second would replace the first one's files.
    private struct NameClash: Error, CustomStringConvertible {
        var description: String
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
