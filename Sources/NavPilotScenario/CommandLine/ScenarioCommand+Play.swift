import NavPilotTUI

extension ScenarioCommand {
    /// `navpilot play FILE [--delay MS]`: replays a scenario in the real terminal at a visible pace
    /// (default 500 ms per step), the step being run shown in the status line. `q` aborts.
    ///
    /// `Resize` and `Snapshot` steps are skipped: a real terminal has the size its user gave it.
    /// The first failure is shown in the status line until a key is pressed.
    ///
    /// - Parameter arguments: the arguments after `play`.
    /// - Returns: 0 when the scenario passed, 1 when it failed or was aborted, 2 when the file or
    ///   the command line is malformed or the terminal cannot be used.
    public static func play(arguments: [String], catalog: SessionCatalog, output: (String) -> Void) async -> Int32 {
        guard let (path, delay) = playArguments(arguments) else {
            output("usage: navpilot play FILE [--delay MS]")
            return exitMalformed
        }
        let scenario: Scenario
        do {
            scenario = try Scenario.load(path: path, catalog: catalog)
        } catch {
            output(error.description)
            return exitMalformed
        }
        guard let session = catalog.makeSession(named: scenario.sessionName) else { return exitMalformed }
        guard let terminal = openTerminal(output: output) else { return exitMalformed }
        let host = LiveHost(session, terminal: terminal)
        let player = LivePlayer(
            host: host, delay: delay, makeSession: { catalog.makeSession(named: scenario.sessionName) })
        let outcome = await player.play(scenario)
        terminal.restore()
        switch outcome {
        case .passed:
            output("✔ \(scenario.name)  \(scenario.steps.count) steps")
            return exitPassed
        case .aborted(let line):
            output("✘ \(scenario.name)  aborted at line \(line)")
            return exitFailed
        case .failed(let failure):
            output("✘ \(scenario.name)")
            output(failure.description)
            return exitFailed
        }
    }

    private static func playArguments(_ arguments: [String]) -> (String, Duration)? {
        var path: String?
        var delay = Duration.milliseconds(500)
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--delay" {
                guard let text = remaining.popFirst(), let milliseconds = Int(text), milliseconds >= 0 else {
                    return nil
                }
                delay = .milliseconds(milliseconds)
            } else if path == nil, !argument.hasPrefix("--") {
                path = argument
            } else {
                return nil
            }
        }
        return path.map { ($0, delay) }
    }
}

/// Plays a scenario on a live host, step by step.
@MainActor
struct LivePlayer {
    enum Outcome {
        case passed
        case aborted(line: Int)
        case failed(ScenarioFailure)
    }

    let host: LiveHost
    let delay: Duration
    let makeSession: () -> Session?

    func play(_ scenario: Scenario) async -> Outcome {
        let runner = StepRunner(host: host, snapshots: nil, makeSession: makeSession)
        let total = scenario.steps.count
        for (index, step) in scenario.steps.enumerated() {
            host.show("▶ \(index + 1)/\(total)  line \(step.line): \(step.source)   (q quits)")
            guard await pause() else { return .aborted(line: step.line) }
            switch step.action {
            case .snapshot, .resize: continue
            default: break
            }
            do {
                try await runner.run(step.action)
            } catch {
                let failure = ScenarioFailure(
                    file: scenario.file, line: step.line, command: step.source, message: error.message,
                    details: error.details)
                host.show("✘ line \(step.line): \(error.message)   (any key quits)")
                await waitForKey()
                return .failed(failure)
            }
        }
        host.show("✔ \(scenario.name): \(total) steps passed   (any key quits)")
        await waitForKey()
        return .passed
    }

    /// Waits `delay`, watching for `q` (false) and passing resizes on. Sleeping here is pacing for
    /// a person watching, not synchronisation: every step still settles before the next.
    private func pause() async -> Bool {
        let clock = ContinuousClock()
        let end = clock.now + delay
        repeat {
            if !handleInput() { return false }
            host.drawPendingFrame()
            try? await Task.sleep(for: .milliseconds(20))
        } while clock.now < end
        return handleInput()
    }

    private func waitForKey() async {
        while true {
            for event in host.terminal.readEvents(timeout: .zero) {
                if case .key = event { return }
                host.send([event])
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Reads pending input: false when `q` or Ctrl+C was pressed; resizes go to the session.
    private func handleInput() -> Bool {
        for event in host.terminal.readEvents(timeout: .zero) {
            switch event {
            case .key(let press)
            where press == KeyPress(.character("q")) || press == KeyPress(.character("c"), .control):
                return false
            case .resize:
                host.send([event])
            default:
                break
            }
        }
        return true
    }
}
