import SceneModel
import Typesetting

/// The characters of a scene's label and button text that no font of their cascade has a
/// glyph for, each warned about once, at the first text that has it.
///
/// Why warn: the primary face then draws its `.notdef` glyph (a box, or nothing), which a
/// reader of the output cannot tell from a mistake in the scene. Why bounded: a text of
/// thousands of distinct missing characters (a run of private-use code points) would
/// otherwise print a warning for each.
struct MissingGlyphs {
    /// Characters named by a warning of their own; one more warning counts the rest.
    static let warningsNamed = 20

    /// A text and the faces of the cascade it was checked with.
    private struct Checked: Hashable {
        let faces: [Int]
        let text: String
    }

    private var seen: Set<Character> = []
    /// A screen repeats its labels, and a text checked once with the same faces can name no new
    /// character: it is hashed, not read character by character again.
    private var checked: Set<Checked> = []
    private var unnamed = 0
    private var firstUnnamed: SourceLocation?
    private var named: [Diagnostic] = []

    /// Checks each character of `text`, drawn with `font`, written at `location`. Linear in
    /// the text; ASCII that the primary face has costs a table lookup, and a text already
    /// checked with the same faces costs its hash.
    mutating func check(_ text: String, font: Font, at location: SourceLocation) {
        let cascade = font.cascade
        let faces = [cascade.primary.serial] + cascade.fallbacks.map(\.face.serial)
        guard checked.insert(Checked(faces: faces, text: text)).inserted else { return }
        for character in text where cascade.lacksGlyph(for: character) {
            guard seen.insert(character).inserted else { continue }
            if named.count < Self.warningsNamed {
                let drawnAsBox = !cascade.primary.outline(of: 0).isEmpty
                named.append(.warning(.missingGlyph(character, drawnAsBox: drawnAsBox), at: location))
            } else {
                unnamed += 1
                if firstUnnamed == nil { firstUnnamed = location }
            }
        }
    }

    /// A warning per character named, then one counting the others, at the first text that has
    /// one of them.
    var diagnostics: [Diagnostic] {
        guard unnamed > 0 else { return named }
        return named + [.warning(.moreMissingGlyphs(unnamed), at: firstUnnamed)]
    }
}
