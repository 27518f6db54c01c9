import NavPilot
import NavPilotTUI
import Observation
import Testing

enum LibraryRoute: Hashable {
    case shelf
    case book(Int)
}

/// What the screens of the lifecycle tests report, observable so a task's changes redraw the pane.
@MainActor
@Observable
final class LoadLog {
    var events: [String] = []
    var status = "idle"
    /// Resumed by the test to let a task's loading finish.
    @ObservationIgnored var gate: CheckedContinuation<Void, Never>?
}

@MainActor
struct ShelfScreen: View {
    @EnvironmentObject var pilot: NavPilot<LibraryRoute>
    let log: LoadLog

    var body: some View {
        VStack {
            Text("Shelf: \(log.status)")
            Button("Open Book 1") { pilot.push(.book(1)) }
        }
        .navigationTitle("Shelf")
        .task {
            log.events.append("shelf task started")
            await withCheckedContinuation { log.gate = $0 }
            log.status = Task.isCancelled ? "cancelled" : "loaded"
            log.events.append("shelf task ended")
        }
        .onAppear { log.events.append("shelf appeared") }
        .onDisappear { log.events.append("shelf disappeared") }
    }
}

@MainActor
struct BookScreen: View {
    let number: Int
    let log: LoadLog

    var body: some View {
        Text("Book \(number)")
            .navigationTitle("Book \(number)")
            .task {
                log.events.append("book \(number) task started")
                // Sleeps until cancelled: what a task does when its entry leaves the stack.
                try? await Task.sleep(for: .seconds(3600))
                log.events.append("book \(number) task ended, cancelled: \(Task.isCancelled)")
            }
    }
}

enum ReadyRoute: Hashable {
    case start
    case ready
}

@MainActor
@Observable
final class SearchQuery {
    var text = "a"
    var runs: [String] = []
}

@MainActor
@Observable
final class DetailsPanel {
    var shown = true
    var events: [String] = []
}

@MainActor
@Suite("Lifecycle: .task, .onAppear and .onDisappear follow the screens of the stack")
struct LifecycleTests {
    private func library(_ log: LoadLog) -> (NavPilot<LibraryRoute>, HeadlessSession) {
        let pilot = NavPilot(initial: LibraryRoute.shelf)
        let session = HeadlessSession(
            Session("library") {
                Pane("main", pilot: pilot) { route in
                    switch route {
                    case .shelf: ShelfScreen(log: log)
                    case .book(let number): BookScreen(number: number, log: log)
                    }
                }
            }, size: Size(width: 60, height: 12))
        return (pilot, session)
    }

    @Test func aTaskStartsWhenItsScreenAppearsAndWhatItChangesIsDrawn() async {
        let log = LoadLog()
        let (_, session) = library(log)
        await session.settle()
        #expect(log.events == ["shelf appeared", "shelf task started"])
        #expect(session.text.contains("Shelf: idle"))
        log.gate?.resume()
        await session.settle()
        #expect(session.text.contains("Shelf: loaded"), "the model the task changed redrew the pane with no key")
    }

    @Test func aPushedOverScreenKeepsItsTaskAndAPoppedScreensTaskIsCancelled() async {
        let log = LoadLog()
        let (pilot, session) = library(log)
        await session.settle()
        session.press(.enter)
        await session.settle()
        #expect(pilot.stack == [.shelf, .book(1)])
        #expect(log.events.contains("shelf disappeared"))
        #expect(log.events.contains("book 1 task started"))
        #expect(!log.events.contains("shelf task ended"), "covered by a push, the shelf keeps loading")
        session.press(.backspace)
        await session.settle()
        #expect(log.events.contains("book 1 task ended, cancelled: true"))
        #expect(log.events.filter { $0 == "shelf appeared" }.count == 2)
        #expect(log.events.filter { $0 == "shelf task started" }.count == 1, "its task was never stopped")
    }

    @Test func theNextKeyOfABurstMeetsWhatAScreensOnAppearDidAsWhenTypedSlowly() async {
        // Found by `navpilot explore files` (seed 402): a folder's `.onAppear` restores its
        // selection, and the next key of the same read acted before it had run.
        func pressed(_ drive: (HeadlessSession) -> Void) async -> [String] {
            let log = LoadLog()
            let pilot = NavPilot(initial: ReadyRoute.start)
            let session = HeadlessSession(
                Session("ready") {
                    Pane("main", pilot: pilot) { route in
                        switch route {
                        case .start: Button("Open") { pilot.push(.ready) }
                        case .ready:
                            Button("Record") { log.events.append("pressed when \(log.status)") }
                                .onAppear { log.status = "ready" }
                        }
                    }
                }, size: Size(width: 40, height: 8))
            await session.settle()
            drive(session)
            return log.events
        }
        let slowly = await pressed { $0.press(.enter, .enter) }
        let burst = await pressed { $0.send([.key(KeyPress(.enter)), .key(KeyPress(.enter))]) }
        #expect(slowly == ["pressed when ready"])
        #expect(burst == slowly, "one read of two keys is two keys")
    }

    @Test func aScreenNeverShownWhoseTitleTheBreadcrumbAsksForStartsNoTask() async {
        let log = LoadLog()
        let (pilot, session) = library(log)
        await session.settle()
        // Book 1 is named in the breadcrumb without being shown: its view is built aside for its title.
        pilot.replace([.shelf, .book(1), .book(2)])
        await session.settle()
        #expect(session.text.contains("Book 1 › Book 2"))
        #expect(log.events.contains("book 2 task started"))
        #expect(!log.events.contains("book 1 task started"))
    }

    @Test func aTaskWithAnIDStartsAgainWhenTheIDChanges() async {
        let query = SearchQuery()
        let harness = ViewHarness {
            Text("Results for \(query.text)")
                .task(id: query.text) { [text = query.text] in query.runs.append(text) }
        }
        await Task.yield()
        #expect(query.runs == ["a"])
        query.text = "ab"
        harness.render()
        await Task.yield()
        harness.render()
        await Task.yield()
        #expect(query.runs == ["a", "ab"])
        harness.render()
        await Task.yield()
        #expect(query.runs == ["a", "ab"], "the same id does not start it again")
    }

    @Test func aViewRemovedByAnIfDisappearsAndItsTaskIsCancelled() async {
        let panel = DetailsPanel()
        let harness = ViewHarness {
            VStack {
                Text("Always")
                if panel.shown {
                    Text("Details")
                        .onAppear { panel.events.append("appeared") }
                        .onDisappear { panel.events.append("disappeared") }
                        .task {
                            try? await Task.sleep(for: .seconds(3600))
                            panel.events.append("task cancelled: \(Task.isCancelled)")
                        }
                }
            }
        }
        await Task.yield()
        #expect(panel.events == ["appeared"])
        panel.shown = false
        harness.render()
        for _ in 0..<4 { await Task.yield() }
        #expect(panel.events == ["appeared", "disappeared", "task cancelled: true"])
    }

    @Test func nothingRunsWhileRenderingOnlyAfterTheFrame() {
        @MainActor
        final class Count { var appeared = 0 }
        let count = Count()
        let root = ViewRoot { Text("Hello").onAppear { count.appeared += 1 } }
        var buffer = CellBuffer(size: Size(width: 20, height: 2))
        root.render(into: &buffer, in: buffer.bounds)
        #expect(count.appeared == 0, "the pass only queues the action")
        root.frameDidRender()
        #expect(count.appeared == 1)
        root.render(into: &buffer, in: buffer.bounds)
        root.frameDidRender()
        #expect(count.appeared == 1, "still shown: no second appearance")
    }
}
