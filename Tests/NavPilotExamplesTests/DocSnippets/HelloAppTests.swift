// The README's `Tests/HelloAppTests/HelloAppTests.swift`, run here as it runs there.
// docs: begin hello-tests
// docs: show import HelloApp
import NavPilotScenario
import Testing

@MainActor
struct HelloAppTests {
    @Test func enterOpensTheSelectedItem() async throws {
        let pilot = ScenarioPilot(makeSession: helloSession)
        try await pilot.run(
            """
            Key down
            Key enter
            ExpectText "Item 2"
            """)
        try pilot.expectStack("main", ["home", "detail(id: 2)"])
    }
}
// docs: end hello-tests
