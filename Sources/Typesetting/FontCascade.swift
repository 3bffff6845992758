/// The faces a run of text may be drawn with, in the order they are asked: the font the scene
/// chose, then fallbacks for what it lacks, as iOS's font cascade list hands a character the
/// chosen font cannot draw to the next font that can.
public struct FontCascade {
    /// A fallback face, perhaps kept for one script only.
    public struct Fallback {
        /// The face.
        public let face: FontFace
        /// When true, the face is asked only for Hangul. iOS draws Korean with its Korean font
        /// (Apple SD Gothic Neo) even where a Japanese or Chinese font earlier in the list has
        /// Hangul too; Noto Sans CJK has one face per region and this picks the Korean one.
        public let hangulOnly: Bool
        /// When true, the face is asked only for characters that present as emoji, and before
        /// the chosen font: iOS draws them with Apple Color Emoji whatever the text font has
        /// (a text font's ❤ gives way to the emoji for "❤️").
        public let emojiOnly: Bool

        /// A fallback; `hangulOnly` restricts it to Hangul, `emojiOnly` to emoji.
        public init(face: FontFace, hangulOnly: Bool = false, emojiOnly: Bool = false) {
            self.face = face
            self.hangulOnly = hangulOnly
            self.emojiOnly = emojiOnly
        }
    }

    /// The chosen font. It draws everything no fallback covers, as `.notdef` boxes if need be.
    public let primary: FontFace
    /// Asked in order for characters the primary face lacks.
    public let fallbacks: [Fallback]

    /// A cascade of `primary` then `fallbacks`.
    public init(primary: FontFace, fallbacks: [Fallback] = []) {
        self.primary = primary
        self.fallbacks = fallbacks
    }

    /// The face that draws emoji, when the cascade has one.
    public var emojiFace: FontFace? { fallbacks.first { $0.emojiOnly }?.face }

    /// The face at `index`: 0 is the primary, k the k-th fallback.
    public func face(at index: Int) -> FontFace {
        index == 0 ? primary : fallbacks[index - 1].face
    }

    /// Which face draws `character`: the first, in cascade order, whose cmap has every scalar of
    /// it (variation selectors and joiners aside, which no font needs to map). A character no
    /// face covers stays with the primary face.
    func faceIndex(for character: Character) -> Int {
        if let ascii = character.asciiValue, primary.covers(Unicode.Scalar(ascii)) { return 0 }
        let emoji = FontCascade.presentsAsEmoji(character)
        if emoji, let k = fallbacks.firstIndex(where: { $0.emojiOnly && covers($0.face, character) }) { return k + 1 }
        if covers(primary, character) { return 0 }
        let hangul = character.unicodeScalars.first.map(FontCascade.isHangul) ?? false
        for (k, fallback) in fallbacks.enumerated()
        where (!fallback.hangulOnly || hangul) && (!fallback.emojiOnly || emoji) && covers(fallback.face, character) {
            return k + 1
        }
        return 0
    }

    /// Whether `character` should draw something that no face of the cascade has a glyph for:
    /// the primary face then draws its `.notdef` glyph in its place. Controls, format
    /// characters (a zero-width space, a direction mark) and line or paragraph separators draw
    /// nothing of their own, and are never missing.
    public func lacksGlyph(for character: Character) -> Bool {
        guard faceIndex(for: character) == 0, !covers(primary, character) else { return false }
        return character.unicodeScalars.contains { !Self.drawsNothing($0) }
    }

    /// Scalars that no font needs a glyph for.
    private static func drawsNothing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return isIgnorable(scalar)
        }
    }

    private func covers(_ face: FontFace, _ character: Character) -> Bool {
        for scalar in character.unicodeScalars where !FontCascade.isIgnorable(scalar) {
            if !face.covers(scalar) { return false }
        }
        return true
    }

    /// Scalars that shape without a glyph of their own: variation selectors, ZWJ and ZWNJ.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true
        default: return false
        }
    }

    /// Whether `character` is drawn as an emoji rather than as text: its first scalar defaults to
    /// emoji presentation (Unicode's `Emoji_Presentation`: 😀, flags' regional indicators), or
    /// it asks for emoji presentation with U+FE0F (❤️, keycaps such as 1️⃣). Source:
    /// https://www.unicode.org/reports/tr51/#Presentation_Style
    static func presentsAsEmoji(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first, !first.isASCII || character.unicodeScalars.count > 1 else { return false }
        return first.properties.isEmojiPresentation || character.unicodeScalars.contains { $0.value == 0xFE0F }
    }

    /// Hangul Jamo, compatibility Jamo, extended Jamo and precomposed syllables.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: return true
        default: return false
        }
    }
}
