#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a file whole, with its size bounded before the bytes are read: how the compiler
/// reads a scene, its imports and its images.
///
/// Plain system calls, straight into the array the caller keeps: no intermediate buffer to copy
/// from, and no part of Foundation beyond what the compiler already links.
public enum FileBytes {
    /// Why a file was not read.
    public enum Failure: Error, Equatable {
        /// It does not exist, cannot be opened or read, or is a folder.
        case unreadable
        /// It is a FIFO, a socket or a device, which is never read: a FIFO can keep a read
        /// waiting for good (an editor's save can leave one where a scene was), a device can
        /// be endless.
        case notRegularFile
        /// It holds more than the maximum: its size, or the bytes read when a file that grew
        /// while being read crossed it.
        case tooLarge(Int)
    }

    /// The bytes of the regular file at `path`, links followed. A file larger than
    /// `maximumSize` is refused before any byte is read.
    ///
    /// The file is opened without waiting (`O_NONBLOCK`: opening a FIFO no one writes to would
    /// wait for a writer) and its kind is checked on the open descriptor, so a file swapped for
    /// a FIFO after a caller's own check is refused too, never read.
    public static func read(_ path: String, maximumSize: Int) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(.unreadable) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { return .failure(.unreadable) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegularFile) }
        if Int(status.st_size) > maximumSize { return .failure(.tooLarge(Int(status.st_size))) }
        // One byte past the maximum shows a file that grew crossing it.
        let limit = maximumSize < Int.max ? maximumSize + 1 : maximumSize
        var bytes: [UInt8] = []
        // Read in one piece, one byte larger than the file is, to see its end.
        var piece = Int(status.st_size) + 1
        while bytes.count < limit {
            let wanted = min(piece, limit - bytes.count)
            var failed = false
            let part = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, count in
                count = 0
                while count < wanted {
                    let n = readSome(descriptor, buffer.baseAddress! + count, wanted - count)
                    if n < 0 && errno == EINTR { continue }
                    if n < 0 { failed = true }
                    if n <= 0 { break }
                    count += n
                }
            }
            if failed { return .failure(.unreadable) }
            if bytes.isEmpty { bytes = part } else { bytes += part }
            if part.count < wanted { break }
            piece = piece < limit / 2 ? piece * 2 : limit
        }
        guard bytes.count <= maximumSize else { return .failure(.tooLarge(bytes.count)) }
        return .success(bytes)
    }

    /// The size of what `path` names, links followed; nil when nothing is there.
    public static func size(of path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }

    /// The size of the regular file at `path`, links followed; nil for anything else (a pipe or
    /// a device could block a read, or never end) or nothing.
    public static func regularFileSize(of path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// The system's `read`, by another name than this type's own.
    private static func readSome(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}
