#if canImport(Glibc)
import Glibc
#endif
import SceneModel
import XMLReading

/// Reads scene files: XML through libxml2, checked against `SceneSchema`, into a `Scene`.
public enum SceneFrontEnd {
    /// Parses one scene file.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents, UTF-8.
    ///   - path: the name diagnostics use for the file.
    /// - Returns: the scene, or nil when any error was found; and every diagnostic, in source order.
    ///   Failure cases: malformed XML, a DOCTYPE, unknown names, bad values, duplicate or
    ///   dangling ids, a missing size.
    ///
    /// ```swift
    /// let (scene, diagnostics) = SceneFrontEnd.parse(bytes: Array(#"<scene width="10" height="10"/>"#.utf8), path: "a.xml")
    /// // scene?.viewports.first?.size == Size(width: 10, height: 10), diagnostics == []
    /// ```
    ///   - limits: the bounds the scene must keep (size, depth, views, constraints, text,
    ///     expressions, numbers); crossing one is an error at the place that crossed it.
    ///   - loadFile: reads a file that `<import file=…>` or an image view's `image` names, by its
    ///     path relative to the working directory (the importing file's folder joined with
    ///     `file`; the scene's folder joined with `image`); nil if unreadable. Reads from disk,
    ///     up to `limits.fileSize` bytes, when nil, and then only files whose real path (links
    ///     resolved) lies inside the scene's folder (`readFile(_:inside:maximumSize:)`). Paths
    ///     that lead out of the folder by `..` are refused before any loader is asked.
    public static func parse(bytes: [UInt8], path: String, limits: ResourceLimits = .standard,
                             loadFile: ((String) -> [UInt8]?)? = nil) -> (Scene?, [Diagnostic]) {
        let loaded = XMLLoader.load(bytes: bytes, file: path, rules: .scene(limits))
        guard !loaded.diagnostics.hasErrors, !loaded.elements.isEmpty else { return (nil, loaded.diagnostics.inSourceOrder) }
        let folder = folder(of: path)
        var expander = ComponentExpander(loader: loadFile ?? { readFile($0, inside: folder, maximumSize: limits.fileSize) }, limits: limits)
        let elements = expander.expand(loaded.elements, path: path)
        guard !expander.diagnostics.hasErrors else { return (nil, (loaded.diagnostics + expander.diagnostics).reported) }
        var builder = SceneBuilder(elements: elements, fallbackName: defaultName(for: path), limits: limits)
        let (built, diagnostics) = builder.build()
        var all = loaded.diagnostics + expander.diagnostics + diagnostics
        guard let built else { return (nil, all.reported) }
        let (scene, imageDiagnostics) = ImageLoader.load(built, scenePath: path, limits: limits, read: loadFile)
        all += imageDiagnostics
        return (all.hasErrors ? nil : scene, all.reported)
    }

    /// Builds a scene from element records in the scene vocabulary that another front end
    /// made (an Interface Builder document's views, translated): the same schema, defaults,
    /// checks and image loading as a scene file's, so nothing after the model can tell where a
    /// scene came from. Components are a scene file's own and are not expanded here.
    package static func build(records: [XMLElementRecord], path: String, fallbackName: String, limits: ResourceLimits = .standard,
                              loadFile: ((String) -> [UInt8]?)? = nil) -> (Scene?, [Diagnostic]) {
        var builder = SceneBuilder(elements: records, fallbackName: fallbackName, limits: limits)
        let (built, diagnostics) = builder.build()
        var all = [Diagnostic]() + diagnostics
        guard let built else { return (nil, all.reported) }
        let (scene, imageDiagnostics) = ImageLoader.load(built, scenePath: path, limits: limits, read: loadFile)
        all += imageDiagnostics
        return (all.hasErrors ? nil : scene, all.reported)
    }

    /// Reads a file from disk; nil when it is unreadable or larger than `maximumSize` bytes,
    /// which is found before reading, so a huge file costs nothing.
    public static func readFile(_ path: String, maximumSize: Int = ResourceLimits.standard.fileSize) -> [UInt8]? {
        try? FileBytes.read(path, maximumSize: maximumSize).get()
    }

    /// Reads `path` when its real path, links resolved, lies inside the real `folder` ("" is
    /// the working directory); nil otherwise, or when unreadable or larger than `maximumSize`.
    /// How scenec reads the files a scene names, so a link cannot lead out of its folder.
    /// `path`, a file the scene at `scenePath` imports, as the scene names it: relative to the
    /// scene's folder (`a/b/scene.xml` and `a/b/Components/Row.xml` → `Components/Row.xml`).
    /// Outputs show this, never the path as typed, so they are the same from any working
    /// directory, relative or absolute. Imports lie inside the scene's folder; another path
    /// comes back unchanged.
    public static func pathInSceneFolder(_ path: String, scenePath: String) -> String {
        let folder = ComponentExpander.normalized(folder(of: scenePath))
        let file = ComponentExpander.normalized(path)
        if folder.isEmpty { return file.hasPrefix("/") ? path : file }
        return file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : path
    }

    /// The folder a file's imports and images are found in: `a/b/scene.xml` → `a/b/`, and ""
    /// for a file in the working directory.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// Only regular files are read: a FIFO or a device is never opened.
    public static func readFile(_ path: String, inside folder: String, maximumSize: Int) -> [UInt8]? {
        guard let file = fileOnDisk(path, inside: folder), file.size <= maximumSize else { return nil }
        return readFile(file.realPath, maximumSize: maximumSize)
    }

    /// The real path and size of a regular file at `path` whose real path, links resolved, lies
    /// inside the real `folder`; nil otherwise. Nothing is opened: a FIFO is never read from.
    static func fileOnDisk(_ path: String, inside folder: String) -> (realPath: String, size: Int)? {
        guard let realFolder = realPath(folder.isEmpty ? "." : folder), let realFile = realPath(path),
              realFile.hasPrefix(realFolder.hasSuffix("/") ? realFolder : realFolder + "/"),
              let size = FileBytes.regularFileSize(of: realFile) else { return nil }
        return (realFile, size)
    }

    /// Why `readFile(_:inside:maximumSize:)` read nothing at `path`, asked of the disk again
    /// for the message; nil when nothing is wrong now (the file changed in between).
    public static func refusal(of path: String, inside folder: String) -> FileRefusal? {
        guard let realFile = realPath(path) else { return errno == ENOENT ? .missing : .unopenable(reason: String(cString: strerror(errno))) }
        if let realFolder = realPath(folder.isEmpty ? "." : folder),
           !realFile.hasPrefix(realFolder.hasSuffix("/") ? realFolder : realFolder + "/") {
            // The path itself stays in the folder (checked before any read), so a link left it.
            return .linkOutOfFolder
        }
        var status = stat()
        guard stat(realFile, &status) == 0 else { return .unopenable(reason: String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .notRegularFile }
        let descriptor = open(realFile, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .unopenable(reason: String(cString: strerror(errno))) }
        close(descriptor)
        return nil
    }

    /// `path` with every link resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A file's base name without extension: the scene name when `<scene name>` is not given.
    static func defaultName(for path: String) -> String {
        let base = path.split(separator: "/").last.map(String.init) ?? path
        let stem = base.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? base
        switch ValueSyntax.sceneName(stem) {
        case .success(let name): return name
        case .failure: return "scene"
        }
    }
}
