import Foundation
import NavPilot
import NavPilotTestSupport
import Testing

@Suite("NAVPILOT_LOG: hostile log paths")
struct LogFileTests {
    static let record = LogRecord(source: "NavPilot<FeedRoute>", message: "push feed")

    @Test("a new log file is created with mode 0600 and each record is appended as one line")
    func createsAndAppends() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let path = temp.path + "/navpilot.log"
        let (sink, problem) = NavLog.sink(forLogPath: path)
        #expect(problem == nil)
        #expect(sink is FileLogSink)
        sink.write(Self.record)
        sink.write(Self.record)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "NavPilot<FeedRoute>: push feed\n".repeated(2))
        #expect(permissions(of: path) == 0o600)
    }

    @Test("unset or empty, memory is the sink and there is nothing to report")
    func unsetMeansMemory() {
        for value in [nil, ""] as [String?] {
            let (sink, problem) = NavLog.sink(forLogPath: value)
            #expect(sink === NavLog.memory)
            #expect(problem == nil)
        }
    }

    @Test("a FIFO without a reader is refused at once instead of hanging the first pilot")
    func fifoWithoutReaderIsRefused() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let path = temp.path + "/fifo"
        try #require(mkfifo(path, 0o600) == 0)
        let (sink, problem) = NavLog.sink(forLogPath: path)
        #expect(sink === NavLog.memory)
        #expect(
            problem
                == "not logging to NAVPILOT_LOG: '\(path)' is a FIFO, not a regular file; debug lines stay in memory")
    }

    @Test("a FIFO with a reader is refused too: nothing is written into it")
    func fifoWithReaderIsRefused() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let path = temp.path + "/fifo"
        try #require(mkfifo(path, 0o600) == 0)
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        #expect(throws: RegularFileError.notRegular(path: path, kind: .fifo)) { try FileLogSink(path: path) }
        #expect(NavLog.sink(forLogPath: path).sink === NavLog.memory)
        var byte: UInt8 = 0
        #expect(read(reader, &byte, 1) <= 0, "a byte reached the FIFO")
    }

    @Test("a symbolic link is not followed: its target is not appended to")
    func symbolicLinkIsNotFollowed() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let target = temp.path + "/precious"
        try Data("keep\n".utf8).write(to: URL(fileURLWithPath: target))
        let link = temp.path + "/navpilot.log"
        try #require(symlink(target, link) == 0)
        let (sink, problem) = NavLog.sink(forLogPath: link)
        sink.write(Self.record)
        #expect(sink === NavLog.memory)
        #expect(problem?.contains("'\(link)' is a symbolic link") == true, "\(problem ?? "nil")")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep\n")
    }

    @Test("a dangling symbolic link does not create its target")
    func danglingSymbolicLinkCreatesNothing() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let target = temp.path + "/created-elsewhere"
        let link = temp.path + "/navpilot.log"
        try #require(symlink(target, link) == 0)
        #expect(throws: RegularFileError.symbolicLink(path: link)) { try FileLogSink(path: link) }
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test("a file of another user is not appended to")
    func fileOfAnotherUserIsRefused() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        var path = "/etc/passwd"
        if geteuid() == 0 {
            // Root can open anyone's file for writing; only the ownership check stops it.
            path = temp.path + "/theirs.log"
            try Data().write(to: URL(fileURLWithPath: path))
            try #require(chown(path, 65_534, 65_534) == 0)
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let (sink, problem) = NavLog.sink(forLogPath: path)
        sink.write(Self.record)
        #expect(sink === NavLog.memory)
        #expect(problem != nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("the reason is one terminal-safe line, whatever the path holds")
    func problemIsTerminalSafe() throws {
        let temp = try TemporaryFolder()
        defer { temp.remove() }
        let path = temp.path + "/\u{1B}]0;owned\u{7}\n"
        try #require(mkdir(path, 0o700) == 0)
        let problem = try #require(NavLog.sink(forLogPath: path).problem)
        #expect(problem.contains("\\u{1B}]0;owned\\u{7}\\n' is a folder, not a regular file"), "\(problem)")
        #expect(!problem.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }
}

extension String {
    fileprivate func repeated(_ count: Int) -> String { String(repeating: self, count: count) }
}
