import Foundation
import NavPilotTestSupport
import Testing

/// The real `navpilot` on a pty whose terminal answers its questions (`Scripts/testing/answering-terminal.py`):
/// the kitty keyboard protocol is used only where the terminal speaks it, its flags are popped on
/// every way out, and frames are wrapped in synchronized output only where the terminal knows it.
@Suite("Kitty keyboard protocol and synchronized output on a terminal that answers")
struct TerminalProtocolsEndToEndTests {
    static let push = Array("\u{1B}[>1u".utf8)
    static let pop = Array("\u{1B}[<u".utf8)
    static let leaveAlternateScreen = Array("\u{1B}[?1049l".utf8)
    static let beginFrame = Array("\u{1B}[?2026h".utf8)
    static let endFrame = Array("\u{1B}[?2026l".utf8)

    struct Run: CustomStringConvertible {
        let output: [UInt8]
        let report: String

        /// The report and the output's length: the bytes themselves are too many for a failure message.
        var description: String { "\(report.split(separator: "\n").joined(separator: ", ")), \(output.count) bytes" }

        func count(_ sequence: [UInt8]) -> Int { ranges(of: sequence).count }

        func ranges(of sequence: [UInt8]) -> [Int] {
            guard output.count >= sequence.count else { return [] }
            return (0...(output.count - sequence.count)).filter {
                output[$0..<($0 + sequence.count)].elementsEqual(sequence)
            }
        }

        func last(_ sequence: [UInt8]) -> Int? { ranges(of: sequence).last }
    }

    /// Runs navpilot's split screen on the answering terminal with `flags`; it opens a post, goes
    /// back with Escape and ends as `end` says.
    func run(_ flags: [String]) async throws -> Run {
        let (result, bytes) = try await AnsweringTerminal.run(flags, command: [try NavpilotBinary.path()])
        #expect(result.status == 0, "\(result.text)")
        return Run(output: bytes, report: result.text)
    }

    @Test func whereTheTerminalSpeaksTheProtocolFlagsArePushedEscapeWorksAndQuitPopsThem() async throws {
        let run = try await run(["--kitty"])
        #expect(run.report.contains("phase=ending"), "Escape as CSI 27 u went back: \(run.report)")
        #expect(run.count(Self.push) == 1)
        #expect(run.count(Self.pop) == 1)
        let pop = try #require(run.last(Self.pop))
        let leave = try #require(run.last(Self.leaveAlternateScreen))
        #expect(pop < leave, "popped on the alternate screen, where the flags were pushed")
        #expect(try #require(run.last(Self.push)) < pop)
        #expect(run.count(Self.beginFrame) == 0, "no synchronized output where the terminal did not say it knows it")
    }

    @Test func aTerminationSignalPopsTheFlagsToo() async throws {
        let run = try await run(["--kitty", "--end", "TERM"])
        #expect(run.report.contains("phase=ending"))
        let pop = try #require(run.last(Self.pop), "the flags were popped")
        #expect(pop < (run.last(Self.leaveAlternateScreen) ?? -1))
    }

    @Test func altComesAsEscapeWhileRunningAndTheTerminalsOwnSettingIsGivenBackOnEveryWayOut() async throws {
        // A stock xterm sends Alt+B as the 8-bit `â` unless metaSendsEscape (mode 1036) is on: it is
        // set with its setting saved first (XTSAVE), and the saved setting restored (XTRESTORE).
        let saveAndSet = Array("\u{1B}[?1036s\u{1B}[?1036h".utf8)
        let restore = Array("\u{1B}[?1036r".utf8)
        for end in ["q", "TERM"] {
            let run = try await run(["--end", end])
            #expect(run.report.contains("phase=ending"), "\(run)")
            let set = try #require(run.ranges(of: saveAndSet).first, "set at start (\(end))")
            let given = try #require(run.last(restore), "given back (\(end))")
            #expect(set < given, "set, then given back (\(end))")
            #expect(given < (run.last(Self.leaveAlternateScreen) ?? -1), "before the screen is given back (\(end))")
        }
    }

    @Test func whereTheTerminalAnswersNothingNothingChanges() async throws {
        let run = try await run([])
        #expect(run.report.contains("phase=ending"), "a lone ESC still goes back: \(run.report)")
        #expect(run.count(Self.push) == 0 && run.count(Self.pop) == 0)
        #expect(run.count(Self.beginFrame) == 0 && run.count(Self.endFrame) == 0)
    }

    @Test func whereTheTerminalKnowsMode2026EveryFrameIsWrappedWhole() async throws {
        let run = try await run(["--sync"])
        let begins = run.ranges(of: Self.beginFrame)
        let ends = run.ranges(of: Self.endFrame)
        #expect(begins.count >= 2, "the post and the way back (the first frame may go before the answer came)")
        #expect(begins.count == ends.count)
        for (begin, end) in zip(begins, ends) { #expect(begin < end) }
        for (end, next) in zip(ends, begins.dropFirst()) { #expect(end < next, "frames never nest") }
    }
}
