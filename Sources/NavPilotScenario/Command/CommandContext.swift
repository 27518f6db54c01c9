import NavPilot
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What every scenario subcommand runs with: the program's name (for messages and usage), the
/// app's sessions, and the environment it reads its settings from.
@MainActor
package struct CommandContext {
    /// The name messages start with and usage lines show: the app's own executable.
    package let program: String
    /// The sessions scenario files and `explore` can name.
    package let catalog: SessionCatalog
    /// The environment (`CI`, `SNAPSHOT_UPDATE`, the exploring child's variables).
    package let environment: [String: String]

    package init(program: String, catalog: SessionCatalog, environment: [String: String]) {
        self.program = program
        self.catalog = catalog
        self.environment = environment
    }

    /// Writes `program: message` to standard error.
    package func complain(_ message: String) {
        Console.print("\(program): \(message)", to: .error)
    }

    /// Writes `program: message` and `usage` to standard error; returns the usage exit status.
    package func refuse(_ message: String, usage: String) -> Int32 {
        Console.print("\(program): \(message)\n\(usage)", to: .error)
        return ExitStatus.usage
    }

    /// Whether `arguments` ask for help (`--help`, `-h`); then `usage` has been printed.
    package func printedHelp(for arguments: [String], usage: String) -> Bool {
        guard arguments.contains("--help") || arguments.contains("-h") else { return false }
        Console.print(usage)
        return true
    }

    /// `unknown session NAME; sessions are ...`, for a session the catalog does not have.
    package func unknownSession(_ name: String) -> String {
        "unknown session \(SafeText.quoted(name)); sessions are \(catalog.names.joined(separator: ", "))"
    }

    /// This program's file, for child runs (the name it was started by may be relative or on PATH).
    package static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
