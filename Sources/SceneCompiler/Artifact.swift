/// One output file, not yet written.
public struct Artifact: Hashable, Sendable {
    /// A file name without directories: `NAME.svg`, or `NAME.VIEWPORT.svg` for named viewports.
    public var fileName: String
    /// The whole file, as it is written: UTF-8 text.
    ///
    /// Bytes rather than a `String`, because the printers make bytes and the file is bytes: a
    /// `String` of a 100,000-view scene's 54 MB of markup would be validated as UTF-8 and copied
    /// only to be written out again.
    public var bytes: [UInt8]

    /// The whole file as text, for a reader that wants to search or compare it; made from
    /// `bytes` on each use.
    public var contents: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    /// An output file of these bytes.
    public init(fileName: String, bytes: [UInt8]) {
        self.fileName = fileName
        self.bytes = bytes
    }

    /// An output file of this text, written as UTF-8; the CLI uses it for the `NAME.reload.js`
    /// it writes beside watched pages.
    public init(fileName: String, contents: String) {
        self.init(fileName: fileName, bytes: Array(contents.utf8))
    }
}
