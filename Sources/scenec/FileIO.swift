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
    /// every earlier file as it was; SIGINT or SIGTERM meanwhile removes the temporaries
    /// (`Interruption`).
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
                    guard FileManager.default.createFile(atPath: temporary, contents: Data(file.contents.utf8)) else {
                        throw WriteFailure(path: file.path, reason: String(cString: strerror(errno)))
                    }
                }
                for (file, temporary) in zip(files, temporaries) where rename(temporary, file.path) != 0 {
                    throw WriteFailure(path: file.path, reason: String(cString: strerror(errno)))
                }
            } catch {
                for temporary in temporaries { unlink(temporary) }
                throw error
            }
        }
    }

    struct WriteFailure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write '\(path)': \(reason)" }
    }
}
