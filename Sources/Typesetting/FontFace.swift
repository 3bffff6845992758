import CFreeType
import CHarfBuzz
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import Geometry
import Synchronization

/// One face of a font file: FreeType reads what it declares (family, style, weight, width,
/// vertical metrics) and HarfBuzz shapes text with it and draws its glyphs' outlines.
///
/// Everything is in font units (HarfBuzz's scale is set to `unitsPerEm`), so a shaping result
/// does not depend on the point size and can be scaled exactly once, by whoever draws it.
///
/// Not thread-safe: HarfBuzz's buffer and the glyph caches are reused between calls. The compiler
/// is single-threaded; give each thread its own `FontBook` if that ever changes.
public final class FontFace {
    /// The file this face was read from; with `index`, the key `FontBook` caches faces under.
    public let path: String
    /// Which face of a collection (`.ttc`) this is; 0 for a single-face file.
    public let index: Int
    /// The family FreeType reports (the typographic family when the font names one).
    public let familyName: String
    /// The style FreeType reports, e.g. "Book", "Bold", "ExtraLight".
    public let styleName: String
    /// The face's PostScript name (`Avenir-Heavy`), as UIKit names a font in `UIFont(name:size:)`
    /// and Interface Builder in a `<fontDescription name>`; empty when the font declares none.
    public let postScriptName: String
    /// OS/2 `usWeightClass` (100…900), or a guess from `styleName` when the font has no OS/2 table.
    public let weightClass: Int
    /// OS/2 `usWidthClass` (1…9, 5 = normal); lets font resolution prefer upright normal-width faces.
    let widthClass: Int
    /// True for italic or oblique faces, which resolution only picks when nothing upright exists.
    let isItalic: Bool
    /// True for a colour bitmap font (CBDT, sbix: emoji), whose glyphs have no outlines.
    public let isColorBitmap: Bool
    /// What the face's advances were multiplied by (`init(path:index:advanceScale:)`).
    public let advanceScale: Double
    /// The families a viewer should draw this face's glyphs with when they have no outline:
    /// set by whoever opened the face to stand in for another (the emoji fallback).
    public var textFamilies: [String] = []
    /// Tells this face apart from every other opened in the process, for `Glyph`'s identity.
    public let serial: Int
    /// The design grid every metric below is expressed in.
    public let unitsPerEm: Int
    /// hhea ascender in font units (positive, above the baseline).
    public let ascender: Int
    /// hhea descender in font units (negative: below the baseline), as the font stores it.
    public let descender: Int
    /// hhea line gap in font units: FreeType's `height − (ascender − descender)`.
    public let lineGap: Int

    private let library: FT_Library
    private let face: FT_Face
    private let hbFace: OpaquePointer
    private let hbFont: OpaquePointer
    private let buffer: OpaquePointer
    private var covered: [UInt32: UInt32] = [:]
    /// ASCII's glyphs in a flat table (`UInt32.max`: not looked up yet): most label text is
    /// ASCII, and an array index is much cheaper than a hash per character.
    private var asciiGlyphs = [UInt32](repeating: .max, count: 128)
    private var glyphsByID: [UInt32: Glyph] = [:]
    private var outlines: [UInt32: Path] = [:]
    /// Text blocks laid out with this face as the primary one (`Typesetter.layout`), by
    /// everything that decides them: a screen repeats its labels (every row's "On", a list of
    /// cells), and a repeated label is laid out once.
    var layouts: [TextLayoutKey: TextBlock] = [:]
    /// Runs shaped with this face so far (``shape(_:from:to:ligatures:)``): the tests count the
    /// work of a layout with it, where a time would differ between machines.
    private(set) var shapingCalls = 0

    /// The largest font file opened: Noto Sans CJK's collections, the largest fonts a system
    /// ships, are about 20 MB.
    public static let largestFile = 256 << 20

