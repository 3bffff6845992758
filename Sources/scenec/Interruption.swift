import Foundation

/// Keeps an interrupted compile from leaving files behind: while files are being written, a
/// SIGINT, SIGTERM or SIGHUP first removes their temporaries, then ends the process as the
/// signal would have.
///
/// Why a handler and not blocked signals: a compile can spend seconds in layout, and an
/// interrupt must still end it at once; only the unlinking has to happen first. The handler
/// uses nothing but `unlink`, `signal` and `raise`, which are async-signal-safe, on C strings
/// prepared before the files are created.
enum Interruption {
    nonisolated(unsafe) private static var paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    nonisolated(unsafe) private static var count = 0

    /// Installs the handlers; call once, before the first write.
    static func install() {
        _ = (paths, count)  // initialise the statics here, never for the first time inside the handler
        for sig in signals {
            signal(sig) { sig in
                if let paths = Interruption.paths {
                    for i in 0..<Interruption.count { if let p = paths[i] { unlink(p) } }
                }
                signal(sig, SIG_DFL)
                raise(sig)
            }
        }
    }

    /// Runs `body` with SIGINT, SIGTERM and SIGHUP held back; one that arrives meanwhile
    /// takes effect when `body` returns. For the renames that replace a scene's files, which
    /// take microseconds and must happen all or not at all.
    static func deferringSignals<T>(_ body: () throws -> T) rethrows -> T {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for sig in signals { sigaddset(&blocked, sig) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `body`, which creates the files at `temporaries`, with them registered for removal
    /// on a signal. A temporary already renamed is not there to remove, which is harmless.
    static func removing<T>(_ temporaries: [String], _ body: () throws -> T) rethrows -> T {
        let list = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: max(1, temporaries.count))
        for (i, path) in temporaries.enumerated() { list[i] = strdup(path) }
        paths = list
        count = temporaries.count
        defer {
            count = 0
            paths = nil
            for i in 0..<temporaries.count { free(list[i]) }
            list.deallocate()
        }
        return try body()
    }
}
