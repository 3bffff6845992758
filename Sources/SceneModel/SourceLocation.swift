/// Where something came from in a scene file.
///
/// `line` and `column` are 1-based. The column counts Unicode scalars from the start of the
/// line, the unit libxml2 uses for its own errors, so our diagnostics and libxml2's agree.
public struct SourceLocation: Hashable, Comparable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
