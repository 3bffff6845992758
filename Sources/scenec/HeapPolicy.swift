#if canImport(Glibc)
import CMalloc
#endif

/// How the process's heap is kept: large blocks come from the heap, and freed memory stays in
/// it for the next allocation instead of going back to the kernel.
///
/// Why: a compile builds large arrays one stage after another (records, drafts, nodes, the
/// layout, the render tree, a page of tens of megabytes) and frees each when the next is made.
/// glibc gives blocks of 128 KB and more their own mappings, unmapped again on `free`, so
/// every large array is fresh memory the kernel must fault in and zero page by page: at
/// 100,000 views, over a third of the system time and a fifth of the whole compile. With
/// `mmap` left for when the heap cannot grow, and no trimming, memory freed by one stage is
/// reused by the next. Measured on frame_scene.py 100000: 104,000 page faults -> 70,000, system
/// time 0.32 s -> 0.20 s, peak memory +3%. The cost: a long `preview --watch` keeps the memory
/// of its largest compile until it ends.
enum HeapPolicy {
    /// Sets the policy; call once, before the work starts. Does nothing where the C library is
    /// not glibc.
    static func apply() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_MAX, 0)
        _ = mallopt(M_TRIM_THRESHOLD, Int32.max)
        #endif
    }
}
