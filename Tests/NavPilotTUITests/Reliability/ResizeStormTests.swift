import NavPilot
import NavPilotTUI
import NavPilotTestSupport
import Testing

extension Reliability {
    /// Hundreds of terminal sizes in a row, down to 1x1 and 0x0: nothing traps, every frame has the
    /// terminal's size, and the layout is whole again when a normal size comes back.
    @MainActor
    @Suite("Reliability: resize storms")
    struct ResizeStormTests {
        @Test("500 random sizes including 1x1 and 0x0, then the original size renders as before the storm")
        func resizeStormRestoresTheLayout() {
            let form = NavPilot(initial: AbuseRoute.form)
            let pages = NavPilot(initial: AbuseRoute.form)
            for number in 1...30 { pages.push(.page(number)) }
            let size = Size(width: 100, height: 30)
            let session = HeadlessSession(abuseSession(form: form, pages: pages), size: size)
            session.press(.tab)  // the pages pane has no text field, so `z` always means zoom
            let before = session.text

            let seed: UInt64 = 0x51_2E
            var random = SeededGenerator(seed: seed)
            let edges = [
                Size(width: 1, height: 1), Size(width: 0, height: 0), Size(width: 1, height: 200),
                Size(width: 400, height: 1), Size(width: 2, height: 2), Size(width: 3, height: 3),
            ]
            var mismatches: [Size] = []
            for step in 0..<500 {
                let next =
                    step % 10 == 0
                    ? edges[(step / 10) % edges.count]
                    : Size(width: Int(random.next() % 300), height: Int(random.next() % 120))
                session.resize(to: next)
                if step % 50 == 25 { session.press(KeyPress(.character("z"))) }  // zoom toggles mid-storm
                if session.screen.size != next, mismatches.count < 5 { mismatches.append(next) }
            }
            #expect(mismatches.isEmpty, "seed \(seed): screens of the wrong size after resizing to \(mismatches)")
            #expect(!session.hasQuit)

            // Zoom was toggled an even number of times, so the same layout must come back.
            session.resize(to: size)
            #expect(session.text == before)
        }
    }
}
