/// Values left allocated until the process ends, for `CompileOptions.leavesMemoryForExit`.
///
/// Why: a compile's scene, layout and render tree are hundreds of thousands of values, each
/// with its own arrays and strings, and freeing them one by one at the end of a compile costs
/// about 4 % of the compile at 100,000 views (measured in instructions). A process that exits
/// right after gives all of its memory back to the system at once, so a command-line compile
/// can skip that work, as clang's driver does with `-disable-free`.
enum ExitMemory {
    /// What holds a kept value: a reference that is retained once and never released.
    private final class Holder {
        let value: Any
        init(_ value: Any) { self.value = value }
    }

    /// Keeps `value`, and everything it holds, allocated until the process ends.
    static func keep(_ value: Any) {
        _ = Unmanaged.passRetained(Holder(value))
    }
}
