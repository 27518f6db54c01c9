extension NavPilot {
    /// Writes one debug line to `logSink`. The message is only built when `debug` is on.
    func log(_ message: @autoclosure () -> String) {
        guard debug else { return }
        logSink.write(LogRecord(source: "NavPilot<\(Route.self)>", message: message()))
    }

    /// A route as logs, the inspector and error messages show it.
    nonisolated func describe(_ route: Route) -> String {
        RouteNotation.describe(route)
    }

    /// The stack as one line: `[feed → post(id: 1, title: "Swift Tips")]`.
    var stackDescription: String {
        "[" + routes.map(describe).joined(separator: " → ") + "]"
    }
}
