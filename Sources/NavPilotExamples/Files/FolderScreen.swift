import NavPilot
import NavPilotTUI
import Observation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The routes of the folders pane: one screen per folder opened, the root the folder the browser
/// started in.
public enum FolderRoute: Hashable, Codable, Sendable {
    /// The folder at `path`.
    case directory(path: String)
}

/// The routes of the preview pane: nothing yet, one file, or one folder's first entries.
public enum PreviewRoute: Hashable, Codable, Sendable {
    /// Nothing selected yet.
    case nothing
    /// The file at `path`.
    case file(path: String)
    /// The folder at `path`.
    case folder(path: String)
}

/// What a folder screen has read so far.
enum FolderListing: Sendable {
    case loading(entriesRead: Int)
    case loaded([FolderEntry])
    case failed(String)
}

/// A folder: its entries loaded by a task when the screen appears (the count read so far shown
/// while a large folder loads), the selection previewed in the other pane, Enter opening a folder
/// (pushed) or a file (in `$PAGER`, the terminal handed over), `e` editing a file (in `$VISUAL` or
/// `$EDITOR`). A folder that cannot be read, a link that leads back to a folder already open, and
/// a pager or editor that failed say so in an alert.
struct FolderScreen: View {
    @EnvironmentObject var pilot: NavPilot<FolderRoute>
    @EnvironmentObject var preview: NavPilot<PreviewRoute>
    @EnvironmentObject var programs: ProgramRuns
    @Environment(\.runInTerminal) var runInTerminal
    let path: String
    @State var listing = FolderListing.loading(entriesRead: 0)
    @State var selected = 0
    @State var problem = ""
    @State var showsProblem = false

    var body: some View {
        VStack {
            // One text, so a long path wraps with the note after it instead of squeezing the note
            // into a column. The note is seen, not said at every screen: the order is the same in
            // every folder.
            Text(SafeText.escaping(path) + " · folders first, natural order").foregroundStyle(.secondary)
                .accessibilityLabel(SafeText.escaping(path))
            switch listing {
            case .loading(let count):
                ProgressView(count == 0 ? "Loading…" : "Loading… \(count) entries read")
            case .loaded(let entries) where entries.isEmpty:
                Text("This folder is empty.")
            case .loaded(let entries):
                FileList(
                    entries: entries, selected: $selected, select: { show(entries[$0]) },
                    open: { open(entries[$0]) }, edit: { edit(entries[$0]) })
            case .failed(let message):
                Text("Cannot read this folder: \(message)")
            }
        }
        .navigationTitle(Self.name(of: path))
        .task(id: path) { await load() }
        // Back from a folder opened below: the preview shows this screen's selection again.
        .onAppear { showSelection() }
        .keyBinding("h", description: "back to the folder above (as in ranger and lf)") {
            if pilot.depth > 1 { pilot.pop() }
        }
        .alert("Cannot open", isPresented: $showsProblem) {
            Button("OK", role: .cancel) {}
        } message: {
            Text(problem)
        }
    }

    /// The last component of `path` as shown (`/` for the root).
    static func name(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? "/"
        return name.isEmpty ? "/" : SafeText.escaping(name)
    }

    private func load() async {
        do throws(ReadProblem) {
            let entries = try await FolderReader.entries(of: path) { listing = .loading(entriesRead: $0) }
            guard !Task.isCancelled else { return }
            listing = .loaded(entries)
            if let first = entries.first { show(first) }
        } catch {
            // The screen shows the path above the reason; the alert, over any screen, names both.
            listing = .failed(error.reason)
            problem = error.message
            showsProblem = true
        }
    }

    /// Previews the selected entry, once the folder is loaded.
    private func showSelection() {
        guard case .loaded(let entries) = listing, entries.indices.contains(selected) else { return }
        show(entries[selected])
    }

    /// The selection moved onto `entry`: a file, or a folder's first entries, previewed in the
    /// other pane (read anew: a replaced stack is new screens, even when it names the same file).
    private func show(_ entry: FolderEntry) {
        let target = FolderReader.join(path, entry.name)
        preview.replace(entry.opensAsFolder ? [.folder(path: target)] : [.file(path: target)])
    }

    private func open(_ entry: FolderEntry) {
        let target = FolderReader.join(path, entry.name)
        guard entry.opensAsFolder else {
            let file = FolderReader.absolutePath(target)
            run(.pager(for: file, environment: ProcessInfo.processInfo.environment), on: entry)
            return
        }
        // A link that leads back to a folder already open would nest forever.
        if entry.kind == .linkToFolder, let real = FolderReader.realPath(target) {
            let open = pilot.stack.compactMap { route -> String? in
                guard case .directory(let path) = route else { return nil }
                return FolderReader.realPath(path)
            }
            if open.contains(real) {
                problem =
                    "\(SafeText.escaping(entry.name)) leads back to \(SafeText.escaping(real)), which is already open above."
                showsProblem = true
                return
            }
        }
        pilot.push(.directory(path: target))
    }

    /// `e`: the selected file in the user's editor; a folder is not edited.
    private func edit(_ entry: FolderEntry) {
        guard !entry.opensAsFolder else {
            problem = "\(SafeText.escaping(entry.name)) is a folder: Enter opens it, e edits files."
            showsProblem = true
            return
        }
        let target = FolderReader.join(path, entry.name)
        let file = FolderReader.absolutePath(target)
        run(.editor(for: file, environment: ProcessInfo.processInfo.environment), on: entry)
    }

    /// Runs `program` with the terminal handed over; afterwards the preview reads its file again
    /// (an editor may have changed it), and a failure is said in the alert.
    private func run(_ program: ExternalProgram, on entry: FolderEntry) {
        let programs = self.programs
        runInTerminal(program) { outcome in
            programs.finished += 1
            guard let failure = outcome.problem(running: program) else { return }
            problem = "\(SafeText.escaping(entry.name)): \(failure)."
            showsProblem = true
        }
    }
}

/// How many programs the browser ran in the terminal: the preview reads its file again after each
/// (the same file, shown by the same screen, would not be read again otherwise).
@MainActor
@Observable
final class ProgramRuns {
    var finished = 0
}

/// The preview of one file: its text, or its kind and size, read by a task when it is shown.
struct PreviewScreen: View {
    let path: String?
    /// `ProgramRuns.finished` when the screen was built: a change reads the file again.
    var programsFinished = 0
    @State var lines: [String] = []
    @State var status = ""
    /// The file is a PNG, JPEG or GIF (by its first bytes): it is shown as a picture.
    @State var isImage = false

    var body: some View {
        VStack {
            if let path {
                Text(SafeText.escaping(path)).foregroundStyle(.secondary)
                if !status.isEmpty { Text(status) }
                if isImage {
                    Image(path: path)
                } else {
                    PreviewLines(lines: lines)
                }
            } else {
                Text("Move to a file on the left to see it here.")
            }
        }
        .navigationTitle(path.map(FolderScreen.name(of:)) ?? "Preview")
        .task(id: "\(programsFinished) \(path ?? "")") { await load() }
    }

    private func load() async {
        guard let path else { return }
        // 64 KB at most, opened without blocking (a FIFO has no writer to wait for).
        do throws(ReadProblem) {
            let head = try FolderReader.head(of: path)
            status = ""
            isImage = ImageFormat(signature: head.bytes) != nil
            lines = isImage ? [] : FilePreviewText.lines(of: head.bytes, size: head.size)
        } catch {
            // The path is shown just above: the reason alone fits a narrow pane.
            status = "Cannot read: \(error.reason)"
            lines = []
            isImage = false
        }
    }
}
