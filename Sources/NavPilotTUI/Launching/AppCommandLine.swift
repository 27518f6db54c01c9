import NavPilot

/// An app's command line: the standard options every app on NavPilotTUI takes (`LaunchOptions`:
/// `--narrate`, `--theme`, `--remember`, `--open`, `--reduce-motion`, `--no-clipboard`, and
/// `--listen` with NavPilotScenario), `--help` naming the app, `--version` when the app has one, and
/// the app's own options (`AppOption`).
///
/// `TerminalSession.main(_:session:)` parses it and runs the app; with NavPilotScenario imported,
/// the same call also takes `--listen` and the scenario subcommands (`run`, `play`, `record`,
/// `explore`, `send`, `watch`) on the app's own sessions.
///
/// ```swift
/// let commandLine = AppCommandLine(
///     summary: "the team's inbox",
///     options: [AppOption("--account", value: "NAME", help: "open the account NAME")],
///     version: "1.2.0")
/// ```
public struct AppCommandLine: Sendable {
    /// The name `--help` and messages show: by default the executable's name as it was started.
    public var program: String
    /// One line about the app, the first line of `--help`.
    public var summary: String?
    /// The app's own options, listed in `--help` before the standard ones.
    public var options: [AppOption]
    /// The environment variables the app reads, listed in `--help` before those every app reads.
    public var environment: [AppEnvironmentVariable]
    /// The placeholder of the words the app takes besides options (`[PATH]`), shown in `--help`;
    /// nil: the app takes none, and a word is refused.
    public var positional: String?
    /// What `--version` prints after the program's name; nil: the app has no `--version`.
    public var version: String?
    /// Whether `--listen` is taken: set by NavPilotScenario's entry, which has the control socket.
    package var listens = false
    /// The subcommands the first argument can name (NavPilotScenario's entry sets them).
    package var subcommands: [String] = []
    /// Their part of `--help`.
    package var subcommandUsage = ""

    /// A command line for the app, with the app's `options` and `positional` words beside the
    /// standard ones and the `environment` variables it reads; `program` nil names it after the
    /// executable.
    public init(
        program: String? = nil, summary: String? = nil, options: [AppOption] = [], positional: String? = nil,
        version: String? = nil, environment: [AppEnvironmentVariable] = []
    ) {
        self.program = program ?? Self.executableName
        self.summary = summary
        self.options = options
        self.positional = positional
        self.version = version
        self.environment = environment
    }

    /// What a command line asks for.
    public enum Request: Equatable, Sendable {
        /// `--help` or `-h`: print `help(keymap:)`.
        case help
        /// `--version`: print the program's name and `version`.
        case version
        /// A subcommand (the first argument) and the arguments after it.
        case subcommand(String, arguments: [String])
        /// Run the app with these options and words.
        case launch(AppArguments)
    }

