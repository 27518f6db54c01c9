/// An option of an app's own, beside the standard ones every app takes (`AppCommandLine`): the
/// parser accepts it, `--help` lists it, and the app reads what was given in `AppArguments`.
///
/// ```swift
/// AppOption("--account", value: "NAME", help: "open the account NAME")
/// AppOption("--offline", help: "no network; cached items only")
/// ```
public struct AppOption: Equatable, Sendable {
    /// The option as typed, with its dashes: `--account`.
    public let name: String
    /// The value's placeholder in `--help` (`NAME`); nil for a flag, which takes no value.
    public let value: String?
    /// What it does, for `--help` (long text is wrapped there).
    public let help: String

    /// An option named `name` (with its dashes), taking a value shown as `value` in `--help`, or a
    /// flag when `value` is nil.
    public init(_ name: String, value: String? = nil, help: String) {
        self.name = name
        self.value = value
        self.help = help
    }

    /// Whether the option takes a value.
    var takesValue: Bool { value != nil }

    /// The left column of its `--help` line: `--account NAME`.
    var synopsis: String { value.map { "\(name) \($0)" } ?? name }
}
