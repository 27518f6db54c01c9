import NavPilot

#if canImport(Glibc)
import Glibc
#endif

/// The linear mode of `TerminalSession` (`--narrate`, `NAVPILOT_NARRATE=1`): the session told in
/// lines on standard output (`Narration`), nothing drawn. From a terminal, keys are read as in the
/// full-screen mode; from a file or a pipe, one key name per line (`KeyLines`), each handled and
/// its effects settled before the next, and the session ends with the input.
@MainActor
enum LinearSession {
    /// The size frames are laid out at: big enough for every pane of the examples, unrelated to
    /// the terminal, whose size nothing drawn depends on.
    static let layoutSize = Size(width: 120, height: 40)

    static func run(
        _ session: Session, listener: (any SessionListener)?, configure: (@MainActor (WindowManager) -> Void)?
    ) async throws(TerminalError) {
        let window = WindowManager(session: session)
        // Never animated: a transition is one change, said once.
        window.animatesTransitions = false
        configure?(window)
        let narration = Narration { Console.print($0) }
        // NAVPILOT_ECHO: what typing says (characters, words, both, none); anything else is told.
        if let value = getenv("NAVPILOT_ECHO").map({ String(cString: $0) }), !value.isEmpty {
            if let echo = TypingEcho(rawValue: value.lowercased()) {
                narration.typingEcho = echo
            } else {
                Console.print(
                    "NAVPILOT_ECHO: \(SafeText.quoted(value)) is not characters, words, both or none; characters are echoed",
                    to: .error)
            }
        }
        window.narration = narration
        if isatty(0) == 1 {
            // A listener at a terminal pauses: another pane's new screen is told after a second.
            narration.otherPanesDelay = .seconds(1)
            let terminal = LinearTerminal(size: layoutSize)
            defer { terminal.restore() }
            let loop = EventLoop(app: window, backend: terminal)
            try listener?.start(loop: loop, window: window)
            defer { listener?.stop() }
            await loop.run()
        } else {
            let loop = EventLoop(app: window, backend: HeadlessTerminal(size: layoutSize))
            try listener?.start(loop: loop, window: window)
            defer { listener?.stop() }
            await runKeyLines(loop)
        }
        // One line for the end, whether the input ended or the session quit.
        Console.print("\(session.name) ended.")
    }

    /// Keys from standard input, a line each; a line that names no key is refused on standard error
    /// with its number, and the next one read.
    private static func runKeyLines(_ loop: EventLoop) async {
        loop.step([])
        await loop.settle()
        var number = 0
        for await line in KeyLines.standardInput() {
            number += 1
            do {
                guard let press = try KeyLines.key(from: line) else { continue }
                loop.step([.key(press)])
                await loop.settle()
                if loop.hasQuit { return }
            } catch {
                Console.print("\(programName): line \(number): \(error)", to: .error)
            }
        }
    }

    private static var programName: String {
        let path = CommandLine.arguments.first ?? "navpilot"
        return path.split(separator: "/").last.map(String.init) ?? path
    }
}
