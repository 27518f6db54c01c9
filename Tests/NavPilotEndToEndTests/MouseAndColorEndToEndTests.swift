import Foundation
import Testing

/// The mouse and colour conventions in a real terminal (tmux): SGR clicks past the
/// column X10 reports can name, wheel scrolling, and `NO_COLOR`.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed (set CI=true to make this a failure)"))
struct MouseAndColorEndToEndTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Whether an SGR sequence in `text` sets a foreground or background colour (30–38, 40–48, 90–97,
    /// 100–107; 39 and 49, back to the default, do not count).
    static func setsAColour(_ text: String) -> Bool {
        let colours = Set(30...38).union(40...48).union(90...97).union(100...107)
        for sequence in text.split(separator: "\u{1B}") where sequence.hasPrefix("[") {
            guard let end = sequence.firstIndex(where: { $0.isLetter }), sequence[end] == "m" else { continue }
            let parameters = sequence.dropFirst()[..<end].split(separator: ";").compactMap { Int($0) }
            if parameters.contains(where: colours.contains) { return true }
        }
        return false
    }

    @Test func aClickBeyondColumn223ReachesTheRowUnderIt() async throws {
        // X10 reports carry a column as one byte (at most 223); SGR reports carry it as a number.
        let session = try TmuxSession.start(try NavpilotBinary.command(), width: 400, height: 30)
        defer { session.kill() }
        try await session.waitForScreen("the split screen") { $0.contains("Alice") && $0.contains("[feed]") }
        let lines = try session.lines()
        let row = try #require(lines.firstIndex { $0.contains("Alice") })
        // Column 350 (1-based) is far right in the chat pane, on Alice's row: a button's row is its whole width.
        try session.sendBytes(Self.bytes("\u{1B}[<0;350;\(row + 1)M\u{1B}[<0;350;\(row + 1)m"))
        let screen = try await session.waitForScreen("Alice's thread") { $0.contains("chat · Inbox › Alice") }
        #expect(screen.contains("[chat]"), "the click focused the chat pane")
    }

    /// Whether the screen shows `↑ N more`.
    static func showsMoreAbove(_ screen: String) -> Bool {
        screen.range(of: "↑ [0-9]+ more", options: .regularExpression) != nil
    }

    @Test func theWheelScrollsThePaneUnderTheMouse() async throws {
        let session = try TmuxSession.start(try NavpilotBinary.command(["--example", "5"]), width: 60, height: 10)
        defer { session.kill() }
        try await session.waitForScreen("the deep-link example") { $0.contains("more") && $0.contains("[main]") }
        #expect(try !Self.showsMoreAbove(session.capture()), "nothing is above the top yet")
        // Wheel down (button 65) over the pane's content, twice.
        try session.sendBytes(Self.bytes("\u{1B}[<65;20;5M\u{1B}[<65;20;5M"))
        try await session.waitForScreen("the content scrolled") { Self.showsMoreAbove($0) }
        try session.sendBytes(Self.bytes("\u{1B}[<64;20;5M\u{1B}[<64;20;5M"))
        try await session.waitForScreen("the content back at its top") { !Self.showsMoreAbove($0) }
    }

    @Test func onAnEightColourTerminalTheDarkThemesSelectedRowIsBlueNotBlackOnBlack() async throws {
        // TERM=xterm has 8 colours: the row's dark grey would be drawn black, the terminal's own.
        let session = try TmuxSession.start(
            try NavpilotBinary.command(["--theme", "dark"], environment: ["TERM": "xterm", "NO_COLOR": ""]),
            width: 100, height: 30)
        defer { session.kill() }
        try await session.waitForScreen("the split screen") { $0.contains("Alice") && $0.contains("[feed]") }
        let styled = try session.run(["capture-pane", "-p", "-e", "-t", session.name])
        let selected = try #require(styled.split(separator: "\n").first { $0.contains("▸") }, "\(styled)")
        #expect(selected.contains("44m") || selected.contains(";44"), "a blue background: \(selected)")
        #expect(!styled.contains("48;5;"), "no colour the terminal does not have")
    }

    @Test func noColorTurnsColoursOffButKeepsTheScreen() async throws {
        func colourCodes(_ environment: [String: String]) async throws -> Bool {
            let session = try TmuxSession.start(
                // A terminal with colours, whatever the one running the tests has.
                try NavpilotBinary.command(environment: environment.merging(["TERM": "xterm-256color"]) { $1 }),
                width: 100, height: 30)
            defer { session.kill() }
            try await session.waitForScreen("the split screen") { $0.contains("Alice") && $0.contains("[feed]") }
            let styled = try session.run(["capture-pane", "-p", "-e", "-t", session.name])
            return Self.setsAColour(styled)
        }
        // Set empty rather than left out, so a NO_COLOR of the environment running the tests does not count.
        #expect(try await colourCodes(["NO_COLOR": ""]), "an empty NO_COLOR leaves colours on")
        #expect(try await !colourCodes(["NO_COLOR": "1"]), "NO_COLOR turns them off")
    }
}
