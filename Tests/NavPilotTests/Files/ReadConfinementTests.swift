import Foundation
import NavPilot
import NavPilotTestSupport
import Testing

@Suite("A scenario run reads files below its own folders only")
struct ReadConfinementTests {
    @Test func pathsInsideTheFoldersMayBeReadAndOthersAreRefusedAndKept() throws {
        let folder = try TemporaryFolder()
        try "hello".write(toFile: folder.path + "/notes.txt", atomically: true, encoding: .utf8)
        let confinement = ReadConfinement(folders: [folder.path])
        #expect(confinement.check(folder.path + "/notes.txt") == nil)
        #expect(confinement.check(folder.path) == nil, "the folder itself")
        #expect(confinement.check(folder.path + "/not/made/yet.json") == nil, "judged by the folder above it")
        #expect(confinement.check("/etc/passwd") != nil)
        #expect(confinement.check(folder.path + "/../../etc/hostname") != nil, "dot-dot resolved first")
        #expect(confinement.check(folder.path + "2/x") != nil, "a sibling whose name starts the same")
        #expect(
            confinement.takeRefusals() == ["/etc/passwd", folder.path + "/../../etc/hostname", folder.path + "2/x"])
        #expect(confinement.takeRefusals().isEmpty, "taken once")
    }

    @Test func aLinkInsideThatLeadsOutsideIsRefused() throws {
        let folder = try TemporaryFolder()
        #expect(symlink("/etc", folder.path + "/escape") == 0)
        let confinement = ReadConfinement(folders: [folder.path])
        #expect(confinement.check(folder.path + "/escape/passwd") != nil)
    }

    @Test func regularFileReadsRefuseWhatTheCurrentConfinementRefusesAndOnlyUnderIt() throws {
        let folder = try TemporaryFolder()
        let inside = folder.path + "/notes.txt"
        try "hello".write(toFile: inside, atomically: true, encoding: .utf8)
        let rules = RegularFile.Rules(maximumSize: 1 << 20)
        let confinement = ReadConfinement(folders: [folder.path])
        ReadConfinement.$current.withValue(confinement) {
            #expect((try? RegularFile.read(atPath: inside, rules: rules)) == Array("hello".utf8))
            #expect(throws: RegularFileError.cannotOpen(path: "/etc/hostname", code: EACCES)) {
                try RegularFile.read(atPath: "/etc/hostname", rules: rules)
            }
        }
        #expect(confinement.takeRefusals() == ["/etc/hostname"])
        #expect(ReadConfinement.current == nil)
        #expect(try RegularFile.read(atPath: "/etc/hostname", rules: rules) != nil, "outside a run, anything")
    }
}
