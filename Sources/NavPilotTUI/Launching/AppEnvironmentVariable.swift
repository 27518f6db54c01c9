/// An environment variable an app reads, beside those every app reads (`AppCommandLine`): `--help`
/// lists it with them, so every variable that changes what the app does is named in one place.
///
/// ```swift
/// AppEnvironmentVariable("INBOX_SERVER", help: "the server to fetch mail from (default: localhost)")
/// ```
public struct AppEnvironmentVariable: Equatable, Sendable {
    /// The variable's name: `INBOX_SERVER`.
    public let name: String
    /// What it does and what happens without it, for `--help`.
    public let help: String

    /// A variable called `name`, doing what `help` says.
    public init(_ name: String, help: String) {
        self.name = name
        self.help = help
    }

    /// The variables every NavPilotTUI app reads, after those of the standard options (whose
    /// option wins over them).
    static let toolkit: [AppEnvironmentVariable] = [
        AppEnvironmentVariable(
            "NAVPILOT_ECHO", help: "what typing says when narrated: characters (the default), words, both or none"),
        AppEnvironmentVariable(
            "NAVPILOT_KEYMAP",
            help: "a keymap file (default: $XDG_CONFIG_HOME/navpilot/keymap, else ~/.config/navpilot/keymap)"),
        AppEnvironmentVariable(
            "NAVPILOT_STATE_DIR",
            help:
                "where stacks, layouts and terminals' backgrounds are kept (default: $XDG_STATE_HOME/navpilot, else ~/.local/state/navpilot)"
        ),
        AppEnvironmentVariable("NAVPILOT_LOG", help: "a file of your own the pilots' log lines go to"),
        AppEnvironmentVariable(
            "NAVPILOT_TERMINAL_QUERIES",
            help: "0: ask the terminal nothing (its background, its keyboard protocol, its graphics)"),
        AppEnvironmentVariable("NO_COLOR", help: "any value: no colours (the mono theme)"),
        AppEnvironmentVariable(
            "COLORFGBG",
            help: "the terminal's colours (15;0: light on dark), when it does not answer for its background"),
        AppEnvironmentVariable("TERM", help: "the terminal's kind, for terminfo (its sequences, its colours)"),
        AppEnvironmentVariable(
            "TERM_PROGRAM",
            help: "the terminal's name, with TERM: whose remembered background the first frame takes"),
        AppEnvironmentVariable(
            "LC_TERMINAL", help: "the terminal's name where TERM_PROGRAM is not set (iTerm2 over ssh)"),
        AppEnvironmentVariable(
            "COLORTERM", help: "truecolor or 24bit: pictures drawn in half blocks take their own 24-bit colours"),
        AppEnvironmentVariable(
            "XDG_RUNTIME_DIR", help: "where served sessions' sockets are (default: /tmp/navpilot-UID)"),
        AppEnvironmentVariable("XDG_CONFIG_HOME", help: "the folder of the keymap's folder (default: ~/.config)"),
        AppEnvironmentVariable("XDG_STATE_HOME", help: "the folder of the state folder (default: ~/.local/state)"),
        AppEnvironmentVariable("HOME", help: "where ~ is, for the two above"),
        AppEnvironmentVariable("TMPDIR", help: "where scratch files go (default: /tmp)"),
    ]
}
