import Foundation
import SceneCompiler

/// Compiles scene files one after another into one directory, writing each scene's files
/// together: what `compile` and `preview` share.
struct SceneBatch {
    var options: CompileOptions
    var fonts: FontOptions
    var limits: LimitOptions
    var output: String
    /// Output file name → the scene file that wrote it in this batch, so that two scenes of the
    /// same name cannot overwrite each other unnoticed.
    private var written: [String: String] = [:]

    init(options: CompileOptions, fonts: FontOptions, limits: LimitOptions, output: String) {
        self.options = options
        self.fonts = fonts
        self.limits = limits
        self.output = output
    }

    /// Compiles `file` and writes its files, plus `extra` files made from its artifacts (the
    /// preview's reload stamp). Returns the paths written, or nil after the errors are reported.
    /// `reads`, when given, learns every file the scene read (imports, images) for `--watch`.
    mutating func compile(_ file: String, reads: ReadLog? = nil,
                          extra: (CompileResult) -> [Artifact] = { _ in [] }) -> [String]? {
        guard var source = SceneInput.load(file, fonts: fonts, limits: limits) else { return nil }
        if let reads {
            let maximum = source.limits.fileSize
            source.loadFile = { path in
                reads.note(path)
                return try? FileIO.read(path, maximumSize: maximum).get()
            }
        }
        let result = Compiler.compile(source, options: options)
        Terminal.report(result.diagnostics)
        guard result.succeeded else { return nil }
        let artifacts = result.artifacts + extra(result)
        // A scene compiled again (watch mode) may replace its own files.
        if let clash = artifacts.first(where: { written[$0.fileName].map { $0 != file } ?? false }), let other = written[clash.fileName] {
            Terminal.error("\(file): error: '\(clash.fileName)' would overwrite the output of '\(other)'; give one of the scenes another name")
            return nil
        }
        let files = artifacts.map { ((output as NSString).appendingPathComponent($0.fileName), $0.contents) }
        do {
            try FileIO.writeAll(files)
        } catch {
            Terminal.error("scenec: error: \(error)")
            return nil
        }
        for artifact in artifacts { written[artifact.fileName] = file }
        return files.map(\.0)
    }
}

/// The files a compile read besides the scene itself, in the order first read.
final class ReadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []
    private var seen: Set<String> = []

    func note(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        if seen.insert(path).inserted { paths.append(path) }
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return paths
    }
}
