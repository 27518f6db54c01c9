import Foundation
import NavPilot
import NavPilotTestSupport
import Testing

@Suite("RegularFile: hostile paths")
struct RegularFileTests {
    static let small = RegularFile.Rules(maximumSize: 1_024)
    static let strict = RegularFile.Rules(maximumSize: 1_024, followsSymbolicLinks: false, requiresOwnership: true)

    @Test("a regular file within the limit is read whole; a missing one is nil")
    func readsRegularFile() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let path = temp.path + "/file"
        try Data("saved".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try RegularFile.read(atPath: path, rules: Self.strict) == Array("saved".utf8))
        #expect(try RegularFile.read(atPath: temp.path + "/missing", rules: Self.strict) == nil)
        #expect(try RegularFile.read(atPath: path + "/below-a-file", rules: Self.strict) == nil)
    }

    @Test("a FIFO is refused at once, with no writer to end it")
    func fifoIsRefused() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let path = temp.path + "/fifo"
        try #require(mkfifo(path, 0o600) == 0)
        #expect(throws: RegularFileError.notRegular(path: path, kind: .fifo)) {
            try RegularFile.read(atPath: path, rules: Self.small)
        }
    }

    @Test("a symbolic link to /dev/zero is refused unread: not followed, or followed to a device")
    func symbolicLinkToDevZeroIsRefused() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let path = temp.path + "/zero"
        try #require(symlink("/dev/zero", path) == 0)
        #expect(throws: RegularFileError.symbolicLink(path: path)) {
            try RegularFile.read(atPath: path, rules: Self.strict)
        }
        #expect(throws: RegularFileError.notRegular(path: path, kind: .characterDevice)) {
            try RegularFile.read(atPath: path, rules: Self.small)
        }
    }

    @Test("a dangling symbolic link is refused when links are not followed, and is nothing when they are")
    func danglingSymbolicLink() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let path = temp.path + "/dangling"
        try #require(symlink(temp.path + "/nowhere", path) == 0)
        #expect(throws: RegularFileError.symbolicLink(path: path)) {
            try RegularFile.read(atPath: path, rules: Self.strict)
        }
        #expect(try RegularFile.read(atPath: path, rules: Self.small) == nil)
    }

    @Test("a folder is refused")
    func folderIsRefused() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        #expect(throws: RegularFileError.notRegular(path: temp.path, kind: .directory)) {
            try RegularFile.read(atPath: temp.path, rules: Self.small)
        }
    }

    @Test("a file over the limit is refused by its size, before a byte is read")
    func tooLargeIsRefusedUnread() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let path = temp.path + "/large"
        // A sparse 100 MB file: reading it whole would take 100 MB of memory.
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
        try #require(descriptor >= 0)
        try #require(ftruncate(descriptor, 100_000_000) == 0)
        close(descriptor)
        #expect(throws: RegularFileError.tooLarge(path: path, size: 100_000_000, limit: 1_024)) {
            try RegularFile.read(atPath: path, rules: Self.small)
        }
    }

    @Test("a file of another user is refused when ownership is required, and read when it is not")
    func fileOfAnotherUser() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let path: String
        let owner: uid_t
        if geteuid() == 0 {
            // Root can give a file away; as anyone else a root-owned file is another user's.
            path = temp.path + "/theirs"
            try Data("theirs".utf8).write(to: URL(fileURLWithPath: path))
            owner = 65_534
            try #require(chown(path, owner, gid_t(owner)) == 0)
        } else {
            path = "/etc/passwd"
            owner = 0
        }
        let rules = RegularFile.Rules(maximumSize: 1 << 20, requiresOwnership: true)
        #expect(throws: RegularFileError.notOwned(path: path, owner: owner)) {
            try RegularFile.read(atPath: path, rules: rules)
        }
        #expect(try RegularFile.read(atPath: path, rules: RegularFile.Rules(maximumSize: 1 << 20)) != nil)
    }

    @Test("messages name the path terminal-safe: escape sequences in it are shown, never sent")
    func messagesQuoteThePathSafely() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let path = temp.path + "/\u{1B}]2;title\u{7}"
        try #require(mkfifo(path, 0o600) == 0)
        let error = try #require(throws: RegularFileError.self) {
            try RegularFile.read(atPath: path, rules: Self.small)
        }
        #expect(error.description.contains("\\u{1B}]2;title\\u{7}' is a FIFO, not a regular file"))
        #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
    }
}
