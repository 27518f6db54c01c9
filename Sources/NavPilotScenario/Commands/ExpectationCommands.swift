import NavPilot
import NavPilotTUI

/// What must hold after the steps before: `ExpectStack`, `ExpectTop`, `ExpectDepth`, `ExpectFocus`,
/// `ExpectZoom`, `ExpectText`, `ExpectNoText`, `ExpectAlert`, `ExpectNoAlert`, `ExpectNarration`,
/// `ExpectInvariants`, `Snapshot`, `Screenshot`.
enum ExpectationCommands {
    static let all: [CommandDeclaration] = [
        CommandDeclaration(
            name: "ExpectStack", family: .expectation, syntax: "ExpectStack PANE [ROUTE, ...]",
            summary: "the pane's stack is exactly these routes (Codable routes by value, others by case name)",
            usage: "ExpectStack takes a pane and a list of routes in brackets",
            parse: { parser, usage throws(Lexer.Failure) in try parser.parseRouteList(isExpectation: true, usage) },
            print: { content in
                guard case .step(.expectStack(let pane, let routes)) = content else { return nil }
                return [pane, ScenarioPrinter.routes(routes)]
            },
            check: { action, expectations throws(StepProblem) in
                guard case .expectStack(let pane, let routes) = action else { return false }
                try expectations.expectStack(pane, routes)
                return true
            }),
        oneRoute(
            "ExpectTop", family: .expectation, isExpectation: true, summary: "the pane's top route is this one",
            { .expectTop(pane: $0, $1) },
            printing: { if case .expectTop(let pane, let route) = $0 { (pane, route) } else { nil } },
            check: { action, expectations throws(StepProblem) in
                guard case .expectTop(let pane, let route) = action else { return false }
                try expectations.expectTop(pane, route)
                return true
            }),
        CommandDeclaration(
            name: "ExpectDepth", family: .expectation, syntax: "ExpectDepth PANE N",
            summary: "the pane's stack holds N routes", usage: "ExpectDepth takes a pane and a number",
            parse: { parser, usage throws(Lexer.Failure) in
                let pane = try parser.word(1, usage)
                let depth = try parser.number(try parser.word(2, usage), what: "depth")
                try parser.expectCount(3, usage)
                return parser.step(.expectDepth(pane: pane.value, depth), panes: [pane])
            },
            print: { content in
                guard case .step(.expectDepth(let pane, let depth)) = content else { return nil }
                return [pane, String(depth)]
            },
            check: { action, expectations throws(StepProblem) in
                guard case .expectDepth(let pane, let depth) = action else { return false }
                try expectations.expectDepth(pane, depth)
                return true
            }),
        pane(
            "ExpectFocus", family: .expectation, summary: "the focused pane is this one", { .expectFocus($0) },
            printing: { if case .expectFocus(let pane) = $0 { pane } else { nil } },
            check: { action, expectations throws(StepProblem) in
                guard case .expectFocus(let pane) = action else { return false }
                try expectations.expectFocus(pane)
                return true
            }),
        CommandDeclaration(
            name: "ExpectZoom", family: .expectation, syntax: "ExpectZoom PANE|none",
            summary: "the zoomed pane is this one, or none is", usage: "ExpectZoom takes a pane or none",
            parse: { parser, usage throws(Lexer.Failure) in
                let pane = try parser.word(1, usage)
                try parser.expectCount(2, usage)
                return pane.value == "none"
                    ? parser.step(.expectZoom(nil)) : parser.step(.expectZoom(pane.value), panes: [pane])
            },
            print: { content in
                guard case .step(.expectZoom(let pane)) = content else { return nil }
                return [pane ?? "none"]
            },
            check: { action, expectations throws(StepProblem) in
                guard case .expectZoom(let pane) = action else { return false }
                try expectations.expectZoom(pane)
                return true
            }),
        text(
            "ExpectText", summary: "the text is on the screen, or in the pane", { .expectText($0, pane: $1) },
            printing: { if case .expectText(let text, let pane) = $0 { (text, pane) } else { nil } },
            check: { text, pane, expectations throws(StepProblem) in
                try expectations.expectText(text, in: pane, shown: true)
            }),
        text(
            "ExpectNoText", summary: "the text is not on the screen, or not in the pane",
            { .expectNoText($0, pane: $1) },
            printing: { if case .expectNoText(let text, let pane) = $0 { (text, pane) } else { nil } },
            check: { text, pane, expectations throws(StepProblem) in
                try expectations.expectText(text, in: pane, shown: false)
            }),
        text(
            "ExpectAlert", argument: "\"title\"",
            summary: "an alert or confirmation dialog with this title is shown, in the pane or in any",
            usage: "ExpectAlert takes the alert's title as a string, or in, a pane and the title",
            { .expectAlert($0, pane: $1) },
            printing: { if case .expectAlert(let title, let pane) = $0 { (title, pane) } else { nil } },
            check: { title, pane, expectations throws(StepProblem) in try expectations.expectAlert(title, in: pane) }),
        CommandDeclaration(
            name: "ExpectNoAlert", family: .expectation, syntax: "ExpectNoAlert [in PANE]",
            summary: "no alert, dialog or sheet is shown, in the pane or in any",
            usage: "ExpectNoAlert takes nothing, or in and a pane", parse: parseNoAlert,
            print: { content in
                guard case .step(.expectNoAlert(let pane)) = content else { return nil }
                return ScenarioPrinter.pane(pane)
            },
            check: { action, expectations throws(StepProblem) in
                guard case .expectNoAlert(let pane) = action else { return false }
                try expectations.expectNoAlert(in: pane)
                return true
            }),
        CommandDeclaration(
            name: "ExpectNarration", family: .expectation, syntax: "ExpectNarration \"text\"",
            summary: "a line the last step that changed something narrated contains the text",
            usage: "ExpectNarration takes a string that a line the last step narrated contains",
            parse: { parser, usage throws(Lexer.Failure) in
                let text = try parser.string(1, usage)
                try parser.expectCount(2, usage)
                return parser.step(.expectNarration(text.value))
            },
            print: { content in
                guard case .step(.expectNarration(let text)) = content else { return nil }
                return [ScenarioPrinter.quoted(text)]
            },
            check: { action, expectations throws(StepProblem) in
                guard case .expectNarration(let text) = action else { return false }
                try expectations.expectNarration(text)
                return true
            }),
        bare(
            "ExpectInvariants", .expectation, .expectInvariants, summary: "the invariants of navpilot explore hold",
            check: { _, expectations throws(StepProblem) in try Invariants.check(expectations.host) }),
        CommandDeclaration(
            name: "Snapshot", family: .expectation, syntax: "Snapshot NAME",
            summary: "the screen's text and styles equal __snapshots__/SCENARIO/NAME.txt",
            usage: "Snapshot takes a name made of letters, digits, '-', '_' and '.'",
            parse: { parser, usage throws(Lexer.Failure) in
                let snapshot = try parser.fileName(1, usage)
                try parser.expectCount(2, usage)
                var line = parser.step(.snapshot(snapshot.value))
                line.snapshotFile = (snapshot.value, snapshot.value + ".txt", snapshot.span)
                return line
            },
            print: { content in
                guard case .step(.snapshot(let name)) = content else { return nil }
                return [name]
            },
            check: { action, expectations throws(StepProblem) in
                guard case .snapshot(let name) = action else { return false }
                try expectations.snapshot(name)
                return true
            }),
        CommandDeclaration(
            name: "Screenshot", family: .expectation, syntax: "Screenshot NAME [frame N]",
            summary: "the screen as SVG equals __snapshots__/SCENARIO/NAME.svg; frame N of the transition before",
            usage: "Screenshot takes a name made of letters, digits, '-', '_' and '.', then optionally frame and "
                + "the number of a frame of the transition the step before played",
            parse: parseScreenshot,
            print: { content in
                guard case .step(.screenshot(let name, let frame)) = content else { return nil }
                return [name] + (frame.map { ["frame", String($0)] } ?? [])
            },
            check: { action, expectations throws(StepProblem) in
                guard case .screenshot(let name, let frame) = action else { return false }
                try expectations.screenshot(name, frame: frame)
                return true
            }),
    ]

