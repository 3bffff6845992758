import CLibFuzzer

/// libFuzzer's entry for `fuzz-solver`: the bytes as a program of solver calls.
/// A broken invariant or a wrongly reported error traps, and libFuzzer saves the program.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let problems = SolverFuzzProgram.run(Array(UnsafeBufferPointer(start: data, count: size)))
    if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
    return 0
}

/// The program's main: SwiftPM links an executable's `main` to `fuzz_solver_main` on Linux, so this
/// hands the entry above to libFuzzer's driver, which then reads its usual flags.
@_cdecl("fuzz_solver_main")
public func fuzzSolverMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc, argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzSolver)
}
