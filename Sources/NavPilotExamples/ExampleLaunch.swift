import NavPilot
import NavPilotTUI

/// What `navpilot` launches: a session and, from a session link, the pane to focus and the layout.
public struct ExampleLaunch {
    /// The session to run.
    public let session: Session
    /// The pane to focus first (nil: the first pane).
    public let focus: String?
    /// The session link the launch applied, whose split ratios and zoom `configure` gives the window.
    public var link: SessionLink? = nil

    /// Prepares the window manager running the session (focuses `focus`, shapes the layout as the
    /// link says); pass it to `TerminalSession.run(_:configure:)`.
    public var configure: @MainActor (WindowManager) -> Void {
        let focus = self.focus
        let link = self.link
        return { windowManager in
            // Checked when the launch was made: it fits.
            if let link { try? windowManager.applyLayout(of: link) }
            if let focus {
                windowManager.focus(focus)
            }
        }
    }
}

/// Why `navpilot`'s options do not describe a session.
public enum LaunchError: Error, Hashable, CustomStringConvertible {
    /// No example has this name or number.
    case unknownExample(String)
    /// `--panes` was given an empty list.
    case noPanes
    /// An example is listed twice in `--panes`.
    case repeatedExample(String)
    /// Two examples of `--panes` have a pane of the same name.
    case duplicatePaneName(String)
    /// `--example` and `--panes` were both given.
    case exampleAndPanes
    /// The session link could not be applied.
    case open(SessionOpenError)
    /// A folder was given to an example that browses none (only `files` does).
    case takesNoFolder(String)
    /// The folder given to `files` is not a folder that can be opened.
    case notAFolder(String)

    /// One line for the user.
    public var description: String {
        switch self {
        case .unknownExample(let name):
            "unknown example \(SafeText.quoted(name))"
                + (Suggestion.closest(to: name, in: Examples.catalogue.map(\.name)).map { "; did you mean \($0)?" }
                    ?? "")
                + " (navpilot --list shows them)"
        case .noPanes:
            "--panes needs a comma-separated list of examples, e.g. --panes push-pop,split-screen"
        case .repeatedExample(let name):
            "example \(SafeText.quoted(name)) is listed twice in --panes"
        case .duplicatePaneName(let name):
            "two examples have a pane named \(SafeText.quoted(name))"
        case .exampleAndPanes:
            "--example and --panes cannot be combined"
        case .open(let error):
            "cannot open the link: \(error)"
        case .takesNoFolder(let name):
            "example \(SafeText.quoted(name)) takes no folder (only files browses one)"
        case .notAFolder(let path):
            "\(SafeText.quoted(path)) is not a folder"
        }
    }
}

extension Examples {
    /// Several examples side by side in one session (`navpilot --panes push-pop,split-screen`).
    ///
    /// Pane names stay unique: a pane an example calls `main` takes the example's name
    /// (`push-pop`, `parameters`), other panes keep theirs (`feed`, `chat`). Up to three panes sit
    /// side by side; more are tiled.
    @MainActor
    public static func composedSession(_ namesOrNumbers: [String]) throws(LaunchError) -> Session {
        var examples: [Example] = []
        for text in namesOrNumbers {
            guard let example = named(text) else { throw .unknownExample(text) }
            guard !examples.contains(where: { $0.number == example.number }) else {
                throw .repeatedExample(example.name)
            }
            examples.append(example)
        }
        guard !examples.isEmpty else { throw .noPanes }
        var panes: [Pane] = []
        for example in examples {
            let renamed = example.makePanes { $0 == "main" ? example.name : $0 }
            if let clash = renamed.first(where: { new in panes.contains { $0.name == new.name } }) {
                throw .duplicatePaneName(clash.name)
            }
            panes.append(contentsOf: renamed)
        }
        let layout: SessionLayout = panes.count <= 3 ? .sideBySide : .tiled
        return Session(examples.map(\.name).joined(separator: ","), layout: layout) {
            for pane in panes { pane }
        }
    }

    /// The session `navpilot` runs for its options: one example (default: the split screen), or
    /// several side by side, with a session link applied.
    ///
    /// - Parameters:
    ///   - example: `--example NAME|N`.
    ///   - panes: `--panes a,b,c`, already split at the commas.
    ///   - link: `--open URL`, a session link such as
    ///     `navpilot://session?focus=chat&pane=feed&r=feed&pane=chat&r=inbox`, or a pane's stack
    ///     link (`navpilot://stack?r=inbox&r=thread(id:1,with:%22Alice%22)`), opened in the pane
    ///     whose routes it holds.
    ///   - folder: the folder `--example files PATH` browses.
    @MainActor
    public static func launch(
        example: String? = nil, panes: [String]? = nil, link: String? = nil, folder: String? = nil
    ) throws(LaunchError) -> ExampleLaunch {
        let session: Session
        switch (example, panes) {
        case (.some, .some):
            throw .exampleAndPanes
        case (let name?, nil):
            guard let found = named(name) else { throw .unknownExample(name) }
            if let folder {
                guard found.name == FilesExample.example.name else { throw .takesNoFolder(found.name) }
                guard let root = FolderReader.realPath(folder), FolderReader.isFolder(root) else {
                    throw .notAFolder(folder)
                }
                session = FilesExample.session(root: root)
            } else {
                session = found.make()
            }
        case (nil, let names?):
            session = try composedSession(names)
        case (nil, nil):
            session = defaultExample.make()
        }
        guard let link else { return ExampleLaunch(session: session, focus: nil) }
        do {
            if SessionLink.isStackLink(link) {
                return ExampleLaunch(session: session, focus: try session.openStackLinkAtLaunch(link))
            }
            let parsed = try SessionLink(text: link)
            let focus = try session.openAtLaunch(parsed)
            return ExampleLaunch(session: session, focus: focus, link: parsed)
        } catch {
            throw .open(error)
        }
    }
}
