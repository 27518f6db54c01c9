import NavPilot

#if canImport(Glibc)
import Glibc
#endif

/// Where served sessions live: one socket per session in `$XDG_RUNTIME_DIR/navpilot`, else in
/// `/tmp/navpilot-UID`, a folder only its user can enter (0700, checked before each use: a folder of
/// another user or open to others is refused, never used), each socket 0600, and every connection's
/// user checked by the server.
package enum ServedSessions {
    /// The folder of this user's served sessions, made when it is missing.
    package static func folder() throws(ServeError) -> String {
        let path: String
        if let runtime = getenv("XDG_RUNTIME_DIR").map({ String(cString: $0) }), runtime.hasPrefix("/") {
            path = runtime + "/navpilot"
        } else {
            path = "/tmp/navpilot-\(getuid())"
        }
        if FileName.withCPath(path, { mkdir($0, 0o700) }) != 0, errno != EEXIST {
            throw .folder(path, "cannot be made: \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard FileName.withCPath(path, { lstat($0, &status) }) == 0 else {
            throw .folder(path, "cannot be read: \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw .folder(path, "is not a folder") }
        guard status.st_uid == getuid() else { throw .folder(path, "belongs to another user") }
        guard status.st_mode & 0o077 == 0 else {
            throw .folder(path, "can be entered by other users (chmod 700 it, or remove it)")
        }
        return path
    }

    /// The socket of the session `name`.
    package static func socketPath(of name: String) throws(ServeError) -> String {
        try check(name)
        let path = try folder() + "/" + name
        guard FileName.bytes(of: path).count <= UnixSocket.longestPath else {
            throw .folder(
                path,
                "is longer than a socket's path may be (\(UnixSocket.longestPath) bytes): set XDG_RUNTIME_DIR to a shorter folder"
            )
        }
        return path
    }

    /// The control socket (`navpilot send` and `watch`) of the session `name`: hidden beside its
    /// socket (no session's name starts with `.`).
    package static func controlPath(of name: String) throws(ServeError) -> String {
        try hiddenPath(of: name, suffix: ".control")
    }

    /// Where the server of the session `name` writes what it has to say on standard error.
    package static func logPath(of name: String) throws(ServeError) -> String {
        try hiddenPath(of: name, suffix: ".log")
    }

    private static func hiddenPath(of name: String, suffix: String) throws(ServeError) -> String {
        let path = try folder() + "/." + name + suffix
        guard FileName.bytes(of: path).count <= UnixSocket.longestPath else {
            throw .folder(
                path,
                "is longer than a socket's path may be (\(UnixSocket.longestPath) bytes): set XDG_RUNTIME_DIR to a shorter folder"
            )
        }
        return path
    }

    /// The names of the sessions whose sockets are in the folder, sorted.
    package static func names() throws(ServeError) -> [String] {
        let path = try folder()
        guard let directory = FileName.withCPath(path, { opendir($0) }) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard (try? check(name)) != nil else { continue }
            var status = stat()
            guard FileName.withCPath(path + "/" + name, { lstat($0, &status) }) == 0,
                status.st_mode & S_IFMT == S_IFSOCK
            else { continue }
            names.append(name)
        }
        return names.sorted()
    }

    /// Refuses a name that is not letters, digits, `.`, `_` and `-` (at most 64, not starting with `.`),
    /// so a name is always one file in the folder and reads the same in every terminal.
    package static func check(_ name: String) throws(ServeError) {
        let allowed = name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "._-".unicodeScalars.contains($0)
        }
        guard !name.isEmpty, name.count <= 64, allowed, !name.hasPrefix(".") else {
            throw .badName(name)
        }
    }
}

/// Why a session cannot be served, attached, listed or ended.
package enum ServeError: Error, Equatable, CustomStringConvertible {
    /// The name is not one a session can have.
    case badName(String)
    /// The sessions' folder cannot be used.
    case folder(String, String)
    /// No session of that name is served.
    case noSuchSession(String)
    /// A socket of that name is there, but no server answers (it was killed).
    case stale(String)
    /// A session of that name is served already.
    case alreadyServed(String)
    /// The server could not be started, or said why it stopped.
    case serverFailed(String)
    /// Another problem, said as it is.
    case other(String)

    package var description: String {
        switch self {
        case .badName(let name):
            "\(SafeText.quoted(name)) cannot name a session: use letters, digits, '.', '_' and '-' (at most 64, not starting with '.')"
        case .folder(let path, let why):
            "the sessions' folder \(SafeText.quoted(path)) \(why)"
        case .noSuchSession(let name):
            "no session called \(SafeText.quoted(name)) is served (ls lists those that are)"
        case .stale(let name):
            "the session \(SafeText.quoted(name)) is gone: its server was killed without removing its socket (serving a session of that name again replaces it)"
        case .alreadyServed(let name):
            "a session called \(SafeText.quoted(name)) is served already (attach to it, or kill it first)"
        case .serverFailed(let why):
            "the server did not start: \(why)"
        case .other(let text):
            text
        }
    }
}
