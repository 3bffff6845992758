import SceneCompiler

/// A scene file read for a command, with the fonts and limits the command line gives.
enum SceneInput {
    /// The source, or nil after an error on standard error when the file cannot be read, is not
    /// a regular file (a FIFO is refused, never waited on), or is larger than the limit (found
    /// before reading it).
    static func load(_ file: String, fonts: FontOptions, limits options: LimitOptions) -> SceneSource? {
        let limits = options.limits
        switch FileBytes.read(file, maximumSize: limits.fileSize) {
        case .success(let bytes):
            var source = SceneSource(path: file, bytes: bytes, fontDirectories: fonts.directories, limits: limits)
            source.systemFonts = !fonts.noSystemFonts
            return source
        case .failure(.tooLarge(let size)):
            Terminal.error(Diagnostic.error(.fileTooLarge(size, limit: limits.fileSize), at: SourceLocation(file: file, line: 1, column: 1)).rendered)
        case .failure(.unreadable):
            Terminal.error(Diagnostic.error(.unreadableFile(file), at: nil).rendered)
        case .failure(.notRegularFile):
            Terminal.error(Diagnostic.error(.unreadableFile(file, because: .notRegularFile), at: nil).rendered)
        }
        return nil
    }
}
