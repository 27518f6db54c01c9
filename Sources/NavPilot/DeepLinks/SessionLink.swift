#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A link to a whole multi-pane session: the stack of every listed pane and the focused pane.
///
/// ```
/// navpilot://session?focus=chat&pane=feed&r=feed&r=post(id:1,title:%22Swift%20Tips%22)&pane=chat&r=inbox
/// ```
/// Items are read in order: `pane=NAME` starts a pane, and each `r=` after it adds one entry (root
/// first, compact route notation, percent-encoded) to that pane. `focus=NAME` (optional, at most
/// once) names the focused pane; `zoom=NAME` (optional, at most once) the pane shown alone; and
/// `split=R,R,…` (optional, at most once) the share of the first side of each split of the
/// session's layout, in its order (depth first), each in 0…1: how the user sized the panes. Pane names are any non-empty text, percent-encoded, so a pane can
/// be called `focus` or `r` without ambiguity. Panes a link does not list keep their own state.
///
/// The link holds notation text, not typed routes, because the panes of one session have different
/// route types; `routes(_:forPane:)` decodes one pane, `setRoutes(_:forPane:)` and `add(_:pane:)`
/// write one.
public struct SessionLink: Hashable, Sendable {
    /// One pane of the link: its name and its stack as route notation, root first.
    public struct Pane: Hashable, Sendable {
        /// The pane's name, as the session declares it (`feed`, `chat`).
        public var name: String
        /// The pane's stack in route notation, root first. Never empty in a link that was read.
        public var routes: [String]

        /// Creates a pane from its name and stack.
        public init(name: String, routes: [String]) {
            self.name = name
            self.routes = routes
        }
    }

    /// The panes, in link order.
    public var panes: [Pane]
    /// The pane that has the focus, if the link says.
    public var focus: String?
    /// The pane shown alone, if the link says.
    public var zoom: String?
    /// The share of the first side of each split of the session's layout, depth first, if the link
    /// says; links made before layouts were kept have none and keep the session's own.
    public var splitRatios: [Double]?

    /// Creates a link from panes, an optional focused pane, zoomed pane and split ratios.
    public init(panes: [Pane] = [], focus: String? = nil, zoom: String? = nil, splitRatios: [Double]? = nil) {
        self.panes = panes
        self.focus = focus
        self.zoom = zoom
        self.splitRatios = splitRatios
    }

    /// The most splits a link's `split=` may list.
    public static let maximumSplits = 64

    /// Reads a session link.
    /// - Throws: `DeepLinkError`: wrong scheme or host, too long, an `r=` before any `pane=`, a
    ///   pane listed twice (`.repeatedPane`) or with no entries (`.pane(name, .emptyStack)`), more
    ///   than one `focus`, too many entries in one pane, an unknown item, no pane at all
    ///   (`.missingItems`).
    public init(
        url: URL, scheme: String = DeepLink.defaultScheme, host: String = DeepLink.sessionHost
    ) throws(DeepLinkError) {
        var panes: [Pane] = []
        var focus: String?
        var zoom: String?
        var ratios: [Double]?
        for item in try DeepLink.queryItems(of: url, scheme: scheme, host: host) {
            switch item.name {
            case "pane":
                guard !item.value.isEmpty else { throw .unexpectedItem(name: "pane=") }
                guard !panes.contains(where: { $0.name == item.value }) else {
                    throw .repeatedPane(name: item.value)
                }
                panes.append(Pane(name: item.value, routes: []))
            case "r":
                guard !panes.isEmpty else { throw .unexpectedItem(name: "r (before any pane=)") }
                panes[panes.count - 1].routes.append(item.value)
                let depth = panes[panes.count - 1].routes.count
                if depth > DeepLink.maximumDepth {
                    throw .pane(name: panes[panes.count - 1].name, .tooDeep(depth: depth, limit: DeepLink.maximumDepth))
                }
            case "focus":
                guard focus == nil, !item.value.isEmpty else { throw .unexpectedItem(name: "focus") }
                focus = item.value
            case "zoom":
                guard zoom == nil, !item.value.isEmpty else { throw .unexpectedItem(name: "zoom") }
                zoom = item.value
            case "split":
                let parts = item.value.split(separator: ",", omittingEmptySubsequences: false)
                let values = parts.compactMap { Double($0) }.filter { $0.isFinite && $0 >= 0 && $0 <= 1 }
                guard ratios == nil, values.count == parts.count, parts.count <= Self.maximumSplits else {
                    throw .unexpectedItem(name: "split (a second one, or not ratios in 0…1 separated by commas)")
                }
                ratios = values
            default:
                throw .unexpectedItem(name: item.name)
            }
        }
        guard !panes.isEmpty else { throw .missingItems }
        if let empty = panes.first(where: { $0.routes.isEmpty }) {
            throw .pane(name: empty.name, .emptyStack)
        }
        self.init(panes: panes, focus: focus, zoom: zoom, splitRatios: ratios)
    }

