/// Where something came from in a scene file.
///
/// `line` and `column` are 1-based. The column counts Unicode scalars from the start of the
/// line, the unit libxml2 uses for its own errors, so our diagnostics and libxml2's agree.
public struct SourceLocation: Hashable, Comparable, Sendable {
    /// The path as given to the compiler, so messages name the file the way the user typed it.
    public let file: String
    /// 1-based line.
    public let line: Int
    /// 1-based column, in Unicode scalars (libxml2's unit).
    public let column: Int

    /// A place in a scene file.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// File, then line, then column: the order diagnostics are printed in.
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
