import NavPilotTUI
import Testing

@testable import NavPilotScenario

/// The player's line at any terminal width: the state and the keys are kept, the step is what gets
/// cut, and the note about a small terminal goes before the keys lose room.
@Suite("The replay's progress line")
struct PlayerProgressLineTests {
    static let note = "[terminal smaller than 100x30]"
    static let paused = ProgressLine(
        state: "❚❚ paused 12/40 · 500ms", detail: "line 14: ExpectTop feed post(id: 2, title: \"SwiftUI Tricks\")",
        keys: "space resume  . step  +/- speed  q quit", shortKeys: "space . +/- q", note: note)

    /// The step as `fitted` shows it: what is between the state and the keys (with the note when
    /// shown), trailing padding trimmed; nil when the line does not have that shape.
    func shownDetail(_ fitted: String, _ line: ProgressLine) -> String? {
        let rights = [line.note.map { $0 + ProgressLine.gap + line.keys }, line.keys, line.shortKeys].compactMap { $0 }
        guard fitted.hasPrefix(line.state), let right = rights.first(where: fitted.hasSuffix) else { return nil }
        let middle = fitted.dropFirst(line.state.count).dropLast(right.count)
        return String(middle.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// Whether `shown` is `line`'s whole detail, or its beginning cut with `…`, or nothing.
    func isWholeOrCut(_ shown: String, of line: ProgressLine) -> Bool {
        shown.isEmpty || shown == line.detail || (shown.hasSuffix("…") && line.detail.hasPrefix(shown.dropLast()))
    }

    @Test(arguments: [paused, withWideCharacters])
    func atEveryWidthTheStateAndKeysAreKeptAndTheStepIsCut(_ line: ProgressLine) throws {
        let least = displayWidth(of: line.state + ProgressLine.gap + line.shortKeys)
        for width in 0...170 {
            let fitted = line.fitted(toWidth: width)
            #expect(displayWidth(of: fitted) <= width, "\(width): \(fitted)")
            guard width >= least else { continue }
            #expect(displayWidth(of: fitted) == width, "the line fills its row: \(width)")
            let shown = try #require(shownDetail(fitted, line), "the state first, the keys last: \(width): \(fitted)")
            #expect(isWholeOrCut(shown, of: line), "\(width): \(fitted)")
            if fitted.contains(Self.note) {
                #expect(fitted.hasSuffix(line.keys), "the note went before the keys were shortened: \(width)")
            }
        }
    }

    static let withWideCharacters = ProgressLine(
        state: "▶ 3/9 · 1s", detail: "line 7: Type \"日本語のファイル名を入力する\"",
        keys: "space pause  . step  +/- speed  q quit", shortKeys: "space . +/- q", note: note)

    @Test func wideCharactersAreMeasuredInColumnsAndCutWhole() throws {
        let line = Self.withWideCharacters
        var cuts: Set<String> = []
        for width in 60...100 {
            let fitted = line.fitted(toWidth: width)
            #expect(displayWidth(of: fitted) == width, "two columns each: \(width): \(fitted)")
            let shown = try #require(shownDetail(fitted, line))
            #expect(isWholeOrCut(shown, of: line), "\(width): \(fitted)")
            cuts.insert(shown)
        }
        // One column more or less cuts the same character or the next: never half of one.
        #expect(cuts.contains { $0.hasSuffix("の…") } && cuts.contains(line.detail))
    }

    @Test func aWideTerminalShowsEverythingWithTheKeysAtTheRightEnd() {
        let fitted = Self.paused.fitted(toWidth: 170)
        #expect(fitted.hasPrefix("❚❚ paused 12/40 · 500ms  " + Self.paused.detail + " "))
        #expect(fitted.hasSuffix(Self.note + "  space resume  . step  +/- speed  q quit"))
    }

    @Test func theNoteIsDroppedBeforeTheKeysAreShortened() {
        // 23 state + 2 + 24 of the step + 2 + 39 keys: no room for the note and 20 of the step.
        let fitted = Self.paused.fitted(toWidth: 90)
        #expect(!fitted.contains("[terminal"))
        #expect(fitted.hasSuffix("  space resume  . step  +/- speed  q quit"))
        #expect(fitted.contains("  line 14: ExpectTop feed…  space resume"))
        let narrow = Self.paused.fitted(toWidth: 50)
        #expect(narrow.hasSuffix("  space . +/- q"), "\(narrow)")
        #expect(narrow.hasPrefix("❚❚ paused 12/40 · 500ms  line 14:"), "\(narrow)")
    }

    @Test func theEndOfAFailedReplayKeepsItsKeyAndCutsTheMessage() {
        var result = ScenarioResult(name: "s", file: "s.scenario", stepsRun: 2, stepCount: 4, duration: .zero)
        result.failure = ScenarioFailure(
            file: "s.scenario", line: 3, command: "ExpectText \"x\"",
            message: "\"x\" not found on the screen, which shows a great deal of other text")
        let fitted = PlayerPhase.finished(result).line(PlaybackControls(delay: .zero), note: nil).fitted(toWidth: 40)
        #expect(fitted.hasPrefix("✘  line 3: \"x\" not fou…"), "\(fitted)")
        #expect(fitted.hasSuffix("  (any key quits)"), "\(fitted)")
    }
}
