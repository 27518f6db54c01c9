import Foundation
import Testing

@testable import NavPilotScenario

/// The reference cannot drift from the table: every command the parser reads is in the docs.
@Suite("Every scenario command is in the reference")
struct CommandReferenceTests {
    static let root = Repository.root

    /// Whether `text` names the command `name` in code: a backtick, the name, then no more of a name
    /// (`Pop` is not found in `` `PopTo``).
    static func names(_ name: String, in text: String) -> Bool {
        var rest = text[...]
        while let found = rest.range(of: "`" + name) {
            let next = rest[found.upperBound...].first
            if !(next?.isLetter ?? false) { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    /// The rows of the reference table of docs/scenarios.md.
    static func scenarioReference() throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent("docs/scenarios.md"), encoding: .utf8)
        return text.split(separator: "\n").filter { $0.hasPrefix("| `") }.joined(separator: "\n")
    }

    @Test func everyCommandOfAScenarioFileIsInTheReferenceTableOfTheScenarioLanguage() throws {
        let reference = try Self.scenarioReference()
        let missing = ScenarioCommands.all.filter { !$0.isControlOnly && !Self.names($0.name, in: reference) }
        #expect(missing.isEmpty, "docs/scenarios.md's reference lacks \(missing.map(\.name))")
    }

    @Test func everyCommandOfTheControlSocketIsInItsGuide() throws {
        let guide = try String(contentsOf: Self.root.appendingPathComponent("docs/control.md"), encoding: .utf8)
        let missing = ScenarioCommands.all.filter { $0.isControlOnly && !Self.names($0.name, in: guide) }
        #expect(missing.isEmpty, "docs/control.md lacks \(missing.map(\.name))")
    }

    @Test func theSearchForANameInCodeTellsAPrefixFromTheName() {
        #expect(Self.names("Pop", in: "| `PopTo`, `Pop PANE [N]` |"))
        #expect(!Self.names("Pop", in: "| `PopTo`, `PopToRoot` |"))
    }
}
