import NavPilot
import NavPilotTUI

/// A pane's pilot, routes in route notation: `Push`, `Pop`, `PopTo`, `PopToLast`, `PopToRoot`,
/// `Forward`, `Replace`, `ReplaceCurrent`, `Back`, `OpenURL`.
enum NavigationCommands {
    static let all: [CommandDeclaration] = [
        CommandDeclaration(
            name: "Push", family: .navigation, syntax: "Push PANE ROUTE...", summary: "push routes on the pane's pilot",
            usage: "Push takes a pane and one or more routes",
            parse: { parser, usage throws(Lexer.Failure) in
                let pane = try parser.word(1, usage)
                guard parser.tokens.count > 2 else { throw parser.tooFew(usage) }
                let routes = try parser.tokens[2...].map { (token) throws(Lexer.Failure) in
                    try parser.route(token, usage)
                }
                var line = parser.step(.operation(pane: pane.value, .push(routes.map(\.value))), panes: [pane])
                line.routes = routes.map {
                    .init(pane: pane.value, text: $0.value, span: $0.span, isExpectation: false)
                }
                return line
            },
            print: { content in
                guard case .step(.operation(let pane, .push(let routes))) = content else { return nil }
                return [pane] + routes
            },
            run: performs { if case .push = $0 { true } else { false } }),
        CommandDeclaration(
            name: "Pop", family: .navigation, syntax: "Pop PANE [N]", summary: "pop N routes (pop(count:))",
            usage: "Pop takes a pane and an optional count",
            parse: { parser, usage throws(Lexer.Failure) in
                let pane = try parser.word(1, usage)
                let count = parser.tokens.count > 2 ? try parser.number(try parser.word(2, usage), what: "count") : 1
                try parser.expectCount(3, usage)
                return parser.step(.operation(pane: pane.value, .pop(count: count)), panes: [pane])
            },
            print: { content in
                guard case .step(.operation(let pane, .pop(let count))) = content else { return nil }
                return [pane] + ScenarioPrinter.count(count)
            },
            run: performs { if case .pop = $0 { true } else { false } }),
        oneRoute(
            "PopTo", summary: "pop to the first match of the route (popTo)", { .operation(pane: $0, .popTo($1)) },
            printing: { if case .operation(let pane, .popTo(let route)) = $0 { (pane, route) } else { nil } },
            run: performs { if case .popTo = $0 { true } else { false } }),
        oneRoute(
            "PopToLast", summary: "pop to the last match of the route (popToLast)",
            { .operation(pane: $0, .popToLast($1)) },
            printing: { if case .operation(let pane, .popToLast(let route)) = $0 { (pane, route) } else { nil } },
            run: performs { if case .popToLast = $0 { true } else { false } }),
        pane(
            "PopToRoot", summary: "pop to the root (popToRoot)", { .operation(pane: $0, .popToRoot) },
            printing: { if case .operation(let pane, .popToRoot) = $0 { pane } else { nil } },
            run: performs { $0 == .popToRoot }),
        pane(
            "Forward", summary: "push back the route a pop took off (goForward)", { .operation(pane: $0, .forward) },
            printing: { if case .operation(let pane, .forward) = $0 { pane } else { nil } },
            run: performs { $0 == .forward }),
        CommandDeclaration(
            name: "Replace", family: .navigation, syntax: "Replace PANE [ROUTE, ...]",
            summary: "a new stack; the first route is the new root (replace)",
            usage: "Replace takes a pane and a list of routes in brackets",
            parse: { parser, usage throws(Lexer.Failure) in try parser.parseRouteList(isExpectation: false, usage) },
            print: { content in
                guard case .step(.operation(let pane, .replace(let routes))) = content else { return nil }
                return [pane, ScenarioPrinter.routes(routes)]
            },
            run: performs { if case .replace = $0 { true } else { false } }),
        oneRoute(
            "ReplaceCurrent", summary: "swap the top route, same depth (replaceCurrent)",
            { .operation(pane: $0, .replaceCurrent($1)) },
            printing: { if case .operation(let pane, .replaceCurrent(let route)) = $0 { (pane, route) } else { nil } },
            run: performs { if case .replaceCurrent = $0 { true } else { false } }),
        CommandDeclaration(
            name: "Back", family: .navigation, syntax: "Back [PANE]",
            summary: "the back gesture, in the pane or the focused one", usage: "Back takes an optional pane",
            parse: { parser, usage throws(Lexer.Failure) in
                try parser.expectCount(2, usage)
                guard parser.tokens.count == 2 else { return parser.step(.back(pane: nil)) }
                let pane = try parser.word(1, usage)
                return parser.step(.back(pane: pane.value), panes: [pane])
            },
            print: { content in
                guard case .step(.back(let pane)) = content else { return nil }
                return pane.map { [$0] } ?? []
            },
            run: { action, runner throws(StepProblem) in
                guard case .back(let pane) = action else { return false }
                try runner.perform(.back, on: pane ?? runner.host.windowManager.focusedPane.name)
                return true
            }),
        CommandDeclaration(
            name: "OpenURL", family: .navigation, syntax: "OpenURL PANE \"url\"",
            summary: "open a stack deep link in the pane", usage: "OpenURL takes a pane and a URL in quotes",
            parse: { parser, usage throws(Lexer.Failure) in
                let pane = try parser.word(1, usage)
                let url = try parser.string(2, usage)
                try parser.expectCount(3, usage)
                var line = parser.step(.operation(pane: pane.value, .openURL(url.value)), panes: [pane])
                line.links = [.init(pane: pane.value, text: url.value, span: url.span)]
                return line
            },
            print: { content in
                guard case .step(.operation(let pane, .openURL(let url))) = content else { return nil }
                return [pane, ScenarioPrinter.quoted(url)]
            },
            run: performs { if case .openURL = $0 { true } else { false } }),
    ]

