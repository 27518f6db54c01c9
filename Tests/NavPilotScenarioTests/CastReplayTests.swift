import Foundation
import NavPilot
import NavPilotTUI
import Testing

@testable import NavPilotScenario

/// A cast holds what a terminal got: the first frame whole, then each step's changed cells. Played
/// back by a terminal, it shows every screen the run showed.
@MainActor
@Suite("Casts: each step's changes only, replaying to the very screens of the run")
struct CastReplayTests {
    /// The text a terminal shows after `output`: cursor positioning (`ESC [ H`, `ESC [ r ; c H`),
    /// styles (`ESC [ … m`, which change no text), CR, LF and printed characters, wide ones taking
    /// two columns.
    struct Replay {
        var rows: [[Character]]
        var cursor = (x: 0, y: 0)

        init(size: Size) {
            rows = Array(repeating: Array(repeating: " ", count: size.width), count: size.height)
        }

        mutating func play(_ output: String) {
            var characters = output[...]
            while let character = characters.popFirst() {
                switch character {
                case "\u{1B}":
                    guard characters.popFirst() == "[" else { continue }
                    var parameters = ""
                    while let next = characters.popFirst() {
                        if next.isLetter {
                            if next == "H" {
                                let numbers = parameters.split(separator: ";").compactMap { Int($0) }
                                cursor = numbers.count == 2 ? (numbers[1] - 1, numbers[0] - 1) : (0, 0)
                            }
                            break
                        }
                        parameters.append(next)
                    }
                case "\r\n": cursor = (0, cursor.y + 1)
                case "\r": cursor.x = 0
                case "\n": cursor.y += 1
                default:
                    guard cursor.y < rows.count, cursor.x < rows[cursor.y].count else { continue }
                    rows[cursor.y][cursor.x] = character
                    let width = Cell(character, style: .plain).width
                    if width > 1, cursor.x + 1 < rows[cursor.y].count { rows[cursor.y][cursor.x + 1] = " " }
                    cursor.x += max(1, Int(width))
                }
            }
        }

        var lines: [String] {
            rows.map { String($0).replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
        }
    }

    @Test func eachStepWritesOnlyWhatChangedAndTheCastReplaysToEveryScreen() throws {
        let session = HeadlessSession(TestSessions.splitScreen(), size: Size(width: 90, height: 24))
        var writer = AsciicastWriter(title: "replay")
        var replay = Replay(size: session.screen.size)
        var wholeFrameBytes = 0
        var castBytes = 0
        let keys: [Key] = [.down, .enter, .tab, .enter, .character("?"), .escape, .left, .character("z"), .down]
        for key in [nil] + keys.map(Optional.some) {
            if let key { session.press(key) }
            let lines = writer.lines(for: session.screen)
            castBytes += lines.utf8.count
            wholeFrameBytes += AnsiFrame.render(session.screen).utf8.count
            for line in lines.split(separator: "\n") where line.hasPrefix("[") {
                let event = try #require(
                    try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
                replay.play(try #require(event[2] as? String))
            }
            let shown = session.screen.lines.map {
                $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
            }
            #expect(replay.lines == shown, "after \(key.map { "\($0)" } ?? "the first frame")")
        }
        #expect(castBytes * 2 < wholeFrameBytes, "\(castBytes) bytes, against \(wholeFrameBytes) for whole frames")
    }
}