    /// The link as a URL; the same link always gives the same bytes. Nil when the scheme or host is
    /// invalid or the URL would be longer than `DeepLink.maximumURLLength`.
    public func url(scheme: String = DeepLink.defaultScheme, host: String = DeepLink.sessionHost) -> URL? {
        var items: [(name: String, value: String)] = []
        if let focus { items.append(("focus", focus)) }
        if let zoom { items.append(("zoom", zoom)) }
        if let splitRatios {
            items.append(("split", splitRatios.map { Self.ratioText($0) }.joined(separator: ",")))
        }
        for pane in panes {
            items.append(("pane", pane.name))
            items.append(contentsOf: pane.routes.map { ("r", $0) })
        }
        return DeepLink.makeURL(scheme: scheme, host: host, items: items)
    }

    /// A ratio in at most four decimals (a cell's worth at any terminal width), without trailing zeros.
    private static func ratioText(_ ratio: Double) -> String {
        let scaled = Int((min(max(ratio, 0), 1) * 10_000).rounded())
        guard scaled % 10_000 != 0 else { return String(scaled / 10_000) }
        var text = String(scaled)
        while text.count < 4 { text = "0" + text }
        while text.hasSuffix("0") { text.removeLast() }
        return "0." + text
    }

    /// The stack of one pane, decoded; nil when the link does not list the pane.
    /// - Throws: `.pane(name, .malformedEntry(index, error))` for an entry that does not decode.
    public func routes<Route: Decodable>(_ type: Route.Type, forPane name: String) throws(DeepLinkError) -> [Route]? {
        guard let pane = panes.first(where: { $0.name == name }) else { return nil }
        var routes: [Route] = []
        for (index, text) in pane.routes.enumerated() {
            do {
                routes.append(try RouteNotation.decode(Route.self, from: text))
            } catch {
                throw .pane(name: name, .malformedEntry(index: index, error))
            }
        }
        return routes
    }

    /// Sets (or adds, at the end) the stack of one pane from typed routes, in compact notation.
    /// - Throws: `EncodingError` when a route does not encode.
    public mutating func setRoutes<Route: Encodable>(_ routes: [Route], forPane name: String) throws {
        let texts = try routes.map { try RouteNotation.encode($0, style: .compact) }
        if let index = panes.firstIndex(where: { $0.name == name }) {
            panes[index].routes = texts
        } else {
            panes.append(Pane(name: name, routes: texts))
        }
    }

    /// Sets (or adds) the stack of one pane from a pilot's current stack.
    @MainActor
    public mutating func add<Route: Codable>(_ pilot: NavPilot<Route>, pane name: String) throws {
        try setRoutes(pilot.stack, forPane: name)
    }
}

extension NavPilot where Route: Codable {
    /// Applies the stack a session link gives `pane` (vetted by `deepLinkValidator`, cause `.deepLink`).
    ///
    /// - Returns: false when the link does not list the pane (the stack is left as it is).
    /// - Throws: `DeepLinkError` wrapped in `.pane(name, …)`; the stack is unchanged.
    @discardableResult
    public func open(_ link: SessionLink, pane name: String) throws(DeepLinkError) -> Bool {
        do throws(DeepLinkError) {
            guard let routes = try link.routes(Route.self, forPane: name) else { return false }
            do {
                try apply(routes, operation: "sessionLink pane \(name)")
            } catch {
                throw .pane(name: name, error)
            }
            return true
        } catch {
            log("sessionLink pane \(name) refused: \(error)")
            throw error
        }
    }
}
