import SceneModel

/// Reads the image files image views name, from the scene's folder.
///
/// Why here and not in a back end: a missing or foreign file is the scene author's error, with
/// the attribute's place, and back ends stay printers of plain data.
///
/// A name resolves as UIKit's bundle lookup resolves it: `photo.png` stands for `photo.png`
/// (scale 1), `photo@2x.png` (scale 2) and `photo@3x.png` (scale 3), each read when present, so
/// that every viewport, whatever its screen scale, finds the variant UIKit would
/// (`ImageProperties.variant(forScreenScale:)`); a name that carries the modifier itself
/// (`photo@2x.png`) is that one file at that scale
/// (https://developer.apple.com/documentation/uikit/uiimage/scale). The name is an error only
/// when none of its files exists.
enum ImageLoader {
    /// The scene with its `images` filled and each image view's `variants` whose image is a path;
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
        var reader = ImageReader(folder: SceneFrontEnd.folder(of: scenePath), limits: limits, read: read)
        var nodes = scene.nodes
        func finished() -> Scene { reader.images.isEmpty ? scene : scene.with(nodes: nodes, images: reader.images) }
        for index in scene.nodes.indices {
            guard let image = scene.nodes[index].image, let name = image.name, !image.isSymbol else { continue }
            var variants: [ImageVariant] = []
            var errors: [DiagnosticMessage] = []
            var missing: DiagnosticMessage?
            for (k, file) in files(for: name).enumerated() {
                switch reader.outcome(of: file.name) {
                case .image(let image): variants.append(ImageVariant(scale: file.scale, fileIndex: image))
                case .refused(let message): errors.append(message)
                case .absent(let message): if k == 0 { missing = message }
                case .overBudget(let message):
                    // The error is at the image that crossed the bound; no further file is read.
                    reader.diagnostics.append(.error(message, at: scene.nodes[index].location(of: .image)))
                    return (finished(), reader.diagnostics)
                }
            }
            // A missing file is no error while another variant of the name stands in for it.
            if variants.isEmpty && errors.isEmpty, let missing { errors.append(missing) }
            for message in errors { reader.diagnostics.append(.error(message, at: scene.nodes[index].location(of: .image))) }
            if errors.isEmpty {
                var loaded = image
                loaded.variants = variants
                nodes[index] = nodes[index].with(content: .image(loaded))
            }
        }
        return (finished(), reader.diagnostics)
    }

    /// The files `name` stands for, with their scales: itself at the scale its `@2x`/`@3x`
    /// modifier gives (1 without one), and, without one, its `@2x` and `@3x` variants.
    static func files(for name: String) -> [(scale: Double, name: String)] {
        let slash = name.lastIndex(of: "/").map { name.index(after: $0) } ?? name.startIndex
        let dot = name[slash...].lastIndex(of: ".") ?? name.endIndex
        let stem = name[..<dot], suffix = name[dot...]
        for scale in [2, 3] where stem.hasSuffix("@\(scale)x") { return [(Double(scale), name)] }
        return [(1, name), (2, stem + "@2x" + suffix), (3, stem + "@3x" + suffix)]
    }
}
