import NavPilot

/// Every stack a pane showed in this session, newest first, with the breadcrumb it had: what the
/// command palette offers to go back to (`feed · Feed › Swift Tips`).
///
/// A stack is kept as a `PilotStackSnapshot` (its routes by value, typed), so noting one after each
/// change costs a copy of an array, and choosing one gives the pilot those routes again, guard asked.
@MainActor
struct VisitedScreens {
    struct Visit {
        let pane: String
        /// The breadcrumb's titles as the pane's title showed them (the last few screens).
        let titles: [String]
        /// Whether the breadcrumb starts below the stack's root (its title showed `… ›`).
        let isCut: Bool
        let stack: PilotStackSnapshot

        /// `feed · Feed › Swift Tips`, as the pane's title showed it.
        var title: String {
            pane + " · " + ((isCut ? ["…"] : []) + titles).joined(separator: " › ")
        }
    }

    /// Newest first; a stack shown again moves to the front.
    private(set) var visits: [Visit] = []
    /// The most kept: the oldest go first (a long session's memory stays flat).
    static let mostKept = 200

    /// Notes that `pane` shows `stack` under the breadcrumb `titles` now.
    mutating func record(pane: String, titles: [String], isCut: Bool, stack: PilotStackSnapshot) {
        guard !titles.isEmpty else { return }
        visits.removeAll { $0.pane == pane && $0.stack == stack }
        visits.insert(Visit(pane: pane, titles: titles, isCut: isCut, stack: stack), at: 0)
        if visits.count > Self.mostKept { visits.removeLast(visits.count - Self.mostKept) }
    }
}
