#if canImport(Glibc)
import Glibc
#endif

/// Keeps a signal from leaving files behind: while a scene's files are being written, a signal
/// whose default action ends the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2,
/// SIGALRM, SIGVTALRM, SIGPROF) first removes the temporaries, then ends the process as the
/// signal would have. SIGPIPE and SIGXFSZ are ignored instead: a closed pipe or a file-size
/// limit then makes the write fail with EPIPE or EFBIG, which the writer reports and cleans up
/// after like any other failed write. SIGKILL and SIGSTOP cannot be caught; after SIGKILL,
/// temporaries (`.scenec-XXXXXX`, mode 0600) may remain, but no output file is ever half written.
///
/// Why a handler and not blocked signals: a compile can spend seconds in layout, and an
/// interrupt must still end it at once; only the unlinking has to happen first. The handler
/// uses nothing but `unlinkat`, `signal` and `raise`, which are async-signal-safe, on folder
/// descriptors and C strings registered while the signals are blocked, so it never sees a list
/// being changed. A temporary is known by its name in the output folder's descriptor, never by
/// a path, so a folder swapped for a link cannot make the handler remove another file.
enum Interruption {
    nonisolated(unsafe) private static var paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 0)
    /// The descriptor of the folder each of `paths` is in.
    nonisolated(unsafe) private static var folders = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    nonisolated(unsafe) private static var capacity = 0
    nonisolated(unsafe) private static var count = 0

    /// The signals whose default action ends the process and that can be caught.
    private static let ending = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF]

    /// Installs the handlers; call once, before the first write.
    static func install() {
        _ = (paths, folders, capacity, count)  // initialise the statics here, never for the first time inside the handler
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        for sig in ending {
            signal(sig) { sig in
                for i in 0..<Interruption.count { if let p = Interruption.paths[i] { unlinkat(Interruption.folders[i], p, 0) } }
                signal(sig, SIG_DFL)
                raise(sig)
            }
        }
    }

    /// Runs `body` with the ending signals held back; one that arrives meanwhile takes effect
    /// when `body` returns. For the renames that replace a scene's files, which take
    /// microseconds and must happen all or not at all.
    static func deferringSignals<T>(_ body: () throws -> T) rethrows -> T {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for sig in ending { sigaddset(&blocked, sig) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    /// Registers the file `name` in the folder open as `folder` for removal on a signal.
    /// Create the file and register it inside one `deferringSignals`, so no signal finds the
    /// file on disk and unregistered.
    static func register(_ name: String, in folder: Int32) {
        deferringSignals {
            if count == capacity {
                let grownCapacity = max(8, capacity * 2)
                let grown = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: grownCapacity)
                grown.update(from: paths, count: count)
                paths.deallocate()
                paths = grown
                let grownFolders = UnsafeMutablePointer<Int32>.allocate(capacity: grownCapacity)
                grownFolders.update(from: folders, count: count)
                folders.deallocate()
                folders = grownFolders
                capacity = grownCapacity
            }
            paths[count] = strdup(name)
            folders[count] = folder
            count += 1
        }
    }

    /// Forgets the file `name` in `folder`: it was renamed into place or removed.
    static func unregister(_ name: String, in folder: Int32) {
        deferringSignals {
            guard let i = (0..<count).first(where: { folders[$0] == folder && (paths[$0].map { String(cString: $0) == name } ?? false) }) else { return }
            free(paths[i])
            paths[i] = paths[count - 1]
            folders[i] = folders[count - 1]
            count -= 1
        }
    }
}
