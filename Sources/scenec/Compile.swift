import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
@_spi(CommandLine) import SceneCompiler

struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compile scene files into drawings.",
        discussion: """
            Writes NAME.svg (a drawing) and NAME.html (a page whose elements take pointer events \
            exactly where UIKit would deliver touches) for each scene into the output directory; \
            NAME.VIEWPORT.svg and .html for each named <viewport>. A scene with errors writes \
            nothing; a scene's files are written to temporary names and renamed only when all are \
            written, so a failed or interrupted compile (SIGINT, SIGTERM, SIGHUP, SIGUSR1…) leaves \
            every earlier file as it was and no half-written file. The output directory must belong \
            to you and not be writable by every user (unless sticky).

            Scenes compile on --jobs threads at once, each into its temporaries; their files, \
            messages and exit status are those of one scene after another, in the order given.

            Example: scenec compile Samples/signboard-fixed.xml -o Output/
            """)

    @Argument(help: "Scene files (.xml).")
    var files: [String]

    @OptionGroup var fonts: FontOptions
    @OptionGroup(title: "Viewports") var viewports: ViewportOptions
    @OptionGroup(title: "Limits") var limits: LimitOptions

    @Option(name: .shortAndLong, help: "The directory to write into; created when missing.")
    var output: String

    @Option(name: .long, help: "Comma-separated output formats: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: String = OutputFormat.allCases.map(\.rawValue).joined(separator: ",")

    @Option(name: [.customShort("j"), .long], help: ArgumentHelp(
        "How many scenes to compile at once, on as many threads (default: the processors scenec may run on). The output is the same for every N.",
        valueName: "N"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Also write a Make/Ninja dependency file: for each scene, the files written and every file read (the scene, its components, images and font files), once every scene has compiled.", valueName: "file"))
    var depfile: String?

    @OptionGroup var strictness: StrictOption
    @OptionGroup(title: "Interface Builder documents") var documents: DocumentOptions

    @Flag(help: "Draw every scroll view's whole content (offset zero, grown to its content size) on a canvas grown to hold it, instead of what the screen shows. Layout is unchanged: views below a grown scroll view are overlapped.")
    var fullContent = false

    @Flag(help: "Give each HTML page an inspector: hover a view to see its class, frame and the constraints or expressions that placed it; click to see which view UIKit's hit-test delivers the touch to and its responder chain; press 3 (or the 3D button) for an exploded view of the layer tree. Adds a script (allowed by its hash) and the data it reads.")
    var inspect = false

    @Option(name: .long, help: "How text is drawn: 'outlines' (the glyphs scenec placed, the same in every viewer, with a selectable transparent text layer in HTML) or 'fonts' (live text in the measured font; smaller, but a viewer without the font draws another).")
    var text: String = TextDrawing.outlines.rawValue

    func validate() throws {
        _ = try textDrawing()
        if files.isEmpty { throw ValidationError("give at least one scene file") }
        if output.isEmpty { throw ValidationError("the output folder (-o) is an empty path; give a folder, such as -o Output/") }
        _ = try formats()
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
    }

    private func textDrawing() throws -> TextDrawing {
        guard let drawing = TextDrawing(rawValue: text) else {
            throw ValidationError("unknown text drawing '\(text)'; choose: \(TextDrawing.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return drawing
    }

    /// The formats `--format` names. An empty list, or an empty name in it (`svg,`), is an
    /// error: it would otherwise compile every scene, write nothing and exit 0.
    private func formats() throws -> [OutputFormat] {
        let valid = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
        guard !format.isEmpty else { throw ValidationError("--format is empty; give one or more of: \(valid), separated by commas") }
        return try format.split(separator: ",", omittingEmptySubsequences: false).map { name in
            guard !name.isEmpty else { throw ValidationError("--format '\(format)' has an empty format name; formats: \(valid), separated by commas") }
            guard let f = OutputFormat(rawValue: String(name)) else {
                throw ValidationError("unknown format '\(name)'; formats: \(valid)")
            }
            return f
        }
    }

    func run() throws {
        let options = CompileOptions(formats: try formats(), strict: strictness.strict, fullContent: fullContent,
                                     viewports: viewports.choice(), inspect: inspect, text: try textDrawing())
        Interruption.install()
        var batch = SceneBatch(options: options, fonts: fonts, limits: limits, folder: try OutputFolder.checked(output))
        batch.scene = viewports.scene
        batch.documents = documents
        var dependencies = try depfile.map(Depfile.init(path:))
        let recordsReads = dependencies != nil
        // No more threads than scenes.
        let (files, setup, jobs) = (self.files, batch.setup, min(self.jobs ?? ProcessorCount.available, self.files.count))
        // Four scenes a worker may be ahead of the one being committed: enough to keep every
        // worker busy past a slow scene (with two, workers of a 1,000-sample batch at -j 2
        // slept 3–4 % of the run waiting for room; with four, 1–3 %), few enough that finished
        // scenes' temporaries stay few.
        let work = OrderedWork(count: files.count, threads: jobs, window: 4 * jobs) { index in
            var setup = setup
            // The process ends after the last scene: its memory is left for the system to free.
            // One scene's at most, as on one thread; earlier scenes free theirs on their worker.
            setup.options.leavesMemoryForExit = index == files.count - 1
            return CompiledScene(file: files[index], setup: setup, reads: recordsReads ? ReadLog(includesFonts: true) : nil)
        }
        var failed = 0
        var writtenCount = 0
        for (index, file) in files.enumerated() {
            if files.count > 1 { Terminal.setStatus("[\(index + 1)/\(files.count)] \(file)") }
            let scene = work.take(index)
            let reads = scene.reads
            guard let paths = batch.commit(scene) else {
                failed += 1
                continue
            }
            dependencies?.add(scene: file, outputs: paths, reads: reads?.all ?? [])
            for path in paths { Terminal.output("wrote \(path)") }
            writtenCount += paths.count
        }
        work.finish()
        Terminal.setStatus(nil)
        if files.count > 1 {
            Terminal.output("compiled \(files.count) scenes: \(writtenCount) files written, \(failed == 0 ? "no scene" : failed == 1 ? "1 scene" : "\(failed) scenes") with errors")
        }
        if failed > 0 { throw ExitCode(1) }
        try dependencies?.write()
    }
}
