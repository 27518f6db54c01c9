#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Deep links for Codable routes. URL forms: `DeepLink`.
extension NavPilot where Route: Codable {
    /// The current stack as a URL: `navpilot://stack?r=feed&r=post(id:1,title:%22Swift%20Tips%22)`.
    ///
    /// The same stack always gives the same bytes. Returns nil when a route fails to encode, the
    /// scheme or host is not valid in a URL, or the URL would be longer than
    /// `DeepLink.maximumURLLength` (it could not be opened again).
    public func deepLinkURL(scheme: String = DeepLink.defaultScheme, host: String = DeepLink.stackHost) -> URL? {
        var items: [(name: String, value: String)] = []
        items.reserveCapacity(routes.count)
        for route in stack {
            guard let text = try? RouteNotation.encode(route, style: .compact) else { return nil }
            items.append(("r", text))
        }
        return DeepLink.makeURL(scheme: scheme, host: host, items: items)
    }

    /// Opens a deep link: on success the link's stack replaces the current one (cause `.deepLink`).
    ///
    /// - Returns: whether the link was opened. On failure the stack is unchanged; the reason is
    ///   logged when `debug` is on. Use `openDeepLink(_:scheme:host:)` to get the reason.
    @discardableResult
    public func handleDeepLink(
        _ url: URL, scheme: String = DeepLink.defaultScheme, host: String = DeepLink.stackHost
    ) -> Bool {
        do {
            try openDeepLink(url, scheme: scheme, host: host)
            return true
        } catch {
            return false
        }
    }

    /// Opens a deep link, or says why it cannot be opened.
    ///
    /// Accepts the `r=` form that `deepLinkURL()` writes and the original library's `payload=` form
    /// (base64url of a JSON array). The decoded stack is offered to `deepLinkValidator` before it
    /// is applied.
    /// - Throws: `DeepLinkError`; the stack is unchanged when anything is thrown.
    public func openDeepLink(
        _ url: URL, scheme: String = DeepLink.defaultScheme, host: String = DeepLink.stackHost
    ) throws(DeepLinkError) {
        do {
            let newStack = try Self.decodeStackLink(url, scheme: scheme, host: host)
            try apply(newStack, operation: "deepLink")
        } catch {
            log("deepLink \(url.absoluteString.prefix(200)) refused: \(error)")
            throw error
        }
    }

    /// Vets and applies a decoded stack (shared by stack and session links).
    func apply(_ newStack: [Route], operation: String) throws(DeepLinkError) {
        guard !newStack.isEmpty else { throw .emptyStack }
        if let index = firstRefused(newStack, for: .deepLink) {
            throw .blocked(index: index, route: describe(newStack[index]))
        }
        if let reason = deepLinkValidator?(newStack) {
            throw .rejected(reason: reason)
        }
        _ = setStack(newStack, cause: .deepLink, operation: operation)
    }

    /// The routes a stack link describes, without touching any pilot.
    static func decodeStackLink(_ url: URL, scheme: String, host: String) throws(DeepLinkError) -> [Route] {
        let items = try DeepLink.queryItems(of: url, scheme: scheme, host: host)
        if let unexpected = items.first(where: { $0.name != "r" && $0.name != "payload" }) {
            throw .unexpectedItem(name: unexpected.name)
        }
        let payloads = items.filter { $0.name == "payload" }
        if !payloads.isEmpty {
            guard payloads.count == 1, items.count == 1 else { throw .unexpectedItem(name: "payload") }
            return try decodePayload(payloads[0].value)
        }
        return try decodeEntries(items.map(\.value))
    }

    /// Decodes notation entries, root first, enforcing the depth limit before any work.
    static func decodeEntries(_ entries: [String]) throws(DeepLinkError) -> [Route] {
        guard !entries.isEmpty else { throw .missingItems }
        guard entries.count <= DeepLink.maximumDepth else {
            throw .tooDeep(depth: entries.count, limit: DeepLink.maximumDepth)
        }
        var routes: [Route] = []
        routes.reserveCapacity(entries.count)
        for (index, text) in entries.enumerated() {
            do {
                routes.append(try RouteNotation.decode(Route.self, from: text))
            } catch {
                throw .malformedEntry(index: index, error)
            }
        }
        return routes
    }

    /// The original library's `payload=` form: base64url (padding optional) of a JSON array.
    static func decodePayload(_ payload: String) throws(DeepLinkError) -> [Route] {
        guard let data = DeepLink.base64URLDecode(payload) else {
            throw .malformedPayload(reason: "not base64url")
        }
        let routes: [Route]
        do {
            routes = try JSONDecoder().decode([Route].self, from: data)
        } catch {
            throw .malformedPayload(reason: "not a JSON array of \(Route.self): \(error)")
        }
        guard !routes.isEmpty else { throw .emptyStack }
        guard routes.count <= DeepLink.maximumDepth else {
            throw .tooDeep(depth: routes.count, limit: DeepLink.maximumDepth)
        }
        return routes
    }
}

extension NavPilot {
    /// Vets every stack a deep link (stack or session link) would apply: return nil to accept, or
    /// the reason to refuse, which `openDeepLink` throws as `DeepLinkError.rejected`.
    ///
    /// ```swift
    /// pilot.deepLinkValidator = { stack in stack.first == .home ? nil : "must start at home" }
    /// ```
    public var deepLinkValidator: (@MainActor ([Route]) -> String?)? {
        get { deepLinkSettings?.validator }
        set {
            if let settings = deepLinkSettings {
                settings.validator = newValue
            } else if let newValue {
                attachments.append(DeepLinkSettings(validator: newValue))
            }
        }
    }

    private var deepLinkSettings: DeepLinkSettings<Route>? {
        attachments.lazy.compactMap { $0 as? DeepLinkSettings<Route> }.first
    }
}

/// Per-pilot deep-link settings, kept in the pilot's attachments (extensions cannot add storage).
@MainActor
private final class DeepLinkSettings<Route> {
    var validator: (@MainActor ([Route]) -> String?)?

    init(validator: @escaping @MainActor ([Route]) -> String?) {
        self.validator = validator
    }
}
