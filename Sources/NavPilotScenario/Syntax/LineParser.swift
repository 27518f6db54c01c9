import NavPilot
import NavPilotTUI

/// Turns the tokens of one line into a `ParsedLine`, checking everything that does not depend on
/// the session: the command, the number and kind of arguments, keys, sizes, counts, strings and the
/// shape of route lists.
struct LineParser {
    typealias Failure = Lexer.Failure

    private let tokens: [Token]
    private var command: Token { tokens[0] }
    private var arguments: ArraySlice<Token> { tokens.dropFirst() }

    /// `tokens` must not be empty; the first is the command.
    init(tokens: [Token]) {
        self.tokens = tokens
    }

    func parse() throws(Failure) -> ParsedLine {
        guard command.isWord, let name = CommandName(rawValue: command.value) else {
            throw unknownCommand()
        }
        let usage = name.usage
        switch name {
        case .session:
            let session = try word(1, usage)
            try expectCount(2, usage)
            var line = ParsedLine(command: command, content: .session(session.value))
            line.sessionSpan = session.span
            return line
        case .set:
            if tokens.count > 1, tokens[1].isWord, tokens[1].value == "Theme" {
                return try parseSetTheme(usage)
            }
            guard tokens.count > 1, tokens[1].isWord, tokens[1].value == "Size" else {
                throw Failure(span: tokens.count > 1 ? tokens[1].span : command.span, message: usage)
            }
            let size = try size(try word(2, usage))
            try expectCount(3, usage)
            return ParsedLine(command: command, content: .setSize(size))
        case .key:
            let press = try key(1, usage)
            let count =
                tokens.count > 2
                ? try number(try word(2, usage), what: "count", limit: ScenarioLimits.maximumKeyPresses) : 1
            try expectCount(3, usage)
            return step(.key(press, count: count))
        case .burst:
            return try parseBurst(usage)
        case .type:
            let text = try string(1, usage)
            try expectCount(2, usage)
            try checkKeyPresses(text.value.count, at: text)
            return step(.type(text.value))
        case .paste:
            let text = try string(1, usage)
            try expectCount(2, usage)
            let count = text.value.count
            guard count <= ScenarioLimits.maximumPastedCharacters else {
                throw Failure(
                    span: text.span,
                    message: "a Paste takes at most \(ScenarioLimits.maximumPastedCharacters) characters, the most "
                        + "one paste event carries; this one has \(count): split it into several Paste commands")
            }
            return step(.paste(text.value))
        case .click:
            let (target, panes, next) = try pointerTarget(at: 1, usage)
            try expectCount(next, usage)
            return step(.click(target), panes: panes)
        case .drag:
            let from = try position(try word(1, usage))
            let to = try position(try word(2, usage))
            try expectCount(3, usage)
            return step(.drag(from: from, to: to))
        case .wheel:
            let way = try word(1, usage)
            guard let direction = WheelDirection(rawValue: way.value) else {
                throw Failure(span: way.span, message: usage)
            }
            let (target, panes, next) = try pointerTarget(at: 2, usage)
            let count =
                tokens.count > next
                ? try number(try word(next, usage), what: "count", limit: ScenarioLimits.maximumKeyPresses) : 1
            try expectCount(next + 1, usage)
            return step(.wheel(direction, target, count: count), panes: panes)
        case .focus:
            let target = try word(1, usage)
            try expectCount(2, usage)
            switch target.value {
            case "next": return step(.focus(.next))
            case "prev", "previous": return step(.focus(.previous))
            default: return step(.focus(.named(target.value)), panes: [target])
            }
        case .push:
            let pane = try word(1, usage)
            guard tokens.count > 2 else { throw tooFew(usage) }
            let routes = try tokens[2...].map { (token) throws(Failure) in try route(token, usage) }
            var line = step(.operation(pane: pane.value, .push(routes.map(\.value))), panes: [pane])
            line.routes = routes.map { .init(pane: pane.value, text: $0.value, span: $0.span, isExpectation: false) }
            return line
        case .pop:
            let pane = try word(1, usage)
            let count = tokens.count > 2 ? try number(try word(2, usage), what: "count") : 1
            try expectCount(3, usage)
            return step(.operation(pane: pane.value, .pop(count: count)), panes: [pane])
        case .popTo, .popToLast, .replaceCurrent, .expectTop:
            return try parseOneRoute(name, usage)
        case .popToRoot, .forward, .zoom, .expectFocus:
            let pane = try word(1, usage)
            try expectCount(2, usage)
            let action: StepAction =
                switch name {
                case .popToRoot: .operation(pane: pane.value, .popToRoot)
                case .forward: .operation(pane: pane.value, .forward)
                case .zoom: .zoom(pane.value)
                default: .expectFocus(pane.value)
                }
            return step(action, panes: [pane])
        case .replace, .expectStack:
            return try parseRouteList(isExpectation: name == .expectStack, usage)
        case .back:
            try expectCount(2, usage)
            guard tokens.count == 2 else { return step(.back(pane: nil)) }
            let pane = try word(1, usage)
            return step(.back(pane: pane.value), panes: [pane])
        case .openURL:
            let pane = try word(1, usage)
            let url = try string(2, usage)
            try expectCount(3, usage)
            var line = step(.operation(pane: pane.value, .openURL(url.value)), panes: [pane])
            line.links = [.init(pane: pane.value, text: url.value, span: url.span)]
            return line
        case .expectDepth:
            let pane = try word(1, usage)
            let depth = try number(try word(2, usage), what: "depth")
            try expectCount(3, usage)
            return step(.expectDepth(pane: pane.value, depth), panes: [pane])
        case .expectZoom:
            let pane = try word(1, usage)
            try expectCount(2, usage)
            return pane.value == "none" ? step(.expectZoom(nil)) : step(.expectZoom(pane.value), panes: [pane])
        case .expectText, .expectNoText:
            return try parseTextExpectation(negated: name == .expectNoText, usage)
        case .expectNarration:
            let text = try string(1, usage)
            try expectCount(2, usage)
            return step(.expectNarration(text.value))
        case .expectAlert:
            if tokens.count > 1, tokens[1].isWord, tokens[1].value == "in" {
                let pane = try word(2, usage)
                let title = try string(3, usage)
                try expectCount(4, usage)
                return step(.expectAlert(title.value, pane: pane.value), panes: [pane])
            }
            let title = try string(1, usage)
            try expectCount(2, usage)
            return step(.expectAlert(title.value, pane: nil))
        case .expectNoAlert:
            if tokens.count > 1 {
                guard tokens[1].isWord, tokens[1].value == "in" else {
                    throw Failure(span: tokens[1].span, message: usage)
                }
                let pane = try word(2, usage)
                try expectCount(3, usage)
                return step(.expectNoAlert(pane: pane.value), panes: [pane])
            }
            return step(.expectNoAlert(pane: nil))
        case .resize:
            let size = try size(try word(1, usage))
            try expectCount(2, usage)
            return step(.resize(size))
        case .unzoom, .relaunch, .expectInvariants:
            try expectCount(1, usage)
            let action: StepAction =
                switch name {
                case .unzoom: .unzoom
                case .relaunch: .relaunch
                default: .expectInvariants
                }
            return step(action)
        case .snapshot:
            let snapshot = try fileName(1, usage)
            try expectCount(2, usage)
            var line = step(.snapshot(snapshot.value))
            line.snapshotFile = (snapshot.value, snapshot.value + ".txt", snapshot.span)
            return line
        case .screenshot:
            let screenshot = try fileName(1, usage)
            var frame: Int?
            if tokens.count > 2 {
                let keyword = try word(2, usage)
                guard keyword.value == "frame" else { throw Failure(span: keyword.span, message: usage) }
                frame = try number(try word(3, usage), what: "frame")
            }
            try expectCount(frame == nil ? 2 : 4, usage)
            var line = step(.screenshot(screenshot.value, frame: frame))
            line.snapshotFile = (screenshot.value, screenshot.value + ".svg", screenshot.span)
            return line
        }
    }

