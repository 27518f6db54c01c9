import NavPilot
import NavPilotTUI

/// A session with a trap planted three steps from its start, to show that `navpilot explore` finds
/// a step that ends the process and shrinks it to a scenario that `navpilot run` ends the same way.
///
/// Not an example: `navpilot` offers it, as the session `planted-trap`, only while the environment
/// sets `NAVPILOT_PLANT_TRAP`, for its own self-checks (the tests, Scripts/reliability).
public enum PlantedTrap {
    /// The session's name in the catalog.
    public static let sessionName = "planted-trap"

    /// The routes of the session's one pane.
    enum Route: Hashable, Codable {
        case first, second, third
    }

    /// First → Second → Third by their buttons; the third screen's button traps.
    @MainActor
    public static func session() -> Session {
        let pilot = NavPilot(initial: Route.first)
        return Session(sessionName) {
            Pane("main", pilot: pilot) { route in
                switch route {
                case .first: Button("Next") { pilot.push(.second) }.navigationTitle("First")
                case .second: Button("Next") { pilot.push(.third) }.navigationTitle("Second")
                case .third: Button("Finish") { fatalError("the trap planted in the third screen's button") }
                }
            }
        }
    }
}
