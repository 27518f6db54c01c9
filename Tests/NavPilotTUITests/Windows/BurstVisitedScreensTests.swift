import NavPilot
import NavPilotTUI
import Testing

enum BurstRoute: Hashable {
    case start
    case ready
    case page(Int)
}

/// One read of several keys must leave the session as the same keys typed one by one do, including
/// what the palette offers as visited screens.
@MainActor
@Suite("A burst of keys and the palette's visited screens")
struct BurstVisitedScreensTests {
    /// Pane `a` opens a screen whose `.onAppear` shows page 1 in pane `b`; its button shows page 2.
    private func session() -> HeadlessSession {
        let a = NavPilot(initial: BurstRoute.start)
        let b = NavPilot(initial: BurstRoute.start)
        return HeadlessSession(
            Session("burst") {
                Pane("a", pilot: a) { route in
                    switch route {
                    case .ready:
                        Button("Next page") { b.push(.page(2)) }
                            .navigationTitle("Ready")
                            .onAppear { b.push(.page(1)) }
                    default: Button("Open") { a.push(.ready) }.navigationTitle("Start")
                    }
                }
                Pane("b", pilot: b) { route in
                    switch route {
                    case .page(let number): Text("Page \(number)").navigationTitle("Page \(number)")
                    default: Text("Empty").navigationTitle("Empty")
                    }
                }
            }, size: Size(width: 100, height: 20))
    }

    /// The palette's answer to "page" once `drive` has driven a new session.
    private func paletteText(after drive: (HeadlessSession) -> Void) async -> String {
        let session = session()
        await session.settle()
        drive(session)
        session.press(KeyPress(.character("p"), .control))
        session.send([.paste("page")])
        return session.text
    }

    @Test func aScreenAnOnAppearShowedBetweenTwoKeysOfABurstIsVisitedAsWhenTypedSlowly() async {
        let slowly = await paletteText { $0.press(.enter, .enter) }
        let burst = await paletteText { $0.send([.key(KeyPress(.enter)), .key(KeyPress(.enter))]) }
        #expect(slowly.contains("Page 1") && slowly.contains("visited"), "the palette offers page 1 as visited")
        #expect(burst == slowly, "in one read too, the palette offers page 1 as visited")
    }
}
