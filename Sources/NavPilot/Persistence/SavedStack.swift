#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The saved-state file format: a small JSON envelope with the stack in route notation.
///
/// ```json
/// {"format":"navpilot.stack","routeType":"FeedRoute","stack":["feed","post(id: 1, title: \"Swift Tips\")"],"version":1}
/// ```
/// Notation (not nested JSON) keeps the file readable and shares one decoder with deep links and
/// scenarios. `routeType` is informational. A file is rejected (and quarantined by the caller)
/// when it is not this JSON, has another `format` or `version`, an empty stack, or an entry that
/// no longer decodes as the route type, or is larger than `maximumSize`.
struct SavedStack: Codable {
    static let formatName = "navpilot.stack"
    static let currentVersion = 1

    /// The largest saved stack, in bytes of the file: the one limit on both sides. Encoding refuses a
    /// larger stack (the last file that fit is kept), `FileStateStore` refuses a larger file before
    /// reading it, decoding refuses a larger blob. It equals `RouteNotation.maximumLength`, and an
    /// entry is never longer in notation than in the file (JSON only adds escapes), so every entry of
    /// a file within the limit is within the notation decoder's limit too: what is saved restores.
    static let maximumSize = RouteNotation.maximumLength

    var format: String
    var version: Int
    var routeType: String
    var stack: [String]

    static func encode<Route: Encodable>(_ routes: [Route]) throws -> Data {
        let saved = SavedStack(
            format: formatName, version: currentVersion, routeType: "\(Route.self)",
            stack: try routes.map { try RouteNotation.encode($0) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(saved)
        data.append(UInt8(ascii: "\n"))
        guard data.count <= maximumSize else {
            throw SavedStackError(
                "the stack of \(routes.count) entries takes \(data.count) bytes, over the limit of \(maximumSize) "
                    + "bytes that can be restored")
        }
        return data
    }

    /// The routes in `data`, or a one-line reason it cannot be used.
    static func decode<Route: Decodable>(_ type: Route.Type, from data: Data) -> Result<[Route], SavedStackError> {
        guard data.count <= maximumSize else {
            return .failure(SavedStackError("too large (\(data.count) bytes; the limit is \(maximumSize))"))
        }
        let saved: SavedStack
        do {
            saved = try JSONDecoder().decode(SavedStack.self, from: data)
        } catch {
            return .failure(SavedStackError("not a saved stack (\(data.count) bytes of unreadable JSON)"))
        }
        guard saved.format == formatName else {
            return .failure(SavedStackError("unknown format \(SafeText.quoted(saved.format))"))
        }
        guard saved.version == currentVersion else {
            return .failure(SavedStackError("unsupported version \(saved.version), expected \(currentVersion)"))
        }
        guard !saved.stack.isEmpty else {
            return .failure(SavedStackError("the saved stack is empty"))
        }
        var routes: [Route] = []
        for (index, text) in saved.stack.enumerated() {
            do {
                routes.append(try RouteNotation.decode(Route.self, from: text))
            } catch {
                return .failure(SavedStackError("entry \(index) no longer decodes: \(error)"))
            }
        }
        return .success(routes)
    }
}

/// Why a saved stack could not be used.
struct SavedStackError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
