// swift-tools-version:6.2
import PackageDescription

// swift-snapshot-testing strategies over scenes: `assertSnapshot(of: scene, as: .svg)`.
//
// A package of its own, so that the CLI's build never compiles swift-snapshot-testing and what
// it brings; it lives under Tests/ because it is a library for tests. A test target adds it
// with `.package(path: "PATH/TO/scenec/Tests/SceneSnapshotTesting")` and depends on the product
// `SceneSnapshotTesting`. See the README's "Snapshot tests of your own scenes".
let package = Package(
    name: "SceneSnapshotTesting",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SceneSnapshotTesting", targets: ["SceneSnapshotTesting"]),
    ],
    dependencies: [
        // The repository's root: this package is Tests/SceneSnapshotTesting.
        .package(name: "scenec", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Reports a scene that does not compile as a test failure, under XCTest and Swift Testing.
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
    ],
    targets: [
        .target(name: "SceneSnapshotTesting", dependencies: [
            .product(name: "SceneCompiler", package: "scenec"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        ]),
        .testTarget(name: "SceneSnapshotTestingTests", dependencies: ["SceneSnapshotTesting"],
                    exclude: ["__Snapshots__"]),
    ]
)

// As in the root package: CI (.ci/test) sets SCENEC_WARNINGS_AS_ERRORS=1 to make a warning in
// this package's own code an error; a plain build keeps warnings as warnings.
if Context.environment["SCENEC_WARNINGS_AS_ERRORS"] == "1" {
    for target in package.targets where [.regular, .test].contains(target.type) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
    }
}
