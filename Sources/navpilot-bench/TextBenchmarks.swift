import NavPilot

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

enum TextRoute: Hashable, Codable {
    case feed
    case post(id: Int, title: String)
}

/// Route-notation, deep-link and persistence figures.
@MainActor
func textFigures() -> [Figure] {
    let route = TextRoute.post(id: 1, title: "Swift Tips")
    let notation = try! RouteNotation.encode(route, style: .compact)
    let count = 100_000
    let encode = medianSeconds {
        for _ in 0..<count {
            blackHole(try! RouteNotation.encode(route, style: .compact))
        }
    }
    let decode = medianSeconds {
        for _ in 0..<count {
            blackHole(try! RouteNotation.decode(TextRoute.self, from: notation))
        }
    }

    let thousand = [TextRoute.feed] + (1..<1_000).map { TextRoute.post(id: $0, title: "Post \($0)") }
    let source = NavPilot(initial: TextRoute.feed)
    source.replace(thousand)
    let target = NavPilot(initial: TextRoute.feed)
    var url: URL?
    let makeURL = medianSeconds { url = source.deepLinkURL() }
    let openURL = medianSeconds {
        target.popToRoot()
        try! target.openDeepLink(url!)
    }

    let directory =
        FileManager.default.temporaryDirectory.path + "/navpilot-bench-\(ProcessInfo.processInfo.processIdentifier)"
    let persisted = NavPilot(
        initial: TextRoute.feed, persistenceKey: "bench", store: FileStateStore(directory: directory))
    let mutations = 200
    let persist = medianSeconds {
        for index in 0..<mutations {
            persisted.push(.post(id: index, title: "P"))
            persisted.pop()
        }
    }
    persisted.clearPersistedState()
    try? FileManager.default.removeItem(atPath: directory)

    return [
        Figure(name: "notation encode (compact)", value: Double(count) / encode / 1e6, unit: "million routes/s"),
        Figure(name: "notation decode", value: Double(count) / decode / 1e6, unit: "million routes/s"),
        Figure(name: "deepLinkURL() of 1,000 entries", value: makeURL * 1e3, unit: "ms"),
        Figure(name: "openDeepLink of 1,000 entries", value: openURL * 1e3, unit: "ms"),
        Figure(
            name: "one persisted mutation (fsync + rename)", value: persist / Double(2 * mutations) * 1e6, unit: "µs"),
    ]
}
