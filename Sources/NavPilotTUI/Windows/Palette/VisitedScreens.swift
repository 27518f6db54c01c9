import NavPilot

/// Every stack a pane had in this session, newest first: what the command palette offers to go back
/// to (`feed › post(id: 1, title: "Swift Tips")`).
///
/// A stack is noted after every input and every frame, so a burst of keys notes the stacks the same
/// keys one by one would (what was drawn in between makes no difference), and kept as a
/// `PilotStackSnapshot` (its routes by value, typed) that shares with the pane's last one the
/// routes both hold from the root: 200 visits of a 20,000-route stack cost 20,000 routes, and
/// choosing one gives the pilot those routes again, guard asked. It is named by its routes, written
/// only when the palette opens.
@MainActor
struct VisitedScreens {
    struct Visit {
        let pane: String
        let stack: PilotStackSnapshot

        /// The pane and the last routes, root side first: `feed › feed › post(id: 1, …)`.
        var title: String {
            let shown = stack.descriptions(last: VisitedScreens.routesNamed)
            return ([pane] + (stack.depth > shown.count ? ["…"] : []) + shown).joined(separator: " › ")
        }
    }

    /// Newest first; a stack had again moves to the front.
    private(set) var visits: [Visit] = []
    /// The most kept: the oldest go first (a long session's memory stays flat).
    static let mostKept = 200
    /// How many routes, at most, name a visit (its last ones).
    nonisolated static let routesNamed = 3

    /// The newest visit of `pane`: what its next snapshot shares routes with.
    func latest(of pane: String) -> PilotStackSnapshot? {
        visits.first { $0.pane == pane }?.stack
    }

    /// Notes that `pane` has `stack` now.
    mutating func record(pane: String, stack: PilotStackSnapshot) {
        if let first = visits.first, first.pane == pane, first.stack == stack { return }
        visits.removeAll { $0.pane == pane && $0.stack == stack }
        visits.insert(Visit(pane: pane, stack: stack), at: 0)
        if visits.count > Self.mostKept { visits.removeLast(visits.count - Self.mostKept) }
    }
}
