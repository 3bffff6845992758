import CLibFuzzer

/// libFuzzer's entry for `fuzz-expression`: the bytes, decoded as UTF-8 the way libxml2 hands
/// attribute values over, through every value parser.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let problems = SyntaxFuzzCheck.violations(String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self))
    if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
    return 0
}

/// The program's main: SwiftPM links an executable's `main` to `fuzz_expression_main` on Linux, so this
/// hands the entry above to libFuzzer's driver, which then reads its usual flags.
@_cdecl("fuzz_expression_main")
public func fuzzExpressionMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc, argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzExpression)
}
