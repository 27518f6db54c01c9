// libFuzzer target: deep links (`NavPilot.openDeepLink`) and session links (`SessionLink(url:)`).
// The first byte picks the form: a raw URL, or the bytes as the query of a stack or session link.
// A refused link must leave the stack unchanged; an accepted one must survive `deepLinkURL()` and
// reopening; a session link must survive `url()` and rereading.
import Foundation
import NavPilot

/// The libFuzzer entry point: one input of `size` bytes at `data`; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLink(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    let url: URL?
    switch data[0] % 3 {
    case 0: url = URL(string: text)
    case 1: url = URL(string: "navpilot://stack?" + text)
    default: url = URL(string: "navpilot://session?" + text)
    }
    guard let url else { return 0 }
    MainActor.assumeIsolated {
        openStackLink(url)
        readSessionLink(url)
    }
    return 0
}

@MainActor
private func openStackLink(_ url: URL) {
    let pilot = NavPilot<FuzzRoute>(initial: .home)
    pilot.push(.detail(id: 7))
    let before = notation(pilot.stack)
    do {
        try pilot.openDeepLink(url)
        require(pilot.depth >= 1 && pilot.depth <= DeepLink.maximumDepth, "depth \(pilot.depth)")
        guard let link = pilot.deepLinkURL() else { return }
        let reopened = NavPilot<FuzzRoute>(initial: .home)
        try reopened.openDeepLink(link)
        require(notation(reopened.stack) == notation(pilot.stack), "reopening \(link) changed the stack")
    } catch {
        require(notation(pilot.stack) == before, "a refused link (\(error)) changed the stack")
        _ = error.description
    }
}

@MainActor
private func readSessionLink(_ url: URL) {
    guard let link = try? SessionLink(url: url) else { return }
    for pane in link.panes {
        _ = try? link.routes(FuzzRoute.self, forPane: pane.name)
        let pilot = NavPilot<FuzzRoute>(initial: .home)
        _ = try? pilot.open(link, pane: pane.name)
    }
    guard let written = link.url() else { return }
    do {
        let reread = try SessionLink(url: written)
        require(reread == link, "session link changed by url() and rereading: \(written)")
    } catch {
        require(false, "session link \(written) written by url() does not read: \(error)")
    }
}
