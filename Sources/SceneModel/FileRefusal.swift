/// Why a file a scene or the command line names was not read, for the message that says so:
/// "cannot read" alone leaves the author guessing which rule refused the file.
public enum FileRefusal: Equatable, Sendable {
    /// Nothing is at the path, or a symbolic link there points at nothing.
    case missing
    /// The path, through a symbolic link, leads to a file outside the scene's folder.
    case linkOutOfFolder
    /// A folder, FIFO, socket or device: only regular files are read, so that no read can
    /// wait for a writer that never comes, or never end.
    case notRegularFile
    /// The file is there but cannot be opened or read; `reason` is the system's (`strerror`).
    case unopenable(reason: String)
}
