/// Shrinks a failing run to fewer steps: drops chunks of steps, halving the chunk each time nothing
/// more can go, then the keys of each burst one at a time, for as long as `attempt` says the smaller
/// run still fails the same way.
///
/// What a failure is stays the caller's: the explorer replays a candidate on a fresh session in
/// this process and compares the rule that broke; a run that ended the process (a trap) is replayed
/// by `navpilot run` in a child process and compared by the signal that ended it.
@MainActor
struct StepShrinker<Found> {
    /// The steps of a failing run.
    let steps: (Found) -> [ScenarioStep]
    /// Runs the candidate steps: the failure when they still fail the same way, else nil.
    let attempt: ([ScenarioStep]) async -> Found?
    /// When to stop shrinking and keep the smallest run so far.
    let deadline: ContinuousClock.Instant

    func shrink(_ found: Found) async -> Found {
        let clock = ContinuousClock()
        var best = found
        var chunk = max(1, steps(best).count / 2)
        while chunk >= 1, clock.now < deadline {
            var index = 0
            var removedAny = false
            while index < steps(best).count, clock.now < deadline {
                var candidate = steps(best)
                candidate.removeSubrange(index..<min(candidate.count, index + chunk))
                if let smaller = await attempt(candidate) {
                    best = smaller
                    removedAny = true
                } else {
                    index += chunk
                }
            }
            // Halve the chunk once nothing more can go; single steps go until none can.
            if !removedAny {
                if chunk == 1 { break }
                chunk /= 2
            }
        }
        for index in steps(best).indices where clock.now < deadline {
            best = await shrinkBurst(at: index, of: best)
        }
        return best
    }

    /// Drops the keys of the burst at `index`, one at a time, while the run still fails.
    private func shrinkBurst(at index: Int, of found: Found) async -> Found {
        let clock = ContinuousClock()
        var best = found
        guard index < steps(best).count, case .burst(let presses) = steps(best)[index].action else { return best }
        var keys = presses
        var position = 0
        while position < keys.count, keys.count > 1, clock.now < deadline {
            var fewer = keys
            fewer.remove(at: position)
            var candidate = steps(best)
            candidate[index] = ScenarioPrinter.step(.burst(fewer))
            if let smaller = await attempt(candidate) {
                best = smaller
                keys = fewer
            } else {
                position += 1
            }
        }
        return best
    }
}
