/// Everything a `Typesetter.layout` result depends on, so equal keys give equal text blocks.
struct TextLayoutKey: Hashable {
    /// The cascade's faces, primary first (`FontFace.serial`).
    let faces: [Int]
    let size: Double
    let tracking: Double
    /// The line metrics the block carries: the system font's and a face's own differ for the
    /// same faces, and a text style spaces lines apart.
    let lineHeight: Double
    let lineSpacing: Double
    let text: String
    /// The bit pattern of the width (`.infinity` when unlimited), so NaN cannot make a key
    /// unequal to itself.
    let maxWidth: UInt64
    let numberOfLines: Int
    let lineBreakMode: LineBreakMode

    /// Layouts kept per primary face, and the longest text kept: a screen's repeated labels
    /// fit, while memory stays bounded for any input (at most about 4,096 × 256 placed glyphs).
    static let cacheLimit = 4_096
    static let longestText = 256
}
