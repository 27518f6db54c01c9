import NavPilotTUI

/// A running session as scenario steps see it: the live event loop and its window manager, acted
/// on between the loop's own frames. Every step draws its frame on the terminal, as typing would.
@MainActor
final class LiveHost: ScenarioHost {
    let loop: EventLoop
    let windowManager: WindowManager

    init(loop: EventLoop, windowManager: WindowManager) {
        self.loop = loop
        self.windowManager = windowManager
    }

    var screen: CellBuffer { loop.frame ?? CellBuffer(size: loop.backend.size) }
    var hasQuit: Bool { loop.hasQuit }

    func send(_ events: [InputEvent]) {
        loop.step(events)
    }

    /// Whether `Resize` can act: only on a terminal of memory (a real one sets its own size).
    var canResize: Bool { loop.backend is HeadlessTerminal }

    func resize(to size: Size) {
        guard let terminal = loop.backend as? HeadlessTerminal else { return }
        terminal.resize(to: size)
        loop.step(terminal.readEvents(timeout: .zero))
    }

    func settle() async {
        await loop.settle()
    }

    func relaunch(_ session: Session) {}

    func renderAgain() -> CellBuffer {
        var buffer = CellBuffer(size: screen.size)
        windowManager.renderAnew(into: &buffer)
        return buffer
    }

    var keepsTransitionFrames = false
    var keptTransitionFrames: [CellBuffer] { [] }

    private(set) var lastNarration: [String]?

    func finishNarratedStep() {
        lastNarration = windowManager.narration?.takeSaid()
    }
}
