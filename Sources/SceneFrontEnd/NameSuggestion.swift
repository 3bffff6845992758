/// "Did you mean" for unknown names: a known synonym, a case-insensitive match, or the
/// closest name by edit distance when it is close enough to be a typo.
///
/// The cost of one suggestion is linear in the number of candidates: a candidate whose length
/// differs by more than the distance allowed cannot be within it and is skipped, and the
/// distance is computed only in the band of cells within that many edits of the diagonal.
enum NameSuggestion {
    /// Names longer than this are not typos of a short name; they get no suggestion.
    static let longestName = 64

    static func closest(to name: String, in candidates: [String]) -> String? {
        if let synonym = SceneSchema.synonyms[name], candidates.contains(synonym) { return synonym }
        let lower = name.lowercased()
        if let match = candidates.first(where: { $0.lowercased() == lower }) { return match }
        let length = lower.count
        guard length <= longestName else { return nil }
        let limit = max(1, min(3, length / 3))
        var best: (name: String, distance: Int)?
        let a = Array(lower)
        for candidate in candidates where abs(candidate.count - length) <= limit {
            let d = editDistance(a, Array(candidate.lowercased()), atMost: min(limit, (best?.distance ?? Int.max) - 1))
            if let d { best = (candidate, d) }
        }
        return best?.name
    }

    /// Edit distance where swapping two neighbours counts as one edit (optimal string
    /// alignment), since `veiw` for `view` is the commonest typo of all: the distance when it is
    /// at most `bound`, else nil. Only cells within `bound` of the diagonal are computed
    /// (farther ones exceed it), so the cost is `a.count × (2·bound + 1)`.
    static func editDistance(_ a: [Character], _ b: [Character], atMost bound: Int) -> Int? {
        guard bound >= 0, abs(a.count - b.count) <= bound else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let outside = bound + 1
        var before = [Int](repeating: outside, count: b.count + 1)
        var previous = (0...b.count).map { min($0, outside) }
        var current = [Int](repeating: outside, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - bound), high = min(b.count, i + bound)
            current[0] = min(i, outside)
            if low > 1 { current[low - 1] = outside }
            var rowBest = current[0]
            for j in low...high {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var d = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, before[j - 2] + 1) }
                current[j] = min(d, outside)
                rowBest = min(rowBest, current[j])
            }
            if high < b.count { current[high + 1] = outside }
            guard rowBest <= bound else { return nil }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }

    /// `; did you mean 'x'?` or nothing.
    static func hint(for name: String, in candidates: [String]) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}

/// How many more suggestions among a document's own names (its ids, its components) a front
/// end pass may look for. Those lists grow with the document, so without a cap a document of
/// unknown names would compare each with every name it defines; past the cap, errors still come,
/// without a suggestion.
struct SuggestionBudget {
    static let perDocument = 100
    private var left = SuggestionBudget.perDocument

    /// True, once per suggestion, while the budget lasts: callers list the candidates only then.
    mutating func allows() -> Bool {
        guard left > 0 else { return false }
        left -= 1
        return true
    }
}
