#if canImport(Glibc)
import Glibc
#endif
import SceneCompiler

/// One scene's output files, replaced all together or not at all.
///
/// Each file is written, as soon as the compiler produces it, to a new temporary in the output
/// folder (`mkstemp`: a random name, created exclusively with mode 0600, so a planted file or
/// symbolic link is never opened), and given its final mode once complete. `commit` then moves
/// every temporary over its target. Before the first move it links each existing target to a
/// backup name, so if a later move fails the earlier ones are undone and the folder is as it
/// was; where a backup could not be made (a file system without hard links) the error names
/// exactly the files that were replaced. Ending signals are held back during the moves
/// (`Interruption.deferringSignals`), and temporaries are registered with `Interruption` so a
/// signal before then removes them. A reader never sees half a file.
final class OutputTransaction {
    private let folder: OutputFolder
    private var files: [(target: String, temporary: String)] = []
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
            do { try folder.create() } catch { throw Failure(description: error.description) }
        }
        let target = folder.file(name)
        var template = Array(folder.file(".scenec-XXXXXX").utf8CString)
        // Created and registered with signals held back: no signal can find the file on disk
        // and not know to remove it.
        let fd = Interruption.deferringSignals { () -> Int32 in
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            if fd >= 0 { Interruption.register(Self.string(template)) }
            return fd
        }
        guard fd >= 0 else { throw Failure(description: "cannot write '\(target)': \(OutputFolder.reason())") }
        files.append((target, Self.string(template)))
        return File(descriptor: fd, target: target)
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
        let result: Result<[String], Failure> = Interruption.deferringSignals {
            var backups: [String?] = []
            var existed: [Bool] = []
            defer {
                for case let backup? in backups { unlink(backup) }
                for file in files { unlink(file.temporary); Interruption.unregister(file.temporary) }
            }
            for file in files {
                var info = stat()
                let exists = lstat(file.target, &info) == 0
                existed.append(exists)
                backups.append(exists ? backup(of: file.target) : nil)
            }
            for (i, file) in files.enumerated() where rename(file.temporary, file.target) != 0 {
                let reason = OutputFolder.reason()
                var unrestored: [String] = []
                for j in (0..<i).reversed() {
                    let target = files[j].target
                    if let backup = backups[j] {
                        // Moved back, or kept under its backup name for the message below.
                        if rename(backup, target) == 0 { backups[j] = nil } else { unrestored.append("'\(target)' (its old contents are in '\(backup)')"); backups[j] = nil }
                    } else if existed[j] {
                        unrestored.append("'\(target)'")
                    } else {
                        unlink(target)
                    }
                }
                let outcome = unrestored.isEmpty
                    ? "no file was changed"
                    : "these files were already replaced and could not be restored: " + unrestored.reversed().joined(separator: ", ")
                return .failure(Failure(description: "cannot write '\(file.target)': \(reason); \(outcome)"))
            }
            return .success(files.map(\.target))
        }
        return try result.get()
    }

    /// Removes the temporaries: the scene had errors, or writing one of its files failed.
    func abandon() {
        guard !finished else { return }
        finished = true
        for file in files {
            unlink(file.temporary)
            Interruption.unregister(file.temporary)
        }
    }

    /// A second name for `target` in the folder (a hard link), to move back if the batch fails;
    /// nil when the file system cannot link.
    private func backup(of target: String) -> String? {
        for _ in 0..<16 {
            let name = folder.file(".scenec-" + String(UInt64.random(in: 0..<(1 << 48)), radix: 36) + ".old")
            if link(target, name) == 0 { return name }
            if errno != EEXIST { return nil }
        }
        return nil
    }

    /// The path `mkstemp` filled in, without its terminating NUL.
    private static func string(_ template: [CChar]) -> String {
        String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The mode a new file gets from `creat`: 0666 less the umask, read once.
    private static let fileMode: mode_t = {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }()
}
