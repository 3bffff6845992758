#if canImport(Glibc)
import Glibc
#endif
import SceneCompiler

/// One scene's output files, replaced all together or not at all.
///
/// Each file is written, as soon as the compiler produces it, to a new temporary in the output
/// folder (a random name, created exclusively with mode 0600 as `mkstemp` does, so a planted
/// file or symbolic link is never opened), and given its final mode once complete. `commit`
/// then moves every temporary over its target. Before the first move it links each existing
/// target to a backup name, so if a later move fails the earlier ones are undone and the folder
/// is as it was; where a backup could not be made (a file system without hard links) the error
/// names exactly the files that were replaced. Ending signals are held back during the moves
/// (`Interruption.deferringSignals`), and temporaries are registered with `Interruption` so a
/// signal before then removes them. A reader never sees half a file.
///
/// Every file is made, linked, renamed and removed relative to the folder's descriptor
/// (`OpenFolder`), never by path: a folder renamed away and replaced by a link meanwhile
/// still gets every file, and the link's target none.
final class OutputTransaction {
    private let folder: OutputFolder
    /// The folder's descriptor, from the first file on.
    private var directory: Int32 = -1
    /// Each file's final name and its temporary's, both in the folder.
    private var files: [(name: String, temporary: String)] = []
    private var finished = false

    /// A transaction writing into `folder`, which `OutputFolder.prepare` checked.
    init(folder: OutputFolder) {
        self.folder = folder
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `bytes` to a temporary that `commit` will move to `name` in the folder.
    func add(name: String, bytes: [UInt8]) throws(Failure) {
        let file = try create(name: name)
        bytes.withUnsafeBufferPointer { file.write($0) }
        try file.close()
    }

    /// A new temporary that `commit` will move to `name` in the folder, to be written a chunk at
    /// a time as it is printed and then closed.
    func create(name: String) throws(Failure) -> File {
        if files.isEmpty {
            do { directory = try folder.create() } catch { throw Failure(description: error.description) }
        }
        let target = folder.file(name)
        let directory = self.directory
        // Created and registered as one step: no signal can find the file on disk and not know
        // to remove it.
        let made = Interruption.register(in: directory) { () -> (made: Result<(Int32, String), Failure>, name: String?) in
            let made = Self.temporary(in: directory, for: target)
            return (made, try? made.get().1)
        }
        let (descriptor, temporary) = try made.get()
        files.append((name, temporary))
        return File(descriptor: descriptor, target: target)
    }

    /// A new file `.scenec-XXXXXX` in the folder open as `directory`: six random letters and
    /// digits, created exclusively (`O_EXCL`, which never follows a link) with mode 0600;
    /// `mkstemp`'s rule, relative to a descriptor.
    private static func temporary(in directory: Int32, for target: String) -> Result<(Int32, String), Failure> {
        let characters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        for _ in 0..<100 {
            let name = ".scenec-" + String((0..<6).map { _ in characters.randomElement()! })
            let descriptor = openat(directory, name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
            if descriptor >= 0 { return .success((descriptor, name)) }
            if errno != EEXIST { break }
        }
        return .failure(Failure(description: "cannot write '\(target)': \(OutputFolder.reason())"))
    }

    /// One temporary being written. It keeps the first failure to write, and `close` throws it.
    final class File: ArtifactFile {
        private var descriptor: Int32
        private let target: String
        private var failure: Failure?

        fileprivate init(descriptor: Int32, target: String) {
            self.descriptor = descriptor
            self.target = target
        }

        deinit {
            if descriptor >= 0 { _ = Glibc.close(descriptor) }
        }

        func write(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard failure == nil, descriptor >= 0, let start = bytes.baseAddress else { return }
            var written = 0
            while written < bytes.count {
                let n = Glibc.write(descriptor, start + written, bytes.count - written)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else {
                    failure = Failure(description: "cannot write '\(target)': \(OutputFolder.reason())")
                    return
                }
                written += n
            }
        }

        func close() throws(Failure) {
            defer {
                if descriptor >= 0 { _ = Glibc.close(descriptor) }
                descriptor = -1
            }
            if let failure { throw failure }
            guard fchmod(descriptor, OutputTransaction.fileMode) == 0 else {
                throw Failure(description: "cannot write '\(target)': \(OutputFolder.reason())")
            }
        }
    }

    /// Moves every temporary over its target, all or none; returns the targets' paths.
    func commit() throws(Failure) -> [String] {
        precondition(!finished, "a transaction commits once")
        finished = true
        let directory = self.directory
        let result: Result<[String], Failure> = Interruption.deferringSignals {
            var backups: [String?] = []
            var existed: [Bool] = []
            defer {
                for case let backup? in backups { unlinkat(directory, backup, 0) }
                for file in files { unlinkat(directory, file.temporary, 0); Interruption.unregister(file.temporary, in: directory) }
            }
            for file in files {
                var info = stat()
                let exists = fstatat(directory, file.name, &info, AT_SYMLINK_NOFOLLOW) == 0
                existed.append(exists)
                backups.append(exists ? backup(of: file.name) : nil)
            }
            for (i, file) in files.enumerated() where renameat(directory, file.temporary, directory, file.name) != 0 {
                let reason = OutputFolder.reason()
                var unrestored: [String] = []
                for j in (0..<i).reversed() {
                    let name = files[j].name
                    if let backup = backups[j] {
                        // Moved back, or kept under its backup name for the message below.
                        if renameat(directory, backup, directory, name) != 0 {
                            unrestored.append("'\(folder.file(name))' (its old contents are in '\(folder.file(backup))')")
                        }
                        backups[j] = nil
                    } else if existed[j] {
                        unrestored.append("'\(folder.file(name))'")
                    } else {
                        unlinkat(directory, name, 0)
                    }
                }
                let outcome = unrestored.isEmpty
                    ? "no file was changed"
                    : "these files were already replaced and could not be restored: " + unrestored.reversed().joined(separator: ", ")
                return .failure(Failure(description: "cannot write '\(folder.file(file.name))': \(reason); \(outcome)"))
            }
            return .success(files.map { folder.file($0.name) })
        }
        return try result.get()
    }

    /// Removes the temporaries: the scene had errors, or writing one of its files failed.
    func abandon() {
        guard !finished else { return }
        finished = true
        for file in files {
            unlinkat(directory, file.temporary, 0)
            Interruption.unregister(file.temporary, in: directory)
        }
    }

    /// A second name in the folder for the file `name` (a hard link, made relative to the
    /// folder and never through a link), to move back if the batch fails; nil when the file
    /// system cannot link.
    private func backup(of name: String) -> String? {
        for _ in 0..<16 {
            let backup = ".scenec-" + String(UInt64.random(in: 0..<(1 << 48)), radix: 36) + ".old"
            if linkat(directory, name, directory, backup, 0) == 0 { return backup }
            if errno != EEXIST { return nil }
        }
        return nil
    }

    /// The mode a new file gets from `creat`: 0666 less the umask, read once. Reading the umask
    /// sets it to 0 for a moment, for every thread: `SceneBatch` reads it before workers start,
    /// or a folder made meanwhile would be writable by everyone.
    static let fileMode: mode_t = {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }()
}
