import NavPilot
import NavPilotTUI

#if canImport(Glibc)
import Glibc
#endif

/// A file browser on real data: folders on the left (one screen pushed per folder opened, popped by
/// the back keys), a preview of the selected file on the right. Folders load in a task, showing how
/// many entries were read while a large one loads; problems come as alerts; nothing is ever written.
public enum FilesExample {
    /// The example as `navpilot` lists it (after the original library's nine). It browses
    /// `$NAVPILOT_FILES_ROOT`, else the current folder; `navpilot --example files PATH` browses PATH.
    public static let example = Example(
        number: 10, name: "files", title: "Files",
        summary: "a file browser on real folders: tasks load them, alerts report problems, nothing is written",
        paneNames: ["files", "preview"]
    ) { paneName in
        panes(root: defaultRoot, names: (paneName("files"), paneName("preview")))
    }

    /// The folder browsed when none is given: `$NAVPILOT_FILES_ROOT`, else the current folder.
    @MainActor
    public static var defaultRoot: String {
        if let root = getenv("NAVPILOT_FILES_ROOT"), root.pointee != 0 { return String(cString: root) }
        return FolderReader.realPath(".") ?? "."
    }

    /// The example's session browsing `root`.
    @MainActor
    public static func session(root: String) -> Session {
        let panes = panes(root: root, names: ("files", "preview"))
        return Session("files") {
            for pane in panes { pane }
        }
    }

    /// The folders pane and the preview pane, with new pilots.
    @MainActor
    static func panes(root: String, names: (files: String, preview: String)) -> [Pane] {
        let folders = NavPilot(initial: FolderRoute.directory(path: root))
        let preview = NavPilot(initial: PreviewRoute.nothing)
        let programs = ProgramRuns()
        return [
            Pane(names.files, pilot: folders) {
                NavPilotHost(folders) { route in
                    switch route {
                    case .directory(let path): FolderScreen(path: path)
                    }
                }
                .environmentObject(preview)
                .environmentObject(programs)
            },
            Pane(names.preview, pilot: preview) { route in previewScreen(route, programs: programs) },
        ]
    }

    /// The preview pane's screen for `route`.
    @MainActor
    @ViewBuilder
    static func previewScreen(_ route: PreviewRoute, programs: ProgramRuns) -> some View {
        switch route {
        case .nothing: PreviewScreen(path: nil)
        case .file(let path): PreviewScreen(path: path, programsFinished: programs.finished)
        case .folder(let path): FolderPreviewScreen(path: path)
        }
    }
}