    /// Opens face `index` of `path`. Fails with `.fileUnreadable` when the file cannot be read and
    /// `.notAFont` when FreeType or HarfBuzz rejects it or it is neither scalable nor a colour
    /// bitmap font, never by crashing.
    ///
    /// `advanceScale` multiplies every horizontal measure HarfBuzz gives (advances, offsets): a face that stands in
    /// for another whose glyphs are wider or narrower (the emoji fallback) measures as that one.
    public init(path: String, index: Int = 0, advanceScale: Double = 1) throws(FontError) {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileUnreadable(path: path, reason: "no such file")
        }
        guard !isDirectory else { throw .fileUnreadable(path: path, reason: "is a directory") }
        // Only a regular file of bounded size is opened: a FIFO or device named `.ttf` would block
        // the read forever, or never end.
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw .fileUnreadable(path: path, reason: "not a regular file")
        }
        guard Int(status.st_size) <= FontFace.largestFile else {
            throw .fileUnreadable(path: path, reason: "\(status.st_size) bytes; font files are limited to \(FontFace.largestFile) bytes")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .fileUnreadable(path: path, reason: "permission denied")
        }
        guard index >= 0 && index < 0x10000 else { throw .notAFont(path: path) }
        var newLibrary: FT_Library?
        guard FT_Init_FreeType(&newLibrary) == 0, let library = newLibrary else {
            throw .fileUnreadable(path: path, reason: "FreeType could not be initialised")
        }
        var newFace: FT_Face?
        guard FT_New_Face(library, path, FT_Long(index), &newFace) == 0, let face = newFace else {
            FT_Done_FreeType(library)
            throw .notAFont(path: path)
        }
        let record = face.pointee
        // Bitmap-only fonts have no design units to measure in, except colour bitmap fonts
        // (CBDT, sbix: emoji), whose hmtx advances are in units of their em; a damaged file may
        // load but be unusable.
        let scalable = record.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        let colorBitmaps = record.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && record.num_fixed_sizes > 0
        // FreeType reports no em for a bitmap-only face; its head and hhea tables have them.
        let (em, vertical) = FontFace.designMetrics(face, scalable: scalable)
        guard scalable || colorBitmaps, em > 0, advanceScale.isFinite, advanceScale > 0, advanceScale <= 16,
              colorBitmaps || FT_Load_Glyph(face, 0, FT_Int32(FT_LOAD_NO_SCALE)) == 0,
              let blob = hb_blob_create_from_file_or_fail(path) else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .notAFont(path: path)
        }
        // The face keeps its own reference to the blob (a memory map of the file).
        let hbFace = hb_face_create(blob, UInt32(index))!
        hb_blob_destroy(blob)
        let hbFont = hb_font_create(hbFace)!
        let upem = Int32(em)
        hb_font_set_scale(hbFont, Int32((Double(upem) * advanceScale).rounded()), upem)
        self.path = path
        self.index = index
        self.isColorBitmap = !scalable
        self.advanceScale = advanceScale
        serial = FontFace.nextSerial()
        self.library = library
        self.face = face
        self.hbFace = hbFace
        self.hbFont = hbFont
        buffer = hb_buffer_create()
        familyName = record.family_name.map { String(cString: $0) } ?? ""
        styleName = record.style_name.map { String(cString: $0) } ?? ""
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
        unitsPerEm = em
        (ascender, descender, lineGap) = vertical
        isItalic = record.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
            weightClass = os2.usWeightClass > 0 ? Int(os2.usWeightClass) : FontFace.weight(fromStyle: styleName)
            widthClass = os2.usWidthClass > 0 ? Int(os2.usWidthClass) : 5
        } else {
            weightClass = FontFace.weight(fromStyle: styleName)
            widthClass = 5
        }
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// Whether the font's cmap maps `scalar` to a glyph: what the font cascade asks before it
    /// passes a character on to the next font.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        glyph(for: scalar) != 0
    }

    /// The glyph the cmap gives `scalar`, 0 (.notdef) when it has none. Cached: every character
    /// of every label asks this while fonts are chosen.
    func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        if scalar.value < 128 {
            let cached = asciiGlyphs[Int(scalar.value)]
            if cached != .max { return cached }
        } else if let cached = covered[scalar.value] {
            return cached
        }
        var glyph: hb_codepoint_t = 0
        if hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) == 0 { glyph = 0 }
        if scalar.value < 128 { asciiGlyphs[Int(scalar.value)] = glyph } else { covered[scalar.value] = glyph }
        return glyph
    }

    /// Shapes `scalars[start..<end]` with HarfBuzz's default features (kerning, standard
    /// ligatures, mark positioning, the script's own forms), using the scalars around the run as
    /// context, as Chromium and Core Text do. Each glyph's `cluster` is the index in `scalars` of
    /// the first scalar it was made from; glyphs come in visual order.
    /// With `ligatures` false, standard and contextual ligatures are turned off.
    func shape(_ scalars: [UInt32], from start: Int, to end: Int, ligatures: Bool = true) -> [ShapedGlyph] {
        shapingCalls += 1
        hb_buffer_clear_contents(buffer)
        scalars.withUnsafeBufferPointer { all in
            hb_buffer_add_codepoints(buffer, all.baseAddress, Int32(all.count), UInt32(start), Int32(end - start))
        }
        hb_buffer_guess_segment_properties(buffer)
        if ligatures {
            hb_shape(hbFont, buffer, nil, 0)
        } else {
            FontFace.noLigatures.withUnsafeBufferPointer { hb_shape(hbFont, buffer, $0.baseAddress, UInt32($0.count)) }
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let p = positions[i]
            // HB_GLYPH_FLAG_UNSAFE_TO_BREAK, read from the mask as hb_glyph_info_get_glyph_flags does.
            glyphs.append(ShapedGlyph(glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                                      advance: Int(p.x_advance), xOffset: Int(p.x_offset), yOffset: Int(p.y_offset),
                                      unsafeToBreak: infos[i].mask & 0x1 != 0))
        }
        return glyphs
    }

    /// The advance of `scalar`'s glyph in font units, 0 when the face has none.
    func advance(of scalar: Unicode.Scalar) -> Int {
        let id = glyph(for: scalar)
        return id == 0 ? 0 : Int(hb_font_get_glyph_h_advance(hbFont, id))
    }

    /// The outline of `glyph` in font units, y up, as the font draws it (HarfBuzz's glyph shape:
    /// quadratic segments from TrueType outlines, cubic ones from CFF). Empty for a space.
    public func outline(of glyph: UInt32) -> Path {
        if let cached = outlines[glyph] { return cached }
        let collector = OutlineCollector()
        let funcs = OutlineCollector.funcs
        withExtendedLifetime(collector) {
            hb_font_get_glyph_shape(hbFont, glyph, funcs, Unmanaged.passUnretained(collector).toOpaque())
        }
        let path = Path(collector.elements)
        outlines[glyph] = path
        return path
    }

    /// The width of `text` shaped alone with this face at `size` points, without fallback or tracking.
    public func width<S: StringProtocol>(of text: S, size: Double) -> Double {
        Typesetter(face: self, size: size).line(String(text)).width
    }

    /// The glyph with its outline, as a back end draws it. A colour bitmap glyph, which has no
    /// outline, is drawn as `characters()` (asked only then) in `textFamilies`, at the size
    /// that makes this face's own drawing as wide as the (scaled) advance.
    func glyph(_ id: UInt32, characters: () -> String) -> Glyph {
        if let cached = glyphsByID[id] { return cached }
        let text = isColorBitmap ? GlyphText(characters: characters(), families: textFamilies, size: Double(unitsPerEm) * advanceScale) : nil
        let glyph = Glyph(face: serial, id: id, unitsPerEm: unitsPerEm, outline: outline(of: id), text: text)
        glyphsByID[id] = glyph
        return glyph
    }

    /// `liga` and `clig` off for the whole run.
    private static let noLigatures: [hb_feature_t] = ["-liga", "-clig"].map { name in
        var feature = hb_feature_t()
        _ = hb_feature_from_string(name, -1, &feature)
        return feature
    }

    private static let lastSerial = Atomic<Int>(0)
    private static func nextSerial() -> Int {
        lastSerial.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// Ascender, descender, leading and line height at `size` points.
    public func metrics(size: Double) -> FontMetrics {
        FontMetrics(size: size, unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: lineGap)
    }

    /// The em, ascender, descender and line gap in font units: FreeType's for a scalable face,
    /// the head and hhea tables' for a bitmap-only one (FreeType gives those no design units).
    private static func designMetrics(_ face: FT_Face, scalable: Bool) -> (Int, (Int, Int, Int)) {
        let record = face.pointee
        if scalable {
            let (a, d) = (Int(record.ascender), Int(record.descender))
            return (Int(record.units_per_EM), (a, d, Int(record.height) - (a - d)))
        }
        guard let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD), let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) else { return (0, (0, 0, 0)) }
        let em = Int(head.assumingMemoryBound(to: TT_Header.self).pointee.Units_Per_EM)
        let h = hhea.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        return (em, (Int(h.Ascender), Int(h.Descender), Int(h.Line_Gap)))
    }

    /// A weight for fonts without an OS/2 table, from the conventional words in their style names.
    /// Checked longest-first so "ExtraLight" is not read as "Light" nor "SemiBold" as "Bold".
    static func weight(fromStyle style: String) -> Int {
        let name = String(style.lowercased().filter { $0 != " " && $0 != "-" })
        let table: [(String, Int)] = [
            ("ultralight", 100), ("extralight", 200), ("hairline", 100), ("thin", 100),
            ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("ultrabold", 800),
            ("black", 900), ("heavy", 900), ("bold", 700), ("medium", 500), ("light", 300),
        ]
        for (word, weight) in table where name.contains(word) { return weight }
        return 400
    }
}

