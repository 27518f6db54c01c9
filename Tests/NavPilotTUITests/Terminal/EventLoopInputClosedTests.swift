import NavPilotTUI
import Testing

/// A backend whose input ends after `readsBeforeClosing` reads (each bringing one `+` key), as a
/// terminal that is closed.
@MainActor
final class ClosingTerminal: TerminalBackend {
    var size = Size(width: 20, height: 4)
    var readsBeforeClosing: Int
    private(set) var reads = 0
    var isInputClosed: Bool { reads > readsBeforeClosing }

    init(readsBeforeClosing: Int) { self.readsBeforeClosing = readsBeforeClosing }

    func draw(_ changes: [CellChange]) {}
    func flush() {}
    func setCursor(_ point: Point?) {}
    func clear() {}
    func readEvents(timeout: Duration?) -> [InputEvent] {
        reads += 1
        return isInputClosed ? [] : [.key(.character("+"))]
    }
    func startInputMonitor(_ wake: @escaping @Sendable () -> Void) {
        // One more read after the first: the one that finds the end. Nothing wakes the loop after it.
        wake()
    }
    func stopInputMonitor() {}
}

@Suite("Event loop when the terminal goes away")
@MainActor
struct EventLoopInputClosedTests {
    // The limit catches a hang. It counts from the start of the run, while the test waits its turn
    // for the main actor behind every other main-actor test (about 90 s of them on a slow day).
    @Test(.timeLimit(.minutes(5)))
    func runReturnsOnceTheInputIsClosedAfterHandlingWhatCameBefore() async {
        let terminal = ClosingTerminal(readsBeforeClosing: 1)
        let app = LoopTestApp()
        let loop = EventLoop(app: app, backend: terminal)
        await loop.run()
        #expect(app.model.count == 1, "the key read before the end was handled")
        #expect(!loop.hasQuit, "the application did not quit: the loop ended because the input did")
    }
}
