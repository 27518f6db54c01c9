import Foundation
import NavPilot
import NavPilotTUI
import NavPilotTestSupport
import Testing

@testable import NavPilotScenario

/// Every step prints as a line that parses back to the same step, whatever its arguments (quotes,
/// backslashes, line breaks, emoji, every key), so the recorder, the explorer and the shrinker
/// write files that replay exactly, and `navpilot fmt` changes nothing a run sees.
@Suite("Printing steps: parse(print(step)) == step, for every command")
struct ScenarioPrinterTests {
    /// The content of one line, as a file's line is read.
    static func parse(_ line: String) throws -> ParsedLine.Content {
        var lexer = Lexer(line: line, lineNumber: 1)
        return try LineParser(tokens: try lexer.tokens()).parse().content
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func everyGeneratedStepReadsBackAsItself(seed: UInt64) throws {
        var generator = ContentGenerator(seed: seed)
        var printedCommands: Set<String> = []
        for _ in 0..<4_000 {
            let content = generator.next()
            let line = ScenarioPrinter.line(for: content)
            let parsed = try #require(try? Self.parse(line), "seed \(seed): \(line) does not parse")
            #expect(parsed == content, "seed \(seed): \(line)")
            printedCommands.insert(String(line.prefix { $0 != " " }))
        }
        let undeclared = Set(ScenarioCommands.all.map(\.name)).subtracting(printedCommands)
        #expect(undeclared.isEmpty, "the generator makes no step of \(undeclared.sorted())")
    }

    @Test func printingAShippedFileIsStableAndMeansTheSame() throws {
        let files = Repository.shippedScenarios
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for (index, source) in ScenarioSyntax.lines(of: text).enumerated() {
                var lexer = Lexer(line: source, lineNumber: index + 1)
                guard let tokens = try? lexer.tokens(), !tokens.isEmpty,
                    let content = try? LineParser(tokens: tokens).parse().content
                else { continue }
                let printed = ScenarioPrinter.line(for: content)
                #expect(try Self.parse(printed) == content, "\(file):\(index + 1): \(source)")
                #expect(ScenarioPrinter.line(for: try Self.parse(printed)) == printed, "\(file):\(index + 1)")
            }
        }
    }
}

