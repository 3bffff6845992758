import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import SceneFrontEnd
import SceneModel

/// The asset catalogs (`*.xcassets`) a document's image and colour names resolve through, as
/// Xcode's build compiles them into the app: `NAME.imageset/Contents.json` lists the files of the
/// image `NAME` by idiom and scale, and `NAME.colorset/Contents.json` the colour `NAME`, anywhere
/// under the catalog (its folders are groups)
/// (https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/ImageSetType.html).
///
/// Catalogs are searched only in the folders `--assets DIR` names (a `*.xcassets` folder, or a
/// folder holding some), never found by walking around the document: a compile reads only
/// what it is told to, so its output does not depend on what lies beside a checkout and a
/// build system can declare every input.
///
/// Every read is bounded before it is made: at most `mostEntries` files and folders are listed
/// over all catalogs, `deepest` folders deep, and each `Contents.json` is read only when it is
/// at most `largestContents` bytes; image files are read by the scene front end's image loader,
/// against the scene's image limits.
struct AssetCatalogs {
    /// Files and folders listed over all catalogs, at most.
    static let mostEntries = 100_000
    /// Folders below a catalog, at most (groups in groups).
    static let deepest = 16
    /// The largest `Contents.json` read, in bytes.
    static let largestContents = 1 << 20

    /// Image sets by name: the first found, catalogs in the order given, folders in name order.
    private var imageSets: [String: (folder: String, catalog: String, catalogName: String)] = [:]
    /// Colour sets by name, as image sets.
    private var colorSets: [String: (folder: String, catalog: String)] = [:]
    /// The path each image name resolved to, or nil when it did not.
    private var resolved: [String: String?] = [:]
    /// The files each image name stands for, by the path the scene names them with.
    private(set) var files: [String: (path: String, catalog: String)] = [:]
    /// What went wrong, each said once.
    private(set) var problems: [IBProblem] = []
    /// Told the path of every file read (a depfile lists them).
    private let fileRead: ((String) -> Void)?

    /// The catalogs in or at `folders`, listed now, at most `mostEntries` files and folders.
    init(searching folders: [String], fileRead: ((String) -> Void)? = nil, mostEntries: Int = Self.mostEntries) {
        self.fileRead = fileRead
        var budget = mostEntries
        for folder in folders {
            let catalogs = folder.hasSuffix(".xcassets") ? [folder] : Self.list(folder, budget: &budget)
                .filter { $0.hasSuffix(".xcassets") }.map { Self.join(folder, $0) }
            for catalog in catalogs { index(catalog, budget: &budget) }
        }
        if budget <= 0 { problems.append(.assetCatalogTooLarge(mostEntries)) }
    }

    /// Lists every set under `catalog`, with an explicit stack, so deep folders cannot overflow it.
    private mutating func index(_ catalog: String, budget: inout Int) {
        let name = ValueNames.sanitized(String((catalog.split(separator: "/").last ?? "Assets").dropLast(".xcassets".count))) + ".xcassets"
        var stack: [(path: String, depth: Int)] = [(catalog, 0)]
        while let (path, depth) = stack.popLast(), budget > 0 {
            for entry in Self.list(path, budget: &budget).reversed() {
                if entry.hasSuffix(".imageset") {
                    let set = String(entry.dropLast(".imageset".count))
                    if imageSets[set] == nil { imageSets[set] = (Self.join(path, entry), catalog, name) }
                } else if entry.hasSuffix(".colorset") {
                    let set = String(entry.dropLast(".colorset".count))
                    if colorSets[set] == nil { colorSets[set] = (Self.join(path, entry), catalog) }
                } else if depth < Self.deepest, !entry.contains("."), Self.isFolder(Self.join(path, entry)) {
                    stack.append((Self.join(path, entry), depth + 1))
                }
            }
        }
    }

