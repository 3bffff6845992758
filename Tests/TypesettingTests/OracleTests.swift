import Foundation
import Typesetting
import XCTest

private extension FontFace {
    /// A scalar's advance in font units: its width shaped alone at size = units per em.
    func advance(of scalar: Unicode.Scalar) -> Int { Int(width(of: String(scalar), size: Double(unitsPerEm))) }
    /// What shaping the pair adds to the two advances: the kerning between them, in font units.
    func kerning(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Int {
        Int(width(of: String(a) + String(b), size: Double(unitsPerEm))) - advance(of: a) - advance(of: b)
    }
}

/// FontFace against fontTools: the same numbers reached through a different parser of the same tables.
final class OracleTests: XCTestCase {
    static let sizes: [Double] = [9, 13, 17, 34]

    /// Kerned pairs, accents, digits, punctuation, a CJK string and a private-use scalar DejaVu lacks
    /// (both measured as .notdef), combining marks and the ellipsis truncation appends.
    static let strings: [String] = [
        "", " ", "a", "Hello, World", "AVATAR", "To Wa", "LT Ty P. r, y. F, V; W:",
        "café", "naïve", "Ærøskøbing", "Straße", "Łódź", "ΑΒΓ αβγ", "Привет",
        "0123456789", "3.14159", "1,234,567.89", "$€£¥", "!?.,;:'\"()[]{}", "@#%&*+-=/\\|<>~^_`",
        "The quick brown fox jumps over the lazy dog", "THE QUICK BROWN FOX", "AWAY", "Yo", "Te", "LY",
        "kerning: AV AW AY VA WA YA", "…", "well-known", "tab\there", "日本語", "\u{E000}x\u{E000}",
        "mixed 漢 text", "emoji 🙂",
    ]

    static let scalars: [Unicode.Scalar] = ["A", "V", " ", "é", "…", "\u{E000}", "漢", "0"]

    func testWidthsAndMetricsMatchFontTools() throws {
        let paths = [Fonts.sans, Fonts.sansBold, Fonts.sansMono]
        let requests = paths.map {
            Oracle.Request(path: $0, sizes: Self.sizes, strings: Self.strings, scalars: Self.scalars.map(\.value))
        }
        let oracle = try Oracle.measure(requests)
        XCTAssertEqual(oracle.count, paths.count)
        var compared = 0
        for (path, expected) in zip(paths, oracle) {
            let face = try Fonts.face(path)
            let name = (path as NSString).lastPathComponent
            XCTAssertEqual(face.unitsPerEm, expected.unitsPerEm, name)
            XCTAssertEqual(face.ascender, expected.ascender, name)
            XCTAssertEqual(face.descender, expected.descender, name)
            XCTAssertEqual(face.lineGap, expected.lineGap, name)
            XCTAssertEqual(Self.scalars.map(face.advance(of:)), expected.advances, name)
            for (i, size) in Self.sizes.enumerated() {
                let metrics = face.metrics(size: size)
                let em = Double(expected.unitsPerEm)
                XCTAssertEqual(metrics.ascender, Double(expected.ascender) * size / em, name)
                XCTAssertEqual(metrics.descender, Double(-expected.descender) * size / em, name)
                XCTAssertEqual(metrics.leading, Double(expected.lineGap) * size / em, name)
                XCTAssertEqual(metrics.lineHeight, Double(expected.ascender - expected.descender + expected.lineGap) * size / em, name)
                for (j, string) in Self.strings.enumerated() {
                    XCTAssertEqual(face.width(of: string, size: size), expected.widths[i][j], "\(name) \(size) pt \"\(string)\"")
                    compared += 1
                }
            }
            // At size = upem a width is the raw unit count, so units are compared exactly too.
            for (j, string) in Self.strings.enumerated() {
                XCTAssertEqual(face.width(of: string, size: Double(face.unitsPerEm)), Double(expected.units[j]), "\(name) units \"\(string)\"")
            }
        }
        print("font oracle: \(compared) widths compared across \(paths.count) fonts and \(Self.sizes.count) sizes")
    }

    /// The test would be vacuous if no string exercised kerning or the missing-glyph path; checks both happen.
    func testOracleStringsExerciseKerningAndMissingGlyphs() throws {
        let face = try Fonts.face(Fonts.sans)
        XCTAssertLessThan(face.kerning("A", "V"), 0, "DejaVu Sans kerns AV")
        XCTAssertEqual(face.kerning("A", "x"), 0)
        let notdef = face.advance(of: "\u{E000}")
        XCTAssertEqual(face.advance(of: "\u{E001}"), notdef, "every missing scalar measures as glyph 0")
        XCTAssertNotEqual(face.advance(of: "A"), notdef)
    }

    /// The width Chromium 156 gave a 17 pt DejaVu Sans "Hello, World" (canvas `measureText`).
    func testHelloWorldMatchesChromium() throws {
        let face = try Fonts.face(Fonts.sans)
        XCTAssertEqual(face.width(of: "Hello, World", size: 17), 102.6142578125)
        XCTAssertEqual(face.width(of: "Hello, World"[...], size: 17), 102.6142578125, "Substring measures the same")
        let advances = "Hello, World".unicodeScalars.reduce(0) { $0 + face.advance(of: $1) }
        XCTAssertEqual(advances, 12482)
        let scalars = Array("Hello, World".unicodeScalars)
        XCTAssertEqual(zip(scalars, scalars.dropFirst()).reduce(0) { $0 + face.kerning($1.0, $1.1) }, -120)
        XCTAssertEqual(face.unitsPerEm, 2048)
        XCTAssertEqual(face.ascender, 1901)
        XCTAssertEqual(face.descender, -483)
        XCTAssertEqual(face.familyName, "DejaVu Sans")
        XCTAssertEqual(face.weightClass, 400)
    }

    /// A combining mark sits on its base and adds no advance (HarfBuzz's mark positioning; a sum
    /// of advances would count the mark's own).
    func testCombiningMarksAddNoAdvance() throws {
        let face = try Fonts.face(Fonts.sansMono)
        XCTAssertEqual(face.width(of: "e\u{301}", size: 2048), 1233)
        XCTAssertEqual(face.width(of: "e\u{301}", size: 17), face.width(of: "e", size: 17))
    }

    /// Standard ligatures apply, as UIKit and Chromium apply them: shaped with HarfBuzz, "office
    /// fluff" in DejaVu Sans at 17 pt is Chromium's canvas width with ligatures on (85.2407…,
    /// measured in Chromium 156), narrower than its unligated advances (85.7554…).
    func testStandardLigaturesApply() throws {
        let face = try Fonts.face(Fonts.sans)
        XCTAssertEqual(face.width(of: "office fluff", size: 17), 85.24072265625)
        let apart = "office fluff".unicodeScalars.reduce(0.0) { $0 + face.width(of: String($1), size: 17) }
        XCTAssertGreaterThan(apart, 85.7)
    }

    /// The line-breaking tests compute expectations as n × 1233 units; this pins that premise.
    func testMonoAdvancesAreUniform() throws {
        let face = try Fonts.face(Fonts.sansMono)
        XCTAssertEqual(face.unitsPerEm, 2048)
        for value in UInt32(0x20)...0x7E {
            XCTAssertEqual(face.advance(of: Unicode.Scalar(value)!), 1233, "U+\(String(value, radix: 16))")
        }
        XCTAssertEqual(face.advance(of: "…"), 1233)
        XCTAssertEqual(face.width(of: "AVATAR To Wa", size: 2048), 12 * 1233, "no kerning in the monospace face")
    }
}
