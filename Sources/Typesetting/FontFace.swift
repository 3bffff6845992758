import CFreeType
import Foundation

/// One font file opened with FreeType, measured the way Chromium measures text with ligatures off:
/// horizontal advances in font units plus legacy `kern` table pairs, scaled once at the end.
///
/// Not thread-safe: the glyph caches are plain dictionaries filled lazily. The compiler is
/// single-threaded; give each thread its own `FontBook` if that ever changes.
public final class FontFace {
    /// The file this face was read from; also the key `FontBook` caches faces under.
    public let path: String
    /// The family FreeType reports (the typographic family when the font names one).
    public let familyName: String
    /// The style FreeType reports, e.g. "Book", "Bold", "ExtraLight".
    public let styleName: String
    /// OS/2 `usWeightClass` (100…900), or a guess from `styleName` when the font has no OS/2 table.
    public let weightClass: Int
    /// OS/2 `usWidthClass` (1…9, 5 = normal); lets font resolution prefer upright normal-width faces.
    let widthClass: Int
    /// True for italic or oblique faces, which resolution only picks when nothing upright exists.
    let isItalic: Bool
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
    private let hasKerning: Bool
    private var glyphs: [UInt32: FT_UInt] = [:]
    private var advances: [UInt32: Int] = [:]
    private var kernings: [UInt64: Int] = [:]
    /// Flat caches for Latin-1, where nearly all label text lives: an array index instead of a hash
    /// per scalar and per pair is most of the typesetter's speed. `Int.min` marks "not looked up yet".
    private var latinAdvances = [Int](repeating: Int.min, count: 256)
    private lazy var latinKernings = [Int](repeating: Int.min, count: 256 * 256)

    /// Opens the first face of `path`. Fails with `.fileUnreadable` when the file cannot be read and
    /// `.notAFont` when FreeType rejects it or it is not scalable, never by crashing.
    public init(path: String) throws(FontError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileUnreadable(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw .fileUnreadable(path: path, reason: "is a directory") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .fileUnreadable(path: path, reason: "permission denied")
        }
        var newLibrary: FT_Library?
        guard FT_Init_FreeType(&newLibrary) == 0, let library = newLibrary else {
            throw .fileUnreadable(path: path, reason: "FreeType could not be initialised")
        }
        var newFace: FT_Face?
        guard FT_New_Face(library, path, 0, &newFace) == 0, let face = newFace else {
            FT_Done_FreeType(library)
            throw .notAFont(path: path)
        }
        let record = face.pointee
        // Bitmap-only fonts have no design units to measure in; a damaged file may load but be unusable.
        let scalable = record.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        guard scalable, record.units_per_EM > 0,
              FT_Load_Glyph(face, 0, FT_Int32(FT_LOAD_NO_SCALE)) == 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .notAFont(path: path)
        }
        self.path = path
        self.library = library
        self.face = face
        familyName = record.family_name.map { String(cString: $0) } ?? ""
        styleName = record.style_name.map { String(cString: $0) } ?? ""
        unitsPerEm = Int(record.units_per_EM)
        ascender = Int(record.ascender)
        descender = Int(record.descender)
        lineGap = Int(record.height) - (Int(record.ascender) - Int(record.descender))
        hasKerning = record.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
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
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// The glyph the font's Unicode cmap gives `scalar`, 0 (.notdef) when it has none.
    private func glyph(_ scalar: Unicode.Scalar) -> FT_UInt {
        if let cached = glyphs[scalar.value] { return cached }
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        glyphs[scalar.value] = index
        return index
    }

    /// The horizontal advance of `scalar` in font units, unhinted. A scalar the font lacks gets the
    /// advance of glyph 0 (.notdef), which is what a renderer without fallback draws.
    public func advance(of scalar: Unicode.Scalar) -> Int {
        if scalar.value < 256 {
            let cached = latinAdvances[Int(scalar.value)]
            if cached != Int.min { return cached }
        } else if let cached = advances[scalar.value] {
            return cached
        }
        // NO_SCALE implies no hinting, so this is the hmtx value and not a grid-fitted pixel count.
        let value = FT_Load_Glyph(face, glyph(scalar), FT_Int32(FT_LOAD_NO_SCALE)) == 0
            ? Int(face.pointee.glyph.pointee.advance.x) : 0
        if scalar.value < 256 { latinAdvances[Int(scalar.value)] = value } else { advances[scalar.value] = value }
        return value
    }

    /// The legacy `kern` table adjustment between two scalars in font units (usually negative),
    /// 0 when the font has no kern table. GPOS kerning is deliberately not applied: Chromium's
    /// widths for these fonts match the legacy table.
    public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Int {
        guard hasKerning else { return 0 }
        if left.value < 256 && right.value < 256 {
            let slot = Int(left.value) << 8 | Int(right.value)
            let cached = latinKernings[slot]
            if cached != Int.min { return cached }
            let value = kerning(glyph(left), glyph(right))
            latinKernings[slot] = value
            return value
        }
        return kerning(glyph(left), glyph(right))
    }

    /// Kerning between two glyphs, cached by pair.
    private func kerning(_ l: FT_UInt, _ r: FT_UInt) -> Int {
        let key = UInt64(l) << 32 | UInt64(r)
        if let cached = kernings[key] { return cached }
        var vector = FT_Vector()
        let value = FT_Get_Kerning(face, l, r, FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector) == 0 ? Int(vector.x) : 0
        kernings[key] = value
        return value
    }

    /// The width of `scalars` in font units: advances plus kerning between neighbours. Integers, so
    /// callers can add and subtract runs exactly before scaling.
    func units<S: Sequence<Unicode.Scalar>>(of scalars: S) -> Int {
        var total = 0
        var previous: Unicode.Scalar?
        for scalar in scalars {
            total += advance(of: scalar)
            if let previous { total += kerning(previous, scalar) }
            previous = scalar
        }
        return total
    }

    /// Converts font units to points with one multiplication and one division, the same expression
    /// everywhere, so a line measured twice gives bit-identical results.
    func points(_ units: Int, size: Double) -> Double {
        Double(units) * size / Double(unitsPerEm)
    }

    /// The advance width of `text` at `size` points: every scalar's advance plus kerning between
    /// consecutive scalars, summed as integers and scaled once (no per-glyph rounding).
    public func width<S: StringProtocol>(of text: S, size: Double) -> Double {
        points(units(of: text.unicodeScalars), size: size)
    }

    /// Ascender, descender, leading and line height at `size` points.
    public func metrics(size: Double) -> FontMetrics {
        FontMetrics(size: size, unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: lineGap)
    }

    /// A weight for fonts without an OS/2 table, from the conventional words in their style names.
    /// Checked longest-first so "ExtraLight" is not read as "Light" nor "SemiBold" as "Bold".
    static func weight(fromStyle style: String) -> Int {
        let name = style.lowercased().replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-", with: "")
        let table: [(String, Int)] = [
            ("ultralight", 100), ("extralight", 200), ("hairline", 100), ("thin", 100),
            ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("ultrabold", 800),
            ("black", 900), ("heavy", 900), ("bold", 700), ("medium", 500), ("light", 300),
        ]
        for (word, weight) in table where name.contains(word) { return weight }
        return 400
    }
}
