import Geometry

/// What a `UITableViewCell` accessory draws, as vector strokes in its own coordinates, and its
/// size. UIKit draws these from SF Symbols (`chevron.right`, `checkmark`, `info.circle`), which
/// are Apple's and not drawn here: these are stand-ins of the same size and colour, drawn with
/// round strokes. The sizes are measured from screenshots, not documented: guesses, listed in
/// docs/Semantics.md §27.
public struct AccessoryGlyph: Sendable {
    /// One stroke of the glyph.
    public struct Stroke: Sendable {
        public let path: Path
        public let color: Color
        public let lineWidth: Double
    }

    /// The accessory view's size.
    public let size: Size
    /// The strokes, drawn in order.
    public let strokes: [Stroke]
    /// A detail button is a `UIButton`, which takes touches; the chevron and checkmark are image
    /// views, which pass a tap to the cell.
    public let takesTouches: Bool

    /// The glyph of `type`; `none` draws nothing at no size.
    public init(_ type: TableCellProperties.Accessory) {
        switch type {
        case .none: (size, strokes, takesTouches) = (.zero, [], false)
        case .disclosureIndicator: (size, strokes, takesTouches) = (Self.chevronSize, [Self.chevron(at: 0)], false)
        case .checkmark: (size, strokes, takesTouches) = (Size(width: 14, height: 13), [Self.check], false)
        case .detailButton: (size, strokes, takesTouches) = (Self.infoSize, Self.info, true)
        case .detailDisclosureButton:
            let width = Self.infoSize.width + Self.infoToChevron + Self.chevronSize.width
            (size, strokes, takesTouches) = (Size(width: width, height: Self.infoSize.height),
                                             Self.info + [Self.chevron(at: width - Self.chevronSize.width, height: Self.infoSize.height)], true)
        }
    }

    /// `chevron.right` beside a cell: 8 × 13 pt, in `tertiaryLabel` (a guess from screenshots).
    static let chevronSize = Size(width: 8, height: 13)
    /// The detail (info) button: 22 × 22 pt, the size of a `UIButton(type: .detailDisclosure)`
    /// before iOS 13 (a guess for later versions).
    static let infoSize = Size(width: 22, height: 22)
    /// Between the info button and the chevron of a detail disclosure button: a guess.
    static let infoToChevron = 12.0

    private static func chevron(at x: Double, height: Double = chevronSize.height) -> Stroke {
        let top = (height - chevronSize.height) / 2
        let path = Path([.move(Point(x: x + 1.5, y: top + 1.5)), .line(Point(x: x + 6.5, y: top + 6.5)), .line(Point(x: x + 1.5, y: top + 11.5))])
        return Stroke(path: path, color: SystemColor.named("tertiaryLabel") ?? Color(red: 0.77, green: 0.77, blue: 0.78), lineWidth: 2)
    }

    private static var check: Stroke {
        let path = Path([.move(Point(x: 1.5, y: 7)), .line(Point(x: 5, y: 11)), .line(Point(x: 12.5, y: 1.5))])
        return Stroke(path: path, color: tint, lineWidth: 2)
    }

    /// A ring with an "i": the stem, and the dot as a zero-length stroke a round cap makes round.
    private static var info: [Stroke] {
        let ring = Path(ellipseIn: Rect(x: 1, y: 1, width: 20, height: 20))
        let letter = Path([.move(Point(x: 11, y: 10)), .line(Point(x: 11, y: 16.5)), .move(Point(x: 11, y: 6.5)), .line(Point(x: 11, y: 6.51))])
        return [Stroke(path: ring, color: tint, lineWidth: 1.5), Stroke(path: letter, color: tint, lineWidth: 2)]
    }

    private static var tint: Color { SystemColor.named("tintColor") ?? Color(red: 0, green: 0.48, blue: 1) }
}
