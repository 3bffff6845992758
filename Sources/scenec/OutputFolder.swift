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
    /// The folder, once opened: at `prepare` when it exists, else at the first `create`.
    private let opened = OpenFolder()

    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// Checks the folder if it exists, or else that it can be made where it is named; it is
    /// made only when the first file is written (`create`), so a scene with errors leaves no
    /// trace, not even an empty folder.
    ///
    /// A folder that exists is opened here and checked through its descriptor, and every
    /// file is written relative to that descriptor: the folder written into is the one
    /// checked. A path whose last component is a symbolic link is refused: whoever can change
    /// the link could send the files elsewhere.
    static func prepare(_ path: String, mode: mode_t = 0o777) throws(Refusal) -> OutputFolder {
        guard !path.isEmpty else { throw Refusal(description: "the output folder is an empty path; give a folder, such as -o Output/") }
        var existing = path
        var info = stat()
        while stat(existing, &info) != 0 {
            guard errno == ENOENT else { throw Refusal(description: "cannot use the output folder '\(path)': \(reason())") }
            existing = parent(of: existing)
            if existing.isEmpty { existing = "." }
        }
        if existing == path {
            let descriptor = try open(path, create: nil)
            let folder = OutputFolder(path: path, longestName: Self.longestName(fpathconf(descriptor, Int32(_PC_NAME_MAX))), mode: mode)
            folder.opened.hold(descriptor)
            return folder
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw Refusal(description: "cannot create the output folder '\(path)': '\(existing)' is not a folder")
        }
        // The parents are walked now too, so a link among them that would be refused when the
        // folder is made is refused before any work.
        switch OpenFolder.open(existing, create: nil, isParent: true) {
        case .success(let descriptor): close(descriptor)
        case .failure(let failure): try refusal(path, failure)
        }
        return OutputFolder(path: path, longestName: longestName(pathconf(existing, Int32(_PC_NAME_MAX))), mode: mode)
    }

    /// The folder's descriptor, for files made relative to it: the folder opened at `prepare`,
    /// or else made now with its missing parents and opened, and checked again (another user
    /// could have made it between `prepare` and now).
    func create() throws(Refusal) -> Int32 {
        try opened.descriptor { () throws(Refusal) -> Int32 in try Self.open(path, create: mode) }
    }

    /// The folder at `path` opened (and with `create`, made), and checked through its descriptor.
    private static func open(_ path: String, create mode: mode_t?) throws(Refusal) -> Int32 {
        switch OpenFolder.open(path, create: mode) {
        case .success(let descriptor):
            var info = stat()
            guard fstat(descriptor, &info) == 0 else {
                let reason = reason()
                close(descriptor)
                throw Refusal(description: "cannot use the output folder '\(path)': \(reason)")
            }
            do { try check(path, info) } catch { close(descriptor); throw error }
            return descriptor
        case .failure(let failure):
            try refusal(path, failure)
        }
    }

    /// Throws `failure`, the reason the folder at `path` could not be opened, in scenec's words.
    private static func refusal(_ path: String, _ failure: OpenFolder.Failure) throws(Refusal) -> Never {
        switch failure {
        case .symbolicLink:
            throw Refusal(description: "the output folder '\(path)' is a symbolic link, which scenec does not follow (whoever can change the link could send the files elsewhere); give the folder it leads to")
        case .unsafeLink(let prefix):
            throw Refusal(description: "cannot use the output folder '\(path)': '\(prefix)' is a symbolic link that another user made or could replace (it is in a folder others may write to), so scenec does not follow it; give a path without it")
        case .notAFolder(let prefix):
            throw Refusal(description: prefix == path || prefix + "/" == path ? "the output path '\(path)' is not a folder" : "cannot create the output folder '\(path)': '\(prefix)' is not a folder")
        case .missing:
            throw Refusal(description: "cannot use the output folder '\(path)': \(String(cString: strerror(ENOENT)))")
        case .system(let prefix, let reason):
            throw Refusal(description: prefix == path ? "cannot use the output folder '\(path)': \(reason)" : "cannot create the output folder '\(prefix)': \(reason)")
        }
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

    /// `NAME_MAX` as `pathconf` gives it, or 255 when it gives none.
    private static func longestName(_ name: Int) -> Int { name > 0 ? name : 255 }

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
