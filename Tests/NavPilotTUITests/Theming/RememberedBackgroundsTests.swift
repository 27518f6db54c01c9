import Foundation
import NavPilot
import NavPilotTestSupport
import Testing

@testable import NavPilotTUI

/// What each terminal said of its background, remembered between sessions so that the next session
/// in it draws its first frame at once: the terminal's name, the file, hostile names and files, and
/// when the first frame still waits for the answer.
@Suite("Remembered terminal backgrounds")
@MainActor
struct RememberedBackgroundsTests {
    static let white = RGBColor(red: 255, green: 255, blue: 255)
    static let black = RGBColor(red: 0, green: 0, blue: 0)

    func environment(_ values: [String: String]) -> (String) -> String? {
        { values[$0] }
    }

    @Test func aTerminalIsKnownByItsProgramAndTerm() {
        let name = RememberedBackgrounds.terminalName
        #expect(name(environment(["TERM": "xterm-256color"])) == "xterm-256color")
        #expect(
            name(environment(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"])) == "iTerm.app xterm-256color")
        #expect(name(environment(["TERM": "xterm-256color", "LC_TERMINAL": "iTerm2"])) == "iTerm2 xterm-256color")
        #expect(
            name(environment(["TERM": "xterm", "TERM_PROGRAM": "", "LC_TERMINAL": "iTerm2"])) == "iTerm2 xterm",
            "an empty TERM_PROGRAM names nothing")
        #expect(name(environment([:])) == nil, "no TERM, no terminal")
        #expect(name(environment(["TERM": ""])) == nil)
        #expect(name(environment(["TERM": String(repeating: "x", count: 201)])) == nil, "too long to be a name")
    }

    @Test func hostileNamesAreKeptEscapedOnOneLineAndReadBackTheSame() throws {
        let hostile = ["xterm\u{1B}]2;owned\u{07}", "a\tb", "two\nlines", "\u{202E}kcab", "ok\r", "é 漢字"]
        var remembered = RememberedBackgrounds()
        for (index, term) in hostile.enumerated() {
            let name = try #require(RememberedBackgrounds.terminalName(environment: environment(["TERM": term])))
            #expect(name == SafeText.escaping(term))
            let changed = remembered.remember([.light, .dark, .untold][index % 3], ofTerminal: name)
            #expect(changed)
        }
        let text = remembered.text
        #expect(text.split(separator: "\n").count == 1, "one line")
        #expect(
            !text.unicodeScalars.contains { SafeText.needsEscaping($0) && $0 != "\n" }, "nothing a terminal acts on")
        let read = try RememberedBackgrounds(parsing: text)
        #expect(read == remembered)
        #expect(read.answer(ofTerminal: SafeText.escaping("a\tb")) == .dark)
        #expect(read.answer(ofTerminal: SafeText.escaping("two\nlines")) == .untold)
    }

    @Test func theLastTerminalToAnswerComesFirstAndTheOldestGoesPastTheCapacity() {
        var remembered = RememberedBackgrounds()
        let first = remembered.remember(.dark, ofTerminal: "t0")
        #expect(first)
        let again = remembered.remember(.dark, ofTerminal: "t0")
        #expect(!again, "the same answer again changes nothing")
        let other = remembered.remember(.light, ofTerminal: "t0")
        #expect(other, "another answer does")
        for index in 1...RememberedBackgrounds.capacity {
            let changed = remembered.remember(.dark, ofTerminal: "t\(index)")
            #expect(changed)
        }
        #expect(remembered.entries.count == RememberedBackgrounds.capacity)
        #expect(remembered.entries.first?.name == "t\(RememberedBackgrounds.capacity)")
        #expect(remembered.answer(ofTerminal: "t0") == nil, "the one that answered longest ago went")
        let moved = remembered.remember(.light, ofTerminal: "t5")
        #expect(moved)
        #expect(remembered.entries.first?.name == "t5" && remembered.entries.count == RememberedBackgrounds.capacity)
    }

    @Test func aFileThatIsNotOneSaysWhatIsWrong() {
        let cases = [
            ("{\"version\":1,\"terminals\":[", "it is not JSON: expected a value at byte 26"),
            ("[]", "it has no format version"),
            ("{\"version\":2,\"terminals\":[]}", "format version 2"),
            ("{\"version\":1}", "it has no list of terminals"),
            (
                "{\"version\":1,\"terminals\":[{\"terminal\":\"xterm\",\"background\":\"grey\"}]}",
                "terminal 1 has no background (dark, light or untold)"
            ),
            (
                "{\"version\":1,\"terminals\":[{\"terminal\":\"x\\u001b[2J\",\"background\":\"dark\"}]}",
                "terminal 1 has no name as this file writes one"
            ),
            (
                "{\"version\":1,\"terminals\":[{\"background\":\"dark\"}]}",
                "terminal 1 has no name as this file writes one"
            ),
        ]
        for (text, reason) in cases {
            do {
                _ = try RememberedBackgrounds(parsing: text)
                Issue.record("\(text) was read")
            } catch {
                #expect(error.reason == reason)
            }
        }
        let written = "{\"version\":1,\"terminals\":[{\"terminal\":\"xterm\",\"background\":\"light\"}]}\n"
        #expect((try? RememberedBackgrounds(parsing: written))?.answer(ofTerminal: "xterm") == .light)
    }

