import NavPilot

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What each terminal said of its background when last asked (OSC 11), kept between sessions so
/// that the next one in the same terminal draws its first frame at once, instead of waiting for the
/// terminal's answer: a round trip, which over ssh is most of the time to a first frame. The answer
/// still comes; when it differs (another profile, or another terminal of the same name), the theme
/// changes then, and the memory with it.
///
/// A terminal is known by its name: `TERM_PROGRAM` (else `LC_TERMINAL`, which iTerm2 sends over ssh)
/// and `TERM`, as `SafeText` escapes it. The file is `NavPilotTUI.terminal-backgrounds.json` in the
/// state folder (`FileStateStore`: atomic writes, the user's own file only, a file that does not read
/// moved aside, never lost), at most `capacity` terminals, the last one to answer first:
///
/// ```json
/// {"version":1,"terminals":[{"terminal":"xterm-256color","background":"light"}]}
/// ```
///
/// Read by `JSONValue`, not Foundation's decoder: every session start reads it, and the decoder's
/// code alone made the split screen's resident memory 0.44 MB larger.
struct RememberedBackgrounds: Equatable {
    /// The state-folder key of the file.
    static let key = "NavPilotTUI.terminal-backgrounds"
    /// The most terminals remembered; the one that answered longest ago goes first.
    static let capacity = 16
    /// The longest name remembered, in bytes once escaped: a longer `TERM` is no terminal's.
    static let longestName = 200

    /// What a terminal said of its background.
    enum Answer: String {
        /// It is dark.
        case dark
        /// It is light.
        case light
        /// Nothing: the terminal answered the question asked after it (DA1) and not this one.
        case untold

        /// The appearance said; nil when none was.
        var appearance: Theme.Appearance? {
            switch self {
            case .dark: .dark
            case .light: .light
            case .untold: nil
            }
        }
    }

    /// Each terminal's answer, the last one to answer first.
    private(set) var entries: [(name: String, answer: Answer)] = []

    /// No terminal remembered.
    init() {}

    static func == (left: Self, right: Self) -> Bool {
        left.entries.elementsEqual(right.entries) { $0.name == $1.name && $0.answer == $1.answer }
    }

    /// The name of the terminal whose environment `environment` reads, escaped as the file holds it;
    /// nil without `TERM`, or when the name is longer than `longestName`.
    static func terminalName(environment: (String) -> String?) -> String? {
        guard let term = environment("TERM"), !term.isEmpty else { return nil }
        let program = [environment("TERM_PROGRAM"), environment("LC_TERMINAL")].lazy.compactMap { $0 }
            .first { !$0.isEmpty }
        let name = SafeText.escaping(program.map { "\($0) \(term)" } ?? term)
        return name.utf8.count <= longestName ? name : nil
    }

    /// What the terminal called `name` said last time; nil when it was never heard from.
    func answer(ofTerminal name: String) -> Answer? {
        entries.first { $0.name == name }?.answer
    }

    /// Remembers that the terminal called `name` said `answer`, first in the list; whether that
    /// changed what is remembered.
    mutating func remember(_ answer: Answer, ofTerminal name: String) -> Bool {
        if entries.first?.name == name, entries.first?.answer == answer { return false }
        entries.removeAll { $0.name == name }
        entries.insert((name, answer), at: 0)
        if entries.count > Self.capacity { entries.removeLast(entries.count - Self.capacity) }
        return true
    }

    // MARK: The file

    /// Why the file could not be read.
    struct Problem: Error, CustomStringConvertible {
        /// What was wrong, and where the file went.
        let reason: String

        /// One line for the status line.
        var description: String {
            "the terminals' remembered backgrounds could not be read: \(SafeText.escaping(reason))"
        }
    }

    /// The file's text.
    var text: String {
        let terminals = entries.map { entry in
            JSONValue.object([("terminal", .string(entry.name)), ("background", .string(entry.answer.rawValue))])
        }
        return JSONValue.object([("version", .int(1)), ("terminals", .array(terminals))]).text + "\n"
    }

    /// What `text` says, as `text` writes it.
    init(parsing text: String) throws(Problem) {
        let file: JSONValue
        do {
            file = try JSONValue(parsing: text)
        } catch {
            throw Problem(reason: "it is not JSON: \(error)")
        }
        guard let version = file["version"]?.int else { throw Problem(reason: "it has no format version") }
        guard version == 1 else { throw Problem(reason: "format version \(version)") }
        guard let terminals = file["terminals"]?.array else { throw Problem(reason: "it has no list of terminals") }
        for (index, terminal) in terminals.enumerated() {
            guard let name = terminal["terminal"]?.string, !name.isEmpty, SafeText.escaping(name) == name,
                name.utf8.count <= Self.longestName
            else { throw Problem(reason: "terminal \(index + 1) has no name as this file writes one") }
            guard let answer = terminal["background"]?.string.flatMap(Answer.init(rawValue:)) else {
                throw Problem(reason: "terminal \(index + 1) has no background (dark, light or untold)")
            }
            guard self.answer(ofTerminal: name) == nil else { continue }
            entries.append((name, answer))
        }
        if entries.count > Self.capacity { entries.removeLast(entries.count - Self.capacity) }
    }

    /// What `store` remembers (nothing when it has no file). A file that is refused (too large, not a
    /// regular file of the user's) or does not read is moved aside (`FileStateStore.quarantine`).
    static func load(from store: FileStateStore) throws(Problem) -> RememberedBackgrounds {
        let data: Data?
        do {
            data = try store.load(key: key)
        } catch {
            throw Problem(reason: "\(error)" + movedAside(in: store))
        }
        guard let data else { return RememberedBackgrounds() }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw Problem(reason: "\(store.path(forKey: key)) is not UTF-8" + movedAside(in: store))
        }
        do {
            return try RememberedBackgrounds(parsing: text)
        } catch {
            throw Problem(reason: "\(store.path(forKey: key)): \(error.reason)" + movedAside(in: store))
        }
    }

    /// Moves the file aside, never to be lost: where it went, said for a message.
    private static func movedAside(in store: FileStateStore) -> String {
        (try? store.quarantine(key: key)).map { " (kept as \($0))" } ?? ""
    }

    /// Writes what is remembered to `store`.
    func save(to store: FileStateStore) throws {
        try store.save(Data(text.utf8), key: Self.key)
    }
}
