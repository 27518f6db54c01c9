import NavPilot
import NavPilotTUI

/// Keys, text and the mouse: `Key`, `Burst`, `Type`, `Paste`, `Click`, `Drag`, `Wheel`.
enum InputCommands {
    static let all: [CommandDeclaration] = [
        CommandDeclaration(
            name: "Key", family: .input, syntax: "Key NAME [N]", summary: "press a key N times",
            usage: "Key takes a key name and an optional count",
            parse: { parser, usage throws(Lexer.Failure) in
                let press = try parser.key(1, usage)
                let count =
                    parser.tokens.count > 2
                    ? try parser.number(
                        try parser.word(2, usage), what: "count", limit: ScenarioLimits.maximumKeyPresses) : 1
                try parser.expectCount(3, usage)
                return parser.step(.key(press, count: count))
            },
            print: { content in
                guard case .step(.key(let press, let count)) = content else { return nil }
                return [KeyName.text(of: press)] + ScenarioPrinter.count(count)
            },
            run: { action, runner throws(StepProblem) in
                guard case .key(let press, let count) = action else { return false }
                // In batches, as keys that arrive together: each acts on the state the one before
                // left (the loop resolves between them), and the terminal gets a frame a batch.
                try runner.sendInBatches(.key(press), count: count)
                return true
            }),
        CommandDeclaration(
            name: "Burst", family: .input, syntax: "Burst KEY|\"text\" ...",
            summary: "keys and characters delivered in one read, nothing settling in between",
            usage: "Burst takes key names and strings, delivered in one read", parse: parseBurst,
            print: { content in
                guard case .step(.burst(let presses)) = content else { return nil }
                return burstWords(presses)
            },
            run: { action, runner in
                guard case .burst(let presses) = action else { return false }
                runner.host.send(presses.map { .key($0) })
                return true
            }),
        CommandDeclaration(
            name: "Type", family: .input, syntax: "Type \"text\"", summary: "type the characters, in one read",
            usage: "Type takes one string",
            parse: { parser, usage throws(Lexer.Failure) in
                let text = try parser.string(1, usage)
                try parser.expectCount(2, usage)
                try parser.checkKeyPresses(text.value.count, at: text)
                return parser.step(.type(text.value))
            },
            print: { content in
                guard case .step(.type(let text)) = content else { return nil }
                return [ScenarioPrinter.quoted(text)]
            },
            run: { action, runner in
                guard case .type(let text) = action else { return false }
                runner.host.send(text.map { .key(KeyPress(.character($0))) })
                return true
            }),
        CommandDeclaration(
            name: "Paste", family: .input, syntax: "Paste \"text\"", summary: "paste the text in one bracketed paste",
            usage: "Paste takes one string", parse: parsePaste,
            print: { content in
                guard case .step(.paste(let text)) = content else { return nil }
                return [ScenarioPrinter.quoted(text)]
            },
            run: { action, runner in
                guard case .paste(let text) = action else { return false }
                runner.host.send([.paste(text)])
                return true
            }),
        CommandDeclaration(
            name: "Click", family: .input, syntax: "Click X,Y | Click [in PANE] \"text\" | Click in PANE",
            summary: "press and release the left button on a cell, on shown text, or in a pane",
            usage: "Click takes a position like 12,3, a string, or in, a pane and an optional string",
            parse: { parser, usage throws(Lexer.Failure) in
                let (target, panes, next) = try parser.pointerTarget(at: 1, usage)
                try parser.expectCount(next, usage)
                return parser.step(.click(target), panes: panes)
            },
            print: { content in
                guard case .step(.click(let target)) = content else { return nil }
                return ScenarioPrinter.target(target)
            },
            run: { action, runner throws(StepProblem) in
                guard case .click(let target) = action else { return false }
                let point = try Pointer.point(of: target, on: runner.host)
                runner.host.send([
                    .mouse(MouseEvent(position: point, button: .left, kind: .press)),
                    .mouse(MouseEvent(position: point, button: .left, kind: .release)),
                ])
                return true
            }),
        CommandDeclaration(
            name: "Drag", family: .input, syntax: "Drag X,Y X,Y",
            summary: "press the left button at the first cell, move to the second, let go there",
            usage: "Drag takes two positions like 49,5 60,5: press at the first, let go at the second",
            parse: { parser, usage throws(Lexer.Failure) in
                let from = try parser.position(try parser.word(1, usage))
                let to = try parser.position(try parser.word(2, usage))
                try parser.expectCount(3, usage)
                return parser.step(.drag(from: from, to: to))
            },
            print: { content in
                guard case .step(.drag(let from, let to)) = content else { return nil }
                return [ScenarioPrinter.position(from), ScenarioPrinter.position(to)]
            },
            run: { action, runner in
                guard case .drag(let from, let to) = action else { return false }
                runner.host.send([
                    .mouse(MouseEvent(position: from, button: .left, kind: .press)),
                    .mouse(MouseEvent(position: to, button: .left, kind: .drag)),
                    .mouse(MouseEvent(position: to, button: .left, kind: .release)),
                ])
                return true
            }),
        CommandDeclaration(
            name: "Wheel", family: .input, syntax: "Wheel up|down TARGET [N]",
            summary: "turn the mouse wheel N notches over a cell, shown text or a pane",
            usage: "Wheel takes up or down, then a position like 12,3, a string, or in, a pane and an optional "
                + "string, then an optional count",
            parse: parseWheel,
            print: { content in
                guard case .step(.wheel(let direction, let target, let count)) = content else { return nil }
                return [direction.rawValue] + ScenarioPrinter.target(target) + ScenarioPrinter.count(count)
            },
            run: { action, runner throws(StepProblem) in
                guard case .wheel(let direction, let target, let count) = action else { return false }
                let point = try Pointer.point(of: target, on: runner.host)
                let kind: MouseEventKind = direction == .up ? .scrollUp : .scrollDown
                try runner.sendInBatches(.mouse(MouseEvent(position: point, button: .none, kind: kind)), count: count)
                return true
            }),
    ]

