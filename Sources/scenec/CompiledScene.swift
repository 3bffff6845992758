import SceneCompiler

/// One scene compiled into temporaries in the output folder, its files not yet in place: the
/// part of a batch that may run on any thread (`compile -j`). It prints nothing and reads no
/// state of the batch; `SceneBatch.commit` then, on the main thread and in the order the
/// scenes were given, checks its file names against the scenes before it, prints what it has
/// to say and moves its files into place or removes them.
struct CompiledScene {
    /// What a compile needs, copied, so that any thread can run one.
    struct Setup: Sendable {
        var options: CompileOptions
        var fontDirectories: [String]
        /// False with `--no-system-fonts`: fonts only from `fontDirectories`.
        var systemFonts: Bool
        var limits: ResourceLimits
        /// The one scene of each file to compile (`--scene`), nil for all.
        var scene: String?
        let folder: OutputFolder
        /// `--frames`, `--strict-frames` and `--assets`; nil: the defaults.
        var documents: DocumentOptions?
    }

    /// How far the scene got.
    enum Outcome {
        /// The file could not be read; the error is printed as it is.
        case unreadable(Diagnostic)
        /// Writing a temporary failed, which stopped the compile; the reason, as printed.
        case stopped(String)
        /// The compile ran to its end, with or without errors.
        case compiled(CompileResult)
    }

    let file: String
    let outcome: Outcome
    /// The names of the files it made, in the order made, up to the one whose writing failed.
    let names: [String]
    /// Its temporaries; nil when the file could not be read.
    let transaction: OutputTransaction?
    /// The files as printed, for the reload stamp; only when `CompileOptions.liveReload`.
    let digested: [Artifact]
    /// What the scene read, when asked for (`--watch`, `--depfile`).
    let reads: ReadLog?

    /// Compiles `file` into a new transaction in `setup.folder`. `reads`, when given, learns
    /// every file the scene read (imports, images, and font files when it asks for them) for
    /// `--watch` and `--depfile`.
    init(file: String, setup: Setup, reads: ReadLog? = nil) {
        self.file = file
        self.reads = reads
        var source: SceneSource
        switch SceneInput.read(file, fontDirectories: setup.fontDirectories, systemFonts: setup.systemFonts, limits: setup.limits, scene: setup.scene) {
        case .success(let read):
            source = read
            setup.documents?.apply(to: &source)
        case .failure(let refusal):
            (outcome, names, transaction, digested) = (.unreadable(refusal.diagnostic), [], nil, [])
            return
        }
        if let reads {
            let maximum = source.limits.fileSize
            let folder = source.folder
            source.loadFile = { path in
                let bytes = SceneSource.readFile(path, inside: folder, maximumSize: maximum)
                // Only files that exist are inputs, as a C compiler's depfile lists only the
                // headers it found: a missing one (an image's `@2x` variant the scene does not
                // have) would leave every build out of date.
                if bytes != nil { reads.note(path) }
                return bytes
            }
            if reads.includesFonts { source.fontFileOpened = { reads.note($0) } }
            source.fileRead = { reads.note($0) }
        }
        let transaction = OutputTransaction(folder: setup.folder)
        var names: [String] = []
        // The reload stamp digests the pages' names and bytes; only preview --watch asks for it.
        var digested: [Artifact] = []
        do {
            if setup.options.liveReload {
                // The reload stamp needs the pages' bytes: each file is printed whole, then written.
                outcome = .compiled(try Compiler.compile(source, options: setup.options) { artifact in
                    names.append(artifact.fileName)
                    try transaction.add(name: artifact.fileName, bytes: artifact.bytes)
                    digested.append(artifact)
                })
            } else {
                // Each file goes to its temporary as it is printed, never held whole.
                outcome = .compiled(try Compiler.compile(source, options: setup.options) { name in
                    names.append(name)
                    return try transaction.create(name: name)
                })
            }
        } catch {
            outcome = .stopped("scenec: error: \(error)")
        }
        (self.names, self.transaction, self.digested) = (names, transaction, digested)
    }
}