    /// `NAME [in PANE] "text"`: `make` gives the action for the text and pane, `printing` them back,
    /// `check` checks them against the session.
    private static func text(
        _ name: String, argument: String = "\"text\"", summary: String, usage: String? = nil,
        _ make: @escaping @Sendable (String, String?) -> StepAction,
        printing: @escaping @Sendable (StepAction) -> (String, String?)?,
        check: @escaping @MainActor @Sendable (String, String?, Expectations) throws(StepProblem) -> Void
    ) -> CommandDeclaration {
        CommandDeclaration(
            name: name, family: .expectation, syntax: "\(name) [in PANE] \(argument)", summary: summary,
            usage: usage ?? "\(name) takes a string, or in, a pane and a string",
            parse: { parser, usage throws(Lexer.Failure) in try parser.parseText(usage, make) },
            print: { content in
                guard case .step(let action) = content, let (text, pane) = printing(action) else { return nil }
                return ScenarioPrinter.pane(pane) + [ScenarioPrinter.quoted(text)]
            },
            check: { action, expectations throws(StepProblem) in
                guard let (text, pane) = printing(action) else { return false }
                try check(text, pane, expectations)
                return true
            })
    }

    private static func parseNoAlert(_ parser: LineParser, _ usage: String) throws(Lexer.Failure) -> ParsedLine {
        let tokens = parser.tokens
        guard tokens.count > 1 else { return parser.step(.expectNoAlert(pane: nil)) }
        guard tokens[1].isWord, tokens[1].value == "in" else {
            throw Lexer.Failure(span: tokens[1].span, message: usage)
        }
        let pane = try parser.word(2, usage)
        try parser.expectCount(3, usage)
        return parser.step(.expectNoAlert(pane: pane.value), panes: [pane])
    }

    private static func parseScreenshot(_ parser: LineParser, _ usage: String) throws(Lexer.Failure) -> ParsedLine {
        let screenshot = try parser.fileName(1, usage)
        var frame: Int?
        if parser.tokens.count > 2 {
            let keyword = try parser.word(2, usage)
            guard keyword.value == "frame" else { throw Lexer.Failure(span: keyword.span, message: usage) }
            frame = try parser.number(try parser.word(3, usage), what: "frame")
        }
        try parser.expectCount(frame == nil ? 2 : 4, usage)
        var line = parser.step(.screenshot(screenshot.value, frame: frame))
        line.snapshotFile = (screenshot.value, screenshot.value + ".svg", screenshot.span)
        return line
    }
}
