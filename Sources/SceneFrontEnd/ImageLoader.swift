import Foundation
import SceneModel

/// Reads the image files image views name, from the scene's folder.
///
/// Why here and not in a back end: a missing or foreign file is the scene author's error, with
/// the attribute's place, and back ends stay printers of plain data.
enum ImageLoader {
    /// Fills `imageFile` for every image view whose `image` is a path; errors for files that
    /// cannot be read, are too large, or are not PNG, JPEG, GIF or WebP.
    ///
    /// - Parameter read: reads a path (the scene's folder joined with the image's), or nil to read
    ///   from disk, where a file reached through a symbolic link out of the folder is refused.
    static func load(into scene: inout Scene, scenePath: String, limits: ResourceLimits, read: ((String) -> [UInt8]?)?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let folder = folder(of: scenePath)
        for index in scene.nodes.indices {
            guard let name = scene.nodes[index].image, !name.hasPrefix("symbol:") else { continue }
            let location = scene.nodes[index].location(of: "image")
            let path = folder + name
            guard let bytes = read.map({ $0(path) }) ?? SceneFrontEnd.readFile(path, inside: folder, maximumSize: limits.fileSize) else {
                diagnostics.append(.error("cannot read the image '\(ValueSyntax.quoted(name))' in the scene's folder (missing, unreadable, larger than \(limits.fileSize) bytes, or a link out of the folder)", at: location))
                continue
            }
            guard bytes.count <= limits.fileSize else {
                diagnostics.append(.error("the image '\(ValueSyntax.quoted(name))' is \(bytes.count) bytes; files are limited to \(limits.fileSize) bytes (--max-file-size)", at: location))
                continue
            }
            guard let type = ImageFile.mediaType(of: bytes) else {
                diagnostics.append(.error("'\(ValueSyntax.quoted(name))' is not a PNG, JPEG, GIF or WebP image", at: location))
                continue
            }
            scene.nodes[index].imageFile = ImageFile(mediaType: type, bytes: bytes)
        }
        return diagnostics
    }

    /// `a/b/scene.xml` → `a/b/`; a scene in the working directory has the folder "".
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }
}