/// One glyph out of HarfBuzz, in font units.
struct ShapedGlyph {
    /// The glyph index in its face.
    let glyph: UInt32
    /// The index of the first scalar this glyph was made from.
    let cluster: Int
    /// How far the pen moves after it, kerning included.
    let advance: Int
    /// Where it is drawn relative to the pen (marks sit on their bases this way).
    let xOffset: Int
    /// Vertical offset from the baseline, up positive.
    let yOffset: Int
    /// HarfBuzz's word that text cut before this glyph's cluster must be shaped again on both
    /// sides; when false, the glyphs on each side are those the sides would get shaped alone.
    let unsafeToBreak: Bool
}

/// Receives HarfBuzz's drawing callbacks for one glyph and keeps them as `Path` elements.
private final class OutlineCollector {
    var elements: [Path.Element] = []

    private static func collector(_ data: UnsafeMutableRawPointer?) -> OutlineCollector {
        Unmanaged<OutlineCollector>.fromOpaque(data!).takeUnretainedValue()
    }

    /// One set of callbacks for the process; HarfBuzz's function tables are immutable once made.
    nonisolated(unsafe) static let funcs: OpaquePointer = {
        let funcs = hb_draw_funcs_create()!
        hb_draw_funcs_set_move_to_func(funcs, { _, data, _, x, y, _ in
            collector(data).elements.append(.move(Point(x: Double(x), y: Double(y))))
        }, nil, nil)
        hb_draw_funcs_set_line_to_func(funcs, { _, data, _, x, y, _ in
            collector(data).elements.append(.line(Point(x: Double(x), y: Double(y))))
        }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(funcs, { _, data, _, cx, cy, x, y, _ in
            collector(data).elements.append(.quad(Point(x: Double(cx), y: Double(cy)), Point(x: Double(x), y: Double(y))))
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(funcs, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            collector(data).elements.append(.cubic(Point(x: Double(c1x), y: Double(c1y)), Point(x: Double(c2x), y: Double(c2y)),
                                                   Point(x: Double(x), y: Double(y))))
        }, nil, nil)
        hb_draw_funcs_set_close_path_func(funcs, { _, data, _, _ in
            collector(data).elements.append(.close)
        }, nil, nil)
        hb_draw_funcs_make_immutable(funcs)
        return funcs
    }()
}
