import NavPilot
import NavPilotTUI

/// The session, its terminal and its window: `Session`, `Set`, `Resize`, `Focus`, `Zoom`, `Unzoom`,
/// `Relaunch`, `Client`.
enum SessionCommands {
    static let all: [CommandDeclaration] = [
        CommandDeclaration(
            name: "Session", family: .session, syntax: "Session NAME",
            summary: "the session to launch (the first command of a file)", usage: "Session takes a session name",
            parse: { parser, usage throws(Lexer.Failure) in
                let session = try parser.word(1, usage)
                try parser.expectCount(2, usage)
                var line = ParsedLine(command: parser.command, content: .session(session.value))
                line.sessionSpan = session.span
                return line
            },
            print: { content in
                guard case .session(let name) = content else { return nil }
                return [name]
            }),
        CommandDeclaration(
            name: "Set", family: .session, syntax: "Set Size WxH | Set Theme NAME",
            summary: "the terminal's size (before the first step) / draw with a built-in theme from here on",
            usage: "Set Size takes a size like 100x30; Set Theme takes dark, light, high-contrast or mono",
            suggestion: "Set Size", parse: parseSet,
            print: { content in
                switch content {
                case .setSize(let size): ["Size", ScenarioPrinter.size(size)]
                case .step(.setTheme(let theme)): ["Theme", theme.name]
                default: nil
                }
            },
            run: { action, runner in
                guard case .setTheme(let theme) = action else { return false }
                runner.host.windowManager.theme = theme
                return true
            }),
        CommandDeclaration(
            name: "Resize", family: .session, syntax: "Resize WxH", summary: "resize the terminal",
            usage: "Resize takes a size like 80x24",
            parse: { parser, usage throws(Lexer.Failure) in
                let size = try parser.size(try parser.word(1, usage))
                try parser.expectCount(2, usage)
                return parser.step(.resize(size))
            },
            print: { content in
                guard case .step(.resize(let size)) = content else { return nil }
                return [ScenarioPrinter.size(size)]
            },
            run: { action, runner in
                guard case .resize(let size) = action else { return false }
                runner.host.resize(to: size)
                return true
            }),
        CommandDeclaration(
            name: "Focus", family: .session, syntax: "Focus PANE|next|prev", summary: "move the focus",
            usage: "Focus takes a pane name, next or prev",
            parse: { parser, usage throws(Lexer.Failure) in
                let target = try parser.word(1, usage)
                try parser.expectCount(2, usage)
                switch target.value {
                case "next": return parser.step(.focus(.next))
                case "prev", "previous": return parser.step(.focus(.previous))
                default: return parser.step(.focus(.named(target.value)), panes: [target])
                }
            },
            print: { content in
                guard case .step(.focus(let selection)) = content else { return nil }
                switch selection {
                case .next: return ["next"]
                case .previous: return ["prev"]
                case .named(let pane): return [pane]
                }
            },
            run: { action, runner in
                guard case .focus(let selection) = action else { return false }
                switch selection {
                case .named(let name): runner.host.windowManager.focus(name)
                case .next: runner.host.windowManager.focusNext()
                case .previous: runner.host.windowManager.focusPrevious()
                }
                return true
            }),
        pane(
            "Zoom", family: .session, summary: "show one pane alone", { .zoom($0) },
            printing: { if case .zoom(let pane) = $0 { pane } else { nil } },
            run: { action, runner in
                guard case .zoom(let pane) = action else { return false }
                runner.host.windowManager.zoom(pane)
                return true
            }),
        bare(
            "Unzoom", .session, .unzoom, summary: "show every pane again",
            run: { _, runner in runner.host.windowManager.unzoom() }),
        bare(
            "Relaunch", .session, .relaunch, summary: "quit and start the session again (state restore survives)",
            run: { _, runner throws(StepProblem) in
                guard let session = runner.makeSession?() else {
                    throw StepProblem("Relaunch needs a way to build the session again")
                }
                runner.host.relaunch(session)
            }),
        CommandDeclaration(
            name: "Client", family: .session, syntax: "Client NAME [WxH] [read-only]",
            summary: "serve the session; the steps after it come from the client NAME (attached the first time)",
            usage: "Client takes a client's name, then a size like 80x24 and read-only if wanted",
            parse: parseClient,
            print: { content in
                guard case .step(.client(let name, let size, let readOnly)) = content else { return nil }
                return [name] + (size.map { [ScenarioPrinter.size($0)] } ?? []) + (readOnly ? ["read-only"] : [])
            },
            run: { action, runner throws(StepProblem) in
                guard case .client(let name, let size, let readOnly) = action else { return false }
                guard let clients = runner.host as? ClientsHost else {
                    throw StepProblem("Client needs the scenario's session served; its runner serves it")
                }
                clients.use(name, size: size, readOnly: readOnly)
                return true
            }),
    ]

