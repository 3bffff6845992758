import FoundationEssentials

/// Resolves a (family, weight, size) to a `Font`, opening each file once.
///
/// The system font stands in for San Francisco, which cannot ship on Linux: "system" maps
/// straight to Inter's files (Inter below 20 pt, Inter Display from 20 pt, one file per
/// `UIFont.Weight`) without scanning anything, so the common case costs one file open, and takes
/// San Francisco's tracking and metrics (`SystemFont`). "DejaVu Sans" maps straight to its files
/// too. Any other family triggers a single, lazy scan of `fontDirectories` and then
/// `/usr/share/fonts`. Every font falls back to Noto Sans CJK for Japanese, Chinese and Korean,
/// when Debian's `fonts-noto-cjk` is installed.
///
/// The files of those three families are looked up by name at the top of each of
/// `fontDirectories` before their system folder, so a copy of them in a given folder is used;
/// with `systemFonts` off, nothing outside `fontDirectories` is read at all, which lets a
/// sandboxed build declare every font it reads as an input. Each file opened is told to
/// `fileOpened`, for a caller that lists what a compile read (a depfile).
///
/// Resolution rule for scanned families (deterministic, documented in docs/Typesetting.md):
/// among faces whose family equals the request (ASCII case-insensitive, as CSS matches families),
/// prefer upright over italic, then normal width over condensed/expanded, then the weight class
/// nearest the requested CSS weight, ties going to the heavier face, then the earlier file in scan
/// order (given directories first, paths sorted).
///
/// Not thread-safe, like `FontFace`.
public final class FontBook {
    /// The family used when a scene names none.
    public static let defaultFamily = SystemFont.familyName
    /// Where DejaVu Sans lives (Debian's fonts-dejavu-core/-extra).
    public static let dejaVuDirectory = "/usr/share/fonts/truetype/dejavu"
    /// Where the system font's stand-in lives (Debian's fonts-inter).
    public static let interDirectory = "/usr/share/fonts/opentype/inter"
    /// Where the fallback for Japanese, Chinese and Korean lives (Debian's fonts-noto-cjk).
    public static let notoCJKDirectory = "/usr/share/fonts/opentype/noto"
    /// Where the fallback for emoji lives (Debian's fonts-noto-color-emoji).
    public static let notoEmojiDirectory = "/usr/share/fonts/truetype/noto"
    /// The emoji fallback's file, in `notoEmojiDirectory` or at the top of a font folder.
    public static let notoEmojiFile = "NotoColorEmoji.ttf"
    /// Scanned after `fontDirectories` when a non-default family is asked for.
    static let systemFontDirectory = "/usr/share/fonts"

    /// Extra directories searched, in order, before the system's fonts.
    public let fontDirectories: [String]
    /// Whether `/usr/share/fonts` is searched after `fontDirectories`.
    public let systemFonts: Bool
    /// Told the path of each font file opened (scanned or used), once per path and index.
    private let fileOpened: ((String) -> Void)?

    private var facesByPath: [String: FontFace] = [:]
    private var fallbacksByWeight: [Bool: [FontCascade.Fallback]] = [:]
    private var catalog: Result<[Entry], FontError>?

    /// One scanned file: what resolution needs, without keeping the file open.
    private struct Entry {
        let path: String
        let family: String
        let postScriptName: String
        let weightClass: Int
        let widthClass: Int
        let isItalic: Bool
    }

    /// Nothing is read here; directories are scanned the first time a non-default family is requested.
    /// - Parameters:
    ///   - systemFonts: false: read fonts only from `fontDirectories`, never `/usr/share/fonts`.
    ///   - fileOpened: told the path of each font file as it is opened, by this book's thread.
    public init(fontDirectories: [String] = [], systemFonts: Bool = true, fileOpened: ((String) -> Void)? = nil) {
        self.fontDirectories = fontDirectories
        self.systemFonts = systemFonts
        self.fileOpened = fileOpened
    }

    /// The font a label with this family, weight and size is laid out with: the family's face,
    /// its fallbacks, and for the system font San Francisco's tracking and metrics. Throws as
    /// `face(family:weight:size:)` does.
    public func font(family: String = FontBook.defaultFamily, weight: FontWeight = .regular, size: Double) throws(FontError) -> Font {
        let face = try face(family: family, weight: weight, size: size)
        let cascade = FontCascade(primary: face, fallbacks: fallbacks(bold: weight.cssWeight >= 600))
        if family.lowercased() == SystemFont.familyName {
            return Font(cascade: cascade, size: size, tracking: SystemFont.tracking(size: size, weight: weight), metrics: SystemFont.metrics(size: size))
        }
        return Font(cascade: cascade, size: size, tracking: 0, metrics: face.metrics(size: size))
    }

