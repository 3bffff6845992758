// swift-tools-version:6.2
import PackageDescription

// Stage modules follow docs/Architecture.md: each reads only the output of the one before it.
let package = Package(
    name: "scenec",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "scenec", targets: ["scenec"]),
        .executable(name: "cassowary-bench", targets: ["cassowary-bench"]),
        .library(name: "SceneCompiler", targets: ["SceneCompiler"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    dependencies: [
        // The only one: building or running the CLI resolves nothing else (.ci/root-dependencies).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(name: "CXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        // glibc's mallopt, for the CLI's heap policy.
        .systemLibrary(name: "CMalloc"),
        // Text shaping (HarfBuzz), font files (FreeType) and line breaking; knows no scene types.
        .target(name: "Typesetting", dependencies: ["CFreeType", "CHarfBuzz", "Geometry"]),
        .target(name: "Geometry"),
        // Values kept out of line, for the parts of nodes that most nodes leave at their defaults.
        .target(name: "Indirection"),
        // A reusable Cassowary solver with Auto Layout's priority rule; knows no scene types.
        .target(name: "Cassowary"),
        .target(name: "SceneModel", dependencies: ["Geometry", "Indirection", "Typesetting"]),
        .target(name: "XMLReading", dependencies: ["SceneModel", "Indirection", "CXML2"]),
        .target(name: "SceneFrontEnd", dependencies: ["SceneModel", "Indirection", "XMLReading"]),
        .target(name: "InterfaceBuilderFrontEnd", dependencies: ["SceneModel", "SceneFrontEnd", "XMLReading", "Typesetting"]),
        // What content wants to be: labels' and buttons' text measured, flows' rows; once per compile.
        .target(name: "Measurement", dependencies: ["Geometry", "SceneModel", "Typesetting"]),
        // Scene → scene: stack views become the constraints and guides UIKit generates for them.
        .target(name: "Lowering", dependencies: ["Geometry", "SceneModel", "Measurement"]),
        .target(name: "Layout", dependencies: ["Geometry", "SceneModel", "Measurement", "Lowering", "Cassowary", "Typesetting"]),
        .target(name: "RenderTree", dependencies: ["Geometry", "Indirection"]),
        .target(name: "Layering", dependencies: ["SceneModel", "Layout", "RenderTree"]),
        .target(name: "Markup", dependencies: ["Geometry"]),
        .target(name: "SVGBackEnd", dependencies: ["RenderTree", "Markup"]),
        // Draws glyphs with the SVG back end's markup, inside inline SVG. Its inline scripts are
        // compiled into the module, so the binary reads no resource file at run time.
        .target(name: "HTMLBackEnd", dependencies: ["RenderTree", "Markup", "SVGBackEnd"], resources: [
            .embedInCode("Scripts/scroll.js"), .embedInCode("Scripts/inspector.js"), .embedInCode("Scripts/reload.js"),
        ]),
        .target(name: "SceneCompiler", dependencies: ["Geometry", "SceneModel", "SceneFrontEnd", "InterfaceBuilderFrontEnd", "Layout", "Layering", "SVGBackEnd", "HTMLBackEnd", "Markup", "Typesetting"]),
        // Prints solver timings for generated systems; Tests/Benchmarks/kiwi_bench.py runs the same through kiwisolver.
        .executableTarget(name: "cassowary-bench", dependencies: ["Cassowary"]),
        // Reads the commit a build comes from out of git's files, for `scenec --version`.
        .executableTarget(name: "version-stamp"),
        .plugin(name: "VersionStamp", capability: .buildTool(), dependencies: ["version-stamp"], path: "Sources/VersionStamp"),
        .executableTarget(name: "scenec", dependencies: [
            "SceneCompiler", "Markup", "CMalloc",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], linkerSettings: [.unsafeFlags(["-static-stdlib", "-Xlinker", "-l_FoundationCollections", "-Xlinker", "-l_FoundationCShims"], .when(platforms: [.linux]))],
        plugins: ["VersionStamp"]),

        // Test-only support: a PNG reader (for pixel probes of real renderers) and process helpers.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "TestSupport", dependencies: ["CZlib"], path: "Tests/TestSupport"),
        // Test-only support of the tests of Layout and of Layering: a scene parsed and laid out, and
        // the scenes both read.
        .target(name: "LayoutTestSupport", dependencies: ["Geometry", "SceneFrontEnd", "Measurement", "Layout"], path: "Tests/LayoutTestSupport"),

        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "TestSupport"]),
        // Widths and metrics compared against fontTools (PyPI) through font_oracle.py.
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "TestSupport"], exclude: ["font_oracle.py", "Fixtures"]),
        // Includes a differential test against kiwisolver (PyPI) through kiwi_oracle.py.
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"], exclude: ["kiwi_oracle.py"]),
        .testTarget(name: "InterfaceBuilderFrontEndTests", dependencies: ["InterfaceBuilderFrontEnd", "SceneCompiler", "Typesetting", "XMLReading", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SceneFrontEndTests", dependencies: ["SceneFrontEnd", "XMLReading", "TestSupport"]),
        // Includes a scene-level differential test against kiwisolver through scene_kiwi_oracle.py.
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Measurement", "Lowering", "SceneFrontEnd", "Typesetting", "TestSupport", "LayoutTestSupport"],
                    exclude: ["scene_kiwi_oracle.py"]),
        .testTarget(name: "LayeringTests", dependencies: ["Layering", "LayoutTestSupport"]),
        // Their __Snapshots__ are reference files compared byte for byte (TestSupport's ReferenceFile).
        .testTarget(name: "BackEndTests", dependencies: ["SVGBackEnd", "HTMLBackEnd", "Markup", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "SceneCompilerTests", dependencies: ["SceneCompiler", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ScenecCLITests", dependencies: ["TestSupport", "Markup"]),
        // Real headless Chromium against the compiler's own models (hit-testing, pixels, HTML validity).
        .testTarget(name: "BrowserConformanceTests", dependencies: ["SceneCompiler", "Layout", "Layering", "RenderTree", "Geometry", "SVGBackEnd", "HTMLBackEnd", "TestSupport"]),
    ]
)

// CI (.ci/test) sets SCENEC_WARNINGS_AS_ERRORS=1: a warning in this package's own Swift code then
// fails the build, while a plain `swift build` keeps warnings as warnings, so that a newer
// compiler's new warning never breaks a user's build. Dependencies are not touched.
if Context.environment["SCENEC_WARNINGS_AS_ERRORS"] == "1" {
    for target in package.targets where [.regular, .executable, .test].contains(target.type) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
    }
}