/// Random contents of lines of every command, with hostile text in their strings.
struct ContentGenerator {
    private var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    private static let panes = ["feed", "chat", "main", "a-b", "x_1", "Pane9"]
    private static let routes = [
        "feed", #"post(id: 1, title: "A b")"#, #"thread(with: "Al\"ice")"#, "detail(id: 42)", "settings",
        #"note(text: "line\nbreak # [x]")"#,
    ]
    private static let texts = [
        "", "Jane", "a b", #"quote " inside"#, #"back\slash"#, "two\nlines", "tab\there", "\u{1}\u{7F}", "🙂ünï",
        "# not a comment", "[bracket]", "(paren)",
    ]
    private static let keys = [
        "enter", "tab", "shift+tab", "up", "f5", "f12", "ctrl+x", "alt+left", "a", "Z", "[", "\"", "#", "\\",
        "space", "alt+lbracket", "ctrl+a", "é", "🙂", "escape", "backspace", "pagedown", "alt+b", "?", "(", "]",
    ].compactMap(KeyName.parse)
    private static let names = ["home", "after-push", "a.b_c", "x1"]

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int(random.next() % UInt64(choices.count))] }
    private mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func maybe<T>(_ value: T) -> T? { random.next() % 2 == 0 ? value : nil }
    private mutating func pane() -> String { pick(Self.panes) }
    private mutating func route() -> String { pick(Self.routes) }
    private mutating func text() -> String { pick(Self.texts) }
    private mutating func routes() -> [String] { (0..<number(1...3)).map { _ in route() } }
    private mutating func point() -> Point { Point(x: number(0...999), y: number(0...999)) }
    private mutating func size() -> Size { Size(width: number(1...1000), height: number(2...1000)) }

    private mutating func target() -> PointerTarget {
        switch random.next() % 3 {
        case 0: .position(point())
        case 1: .text(text(), pane: maybe(pane()))
        default: .pane(pane())
        }
    }

    /// One content of a line, each command about as likely.
    mutating func next() -> ParsedLine.Content {
        switch random.next() % 8 {
        case 0: header()
        case 1, 2: .step(input())
        case 3, 4: .step(navigation())
        case 5, 6: .step(expectation())
        default: control()
        }
    }

    private mutating func header() -> ParsedLine.Content {
        switch random.next() % 7 {
        case 0: .session(pane())
        case 1: .setSize(size())
        case 2: .step(.setTheme(pick(Theme.builtIn)))
        case 3: .step(.resize(size()))
        case 4: .step(pick([.focus(.next), .focus(.previous), .focus(.named(pane())), .zoom(pane())]))
        case 5: .step(.client(pane(), size: pick([nil, size()]), readOnly: pick([false, true])))
        default: .step(pick([.unzoom, .relaunch]))
        }
    }

    private mutating func input() -> StepAction {
        switch random.next() % 7 {
        case 0: .key(pick(Self.keys), count: pick([1, 1, number(2...99)]))
        case 1: .burst((0..<number(1...5)).map { _ in pick(Self.keys) })
        case 2: .type(text())
        case 3: .paste(text())
        case 4: .click(target())
        case 5: .drag(from: point(), to: point())
        default: .wheel(pick([.up, .down]), target(), count: pick([1, number(2...9)]))
        }
    }

    private mutating func navigation() -> StepAction {
        let pane = pane()
        return switch random.next() % 10 {
        case 0: .operation(pane: pane, .push(routes()))
        case 1: .operation(pane: pane, .pop(count: pick([1, number(2...9)])))
        case 2: .operation(pane: pane, .popTo(route()))
        case 3: .operation(pane: pane, .popToLast(route()))
        case 4: .operation(pane: pane, .popToRoot)
        case 5: .operation(pane: pane, .forward)
        case 6: .operation(pane: pane, .replace(routes()))
        case 7: .operation(pane: pane, .replaceCurrent(route()))
        case 8: .back(pane: maybe(pane))
        default: .operation(pane: pane, .openURL(#"navpilot://stack?r=feed&r=post(id:1,title:%22A%22)"#))
        }
    }

    private mutating func expectation() -> StepAction {
        let pane = pane()
        return switch random.next() % 13 {
        case 0: .expectStack(pane: pane, routes())
        case 1: .expectTop(pane: pane, route())
        case 2: .expectDepth(pane: pane, number(1...99))
        case 3: .expectFocus(pane)
        case 4: .expectZoom(maybe(pane))
        case 5: .expectText(text(), pane: maybe(pane))
        case 6: .expectNoText(text(), pane: maybe(pane))
        case 7: .expectAlert(text(), pane: maybe(pane))
        case 8: .expectNoAlert(pane: maybe(pane))
        case 9: .expectNarration(text())
        case 10: .expectInvariants
        case 11: .snapshot(pick(Self.names))
        default: .screenshot(pick(Self.names), frame: maybe(number(1...9)))
        }
    }

    private mutating func control() -> ParsedLine.Content {
        switch random.next() % 3 {
        case 0: .control(.watch)
        case 1: .control(.stacks)
        default: .control(.screen(pane: maybe(pane())))
        }
    }
}

/// Each declaration says how its steps run or what they check: the runner and the expectations
/// have no list of their own to forget a command in.
@Suite("Every declared step runs or checks through its declaration")
struct CommandDeclarationTests {
    @Test func expectationsCheckOtherStepsRunHeadersAndControlCommandsDoNeither() {
        for declaration in ScenarioCommands.all {
            switch (declaration.family, declaration.name) {
            case (.expectation, _):
                #expect(declaration.check != nil && declaration.run == nil, "\(declaration.name)")
            case (.control, _), (.session, "Session"):
                #expect(declaration.check == nil && declaration.run == nil, "\(declaration.name)")
            default:
                #expect(declaration.run != nil && declaration.check == nil, "\(declaration.name)")
            }
        }
    }
}
