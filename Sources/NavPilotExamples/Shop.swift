import NavPilot

/// A product of the small shop the parameters, deep-link and persistence examples navigate.
public struct Product: Hashable, Codable, Sendable, Identifiable {
    /// The product's number.
    public var id: Int
    /// The product's name.
    public var name: String

    /// A product with `id` and `name`.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// Keyboard, id 1.
    public static let keyboard = Product(id: 1, name: "Keyboard")
    /// Monitor, id 2.
    public static let monitor = Product(id: 2, name: "Monitor")
    /// Mouse, id 3.
    public static let mouse = Product(id: 3, name: "Mouse")
    /// The catalog, in the order the examples list it.
    public static let catalog: [Product] = [keyboard, monitor, mouse]
}

/// The routes of the deep-link and persistence examples: all `Codable`, so a stack can be written as
/// a URL or saved to a file.
public enum ShopRoute: Hashable, Codable, Sendable, NotationCaseNames {
    /// The root screen.
    case home
    /// One product.
    case product(Product)
    /// The checkout for some items.
    case checkout(items: [String])

    /// The case names, for error messages.
    public static var notationCaseNames: [String] { ["home", "product", "checkout"] }
}

extension NavPilot where Route == ShopRoute {
    /// The names of the products on the stack, root side first: what "Add Checkout" puts in the cart.
    var productNames: [String] {
        stack.compactMap { route in
            if case .product(let product) = route { return product.name }
            return nil
        }
    }
}
