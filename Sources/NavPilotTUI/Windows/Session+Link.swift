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
    /// An entry of the pane's stack is not a route of the pane's type.
    case route(pane: String, PilotControlError)
    /// The link focuses a pane the session does not have.
    case unknownFocus(String, available: [String])

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
        }
    }
}

extension SessionLink {
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
    /// so a link with one bad or refused entry leaves every pane as it was.
    @MainActor
    @discardableResult
    public func open(_ link: SessionLink) throws(SessionOpenError) -> String? {
        let names = panes.map(\.name)
        var changes: [(any PilotControl, [String])] = []
        for linked in link.panes {
            guard let pane = pane(named: linked.name) else {
                throw .unknownPane(linked.name, available: names)
            }
            guard let pilot = pane.pilot else { throw .paneWithoutPilot(linked.name) }
            do {
                try pilot.validateLink(linked.routes)
            } catch {
                throw .route(pane: linked.name, error)
            }
            changes.append((pilot, linked.routes))
        }
        if let focus = link.focus, !names.contains(focus) {
            throw .unknownFocus(focus, available: names)
        }
        for (index, (pilot, routes)) in changes.enumerated() {
            do {
                try pilot.perform(.openLink(routes))
            } catch {
                // Validated above, so only a pilot that changed its mind can get here.
                throw .route(pane: link.panes[index].name, error)
            }
        }
        return link.focus
    }
}