    // MARK: Commands with structured arguments

    private func parseBurst(_ usage: String) throws(Failure) -> ParsedLine {
        guard tokens.count > 1 else { throw tooFew(usage) }
        var presses: [KeyPress] = []
        var count = 0
        for index in 1..<tokens.count {
            count += tokens[index].isWord ? 1 : tokens[index].value.count
            try checkKeyPresses(count, at: tokens[index])
            if tokens[index].isWord {
                presses.append(try key(index, usage))
            } else {
                presses += tokens[index].value.map { KeyPress(.character($0)) }
            }
        }
        return step(.burst(presses))
    }

    /// `Set Theme NAME`: a built-in theme by name; `auto` has no terminal to ask here.
    private func parseSetTheme(_ usage: String) throws(Failure) -> ParsedLine {
        let name = try word(2, usage)
        try expectCount(3, usage)
        let theme: Theme?
        do {
            theme = try ThemeSelection.theme(named: name.value)
        } catch {
            throw Failure(span: name.span, message: error.description)
        }
        guard let theme else {
            throw Failure(
                span: name.span,
                message: "a scenario has no terminal to ask for its background: name the theme "
                    + "(dark, light, high-contrast or mono)")
        }
        return step(.setTheme(theme))
    }

    private func parseOneRoute(_ name: CommandName, _ usage: String) throws(Failure) -> ParsedLine {
        let pane = try word(1, usage)
        let route = try route(try word(2, usage), usage)
        try expectCount(3, usage)
        let action: StepAction =
            switch name {
            case .popTo: .operation(pane: pane.value, .popTo(route.value))
            case .popToLast: .operation(pane: pane.value, .popToLast(route.value))
            case .replaceCurrent: .operation(pane: pane.value, .replaceCurrent(route.value))
            default: .expectTop(pane: pane.value, route.value)
            }
        var line = step(action, panes: [pane])
        line.routes = [.init(pane: pane.value, text: route.value, span: route.span, isExpectation: name == .expectTop)]
        return line
    }

