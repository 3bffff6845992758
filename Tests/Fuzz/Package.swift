// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for scenec (docs/Fuzzing.md). A package of its own, so that the sanitizer
// flags reach only this build and never the CLI's. Build it through run.sh, which passes
// `-sanitize=fuzzer,address` and `-enable-testing` (the checks reach internal code) to every module.
//
// Each target's checks live in the main package's tests (the files linked here), so the
// regression tests run inputs the fuzzer found through exactly the code that found them.
let package = Package(
    name: "scenec-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "scenec", path: "../..")],
    targets: [
        // Declares libFuzzer's driver; the sanitizer flag links libFuzzer itself.
        .systemLibrary(name: "CLibFuzzer", path: "Sources/CLibFuzzer"),
        // The front end on raw bytes: Tests/SceneCompilerTests/FrontEndFuzzCheck.swift.
        .executableTarget(name: "fuzz-frontend", dependencies: ["CLibFuzzer", .product(name: "SceneCompiler", package: "scenec")], path: "Sources/FrontEndFuzzer"),
        // XML to SVG and HTML: Tests/SceneCompilerTests/PipelineFuzzCheck.swift.
        .executableTarget(name: "fuzz-pipeline", dependencies: ["CLibFuzzer", .product(name: "SceneCompiler", package: "scenec")], path: "Sources/PipelineFuzzer"),
        // Interface Builder documents to SVG and HTML: Tests/SceneCompilerTests/InterfaceBuilderFuzzCheck.swift.
        .executableTarget(name: "fuzz-interfacebuilder", dependencies: ["CLibFuzzer", .product(name: "SceneCompiler", package: "scenec")], path: "Sources/InterfaceBuilderFuzzer"),
        // Programs of solver calls: Tests/CassowaryTests/SolverFuzzProgram.swift.
        .executableTarget(name: "fuzz-solver", dependencies: ["CLibFuzzer", .product(name: "Cassowary", package: "scenec")], path: "Sources/SolverFuzzer"),
        // Frame expressions, constraints and other values: Tests/SceneFrontEndTests/SyntaxFuzzCheck.swift.
        .executableTarget(name: "fuzz-expression", dependencies: ["CLibFuzzer", .product(name: "SceneCompiler", package: "scenec")], path: "Sources/ExpressionFuzzer"),
    ]
)
