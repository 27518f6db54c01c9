import Foundation
import NavPilot
import NavPilotTestSupport
import Testing

@testable import NavPilotScenario

/// `navpilot fmt`: the canonical form of a file, its comments and blank lines kept, the same steps.
@Suite("Formatting scenario files: canonical, idempotent, the same steps")
struct ScenarioFormatterTests {
    func format(_ text: String) throws -> String {
        try ScenarioFormatter.format(text).get()
    }

    @Test func spacingKeysStringsAndRoutesTakeTheirCanonicalFormCommentsStayInTheirColumn() throws {
        let text = """
            \u{FEFF}# a scenario\r
            Session   split-screen\r
              Set Size 100x30   \r
            \r
            Key   Down 2          # twice\r
            Type "a\\u{62}c"\r
            Burst enter "Jane" tab\r
            Focus previous\r
            ExpectStack feed [feed,post(id:1,title:"Swift Tips")]   # compact\r
            ExpectZoom    none\r
            \r
            \r
            """
        let expected = """
            # a scenario
            Session split-screen
            Set Size 100x30

            Key down 2            # twice
            Type "abc"
            Burst enter "Jane" tab
            Focus prev
            ExpectStack feed [feed, post(id: 1, title: "Swift Tips")] # compact
            ExpectZoom none

            """
        #expect(try format(text) == expected)
        #expect(try format(expected) == expected, "formatting a formatted file changes nothing")
    }

    @Test func aFileThatDoesNotParseIsNotFormattedAndItsProblemsAreNamed() {
        let result = ScenarioFormatter.format("Session split-screen\nKey nope\nType \"open\n")
        guard case .failure(let unreadable) = result else {
            Issue.record("a malformed file was formatted")
            return
        }
        #expect(unreadable.failures.map(\.span.line) == [2, 3])
        #expect(unreadable.failures.first?.message.contains("unknown key 'nope'") == true)
    }

    @Test func everyShippedFileIsFormattedAndFormattingKeepsItsCodeAndSteps() throws {
        let files = Repository.shippedScenarios
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let formatted = try format(text)
            #expect(formatted == text, "\(file) is not in its canonical form: navpilot fmt \(file)")
            // Indented, spaced out after the command, blanks at the end, CRLF: formatted, the same file.
            let uneven = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                guard !line.hasPrefix("#"), !line.isEmpty, let space = line.firstIndex(of: " ") else { return line }
                return "\t " + line[..<space] + "   " + line[space...] + "  \t"
            }.joined(separator: "\r\n")
            let reformatted = try format(uneven)
            #expect(Self.steps(reformatted) == Self.steps(text), "\(file)")
            // The code of each line as it was; a comment keeps the column it was moved to.
            #expect(Self.code(reformatted) == Self.code(text), "\(file)")
        }
    }

    /// Each line of `text` up to its comment, without the blanks before it.
    static func code(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var lexer = Lexer(line: String(line), lineNumber: 1)
            _ = try? lexer.tokens()
            let code = line.dropLast(lexer.comment?.count ?? 0)
            return String(code.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// The contents of the lines of `text` that hold a command.
    static func steps(_ text: String) -> [ParsedLine.Content] {
        ScenarioSyntax(text: text).lines.map(\.content)
    }
}
