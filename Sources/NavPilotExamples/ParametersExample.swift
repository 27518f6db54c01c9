import NavPilot
import NavPilotTUI

/// The routes of the parameters example: typed payloads (a struct, an array).
public enum ParametersRoute: Hashable, Codable, Sendable, NotationCaseNames {
    /// The product list (the root).
    case catalog
    /// One product.
    case product(Product)
    /// The checkout for some items.
    case checkout(items: [String])
    /// The order went through.
    case confirmation

    /// The case names, for error messages.
    public static var notationCaseNames: [String] { ["catalog", "product", "checkout", "confirmation"] }
}

/// Example 2: typed parameters, `replaceCurrent` and `replace` for a post-action flow.
public enum ParametersExample {
    /// The example as `navpilot` lists it.
    public static let example = Example(
        number: 2, name: "parameters", title: "Parameters",
        summary: "typed route parameters (a Product, a list of items), replaceCurrent, replace after checkout",
        paneNames: ["main"]
    ) { paneName in
        [pane(named: paneName("main"))]
    }

    /// The example's one pane, with a new pilot.
    @MainActor
    public static func pane(named name: String = "main") -> Pane {
        let pilot = NavPilot(initial: ParametersRoute.catalog)
        return Pane(name, pilot: pilot) { route in
            switch route {
            case .catalog: CatalogView()
            case .product(let product): ProductView(product: product)
            case .checkout(let items): CheckoutView(items: items)
            case .confirmation: ConfirmationView()
            }
        }
    }
}

struct CatalogView: View {
    @EnvironmentObject var pilot: NavPilot<ParametersRoute>

    var body: some View {
        List(Product.catalog) { product in
            Button(product.name) { pilot.push(.product(product)) }
        }
        .navigationTitle("Catalog")
    }
}

struct ProductView: View {
    @EnvironmentObject var pilot: NavPilot<ParametersRoute>
    let product: Product

    var body: some View {
        VStack {
            Text("\(product.name) (id \(product.id))")
            Button("Buy Now") { pilot.push(.checkout(items: [product.name])) }
            // Replacing the Monitor with itself would change nothing: offered on other products only.
            if product != .monitor {
                Button("Replace with Monitor") { pilot.replaceCurrent(with: .product(.monitor)) }
            }
        }
        .navigationTitle(product.name)
    }
}

struct CheckoutView: View {
    @EnvironmentObject var pilot: NavPilot<ParametersRoute>
    let items: [String]

    var body: some View {
        VStack {
            Text("Items: \(items.joined(separator: ", "))")
            // Replacing the whole stack means going back from the confirmation lands on the catalog.
            Button("Confirm Order") { pilot.replace([.catalog, .confirmation]) }
            Button("Go Back 1 step") { pilot.pop() }
        }
        .navigationTitle("Checkout")
    }
}

struct ConfirmationView: View {
    @EnvironmentObject var pilot: NavPilot<ParametersRoute>

    var body: some View {
        VStack {
            Text("Thank you, your order is confirmed.")
            Button("Back to Catalog") { pilot.popToRoot() }
        }
        .navigationTitle("Confirmation")
    }
}
