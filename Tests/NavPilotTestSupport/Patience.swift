import Foundation

/// How long any test waits for something that should come (a screen, a file, a process's end, a
/// connection dropped) before it calls it a hang: one figure for the whole suite. Tests wait on
/// conditions, so the figure only bounds a hang; it is far above a healthy run's time on a busy
/// two-core machine, and `NAVPILOT_TEST_TIME_SCALE` multiplies it where machines are slower still.
public enum Patience {
    /// `NAVPILOT_TEST_TIME_SCALE` when it is a number from 0.1 to 100; else 1.
    public static let scale: Double = {
        guard let text = ProcessInfo.processInfo.environment["NAVPILOT_TEST_TIME_SCALE"],
            let value = Double(text), (0.1...100).contains(value)
        else { return 1 }
        return value
    }()

    /// The longest wait: 180 seconds, times `scale`.
    public static let limit: Duration = .seconds(180) * scale
}
