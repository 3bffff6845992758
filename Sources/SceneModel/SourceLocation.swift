/// Where something came from in a scene file.
///
/// `line` and `column` are 1-based. The column counts Unicode scalars from the start of the
/// line, the unit libxml2 uses for its own errors, so our diagnostics and libxml2's agree.
///
/// Twelve bytes and no reference: the file is a `SourceFile` number, and the line and column
/// are 32-bit (a scene file is at most `ResourceLimits.largest.fileSize`, 1 GiB), because every
/// node and every attribute carries one.
public struct SourceLocation: Hashable, Comparable, Sendable {
    /// The file, by its interned path.
    public let sourceFile: SourceFile
    private let storedLine: UInt32
    private let storedColumn: UInt32

    /// A place in a scene file.
    public init(file: SourceFile, line: Int, column: Int) {
        self.sourceFile = file
        self.storedLine = UInt32(clamping: line)
        self.storedColumn = UInt32(clamping: column)
    }

    /// A place in the scene file at `file`.
    public init(file: String, line: Int, column: Int) {
        self.init(file: SourceFile(file), line: line, column: column)
    }

    /// The path as given to the compiler, so messages name the file the way the user typed it.
    public var file: String { sourceFile.path }
    /// 1-based line.
    public var line: Int { Int(storedLine) }
    /// 1-based column, in Unicode scalars (libxml2's unit).
    public var column: Int { Int(storedColumn) }

    /// File, then line, then column: the order diagnostics are printed in.
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        if a.sourceFile != b.sourceFile { return a.file < b.file }
        return (a.storedLine, a.storedColumn) < (b.storedLine, b.storedColumn)
    }
}
