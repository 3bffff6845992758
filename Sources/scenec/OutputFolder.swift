import FoundationEssentials
import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif

/// The folder a command writes into, made ready and checked before any scene is compiled.
///
/// A folder that another user can change is refused: whoever can add or rename entries in it
/// can swap a compiled file for one of theirs after scenec writes it, or read a preview. So the
/// folder must belong to the user running scenec, and must not be writable by others unless
/// its sticky bit is set (then others can add entries but not rename or remove scenec's).
/// Group write is allowed: the group is a set of users its owner chose.
struct OutputFolder {
    /// The folder's path as given.
    let path: String
    /// The longest file name, in bytes, the folder's file system takes (`NAME_MAX`).
    let longestName: Int
    /// The mode a missing folder is created with, less the umask.
    let mode: mode_t

    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// Checks the folder if it exists, or else that it can be made where it is named; it is
    /// made only when the first file is written (`create`), so a scene with errors leaves no
    /// trace, not even an empty folder.
    static func prepare(_ path: String, mode: mode_t = 0o777) throws(Refusal) -> OutputFolder {
        guard !path.isEmpty else { throw Refusal(description: "the output folder is an empty path; give a folder, such as -o Output/") }
        var existing = path
        var info = stat()
        while stat(existing, &info) != 0 {
            guard errno == ENOENT else { throw Refusal(description: "cannot use the output folder '\(path)': \(reason())") }
            existing = parent(of: existing)
            if existing.isEmpty { existing = "." }
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw Refusal(description: existing == path ? "the output path '\(path)' is not a folder" : "cannot create the output folder '\(path)': '\(existing)' is not a folder")
        }
        if existing == path { try check(path, info) }
        let name = pathconf(existing, Int32(_PC_NAME_MAX))
        return OutputFolder(path: path, longestName: name > 0 ? name : 255, mode: mode)
    }

    /// Makes the folder and its missing parents, and checks it again: another user could have
    /// made it between `prepare` and now.
    func create() throws(Refusal) {
        try Self.create(path, mode: mode)
        var info = stat()
        guard stat(path, &info) == 0 else { throw Refusal(description: "cannot use the output folder '\(path)': \(Self.reason())") }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw Refusal(description: "the output path '\(path)' is not a folder") }
        try Self.check(path, info)
    }

    /// Refuses a folder another user could change.
    private static func check(_ path: String, _ info: stat) throws(Refusal) {
        guard info.st_uid == geteuid() else {
            throw Refusal(description: "the output folder '\(path)' belongs to another user (uid \(info.st_uid)); write into a folder of your own")
        }
        guard info.st_mode & S_IWOTH == 0 || info.st_mode & S_ISVTX != 0 else {
            throw Refusal(description: "the output folder '\(path)' is writable by every user and not sticky, so anyone could replace its files; remove that permission (chmod o-w) or write elsewhere")
        }
    }

    /// `mkdir -p`, in scenec's words when it fails.
    private static func create(_ path: String, mode: mode_t) throws(Refusal) {
        var missing: [String] = []
        var current = path
        var info = stat()
        while !current.isEmpty, current != "/", current != ".", lstat(current, &info) != 0 {
            guard errno == ENOENT else { throw Refusal(description: "cannot use the output folder '\(path)': \(reason())") }
            missing.append(current)
            current = parent(of: current)
        }
        for folder in missing.reversed() where mkdir(folder, mode) != 0 && errno != EEXIST {
            throw Refusal(description: "cannot create the output folder '\(folder)': \(reason())")
        }
    }

    /// `a/b/` → `a`, `a` → "", `/a` → `/`: the folder holding `path`, by its text alone.
    private static func parent(of path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text.removeLast() }
        guard let slash = text.lastIndex(of: "/") else { return "" }
        return slash == text.startIndex ? "/" : String(text[..<slash])
    }

    /// The path of the file `name` in the folder.
    func file(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// The user's own folder for previews: `scenec-preview-UID` in the temporary directory,
    /// mode 0700, so no other user can plant or read files in it.
    static func previewDefault() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("scenec-preview-\(geteuid())").path
    }

    static func reason() -> String { String(cString: strerror(errno)) }

    /// `prepare`, for a command: a refused folder ends it with `scenec: error:` and status 2,
    /// since the command line named a folder that cannot be used.
    static func checked(_ path: String, mode: mode_t = 0o777) throws -> OutputFolder {
        do {
            return try prepare(path, mode: mode)
        } catch {
            Terminal.error("scenec: error: \(error)")
            throw ExitCode(2)
        }
    }
}
