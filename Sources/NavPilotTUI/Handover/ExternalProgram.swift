/// A program the app runs in its own terminal, handed the whole screen until it exits: a pager, an
/// editor, a shell (`@Environment(\.runInTerminal)`).
///
/// `pager(for:)` and `editor(for:)` follow the variables every terminal program honours (`$PAGER`,
/// `$VISUAL`, `$EDITOR`), read as a shell command line as git reads them (`less -R`, `code --wait`),
/// with the file passed as an argument of its own: never pasted into the command line, so no name
/// can become a command, and always starting with `/` or `./`, so no name can become an option
/// (`-x`) or a program's own command (vim's `+cmd`), whatever the program.
public struct ExternalProgram: Hashable, Sendable {
    /// The program to run, found on `PATH` when it has no slash.
    public var executable: String
    /// Its arguments.
    public var arguments: [String]
    /// How the program is named to the user (`less`, `vi`): in the status line when it fails.
    public var displayName: String

    /// `executable` with `arguments`.
    public init(_ executable: String, _ arguments: [String] = [], displayName: String? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.displayName = displayName ?? executable
    }

    /// `command` (a shell command line, as `$PAGER` holds) run by `/bin/sh` with `file` as its last
    /// argument; a relative `file` is given as `./file`.
    public static func shellCommand(_ command: String, file: String) -> ExternalProgram {
        // `sh -c 'CMD "$@"' NAME FILE`: the shell reads the user's command, the file stays one word.
        // A leading `/` or `./` keeps a name that starts with `-` or `+` a file name to every
        // program; `--` would do it only for programs that take it, and reach a user's pager
        // script as an argument of its own.
        let name = command.split(separator: " ").first.map(String.init) ?? command
        let argument = file.hasPrefix("/") ? file : "./" + file
        return ExternalProgram("/bin/sh", ["-c", command + " \"$@\"", name, argument], displayName: name)
    }

    /// The user's pager for `file`: `$PAGER`, else `less`.
    public static func pager(for file: String, environment: [String: String]) -> ExternalProgram {
        shellCommand(setting("PAGER", in: environment) ?? "less", file: file)
    }

    /// The user's editor for `file`: `$VISUAL`, else `$EDITOR`, else `vi`.
    public static func editor(for file: String, environment: [String: String]) -> ExternalProgram {
        shellCommand(setting("VISUAL", in: environment) ?? setting("EDITOR", in: environment) ?? "vi", file: file)
    }

    /// The value of `name`, nil when unset or only blanks (an empty `PAGER=` means the default).
    private static func setting(_ name: String, in environment: [String: String]) -> String? {
        guard let value = environment[name], value.contains(where: { $0 != " " && $0 != "\t" }) else { return nil }
        return value
    }
}

/// How a program run with `runInTerminal` ended.
public enum ExternalProgramOutcome: Hashable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case killed(signal: Int32)
    /// It could not be started, for this reason.
    case failedToStart(String)

    /// What to tell the user, nil when the program exited with status 0.
    public func problem(running program: ExternalProgram) -> String? {
        let name = program.displayName
        switch self {
        case .exited(0): return nil
        case .exited(127): return "\(name) was not found (exit status 127)"
        case .exited(126): return "\(name) could not be run (exit status 126)"
        case .exited(let status): return "\(name) exited with status \(status)"
        case .killed(let signal): return "\(name) was ended by signal \(signal)"
        case .failedToStart(let reason): return "could not start \(name): \(reason)"
        }
    }
}
