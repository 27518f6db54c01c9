import NavPilot

#if canImport(Glibc)
import Glibc
#endif

/// The Unix sockets a live session listens on (`--listen PATH`, a served session's socket) and
/// clients connect to: made with mode 0600, never over a file that is not a stale socket of this user, and only this user's
/// connections taken (the peer's credentials are checked on accept).
package enum UnixSocket {
    /// The longest path a socket address holds (`sun_path` is 108 bytes with its terminating NUL).
    package static let longestPath = 107

    /// Listens at `path`: a stale socket of this user there (nobody accepts on it) is replaced;
    /// anything else there is refused. Returns the non-blocking listening descriptor and the socket
    /// file it made (what may be removed when the session ends: only that file).
    package static func listen(at path: String) throws(UnixSocketError) -> (fd: Int32, file: FileIdentity) {
        var address = try address(of: path)
        var status = stat()
        if FileName.withCPath(path, { lstat($0, &status) }) == 0 {
            guard status.st_mode & S_IFMT == S_IFSOCK else { throw .exists(path, "is not a socket") }
            guard status.st_uid == getuid() else { throw .exists(path, "is another user's socket") }
            if let live = try? connect(to: path) {
                close(live)
                throw .inUse(path)
            }
            _ = FileName.withCPath(path) { unlink($0) }
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .system(path, "socket", errno) }
        // Made 0600 from the start: no moment when another user could connect.
        let mask = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        let bindError = errno
        umask(mask)
        guard bound == 0 else {
            close(fd)
            throw .system(path, "bind", bindError)
        }
        guard let file = FileIdentity.of(path) else {
            close(fd)
            throw .system(path, "lstat", errno)
        }
        guard Glibc.listen(fd, 128) == 0 else {
            let error = errno
            close(fd)
            file.remove(at: path)
            throw .system(path, "listen", error)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        return (fd, file)
    }

    /// Connects to the socket at `path`; a blocking descriptor.
    package static func connect(to path: String) throws(UnixSocketError) -> Int32 {
        var address = try address(of: path)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .system(path, "socket", errno) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            let error = errno
            close(fd)
            switch error {
            case ENOENT: throw .noSuchSocket(path)
            case ECONNREFUSED: throw .nobodyListens(path)
            default: throw .system(path, "connect", error)
            }
        }
        return fd
    }

    /// The user id of the process at the other end of the connection `fd`.
    package static func peerUser(of fd: Int32) -> uid_t? {
        // `struct ucred` (pid, uid, gid) needs _GNU_SOURCE, which the Glibc module is not built with.
        var credentials: (pid: pid_t, uid: uid_t, gid: gid_t) = (0, 0, 0)
        var length = socklen_t(MemoryLayout<(pid_t, uid_t, gid_t)>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0,
            Int(length) == MemoryLayout<(pid_t, uid_t, gid_t)>.size
        else { return nil }
        return credentials.uid
    }

    private static func address(of path: String) throws(UnixSocketError) -> sockaddr_un {
        let bytes = FileName.bytes(of: path)
        guard !bytes.isEmpty else { throw .pathTooLong(path, 0) }
        guard bytes.count <= longestPath else { throw .pathTooLong(path, bytes.count) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
        }
        return address
    }
}

/// Why a control socket could not be made or reached.
package enum UnixSocketError: Error, CustomStringConvertible {
    /// The path is empty or longer than a socket address holds.
    case pathTooLong(String, Int)
    /// Something that must not be replaced is at the path.
    case exists(String, String)
    /// A live session listens there already.
    case inUse(String)
    /// Nothing is at the path.
    case noSuchSocket(String)
    /// A socket is there but nobody accepts on it (its session ended without removing it).
    case nobodyListens(String)
    /// A system call failed.
    case system(String, String, Int32)

    package var description: String {
        switch self {
        case .pathTooLong(let path, 0):
            "\(SafeText.quoted(path)): a socket needs a path"
        case .pathTooLong(let path, let bytes):
            "\(SafeText.quoted(path)) is \(bytes) bytes long; a socket's path holds at most "
                + "\(UnixSocket.longestPath) (choose a shorter one, in /tmp for example)"
        case .exists(let path, let what):
            "\(SafeText.quoted(path)) exists and \(what); it is left as it is (choose another path)"
        case .inUse(let path):
            "another session listens at \(SafeText.quoted(path))"
        case .noSuchSocket(let path):
            "no socket at \(SafeText.quoted(path)) (is the session running with --listen?)"
        case .nobodyListens(let path):
            "nobody listens at \(SafeText.quoted(path)) (the session has ended)"
        case .system(let path, let call, let error):
            "\(SafeText.quoted(path)): \(call) failed: \(String(cString: strerror(error)))"
        }
    }
}
