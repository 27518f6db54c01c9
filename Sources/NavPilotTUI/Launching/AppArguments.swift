/// What a command line gave an app to launch with (`AppCommandLine.parse(_:)`): the standard
/// options, and the app's own options and words.
public struct AppArguments: Equatable, Sendable {
    /// The standard options (`--narrate`, `--theme`, …), which the app may read too.
    public var options = LaunchOptions()
    /// The app's own flags that were given, by name with their dashes (`--offline`).
    public var flags: Set<String> = []
    /// The app's own options that take a value, by name with their dashes (`--account`).
    public var values: [String: String] = [:]
    /// The words that are no option, in order (only when `AppCommandLine.positional` names them).
    public var positional: [String] = []

    /// Nothing given.
    public init() {}

    /// Whether the app's flag `name` (with its dashes) was given.
    public func has(_ name: String) -> Bool { flags.contains(name) }

    /// The value given to the app's option `name` (with its dashes), if it was given.
    public subscript(name: String) -> String? { values[name] }
}
