/// The text between two hard breaks, measured once into prefix sums so any run's width is an O(1)
/// integer subtraction. This is what keeps line breaking linear: no line is ever re-measured from
/// its start while characters are added.
struct Paragraph {
    /// Grapheme clusters: the smallest unit a line may be broken at or truncated to.
    private(set) var characters: [Character] = []
    /// `prefix[k]` = font units of `characters[0..<k]`, kerning between all of their scalars included.
    private(set) var prefix: [Int] = [0]
    /// `join[k]` = kerning between the last scalar of character k−1 and the first of k (0 for k = 0);
    /// a run starting at k must not count it.
    private(set) var join: [Int] = []
    /// Whether each character is a breaking space (hangs at a line end, offers a break after it).
    private(set) var isSpace: [Bool] = []
    private var lastScalar: Unicode.Scalar?

    var count: Int { characters.count }
    var isEmpty: Bool { characters.isEmpty }

    mutating func append(_ character: Character, face: FontFace) {
        var units = 0
        var joinUnits = 0
        var previous = lastScalar
        var first = true
        for scalar in character.unicodeScalars {
            units += face.advance(of: scalar)
            if let previous {
                let kern = face.kerning(previous, scalar)
                units += kern
                if first { joinUnits = kern }
            }
            previous = scalar
            first = false
        }
        lastScalar = previous
        characters.append(character)
        prefix.append(prefix[prefix.count - 1] + units)
        join.append(joinUnits)
        isSpace.append(Paragraph.isBreakingSpace(character))
    }

    /// Font units of `characters[start..<end]` as if it stood alone.
    func units(_ start: Int, _ end: Int) -> Int {
        end <= start ? 0 : prefix[end] - prefix[start] - join[start]
    }

    /// `end` moved back over breaking spaces: where the visible part of a line ends.
    func visibleEnd(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start && isSpace[end - 1] { end -= 1 }
        return end
    }

    func text(_ start: Int, _ end: Int) -> String {
        end <= start ? "" : String(characters[start..<end])
    }

    /// Whether a line may end before character `k` (which is not a space) in word-wrapping modes:
    /// after a run of spaces, or after a hyphen inside a word as ICU allows ("well-|known"), but not
    /// before a digit ("-|5" stays together, ICU's HY × NU) nor after a hyphen that begins a word.
    func isWordBreak(before k: Int) -> Bool {
        guard k > 0 else { return false }
        if isSpace[k - 1] { return true }
        guard characters[k - 1] == "-", k >= 2, !isSpace[k - 2] else { return false }
        return !(characters[k].isNumber)
    }

    /// Spaces a line may break after: tab and the Unicode space separators, except the no-break ones
    /// (U+00A0, U+2007, U+202F), which exist precisely to keep words together.
    static func isBreakingSpace(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return false }
        switch scalar.value {
        case 0x20, 0x09: return true
        case 0..<0x80: return false  // ASCII is decided without a Unicode property lookup
        case 0xA0, 0x2007, 0x202F: return false
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// The hard breaks UIKit honours: LF, CR, CR LF (one Character in Swift), LINE and PARAGRAPH SEPARATOR.
    static func isHardBreak(_ character: Character) -> Bool {
        switch character.unicodeScalars.first!.value {
        case 0x0A, 0x0D, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
