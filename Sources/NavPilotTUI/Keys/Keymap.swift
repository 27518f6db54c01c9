import NavPilot

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Other keys for built-in bindings, by the bindings' ids (`KeyBinding.id`): what a keymap file
/// says, for `navpilot` and every app on the toolkit.
///
/// The file is `$NAVPILOT_KEYMAP`, else `$XDG_CONFIG_HOME/navpilot/keymap`, else
/// `~/.config/navpilot/keymap`. Each line gives one binding its keys, named as scenario files name
/// them; `#` starts a comment:
///
/// ```text
/// # quit with x or Ctrl+Q, zoom with Z
/// window.quit = x, ctrl+q
/// window.zoom = Z
/// prefix.wider = l
/// ```
///
/// A line that cannot be applied (an unknown id or key, a key another binding of the same table
/// already has, a line that is not `id = keys`) is a `KeymapProblem` naming the file and line; the
/// other lines still apply. An id whose table is none of the built-in ones names an app's own
/// binding (`KeyBinding(_:id:…)`, `.keyBinding(_:id:…)`): it applies wherever the app shows it. `TerminalSession.run` loads the user's file and says its problems in the
/// status line; a `HeadlessSession` uses only the keymap it is given.
public struct Keymap: Equatable, Sendable {
    /// The keys of each remapped binding, by id.
    public private(set) var keys: [String: [KeyPattern]]

    /// No binding remapped.
    public static let none = Keymap()

    /// Gives the bindings named in `keys` those keys instead of their own; the ids and keys are
    /// not checked (`parse` checks a file's).
    public init(_ keys: [String: [KeyPattern]] = [:]) {
        self.keys = keys
    }

    /// Whether no binding is remapped.
    public var isEmpty: Bool { keys.isEmpty }

    /// The keymap the lines of `text` give, and the lines that could not be applied, each named by
    /// `file` and its line number. Lines are checked in order against the built-in bindings
    /// (`KeyBindings.tables`) with the lines before them applied.
    @MainActor
    public static func parse(_ text: String, file: String) -> (keymap: Keymap, problems: [KeymapProblem]) {
        KeymapParser(file: file, tables: KeyBindings.tables()).parse(text)
    }

    /// The most bytes a keymap file may have: a hand-written file is far smaller.
    public static let maximumFileSize = 1 << 20

    /// The keymap in the file at `path`; a file that does not exist is an empty keymap without a
    /// problem, one that cannot be read (not a regular file, too large, not UTF-8) is one problem.
    /// The file is read as hostile: a FIFO or a device never blocks the start.
    @MainActor
    public static func load(path: String) -> (keymap: Keymap, problems: [KeymapProblem]) {
        let bytes: [UInt8]?
        do {
            bytes = try RegularFile.read(atPath: path, rules: .init(maximumSize: maximumFileSize))
        } catch {
            return (.none, [KeymapProblem(file: path, line: 0, message: "not read: \(error)")])
        }
        guard let bytes else { return (.none, []) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return (.none, [KeymapProblem(file: path, line: 0, message: "not read: it is not UTF-8 text")])
        }
        return parse(text, file: path)
    }

    /// The user's keymap file: `$NAVPILOT_KEYMAP`, else `$XDG_CONFIG_HOME/navpilot/keymap`, else
    /// `$HOME/.config/navpilot/keymap` (empty values are ignored); nil without a home.
    public static func userFile(environment: [String: String]) -> String? {
        if let explicit = environment["NAVPILOT_KEYMAP"], !explicit.isEmpty { return explicit }
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/navpilot/keymap" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/navpilot/keymap"
    }

    /// The keymap of the user's file (`userFile(environment:)`), with its problems.
    @MainActor
    public static func loadUserKeymap(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> (keymap: Keymap, problems: [KeymapProblem]) {
        guard let path = userFile(environment: environment) else { return (.none, []) }
        return load(path: path)
    }

    /// `group` with the keys this keymap gives its bindings.
    @MainActor
    func apply(to group: KeyBindingGroup) -> KeyBindingGroup {
        guard !keys.isEmpty, group.bindings.contains(where: { $0.id.map { keys[$0] != nil } ?? false }) else {
            return group
        }
        return KeyBindingGroup(
            title: group.title, scope: group.scope, signature: group.signature,
            bindings: group.bindings.map(apply(to:)))
    }

    /// `binding` with the keys this keymap gives it, or as it is.
    @MainActor
    func apply(to binding: KeyBinding) -> KeyBinding {
        guard let id = binding.id, binding.isRemappable, let keys = keys[id] else { return binding }
        return binding.remapped(to: keys)
    }

    /// The label of the keys the binding `id` has in this keymap, else `fallback`.
    func label(of id: String, else fallback: String) -> String {
        keys[id].map { $0.map(\.label).joined(separator: " / ") } ?? fallback
    }
}

/// A line of a keymap file that could not be applied: the file, the line (from 1) and why.
public struct KeymapProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The keymap file.
    public let file: String
    /// The line, counted from 1 (0: the whole file).
    public let line: Int
    /// What is wrong, and what would be right.
    public let message: String

    /// `FILE:LINE: message`, as compilers name a place in a file; the file's name escaped, as every
    /// message escapes what it echoes, so no character in it acts on the terminal.
    public var description: String {
        let name = SafeText.escaping(file)
        return line > 0 ? "\(name):\(line): \(message)" : "\(name): \(message)"
    }
}
