#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// `O_PATH`, which glibc declares only under `_GNU_SOURCE`, and Swift's Glibc module does not
/// set it: 010000000 on every architecture Swift runs on Linux (the kernel's generic value).
private let pathOnly: Int32 = 0o10000000

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
/// Worker threads (`compile -j`) ask for it at once, so it is kept behind a lock, and a
/// descriptor replaced (the folder was removed) stays open until this object ends: another
/// thread's transaction may still be writing relative to it.
final class OpenFolder: Sendable {
    private struct Held {
        var descriptor: Int32 = -1
        var replaced: [Int32] = []
    }
    private let held = Mutex(Held())

    deinit {
        held.withLock { held in
            for descriptor in held.replaced + [held.descriptor] where descriptor >= 0 { close(descriptor) }
        }
    }

    /// Keeps `descriptor` as the folder's.
    func hold(_ descriptor: Int32) {
        held.withLock { held in
            if held.descriptor >= 0 { held.replaced.append(held.descriptor) }
            held.descriptor = descriptor
        }
    }

    /// The folder's descriptor; when none is held yet, or the held folder was removed (no name
    /// links to it any more: a folder deleted during `preview --watch` is made anew, as
    /// before), the one `open` gives, held from now on. One thread at a time, so two threads
    /// never make the folder twice.
    func descriptor<E: Error>(orOpen open: () throws(E) -> Int32) throws(E) -> Int32 {
        try held.withLock { (held: inout Held) throws(E) -> Int32 in
            var info = stat()
            if held.descriptor >= 0 && !(fstat(held.descriptor, &info) == 0 && info.st_nlink == 0) { return held.descriptor }
            let opened = try open()
            if held.descriptor >= 0 { held.replaced.append(held.descriptor) }
            held.descriptor = opened
            return opened
        }
    }

    /// Why a folder could not be opened, in scenec's words.
    enum Failure: Error {
        /// The folder itself is a symbolic link.
        case symbolicLink
        /// A parent on the path, `prefix`, is a symbolic link that another user made or could
        /// replace (it lies in a folder others may write to).
        case unsafeLink(prefix: String)
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
    /// Every component is opened with `O_NOFOLLOW` first. A link among the parents is then
    /// followed only when no other user could have made or replaced it (`mayFollow`): such a
    /// link is the user's own path (`/tmp` may be one). A link as the last component is
    /// refused, unless `isParent` (the path is a parent of the folder, checked before the
    /// folder exists).
    static func open(_ path: String, create mode: mode_t?, isParent: Bool = false) -> Result<Int32, Failure> {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text.removeLast() }
        let names = text.split(separator: "/").map(String.init)
        var current = Glibc.open(path.hasPrefix("/") ? "/" : ".", pathOnly | O_DIRECTORY | O_CLOEXEC)
        guard current >= 0 else { return .failure(.system(prefix: path.hasPrefix("/") ? "/" : ".", reason: OutputFolder.reason())) }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for (index, name) in names.enumerated() {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + name
            let step = open(name, in: current, prefix: prefix, last: !isParent && index == names.count - 1, create: mode)
            close(current)
            guard case .success(let next) = step else { return step }
            current = next
        }
        return .success(current)
    }

    /// One step of `open`: the folder `name` in the folder open as `folder`.
    ///
    /// `O_PATH` (`pathOnly`): a folder the user may search but not list (mode 0711) can be on the path, as
    /// it could when files were named by path; such a descriptor serves every call made
    /// relative to it and `fstat`.
    private static func open(_ name: String, in folder: Int32, prefix: String, last: Bool, create mode: mode_t?) -> Result<Int32, Failure> {
        let flags = pathOnly | O_DIRECTORY | O_CLOEXEC
        /// The failure `openat` reported with `error`.
        func failure(_ error: Int32) -> Failure {
            if error == ENOTDIR { return .notAFolder(prefix: prefix) }
            if error == ENOENT && mode == nil { return .missing }
            return .system(prefix: prefix, reason: String(cString: strerror(error)))
        }
        var next = openat(folder, name, flags | O_NOFOLLOW)
        if next < 0, errno == ENOENT, let mode {
            guard mkdirat(folder, name, mode) == 0 || errno == EEXIST else { return .failure(.system(prefix: prefix, reason: OutputFolder.reason())) }
            next = openat(folder, name, flags | O_NOFOLLOW)
        }
        guard next < 0 else { return .success(next) }
        let error = errno
        // Linux answers ENOTDIR, not ELOOP, for a link opened with O_DIRECTORY | O_NOFOLLOW.
        var link = stat()
        guard fstatat(folder, name, &link, AT_SYMLINK_NOFOLLOW) == 0, link.st_mode & S_IFMT == S_IFLNK else { return .failure(failure(error)) }
        if last { return .failure(.symbolicLink) }
        guard mayFollow(link, in: folder) else { return .failure(.unsafeLink(prefix: prefix)) }
        next = openat(folder, name, flags)
        return next >= 0 ? .success(next) : .failure(failure(errno))
    }

    /// Whether a link among the parents, whose `lstat` is `link`, may be followed: it belongs
    /// to the user or to root (in a sticky folder anyone may add links), and the folder holding
    /// it, open as `folder`, belongs to the user or to root and is not writable by every user
    /// unless sticky, so no other user could have put it there or can swap it.
    private static func mayFollow(_ link: stat, in folder: Int32) -> Bool {
        var holder = stat()
        guard fstat(folder, &holder) == 0 else { return false }
        let trusted: (uid_t) -> Bool = { $0 == geteuid() || $0 == 0 }
        return trusted(link.st_uid) && trusted(holder.st_uid) && (holder.st_mode & S_IWOTH == 0 || holder.st_mode & S_ISVTX != 0)
    }
}
