import Foundation

// Writes OUTPUT, a Swift file declaring the commit the package at ROOT is checked out at:
//
//     version-stamp ROOT OUTPUT
//
// It reads git's files itself (HEAD, then the ref HEAD names, loose or packed), so a build
// needs no `git` binary; a tree without them, or with anything unexpected in them, is stamped
// "unknown" rather than failing the build. The file is rewritten only when its text changes,
// so an unchanged commit recompiles nothing.

/// A file's text without surrounding whitespace, or nil when it cannot be read.
func contents(_ url: URL) -> String? {
    (try? String(contentsOf: url, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
}

/// `path` read against `base` when relative, as git writes `gitdir:` and `commondir`.
func resolve(_ path: String, against base: URL) -> URL {
    path.hasPrefix("/") ? URL(filePath: path) : base.appending(path: path)
}

/// A full hexadecimal object name, as git stores commits in HEAD and refs.
func isObjectName(_ text: String) -> Bool {
    (text.count == 40 || text.count == 64) && text.allSatisfy(\.isHexDigit)
}

/// The commit HEAD names in the repository at `root`, or nil.
func headCommit(_ root: URL) -> String? {
    var gitFolder = root.appending(path: ".git")
    if let link = contents(gitFolder), link.hasPrefix("gitdir:") {
        gitFolder = resolve(link.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces), against: root)
    }
    let common = contents(gitFolder.appending(path: "commondir")).map { resolve($0, against: gitFolder) } ?? gitFolder
    guard let head = contents(gitFolder.appending(path: "HEAD")) else { return nil }
    if isObjectName(head) { return head }
    guard head.hasPrefix("ref:") else { return nil }
    let ref = head.dropFirst("ref:".count).trimmingCharacters(in: .whitespaces)
    if let loose = contents(common.appending(path: ref)), isObjectName(loose) { return loose }
    // `git gc` moves refs into packed-refs, one "HASH NAME" a line.
    for line in (contents(common.appending(path: "packed-refs")) ?? "").split(separator: "\n") {
        let fields = line.split(separator: " ")
        if fields.count == 2, fields[1] == ref, isObjectName(String(fields[0])) { return String(fields[0]) }
    }
    return nil
}

/// The command: `version-stamp ROOT OUTPUT`. A `@main` type rather than top-level code in
/// `main.swift`, so that the file compiles as a library too: the fuzz targets' build passes
/// `-parse-as-library` to every module of the package, this one included.
@main
enum VersionStampCommand {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 3 else {
            FileHandle.standardError.write(Data("usage: version-stamp ROOT OUTPUT\n".utf8))
            exit(2)
        }
        let commit = headCommit(URL(filePath: arguments[1])) ?? "unknown"
        let text = """
            // Written by the version-stamp build tool at each build; not in the repository.

            /// The commit this binary was built from, as git named it, or "unknown" for a source tree
            /// without git metadata.
            let buildCommit = "\(commit)"

            """
        let output = URL(filePath: arguments[2])
        if contents(output).map({ $0 + "\n" }) != text {
            do {
                try Data(text.utf8).write(to: output, options: .atomic)
            } catch {
                FileHandle.standardError.write(Data("version-stamp: cannot write \(output.path): \(error)\n".utf8))
                exit(1)
            }
        }
    }
}
