import NavPilot
import NavPilotTUI

/// Turns the tokens of one line into a `ParsedLine`, checking everything that does not depend on
/// the session: the command, the number and kind of arguments, keys, sizes, counts, strings and the
/// shape of route lists. Each command's declaration reads its arguments with these helpers.
struct LineParser {
    typealias Failure = Lexer.Failure

    /// The line's tokens, the command first.
    let tokens: [Token]
    /// The command's token.
    var command: Token { tokens[0] }

    /// `tokens` must not be empty; the first is the command.
    init(tokens: [Token]) {
        self.tokens = tokens
    }

    /// The line, read by its command's declaration (`ScenarioCommands`).
    func parse() throws(Failure) -> ParsedLine {
        guard command.isWord, let declaration = ScenarioCommands.named(command.value) else {
            throw unknownCommand()
        }
        return try declaration.parse(self, declaration.usage)
    }

    // MARK: Arguments shared by several commands

    /// `COMMAND PANE ROUTE`: `make` gives the action for the pane and the route.
    func parseOneRoute(
        isExpectation: Bool = false, _ usage: String, _ make: (String, String) -> StepAction
    ) throws(Failure) -> ParsedLine {
        let pane = try word(1, usage)
        let route = try route(try word(2, usage), usage)
        try expectCount(3, usage)
        var line = step(make(pane.value, route.value), panes: [pane])
        line.routes = [.init(pane: pane.value, text: route.value, span: route.span, isExpectation: isExpectation)]
        return line
    }

    /// `COMMAND PANE`: `make` gives the action for the pane.
    func parsePane(_ usage: String, _ make: (String) -> StepAction) throws(Failure) -> ParsedLine {
        let pane = try word(1, usage)
        try expectCount(2, usage)
        return step(make(pane.value), panes: [pane])
    }

    /// A command without arguments.
    func parseBare(_ usage: String, _ action: StepAction) throws(Failure) -> ParsedLine {
        try expectCount(1, usage)
        return step(action)
    }

    /// A pointer target starting at token `index`: `12,3`, `"text"`, `in PANE` or `in PANE "text"`.
    /// Returns the target, the pane it names, and the index of the token after it.
    func pointerTarget(
        at index: Int, _ usage: String
    ) throws(Failure) -> (PointerTarget, [Token], next: Int) {
        guard index < tokens.count else { throw tooFew(usage) }
        let first = tokens[index]
        if !first.isWord { return (.text(first.value, pane: nil), [], index + 1) }
        if first.value == "in" {
            let pane = try word(index + 1, usage)
            if index + 2 < tokens.count, !tokens[index + 2].isWord {
                return (.text(tokens[index + 2].value, pane: pane.value), [pane], index + 3)
            }
            return (.pane(pane.value), [pane], index + 2)
        }
        return (.position(try position(first)), [], index + 1)
    }