    /// A pointer target starting at token `index`: `12,3`, `"text"`, `in PANE` or `in PANE "text"`.
    /// Returns the target, the pane it names, and the index of the token after it.
    private func pointerTarget(
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

    private func position(_ token: Token) throws(Failure) -> Point {
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

    private func parseRouteList(isExpectation: Bool, _ usage: String) throws(Failure) -> ParsedLine {
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

    private func parseTextExpectation(negated: Bool, _ usage: String) throws(Failure) -> ParsedLine {
        if tokens.count > 1, tokens[1].isWord, tokens[1].value == "in" {
            let pane = try word(2, usage)
            let text = try string(3, usage)
            try expectCount(4, usage)
            let action: StepAction =
                negated ? .expectNoText(text.value, pane: pane.value) : .expectText(text.value, pane: pane.value)
            return step(action, panes: [pane])
        }
        let text = try string(1, usage)
        try expectCount(2, usage)
        return step(negated ? .expectNoText(text.value, pane: nil) : .expectText(text.value, pane: nil))
    }

    // MARK: Arguments

    private func step(_ action: StepAction, panes: [Token] = []) -> ParsedLine {
        var line = ParsedLine(command: command, content: .step(action))
        line.panes = panes.map { ($0.value, $0.span) }
        return line
    }

    private func word(_ index: Int, _ usage: String) throws(Failure) -> Token {
        guard index < tokens.count else { throw tooFew(usage) }
        guard tokens[index].isWord else { throw Failure(span: tokens[index].span, message: usage) }
        return tokens[index]
    }

    /// A name that becomes a file name (`Snapshot`, `Screenshot`): the same rule as every name the
    /// runner writes.
    private func fileName(_ index: Int, _ usage: String) throws(Failure) -> Token {
        let name = try word(index, usage)
        guard ScenarioFileName.isSafe(name.value), name.value.count <= ScenarioLimits.maximumNameLength else {
            throw Failure(span: name.span, message: usage)
        }
        return name
    }

    private func string(_ index: Int, _ usage: String) throws(Failure) -> Token {
        guard index < tokens.count else { throw tooFew(usage) }
        guard !tokens[index].isWord else { throw Failure(span: tokens[index].span, message: usage) }
        return tokens[index]
    }

    private func route(_ token: Token, _ usage: String) throws(Failure) -> Token {
        guard token.isWord else { throw Failure(span: token.span, message: usage) }
        return token
    }

    private func expectCount(_ count: Int, _ usage: String) throws(Failure) {
        if tokens.count > count { throw Failure(span: tokens[count].span, message: usage) }
    }

    /// Typing is one key press per character: more than a flood of typing is refused, with `Paste`
    /// named as the way to send a lot of text.
    private func checkKeyPresses(_ count: Int, at token: Token) throws(Failure) {
        let limit = ScenarioLimits.maximumKeyPresses
        guard count > limit else { return }
        let what =
            command.value == CommandName.burst.rawValue
            ? "a Burst presses at most \(limit) keys, one for each key name and each character of its strings"
            : "a Type types at most \(limit) characters, one key press each"
        throw Failure(span: token.span, message: "\(what); this one has \(count): use Paste for long text")
    }

    private func tooFew(_ usage: String) -> Failure {
        Failure(span: command.span, message: usage)
    }

    private func number(
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

    private func size(_ token: Token) throws(Failure) -> Size {
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

    private func key(_ index: Int, _ usage: String) throws(Failure) -> KeyPress {
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
        if let guess = Suggestion.closest(to: command.value, in: CommandName.allCases.map(\.rawValue)) {
            let shown = CommandName(rawValue: guess)?.suggestion ?? guess
            return Failure(span: command.span, message: "unknown command '\(name)'; did you mean '\(shown)'?")
        }
        return Failure(span: command.span, message: "unknown command '\(name)'")
    }
}
