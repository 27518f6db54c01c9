import Foundation
import NavPilot

/// Deep links (`NavPilot.openDeepLink`) and session links (`SessionLink(url:)`). The first byte picks
/// the form: a raw URL, or the rest as the query of a stack or session link. A refused link leaves
/// the stack unchanged; an accepted one survives `deepLinkURL()` and reopening; a session link
/// survives `url()` and rereading.
@MainActor
enum DeepLinkCheck {
    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        guard let first = bytes.first else { return }
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        let prefixes = ["", "navpilot://stack?", "navpilot://session?"]
        guard let url = URL(string: prefixes[Int(first) % prefixes.count] + text) else { return }
        try openStackLink(url)
        try readSessionLink(url)
    }

    private static func openStackLink(_ url: URL) throws(FuzzFailure) {
        let pilot = NavPilot<FuzzRoute>(initial: .home)
        pilot.push(.detail(id: 7))
        let before = notation(pilot.stack)
        do {
            try pilot.openDeepLink(url)
        } catch {
            _ = error.description
            try require(notation(pilot.stack) == before, "a refused link (\(error)) changed the stack")
            return
        }
        try require(pilot.depth >= 1 && pilot.depth <= DeepLink.maximumDepth, "depth \(pilot.depth)")
        guard let link = pilot.deepLinkURL() else { return }
        let reopened = NavPilot<FuzzRoute>(initial: .home)
        do {
            try reopened.openDeepLink(link)
        } catch {
            throw FuzzFailure("the link \(link) written by deepLinkURL() is refused: \(error)")
        }
        try require(notation(reopened.stack) == notation(pilot.stack), "reopening \(link) changed the stack")
    }

    private static func readSessionLink(_ url: URL) throws(FuzzFailure) {
        guard let link = try? SessionLink(url: url) else { return }
        for pane in link.panes {
            _ = try? link.routes(FuzzRoute.self, forPane: pane.name)
            let pilot = NavPilot<FuzzRoute>(initial: .home)
            _ = try? pilot.open(link, pane: pane.name)
        }
        guard let written = link.url() else { return }
        do {
            let reread = try SessionLink(url: written)
            try require(reread == link, "session link changed by url() and rereading: \(written)")
        } catch let failure as FuzzFailure {
            throw failure
        } catch {
            throw FuzzFailure("session link \(written) written by url() does not read: \(error)")
        }
    }
}
