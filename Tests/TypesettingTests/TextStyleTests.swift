import Typesetting
import XCTest

/// The Dynamic Type text styles at the default size (Large) against the Human Interface
/// Guidelines' table (https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-Dynamic-Type-sizes):
/// size, leading and weight, written out here from the table, and the line height a label of
/// each style has, San Francisco's (`SystemFont.metrics`), not the table's leading.
final class TextStyleTests: XCTestCase {
    /// style: (size, leading, weight), as the guidelines list them.
    static let appleTable: [TextStyle: (Double, Double, FontWeight)] = [
        .largeTitle: (34, 41, .regular), .title1: (28, 34, .regular), .title2: (22, 28, .regular), .title3: (20, 25, .regular),
        .headline: (17, 22, .semibold), .body: (17, 22, .regular), .callout: (16, 21, .regular), .subheadline: (15, 20, .regular),
        .footnote: (13, 18, .regular), .caption1: (12, 16, .regular), .caption2: (11, 13, .regular),
    ]

    func testEveryStyleHasTheSizeLeadingAndWeightOfApplesTable() {
        XCTAssertEqual(Set(TextStyle.allCases), Set(Self.appleTable.keys))
        for style in TextStyle.allCases {
            let (size, leading, weight) = Self.appleTable[style]!
            XCTAssertEqual(style.size, size, "\(style)")
            XCTAssertEqual(style.leading, leading, "\(style)")
            XCTAssertEqual(style.weight, weight, "\(style)")
        }
    }

    /// Core Text's names, as Interface Builder stores them.
    func testInterfaceBuilderNamesEachStyleByItsCoreTextName() {
        XCTAssertEqual(TextStyle(interfaceBuilderName: "UICTFontTextStyleTitle0"), .largeTitle)
        XCTAssertEqual(TextStyle(interfaceBuilderName: "UICTFontTextStyleSubhead"), .subheadline)
        XCTAssertEqual(TextStyle(interfaceBuilderName: "UICTFontTextStyleCaption2"), .caption2)
        XCTAssertNil(TextStyle(interfaceBuilderName: "UICTFontTextStyleSubheadline"))
    }

    /// A one-line label of a style is San Francisco's line height rounded up to the pixel:
    /// 20.5 pt for the body at 2× (as Interface Builder stores it), 18 pt for the subheadline,
    /// 41 pt for the large title; never the table's leading.
    func testALabelOfAStyleIsSanFranciscosLineHeightNotTheLeading() {
        func height(_ style: TextStyle, scale: Double) -> Double {
            (SystemFont.metrics(size: style.size).lineHeight * scale).rounded(.up) / scale
        }
        XCTAssertEqual(height(.body, scale: 2), 20.5)
        XCTAssertEqual(height(.body, scale: 3), 61.0 / 3)
        XCTAssertEqual(height(.subheadline, scale: 2), 18)
        XCTAssertEqual(height(.footnote, scale: 2), 16)
        XCTAssertEqual(height(.caption2, scale: 2), 13.5)
        XCTAssertEqual(height(.largeTitle, scale: 2), 41)
        XCTAssertNotEqual(height(.body, scale: 2), TextStyle.body.leading)
    }

    /// A paragraph of a text style spaces its lines by the style's leading: a block is one line
    /// height plus the leading per further line, as Interface Builder stores multi-line style
    /// labels (a two-line subheadline 38 pt, a two-line body 42.5 pt and a four-line footnote
    /// 70 pt tall at 2×, in `Tests/InterfaceBuilderCorpus`'s openfoodfacts and NetNewsWire
    /// documents), where line heights alone would give 36, 41 and 62.5. One line keeps the line
    /// height.
    func testAStylesParagraphSpacesItsLinesByItsLeading() throws {
        let book = FontBook()
        func height(_ style: TextStyle, lines: Int) throws -> Double {
            let font = try book.font(weight: style.weight, size: style.size).spacingLines(by: style.leading)
            let text = Array(repeating: "word", count: lines).joined(separator: "\n")
            let block = Typesetter(font: font).layout(text, maxWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
            XCTAssertEqual(block.lines.count, lines)
            return (block.height * 2).rounded(.up) / 2
        }
        XCTAssertEqual(try height(.subheadline, lines: 1), 18)
        XCTAssertEqual(try height(.subheadline, lines: 2), 38)
        XCTAssertEqual(try height(.body, lines: 2), 42.5)
        XCTAssertEqual(try height(.footnote, lines: 4), 70, "stored so in the corpus: 15.51 + 3 × 18, rounded up")
        let plain = Typesetter(font: try book.font(size: 15)).layout("word\nword", maxWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        XCTAssertEqual((plain.height * 2).rounded(.up) / 2, 36, "a font given by size: two line heights")
    }
}
