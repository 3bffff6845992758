/// A file a compile writes as it prints it (`Compiler.compile(_:options:create:)`): the command
/// line's is a temporary in the output folder.
///
/// The compiler hands each file's bytes on a chunk at a time, in order, then closes it. Writing
/// cannot fail the printing halfway: a file keeps its first failure and throws it from `close`.
public protocol ArtifactFile: AnyObject {
    /// Appends `bytes`, which are valid only during the call, to the file.
    func write(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Ends the file; throws the first failure to write any of it.
    func close() throws
}
