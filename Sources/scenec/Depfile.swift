import ArgumentParser

/// The Make-style dependency file `compile --depfile` writes: for each scene compiled, one rule
/// `OUTPUTS: INPUTS` naming the files written and every file the compile read (the scene, its
/// imported components, its images and the font files opened), so Make or Ninja (`depfile =`
/// with `deps = gcc`) compiles a scene again exactly when one of them changes.
///
/// Paths are as the command line gave them, joined with the names the scene gives (a relative
/// `-o` or scene path stays relative); the system's fonts are absolute as installed. Each rule
/// lists the scene first, then the other inputs sorted by their bytes, so the file depends on
/// nothing but the compile's inputs and flags. Rules are in the order the scenes were given.
///
/// Escaping follows what GNU Make and Ninja both read (checked against Ninja 1.11): a space
/// is `\ `, `#` is `\#`, `:` is `\:`, `$` is `$$`, and backslashes just before a space or `#`
/// are doubled. A path holding a line break or another control character cannot be written in
/// either tool's syntax, and is refused.
struct Depfile {
    /// One scene's rule.
    private struct Rule {
        var outputs: [String]
        var inputs: [String]
    }

    private var rules: [Rule] = []
    /// The folder the file goes into, checked before any scene is compiled.
    private let folder: OutputFolder
    /// The file's name in `folder`.
    private let name: String

    /// A depfile to be written at `path`; its folder is checked (and refused with status 2, as
    /// `-o` is) now, so a bad path fails before any scene is compiled.
    init(path: String) throws {
        guard !path.hasSuffix("/"), let last = path.split(separator: "/").last, last != ".", last != ".." else {
            Terminal.error("scenec: error: --depfile '\(path)' names a folder; give a file, such as --depfile out/scenes.d")
            throw ExitCode(2)
        }
        name = String(last)
        let parent = path.dropLast(last.utf8.count)
        folder = try OutputFolder.checked(parent.isEmpty ? "." : String(parent))
    }

    /// A path the depfile syntax cannot hold.
    struct UnwritablePath: Error, CustomStringConvertible {
        var path: String
        var description: String {
            "cannot write the depfile: the path '\(path.unicodeScalars.map { $0.properties.generalCategory == .control ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined())' holds a control character, which Make and Ninja cannot read"
        }
    }

    /// Notes that compiling `scene` wrote `outputs` after reading `reads` (besides the scene).
    mutating func add(scene: String, outputs: [String], reads: [String]) {
        let others = Set(reads).subtracting([scene]).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        rules.append(Rule(outputs: outputs, inputs: [scene] + others))
    }

    /// Writes the file as compiled files are written: to a temporary, renamed over the target
    /// once complete. Nothing is written when a path cannot be spelled (an error is printed).
    func write() throws {
        do {
            let transaction = OutputTransaction(folder: folder)
            do {
                try transaction.add(name: name, bytes: Array(try text().utf8))
                _ = try transaction.commit()
            } catch {
                transaction.abandon()
                throw error
            }
        } catch {
            Terminal.error("scenec: error: \(error)")
            throw ExitCode(1)
        }
    }

    /// The file's text, one line per scene that wrote files; throws `UnwritablePath`.
    func text() throws -> String {
        var text = ""
        for rule in rules where !rule.outputs.isEmpty {
            let outputs = try rule.outputs.map(Self.escaped).joined(separator: " ")
            let inputs = try rule.inputs.map(Self.escaped).joined(separator: " \\\n  ")
            text += outputs + ": " + inputs + "\n"
        }
        return text
    }

    /// `path` as a word of a Make rule.
    static func escaped(_ path: String) throws -> String {
        guard !path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw UnwritablePath(path: path)
        }
        var out = ""
        var backslashes = 0
        for character in path {
            switch character {
            case "\\":
                backslashes += 1
                continue
            case " ", "#":
                // Make and Ninja read 2N+1 backslashes before a space as N and an escaped space.
                out += String(repeating: "\\", count: 2 * backslashes) + "\\" + String(character)
            case ":":
                out += String(repeating: "\\", count: backslashes) + "\\:"
            case "$":
                out += String(repeating: "\\", count: backslashes) + "$$"
            default:
                out += String(repeating: "\\", count: backslashes) + String(character)
            }
            backslashes = 0
        }
        return out + String(repeating: "\\", count: backslashes)
    }
}
