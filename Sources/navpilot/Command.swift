import NavPilot
import NavPilotScenario
import NavPilotTUI

/// What the command line asks `navpilot` to do.
enum Command: Equatable {
    /// `--help`.
    case help
    /// `--version`.
    case version
    /// `--list`.
    case list
    /// A scenario subcommand (`ScenarioCommand`) and the arguments after it.
    case scenario(arguments: [String])
    /// Run a session in the terminal: `--example`, `--panes`, `--open`, or none of them;
    /// `--reduce-motion` turns navigation transitions off; `--narrate` tells the session in lines.
    /// `--listen PATH` drives and watches it from outside through a Unix socket; `--no-clipboard` keeps
    /// `y` and `Y` from copying links; `--remember` keeps the layout between launches; `--theme`
    /// names the theme (nil: `NAVPILOT_THEME`, else the terminal's background decides).
    case launch(
        example: String?, panes: [String]?, link: String?, reduceMotion: Bool, narrate: Bool, folder: String?,
        listen: String?, noClipboard: Bool, remember: Bool, theme: String?)

    /// The version `--version` prints.
    static let versionNumber = "0.1.0"

    /// Printed after an argument error.
    static let usageHint = "Run 'navpilot --help' for usage."

    /// `--help`: the options, then every key binding with the keys `keymap` gives (the same list the
    /// help overlay shows).
    @MainActor static func usage(keymap: Keymap) -> String {
        options + "\n\nKeys (? or F1 shows them in a session):\n\n" + KeyBindings.reference(keymap: keymap)
    }

    /// The options part of `--help`.
    static var options: String {
        """
        navpilot: the NavigationPilot examples in the terminal.

        Usage:
          navpilot                      the split-screen example (feed | chat)
          navpilot --example NAME|N     one example (navpilot --list shows them)
          navpilot --example files [PATH]
                                        the file browser, on PATH (default: the current folder)
          navpilot --panes A,B,...      several examples side by side; a pane an example calls
                                        'main' is named after the example (push-pop, parameters)
          navpilot --open URL           restore every pane's stack, the focus and the layout from a session
                                        link (Y copies one): navpilot://session?focus=chat&pane=feed&r=feed&pane=chat&r=inbox
                                        (with --example or --panes, or the split screen by default)
          navpilot --no-clipboard       y and Y copy no links (also NAVPILOT_NO_CLIPBOARD=1)
          navpilot --theme NAME         dark, light, high-contrast, mono, or auto: for the terminal's
                                        background, asked of the terminal (the default; also NAVPILOT_THEME)
          navpilot --remember           keep the pane sizes, focus and zoom of this session for its next
                                        launch (in the state folder; stacks only where persistState is on)
          navpilot --list               list the examples, each with a one-line summary
          navpilot --reduce-motion      no navigation transitions (also NAVPILOT_REDUCE_MOTION=1)
          navpilot --listen PATH        take scenario lines on the Unix socket PATH while running (also
                                        NAVPILOT_LISTEN=PATH): navpilot send PATH 'Key down', navpilot watch PATH
          navpilot --narrate            the session told in lines for screen readers, nothing drawn
                                        (also NAVPILOT_NARRATE=1); keys from a file or pipe, one name
                                        a line: navpilot --narrate < keys.txt
          navpilot --help | --version

        Scenario files (each subcommand also takes --help):

        """ + "\n" + ScenarioCommand.usage(program: "navpilot")
    }

    /// Parses the arguments after the program name.
    init(arguments: [String]) throws(ArgumentError) {
        if ScenarioCommand.handles(["navpilot"] + arguments) {
            self = .scenario(arguments: arguments)
            return
        }
        var flags: Set<String> = []
        var values: [String: String] = [:]
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            // `--name=value` and `--name value` are both accepted.
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts.first ?? argument
            switch name {
            case "--help", "-h", "--version", "--list", "--reduce-motion", "--narrate", "--no-clipboard", "--remember":
                guard parts.count == 1 else { throw .unexpectedValue(name) }
                flags.insert(name == "-h" ? "--help" : name)
            case "--example", "--panes", "--open", "--listen", "--theme":
                guard values[name] == nil else { throw .repeated(name) }
                if parts.count == 2 {
                    values[name] = parts[1]
                } else if let value = remaining.popFirst(), !value.hasPrefix("--") {
                    values[name] = value
                } else {
                    throw .missingValue(name)
                }
            default:
                // `--example files PATH`: the folder the file browser opens.
                if !argument.hasPrefix("-"), values["--example"] != nil, values["folder"] == nil {
                    values["folder"] = argument
                    continue
                }
                throw argument.hasPrefix("-") ? .unknownOption(name) : .unexpectedArgument(argument)
            }
        }
        if flags.contains("--help") {
            self = .help
        } else if flags.contains("--version") {
            self = .version
        } else if flags.contains("--list") {
            self = .list
        } else {
            let panes = try values["--panes"].map(Self.paneList)
            self = .launch(
                example: values["--example"], panes: panes, link: values["--open"],
                reduceMotion: flags.contains("--reduce-motion"), narrate: flags.contains("--narrate"),
                folder: values["folder"], listen: values["--listen"], noClipboard: flags.contains("--no-clipboard"),
                remember: flags.contains("--remember"), theme: values["--theme"])
        }
    }
}

extension Command {
    /// The examples of `--panes a,b,c`, spaces ignored. An empty value is an empty list (the launcher
    /// explains what `--panes` needs); an empty entry is refused, since `1,,2` is more likely a
    /// missing name than two names.
    static func paneList(_ value: String) throws(ArgumentError) -> [String] {
        let names = value.split(separator: ",", omittingEmptySubsequences: false).map { $0.filter { $0 != " " } }
        guard names != [""] else { return [] }
        if let empty = names.firstIndex(of: "") {
            throw .emptyEntry("--panes", position: empty + 1, list: value)
        }
        return names
    }
}

/// A command line `navpilot` does not understand.
enum ArgumentError: Error, Equatable, CustomStringConvertible {
    case unknownOption(String)
    case unexpectedArgument(String)
    case missingValue(String)
    case unexpectedValue(String)
    case repeated(String)
    /// The comma-separated list of an option has an empty entry at `position` (1 is the first).
    case emptyEntry(String, position: Int, list: String)

    var description: String {
        switch self {
        case .unknownOption(let name): "unknown option \(SafeText.quoted(name))"
        case .unexpectedArgument(let argument): "unexpected argument \(SafeText.quoted(argument))"
        case .missingValue(let name): "option \(SafeText.quoted(name)) needs a value"
        case .unexpectedValue(let name): "option \(SafeText.quoted(name)) takes no value"
        case .repeated(let name): "option \(SafeText.quoted(name)) is given twice"
        case .emptyEntry(let name, let position, let list):
            "option \(SafeText.quoted(name)): entry \(position) of \(SafeText.quoted(list)) is empty"
        }
    }
}
