/// The control socket's own commands (`navpilot send`, docs/control.md): `Watch`, `Stacks`, `Screen`.
/// A scenario file cannot hold them; a connection takes them beside every other command.
enum ControlOnlyCommands {
    static let all: [CommandDeclaration] = [
        CommandDeclaration(
            name: "Watch", family: .control, syntax: "Watch", summary: "the connection hears every event from now on",
            usage: "Watch takes no arguments",
            parse: { parser, usage throws(Lexer.Failure) in try control(parser, usage, .watch) },
            print: { content in content == .control(.watch) ? [] : nil }),
        CommandDeclaration(
            name: "Stacks", family: .control, syntax: "Stacks",
            summary: "every pane's stack, the focused pane and the zoomed one", usage: "Stacks takes no arguments",
            parse: { parser, usage throws(Lexer.Failure) in try control(parser, usage, .stacks) },
            print: { content in content == .control(.stacks) ? [] : nil }),
        CommandDeclaration(
            name: "Screen", family: .control, syntax: "Screen [PANE]",
            summary: "the text on the screen, or in the pane, without its empty rows at the bottom",
            usage: "Screen takes an optional pane",
            parse: { parser, usage throws(Lexer.Failure) in
                try parser.expectCount(2, usage)
                guard parser.tokens.count == 2 else {
                    return ParsedLine(command: parser.command, content: .control(.screen(pane: nil)))
                }
                let pane = try parser.word(1, usage)
                return ParsedLine(command: parser.command, content: .control(.screen(pane: pane.value)))
            },
            print: { content in
                guard case .control(.screen(let pane)) = content else { return nil }
                return pane.map { [$0] } ?? []
            }),
    ]

    /// A command without arguments asking `request` of the connection.
    private static func control(
        _ parser: LineParser, _ usage: String, _ request: ControlRequest
    ) throws(Lexer.Failure) -> ParsedLine {
        try parser.expectCount(1, usage)
        return ParsedLine(command: parser.command, content: .control(request))
    }
}

/// What a control command asks of the connection that sent it.
enum ControlRequest: Equatable, Sendable {
    /// `Watch`: events from now on.
    case watch
    /// `Stacks`: every pane's stack, the focus, the zoom.
    case stacks
    /// `Screen [PANE]`: the text on the screen or in the pane.
    case screen(pane: String?)
}
