#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The URL forms of deep links, shared by `NavPilot` stack links and `SessionLink`.
///
/// - Stack link: `navpilot://stack?r=feed&r=post(id:1,title:%22Swift%20Tips%22)`: one `r` per
///   entry, root first, each the compact route notation, percent-encoded.
/// - The original library's form, accepted when opening: `navpilot://stack?payload=` followed by
///   the base64url (padding optional) of a JSON array of the routes.
/// - Session link: see `SessionLink`.
public enum DeepLink {
    /// The scheme links use unless told otherwise.
    public static let defaultScheme = "navpilot"
    /// The host of a link to one stack.
    public static let stackHost = "stack"
    /// The host of a link to a whole session (`SessionLink`).
    public static let sessionHost = "session"
    /// The longest URL that is opened or generated, in UTF-8 bytes (64 KiB).
    public static let maximumURLLength = 64 * 1024
    /// The most entries a link may put on one stack.
    public static let maximumDepth = 10_000

    // MARK: Percent encoding

    /// Bytes left as they are: RFC 3986 unreserved characters plus the notation punctuation that is
    /// legal in a query, so links stay readable. Everything else (space, `"`, `&`, `=`, `+`, `#`,
    /// `%`, brackets, braces, non-ASCII) is percent-encoded, so any text round-trips.
    private static let keptBytes: [Bool] = {
        var kept = [Bool](repeating: false, count: 256)
        for scalar in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~():,!*'".unicodeScalars {
            kept[Int(scalar.value)] = true
        }
        return kept
    }()

    static func percentEncode(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if keptBytes[Int(byte)] {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The text behind a percent-encoded query value, or nil when an escape is malformed or the
    /// bytes are not UTF-8. `+` stays `+` (it is not a space in this format).
    static func percentDecode(_ text: Substring) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            guard byte == UInt8(ascii: "%") else {
                out.append(byte)
                continue
            }
            guard let high = bytes.next().flatMap(hexDigitValue), let low = bytes.next().flatMap(hexDigitValue) else {
                return nil
            }
            out.append(high << 4 | low)
        }
        return String(validating: out, as: UTF8.self)
    }

    // MARK: URLs

    /// Whether `scheme` is a valid URL scheme: a letter, then letters, digits, `+`, `-` or `.`.
    static func isValidScheme(_ scheme: String) -> Bool {
        guard let first = scheme.utf8.first, NotationPrinter.isIdentifierStart(first), first != UInt8(ascii: "_") else {
            return false
        }
        return scheme.utf8.allSatisfy {
            NotationPrinter.isIdentifierContinuation($0) && $0 != UInt8(ascii: "_") || "+-.".utf8.contains($0)
        }
    }

    /// Whether `host` can be written as is: unreserved characters only.
    static func isValidHost(_ host: String) -> Bool {
        !host.isEmpty && host.utf8.allSatisfy { keptBytes[Int($0)] && !"():,!*'".utf8.contains($0) }
    }

    /// `scheme://host?name=value&…` with every value percent-encoded, or nil when the scheme or
    /// host is invalid or the result is longer than `maximumURLLength`.
    static func makeURL(scheme: String, host: String, items: [(name: String, value: String)]) -> URL? {
        guard isValidScheme(scheme), isValidHost(host) else { return nil }
        var text = "\(scheme)://\(host)"
        for (index, item) in items.enumerated() {
            text += index == 0 ? "?" : "&"
            text += item.name + "=" + percentEncode(item.value)
        }
        guard text.utf8.count <= maximumURLLength else { return nil }
        return URL(string: text)
    }

    /// Checks length, scheme and host, then splits the query into decoded `name=value` items in
    /// order. Splitting by hand (not `URLComponents.queryItems`) keeps `+` and `%2B` exact.
    static func queryItems(
        of url: URL, scheme: String, host: String
    ) throws(DeepLinkError) -> [(name: String, value: String)] {
        let length = url.absoluteString.utf8.count
        guard length <= maximumURLLength else {
            throw .tooLong(length: length, limit: maximumURLLength)
        }
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw .malformedPayload(reason: "not a valid URL")
        }
        let foundScheme = components.scheme ?? ""
        guard foundScheme.lowercased() == scheme.lowercased() else {
            throw .wrongScheme(expected: scheme, found: foundScheme)
        }
        let foundHost = components.percentEncodedHost ?? ""
        guard foundHost.lowercased() == host.lowercased() else {
            throw .wrongHost(expected: host, found: foundHost)
        }
        var items: [(name: String, value: String)] = []
        for part in (components.percentEncodedQuery ?? "").split(separator: "&", omittingEmptySubsequences: true) {
            let equals = part.firstIndex(of: "=") ?? part.endIndex
            let rawName = part[..<equals]
            let rawValue = equals < part.endIndex ? part[part.index(after: equals)...] : ""
            guard let name = percentDecode(rawName) else { throw .unexpectedItem(name: String(rawName)) }
            guard let value = percentDecode(rawValue) else {
                throw .malformedPayload(reason: "invalid percent-encoding in \(SafeText.quoted(rawName))")
            }
            items.append((name, value))
        }
        return items
    }

    // MARK: base64url

    static func base64URLDecode(_ text: String) -> Data? {
        var base64 = String(text.map { $0 == "-" ? "+" : $0 == "_" ? "/" : $0 })
        base64 += String(repeating: "=", count: (4 - base64.utf8.count % 4) % 4)
        return Data(base64Encoded: base64)
    }

    static func base64URLEncode(_ data: Data) -> String {
        String(data.base64EncodedString().compactMap { $0 == "+" ? "-" : $0 == "/" ? "_" : $0 == "=" ? nil : $0 })
    }
}