    private static func parseBurst(_ parser: LineParser, _ usage: String) throws(Lexer.Failure) -> ParsedLine {
        let tokens = parser.tokens
        guard tokens.count > 1 else { throw parser.tooFew(usage) }
        var presses: [KeyPress] = []
        var count = 0
        for index in 1..<tokens.count {
            count += tokens[index].isWord ? 1 : tokens[index].value.count
            try parser.checkKeyPresses(count, at: tokens[index])
            if tokens[index].isWord {
                presses.append(try parser.key(index, usage))
            } else {
                presses += tokens[index].value.map { KeyPress(.character($0)) }
            }
        }
        return parser.step(.burst(presses))
    }

    /// A burst's words: characters typed in a row as one string (`"Jane"`), other keys by name.
    private static func burstWords(_ presses: [KeyPress]) -> [String] {
        var words: [String] = []
        var typed = ""
        func flush() {
            if typed.count > 1 {
                words.append(ScenarioPrinter.quoted(typed))
            } else if let character = typed.first {
                words.append(KeyName.text(of: KeyPress(.character(character))))
            }
            typed = ""
        }
        for press in presses {
            if let character = KeyName.typedCharacter(press) {
                typed.append(character)
            } else {
                flush()
                words.append(KeyName.text(of: press))
            }
        }
        flush()
        return words
    }

    private static func parsePaste(_ parser: LineParser, _ usage: String) throws(Lexer.Failure) -> ParsedLine {
        let text = try parser.string(1, usage)
        try parser.expectCount(2, usage)
        let count = text.value.count
        guard count <= ScenarioLimits.maximumPastedCharacters else {
            throw Lexer.Failure(
                span: text.span,
                message: "a Paste takes at most \(ScenarioLimits.maximumPastedCharacters) characters, the most "
                    + "one paste event carries; this one has \(count): split it into several Paste commands")
        }
        return parser.step(.paste(text.value))
    }

    private static func parseWheel(_ parser: LineParser, _ usage: String) throws(Lexer.Failure) -> ParsedLine {
        let way = try parser.word(1, usage)
        guard let direction = WheelDirection(rawValue: way.value) else {
            throw Lexer.Failure(span: way.span, message: usage)
        }
        let (target, panes, next) = try parser.pointerTarget(at: 2, usage)
        let count =
            parser.tokens.count > next
            ? try parser.number(try parser.word(next, usage), what: "count", limit: ScenarioLimits.maximumKeyPresses)
            : 1
        try parser.expectCount(next + 1, usage)
        return parser.step(.wheel(direction, target, count: count), panes: panes)
    }
}
