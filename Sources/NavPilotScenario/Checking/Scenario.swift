import NavPilotTUI

/// A scenario file, parsed and checked against its session: ready to run.
public struct Scenario: Sendable {
    /// The default terminal size when the file has no `Set Size`.
    public static let defaultSize = Size(width: 100, height: 30)

    /// The scenario's name: the file name without `.scenario`.
    public var name: String
    /// The file as it was named (used in messages).
    public var file: String
    /// The session the scenario launches.
    public var sessionName: String
    /// The terminal size it starts at.
    public var size: Size
    /// The commands after `Session` and `Set Size`.
    public var steps: [ScenarioStep]
    /// Where its snapshots live: `<folder of the file>/__snapshots__/<output name>`.
    public var snapshotDirectory: String

    /// The folder of the scenario's file, whose files its session may read (`confinesReads`).
    var folder: String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        let folder = String(file[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// A scenario built in code.
    public init(
        name: String, file: String, sessionName: String, size: Size = Scenario.defaultSize, steps: [ScenarioStep],
        snapshotDirectory: String
    ) {
        self.name = name
        self.file = file
        self.sessionName = sessionName
        self.size = size
        self.steps = steps
        self.snapshotDirectory = snapshotDirectory
    }

    /// The scenario name of a path: its last component without `.scenario`.
    public static func name(ofPath path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return last.hasSuffix(".scenario") ? String(last.dropLast(".scenario".count)) : last
    }

    /// The name the scenario of `path` gives the files it writes (its snapshot folder, its cast): its
    /// name made a safe file name (`ScenarioFileName.sanitized(_:)`), so a file named
    /// `...scenario` cannot send its snapshots out of `__snapshots__`.
    public static func outputName(ofPath path: String) -> String {
        ScenarioFileName.sanitized(name(ofPath: path))
    }

    /// `<folder of path>/__snapshots__/<output name>`.
    public static func snapshotDirectory(forPath path: String) -> String {
        let folder: String
        if let slash = path.lastIndex(of: "/") {
            folder = String(path[..<slash])
        } else {
            folder = "."
        }
        return (folder.isEmpty ? "/" : folder) + "/__snapshots__/" + outputName(ofPath: path)
    }
}
