import NavPilot
import NavPilotTUI
import Observation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Example 5: the stack as a URL, and back: `deepLinkURL()` and `openDeepLink(_:)`.
public enum DeepLinkExample {
    /// The example as `navpilot` lists it.
    public static let example = Example(
        number: 5, name: "deep-link", title: "Deep Link",
        summary: "turn the stack into a navpilot:// URL and restore a stack from one, with typed errors",
        paneNames: ["main"]
    ) { paneName in
        [pane(named: paneName("main"))]
    }

    /// The example's one pane, with a new pilot.
    @MainActor
    public static func pane(named name: String = "main") -> Pane {
        let pilot = NavPilot(initial: ShopRoute.home)
        let lab = DeepLinkLab()
        // A host written out: the environment object is for every screen of the stack, so it goes on the host.
        return Pane(name, pilot: pilot) {
            NavPilotHost(pilot) { route in
                DeepLinkScreen(route: route)
            }
            .environmentObject(lab)
        }
    }
}

/// What the deep-link screens share across the stack: the last generated link, the URL being typed,
/// and the outcome of the last restore (screen `@State` would be lost on every push).
@MainActor
@Observable
final class DeepLinkLab {
    var generatedLink: URL?
    var urlText = ""
    var status: String?

    func generate(from pilot: NavPilot<ShopRoute>) {
        guard let url = pilot.deepLinkURL() else {
            status = "Error: the stack could not be written as a URL"
            return
        }
        generatedLink = url
        // Ready to restore later: navigate elsewhere, then press "Restore From Deep Link".
        urlText = url.absoluteString
    }

    func restore(into pilot: NavPilot<ShopRoute>) {
        let text = String(urlText.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        guard !text.isEmpty else {
            status = "Error: type a navpilot://stack?r=… URL first"
            return
        }
        guard let url = URL(string: text) else {
            status = "Error: not a URL: \(text)"
            return
        }
        do {
            try pilot.openDeepLink(url)
            status = "Restored: [\(pilot.stackDescriptions.joined(separator: ", "))]"
        } catch {
            status = "Error: \(error)"
        }
    }
}

/// Every screen of the example: what is on top, then the same controls, so the stack can be built,
/// linked and restored from anywhere in it.
struct DeepLinkScreen: View {
    @EnvironmentObject var pilot: NavPilot<ShopRoute>
    @EnvironmentObject var lab: DeepLinkLab
    let route: ShopRoute

    var body: some View {
        let lab = self.lab
        let pilot = self.pilot
        VStack {
            Text(route.headline)
            ForEach(Product.catalog) { product in
                Button(product.name) { pilot.push(.product(product)) }
            }
            Button("Add Checkout") { pilot.push(.checkout(items: pilot.productNames)) }
            Button("Generate Deep Link") { lab.generate(from: pilot) }
            if let link = lab.generatedLink {
                HStack {
                    Text("Link:")
                    // A hyperlink too: a click in a terminal that knows OSC 8 takes the whole URL.
                    Link(link.absoluteString, destination: link)
                }
            }
            TextField("URL:", text: Binding(get: { lab.urlText }, set: { lab.urlText = $0 }))
            Button("Restore From Deep Link") { lab.restore(into: pilot) }
            Button("Pop To Root") { pilot.popToRoot() }
            if let status = lab.status {
                Text(status)
            }
        }
        .navigationTitle(route.title)
    }
}

extension ShopRoute {
    /// The screen's title.
    var title: String {
        switch self {
        case .home: "Home"
        case .product(let product): product.name
        case .checkout: "Checkout"
        }
    }

    /// The first line of the screen.
    var headline: String {
        switch self {
        case .home: "Home of the shop."
        case .product(let product): "Product: \(product.name) (id \(product.id))"
        case .checkout(let items) where items.isEmpty: "Checkout: no items"
        case .checkout(let items): "Checkout: \(items.joined(separator: ", "))"
        }
    }
}
