import Foundation

/// The CLI's only contact with the file system.
enum FileIO {
    enum ReadFailure: Error {
        case unreadable
        case tooLarge(Int)
    }

    /// The file's bytes, refusing a file larger than `maximumSize` before reading it.
    static func read(_ path: String, maximumSize: Int) -> Result<[UInt8], ReadFailure> {
        if let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, size > maximumSize {
            return .failure(.tooLarge(size))
        }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.unreadable) }
        guard data.count <= maximumSize else { return .failure(.tooLarge(data.count)) }
        return .success([UInt8](data))
    }

    /// Writes every file of one scene so that either all are replaced or none is: each goes to a
    /// temporary file beside its target first, and only when all are written are they renamed
    /// over their targets. A reader (or a crash) never sees half a file; a failed write leaves
    /// every earlier file as it was; SIGINT or SIGTERM while writing removes the temporaries
    /// (`Interruption`), and is held back during the renames, so the files change together.
    static func writeAll(_ files: [(path: String, contents: String)]) throws {
        let temporaries = files.map { file -> String in
            let directory = (file.path as NSString).deletingLastPathComponent
            return (directory.isEmpty ? "." : directory) + "/.scenec-\(getpid())-\((file.path as NSString).lastPathComponent).tmp"
        }
        try Interruption.removing(temporaries) {
            do {
                for (file, temporary) in zip(files, temporaries) {
                    let directory = (file.path as NSString).deletingLastPathComponent
                    if !directory.isEmpty { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
                    try write(file.contents, to: temporary, target: file.path)
                }
                try Interruption.deferringSignals {
                    for (file, temporary) in zip(files, temporaries) where rename(temporary, file.path) != 0 {
                        throw WriteFailure(path: file.path, reason: String(cString: strerror(errno)))
                    }
                }
            } catch {
                for temporary in temporaries { unlink(temporary) }
                throw error
            }
        }
    }

    /// Writes `contents` to the new file `path` with plain system calls. Why not Foundation:
    /// its writes go through a temporary of their own, with a name no signal handler knows.
    private static func write(_ contents: String, to path: String, target: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WriteFailure(path: target, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        let bytes = Array(contents.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { buffer in
                Foundation.write(fd, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw WriteFailure(path: target, reason: String(cString: strerror(errno))) }
            written += n
        }
    }

    struct WriteFailure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write '\(path)': \(reason)" }
    }
}
