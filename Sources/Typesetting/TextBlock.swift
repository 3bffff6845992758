/// The result of laying out a label's text: its lines and the box they need.
public struct TextBlock: Equatable, Sendable {
    /// The lines, top to bottom. Empty for empty text, as UILabel's intrinsic size is zero then.
    public let lines: [TextLine]
    /// The face's metrics at the size used, so back ends can place baselines without the face.
    public let metrics: FontMetrics
    /// True when some of the text is not shown: lines dropped by `numberOfLines`, cut for an
    /// ellipsis, or a clipped last line wider than the available width.
    public let isTruncated: Bool
    /// The widest line, in points (the block's intrinsic width).
    public let width: Double

    /// Assembles a block; `width` follows from the lines.
    public init(lines: [TextLine], metrics: FontMetrics, isTruncated: Bool) {
        self.lines = lines
        self.metrics = metrics
        self.isTruncated = isTruncated
        self.width = lines.reduce(0) { max($0, $1.width) }
    }

    /// Baseline-to-baseline distance; every line gets the same, as UILabel does without paragraph styles.
    public var lineHeight: Double { metrics.lineSpacing }

    /// One line height, then `lineSpacing` for each further line: the block's intrinsic height
    /// (`lines.count × lineHeight` unless a text style spaces the lines); 0 without lines.
    public var height: Double { lines.isEmpty ? 0 : metrics.lineHeight + Double(lines.count - 1) * metrics.lineSpacing }
}
