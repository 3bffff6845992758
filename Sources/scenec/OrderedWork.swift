#if canImport(Glibc)
import Glibc
#endif

/// Work items `0..<count` run on worker threads, their results taken on the calling thread
/// strictly in index order (`take`), so whatever the caller prints or writes comes out as if
/// the items had run one after another.
///
/// Workers claim items in index order, and never one more than `window` past the item the
/// caller takes next: a slow item holds back at most `window` finished results (for
/// `compile -j`, scenes whose temporaries wait on disk), not the rest of the batch. With no
/// thread (one job, one item, or no thread could be started), `take` runs the item itself.
///
/// Workers start with the ending signals held back (`Interruption.startingThreads`), so a
/// signal is handled on the calling thread and waits there, as on one thread, while a
/// scene's files are renamed into place.
final class OrderedWork<Result>: @unchecked Sendable {
    // @unchecked: every stored property below is read and written only with `mutex` held,
    // except `work` and `count`, which never change; a result is made on one thread and handed
    // over whole, never touched by its maker again.
    private let count: Int
    private let window: Int
    private let work: @Sendable (Int) -> Result
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled when a result is stored, for the caller.
    private let finished = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Broadcast when the caller takes a result, for workers waiting for room in the window.
    private let taken = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var results: [Result?]
    /// The next item a worker claims, and the next the caller takes.
    private var nextClaimed = 0
    private var nextTaken = 0
    private var threads: [pthread_t] = []


    /// Starts up to `threads` workers (none when 1 or fewer: `take` then runs each item).
    init(count: Int, threads: Int, window: Int, work: @escaping @Sendable (Int) -> Result) {
        self.count = count
        self.window = max(1, window)
        self.work = work
        results = Array(repeating: nil, count: count)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(finished, nil)
        pthread_cond_init(taken, nil)
        if threads > 1 && count > 1 { start(min(threads, count)) }
    }

    deinit {
        pthread_cond_destroy(taken)
        pthread_cond_destroy(finished)
        pthread_mutex_destroy(mutex)
        taken.deallocate()
        finished.deallocate()
        mutex.deallocate()
    }

    private func start(_ number: Int) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // The 8 MB a main thread usually has (`ulimit -s`), not the 2 MB glibc gives threads when
        // that limit is unlimited: a scene that compiles on the main thread compiles on a worker.
        pthread_attr_setstacksize(&attributes, 8 << 20)
        Interruption.startingThreads {
            for _ in 0..<number {
                var thread = pthread_t()
                // The thread holds this object until its loop ends.
                let body = Unmanaged.passRetained(ThreadBody { self.runWorker() }).toOpaque()
                let made = pthread_create(&thread, &attributes, { body in
                    Unmanaged<ThreadBody>.fromOpaque(body!).takeRetainedValue().run()
                    return nil
                }, body)
                guard made == 0 else {
                    // Fewer workers than asked (the system's thread limit): the batch still runs.
                    Unmanaged<ThreadBody>.fromOpaque(body).release()
                    break
                }
                threads.append(thread)
            }
        }
    }

    /// Waits for the workers to end; call after taking every result.
    func finish() {
        for thread in threads { pthread_join(thread, nil) }
        threads = []
    }

    /// A worker's loop: claim the next item when the window has room, run it, store the result.
    private func runWorker() {
        pthread_mutex_lock(mutex)
        while true {
            while nextClaimed < count && nextClaimed >= nextTaken + window { pthread_cond_wait(taken, mutex) }
            guard nextClaimed < count else { break }
            let index = nextClaimed
            nextClaimed += 1
            pthread_mutex_unlock(mutex)
            let result = work(index)
            pthread_mutex_lock(mutex)
            results[index] = result
            if index == nextTaken { pthread_cond_signal(finished) }
        }
        pthread_mutex_unlock(mutex)
    }

    /// The result of item `index`, waiting for it; `index` must be the next not taken yet.
    func take(_ index: Int) -> Result {
        // `threads` only changes in `init` and `finish`, both on this thread.
        if threads.isEmpty {
            precondition(index == nextTaken && index < count, "results are taken once each, in order")
            // No worker: the item runs here, at its turn.
            nextTaken = index + 1
            return work(index)
        }
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        precondition(index == nextTaken && index < count, "results are taken once each, in order")
        while results[index] == nil { pthread_cond_wait(finished, mutex) }
        let result = results[index]!
        results[index] = nil
        nextTaken = index + 1
        pthread_cond_broadcast(taken)
        return result
    }
}

/// What a worker thread runs: a closure behind a pointer, since a C thread's start routine
/// captures nothing.
private final class ThreadBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
