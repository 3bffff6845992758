import SceneModel

/// Reads the image files image views name, from the scene's folder.
///
/// Why here and not in a back end: a missing or foreign file is the scene author's error, with
/// the attribute's place, and back ends stay printers of plain data.
enum ImageLoader {
    /// The scene with its `images` filled and each image view's `fileIndex` whose image is a path;
    /// errors for files that cannot be read, are too large, are not PNG, JPEG, GIF or WebP, or
    /// claim more than `ImageFile.largestSide` pixels on a side,
    /// and at the `image` whose file takes the scene's images past `limits.imageBytes`.
    ///
    /// Each distinct file is read once: many views showing one image cost one copy of it. A file
    /// is known by its real path (links resolved), or by its path when `read` is given; its size
    /// is checked against both limits before it is read.
    ///
    /// - Parameter read: reads a path (the scene's folder joined with the image's), or nil to read
    ///   from disk, where a file reached through a symbolic link out of the folder is refused.
    static func load(_ scene: Scene, scenePath: String, limits: ResourceLimits, read: ((String) -> [UInt8]?)?) -> (scene: Scene, diagnostics: [Diagnostic]) {
        /// What became of a file: its index in `scene.images`, or why it was refused (said again
        /// at every view that names it, without reading it again).
        enum Outcome { case image(Int), refused(DiagnosticMessage) }
        var diagnostics: [Diagnostic] = []
        let folder = SceneFrontEnd.folder(of: scenePath)
        var met: [String: Outcome] = [:]
        var total = 0
        var images: [ImageFile] = []
        var nodes = scene.nodes
        func finished() -> Scene { images.isEmpty ? scene : scene.with(nodes: nodes, images: images) }
        for index in scene.nodes.indices {
            guard let name = scene.nodes[index].image?.name, !name.hasPrefix("symbol:") else { continue }
            let path = folder + name
            let onDisk = read == nil ? SceneFrontEnd.fileOnDisk(path, inside: folder) : nil
            let key = onDisk?.realPath ?? path
            if met[key] == nil {
                let quoted = ValueSyntax.quoted(name)
                // On disk the size is known before reading; through `read`, after.
                var bytes: [UInt8]?
                if let read {
                    bytes = read(path)
                } else if let onDisk, onDisk.size <= limits.fileSize, total + onDisk.size <= limits.imageBytes {
                    bytes = SceneFrontEnd.readFile(key, maximumSize: onDisk.size)
                }
                let size = bytes?.count ?? onDisk?.size
                if let size, size > limits.fileSize {
                    met[key] = .refused(.imageTooLarge(quoted, size: size, limit: limits.fileSize))
                } else if let size, total + size > limits.imageBytes {
                    // The error is at the image that crossed the bound; no further file is read.
                    diagnostics.append(.error(.imagesTooLarge(quoted, total: total + size, limit: limits.imageBytes),
                                              at: scene.nodes[index].location(of: .image)))
                    return (finished(), diagnostics)
                } else if let bytes, let type = ImageFile.mediaType(of: bytes) {
                    let file = ImageFile(mediaType: type, bytes: bytes)
                    if let pixels = file.pixelSize, max(pixels.width, pixels.height) > ImageFile.largestSide {
                        met[key] = .refused(.imageTooManyPixels(quoted, width: pixels.width, height: pixels.height, limit: ImageFile.largestSide))
                    } else {
                        total += bytes.count
                        images.append(file)
                        met[key] = .image(images.count - 1)
                    }
                } else if bytes != nil {
                    met[key] = .refused(.notAnImage(quoted))
                } else {
                    met[key] = .refused(.unreadableImage(quoted, because: SceneFrontEnd.refusal(of: path, inside: folder)))
                }
            }
            switch met[key] {
            case .image(let image): nodes[index] = nodes[index].with(content: .image(ImageProperties(name: name, fileIndex: image)))
            case .refused(let message): diagnostics.append(.error(message, at: scene.nodes[index].location(of: .image)))
            case nil: break
            }
        }
        return (finished(), diagnostics)
    }
}