    /// `Client NAME [WxH] [read-only]`.
    private static func parseClient(_ parser: LineParser, _ usage: String) throws(Lexer.Failure) -> ParsedLine {
        let name = try parser.word(1, usage)
        guard ServedClientName.isValid(name.value) else {
            throw Lexer.Failure(
                span: name.span, message: "a client's name is letters, digits, '-' and '_' (at most 32)")
        }
        var size: Size?
        var readOnly = false
        for index in 2..<max(2, parser.tokens.count) {
            let token = try parser.word(index, usage)
            if token.value == "read-only", !readOnly {
                readOnly = true
            } else if size == nil, !readOnly, token.value.first?.isNumber == true {
                size = try parser.size(token)
            } else {
                throw Lexer.Failure(span: token.span, message: usage)
            }
        }
        return parser.step(.client(name.value, size: size, readOnly: readOnly))
    }

    /// `Set Size WxH` or `Set Theme NAME`.
    private static func parseSet(_ parser: LineParser, _ usage: String) throws(Lexer.Failure) -> ParsedLine {
        let tokens = parser.tokens
        if tokens.count > 1, tokens[1].isWord, tokens[1].value == "Theme" {
            return try parseSetTheme(parser, usage)
        }
        guard tokens.count > 1, tokens[1].isWord, tokens[1].value == "Size" else {
            throw Lexer.Failure(span: tokens.count > 1 ? tokens[1].span : parser.command.span, message: usage)
        }
        let size = try parser.size(try parser.word(2, usage))
        try parser.expectCount(3, usage)
        return ParsedLine(command: parser.command, content: .setSize(size))
    }

    /// `Set Theme NAME`: a built-in theme by name; `auto` has no terminal to ask here.
    private static func parseSetTheme(_ parser: LineParser, _ usage: String) throws(Lexer.Failure) -> ParsedLine {
        let name = try parser.word(2, usage)
        try parser.expectCount(3, usage)
        let theme: Theme?
        do {
            theme = try ThemeSelection.theme(named: name.value)
        } catch {
            throw Lexer.Failure(span: name.span, message: error.description)
        }
        guard let theme else {
            throw Lexer.Failure(
                span: name.span,
                message: "a scenario has no terminal to ask for its background: name the theme "
                    + "(dark, light, high-contrast or mono)")
        }
        return parser.step(.setTheme(theme))
    }
}

/// A command without arguments that does `action`: `run` does it on the session, `check` checks it.
func bare(
    _ name: String, _ family: CommandDeclaration.Family, _ action: StepAction, summary: String,
    run: (@MainActor @Sendable (StepAction, StepRunner) throws(StepProblem) -> Void)? = nil,
    check: (@MainActor @Sendable (StepAction, Expectations) throws(StepProblem) -> Void)? = nil
) -> CommandDeclaration {
    let usage = "\(name) takes no arguments"
    var declaration = CommandDeclaration(
        name: name, family: family, syntax: name, summary: summary, usage: usage,
        parse: { parser, usage throws(Lexer.Failure) in try parser.parseBare(usage, action) },
        print: { content in
            guard case .step(let step) = content, step == action else { return nil }
            return []
        })
    if let run {
        declaration.run = { step, runner throws(StepProblem) in
            guard step == action else { return false }
            try run(step, runner)
            return true
        }
    }
    if let check {
        declaration.check = { step, expectations throws(StepProblem) in
            guard step == action else { return false }
            try check(step, expectations)
            return true
        }
    }
    return declaration
}
