import NavPilot
import Testing

@MainActor
@Suite("Router logging")
struct RouterLoggingTests {
    func loggedPilot(debug: Bool) -> (Pilot, MemoryLogSink) {
        let sink = MemoryLogSink()
        let pilot = Pilot(initial: .home, debug: debug)
        pilot.logSink = sink
        return (pilot, sink)
    }

    @Test func debugLogsOneLinePerOperationWithTheResultingStack() {
        let (pilot, sink) = loggedPilot(debug: true)
        pilot.push(.detail(id: 1))
        pilot.popToRoot()
        #expect(sink.messages == ["push detail(id: 1) -> [home → detail(id: 1)]", "popToRoot -> [home]"])
        #expect(sink.records.allSatisfy { $0.source == "NavPilot<AppRoute>" })
    }

    @Test func debugLogsIgnoredOperationsWithTheReason() {
        let (pilot, sink) = loggedPilot(debug: true)
        pilot.pop()
        pilot.popTo(.settings)
        pilot.pop(count: 0)
        #expect(
            sink.messages == [
                "pop ignored (at root) -> [home]",
                "popTo settings ignored (not on the stack) -> [home]",
                "pop(count: 0) ignored (count must be positive) -> [home]",
            ])
    }

    @Test func loggingIsSilentByDefault() {
        let (pilot, sink) = loggedPilot(debug: false)
        pilot.push(.settings)
        pilot.pop()
        pilot.pop()
        #expect(sink.records.isEmpty)
    }

    @Test func memorySinkKeepsOnlyTheNewestRecords() {
        let sink = MemoryLogSink(capacity: 3)
        for index in 1...5 {
            sink.write(LogRecord(source: "t", message: "\(index)"))
        }
        #expect(sink.messages == ["3", "4", "5"])
    }
}
