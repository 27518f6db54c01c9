import Foundation
import NavPilot
import NavPilotTestSupport
import Testing

/// Text an attacker controls (a deep link, a file name, a scenario string, a command-line argument)
/// must never reach the user's terminal as a control sequence: `navpilot` is run on each vector and
/// every byte it writes to standard output and standard error is checked.
@Suite("Reliability: hostile text never reaches the terminal raw")
struct HostileTextTests {
    /// OSC 2 sets the window title; OSC 52 sets the clipboard (`echo pwned`).
    static let titleAndClipboard = "\u{1B}]52;c;ZWNobyBwd25lZA==\u{07}\u{1B}]2;PWNED-TITLE\u{07}"

    @Test func aDeepLinkQueryItemNameIsEchoedEscaped() async throws {
        let link =
            "navpilot://session?pane=feed&r=feed&%1B%5D52%3Bc%3BZWNobyBwd25lZA%3D%3D%07%1B%5D2%3BPWNED-TITLE%07=1"
        let output = try await run(["--open", link])
        #expect(output.status == 2)
        #expect(output.text.contains(#"unexpected query item '\u{1B}]52;c;ZWNobyBwd25lZA==\u{7}\u{1B}]2;"#))
    }

    @Test func paneAndFocusNamesFromALinkAreEchoedEscaped() async throws {
        let pane = try await run(["--open", "navpilot://session?pane=fe%1B%5D2%3BX%07ed&r=feed"])
        #expect(pane.text.contains(#"pane 'fe\u{1B}]2;X\u{7}ed'"#))
        let focus = try await run(["--open", "navpilot://session?focus=%E2%80%AEchat&pane=feed&r=feed"])
        #expect(focus.text.contains(#"focuses pane '\u{202E}chat'"#))
        let route = try await run(["--open", "navpilot://session?pane=feed&r=post(%C2%9B)"])
        #expect(route.text.contains(#"found '\u{9B}'"#))
    }

    @Test func commandLineArgumentsAreEchoedEscaped() async throws {
        let example = try await run(["--example", Self.titleAndClipboard])
        #expect(example.text.contains(#"unknown example '\u{1B}]52;"#))
        let option = try await run(["--\u{1B}[2J"])
        #expect(option.text.contains(#"unknown option '--\u{1B}[2J'"#))
    }

    @Test func aFailingExpectationShowsItsDecodedStringEscaped() async throws {
        // No ESC byte in the file: the scenario string decodes to one.
        let folder = try TemporaryFolder()
        let file = try folder.write("title.scenario", "Session split-screen\nExpectText \"\\u{1B}]2;TITLE\\u{7}\"\n")
        let output = try await run(["run", file])
        #expect(output.status == 1)
        #expect(output.text.contains(#"ExpectText "\u{1B}]2;TITLE\u{7}""#))
    }

    @Test func aScenarioFileNameIsPrintedEscaped() async throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("a\u{1B}]0;FN\u{07}b.scenario", "Session split-screen\nExpectText \"Feed\"\n")
        let output = try await run(["run", folder.path])
        #expect(output.status == 0)
        #expect(output.text.contains(#"/a\u{1B}]0;FN\u{7}b.scenario  1 step"#))
    }

    @Test func diagnosticsEchoTheOffendingLineEscaped() async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "bad.scenario",
            "Session split-screen\nBogus \u{1B}]2;X\u{07}\nPush feed post(\u{9B})\nPush feed post(\u{202E})\n")
        let output = try await run(["run", file])
        #expect(output.status == 2)
        #expect(output.text.contains(#"Bogus \u{1B}]2;X\u{7}"#))
        #expect(output.text.contains(#"found '\u{9B}'"#))
        #expect(output.text.contains(#"found '\u{202E}'"#))
    }

    /// Runs navpilot and fails the test if any byte it wrote is one a terminal would act on.
    private func run(_ arguments: [String]) async throws -> Subprocess.Output {
        let output = try await Subprocess.run(try NavpilotBinary.path(), arguments)
        Self.expectTerminalSafe(output.bytes, arguments)
        return output
    }

    /// No ESC, BEL or other C0 control but line feed and tab, no DEL, no C1 control (as UTF-8 or as
    /// a raw byte: a lone C1 byte is invalid UTF-8), no bidi override or other format character.
    static func expectTerminalSafe(
        _ bytes: [UInt8], _ context: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let text = String(decoding: bytes, as: UTF8.self)
        let unsafe = text.unicodeScalars.filter { $0 != "\n" && $0 != "\t" && SafeText.needsEscaping($0) }
        #expect(
            unsafe.isEmpty,
            "navpilot \(SafeText.escaping(context.joined(separator: " "))) wrote \(unsafe.map { "U+" + String($0.value, radix: 16) })",
            sourceLocation: sourceLocation)
        #expect(
            !text.unicodeScalars.contains("\u{FFFD}"), "invalid UTF-8 in the output", sourceLocation: sourceLocation)
    }
}