    /// Runs the pilot operations `matches` accepts on their pane's pilot.
    private static func performs(_ matches: @escaping @Sendable (PilotOperation) -> Bool) -> CommandDeclaration.Run {
        { action, runner throws(StepProblem) in
            guard case .operation(let pane, let operation) = action, matches(operation) else { return false }
            try runner.perform(operation, on: pane)
            return true
        }
    }
}

/// `NAME PANE ROUTE`: `make` gives the action, `printing` the pane and route of an action of it,
/// `run` and `check` what it does on the session or checks there.
func oneRoute(
    _ name: String, family: CommandDeclaration.Family = .navigation, isExpectation: Bool = false, summary: String,
    _ make: @escaping @Sendable (String, String) -> StepAction,
    printing: @escaping @Sendable (StepAction) -> (String, String)?, run: CommandDeclaration.Run? = nil,
    check: CommandDeclaration.Check? = nil
) -> CommandDeclaration {
    CommandDeclaration(
        name: name, family: family, syntax: "\(name) PANE ROUTE", summary: summary,
        usage: "\(name) takes a pane and a route",
        parse: { parser, usage throws(Lexer.Failure) in
            try parser.parseOneRoute(isExpectation: isExpectation, usage, make)
        },
        print: { content in
            guard case .step(let action) = content, let (pane, route) = printing(action) else { return nil }
            return [pane, route]
        }, run: run, check: check)
}

/// `NAME PANE`: `make` gives the action, `printing` the pane of an action of it, `run` and `check`
/// what it does on the session or checks there.
func pane(
    _ name: String, family: CommandDeclaration.Family = .navigation, summary: String,
    _ make: @escaping @Sendable (String) -> StepAction, printing: @escaping @Sendable (StepAction) -> String?,
    run: CommandDeclaration.Run? = nil, check: CommandDeclaration.Check? = nil
) -> CommandDeclaration {
    CommandDeclaration(
        name: name, family: family, syntax: "\(name) PANE", summary: summary, usage: "\(name) takes a pane",
        parse: { parser, usage throws(Lexer.Failure) in try parser.parsePane(usage, make) },
        print: { content in
            guard case .step(let action) = content, let pane = printing(action) else { return nil }
            return [pane]
        }, run: run, check: check)
}
