import Foundation

/// The files of a fuzz directory (Tests/Fuzz/Regressions/TARGET, Tests/Fuzz/Corpus/TARGET),
/// for the tests that replay them.
public enum FuzzInputs {
    /// Full paths of the inputs in `relative` (from the repository root), sorted; a README
    /// there is documentation, not an input. A missing directory is an error, so a moved
    /// directory cannot silently empty a regression test.
    public static func files(in relative: String, root: String = Repository.root) throws -> [String] {
        let dir = root + "/" + relative
        return try FileManager.default.contentsOfDirectory(atPath: dir)
            .filter { $0 != "README.md" && !$0.hasPrefix(".") }.sorted().map { dir + "/" + $0 }
    }

    public static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
