import NavPilot

/// Reads a keymap file's lines (`Keymap.parse`): `id = key, key`, `#` comments, blank lines. Each
/// line is checked against the built-in bindings with the lines before it applied, so a key taken
/// twice in one table is told on the line that took it the second time. What a message echoes of
/// the line is escaped (`SafeText`).
@MainActor
struct KeymapParser {
    let file: String
    /// Every built-in binding that has an id, by table (the id's first word).
    private var bindings: [String: KeyBinding] = [:]
    /// The keys of every binding with an id, as the lines so far leave them.
    private var current: [String: [KeyPattern]] = [:]
    /// The tables of the built-in bindings.
    private var builtInTables: Set<Substring> = []

    init(file: String, tables: [KeyBindingGroup]) {
        self.file = file
        for binding in tables.flatMap(\.bindings) {
            guard let id = binding.id, bindings[id] == nil else { continue }
            bindings[id] = binding
            current[id] = binding.keys
            builtInTables.insert(Self.table(of: id))
        }
    }

    func parse(_ text: String) -> (keymap: Keymap, problems: [KeymapProblem]) {
        var parser = self
        var keys: [String: [KeyPattern]] = [:]
        var lines: [String: Int] = [:]
        var problems: [KeymapProblem] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            switch parser.read(String(rawLine), earlier: lines) {
            case .none:
                continue
            case .problem(let message):
                problems.append(KeymapProblem(file: file, line: number, message: message))
            case .binding(let id, let patterns):
                keys[id] = patterns
                lines[id] = number
                parser.current[id] = patterns
            }
        }
        return (Keymap(keys), problems)
    }

    private enum Line {
        case none
        case problem(String)
        case binding(id: String, keys: [KeyPattern])
    }

    /// One line, with `earlier` the lines that gave keys so far, by id.
    private func read(_ raw: String, earlier: [String: Int]) -> Line {
        let line = (raw.firstIndex(of: "#").map { String(raw[..<$0]) } ?? raw).trimmingSpaces
        guard !line.isEmpty else { return .none }
        let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let id = parts[0].trimmingSpaces
        guard parts.count == 2, !id.isEmpty, !id.contains(" ") else {
            return .problem("expected 'id = key, key' (window.quit = x, ctrl+q), got \(SafeText.quoted(line))")
        }
        let table = table(of: id)
        guard id.contains("."), !table.isEmpty, !id.hasSuffix(".") else {
            return .problem("an id is table.action (window.quit), got \(SafeText.quoted(id))")
        }
        let binding = bindings[id]
        // An id of a built-in table must be one of its bindings; another table's is an app's own
        // binding, applied wherever the app shows it (the toolkit cannot check it).
        guard binding != nil || !builtInTables.contains(table) else {
            return .problem("unknown binding id \(SafeText.quoted(id)) (the ids: docs/command-line.md, Keymaps)")
        }
        if let binding, !binding.isRemappable {
            return .problem("\(id) cannot be given other keys: the key pressed is what it acts on")
        }
        if let first = earlier[id] { return .problem("\(id) was given keys on line \(first) already") }
        let names = parts[1].split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingSpaces)
        guard !names.contains(where: \.isEmpty) else {
            return .problem(
                "expected keys after '=', separated by commas (\(id) = x, ctrl+q), got \(SafeText.quoted(parts[1].trimmingSpaces))"
            )
        }
        var patterns: [KeyPattern] = []
        for name in names {
            guard let press = KeyPress(name: name) else {
                return .problem(
                    "unknown key \(SafeText.quoted(name)) (keys are named as in scenario files: x, ctrl+q, alt+left, f2, enter, space)"
                )
            }
            let pattern = KeyPattern(kind: .press(press))
            if let owner = owner(of: pattern, in: table, other: id) {
                return .problem("\(SafeText.escaping(name)) is already the key of \(owner) in the \(table) table")
            }
            if !patterns.contains(pattern) { patterns.append(pattern) }
        }
        return .binding(id: id, keys: patterns)
    }

    /// The table of a binding: its id's first word.
    private static func table(of id: String) -> Substring {
        id.split(separator: ".", omittingEmptySubsequences: false).first ?? Substring(id)
    }

    private func table(of id: String) -> Substring { Self.table(of: id) }

    /// The binding of `table` other than `other` that has `pattern` now, if any.
    private func owner(of pattern: KeyPattern, in table: Substring, other: String) -> String? {
        current.keys.sorted().first { id in
            id != other && self.table(of: id) == table && current[id]?.contains { $0.matchesSame(pattern) } == true
        }
    }
}

extension KeyPattern {
    /// Whether the two patterns take a press in common (a pattern without Shift takes the key with
    /// Shift too).
    func matchesSame(_ other: KeyPattern) -> Bool {
        guard let press = other.press, let mine = self.press else { return false }
        return matches(press) || other.matches(mine)
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
