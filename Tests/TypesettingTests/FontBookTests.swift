import Foundation
import TestSupport
import Typesetting
import XCTest

final class FontBookTests: XCTestCase {
    var temporary: String!

    override func setUpWithError() throws {
        temporary = try Repository.temporaryDirectory("fonts")
    }

    override func tearDown() {
        if let temporary { try? FileManager.default.removeItem(atPath: temporary) }
    }

    /// The system font maps each of UIKit's nine weights to its own Inter file, Inter below 20 pt
    /// and Inter Display from 20 pt (San Francisco's Text and Display optical sizes); DejaVu Sans
    /// stays available by name, with its three weights.
    func testSystemFontMapsEachWeightToAnInterFileAndDejaVuStaysByName() throws {
        let book = FontBook()
        let inter: [FontWeight: String] = [
            .ultraLight: "Thin", .thin: "ExtraLight", .light: "Light", .regular: "Regular", .medium: "Medium",
            .semibold: "SemiBold", .bold: "Bold", .heavy: "ExtraBold", .black: "Black",
        ]
        let dejaVu: [FontWeight: String] = [
            .ultraLight: "DejaVuSans-ExtraLight.ttf", .thin: "DejaVuSans-ExtraLight.ttf", .light: "DejaVuSans-ExtraLight.ttf",
            .regular: "DejaVuSans.ttf", .medium: "DejaVuSans.ttf",
            .semibold: "DejaVuSans-Bold.ttf", .bold: "DejaVuSans-Bold.ttf", .heavy: "DejaVuSans-Bold.ttf", .black: "DejaVuSans-Bold.ttf",
        ]
        for weight in FontWeight.allCases {
            for family in ["system", FontBook.defaultFamily] {
                XCTAssertEqual(try book.face(family: family, weight: weight, size: 17).path,
                               FontBook.interDirectory + "/Inter-" + inter[weight]! + ".otf", "\(family) \(weight)")
                XCTAssertEqual(try book.face(family: family, weight: weight, size: 20).path,
                               FontBook.interDirectory + "/InterDisplay-" + inter[weight]! + ".otf", "\(family) \(weight) display")
            }
            XCTAssertEqual(try book.face(family: "system", weight: weight).weightClass, weight.cssWeight, "\(weight)")
            for family in ["DejaVu Sans", "dejavu sans"] {
                XCTAssertEqual(try book.face(family: family, weight: weight).path, Fonts.directory + "/" + dejaVu[weight]!, "\(family) \(weight)")
            }
        }
        XCTAssertTrue(try book.face(family: "DejaVu Sans", weight: .regular) === book.face(family: "DejaVu Sans", weight: .medium),
                      "faces are opened once per file")
    }

    /// The system font takes San Francisco's tracking table below 20 pt and its line metrics; a named family keeps
    /// its own metrics and no tracking. Both fall back to Noto Color Emoji and Noto Sans CJK.
    func testSystemFontCarriesSanFranciscosTrackingAndMetrics() throws {
        let book = FontBook()
        let system = try book.font(family: "system", weight: .regular, size: 17)
        XCTAssertEqual(system.tracking, -0.43)
        XCTAssertEqual(system.metrics.lineHeight, 20.287109375, "UIFont.systemFont(ofSize: 17).lineHeight")
        XCTAssertEqual(system.metrics.ascender, 16.1865234375)
        XCTAssertEqual(try book.font(family: "system", size: 12).tracking, 0)
        // From 20 pt Inter Display stands in, already spaced as SF Pro Display is tracked:
        // Apple's table (+0.40 at 34 pt) is not added again.
        XCTAssertEqual(SystemFont.tracking(size: 34), 0.40)
        XCTAssertEqual(try book.font(family: "system", size: 34).tracking, 0)
        XCTAssertEqual(try book.font(family: "system", weight: .bold, size: 34).tracking, 0.015 * 34, accuracy: 1e-12, "the weight's own")
        XCTAssertEqual(try book.font(family: "system", size: 16.5).tracking, -0.37, accuracy: 1e-12, "interpolated")
        XCTAssertEqual(try book.font(family: "system", size: 200).tracking, 0)
        let dejaVu = try book.font(family: "DejaVu Sans", size: 17)
        XCTAssertEqual(dejaVu.tracking, 0)
        XCTAssertEqual(dejaVu.metrics, dejaVu.primary.metrics(size: 17))
        XCTAssertEqual(system.cascade.fallbacks.map(\.face.familyName), ["Noto Color Emoji", "Noto Sans CJK KR", "Noto Sans CJK JP"])
        // Each weight adds its own tracking, in ems (SystemFont.weightTracking): bold 0.015 em at 17 pt.
        XCTAssertEqual(try book.font(family: "system", weight: .bold, size: 17).tracking, -0.43 + 0.015 * 17, accuracy: 1e-12)
        XCTAssertEqual(try book.font(family: "system", weight: .light, size: 17).tracking, -0.43)
    }