    /// The face for `family` at `weight` (and, for the system font, the optical size for `size`).
    /// Throws `.familyNotFound` (listing the families that do exist) when no scanned font declares
    /// the family, `.fileUnreadable` when a directory given to `init` does not exist or the system
    /// font's files are not installed.
    public func face(family: String = FontBook.defaultFamily, weight: FontWeight = .regular, size: Double = 17) throws(FontError) -> FontFace {
        let key = family.lowercased()
        if key == SystemFont.familyName {
            let optical = size >= SystemFont.displayOpticalSize ? "InterDisplay" : "Inter"
            let name = optical + "-" + FontBook.interStyle(for: weight) + ".otf"
            guard let path = installed(name, systemFolder: FontBook.interDirectory) else {
                throw .fileUnreadable(path: systemFonts ? FontBook.interDirectory + "/" + name : name,
                                      reason: systemFonts ? "the system font's stand-in is not installed (Debian's fonts-inter)"
                                          : "the system font's stand-in is in none of the font folders, and system fonts are off")
            }
            return try face(path: path)
        }
        if key == "dejavu sans" {
            let name = FontBook.dejaVuFile(for: weight)
            // A missing file fails in `face(path:)`, with the path it was expected at.
            return try face(path: installed(name, systemFolder: FontBook.dejaVuDirectory)
                            ?? (systemFonts ? FontBook.dejaVuDirectory + "/" : "") + name)
        }
        let entries = try scannedEntries()
        // A PostScript name (`Avenir-Heavy`) names one face, whatever the weight asked.
        if let named = entries.first(where: { $0.postScriptName.lowercased() == key }) { return try face(path: named.path) }
        let candidates = entries.filter { $0.family.lowercased() == key }
        guard let best = FontBook.best(of: candidates, for: weight.cssWeight) else {
            let families = Array(Set(entries.map(\.family))).sorted()
            throw .familyNotFound(family: family, available: families)
        }
        return try face(path: best.path)
    }

    /// Whether `name` is a family or a face's PostScript name this book finds (scanning if it has
    /// not yet): what decides whether a font a document names is drawn or stood in for.
    public func hasFont(named name: String) -> Bool {
        let key = name.lowercased()
        if key == SystemFont.familyName || key == "dejavu sans" { return true }
        guard let entries = try? scannedEntries() else { return false }
        return entries.contains { $0.family.lowercased() == key || $0.postScriptName.lowercased() == key }
    }

    /// Noto Color Emoji for emoji, measured as Apple Color Emoji (`SystemFont.emojiAdvance`);
    /// then Noto Sans CJK, regular or bold (the weights Debian's fonts-noto-cjk ships): its
    /// Korean face for Hangul, then its Japanese face for everything else it has. Each is left
    /// out when not installed.
    private func fallbacks(bold: Bool) -> [FontCascade.Fallback] {
        if let cached = fallbacksByWeight[bold] { return cached }
        var list: [FontCascade.Fallback] = []
        if let emoji = emojiFace() { list.append(FontCascade.Fallback(face: emoji, emojiOnly: true)) }
        // The collection's faces: 0 is Japanese, 1 Korean (the order Noto CJK's build gives them).
        if let path = installed(bold ? "NotoSansCJK-Bold.ttc" : "NotoSansCJK-Regular.ttc", systemFolder: FontBook.notoCJKDirectory),
           let korean = try? face(path: path, index: 1), let japanese = try? face(path: path, index: 0) {
            list += [FontCascade.Fallback(face: korean, hangulOnly: true), FontCascade.Fallback(face: japanese)]
        }
        fallbacksByWeight[bold] = list
        return list
    }

    /// Noto Color Emoji with its advances scaled to Apple Color Emoji's, or nil when it is not
    /// installed or cannot be read.
    private func emojiFace() -> FontFace? {
        guard let path = installed(FontBook.notoEmojiFile, systemFolder: FontBook.notoEmojiDirectory) else { return nil }
        let key = path + "#emoji"
        if let cached = facesByPath[key] { return cached }
        fileOpened?(path)
        guard let plain = try? FontFace(path: path), plain.unitsPerEm > 0 else { return nil }
        // Every emoji of Noto Color Emoji has one advance; scale it to Apple's.
        let advance = plain.advance(of: "\u{1F600}")
        guard advance > 0, let face = try? FontFace(path: path, advanceScale: SystemFont.emojiAdvance * Double(plain.unitsPerEm) / Double(advance)) else {
            return nil
        }
        face.textFamilies = [SystemFont.emojiFamily, face.familyName]
        facesByPath[key] = face
        return face
    }

