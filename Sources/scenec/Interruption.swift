#if canImport(Glibc)
import Glibc
#endif
import Synchronization

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
/// uses nothing but `unlinkat`, `signal`, `raise` and an atomic exchange, which are
/// async-signal-safe, on folder descriptors and C strings registered while the signals are
/// blocked, so it never sees a list being changed. A temporary is known by its name in the output folder's descriptor, never by
/// a path, so a folder swapped for a link cannot make the handler remove another file.
///
/// With worker threads (`compile -j`), every thread may register temporaries. Threads take
/// turns at the list with a lock (`changing`), waiting asleep; the one whose turn it is also
/// sets a flag (`busy`) while it changes the list, and the handler spins until the flag is
/// clear before it reads the list and then keeps it set. A thread changing the list holds the
/// ending signals back, so the handler never runs on the thread that set the flag. Workers
/// are started with the ending signals held back (`startingThreads`) and never let them in,
/// so a signal is handled on the main thread and waits, as on one thread, while a scene's
/// files are renamed into place.
enum Interruption {
    nonisolated(unsafe) private static var paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 0)
    /// The descriptor of the folder each of `paths` is in.
    nonisolated(unsafe) private static var folders = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    nonisolated(unsafe) private static var capacity = 0
    nonisolated(unsafe) private static var count = 0
    /// Set while the list changes, by the thread whose turn it is, and by the handler.
    private static let busy = Atomic<Bool>(false)
    /// Held by a thread changing the list: threads wait for their turn asleep, not spinning
    /// (a spinning thread could wait out the whole time slice of a preempted holder).
    private static let changing = Mutex(())

    /// The signals whose default action ends the process and that can be caught.
    private static let ending = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF]

    /// Installs the handlers; call once, before the first write.
    static func install() {
        _ = (paths, folders, capacity, count)  // initialise the statics here, never for the first time inside the handler
        _ = busy.load(ordering: .relaxed)
        changing.withLock { _ in }
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        for sig in ending {
            signal(sig) { sig in
                // Kept to the end: a worker must not register a file after this removal.
                Interruption.setBusy()
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

    /// Runs `start`, which starts threads, with the ending signals held back, so that every
    /// thread it starts holds them back from its first instruction on (a new thread inherits
    /// the mask of the one that made it): only the main thread then handles them.
    static func startingThreads<T>(_ start: () throws -> T) rethrows -> T {
        try deferringSignals(start)
    }

    /// Sets `busy`, spinning while the handler has it: the handler cannot wait any other way.
    private static func setBusy() {
        while !busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {}
    }

    /// Runs `body` with the list to itself: signals held back on this thread, its turn taken
    /// (`changing`) and `busy` set.
    private static func changingList<T>(_ body: () -> T) -> T {
        deferringSignals {
            changing.withLock { _ in
                setBusy()
                defer { busy.store(false, ordering: .releasing) }
                return body()
            }
        }
    }

    /// Runs `create`, which makes a file and returns what it made with the file's name in the
    /// folder open as `folder` (nil when it made none), and registers that name for removal on
    /// a signal, as one step: no signal, on any thread, finds the file on disk and unregistered.
    static func register<T>(in folder: Int32, creating create: () -> (made: T, name: String?)) -> T {
        changingList {
            let (made, name) = create()
            guard let name else { return made }
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
            return made
        }
    }

    /// Forgets the file `name` in `folder`: it was renamed into place or removed.
    static func unregister(_ name: String, in folder: Int32) {
        changingList {
            guard let i = (0..<count).first(where: { folders[$0] == folder && (paths[$0].map { String(cString: $0) == name } ?? false) }) else { return }
            free(paths[i])
            paths[i] = paths[count - 1]
            folders[i] = folders[count - 1]
            count -= 1
        }
    }
}
