#if canImport(Glibc)
import FoundationEssentials
import Glibc
#endif

/// Notices when any of a set of files changes, by polling `stat`. Why polling: it needs no
/// platform API (inotify, FSEvents), sees a file an editor replaces by renaming a new one over
/// it, and a few `stat` calls every 200 ms cost nothing.
struct FileWatcher {
    /// What `stat` says of a file that tells a change: absent, or its inode, size and mtime.
    private struct Stamp: Equatable {
        var inode: UInt64 = 0, size: Int64 = -1, seconds: Int = 0, nanoseconds: Int = 0
    }

    private var stamps: [(path: String, stamp: Stamp)] = []

    /// Starts watching `paths` as they are now.
    mutating func watch(_ paths: [String]) {
        stamps = paths.map { ($0, Self.stamp($0)) }
    }

    /// Blocks until a watched file changes and then stays unchanged for one more poll (an
    /// editor may write a file in several steps).
    mutating func waitForChange(poll: TimeInterval = 0.2) {
        while true {
            usleep(UInt32(poll * 1_000_000))
            let now = stamps.map { ($0.path, Self.stamp($0.path)) }
            guard zip(now, stamps).contains(where: { $0.1 != $1.stamp }) else { continue }
            var settled = now
            repeat {
                usleep(UInt32(poll * 1_000_000))
                let again = settled.map { ($0.0, Self.stamp($0.0)) }
                if zip(again, settled).allSatisfy({ $0.1 == $1.1 }) { break }
                settled = again
            } while true
            stamps = settled
            return
        }
    }

    private static func stamp(_ path: String) -> Stamp {
        var info = stat()
        guard stat(path, &info) == 0 else { return Stamp() }
        return Stamp(inode: UInt64(info.st_ino), size: Int64(info.st_size),
                     seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
    }
}
