/// A line diff (longest common subsequence), for stacks and screens.
enum LineDiff {
    enum Change: Hashable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The changes that turn `old` into `new`, in order.
    static func changes(from old: [String], to new: [String]) -> [Change] {
        // Past this many cells the table costs more than the diff is worth: show both sides whole.
        guard old.count * new.count <= 4_000_000 else {
            return old.map(Change.removed) + new.map(Change.added)
        }
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] =
                    old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Change] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append(.same(old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Removals first, so a changed line reads "- old" then "+ new".
                result.append(.removed(old[i]))
                i += 1
            } else {
                result.append(.added(new[j]))
                j += 1
            }
        }
        return result
    }

    /// Every line, marked `  `, `- ` or `+ `.
    static func unified(from old: [String], to new: [String]) -> [String] {
        changes(from: old, to: new).map { change in
            switch change {
            case .same(let line): "  " + line
            case .removed(let line): "- " + line
            case .added(let line): "+ " + line
            }
        }
    }

    /// Only the changed lines, each with its row in the old or new text: for screens, where the
    /// unchanged rows are noise.
    static func numberedChanges(from old: [String], to new: [String]) -> [String] {
        var result: [String] = []
        var oldRow = 0
        var newRow = 0
        for change in changes(from: old, to: new) {
            switch change {
            case .same:
                oldRow += 1
                newRow += 1
            case .removed(let line):
                oldRow += 1
                result.append("- \(pad(oldRow))| \(line)")
            case .added(let line):
                newRow += 1
                result.append("+ \(pad(newRow))| \(line)")
            }
        }
        return result
    }

    private static func pad(_ row: Int) -> String {
        let text = String(row)
        return String(repeating: " ", count: max(0, 3 - text.count)) + text
    }
}
