import NavPilot

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The file a recording goes to: checked before the session starts, written atomically and never
/// through a symbolic link, with the temporary folder as the place of last resort, so a recorded
/// session is never lost.
struct RecordingFile: Sendable {
    /// The folder the file goes in.
    let folder: String
    /// The file's name in it.
    let name: String

    /// Whether a file already there is replaced (`--force`); else it is refused.
    var replacing = false

    /// The file at `path`.
    init(path: String, replacing: Bool = false) {
        self.replacing = replacing
        if let slash = path.lastIndex(of: "/") {
            let head = String(path[..<slash])
            folder = head.isEmpty ? "/" : head
            name = String(path[path.index(after: slash)...])
        } else {
            folder = "."
            name = path
        }
    }

    /// Why the recording could not be written there, checked before the session starts; nil when
    /// it can.
    func problem() -> String? {
        guard !name.isEmpty, name != ".", name != ".." else { return "it names a folder, not a file" }
        var status = stat()
        guard stat(folder, &status) == 0 else {
            return "its folder \(SafeText.quoted(folder)): \(String(cString: strerror(errno)))"
        }
        guard FileKind(mode: status.st_mode) == .directory else {
            return "\(SafeText.quoted(folder)) is not a folder"
        }
        guard access(folder, W_OK) == 0 else {
            return "its folder \(SafeText.quoted(folder)): \(String(cString: strerror(errno)))"
        }
        let file = folder + "/" + name
        if lstat(file, &status) == 0 {
            let kind = FileKind(mode: status.st_mode)
            guard kind == .regular else { return "it is a \(kind.rawValue), not a regular file" }
            guard replacing else { return "it exists; --force replaces it" }
        }
        return nil
    }

    /// Writes `text` atomically, never through a symbolic link or a hard link, and only over a
    /// file already there when `replacing` (a file that appeared while the session ran is kept).
    /// - Throws: the reason, terminal-safe, as its description.
    func write(_ text: String) throws {
        try ConfinedFile.write(Array(text.utf8), base: folder, folders: [], name: name, replacing: replacing)
    }

    /// Saves `text` in a new file of the temporary folder; its path, or nil when none could be made.
    static func saveInTemporaryFolder(_ text: String) -> String? {
        ScratchFolder.writeFile(prefix: "navpilot-recording", suffix: ".scenario", Array(text.utf8))
    }
}
