/// "Did you mean" for misspelled names.
package enum Suggestion {
    /// The candidate closest to `word` when it is close enough to be a typo, else nil.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        let lower = word.lowercased()
        if let same = candidates.first(where: { $0.lowercased() == lower }) { return same }
        let length = lower.count
        let limit = max(1, min(2, length / 3))
        var best: (name: String, distance: Int)?
        // The distance is at least the difference in length: a much longer word (a pasted line) is
        // nobody's typo, and comparing it would cost its length times each candidate's.
        for candidate in candidates where abs(candidate.count - length) <= limit {
            let distance = editDistance(lower, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Levenshtein distance, with a swap of two neighbours counting as one edit.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
