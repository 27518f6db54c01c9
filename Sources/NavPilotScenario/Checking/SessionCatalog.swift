import NavPilotTUI

/// The sessions scenario files can name, each with a factory that builds a fresh one.
///
/// The scenario engine does not know the examples; the `navpilot` executable passes them, tests pass
/// their own small sessions:
///
/// ```swift
/// let catalog = SessionCatalog(Examples.all.map { ($0.name, $0.make) })
/// ```
public struct SessionCatalog {
    /// Builds a new session, with new pilots, every time it is called.
    public typealias Factory = @MainActor () -> Session

    /// The session names, in the order they were added.
    public private(set) var names: [String] = []
    private var factories: [String: Factory] = [:]

    /// An empty catalog.
    public init() {}

    /// A catalog of `entries`; a later entry with the same name replaces an earlier one.
    public init(_ entries: [(name: String, make: Factory)]) {
        for entry in entries {
            add(entry.name, make: entry.make)
        }
    }

    /// Adds (or replaces) the session `name`.
    public mutating func add(_ name: String, make: @escaping Factory) {
        if factories[name] == nil { names.append(name) }
        factories[name] = make
    }

    /// Whether a session of that name exists.
    public func contains(_ name: String) -> Bool { factories[name] != nil }

    /// A fresh session named `name`, or nil when there is none.
    @MainActor
    public func makeSession(named name: String) -> Session? {
        factories[name]?()
    }
}
