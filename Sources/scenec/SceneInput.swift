import SceneCompiler

/// A scene file read for a command, with the fonts and limits the command line gives.
enum SceneInput {
    /// The source, or nil after an error on standard error when the file cannot be read, is not
    /// a regular file (a FIFO is refused, never waited on), or is larger than the limit (found
    /// before reading it).
    static func load(_ file: String, fonts: FontOptions, limits options: LimitOptions, scene: String? = nil) -> SceneSource? {
        switch read(file, fontDirectories: fonts.directories, systemFonts: !fonts.noSystemFonts, limits: options.limits, scene: scene) {
        case .success(let source):
            return source
        case .failure(let refusal):
            Terminal.error(refusal.diagnostic.rendered)
            return nil
        }
    }

    /// Why a scene file was not read: the error `load` prints.
    struct Refusal: Error {
        var diagnostic: Diagnostic
    }

    /// The source, or the error that says why the file cannot be read; prints nothing, so a
    /// worker thread can read a scene and leave the error for the main thread to print.
    static func read(_ file: String, fontDirectories: [String], systemFonts: Bool,
                     limits: ResourceLimits, scene: String? = nil) -> Result<SceneSource, Refusal> {
        switch FileBytes.read(file, maximumSize: limits.fileSize) {
        case .success(let bytes):
            var source = SceneSource(path: file, bytes: bytes, fontDirectories: fontDirectories, limits: limits)
            source.systemFonts = systemFonts
            source.scene = scene
            return .success(source)
        case .failure(.tooLarge(let size)):
            return .failure(Refusal(diagnostic: Diagnostic.error(.fileTooLarge(size, limit: limits.fileSize), at: SourceLocation(file: file, line: 1, column: 1))))
        case .failure(.unreadable):
            return .failure(Refusal(diagnostic: Diagnostic.error(.unreadableFile(file), at: nil)))
        case .failure(.notRegularFile):
            return .failure(Refusal(diagnostic: Diagnostic.error(.unreadableFile(file, because: .notRegularFile), at: nil)))
        }
    }
}
