/// One output file, not yet written.
public struct Artifact: Hashable, Sendable {
    /// A file name without directories: `NAME.svg`, or `NAME.VIEWPORT.svg` for named viewports.
    public var fileName: String
    /// The whole file as text (UTF-8 when written).
    public var contents: String

    /// An output file; the CLI uses it for the `NAME.reload.js` it writes beside watched pages.
    public init(fileName: String, contents: String) {
        self.fileName = fileName
        self.contents = contents
    }
}
