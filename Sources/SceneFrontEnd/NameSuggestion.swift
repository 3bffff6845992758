/// "Did you mean" for unknown names: a known synonym, a case-insensitive match, or the
/// closest name by edit distance when it is close enough to be a typo.
enum NameSuggestion {
    static func closest(to name: String, in candidates: [String]) -> String? {
        if let synonym = SceneSchema.synonyms[name], candidates.contains(synonym) { return synonym }
        let lower = name.lowercased()
        if let match = candidates.first(where: { $0.lowercased() == lower }) { return match }
        // Long names are not typos of short ones, and distance is quadratic in length.
        guard name.count <= 64 else { return nil }
        let limit = max(1, min(3, name.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = editDistance(lower, candidate.lowercased())
            if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// Edit distance where swapping two neighbours counts as one edit (optimal string
    /// alignment), since `veiw` for `view` is the commonest typo of all.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }

    /// `; did you mean 'x'?` or nothing.
    static func hint(for name: String, in candidates: [String]) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
