import NavPilot
import NavPilotTUI

/// The preview of a folder, as ranger and lf show it: its first entries in the browser's order
/// (folders first, natural order), read by a task when it is shown.
struct FolderPreviewScreen: View {
    let path: String
    @State var names: [String] = []
    @State var status = "Loading…"

    /// Entries named at most: a preview, not a listing (Enter or `l` opens the folder).
    static let shownEntries = 200

    var body: some View {
        VStack {
            Text(SafeText.escaping(path) + "/").foregroundStyle(.secondary)
            if !status.isEmpty { Text(status) }
            PreviewLines(lines: names)
        }
        .navigationTitle(FolderScreen.name(of: path) + "/")
        .task(id: path) { await load() }
    }

    private func load() async {
        do throws(ReadProblem) {
            let entries = try await FolderReader.entries(of: path)
            guard !Task.isCancelled else { return }
            names = entries.prefix(Self.shownEntries).map { $0.opensAsFolder ? $0.name + "/" : $0.name }
                .map { SafeText.escaping($0) }
            let more = entries.count - names.count
            status =
                entries.isEmpty
                ? "An empty folder." : more > 0 ? "\(entries.count) entries, the first \(names.count):" : ""
        } catch {
            status = "Cannot read: \(error.reason)"
            names = []
        }
    }
}
