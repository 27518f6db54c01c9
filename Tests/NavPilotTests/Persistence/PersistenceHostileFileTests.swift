import Foundation
import NavPilot
import NavPilotTestSupport
import Testing

@MainActor
@Suite("Persistence: hostile state files and folders")
struct PersistenceHostileFileTests {
    static let key = "hostile"
    static let validFile = Data(
        #"{"format":"navpilot.stack","routeType":"FeedRoute","stack":["feed","authorProfile(name: \"A\")"],"version":1}"#
            .utf8)

    /// A temporary directory whose state folder exists, and the state file's path in it.
    static func stateFolder() throws -> (TemporaryFolder, String) {
        let temp = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: temp.store.directory, withIntermediateDirectories: true)
        chmod(temp.store.directory, 0o700)
        return (temp, temp.store.path(forKey: key))
    }

    func pilot(_ temp: TemporaryFolder) -> NavPilot<FeedRoute> {
        NavPilot(initial: FeedRoute.feed, persistenceKey: Self.key, store: temp.store)
    }

    @Test("a symbolic link in place of the state file is not followed, and is left as it is")
    func symbolicLinkIsNotFollowed() throws {
        let (temp, path) = try Self.stateFolder()
        defer { temp.remove() }
        let target = temp.path + "/elsewhere.json"
        try Self.validFile.write(to: URL(fileURLWithPath: target))
        try #require(symlink(target, path) == 0)

        let pilot = pilot(temp)
        pilot.push(.post(id: 1, title: "t"))

        #expect(pilot.stack == [.feed, .post(id: 1, title: "t")], "the link's target was restored")
        let error = try #require(pilot.persistenceError)
        #expect(error.contains("could not read saved state, not saving"), "\(error)")
        #expect(error.contains("'\(path)' is a symbolic link"), "\(error)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == target)
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Self.validFile)
        #expect(temp.files() == ["\(Self.key).json"])
    }

    @Test("a symbolic link to /dev/zero is refused unread (it would be read until memory runs out)")
    func symbolicLinkToDevZero() throws {
        let (temp, path) = try Self.stateFolder()
        defer { temp.remove() }
        try #require(symlink("/dev/zero", path) == 0)
        let pilot = pilot(temp)
        #expect(pilot.stack == [.feed])
        #expect(pilot.persistenceError?.contains("'\(path)' is a symbolic link") == true)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "/dev/zero")
    }

    @Test("a FIFO in place of the state file does not hang the start; it is left in place and not saved over")
    func fifoDoesNotHang() throws {
        let (temp, path) = try Self.stateFolder()
        defer { temp.remove() }
        try #require(mkfifo(path, 0o600) == 0)
        let pilot = pilot(temp)
        pilot.push(.feed)
        #expect(pilot.depth == 2)
        #expect(
            pilot.persistenceError
                == "could not read saved state, not saving (it is left as it is): '\(path)' is a FIFO, not a regular file"
        )
        var status = stat()
        #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(temp.files() == ["\(Self.key).json"])
    }

    @Test(
        "a state file of another user is neither read, moved nor replaced",
        .enabled(if: geteuid() == 0, "only root can give a file to another user to set the case up"))
    func fileOfAnotherUser() throws {
        let (temp, path) = try Self.stateFolder()
        defer { temp.remove() }
        try Self.validFile.write(to: URL(fileURLWithPath: path))
        try #require(chown(path, 65_534, 65_534) == 0)
        let pilot = pilot(temp)
        pilot.push(.post(id: 2, title: "mine"))
        #expect(pilot.stack == [.feed, .post(id: 2, title: "mine")])
        #expect(pilot.persistenceError?.contains("'\(path)' belongs to another user (uid 65534)") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Self.validFile)
        #expect(temp.files() == ["\(Self.key).json"])
    }

    @Test("a state file over the limit is moved aside unread, whole, and the next change saves afresh")
    func tooLargeIsMovedAsideUnread() throws {
        let (temp, path) = try Self.stateFolder()
        defer { temp.remove() }
        // Sparse: 100 MB on paper, so the test costs no disk; reading it whole would cost 100 MB.
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
        try #require(descriptor >= 0)
        try #require(ftruncate(descriptor, 100_000_000) == 0)
        close(descriptor)

        let pilot = pilot(temp)
        #expect(pilot.stack == [.feed])
        let error = try #require(pilot.persistenceError)
        #expect(
            error.contains("saved state '\(path)' unusable (100000000 bytes, over the limit of 1048576)"), "\(error)")
        let moved = try #require(temp.files().first { $0.hasPrefix("\(Self.key).json.corrupt-") })
        #expect(error.contains(moved))
        let size = try FileManager.default.attributesOfItem(atPath: temp.store.directory + "/" + moved)[.size] as? Int
        #expect(size == 100_000_000)

        pilot.push(.authorProfile(name: "B"))
        #expect(pilot.persistenceError == nil)
        #expect(self.pilot(temp).stack == [.feed, .authorProfile(name: "B")])
    }

    @Test("a state folder other users can write is used, with a warning naming it")
    func writableFolderIsWarnedAbout() throws {
        let (temp, _) = try Self.stateFolder()
        defer { temp.remove() }
        #expect(pilot(temp).persistenceWarning == nil)
        chmod(temp.store.directory, 0o777)
        let pilot = pilot(temp)
        pilot.push(.feed)
        let warning = try #require(pilot.persistenceWarning)
        #expect(
            warning
                == "the state folder '\(temp.store.directory)' can be written by other users (mode 777), "
                + "who can replace or remove the saved stack; chmod 700 it")
        #expect(pilot.persistenceError == nil)
        #expect(self.pilot(temp).depth == 2, "saving goes on")
    }

    @Test(
        "a state folder of another user is warned about",
        .enabled(if: geteuid() == 0, "only root can give a folder to another user to set the case up"))
    func foreignFolderIsWarnedAbout() throws {
        let (temp, _) = try Self.stateFolder()
        defer { temp.remove() }
        try #require(chown(temp.store.directory, 65_534, 65_534) == 0)
        #expect(pilot(temp).persistenceWarning?.contains("belongs to another user (uid 65534)") == true)
    }

    @Test("clearing a state file that was refused removes it and lets saving resume")
    func clearingARefusedFileResumesSaving() throws {
        let (temp, path) = try Self.stateFolder()
        defer { temp.remove() }
        try #require(mkfifo(path, 0o600) == 0)
        let pilot = pilot(temp)
        pilot.clearPersistedState()
        pilot.push(.authorProfile(name: "C"))
        #expect(pilot.persistenceError == nil)
        #expect(self.pilot(temp).stack == [.feed, .authorProfile(name: "C")])
    }
}
