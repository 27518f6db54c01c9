/// How well a query matches a text, for the command palette: every character of the query must
/// appear in the text in order (case ignored), and the best placement of them is scored.
///
/// The score rewards what people type when they mean an entry: the start of the text, the start of a
/// word (`st` for "Swift Tips"), and letters next to each other (`zoom` inside "zoom the pane"); it
/// costs gaps between matched letters and letters skipped before the first. Of all placements the
/// highest-scoring one is found (a dynamic programme over query and text, O(query × text)), so a
/// word start later in the text beats a scattered match earlier in it.
struct FuzzyMatch: Equatable {
    /// Higher is better; only comparable between matches of the same query.
    let score: Int
    /// The offsets, in `Character`s of the text, of the matched characters: what is highlighted.
    let positions: [Int]

    static let matchedCharacter = 16
    static let startOfText = 24
    static let startOfWord = 12
    static let adjacent = 16
    static let perGapCharacter = 3
    static let perLeadingCharacter = 1
    static let mostLeadingPenalty = 6

    /// The best match of `query` in `text`, or nil when some character of the query is missing (in
    /// order). An empty query matches everything with score 0.
    static func match(_ query: String, in text: String) -> FuzzyMatch? {
        guard !query.isEmpty else { return FuzzyMatch(score: 0, positions: []) }
        guard mayMatch(query, in: text) else { return nil }
        let wanted = Array(query.lowercased())
        let letters = Array(text)
        let lowered = letters.map(lowercase)
        let n = lowered.count
        let m = wanted.count
        guard m <= n else { return nil }
        // Most entries lack some character of the query: found in one pass, before the tables.
        var found = 0
        for letter in lowered where found < m && letter == wanted[found] { found += 1 }
        guard found == m else { return nil }
        let unreachable = Int.min / 4
        // best[i][j]: the best score of the query's first i+1 characters with the last at text
        // offset j; from[i][j]: where character i-1 went in that placement.
        var best = Array(repeating: Array(repeating: unreachable, count: n), count: m)
        var from = Array(repeating: Array(repeating: -1, count: n), count: m)
        for j in 0..<n where lowered[j] == wanted[0] {
            let leading = min(mostLeadingPenalty, j * perLeadingCharacter)
            best[0][j] = matchedCharacter + bonus(at: j, in: letters) - leading
        }
        for i in 1..<m {
            // The best of best[i-1][k] + gap cost for k < j - 1, kept as j grows: a gap of g
            // characters costs g × perGapCharacter, so best[i-1][k] + k × perGapCharacter is what
            // to maximise.
            var farBest = unreachable
            var farFrom = -1
            for j in i..<n {
                if j >= 2, best[i - 1][j - 2] > unreachable {
                    let candidate = best[i - 1][j - 2] + (j - 2) * perGapCharacter
                    if candidate > farBest {
                        farBest = candidate
                        farFrom = j - 2
                    }
                }
                guard lowered[j] == wanted[i] else { continue }
                let own = matchedCharacter + bonus(at: j, in: letters)
                var score = unreachable
                var previous = -1
                if best[i - 1][j - 1] > unreachable {
                    score = best[i - 1][j - 1] + adjacent
                    previous = j - 1
                }
                if farFrom >= 0 {
                    let far = farBest - (j - 1) * perGapCharacter
                    if far > score {
                        score = far
                        previous = farFrom
                    }
                }
                guard previous >= 0 else { continue }
                best[i][j] = score + own
                from[i][j] = previous
            }
        }
        guard let end = (0..<n).max(by: { best[m - 1][$0] < best[m - 1][$1] }), best[m - 1][end] > unreachable
        else { return nil }
        var positions = [end]
        var i = m - 1
        var j = end
        while i > 0 {
            j = from[i][j]
            i -= 1
            positions.append(j)
        }
        return FuzzyMatch(score: best[m - 1][end], positions: positions.reversed())
    }

    /// False when `text` cannot match `query`, found from their bytes where both are ASCII (the
    /// palette tries every entry for each key typed into it, and most lack some letter): a letter
    /// of ASCII text is one byte, so a match of characters is a match of bytes. Text with other
    /// characters may still match (the Kelvin sign lowers to `k`): true, for the full comparison.
    private static func mayMatch(_ query: String, in text: String) -> Bool {
        var wanted = query.utf8.makeIterator()
        guard var next = wanted.next() else { return true }
        for byte in text.utf8 {
            guard byte < 0x80, next < 0x80 else { return true }
            if asciiLowercase(byte) == asciiLowercase(next) {
                guard let following = wanted.next() else { return true }
                next = following
            }
        }
        return false
    }

    private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    /// `letter` in lower case; ASCII without making a string (the palette lowers every letter of
    /// every entry for each key typed into it).
    private static func lowercase(_ letter: Character) -> Character {
        guard let ascii = letter.asciiValue else { return Character(letter.lowercased()) }
        return (65...90).contains(ascii) ? Character(Unicode.Scalar(ascii + 32)) : letter
    }

    /// The bonus for a matched character at `offset`: the text's start, or a word's (after a space
    /// or punctuation, or a capital after a small letter as in `camelCase`).
    private static func bonus(at offset: Int, in letters: [Character]) -> Int {
        if offset == 0 { return startOfText }
        let before = letters[offset - 1]
        let here = letters[offset]
        if !before.isLetter && !before.isNumber { return startOfWord }
        if before.isLowercase && here.isUppercase { return startOfWord }
        return 0
    }
}
