import NavPilot
import Testing

@testable import NavPilotTUI

/// The command line every app on the toolkit takes: the standard options, the app's own beside them,
/// `--help` naming the app.
struct AppCommandLineTests {
    /// An app with one option taking a value, one flag and words (as `navpilot` has).
    let app = AppCommandLine(
        program: "inbox", summary: "the team's inbox",
        options: [
            AppOption("--account", value: "NAME", help: "open the account NAME"),
            AppOption("--offline", help: "no network; cached items only"),
        ],
        positional: "[FOLDER]", version: "1.2.0")

    func launch(_ arguments: [String], in commandLine: AppCommandLine? = nil) throws -> AppArguments {
        guard case .launch(let given) = try (commandLine ?? app).parse(arguments) else {
            Issue.record("\(arguments) did not ask to launch")
            return AppArguments()
        }
        return given
    }

    @Test func theStandardOptionsSetTheLaunchOptionsInBothSpellings() throws {
        let given = try launch([
            "--narrate", "--theme=light", "--remember", "--open", "navpilot://session?pane=main&r=home",
            "--reduce-motion", "--no-clipboard",
        ])
        var expected = LaunchOptions()
        expected.narrate = true
        expected.theme = "light"
        expected.remember = true
        expected.open = try SessionLink(text: "navpilot://session?pane=main&r=home")
        expected.reduceMotion = true
        expected.noClipboard = true
        #expect(given.options == expected)
        #expect(given.flags.isEmpty, "standard flags are not the app's")
        #expect(try launch([]).options == LaunchOptions(), "nothing given: every setting from the environment")
        let stack = try launch(["--open", "navpilot://stack?r=inbox"]).options
        #expect(stack.openStackLink == "navpilot://stack?r=inbox" && stack.open == nil, "a pane's stack link (y)")
    }

    @Test func theAppSeesItsOwnOptionsAndWordsBesideTheStandardOnes() throws {
        let given = try launch(["--account", "ops", "--offline", "--narrate", "Archive"])
        #expect(given["--account"] == "ops")
        #expect(given.has("--offline"))
        #expect(!given.has("--narrate"))
        #expect(given.options.narrate, "the app sees the standard options too")
        #expect(given.positional == ["Archive"])
    }

    @Test func helpAndVersionWinOverEverythingElseGiven() throws {
        #expect(try app.parse(["--offline", "--help"]) == .help)
        #expect(try app.parse(["-h"]) == .help)
        #expect(try app.parse(["--version"]) == .version)
        #expect(try app.parse(["--version", "--help"]) == .help)
        #expect(throws: ArgumentError.unknownOption("--version"), "an app without a version has no --version") {
            try AppCommandLine(program: "x").parse(["--version"])
        }
    }

    @Test func eachBadCommandLineIsNamed() {
        let cases: [([String], ArgumentError)] = [
            (["--bogus"], .unknownOption("--bogus")),
            (["--account"], .missingValue("--account")),
            (["--account", "--offline"], .missingValue("--account")),
            (["--account", "a", "--account=b"], .repeated("--account")),
            (["--offline=yes"], .unexpectedValue("--offline")),
            (["--narrate=1"], .unexpectedValue("--narrate")),
            (["--help=me"], .unexpectedValue("--help")),
            (
                ["--theme", "sepia"],
                .refused("--theme", reason: "unknown theme 'sepia': choose dark, light, high-contrast, mono or auto")
            ),
        ]
        for (arguments, error) in cases {
            #expect(throws: error, "\(arguments)") { try app.parse(arguments) }
        }
        #expect(throws: ArgumentError.unexpectedArgument("stray"), "an app that takes no words") {
            try AppCommandLine(program: "x").parse(["stray"])
        }
        #expect(throws: (any Error).self, "a link that is not a session link") {
            try app.parse(["--open", "http://x"])
        }
    }

    @Test func listenNeedsTheControlSocketOfNavPilotScenariosEntry() throws {
        #expect(throws: (any Error).self) { try app.parse(["--listen", "/tmp/s"]) }
        do {
            _ = try app.parse(["--listen", "/tmp/s"])
        } catch {
            #expect(error.description.contains("inbox has no control socket"), "\(error)")
        }
        var listening = app
        listening.listens = true
        #expect(try launch(["--listen", "/tmp/s"], in: listening).options.listen == "/tmp/s")
        #expect(!app.usage.contains("--listen"), "--help lists only what the app takes")
        #expect(listening.usage.contains("inbox --listen PATH"))
    }

    @Test func aSubcommandIsOnlyTheFirstWord() throws {
        var scripted = app
        scripted.subcommands = ["run"]
        #expect(
            try scripted.parse(["run", "a.scenario", "-j", "2"])
                == .subcommand("run", arguments: ["a.scenario", "-j", "2"]))
        // After an option it is a word like any other.
        #expect(
            try scripted.parse(["--offline", "run"])
                == .launch(
                    {
                        var given = AppArguments()
                        given.flags = ["--offline"]
                        given.positional = ["run"]
                        return given
                    }()))
    }

    @Test func helpNamesTheAppItsOptionsTheStandardOnesAndEveryKey() async throws {
        let help = await app.help(keymap: .none)
        #expect(help.hasPrefix("inbox: the team's inbox\n"))
        #expect(help.contains("  inbox [OPTIONS] [FOLDER]"))
        #expect(help.contains("  inbox --account NAME          open the account NAME"))
        for option in ["--narrate", "--theme NAME", "--remember", "--open URL", "--reduce-motion", "--no-clipboard"] {
            #expect(help.contains("  inbox \(option)"), "\(option)")
        }
        #expect(help.contains("inbox --narrate < keys.txt"), "{program} is the app's name")
        #expect(help.contains("  inbox --help | --version"))
        #expect(help.contains("Keys (? or F1 shows them in a session):"))
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 100 }, "no line over 100 characters")
    }
}