    func position(_ token: Token) throws(Failure) -> Point {
        let parts = token.value.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]) else {
            throw Failure(
                span: token.span,
                message: "expected a position like 12,3 (column,row from 0), found '\(Excerpt.prefix(token.value))'")
        }
        guard (0..<1000).contains(x), (0..<1000).contains(y) else {
            throw Failure(
                span: token.span, message: "a position must be between 0,0 and 999,999, found '\(token.value)'")
        }
        return Point(x: x, y: y)
    }

    func parseRouteList(isExpectation: Bool, _ usage: String) throws(Failure) -> ParsedLine {
        let pane = try word(1, usage)
        let list = try word(2, usage)
        try expectCount(3, usage)
        let elements: [RouteList.Element]
        switch RouteList.split(list.value) {
        case .success(let split): elements = split
        case .failure(let failure):
            throw Failure(
                span: list.span.subspan(offset: failure.span.column, length: failure.span.length),
                message: failure.message)
        }
        if isExpectation && elements.isEmpty {
            throw Failure(span: list.span, message: "a stack is never empty: it holds at least its root")
        }
        let texts = elements.map(\.text)
        var line = step(
            isExpectation ? .expectStack(pane: pane.value, texts) : .operation(pane: pane.value, .replace(texts)),
            panes: [pane])
        line.routes = elements.map {
            .init(
                pane: pane.value, text: $0.text, span: list.span.subspan(offset: $0.offset, length: $0.text.count),
                isExpectation: isExpectation)
        }
        return line
    }

    /// `COMMAND [in PANE] "text"`: `make` gives the action for the text and the pane.
    func parseText(_ usage: String, _ make: (String, String?) -> StepAction) throws(Failure) -> ParsedLine {
        if tokens.count > 1, tokens[1].isWord, tokens[1].value == "in" {
            let pane = try word(2, usage)
            let text = try string(3, usage)
            try expectCount(4, usage)
            return step(make(text.value, pane.value), panes: [pane])
        }
        let text = try string(1, usage)
        try expectCount(2, usage)
        return step(make(text.value, nil))
    }

    // MARK: Arguments

    func step(_ action: StepAction, panes: [Token] = []) -> ParsedLine {
        var line = ParsedLine(command: command, content: .step(action))
        line.panes = panes.map { ($0.value, $0.span) }
        return line
    }

    func word(_ index: Int, _ usage: String) throws(Failure) -> Token {
        guard index < tokens.count else { throw tooFew(usage) }
        guard tokens[index].isWord else { throw Failure(span: tokens[index].span, message: usage) }
        return tokens[index]
    }

    /// A name that becomes a file name (`Snapshot`, `Screenshot`): the same rule as every name the
    /// runner writes.
    func fileName(_ index: Int, _ usage: String) throws(Failure) -> Token {
        let name = try word(index, usage)
        guard ScenarioFileName.isSafe(name.value), name.value.count <= ScenarioLimits.maximumNameLength else {
            throw Failure(span: name.span, message: usage)
        }
        return name
    }

    func string(_ index: Int, _ usage: String) throws(Failure) -> Token {
        guard index < tokens.count else { throw tooFew(usage) }
        guard !tokens[index].isWord else { throw Failure(span: tokens[index].span, message: usage) }
        return tokens[index]
    }

    func route(_ token: Token, _ usage: String) throws(Failure) -> Token {
        guard token.isWord else { throw Failure(span: token.span, message: usage) }
        return token
    }

    func expectCount(_ count: Int, _ usage: String) throws(Failure) {
        if tokens.count > count { throw Failure(span: tokens[count].span, message: usage) }
    }

    /// Typing is one key press per character: more than a flood of typing is refused, with `Paste`
    /// named as the way to send a lot of text.
    func checkKeyPresses(_ count: Int, at token: Token) throws(Failure) {
        let limit = ScenarioLimits.maximumKeyPresses
        guard count > limit else { return }
        let what =
            command.value == "Burst"
            ? "a Burst presses at most \(limit) keys, one for each key name and each character of its strings"
            : "a Type types at most \(limit) characters, one key press each"
        throw Failure(span: token.span, message: "\(what); this one has \(count): use Paste for long text")
    }

    func tooFew(_ usage: String) -> Failure {
        Failure(span: command.span, message: usage)
    }

    func number(
        _ token: Token, what: String, limit: Int = ScenarioLimits.maximumCount
    ) throws(Failure) -> Int {
        guard let value = Int(token.value) else {
            throw Failure(
                span: token.span, message: "expected a number for the \(what), found '\(Excerpt.prefix(token.value))'")
        }
        guard value >= 1 else { throw Failure(span: token.span, message: "the \(what) must be at least 1") }
        guard value <= limit else {
            throw Failure(span: token.span, message: "the \(what) must be at most \(limit)")
        }
        return value
    }

    func size(_ token: Token) throws(Failure) -> Size {
        let parts = token.value.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw Failure(
                span: token.span, message: "expected a size like 100x30, found '\(Excerpt.prefix(token.value))'")
        }
        guard (1...1000).contains(width), (2...1000).contains(height) else {
            throw Failure(
                span: token.span,
                message: "a size must be between 1x2 and 1000x1000, found '\(Excerpt.prefix(token.value))'")
        }
        return Size(width: width, height: height)
    }

    func key(_ index: Int, _ usage: String) throws(Failure) -> KeyPress {
        guard index < tokens.count else { throw tooFew(usage) }
        let token = tokens[index]
        if let press = KeyName.parse(token.value) {
            return press
        }
        let names = Array(KeyName.named.keys).sorted() + (1...12).map { "f\($0)" }
        if let guess = Suggestion.closest(to: token.value, in: names) {
            throw Failure(
                span: token.span, message: "unknown key '\(Excerpt.prefix(token.value))'; did you mean '\(guess)'?")
        }
        throw Failure(span: token.span, message: "unknown key '\(Excerpt.prefix(token.value))'; \(KeyName.help)")
    }

    private func unknownCommand() -> Failure {
        let name = Excerpt.prefix(command.value)
        guard command.isWord else { return Failure(span: command.span, message: "expected a command, found a string") }
        if let guess = Suggestion.closest(to: command.value, in: ScenarioCommands.all.map(\.name)) {
            let shown = ScenarioCommands.named(guess)?.suggestion ?? guess
            return Failure(span: command.span, message: "unknown command '\(name)'; did you mean '\(shown)'?")
        }
        return Failure(span: command.span, message: "unknown command '\(name)'")
    }
}