    /// The face in the file at `path`, opened once and then shared. Unlike a scan, which skips files
    /// that are not fonts, naming a bad file here is an error.
    public func face(path: String, index: Int = 0) throws(FontError) -> FontFace {
        let key = index == 0 ? path : path + "#" + String(index)
        if let cached = facesByPath[key] { return cached }
        fileOpened?(path)
        let face = try FontFace(path: path, index: index)
        facesByPath[key] = face
        return face
    }

    /// The file `name` at the top of the first of `fontDirectories` that holds it, else in
    /// `systemFolder` when system fonts are searched; nil when none has it.
    private func installed(_ name: String, systemFolder: String) -> String? {
        let folders = fontDirectories + (systemFonts ? [systemFolder] : [])
        return folders.lazy.map { $0.hasSuffix("/") ? $0 + name : $0 + "/" + name }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Every family the scan found, sorted; scans if that has not happened yet.
    public func availableFamilies() throws(FontError) -> [String] {
        Array(Set(try scannedEntries().map(\.family))).sorted()
    }

    /// Inter has a file for each of UIKit's nine weights, named by the CSS weight names.
    static func interStyle(for weight: FontWeight) -> String {
        switch weight {
        case .ultraLight: return "Thin"
        case .thin: return "ExtraLight"
        case .light: return "Light"
        case .regular: return "Regular"
        case .medium: return "Medium"
        case .semibold: return "SemiBold"
        case .bold: return "Bold"
        case .heavy: return "ExtraBold"
        case .black: return "Black"
        }
    }

    /// DejaVu has three weights; UIKit has nine. Medium reads closer to Book than to Bold.
    static func dejaVuFile(for weight: FontWeight) -> String {
        switch weight {
        case .ultraLight, .thin, .light: return "DejaVuSans-ExtraLight.ttf"
        case .regular, .medium: return "DejaVuSans.ttf"
        case .semibold, .bold, .heavy, .black: return "DejaVuSans-Bold.ttf"
        }
    }

    /// The rule in the type comment, as a strict ordering so the answer never depends on input order
    /// beyond the scan order it falls back to.
    private static func best(of candidates: [Entry], for weight: Int) -> Entry? {
        func rank(_ e: Entry) -> (Int, Int, Int, Int) {
            (e.isItalic ? 1 : 0, abs(e.widthClass - 5), abs(e.weightClass - weight), -e.weightClass)
        }
        var best: Entry?
        for candidate in candidates {
            // Strictly smaller only: equal ranks keep the earlier file.
            if let current = best, !(rank(candidate) < rank(current)) { continue }
            best = candidate
        }
        return best
    }

    private func scannedEntries() throws(FontError) -> [Entry] {
        if catalog == nil {
            catalog = FontBook.scan(fontDirectories + (systemFonts ? [FontBook.systemFontDirectory] : []),
                                    required: fontDirectories.count, fileOpened: fileOpened)
        }
        return try catalog!.get()
    }

    /// A path's extension after its last dot, lowercased; empty when its last component has none.
    private static func fileExtension(of path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// Reads the family and weight of every font file under the directories. The first `required`
    /// directories (the given ones) must exist; the system directory is optional (a container may
    /// have no fonts there).
    private static func scan(_ directories: [String], required: Int, fileOpened: ((String) -> Void)?) -> Result<[Entry], FontError> {
        var entries: [Entry] = []
        var seen: Set<String> = []
        for (index, root) in directories.enumerated() {
            let required = index < required
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory else {
                if required { return .failure(.fileUnreadable(path: root, reason: "no such directory")) }
                continue
            }
            guard let subpaths = try? FileManager.default.subpathsOfDirectory(atPath: root) else {
                if required { return .failure(.fileUnreadable(path: root, reason: "cannot list directory")) }
                continue
            }
            let fontPaths = subpaths
                .filter { ["ttf", "otf", "ttc"].contains(Self.fileExtension(of: $0)) }
                .map { root.hasSuffix("/") ? root + $0 : root + "/" + $0 }
                .sorted()
            for path in fontPaths where seen.insert(path).inserted {
                fileOpened?(path)
                // Files that are not fonts are skipped: one bad file must not hide all the others.
                guard let face = try? FontFace(path: path) else { continue }
                entries.append(Entry(path: path, family: face.familyName, postScriptName: face.postScriptName, weightClass: face.weightClass,
                                     widthClass: face.widthClass, isItalic: face.isItalic))
            }
        }
        return .success(entries)
    }
}