    /// A face's PostScript name finds it, whatever the weight asked; `hasFont(named:)` knows
    /// families and PostScript names and nothing else.
    func testAPostScriptNameIsThatFace() throws {
        let book = FontBook(fontDirectories: [Fonts.directory], systemFonts: false)
        XCTAssertEqual(try book.face(family: "DejaVuSans-Bold", weight: .regular).path, Fonts.sansBold)
        XCTAssertEqual(try book.face(family: "dejavusans-bold", weight: .light).postScriptName, "DejaVuSans-Bold")
        XCTAssertTrue(book.hasFont(named: "DejaVuSans-Bold"))
        XCTAssertTrue(book.hasFont(named: "DejaVu Serif"))
        XCTAssertTrue(book.hasFont(named: "system"))
        XCTAssertFalse(book.hasFont(named: "Avenir-Heavy"))
    }

    func testWeightsAreCSSWeights() {
        XCTAssertEqual(FontWeight.allCases.map(\.cssWeight), Array(stride(from: 100, through: 900, by: 100)))
        XCTAssertEqual(FontWeight(rawValue: "semibold"), .semibold)
    }

    func testMissingFamilyListsTheFamiliesThatExist() throws {
        let book = FontBook()
        XCTAssertThrowsError(try book.face(family: "Helvetica Neue", weight: .regular)) { error in
            guard case let .familyNotFound(family, available) = error as? FontError else {
                return XCTFail("expected familyNotFound, got \(error)")
            }
            XCTAssertEqual(family, "Helvetica Neue")
            XCTAssertEqual(available, available.sorted())
            XCTAssertEqual(Set(available).count, available.count, "each family once")
            XCTAssertTrue(available.contains("DejaVu Serif"), "\(available)")
            XCTAssertTrue(available.contains("DejaVu Sans Mono"), "\(available)")
            let message = (error as! FontError).description
            XCTAssertTrue(message.contains("Helvetica Neue") && message.contains("DejaVu Serif"), message)
            XCTAssertFalse(message.contains("\n"))
        }
    }

    func testScannedFamiliesPickUprightNormalWidthNearestWeight() throws {
        let book = FontBook()
        let serif = try book.face(family: "DejaVu Serif", weight: .regular)
        XCTAssertEqual(serif.path, Fonts.directory + "/DejaVuSerif.ttf", "not Italic, not Condensed")
        XCTAssertEqual(serif.familyName, "DejaVu Serif")
        XCTAssertEqual(try book.face(family: "DejaVu Serif", weight: .black).path, Fonts.directory + "/DejaVuSerif-Bold.ttf")
        XCTAssertEqual(try book.face(family: "dejavu sans mono", weight: .semibold).path, Fonts.directory + "/DejaVuSansMono-Bold.ttf")
        XCTAssertEqual(try book.face(family: "DejaVu Sans Mono", weight: .light).path, Fonts.directory + "/DejaVuSansMono.ttf")
        XCTAssertEqual(try book.availableFamilies(), try book.availableFamilies().sorted())
    }

