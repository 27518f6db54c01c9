import Foundation
import NavPilotTestSupport
import Testing

/// `navpilot run`, `play` and `record` as a user meets them on the command line: errors that say
/// what is wrong before any work is done or lost, one exit code for each kind of failure.
struct ScenarioCommandLineTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("np-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func navpilot(_ arguments: [String], environment: [String: String]? = nil) async throws -> Subprocess.Output {
        try await Subprocess.run(try NavpilotBinary.path(), arguments, environment: environment)
    }

    @Test func playAndRecordWithoutATerminalExitOneAsNavpilotDoes() async throws {
        let file = try write("a.scenario", "Session split-screen\nKey enter\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for arguments in [["play", file], ["record", folder + "/new.scenario"], []] {
            let output = try await navpilot(arguments)
            #expect(output.status == 1, "\(arguments): \(output.text)")
            #expect(output.text.hasPrefix("navpilot: "), "\(arguments): \(output.text)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/new.scenario"))
    }

    @Test func svgGivenAPictureNameIsRefusedAndMakesNoFolder() async throws {
        let scenario = try write("shot.scenario", "Session split-screen\nKey enter\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try await navpilot(["run", scenario, "--svg", folder + "/out.svg"])
        #expect(output.status != 0)
        #expect(output.text.contains("names a file, but --svg takes a folder"), "\(output.text)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.svg"), "no folder named out.svg was made")
    }

    @Test func badPlayArgumentsSayWhatIsWrong() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let delay = try await navpilot(["play", "x.scenario", "--delay", "abc"])
        #expect(delay.status == 2)
        #expect(delay.text.contains("navpilot: --delay takes milliseconds from 0 to 3600000 (an hour), found 'abc'"))
        #expect(delay.text.contains("usage: navpilot play FILE [--delay MS]"))
        let missing = try await navpilot(["play", folder + "/missing.scenario"])
        #expect(missing.status == 2)
        #expect(
            missing.text == "\(folder)/missing.scenario: no such file\n",
            "no line and caret for a file that is not there")
    }

    @Test func recordRefusesAFileItCouldNotWriteBeforeTheSessionStarts() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try await navpilot(["record", folder + "/no/such/folder/x.scenario"])
        #expect(output.status == 2)
        #expect(output.text.contains("navpilot: cannot record to '\(folder)/no/such/folder/x.scenario': its folder"))
        #expect(output.text.contains("No such file or directory"))
        #expect(!output.text.contains("Error Domain"), "no raw Foundation error")
    }

    @Test func recordRefusesAnExistingFileUnlessForcedAndSaysHow() async throws {
        let existing = try write("mine.scenario", "Session split-screen\nKey enter\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try await navpilot(["record", existing])
        #expect(output.status == 2)
        #expect(output.text.contains("navpilot: cannot record to '\(existing)': it exists; --force replaces it"))
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "Session split-screen\nKey enter\n")
        // With --force the file is accepted, and without a terminal the session does not start.
        let forced = try await navpilot(["record", existing, "--force"])
        #expect(forced.status == 1, "\(forced.text)")
        #expect(!forced.text.contains("exists"))
    }

    @Test func aScenarioCannotPrintOrListTheRunnersFilesOutsideItsFolder() async throws {
        _ = try write("notes.txt", "hello from the fixture\n")
        let inside = try write(
            "inside.scenario",
            "Session files\nReplace preview [file(path: \"\(folder)/notes.txt\")]\nExpectText in preview \"hello from\"\n"
        )
        let file = try write(
            "leak.scenario",
            "Session files\nReplace preview [file(path: \"/etc/passwd\")]\nExpectText in preview \"no such text\"\n")
        let folderRoute = try write(
            "list.scenario",
            "Session files\nReplace files [directory(path: \"/etc\")]\nExpectText in files \"no such text\"\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = ProcessInfo.processInfo.environment.merging(["NAVPILOT_FILES_ROOT": folder]) { $1 }
        let passing = try await navpilot(["run", inside], environment: environment)
        #expect(passing.status == 0, "a file below the scenario's folder is read: \(passing.text)")
        for scenario in [file, folderRoute] {
            let output = try await navpilot(["run", scenario, "--svg", folder + "/pictures"], environment: environment)
            #expect(output.status == 1)
            #expect(output.text.contains("outside the scenario's folder '\(folder)'"), "\(output.text)")
            #expect(!output.text.contains("root:"), "nothing of /etc/passwd in the output")
            let picture =
                (try? String(
                    contentsOfFile: folder + "/pictures/"
                        + (scenario as NSString).lastPathComponent
                        .replacingOccurrences(of: ".scenario", with: ".svg"), encoding: .utf8)) ?? ""
            // Neither the file's first line nor an entry of the folder (the path itself is no secret).
            #expect(
                !picture.isEmpty && !picture.contains("root:") && !picture.contains("hostname"), "nor in its picture")
        }
        let refused = try await navpilot(["run", file], environment: environment)
        #expect(
            refused.text.contains("leak.scenario:2: Replace preview"), "the step that read it fails: \(refused.text)")
        #expect(refused.text.contains("the session read '/etc/passwd'"))
    }

    @Test func aTemporaryFolderThatCannotHoldTheSandboxIsSaidSoNotShownAsAStackDifference() async throws {
        let file = try write("saves.scenario", "Session persistence\nKey enter\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = folder + "/no-such-folder"
        let output = try await navpilot(["run", file], environment: environment)
        #expect(output.status == 1)
        #expect(
            output.text.contains(
                "saves.scenario:1: Session persistence: cannot make the scenario's sandbox in '\(folder)/no-such-folder' "
                    + "($TMPDIR): No such file or directory"), "\(output.text)")
    }

    @Test func aScenarioFileWhoseNameIsNotUTF8RunsAndItsNameIsShownEscapedOnOneLine() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The shell makes the names from bytes: `\377` is not UTF-8, the second name holds a line break.
        let binary = NavpilotBinary.quoted(try NavpilotBinary.path())
        let script = """
            cd \(NavpilotBinary.quoted(folder)) && \
            printf 'Session split-screen\\nKey down\\n' > "$(printf 'bad-\\377.scenario')" && \
            printf 'Session split-screen\\nExpectText "absent"\\n' > "$(printf 'two\\nlines-\\376.scenario')" && \
            \(binary) run "$(printf 'bad-\\377.scenario')" "$(printf 'two\\nlines-\\376.scenario')"
            """
        let output = try await Subprocess.run("/bin/sh", ["-c", script])
        #expect(output.status == 1, "\(output.text)")
        let lines = output.text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix(#"✔ bad-\xFF.scenario  1 step"#) }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix(#"✘ two\nlines-\xFE.scenario  step 1 of 1 failed"#) }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix(#"  two\nlines-\xFE.scenario:2: ExpectText "absent""#) }, "\(lines)")
    }

    @Test func aCastFolderThatIsAFileIsRefusedBeforeAnythingRuns() async throws {
        let file = try write("a.scenario", "Session split-screen\nKey enter\n")
        let notAFolder = try write("casts", "a file")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try await navpilot(["run", file, "--cast", notAFolder])
        #expect(output.status == 2)
        #expect(output.text == "navpilot: --cast: '\(notAFolder)' is a regular file, not a folder\n")
    }

    @Test func scenariosOfTheSameNameInTwoFoldersGetACastEachAndLinesNamingTheirFiles() async throws {
        let first = try write("one/flow.scenario", "Session split-screen\nKey enter\n")
        let second = try write("two/flow.scenario", "Session split-screen\nKey tab\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try await navpilot(["run", first, second, "--cast", folder + "/casts"])
        #expect(output.status == 0, "\(output.text)")
        #expect(output.text.contains("✔ \(first)  1 step"))
        #expect(output.text.contains("✔ \(second)  1 step"))
        let casts = try FileManager.default.contentsOfDirectory(atPath: folder + "/casts").sorted()
        #expect(casts.count == 2, "\(casts)")
        #expect(Set(casts).count == 2)
    }

    @Test func runningTheShippedScenariosLeavesTheUsersSavedStackByteForByte() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let state = folder + "/state"
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        let saved = Data(
            #"{"format":"navpilot.stack","routeType":"ShopRoute","stack":["home","product({id: 2, name: \"Monitor\"})"],"version":1}"#
                .utf8)
        let file = state + "/examples.persistence.json"
        #expect(FileManager.default.createFile(atPath: file, contents: saved))
        var environment = ProcessInfo.processInfo.environment
        environment["NAVPILOT_STATE_DIR"] = state
        environment["SNAPSHOT_UPDATE"] = nil
        let output = try await navpilot(["run", Self.scenariosFolder], environment: environment)
        #expect(output.status == 0, "\(output.text)")
        #expect(FileManager.default.contents(atPath: file) == saved)
        #expect(try FileManager.default.contentsOfDirectory(atPath: state) == ["examples.persistence.json"])
    }

    @Test func badRunCommandLinesExitTwoWithTheReason() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cases: [([String], String)] = [
            (["run"], "navpilot: no scenario files given"),
            (["run", "--frobnicate", "x"], "navpilot: unknown option '--frobnicate'"),
            (["run", "x", "-j", "many"], "navpilot: -j takes a number from 1 to 256, found 'many'"),
            (["run", "x", "--cast"], "navpilot: --cast needs a folder"),
            (["run", "x", "--svg"], "navpilot: --svg needs a folder"),
            (["run", "x", "--timeout"], "navpilot: --timeout needs a number of seconds"),
            (
                ["run", "x", "--timeout", "-5"],
                "navpilot: --timeout takes seconds from 0 to 86400 (a day), 0 for no limit, found '-5'"
            ),
            (
                ["run", "x", "--max-output", "lots"],
                "navpilot: --max-output takes MiB from 0 to 1048576 (a TiB), 0 for no limit, found 'lots'"
            ),
        ]
        for (arguments, message) in cases {
            let output = try await navpilot(arguments)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.text.hasPrefix(message), "\(arguments): \(output.text)")
            #expect(output.text.contains("usage: navpilot run PATH..."), "\(arguments)")
        }
    }

    @Test func shardsOfAFolderRunEachFileExactlyOnceAndAnEmptyShardPasses() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["a", "b", "c", "d/e", "d/f"] {
            _ = try write("\(name).scenario", "Session push-pop\nKey enter\nExpectDepth main 2\n")
        }
        var ran: [String] = []
        for index in 1...3 {
            let output = try await navpilot(["run", folder, "--shard", "\(index)/3"])
            #expect(output.status == 0, "\(output.text)")
            let lines = output.text.split(separator: "\n")
            ran += lines.filter { $0.hasPrefix("✔ ") }.map { String($0.split(separator: " ")[1]) }
            #expect(lines.last == (index < 3 ? "2 passed, 0 failed" : "1 passed, 0 failed"), "\(output.text)")
        }
        #expect(ran.sorted() == ["a", "b", "c", "d/e", "d/f"].map { "\(folder)/\($0).scenario" })
        let beyond = try await navpilot(["run", folder + "/a.scenario", "--shard", "2/2"])
        #expect(beyond.status == 0)
        #expect(beyond.text == "shard 2/2 has no files to run\n0 passed, 0 failed\n")
        let parallel = try await navpilot(["run", folder, "--shard", "1/2", "-j", "2"])
        #expect(parallel.text.hasSuffix("3 passed, 0 failed\n"), "-j runs the shard's files: \(parallel.text)")
    }

    @Test func badShardsAndSeedRangesExitTwoWithTheReason() async throws {
        let cases: [([String], String)] = [
            (["run", "x", "--shard"], "navpilot: --shard needs a slice K/N, as in --shard 2/4"),
            (
                ["run", "x", "--shard", "0/3"],
                "navpilot: --shard takes K/N with 1 <= K <= N (the K-th of N slices), found '0/3'"
            ),
            (
                ["run", "x", "--shard", "4/3"],
                "navpilot: --shard takes K/N with 1 <= K <= N (the K-th of N slices), found '4/3'"
            ),
            (
                ["explore", "push-pop", "--seeds", "5..2"],
                "navpilot: --seeds takes a range A..B of whole numbers with A <= B, found '5..2'"
            ),
            (
                ["explore", "push-pop", "--seeds", "1-3"],
                "navpilot: --seeds takes a range A..B of whole numbers with A <= B, found '1-3'"
            ),
            (
                ["explore", "push-pop", "--seed", "1", "--seeds", "1..2"],
                "navpilot: --seed and --seeds cannot both be given"
            ),
        ]
        for (arguments, message) in cases {
            let output = try await navpilot(arguments)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.text.hasPrefix(message), "\(arguments): \(output.text)")
            #expect(output.text.contains("usage: navpilot \(arguments[0])"), "\(arguments)")
        }
    }

    @Test func exploreSeedsExploresEverySeedOfTheRangeInTurn() async throws {
        let output = try await navpilot(["explore", "push-pop", "--steps", "200", "--seeds", "4..6"])
        #expect(output.status == 0, "\(output.text)")
        let explored = output.text.split(separator: "\n").filter { $0.hasPrefix("explored push-pop: 200 steps") }
        #expect(explored.map { String($0.suffix(9)) } == [" (seed 4)", " (seed 5)", " (seed 6)"])
    }

    @Test func everySubcommandTakesHelpAndExitsZero() async throws {
        for subcommand in ["run", "play", "record", "explore"] {
            let output = try await navpilot([subcommand, "--help"])
            #expect(output.status == 0, "\(subcommand): \(output.text)")
            #expect(output.text.hasPrefix("usage: navpilot \(subcommand) "), "\(subcommand): \(output.text)")
        }
    }

    @Test func runWithSVGWritesEachFinalScreenAndScreenshotTheSameSeriallyAndInParallel() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shot = try write("shot.scenario", "Session split-screen\nKey enter\nScreenshot opened\n")
        let plain = try write("plain.scenario", "Session push-pop\nKey enter\n")
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "false"
        #expect(try await navpilot(["run", shot, "--update-snapshots"], environment: environment).status == 0)
        for (pictures, jobs) in [("serial", "1"), ("parallel", "2")] {
            let output = try await navpilot(["run", shot, plain, "-j", jobs, "--svg", folder + "/" + pictures])
            #expect(output.status == 0, "\(output.text)")
            let written = FileManager.default.enumerator(atPath: folder + "/" + pictures)?.allObjects as? [String]
            #expect(written?.sorted() == ["plain.svg", "shot", "shot.svg", "shot/opened.svg"], "\(jobs)")
        }
        let committed = FileManager.default.contents(atPath: folder + "/__snapshots__/shot/opened.svg")
        #expect(committed != nil)
        #expect(FileManager.default.contents(atPath: folder + "/serial/shot/opened.svg") == committed)
        #expect(FileManager.default.contents(atPath: folder + "/parallel/shot/opened.svg") == committed)
        #expect(
            FileManager.default.contents(atPath: folder + "/serial/plain.svg")
                == FileManager.default.contents(atPath: folder + "/parallel/plain.svg"))
        let picture = String(
            decoding: FileManager.default.contents(atPath: folder + "/serial/plain.svg") ?? Data(), as: UTF8.self)
        #expect(picture.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(picture.contains(">plain</text>"), "the title bar names the scenario")
    }

    @Test func anSVGFolderThatIsAFileIsRefusedBeforeAnythingRuns() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try write("s.scenario", "Session split-screen\nScreenshot first\n")
        let notAFolder = try write("pictures", "")
        let output = try await navpilot(["run", file, "--svg", notAFolder])
        #expect(output.status == 2)
        #expect(
            output.text.hasPrefix("navpilot: --svg: '\(notAFolder)' is a regular file, not a folder"), "\(output.text)")
        #expect(!output.text.contains("✘"), "nothing ran")
    }

    @Test func snapshotsAreNeverWrittenWhenCIIsSet() async throws {
        let file = try write("s.scenario", "Session split-screen\nSnapshot first\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var environment = ProcessInfo.processInfo.environment
        for (update, ci, arguments) in [("1", "true", [file]), ("", "1", [file, "--update-snapshots"])] {
            environment["SNAPSHOT_UPDATE"] = update
            environment["CI"] = ci
            let output = try await navpilot(["run"] + arguments, environment: environment)
            #expect(output.status == 2)
            #expect(output.text.contains("snapshots are never written when CI is set"), "\(output.text)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/__snapshots__/s/first.txt"))
        environment["CI"] = "false"
        #expect(try await navpilot(["run", file, "--update-snapshots"], environment: environment).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/__snapshots__/s/first.txt"))
    }

    @Test func filesRunInParallelWithJPrintWhatASerialRunPrintsInFileOrder() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try write("a.scenario", "Session split-screen\nKey enter\nExpectDepth feed 2\n")
        _ = try write("b.scenario", "Session split-screen\nExpectDepth feed 3\n")
        _ = try write("c.scenario", "Session split-screen\nPusj feed feed\n")
        _ = try write("d/a.scenario", "Session split-screen\nKey tab\nExpectFocus chat\n")
        func withoutTimes(_ text: String) -> [String] {
            text.split(separator: "\n").map { line in
                String(line.replacing(#/  [0-9]+\.[0-9] ms$/#, with: ""))
            }
        }
        let serial = try await navpilot(["run", folder, "--cast", folder + "/serial-casts"])
        let parallel = try await navpilot(["run", "-j", "3", folder, "--cast", folder + "/parallel-casts"])
        #expect(serial.status == 2)
        #expect(parallel.status == 2)
        #expect(withoutTimes(parallel.text) == withoutTimes(serial.text), "\(parallel.text)")
        #expect(parallel.text.hasSuffix("2 passed, 2 failed\n"))
        let serialCasts = try FileManager.default.contentsOfDirectory(atPath: folder + "/serial-casts").sorted()
        let parallelCasts = try FileManager.default.contentsOfDirectory(atPath: folder + "/parallel-casts").sorted()
        #expect(serialCasts.count == 3)
        #expect(parallelCasts == serialCasts)
    }

    @Test func exploreSaysWhatItDidAndWritesAShrunkScenarioThatRunFailsOn() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let clean = try await navpilot(["explore", "push-pop", "--steps", "300", "--seed", "5"])
        #expect(clean.status == 0, "\(clean.text)")
        #expect(clean.text.contains("exploring push-pop with seed 5"))
        #expect(clean.text.contains("explored push-pop: 300 steps"))

        let invariants = try write("never.invariants", "ExpectText in main \"a text no screen shows\"\n")
        let found = try await navpilot([
            "explore", "push-pop", "--steps", "300", "--seed", "5", "--invariants", invariants, "--out", folder,
        ])
        #expect(found.status == 1, "\(found.text)")
        let file = folder + "/explore-push-pop-5.scenario"
        #expect(found.text.contains("shrunk to 1 step in \(folder)/explore-push-pop-5.scenario"), "\(found.text)")
        let replay = try await navpilot(["run", file])
        #expect(replay.status == 1, "\(replay.text)")
        #expect(replay.text.contains("a text no screen shows"))

        let unknown = try await navpilot(["explore", "nine"])
        #expect(unknown.status == 2)
        #expect(unknown.text.hasPrefix("navpilot: unknown session 'nine'"))
        let notAnExpectation = try write("bad.invariants", "Key enter\n")
        #expect(try await navpilot(["explore", "push-pop", "--invariants", notAnExpectation]).status == 2)
    }

    @Test func aStepThatTrapsIsShrunkInChildRunsToAScenarioThatRunTrapsOnTheSameWay() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var environment = ProcessInfo.processInfo.environment
        #expect(try await navpilot(["explore", PlantedSession.trap], environment: environment).status == 2, "hidden")
        environment["NAVPILOT_PLANT_TRAP"] = "1"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let found = try await navpilot(
            ["explore", PlantedSession.trap, "--seed", "7", "--out", folder], environment: environment)
        #expect(found.status == 1, "\(found.text)")
        #expect(found.text.contains("Fatal error: the trap planted"), "the crash's own report still shows")
        #expect(found.text.contains("the exploring process ended after"), "\(found.text)")
        let file = folder + "/explore-planted-trap-7.scenario"
        #expect(found.text.contains("in \(file):"), "\(found.text)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let steps = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("Session") }.dropFirst()
        #expect((1...5).contains(steps.count), "shrunk to at most five steps: \(text)")
        #expect(
            text.hasPrefix("# Found by navpilot explore planted-trap --seed 7: signal \(PlantedSession.trapSignal)"))
        let replay = try await navpilot(["run", file], environment: environment)
        #expect(replay.status == 128 + PlantedSession.trapSignal, "run ends the same way: \(replay.text)")
    }

    @Test func theExploringChildEndsWhenExploreIsKilled() async throws {
        // Explores for an hour, far past any wait of the test: the child is there until it is killed.
        let explore = try ChildProcess.start(
            try NavpilotBinary.path(), ["explore", "split-screen", "--time", "3600", "--seed", "3"])
        let child = try await Eventually.childProcess(of: explore.pid)
        kill(explore.pid, SIGKILL)
        try await Self.ended(explore)
        try await Eventually.value("the exploring child gone") {
            // Gone, or a zombie only waiting for its reaper: either way it runs no more.
            let state = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8)
            return state == nil || state!.contains(") Z ") ? true : nil
        }
    }

    @Test func ctrlCStopsExploringSaysSoAndLeavesNoScratchFolder() async throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path
        let output = folder + "/explore.out"
        // Explores for an hour: on a busy machine the test may look for the child late, and a child
        // that had already ended its exploration could not be found, nor stopped.
        let explore = try ChildProcess.start(
            try NavpilotBinary.path(), ["explore", "split-screen", "--time", "3600", "--seed", "3"],
            environment: environment, outputPath: output)
        let child = try await Eventually.childProcess(of: explore.pid)
        // Once the child explores (a Ctrl-C before it has even started is lost, as in any program
        // that has not yet started): Ctrl-C reaches every process of the foreground group, both.
        try await Eventually.value("the child exploring") {
            (try? String(contentsOfFile: output, encoding: .utf8))?.contains("exploring split-screen") == true
                ? true : nil
        }
        kill(explore.pid, SIGINT)
        kill(child, SIGINT)
        try await Self.ended(explore)
        #expect(try explore.wait() == 1)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("the exploration was stopped by signal 2"), "\(text)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty, "the journal's folder went")
    }

    /// Waits for `process` to end without blocking a thread of the pool the other tests share.
    static func ended(_ process: ChildProcess) async throws {
        try await Eventually.value("\(process.executable) to end") { process.isRunning ? nil : true }
    }

    static let scenariosFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios").path
}

/// The sessions `navpilot` plants for its self-checks, by name.
enum PlantedSession {
    /// A trap three steps from the start; offered only while `NAVPILOT_PLANT_TRAP` is set.
    static let trap = "planted-trap"

    /// The signal a Swift trap raises: SIGILL (`ud2`) on x86-64, SIGTRAP (`brk`) on arm64.
    #if arch(x86_64)
    static let trapSignal: Int32 = 4
    #else
    static let trapSignal: Int32 = 5
    #endif
}
