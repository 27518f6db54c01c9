import NavPilotTUI

/// One measured figure: what, how much, in which unit.
struct Figure {
    let name: String
    let value: Double
    let unit: String
}

/// Runs `body` `repetitions` times after one warm-up run and returns the median duration in seconds.
/// The median keeps one descheduled run on a shared two-core machine from skewing the figure.
@MainActor
func medianSeconds(repetitions: Int = 5, _ body: () -> Void) -> Double {
    body()
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let elapsed = clock.measure(body)
        samples.append(seconds(elapsed))
    }
    return median(samples)
}

/// `medianSeconds` of asynchronous work (suspensions included in the time).
@MainActor
func medianSeconds(repetitions: Int = 5, _ body: () async -> Void) async -> Double {
    await body()
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let elapsed = await clock.measure { await body() }
        samples.append(seconds(elapsed))
    }
    return median(samples)
}

/// Like `medianSeconds`, timing only `body`: `setUp` makes a fresh input for every run.
@MainActor
func medianSeconds<Input>(repetitions: Int = 5, setUp: () -> Input, _ body: (Input) -> Void) -> Double {
    body(setUp())
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let input = setUp()
        let elapsed = clock.measure { body(input) }
        samples.append(seconds(elapsed))
    }
    return median(samples)
}

private func median(_ samples: [Double]) -> Double {
    samples.sorted()[samples.count / 2]
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// Prints figures as an aligned table.
func printTable(_ title: String, _ figures: [Figure]) {
    Console.print("## \(title)")
    let width = figures.map(\.name.count).max() ?? 0
    for figure in figures {
        let padded = figure.name + String(repeating: " ", count: width - figure.name.count)
        Console.print("  \(padded)  \(format(figure.value)) \(figure.unit)")
    }
}

private func format(_ value: Double) -> String {
    if value >= 100 { return String(Int(value.rounded())) }
    let scaled = (value * 1000).rounded() / 1000
    return String(scaled)
}

/// Keeps the optimiser from deleting work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
