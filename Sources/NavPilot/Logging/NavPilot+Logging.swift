extension NavPilot {
    /// Writes one debug line to `logSink`. The message is only built when `debug` is on.
    @usableFromInline
    func log(_ message: @autoclosure () -> String) {
        guard debug else { return }
        logSink.write(LogRecord(source: "NavPilot<\(Route.self)>", message: message()))
    }

    /// A route as logs, the inspector and error messages show it.
    @usableFromInline
    nonisolated func describe(_ route: Route) -> String {
        RouteNotation.describe(route)
    }

    /// The stack as one line: `[feed → post(id: 1, title: "Swift Tips")]`.
    @usableFromInline var stackDescription: String {
        "[" + routes.map(describe).joined(separator: " → ") + "]"
    }
}
