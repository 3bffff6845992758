#if canImport(Glibc)
import Glibc
#endif

/// How many processors this process may run on: the default of `compile -j`.
enum ProcessorCount {
    /// The processors in the process's affinity mask (`sched_getaffinity`), which `taskset`
    /// and container CPU sets narrow; the processors online when the mask cannot be read;
    /// at least 1.
    static var available: Int {
        #if os(Linux)
        if let count = affinityCount(), count > 0 { return count }
        #endif
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    #if os(Linux)
    private typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32

    /// The bits set in this process's affinity mask (room for 4,096 processors). glibc declares
    /// `sched_getaffinity` only under `_GNU_SOURCE`, which Swift's Glibc module is built
    /// without, so the function is looked up by name.
    private static func affinityCount() -> Int? {
        guard let symbol = dlsym(nil, "sched_getaffinity") else { return nil }
        let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
        var mask = [UInt64](repeating: 0, count: 64)
        let status = mask.withUnsafeMutableBytes { getAffinity(0, $0.count, $0.baseAddress!) }
        return status == 0 ? mask.reduce(0) { $0 + $1.nonzeroBitCount } : nil
    }
    #endif
}
