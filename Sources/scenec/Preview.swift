import FoundationEssentials
import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import SceneCompiler

struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a scene's HTML preview and print its file:// URL.",
        discussion: """
            Writes NAME.html (NAME.VIEWPORT.html for each named <viewport>) into the output \
            directory and prints each page's file:// URL, to open in a browser. The pages carry \
            the inspector (hover a view for its frame and constraints, click for the view that \
            takes the touch, 3 for an exploded 3D view) unless --no-inspect. With --watch it \
            stays running: every time the scene file or a file it imports is saved it compiles \
            again, prints the diagnostics, and rewrites the pages, which reload themselves \
            (a small script checks NAME.reload.js twice a second). Stop it with Ctrl-C.

            Example: scenec preview Samples/settings.xml --watch
            """)

    @Argument(help: "A scene file.")
    var file: String

    @Option(name: .shortAndLong, help: "The directory to write into (default: your own scenec-preview-UID in the temporary directory, mode 0700).")
    var output: String?

    @Flag(help: "Recompile whenever the scene or a file it imports changes; the page reloads itself.")
    var watch = false

    @Flag(inversion: .prefixedNo, help: "Give the page the inspector: hover shows a view's class, frame and what placed it; a click shows where UIKit delivers the touch; 3 explodes the layers in 3D.")
    var inspect = true

    @OptionGroup var strictness: StrictOption
    @OptionGroup(title: "Interface Builder documents") var documents: DocumentOptions

    @OptionGroup var fonts: FontOptions
    @OptionGroup(title: "Viewports") var viewports: ViewportOptions
    @OptionGroup(title: "Limits") var limits: LimitOptions

    func validate() throws {
        if output?.isEmpty == true { throw ValidationError("the output folder (-o) is an empty path; give a folder, or leave -o out for your own preview folder") }
    }

    func run() throws {
        let options = CompileOptions(formats: [.html], strict: strictness.strict, viewports: viewports.choice(),
                                     inspect: inspect, liveReload: watch)
        Interruption.install()
        // The default folder is the user's own (mode 0700), never a shared name in /tmp.
        let folder = try output.map { try OutputFolder.checked($0) } ?? OutputFolder.checked(OutputFolder.previewDefault(), mode: 0o700)
        var batch = SceneBatch(options: options, fonts: fonts, limits: limits, folder: folder)
        batch.scene = viewports.scene
        batch.documents = documents
        guard watch else {
            guard let paths = batch.compile(file) else { throw ExitCode(1) }
            for path in paths { Terminal.output(Self.url(path)) }
            return
        }
        var watcher = FileWatcher()
        var first = true
        while true {
            let reads = ReadLog()
            if let paths = batch.compile(file, reads: reads, extra: Self.reloadStamp) {
                let pages = paths.filter { $0.hasSuffix(".html") }
                if first {
                    for path in pages { Terminal.output(Self.url(path)) }
                } else {
                    Terminal.output("updated \(pages.count) page\(pages.count == 1 ? "" : "s")")
                }
            }
            first = false
            watcher.watch([file] + reads.all)
            Terminal.output("watching \(file)\(reads.all.isEmpty ? "" : " and \(reads.all.count) file\(reads.all.count == 1 ? "" : "s") it reads"); Ctrl-C stops")
            watcher.waitForChange()
            Terminal.output("changed; compiling \(file)")
        }
    }

    /// `NAME.reload.js`, which tells the open pages of a scene that they are out of date: it
    /// calls the page's reload script with a digest of the pages, so a save that changes
    /// nothing reloads nothing.
    static func reloadStamp(_ result: CompileResult, _ artifacts: [Artifact]) -> [Artifact] {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: stable across runs, unlike Hasher
        for artifact in artifacts {
            for byte in artifact.fileName.utf8 + [0] + artifact.bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        let digest = String(hash, radix: 16)
        return [Artifact(fileName: Compiler.reloadStampName(sceneNamed: result.sceneName ?? "scene"), contents: "scenecReload(\"\(digest)\");\n")]
    }

    /// The page's address, to paste into a browser.
    static func url(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.absoluteString
    }
}
