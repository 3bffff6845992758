import Foundation
import TestSupport
import XCTest

/// Samples/bars.xml as compiled into Output/, drawn by librsvg (the SVG) and Chromium (the SVG
/// and the HTML): each control's colours at points worked out here from UIKit's semantic
/// colours (docs/Semantics.md, "Text fields") and the sample's frames, composited by hand.
final class BarsSampleRenderingTests: XCTestCase {
    nonisolated(unsafe) static var drawn: SamplePictures?

    typealias RGB = SamplePictures.RGB

    private func check(_ probes: [SamplePictures.Probe], file: StaticString = #filePath, line: UInt = #line) throws {
        let pictures = try Self.drawn ?? SamplePictures("bars", width: 490, height: 944)
        Self.drawn = pictures
        pictures.check(probes, file: file, line: line)
    }

    /// `color` at `alpha` over `base`, channel by channel, as source-over compositing does.
    private static func over(_ color: RGB, _ alpha: Double, on base: RGB) -> RGB {
        (base.0 + (color.0 - base.0) * alpha, base.1 + (color.1 - base.1) * alpha, base.2 + (color.2 - base.2) * alpha)
    }

    private static let white: RGB = (255, 255, 255)
    /// systemGroupedBackground, the scene's background.
    private static let grouped: RGB = (242, 242, 247)

    func testTextFieldBordersAndTheClearButton() throws {
        try check([
            // searchField 16 160 358 36, roundedRect: white inside, the background outside.
            ("rounded rect fill", 250, 177, Self.white, 3),
            // Its clear button, 6 pt left of the 45 pt right view: 19 pt at x 16 + 288, y 168.5.
            ("clear button left of the right view", 308, 178, Self.over((60, 60, 67), 0.3, on: Self.white), 4),
            ("beside the field", 8, 177, Self.grouped, 3),
            // nameField's clear button: 19 pt at x 349, y 213.5; tertiaryLabel (60 60 67 at 0.3) on white.
            ("clear button disc", 364, 223, Self.over((60, 60, 67), 0.3, on: Self.white), 4),
            ("clear button disc", 358, 216, Self.over((60, 60, 67), 0.3, on: Self.white), 4),
            // lineField 16 298 170 34: a 1 pt `label` (black) rectangle; bezelField 204 298: systemGray.
            ("line border", 16, 315, (0, 0, 0), 3),
            ("line border", 100, 298, (0, 0, 0), 3),
            ("bezel border", 204, 315, (142, 142, 147), 3),
            ("bezel border", 300, 331, (142, 142, 147), 3),
            ("inside the line field", 150, 302, Self.grouped, 3),
            // notesView: 16 pt from each side from y 382, systemBackground.
            ("text view", 200, 385, Self.white, 3),
        ])
    }

    /// The bars of iOS 7–18: `systemBackground` at 94 % over the scene's background, the back
    /// chevron and the plus in the tint (systemBlue), the selected tab's symbol in the tint and
    /// the others in systemGray.
    func testBarsAndTheirItems() throws {
        let bar = Self.over(Self.white, 0.94, on: Self.grouped), tint: RGB = (0, 122, 255), gray: RGB = (142, 142, 147)
        try check([
            // navBar 0 47 390 96: no title in its row when the title is large.
            ("navigation bar", 200, 60, bar, 3),
            ("navigation bar under the large title", 380, 130, bar, 3),
            // The back chevron's corner at (9.5, 69), 3 pt wide; the plus's arm along y 69, 2 pt wide.
            ("back chevron", 9, 68, tint, 12),
            ("plus", 345, 68, tint, 12),
            // toolbar 0 693 390 44, between Delete and Share.
            ("toolbar", 150, 700, bar, 3),
            ("below the toolbar", 150, 745, Self.grouped, 3),
            // Tab symbols 25 pt square, 7 pt from the bar's top (761), centred in 130 pt items:
            // their 2 pt rings' left edges at x 52.5 (home) and 182.5 (search, selected).
            ("home symbol", 53, 780, gray, 4),
            ("search symbol, selected", 183, 780, tint, 4),
            ("tab bar under the items", 195, 830, bar, 3),
            // searchBar 0 475 390 56: the bars' fill, and its field 8 pt in, 36 high from y 485,
            // tertiarySystemFill (118 118 128 at 0.12) over that fill.
            ("search bar", 4, 480, bar, 3),
            ("search field", 300, 503, Self.over((118, 118, 128), 0.12, on: bar), 3),
            // datePicker at 16 547, its first capsule 34 high from its leading edge, before its
            // title (11 pt in): tertiarySystemFill over the scene's background.
            ("date capsule", 20, 564, Self.over((118, 118, 128), 0.12, on: Self.grouped), 3),
            ("above the date capsule", 20, 544, Self.grouped, 3),
        ])
    }
}
