import Foundation

/// Run by run.sh, outside the package (it is no fuzz target and takes no sanitizer): writes the
/// hostile inputs of Tests/TestSupport/HostileInputs.swift as seed files into the
/// directory its argument names, each cut to the longest input the XML targets take: libFuzzer
/// would cut it there anyway, and a 5 MB seed only slows the start. Beside them, the first
/// `randomScenes` scenes of Tests/TestSupport/RandomScene.swift at one fixed seed, so a run
/// starts from controls, tables, cells and bars in random places as well as from the samples.
///
/// ```console
/// $ swiftc -parse-as-library Tests/Fuzz/SeedWriter.swift Tests/TestSupport/HostileInputs.swift \
///     Tests/TestSupport/RandomScene.swift Tests/TestSupport/SeededRandom.swift -o /tmp/seeds
/// $ /tmp/seeds /tmp/corpus 16384
/// ```
/// writes `hostile-externalEntity.xml` … `hostile-absurdNumbers.xml` and `random-0.xml` …
/// `random-23.xml` there.
@main
struct SeedWriter {
    static let seeds: [(String, [UInt8])] = [
        ("externalEntity", Array(HostileInputs.externalEntity.utf8)),
        ("entityBomb", Array(HostileInputs.entityBomb.utf8)),
        ("deepNesting", Array(HostileInputs.deepNesting.utf8)),
        ("hugeAttribute", Array(HostileInputs.hugeAttribute.utf8)),
        ("invalidUTF8", HostileInputs.invalidUTF8),
        ("absurdNumbers", Array(HostileInputs.absurdNumbers.utf8)),
    ]
    /// How many random scenes to write, and their seed.
    static let randomScenes = 24, randomSeed: UInt64 = 0xF022

    static func main() throws {
        let arguments = CommandLine.arguments
        guard arguments.count == 3, let limit = Int(arguments[2]), limit > 0 else {
            FileHandle.standardError.write(Data("usage: fuzz-seeds DIRECTORY MAX_LEN\n".utf8))
            exit(2)
        }
        for (name, bytes) in seeds {
            try Data(bytes.prefix(limit)).write(to: URL(fileURLWithPath: "\(arguments[1])/hostile-\(name).xml"))
        }
        for index in 0..<randomScenes {
            let bytes = Array(RandomScene.xml(seed: randomSeed, index: index).utf8)
            try Data(bytes.prefix(limit)).write(to: URL(fileURLWithPath: "\(arguments[1])/random-\(index).xml"))
        }
    }
}