    func testFontDirectoriesAreSearchedFirstAndBadFilesSkipped() throws {
        let copy = temporary + "/nested/DejaVuSerif.ttf"
        try FileManager.default.createDirectory(atPath: temporary + "/nested", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fonts.serif, toPath: copy)
        try Data("not a font at all".utf8).write(to: URL(fileURLWithPath: temporary + "/aaa-garbage.ttf"))
        let book = FontBook(fontDirectories: [temporary])
        let face = try book.face(family: "DejaVu Serif", weight: .regular)
        XCTAssertEqual(face.path, copy, "a given directory wins over the system copy of the same face")
        XCTAssertEqual(face.familyName, "DejaVu Serif")
        XCTAssertEqual(face.width(of: "Hello", size: 12), try FontFace(path: Fonts.serif).width(of: "Hello", size: 12))
    }

    func testMissingDirectoryIsAnError() {
        let missing = temporary + "/does-not-exist"
        let book = FontBook(fontDirectories: [missing])
        XCTAssertThrowsError(try book.face(family: "DejaVu Serif", weight: .regular)) { error in
            guard case let .fileUnreadable(path, _) = error as? FontError else { return XCTFail("got \(error)") }
            XCTAssertEqual(path, missing)
        }
        // The default family needs no scan, so it still resolves.
        XCTAssertNoThrow(try book.face(family: "system", weight: .regular))
    }

    func testBadFilesAreErrorsNotCrashes() throws {
        let garbage = temporary + "/garbage.ttf"
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 7) }).write(to: URL(fileURLWithPath: garbage))
        let empty = temporary + "/empty.ttf"
        try Data().write(to: URL(fileURLWithPath: empty))
        let book = FontBook()
        for path in [garbage, empty] {
            XCTAssertThrowsError(try book.face(path: path)) { error in
                XCTAssertEqual(error as? FontError, .notAFont(path: path))
            }
        }
        XCTAssertThrowsError(try book.face(path: temporary + "/missing.ttf")) { error in
            guard case .fileUnreadable = error as? FontError else { return XCTFail("got \(error)") }
        }
        XCTAssertThrowsError(try book.face(path: temporary)) { error in
            XCTAssertEqual(error as? FontError, .fileUnreadable(path: temporary, reason: "is a directory"))
        }

        // Truncated copies of a real font: either refused, or usable without crashing.
        let original = try Data(contentsOf: URL(fileURLWithPath: Fonts.sans))
        var refused = 0
        for length in [12, 100, 1000, original.count / 4, original.count / 2, original.count - 1] {
            let truncated = temporary + "/truncated-\(length).ttf"
            try original.prefix(length).write(to: URL(fileURLWithPath: truncated))
            switch Result(catching: { () throws(FontError) -> FontFace in try FontFace(path: truncated) }) {
            case let .success(face):
                _ = face.width(of: "Hello, World 漢字 AVATAR", size: 17)
                _ = Typesetter(face: face, size: 17).layout("Hello, World", maxWidth: 30, numberOfLines: 0, lineBreakMode: .byWordWrapping)
            case let .failure(error):
                XCTAssertEqual(error, .notAFont(path: truncated))
                refused += 1
            }
        }
        XCTAssertGreaterThanOrEqual(refused, 3, "short prefixes have no usable tables")
        print("truncated DejaVuSans.ttf: \(refused) of 6 prefixes refused, the rest opened without crashing")
        // A scan over the same directory skips them all.
        XCTAssertThrowsError(try FontBook(fontDirectories: [temporary]).face(family: "Nothing Here", weight: .regular))
    }

    func testErrorMessagesAreOneLine() {
        let errors: [FontError] = [
            .fileUnreadable(path: "/x", reason: "no such file"), .notAFont(path: "/y"),
            .familyNotFound(family: "Z", available: []),
            .familyNotFound(family: "Z", available: (0..<40).map { "Family \($0)" }),
        ]
        for error in errors {
            XCTAssertFalse(error.description.contains("\n"))
            XCTAssertFalse(error.description.isEmpty)
        }
        XCTAssertTrue(errors[3].description.contains("28 more"), errors[3].description)
    }
}
