import NavPilotTUI
import Observation
import Testing

@Observable
@MainActor
final class LoopTestModel {
    var title = "start"
    var count = 0
}

/// A tiny application: shows the model, counts renders and remembers the events it handled.
@MainActor
final class LoopTestApp: TerminalApplication {
    let model: LoopTestModel
    var handled: [InputEvent] = []
    var renders = 0
    var cursor: Point?

    init(model: LoopTestModel = LoopTestModel()) { self.model = model }

    func render(into buffer: inout CellBuffer) {
        renders += 1
        buffer.write(model.title, at: .zero)
        buffer.write("count \(model.count)", at: Point(x: 0, y: 1))
    }

    func handle(_ event: InputEvent) -> EventDisposition {
        handled.append(event)
        switch event {
        case .key(KeyPress(.character("q"))): return .quit
        case .key(KeyPress(.character("+"))): model.count += 1
        case .key(KeyPress(.character("t"))):
            let model = self.model
            Task { @MainActor in model.title = "from handler task" }
        default: break
        }
        return .continue
    }
}

@Suite("Event loop on the headless terminal")
@MainActor
struct EventLoopTests {
    let terminal = HeadlessTerminal(size: Size(width: 20, height: 4))
    let app = LoopTestApp()
    let loop: EventLoop

    init() {
        loop = EventLoop(app: app, backend: terminal)
    }

    @Test func firstStepRendersTheWholeFirstFrame() {
        #expect(loop.step([]))
        #expect(terminal.screen.lines == ["start", "count 0", "", ""])
        #expect(terminal.cellsWritten == 80)
        #expect(loop.renderCount == 1)
    }

    @Test func aBatchIsHandledInOrderResolvedBetweenEventsAndWrittenOnce() {
        loop.step([])
        #expect(loop.step([.key(.character("+")), .key(.character("+")), .key(.character("+"))]))
        #expect(app.handled.count == 3)
        #expect(loop.renderCount == 2, "one frame written for the batch")
        #expect(terminal.flushCount == 2)
        #expect(app.renders == 4, "the first frame, a resolve before the 2nd and 3rd event, the batch's frame")
        #expect(terminal.screen.line(1) == "count 3")
    }

    @Test func ctrlLRepaintsEveryCell() {
        loop.step([])
        loop.step([.key(.character("+"))])
        #expect(terminal.cellsWritten == 1)
        loop.step([.key(KeyPress(.character("l"), .control))])
        #expect(terminal.cellsWritten == 80, "the whole screen again")
        #expect(app.handled.count == 1, "Ctrl+L belongs to the loop")
    }

    @Test func ctrlZSuspendsThenRepaintsEveryCell() {
        loop.step([])
        loop.step([.key(KeyPress(.character("z"), .control))])
        #expect(terminal.suspendCount == 1)
        #expect(terminal.cellsWritten == 80)
        #expect(app.handled.isEmpty)
    }

    @Test func onlyChangedCellsAreWritten() {
        loop.step([])
        loop.step([.key(.character("+"))])
        #expect(terminal.cellsWritten == 1)
        #expect(loop.lastChangeCount == 1)
    }

    @Test func nothingIsRenderedWhenNothingChanged() {
        loop.step([])
        loop.step([])
        #expect(loop.renderCount == 1)
        #expect(!loop.needsRender)
    }

    @Test func anObservedChangeMarksTheFrameStale() {
        loop.step([])
        app.model.title = "changed"
        #expect(loop.needsRender)
        loop.step([])
        #expect(terminal.screen.line(0) == "changed")
        #expect(loop.renderCount == 2)
    }

    @Test func aChangeFromAMainActorTaskShowsAfterSettling() async {
        await loop.settle()
        let model = app.model
        Task { @MainActor in model.title = "pushed from a task" }
        #expect(await loop.settle())
        #expect(terminal.screen.line(0) == "pushed from a task")
    }

    @Test func aTaskStartedByAnEventHandlerShowsAfterSettling() async {
        terminal.enqueue([.key(.character("t"))])
        #expect(await loop.settle())
        #expect(terminal.screen.line(0) == "from handler task")
    }

    @Test func settleReadsQueuedEventsAsOneBatch() async {
        await loop.settle()
        terminal.enqueue([.key(.character("+")), .key(.character("+"))])
        let before = loop.renderCount
        #expect(await loop.settle())
        #expect(loop.renderCount == before + 1)
        #expect(terminal.screen.line(1) == "count 2")
    }

    @Test func quittingStopsHandlingAndRendering() {
        loop.step([])
        #expect(!loop.step([.key(.character("q")), .key(.character("+"))]))
        #expect(loop.hasQuit)
        #expect(app.handled.count == 1)
        #expect(loop.renderCount == 1)
        #expect(!loop.step([.key(.character("+"))]))
    }

    @Test func resizeRendersAFullFrameAtTheNewSize() async {
        await loop.settle()
        terminal.resize(to: Size(width: 10, height: 2))
        await loop.settle()
        #expect(loop.frame?.size == Size(width: 10, height: 2))
        #expect(terminal.screen.lines == ["start", "count 0"])
        #expect(app.handled == [.resize(Size(width: 10, height: 2))])
        #expect(terminal.cellsWritten == 20)
    }

    @Test func cursorIsPassedToTheBackend() {
        app.cursor = Point(x: 3, y: 1)
        loop.step([])
        #expect(terminal.cursor == Point(x: 3, y: 1))
    }

    @Test func invalidateRepaintsEveryCell() {
        loop.step([])
        loop.invalidate()
        loop.step([])
        #expect(terminal.cellsWritten == 80)
        #expect(terminal.screen.line(0) == "start")
    }

    @Test func runLoopRendersObservedChangesWithoutInputAndEndsOnQuit() async {
        let run = Task { await loop.run() }
        for _ in 0..<1000 where loop.renderCount == 0 { await Task.yield() }
        app.model.title = "live"
        for _ in 0..<1000 where terminal.screen.line(0) != "live" { await Task.yield() }
        #expect(terminal.screen.line(0) == "live")
        terminal.enqueue([.key(.character("+")), .key(.character("q"))])
        await run.value
        #expect(loop.hasQuit)
        #expect(app.handled == [.key(.character("+")), .key(.character("q"))])
    }
}
