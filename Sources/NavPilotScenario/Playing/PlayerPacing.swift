/// How the player lets time pass between looks at the keyboard: waits at most the duration given
/// and answers how long went by. The waits are pacing for a person watching, not synchronisation
/// (every step has settled before the player waits), so a test can pass time without waiting.
typealias PlayerPacing = @MainActor (Duration) async -> Duration

/// Real time, for a person: sleeps, and measures how long the sleep took.
@MainActor
func sleepingPacing(_ duration: Duration) async -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    try? await Task.sleep(for: duration)
    return clock.now - start
}
