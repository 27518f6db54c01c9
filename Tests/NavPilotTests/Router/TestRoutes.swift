import NavPilot

/// Routes of the push/pop example, used by the router tests.
enum AppRoute: Hashable, Codable {
    case home
    case detail(id: Int)
    case nestedDetail
    case settings
}

typealias Pilot = NavPilot<AppRoute>
