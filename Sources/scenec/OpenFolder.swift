#if canImport(Glibc)
import Glibc
#endif

/// The output folder held open by a descriptor, so that every file is made, linked, renamed and
/// removed in the folder that was checked, whatever its path names later.
///
/// Why a descriptor and not the path: whoever can write the folder's parent can rename the
/// folder away and put a symbolic link in its place between a check by path and a write by
/// path; every later call by path would then follow the link into another folder. A call
/// relative to the descriptor (`openat`, `renameat`, `linkat`, `unlinkat`) cannot be sent
/// elsewhere: the folder it names is the one opened and checked.
///
/// A reference type, so that the copies of an `OutputFolder` share one descriptor, opened once.
final class OpenFolder {
    /// The folder's descriptor, or -1 until `OutputFolder` opens it.
    private(set) var descriptor: Int32 = -1

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Keeps `descriptor`, closing any held before.
    func hold(_ descriptor: Int32) {
        if self.descriptor >= 0 { close(self.descriptor) }
        self.descriptor = descriptor
    }

    /// Whether the held folder was removed (no name links to it any more): then the path is
    /// opened again, so a folder deleted during `preview --watch` is made anew, as before.
    var isRemoved: Bool {
        var info = stat()
        return descriptor >= 0 && fstat(descriptor, &info) == 0 && info.st_nlink == 0
    }

    /// Why a folder could not be opened, in scenec's words.
    enum Failure: Error {
        /// The folder itself is a symbolic link.
        case symbolicLink
        /// A component of the path is not a folder; `prefix` is the path up to it.
        case notAFolder(prefix: String)
        /// Nothing at the path, and `create` was not asked.
        case missing
        /// Any other error of `openat` or `mkdirat` at `prefix`, with the system's reason.
        case system(prefix: String, reason: String)
    }

    /// Opens the folder at `path` component by component, each relative to the descriptor of
    /// the one before, and with `create` makes each missing one (`mkdirat`, mode `create`).
    ///
    /// Links among the parents are followed: they are the user's own path (`/tmp` may be a
    /// link). The last component is opened with `O_NOFOLLOW`, so a link there is refused
    /// rather than followed, and a folder just made is opened the same way, so one swapped
    /// for a link before it is opened is refused too.
    static func open(_ path: String, create mode: mode_t?) -> Result<Int32, Failure> {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text.removeLast() }
        let names = text.split(separator: "/").map(String.init)
        var current = Glibc.open(path.hasPrefix("/") ? "/" : ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard current >= 0 else { return .failure(.system(prefix: path.hasPrefix("/") ? "/" : ".", reason: OutputFolder.reason())) }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for (index, name) in names.enumerated() {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + name
            let last = index == names.count - 1
            var flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (last ? O_NOFOLLOW : 0)
            var next = openat(current, name, flags)
            if next < 0, errno == ENOENT, let mode {
                if mkdirat(current, name, mode) != 0 && errno != EEXIST {
                    let reason = OutputFolder.reason()
                    close(current)
                    return .failure(.system(prefix: prefix, reason: reason))
                }
                flags |= O_NOFOLLOW
                next = openat(current, name, flags)
            }
            let error = errno
            // Linux answers ENOTDIR, not ELOOP, for a link opened with O_DIRECTORY | O_NOFOLLOW.
            var info = stat()
            let isLink = next < 0 && flags & O_NOFOLLOW != 0 && fstatat(current, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFLNK
            close(current)
            guard next >= 0 else {
                if isLink { return .failure(last ? .symbolicLink : .system(prefix: prefix, reason: "a symbolic link that leads nowhere, or was put in place of the folder scenec made")) }
                if error == ENOTDIR { return .failure(.notAFolder(prefix: prefix)) }
                if error == ENOENT && mode == nil { return .failure(.missing) }
                return .failure(.system(prefix: prefix, reason: String(cString: strerror(error))))
            }
            current = next
        }
        return .success(current)
    }
}