    /// The path a scene names the image `name` by, its files found for scales 1, 2 and 3 (as
    /// `NAME.png`, `NAME@2x.png`, `NAME@3x.png`, which the image loader reads and picks from by
    /// the screen's scale as it does a scene's); nil when no catalog has a PNG, JPEG, GIF or
    /// WebP for it on an iPhone.
    mutating func image(named name: String) -> String? {
        if let known = resolved[name] { return known }
        guard let set = imageSets[name], let contents = read(set.folder + "/Contents.json", inside: set.catalog),
              let images = try? JSONDecoder().decode(ImageSetContents.self, from: Data(contents)).images else { return nil }
        // A short path of the scene's words, unique per name: the image loader quotes it.
        let stem = "\(set.catalogName)/\(ValueNames.sanitized(name))_\(resolved.count).imageset/image"
        var found = false
        for scale in 1...3 {
            guard let file = Self.pick(images, scale: scale) else { continue }
            let path = stem + (scale == 1 ? "" : "@\(scale)x") + ".png"
            files[path] = (set.folder + "/" + file, set.catalog)
            found = true
        }
        let path = found ? stem + ".png" : nil
        resolved[name] = .some(path)
        return path
    }

    /// The colour `name` as the scene format writes one (`#RRGGBBAA`), from its colour set;
    /// nil when no catalog has one scenec reads (`AssetColor`).
    func color(named name: String) -> String? {
        guard let set = colorSets[name], let contents = read(set.folder + "/Contents.json", inside: set.catalog) else { return nil }
        return AssetColor.value(contents)
    }

    /// The image loader's `read`: a path in the document's folder that names an asset file
    /// reads that file (at most `maximumSize` bytes, links not leaving its catalog); any other
    /// goes to `fallback`, or to the disk inside the document's folder.
    func reader(documentFolder: String, maximumSize: Int, fallback: ((String) -> [UInt8]?)?) -> (String) -> [UInt8]? {
        let files = self.files, fileRead = self.fileRead
        return { path in
            if path.hasPrefix(documentFolder), let file = files[String(path.dropFirst(documentFolder.count))] {
                guard let bytes = SceneFrontEnd.readFile(file.path, inside: file.catalog, maximumSize: maximumSize) else { return nil }
                fileRead?(file.path)
                return bytes
            }
            return fallback.map { $0(path) } ?? SceneFrontEnd.readFile(path, inside: documentFolder, maximumSize: maximumSize)
        }
    }

    /// The file for `scale` of an image set's entries: an iPhone one before a universal one, as
    /// Xcode's build picks for an iPhone; a single-scale entry stands for scale 1. Only plain file
    /// names of the formats scenec draws count: a vector PDF or a path is not read.
    private static func pick(_ images: [ImageSetContents.Image], scale: Int) -> String? {
        let drawable = images.filter { image in
            guard let file = image.filename, !file.contains("/"), file != "..", !file.hasPrefix(".") else { return false }
            let ext = file.split(separator: ".").last.map { $0.lowercased() } ?? ""
            return ["png", "jpg", "jpeg", "gif", "webp"].contains(ext) && ["universal", "iphone"].contains(image.idiom ?? "universal")
        }
        let atScale = drawable.filter { ($0.scale.map { $0 == "\(scale)x" } ?? (scale == 1)) }
        return (atScale.first { $0.idiom == "iphone" } ?? atScale.first)?.filename
    }

    /// A file under `catalog`, links not leaving it, of at most `largestContents` bytes.
    private func read(_ path: String, inside catalog: String) -> [UInt8]? {
        guard let bytes = SceneFrontEnd.readFile(path, inside: catalog, maximumSize: Self.largestContents) else { return nil }
        fileRead?(path)
        return bytes
    }

    /// The names in a folder, sorted (the disk's order is no order), each counted against the
    /// budget as it is read, so a huge folder costs no more than the budget. A folder that does
    /// not fit whole is left out whole, so what is searched never depends on the disk's order.
    private static func list(_ folder: String, budget: inout Int) -> [String] {
        guard budget > 0, let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            guard budget > 0 else { return [] }
            names.append(name)
            budget -= 1
        }
        return names.sorted()
    }

    /// Whether `path` is a folder, not following a link: a catalog's groups are real folders,
    /// and a link cannot lead the walk out of the catalog or round in a loop.
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

/// An image set's `Contents.json`: its images, each a file for an idiom and a scale.
private struct ImageSetContents: Decodable {
    struct Image: Decodable {
        let filename: String?
        let idiom: String?
        let scale: String?
    }
    let images: [Image]
}
