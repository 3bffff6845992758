import SceneCompiler

/// Which scenec this is: the release, set here by hand when one is made, and the commit the
/// binary was built from, stamped at build time by the VersionStamp plugin (`buildCommit`).
enum Release {
    /// The release's number; a build between releases carries the last one, told apart by
    /// its commit.
    static let version = "0.9.0"

    /// What `scenec --version` prints: `scenec 0.9.0 (commit 698b32d…)`.
    static var description: String { "scenec \(version) (commit \(buildCommit))" }

    /// The same, for JSON that names the program that made it (`dump --frames --json`).
    static var producer: SceneLayout.Producer {
        SceneLayout.Producer(name: "scenec", version: version, commit: buildCommit)
    }
}
