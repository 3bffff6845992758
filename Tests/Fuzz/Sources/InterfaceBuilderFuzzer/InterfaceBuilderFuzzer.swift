import CLibFuzzer

/// libFuzzer's entry for `fuzz-interfacebuilder`: the bytes as an Interface Builder document,
/// compiled to SVG and HTML. A broken property of the result traps, and libFuzzer saves the
/// input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let problems = InterfaceBuilderFuzzCheck.violations(Array(UnsafeBufferPointer(start: data, count: size)))
    if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
    return 0
}

/// The program's main: SwiftPM links an executable's `main` to `fuzz_interfacebuilder_main` on
/// Linux, so this hands the entry above to libFuzzer's driver, which then reads its usual flags.
@_cdecl("fuzz_interfacebuilder_main")
public func fuzzInterfaceBuilderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc, argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzInterfaceBuilder)
}
