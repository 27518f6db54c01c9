import NavPilot
import NavPilotTUI
import Testing

private struct UnreadKey: PreferenceKey {
    static var defaultValue: Int { 0 }
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct OrderKey: PreferenceKey {
    static var defaultValue: [String] { [] }
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

@MainActor
private final class Seen {
    var unread: [Int] = []
    var outer: [Int] = []
    var order: [[String]] = []
}

private struct Inbox: View {
    let seen: Seen
    @State private var aliceRead = false

    var body: some View {
        VStack {
            VStack {
                Button("Alice") { aliceRead = true }
                    .preference(key: UnreadKey.self, value: aliceRead ? 0 : 2)
                    .preference(key: OrderKey.self, value: ["Alice"])
                Text("Bob")
                    .preference(key: UnreadKey.self, value: 1)
                    .preference(key: OrderKey.self, value: ["Bob"])
            }
            .onPreferenceChange(UnreadKey.self) { seen.unread.append($0) }
            .onPreferenceChange(OrderKey.self) { seen.order.append($0) }
            Text("Carol").preference(key: UnreadKey.self, value: 4)
        }
        .onPreferenceChange(UnreadKey.self) { seen.outer.append($0) }
    }
}

@MainActor
@Suite("Preference keys: values the views inside pass up, combined in order")
struct PreferenceKeyTests {
    @Test func aReaderGetsTheCombinedValueAfterTheFirstFrameAndAfterEachChangeOnly() async {
        let seen = Seen()
        let session = HeadlessSession(Session("prefs") { Pane("main") { Inbox(seen: seen) } })
        await session.settle()
        #expect(seen.unread == [3])
        #expect(seen.order == [["Alice", "Bob"]], "siblings are combined in the order they come")
        session.press(.down)  // a frame with the same values
        await session.settle()
        #expect(seen.unread == [3], "no change, no call")
        session.press(.up, .enter)  // Alice read
        await session.settle()
        #expect(seen.unread == [3, 1])
    }

    @Test func theValueGoesOnUpPastAReaderToTheViewsAroundIt() async {
        let seen = Seen()
        let session = HeadlessSession(Session("prefs") { Pane("main") { Inbox(seen: seen) } })
        await session.settle()
        #expect(seen.outer == [7], "Alice 2 + Bob 1 through the inner reader, and Carol 4")
        session.press(.enter)
        await session.settle()
        #expect(seen.outer == [7, 5])
    }

    @Test func aScreensValuesPassUpThroughItsHostWhichTakesOnlyTheTitle() async {
        let seen = Seen()
        let pilot = NavPilot(initial: 1)
        let session = HeadlessSession(
            Session("prefs") {
                Pane("main") {
                    NavPilotHost(pilot) { number in
                        VStack {
                            Text("Screen \(number)").navigationTitle("Inner")
                            Text("unread").preference(key: UnreadKey.self, value: number)
                        }
                        .navigationTitle("Screen \(number)")
                    }
                    .onPreferenceChange(UnreadKey.self) { seen.outer.append($0) }
                }
            }, size: Size(width: 60, height: 10))
        await session.settle()
        #expect(seen.outer == [1], "a value set inside a screen reaches a reader around the host")
        #expect(session.windowManager.pane(named: "main")?.root.breadcrumb == ["Screen 1"], "the outermost title")
        pilot.push(2)
        await session.settle()
        #expect(seen.outer == [1, 2])
        #expect(session.windowManager.pane(named: "main")?.root.breadcrumb == ["Screen 1", "Screen 2"])
    }
}
