import Foundation

/// The CLI's only contact with the file system.
enum FileIO {
    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// Writes beside the target under a temporary name, then renames: a reader (or a crash)
    /// never sees half a file.
    static func writeAtomically(_ contents: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        let temporary = (directory.isEmpty ? "." : directory) + "/.scenec-\(getpid())-\((path as NSString).lastPathComponent).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(contents.utf8)) else {
            throw CocoaError(.fileWriteUnknown)
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: reason])
        }
    }
}
