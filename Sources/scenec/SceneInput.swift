import SceneCompiler

/// A scene file read for a command, with the fonts and limits the command line gives.
enum SceneInput {
    /// The source, or nil after an error on standard error when the file cannot be read or is
    /// larger than the limit (found before reading it).
    static func load(_ file: String, fonts: FontOptions, limits options: LimitOptions) -> SceneSource? {
        let limits = options.limits
        switch FileIO.read(file, maximumSize: limits.fileSize) {
        case .success(let bytes):
            return SceneSource(path: file, bytes: bytes, fontDirectories: fonts.directories, limits: limits)
        case .failure(.tooLarge(let size)):
            Terminal.error("\(file):1:1: error: file is \(size) bytes; scenes are limited to \(limits.fileSize) bytes (--max-file-size)")
        case .failure(.unreadable):
            Terminal.error("scenec: error: cannot read '\(file)'")
        }
        return nil
    }
}
