import NavPilotTUI
import Testing

@testable import NavPilotScenario

@MainActor
@Suite("Every key press a recording, explore or a shrunk reproduction writes reads back as itself")
struct KeyTextRoundTripTests {
    /// Every key with every combination of modifiers, and every character class: letters, digits,
    /// the punctuation the language gives a meaning (brackets, quotes, `#`, `\`), control characters,
    /// spaces and characters beyond ASCII.
    static var presses: [KeyPress] {
        let named: [Key] = [
            .enter, .tab, .backspace, .delete, .escape, .up, .down, .left, .right, .home, .end, .pageUp,
            .pageDown, .insert, .function(1), .function(12),
        ]
        let ascii = (0x21...0x7E).map { Key.character(Character(Unicode.Scalar(UInt8($0)))) }
        let others: [Key] = ["é", "ß", "日", "🙂", " "].map { .character($0) }
        // Control characters and line separators have no modified form a terminal sends.
        let controls: [KeyPress] = ["\n", "\t", "\u{1}", "\u{7F}", "\u{2028}"].map { KeyPress(.character($0)) }
        let modifiers: [Modifiers] = [[], .control, .alt, [.control, .alt]]
        var presses = [KeyPress(.backTab)] + controls
        for key in named + ascii + others {
            for modifier in modifiers {
                // Terminals report Ctrl+letter in lower case: Ctrl+A is not a key of its own.
                if modifier.contains(.control), case .character(let character) = key, character.isUppercase { continue }
                presses.append(KeyPress(key, modifier))
            }
        }
        return presses
    }

    private func steps(_ lines: String) throws -> [StepAction] {
        try Scenario.parse("Session split\n" + lines, file: "t.scenario", catalog: TestSessions.catalog).steps.map(
            \.action)
    }

    @Test func aKeyLineReadsBackAsTheKeyItWasWrittenFrom() throws {
        for press in Self.presses {
            let line = "Key " + KeyName.text(of: press)
            let actions = try steps(line)
            guard case .key(let parsed, let count) = actions.first else {
                Issue.record("\(line) gave \(actions)")
                continue
            }
            #expect(parsed == press && count == 1, "\(line)")
        }
    }

    @Test func aBurstOfEveryKeyReadsBackInOrder() throws {
        let presses = Self.presses
        let line = "Burst " + presses.map(KeyName.text(of:)).joined(separator: " ")
        guard case .burst(let parsed) = try steps(line).first else {
            Issue.record("no burst")
            return
        }
        #expect(parsed == presses)
    }

    @Test func theShrinkersBurstWithABracketIsAValidLine() throws {
        // The line explore once wrote for a shrunk burst holding `[`: `run` rejected it.
        let line =
            "Burst "
            + [KeyPress(.character("?")), KeyPress(.character("["))].map(KeyName.text(of:)).joined(separator: " ")
        #expect(line == #"Burst ? "[""#)
        #expect(try steps(line).count == 1)
    }

    @Test func aRecordingOfPunctuationWithModifiersReadsBack() throws {
        let events: [InputEvent] = [.key(KeyPress(.character("["), .alt)), .key(KeyPress(.character("#"), .control))]
        let lines = ScenarioWriter.inputLines(events)
        #expect(lines == ["Key alt+lbracket", "Key ctrl+hash"])
        let actions = try steps(lines.joined(separator: "\n"))
        #expect(actions.count == 2)
    }
}