    /// Reads `arguments` (those after the program's name). `--name=value` and `--name value` are
    /// both accepted; a flag may be repeated, an option with a value may not.
    /// - Throws: `ArgumentError` naming the first word that is not understood.
    public func parse(_ arguments: [String]) throws(ArgumentError) -> Request {
        if let first = arguments.first, subcommands.contains(first) || ServingCommand(rawValue: first) != nil {
            return .subcommand(first, arguments: Array(arguments.dropFirst()))
        }
        var result = AppArguments()
        var asked: Request?
        var given: Set<String> = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts.first ?? argument
            let inline = parts.count == 2 ? parts[1] : nil
            if name == "--help" || name == "-h" || (name == "--version" && version != nil) {
                guard inline == nil else { throw .unexpectedValue(name) }
                if asked == nil || name != "--version" { asked = name == "--version" ? .version : .help }
                continue
            }
            guard argument.hasPrefix("-") else {
                guard positional != nil else { throw .unexpectedArgument(argument) }
                result.positional.append(argument)
                continue
            }
            guard let option = option(named: name) else {
                if name == "--listen" {
                    throw .refused(
                        name,
                        reason:
                            "\(program) has no control socket (an app takes --listen when it starts through NavPilotScenario's TerminalSession.main)"
                    )
                }
                throw .unknownOption(name)
            }
            guard option.option.takesValue else {
                guard inline == nil else { throw .unexpectedValue(name) }
                if let standard = option.standard { try standard.apply(&result.options, "") }
                result.flags.insert(name)
                continue
            }
            guard given.insert(name).inserted else { throw .repeated(name) }
            guard let value = inline ?? remaining.first.flatMap({ $0.hasPrefix("--") ? nil : $0 }) else {
                throw .missingValue(name)
            }
            if inline == nil { remaining = remaining.dropFirst() }
            if let standard = option.standard {
                try standard.apply(&result.options, value)
            } else {
                result.values[name] = value
            }
        }
        // Standard flags are the options' business, not the app's.
        result.flags.subtract(standardOptions.map(\.option.name))
        return asked ?? .launch(result)
    }

    /// The option called `name`: the app's own first, then a standard one this app takes.
    private func option(named name: String) -> (option: AppOption, standard: StandardOption?)? {
        if let own = options.first(where: { $0.name == name }) { return (own, nil) }
        return standardOptions.first { $0.option.name == name }.map { ($0.option, $0) }
    }

    /// The standard options this app takes (`--listen` only with a control socket).
    private var standardOptions: [StandardOption] {
        StandardOption.all.filter { listens || !$0.needsListener }
    }

    /// `--help`: what the app is, its options and the standard ones, the scenario subcommands when it
    /// has them, then every key binding with the keys `keymap` gives (the list the help overlay shows).
    @MainActor public func help(keymap: Keymap) -> String {
        var text = usage
        text += "\n\nKeys (? or F1 shows them in a session):\n\n" + KeyBindings.reference(keymap: keymap)
        return text
    }

    /// The part of `--help` before the keys.
    public var usage: String {
        var text = Self.wrap(summary.map { "\(program): \($0)" } ?? program, width: 100).joined(separator: "\n")
        text += "\n\nUsage:\n" + row("\(program)\(positional.map { " [OPTIONS] \($0)" } ?? " [OPTIONS]")", "")
        if !options.isEmpty {
            text +=
                "\n\nOptions of \(program):\n"
                + options.map { row("\(program) \($0.synopsis)", $0.help) }.joined(separator: "\n")
        }
        let standard = standardOptions.map { row("\(program) \($0.option.synopsis)", $0.option.help) }
        let last = row("\(program) --help" + (version == nil ? "" : " | --version"), "")
        text += "\n\nOptions of every NavPilotTUI app:\n" + (standard + [last]).joined(separator: "\n")
        text += "\n\nEnvironment (an option above wins over its variable):\n" + environmentUsage
        text += "\n\nSessions that outlive the terminal (see docs/sessions.md):\n" + ServingCommand.usage
        if !subcommands.isEmpty {
            text += "\n\nScenario files (each subcommand also takes --help):\n\n" + subcommandUsage
        }
        return text.replacing("{program}", with: program)
    }

    /// Every variable the app reads: its own, those of the standard options, then the toolkit's.
    private var environmentUsage: String {
        let optionVariables = standardOptions.compactMap { option in
            option.variable.map { AppEnvironmentVariable($0, help: "as \(option.option.name)") }
        }
        return (environment + optionVariables + AppEnvironmentVariable.toolkit)
            .map { row($0.name, $0.help) }.joined(separator: "\n")
    }

    /// One line of the usage: `left` in a column of 30, `help` beside it, wrapped at 100 characters.
    private func row(_ left: String, _ help: String) -> String {
        let column = 32
        let start = "  " + left
        let lines = Self.wrap(help, width: 100 - column)
        guard let first = lines.first else { return start }
        let indent = String(repeating: " ", count: column)
        let head =
            start.count < column
            ? start + String(repeating: " ", count: column - start.count) + first
            : start + "\n" + indent + first
        return ([head] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word stays whole).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The last component of the path this executable was started by (`app` if there is none).
    static var executableName: String {
        let name = CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty ? "app" : name
    }
}
