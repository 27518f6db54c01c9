import NavPilot

/// The standard options every app on NavPilotTUI takes, as its command line gave them
/// (`AppCommandLine`); `TerminalSession.run(_:options:listener:configure:)` runs a session with them.
///
/// Each has an environment variable that `TerminalSession.run` reads when the option is not given
/// (`NAVPILOT_NARRATE`, `NAVPILOT_THEME`, `NAVPILOT_REDUCE_MOTION`, `NAVPILOT_NO_CLIPBOARD`, and
/// `NAVPILOT_LISTEN` for NavPilotScenario's control socket); the option wins over the variable.
public struct LaunchOptions: Equatable, Sendable {
    /// `--narrate`: tell the session in lines instead of drawing it (`Narration`).
    public var narrate = false
    /// `--listen PATH`: the Unix socket NavPilotScenario's `ControlServer` takes scenario lines on.
    public var listen: String?
    /// `--theme NAME`: a built-in theme's name or `auto` (checked by the parser).
    public var theme: String?
    /// `--remember`: keep the layout between launches (`RememberedLayout`).
    public var remember = false
    /// `--open URL`: a session link whose stacks, focus and layout the session starts with.
    public var open: SessionLink?
    /// `--open URL` with a stack link (`navpilot://stack?r=…`, what `y` copies): the session starts
    /// with it in the first pane whose routes it holds, focused.
    public var openStackLink: String?
    /// `--reduce-motion`: no navigation transitions.
    public var reduceMotion = false
    /// `--no-clipboard`: `y` and `Y` copy no links.
    public var noClipboard = false

    /// No option given: every setting as its environment variable says.
    public init() {}
}

/// One standard option: its line in `--help`, its environment variable, and what it sets.
struct StandardOption: Sendable {
    /// The option as the parser and `--help` see it; `{program}` in its help is the app's name.
    let option: AppOption
    /// Whether only an app with a control socket (NavPilotScenario's entry) takes it.
    var needsListener = false
    /// Sets what the option asks for (its value; empty for a flag), or says why the value is wrong.
    let apply: @Sendable (inout LaunchOptions, String) throws(ArgumentError) -> Void

    /// The environment variable read when the option is not given (`TerminalSession.run`).
    var variable: String? {
        [
            "--narrate": "NAVPILOT_NARRATE", "--listen": "NAVPILOT_LISTEN", "--theme": "NAVPILOT_THEME",
            "--reduce-motion": "NAVPILOT_REDUCE_MOTION", "--no-clipboard": "NAVPILOT_NO_CLIPBOARD",
        ][option.name]
    }

    /// Every standard option, in `--help`'s order.
    static let all: [StandardOption] = [
        StandardOption(
            option: AppOption(
                "--narrate",
                help: """
                    the session told in lines for screen readers, nothing drawn (also NAVPILOT_NARRATE=1); \
                    keys from a file or pipe, one name a line: {program} --narrate < keys.txt
                    """)
        ) { options, _ in options.narrate = true },
        StandardOption(
            option: AppOption(
                "--listen", value: "PATH",
                help: """
                    take scenario lines on the Unix socket PATH while running (also NAVPILOT_LISTEN=PATH): \
                    {program} send PATH 'Key down', {program} watch PATH
                    """),
            needsListener: true
        ) { options, path in options.listen = path },
        StandardOption(
            option: AppOption(
                "--theme", value: "NAME",
                help: """
                    dark, light, high-contrast, mono, or auto: for the terminal's background, asked of \
                    the terminal (the default; also NAVPILOT_THEME)
                    """)
        ) { options, name throws(ArgumentError) in
            do {
                _ = try ThemeSelection.theme(named: name)
            } catch {
                throw .refused("--theme", reason: "\(error)")
            }
            options.theme = name
        },
        StandardOption(
            option: AppOption(
                "--remember",
                help: """
                    keep the pane sizes, focus and zoom of this session for its next launch (in the \
                    state folder; stacks only where persistState is on)
                    """)
        ) { options, _ in options.remember = true },
        StandardOption(
            option: AppOption(
                "--open", value: "URL",
                help: """
                    start with every pane's stack, the focus and the layout of a session link (Y copies \
                    one), e.g. navpilot://session?focus=chat&pane=feed&r=feed&pane=chat&r=inbox; or with \
                    a pane's stack link (y copies one) in the pane whose routes it holds
                    """)
        ) { options, text throws(ArgumentError) in
            if SessionLink.isStackLink(text) {
                options.openStackLink = text
                return
            }
            do {
                options.open = try SessionLink(text: text)
            } catch {
                throw .refused("--open", reason: "cannot open the link: \(error)")
            }
        },
        StandardOption(
            option: AppOption("--reduce-motion", help: "no navigation transitions (also NAVPILOT_REDUCE_MOTION=1)")
        ) { options, _ in options.reduceMotion = true },
        StandardOption(
            option: AppOption("--no-clipboard", help: "y and Y copy no links (also NAVPILOT_NO_CLIPBOARD=1)")
        ) { options, _ in options.noClipboard = true },
    ]
}
