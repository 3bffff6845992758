import CLibFuzzer

/// libFuzzer's entry for `fuzz-frontend`: the bytes as a scene file, through the front end only.
/// A broken property traps, and libFuzzer saves the input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontEnd(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let problems = FrontEndFuzzCheck.violations(Array(UnsafeBufferPointer(start: data, count: size)),
                                                loadFile: { FuzzComponentLibrary.load($0) })
    if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
    return 0
}

/// The program's main: SwiftPM links an executable's `main` to `fuzz_frontend_main` on Linux, so this
/// hands the entry above to libFuzzer's driver, which then reads its usual flags.
@_cdecl("fuzz_frontend_main")
public func fuzzFrontEndMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc, argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzFrontEnd)
}
