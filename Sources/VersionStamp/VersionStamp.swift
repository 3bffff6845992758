import Foundation
import PackagePlugin

/// Stamps the `scenec` executable with the commit it is built from: runs `version-stamp`,
/// which reads the repository's git metadata (no `git` binary needed) and writes a Swift file
/// with the commit's hash.
///
/// The command's inputs are the files that change when the commit does (`HEAD`, the branch's
/// ref file, `packed-refs`), so SwiftPM runs it again after a commit or a checkout and never
/// otherwise. A source tree without git metadata (an unpacked archive) is stamped "unknown".
@main
struct VersionStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "version-stamp")
        let root = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildStamp.swift")
        return [.buildCommand(
            displayName: "Stamping \(target.name) with its commit",
            executable: tool.url,
            arguments: [root.path, output.path],
            inputFiles: watchedFiles(root),
            outputFiles: [output])]
    }

    /// The git files whose change means another commit: `HEAD` (a checkout), the ref it names
    /// (a commit on that branch) and `packed-refs` (refs packed by `git gc`). In a worktree,
    /// `.git` is a file naming its own folder, whose `commondir` holds the refs.
    private func watchedFiles(_ root: URL) -> [URL] {
        let fileManager = FileManager.default
        var gitFolder = root.appending(path: ".git")
        if let link = try? String(contentsOf: gitFolder, encoding: .utf8), link.hasPrefix("gitdir:") {
            let path = link.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
            gitFolder = path.hasPrefix("/") ? URL(filePath: path) : root.appending(path: path)
        }
        var common = gitFolder
        if let relative = try? String(contentsOf: gitFolder.appending(path: "commondir"), encoding: .utf8) {
            let path = relative.trimmingCharacters(in: .whitespacesAndNewlines)
            common = path.hasPrefix("/") ? URL(filePath: path) : gitFolder.appending(path: path)
        }
        let head = gitFolder.appending(path: "HEAD")
        var files = [head, common.appending(path: "packed-refs")]
        if let text = try? String(contentsOf: head, encoding: .utf8), text.hasPrefix("ref:") {
            let ref = text.dropFirst("ref:".count).trimmingCharacters(in: .whitespacesAndNewlines)
            files.append(common.appending(path: ref))
        }
        return files.filter { fileManager.fileExists(atPath: $0.path) }
    }
}
