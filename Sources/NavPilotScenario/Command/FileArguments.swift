import NavPilot

/// Arguments a subcommand does not accept, and why (printed after `navpilot: `, with the usage).
struct UsageProblem: Error, Equatable {
    let message: String
}

/// The arguments of a subcommand that takes one scenario file and options with a value each
/// (`play FILE --delay MS`, `record FILE --session NAME`).
struct FileArguments {
    /// The file.
    let file: String
    /// The value of each option given, by its name (`--delay`).
    let values: [String: String]
    /// The options without a value that were given (`--all-cores`).
    let flagsGiven: Set<String>

    /// Parses `arguments` of `subcommand`, whose options are `options` (each takes a value) and
    /// `flags` (options without a value).
    init(
        _ arguments: [String], subcommand: String, options: Set<String>, flags: Set<String> = []
    ) throws(UsageProblem) {
        var file: String?
        var values: [String: String] = [:]
        var flagsGiven: Set<String> = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if flags.contains(argument) {
                flagsGiven.insert(argument)
            } else if options.contains(argument) {
                guard let value = remaining.popFirst() else { throw .init(message: "\(argument) needs a value") }
                values[argument] = value
            } else if argument.hasPrefix("--") {
                throw .init(message: "unknown option \(SafeText.quoted(argument))")
            } else if file == nil {
                file = argument
            } else {
                throw .init(
                    message: "\(subcommand) takes one scenario file, found a second: \(SafeText.quoted(argument))")
            }
        }
        guard let file else { throw .init(message: "no scenario file given") }
        self.file = file
        self.values = values
        self.flagsGiven = flagsGiven
    }
}
