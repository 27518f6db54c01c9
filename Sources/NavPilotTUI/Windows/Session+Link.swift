import NavPilot

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a session link could not be applied to a session. Nothing was changed when one is thrown.
public enum SessionOpenError: Error, Hashable, CustomStringConvertible {
    /// The text is not a URL.
    case notAURL(String)
    /// The URL is not a valid session link.
    case link(DeepLinkError)
    /// The link names a pane the session does not have.
    case unknownPane(String, available: [String])
    /// The pane has no pilot, so it cannot be navigated from outside.
    case paneWithoutPilot(String)
    /// An entry of the pane's stack is not a route of the pane's type, or the pane's route guard
    /// refuses it; the error names the entry (`.deepLink(.malformedEntry(index, …))`, `.blocked`).
    case route(pane: String, PilotControlError)
    /// The link focuses a pane the session does not have.
    case unknownFocus(String, available: [String])
    /// The link's split ratios do not fit the session's layout (`splits` splits, `given` ratios).
    case layout(splits: Int, given: Int)
    /// The link zooms a pane the session does not have.
    case unknownZoom(String, available: [String])
    /// More than one of the above, in link order: everything the link gets wrong, so one fix of
    /// the link is enough.
    case several([SessionOpenError])

    /// One line for the user; every value it echoes from the link is terminal-safe.
    public var description: String {
        switch self {
        case .notAURL(let text):
            "not a URL: \(SafeText.quoted(text))"
        case .link(let error):
            "bad session link: \(error)"
        case .unknownPane(let name, let available):
            "the link names pane \(SafeText.quoted(name)), which this session does not have (panes: \(available.joined(separator: ", ")))"
        case .paneWithoutPilot(let name):
            "pane \(SafeText.quoted(name)) has no pilot to navigate"
        case .route(let pane, let error):
            "pane \(SafeText.quoted(pane)): \(error)"
        case .unknownFocus(let name, let available):
            "the link focuses pane \(SafeText.quoted(name)), which this session does not have (panes: \(available.joined(separator: ", ")))"
        case .layout(let splits, let given):
            "the link sizes \(given) split\(given == 1 ? "" : "s"), but this session's layout has \(splits)"
        case .unknownZoom(let name, let available):
            "the link zooms pane \(SafeText.quoted(name)), which this session does not have (panes: \(available.joined(separator: ", ")))"
        case .several(let errors):
            // Numbered, because a problem's own text may contain "; " (notation errors' hints).
            "\(errors.count) problems: "
                + errors.enumerated().map { "(\($0.offset + 1)) \($0.element)" }.joined(separator: "; ")
        }
    }
}

extension SessionLink {
    /// Whether `text` is a pane's stack link (`navpilot://stack?r=…`, what `y` copies) rather than
    /// a session link.
    public static func isStackLink(_ text: String) -> Bool {
        URL(string: text)?.host == DeepLink.stackHost
    }

    /// Reads a session link from text (`navpilot://session?focus=chat&pane=feed&r=feed`).
    public init(text: String) throws(SessionOpenError) {
        guard let url = URL(string: text) else { throw .notAURL(text) }
        do {
            try self.init(url: url)
        } catch {
            throw .link(error)
        }
    }
}

extension Session {
    /// Gives every pane the link lists the link's stack (through the pane's pilot, reported with
    /// cause `.deepLink`) and returns the pane the link focuses, if any.
    ///
    /// Every pane and route is checked before anything changes (each pilot's route guard included),
    /// so a link with a bad or refused entry leaves every pane as it was. Every problem is reported,
    /// each entry by its pane and index (`.several` when there is more than one).
    @MainActor
    @discardableResult
    public func open(_ link: SessionLink) throws(SessionOpenError) -> String? {
        let names = panes.map(\.name)
        var problems: [SessionOpenError] = []
        var changes: [(name: String, pilot: any PilotControl, routes: [String])] = []
        for linked in link.panes {
            guard let pane = pane(named: linked.name) else {
                problems.append(.unknownPane(linked.name, available: names))
                continue
            }
            guard let pilot = pane.pilot else {
                problems.append(.paneWithoutPilot(linked.name))
                continue
            }
            let refused = pilot.linkProblems(linked.routes)
            problems += refused.map { .route(pane: linked.name, $0) }
            if refused.isEmpty { changes.append((linked.name, pilot, linked.routes)) }
        }
        if let focus = link.focus, !names.contains(focus) {
            problems.append(.unknownFocus(focus, available: names))
        }
        if problems.count == 1 { throw problems[0] }
        if !problems.isEmpty { throw .several(problems) }
        for change in changes {
            do {
                try change.pilot.perform(.openLink(change.routes))
            } catch {
                // Validated above, so only a pilot that changed its mind can get here.
                throw .route(pane: change.name, error)
            }
        }
        return link.focus
    }

    /// Opens a pane's stack link (`y` copies one) as a session starts with it (`--open`): in the
    /// first pane whose routes it holds, whose guard is asked (cause `.deepLink`). Returns that pane,
    /// to focus. When no pane takes it, every pane's reason is told and nothing changes.
    @MainActor
    public func openStackLinkAtLaunch(_ text: String) throws(SessionOpenError) -> String {
        var problems: [SessionOpenError] = []
        for pane in panes {
            guard let pilot = pane.pilot else { continue }
            do {
                try pilot.validateStackLink(text)
            } catch {
                problems.append(.route(pane: pane.name, error))
                continue
            }
            do {
                try pilot.perform(.openURL(text))
            } catch {
                throw .route(pane: pane.name, error)
            }
            return pane.name
        }
        if problems.count == 1 { throw problems[0] }
        throw problems.isEmpty ? .paneWithoutPilot(panes.first?.name ?? "") : .several(problems)
    }

    /// Opens `link` as a session starts with it (`--open`): checks that its layout (split ratios,
    /// zoom) fits a window of this session, then gives the panes their stacks (`open(_:)`), and
    /// returns the pane to focus. A link that does not fit changes nothing;
    /// `WindowManager.applyLayout(of:)` then gives the window its layout.
    @MainActor
    @discardableResult
    public func openAtLaunch(_ link: SessionLink) throws(SessionOpenError) -> String? {
        try WindowManager(session: self).applyLayout(of: link)
        return try open(link)
    }
}

extension PilotControl {
    /// Every entry of a link's stack that is not a route of this pilot's type or that the route
    /// guard refuses, each with its index (0 is the root) as stack deep links name entries.
    ///
    /// Entries are checked one by one, because `validateLink` stops at the first problem and its
    /// notation errors do not say which entry they are about.
    @MainActor
    fileprivate func linkProblems(_ notations: [String]) -> [PilotControlError] {
        var problems: [PilotControlError] = []
        for (index, notation) in notations.enumerated() {
            do {
                try validateLink([notation])
            } catch .badRoute(let error) {
                problems.append(.deepLink(.malformedEntry(index: index, error)))
            } catch .deepLink(.blocked(_, let route)) {
                problems.append(.deepLink(.blocked(index: index, route: route)))
            } catch {
                // Not about this entry (routes that are not Codable): said once for the pane.
                return [error]
            }
        }
        return problems
    }
}