    @Test func aFileThatDoesNotReadIsMovedAsideNeverLostAndSaid() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FileStateStore(directory: folder.path)
        let path = store.path(forKey: RememberedBackgrounds.key)
        try Data("{\"version\":1,\"terminals\":[}".utf8).write(to: URL(fileURLWithPath: path))
        do {
            _ = try RememberedBackgrounds.load(from: store)
            Issue.record("a file that does not read was read")
        } catch {
            #expect(error.description.hasPrefix("the terminals' remembered backgrounds could not be read: "))
            #expect(error.description.contains("it is not JSON: expected a value at byte 26"))
            #expect(error.description.contains("kept as \(path).corrupt-"))
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".corrupt-") }
        #expect(kept.count == 1)
        #expect(try String(contentsOfFile: folder.file(kept[0]), encoding: .utf8) == "{\"version\":1,\"terminals\":[}")

        try Data([0x6C, 0x69, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
        #expect(throws: RememberedBackgrounds.Problem.self) { try RememberedBackgrounds.load(from: store) }
        #expect(try RememberedBackgrounds.load(from: store) == RememberedBackgrounds(), "moved aside: nothing now")

        // A FIFO (opened without blocking) and a symbolic link (not followed) are refused unread.
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: RememberedBackgrounds.Problem.self) { try RememberedBackgrounds.load(from: store) }
        #expect(symlink("/etc/passwd", path) == 0)
        #expect(throws: RememberedBackgrounds.Problem.self) { try RememberedBackgrounds.load(from: store) }
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".corrupt-") }
        #expect(aside.count == 4, "every refused file kept: \(aside)")
    }

    @Test func theFirstFrameWaitsOnlyWhenNothingSaysTheBackground() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FileStateStore(directory: folder.path)
        let term = ["TERM": "xterm-256color"]
        let fresh = FollowedBackground(store: store, environment: environment(term))
        #expect(fresh.waitsForAnswer, "a terminal never heard from")
        #expect(fresh.theme(background: nil) == .dark)
        #expect(
            !FollowedBackground(store: store, environment: environment(term.merging(["NO_COLOR": "1"]) { $1 }))
                .waitsForAnswer, "mono whatever the background")
        #expect(
            !FollowedBackground(store: store, environment: environment(term.merging(["COLORFGBG": "0;15"]) { $1 }))
                .waitsForAnswer, "COLORFGBG says")

        fresh.terminalSaid(Self.white)
        #expect(fresh.takeProblem() == nil)
        #expect(try RememberedBackgrounds.load(from: store).answer(ofTerminal: "xterm-256color") == .light)
        let later = FollowedBackground(store: store, environment: environment(term))
        #expect(!later.waitsForAnswer, "this terminal said last time")
        #expect(later.theme(background: nil) == .light, "drawn as it said")
        #expect(later.theme(background: Self.black) == .dark, "its answer wins")
        #expect(
            FollowedBackground(store: store, environment: environment(term.merging(["TERM_PROGRAM": "kitty"]) { $1 }))
                .waitsForAnswer, "another terminal")
        #expect(
            FollowedBackground(store: store, environment: environment(term.merging(["COLORFGBG": "15;0"]) { $1 }))
                .theme(background: nil) == .dark, "COLORFGBG, set by this very terminal, before the memory")

        var untold = RememberedBackgrounds()
        _ = untold.remember(.untold, ofTerminal: "screen")
        try untold.save(to: store)
        let quiet = FollowedBackground(store: store, environment: environment(["TERM": "screen"]))
        #expect(!quiet.waitsForAnswer, "it said nothing of its background last time: nothing to wait for")
        #expect(quiet.theme(background: nil) == .dark)
        #expect(quiet.theme(background: Self.white) == .light, "and if it says now, that counts")
    }

    @Test func aStateFolderThatCannotBeWrittenIsSaidAndTheSessionGoesOn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("not-a-folder")
        try Data().write(to: URL(fileURLWithPath: file))
        let background = FollowedBackground(
            store: FileStateStore(directory: file + "/state"), environment: environment(["TERM": "xterm"]))
        background.terminalSaid(Self.white)
        let problem = try #require(background.takeProblem())
        #expect(problem.hasPrefix("the terminal's background could not be remembered: "))
        #expect(background.theme(background: Self.white) == .light)
        #expect(background.takeProblem() == nil, "said once")
    }
}
