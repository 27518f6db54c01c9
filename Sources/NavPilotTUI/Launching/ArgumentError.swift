import NavPilot

/// A command line an app does not understand (`AppCommandLine.parse(_:)`): printed after the app's
/// name, with a hint to run `--help`, and the app exits with status 2.
public enum ArgumentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An option neither the app nor the standard options have.
    case unknownOption(String)
    /// A word that is no option, where the app takes none (or no more).
    case unexpectedArgument(String)
    /// An option that takes a value was given none.
    case missingValue(String)
    /// A flag was given a value (`--narrate=yes`).
    case unexpectedValue(String)
    /// An option was given twice.
    case repeated(String)
    /// The comma-separated list of an option has an empty entry at `position` (1 is the first).
    case emptyEntry(String, position: Int, list: String)
    /// An option the app cannot take, or a value it cannot take: the option, and why.
    case refused(String, reason: String)

    /// One line for the user, the option and the argument quoted (`SafeText.quoted(_:)`): they come
    /// from outside and could hold escape sequences.
    public var description: String {
        switch self {
        case .unknownOption(let name): "unknown option \(SafeText.quoted(name))"
        case .unexpectedArgument(let argument): "unexpected argument \(SafeText.quoted(argument))"
        case .missingValue(let name): "option \(SafeText.quoted(name)) needs a value"
        case .unexpectedValue(let name): "option \(SafeText.quoted(name)) takes no value"
        case .repeated(let name): "option \(SafeText.quoted(name)) is given twice"
        case .emptyEntry(let name, let position, let list):
            "option \(SafeText.quoted(name)): entry \(position) of \(SafeText.quoted(list)) is empty"
        case .refused(let name, let reason): "\(name): \(reason)"
        }
    }
}
