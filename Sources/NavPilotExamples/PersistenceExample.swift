import NavPilot
import NavPilotTUI

/// Example 6: `persistState: true`, so the stack survives quitting and relaunching.
public enum PersistenceExample {
    /// The key the example's stack is saved under (`examples.persistence.json` in the state directory).
    public static let persistenceKey = "examples.persistence"

    /// The example as `navpilot` lists it.
    public static let example = Example(
        number: 6, name: "persistence", title: "Persistence",
        summary: "persistState: true saves the stack after every change and restores it at the next launch",
        paneNames: ["main"]
    ) { paneName in
        [pane(named: paneName("main"))]
    }

    /// The example's one pane, with a new pilot that restores the saved stack.
    ///
    /// - Parameter store: Where the stack is saved; nil for the default file store, in the directory
    ///   the environment names (`$NAVPILOT_STATE_DIR`, `$XDG_STATE_HOME/navpilot`,
    ///   `~/.local/state/navpilot`). Tests pass their own.
    @MainActor
    public static func pane(named name: String = "main", store: (any StateStore)? = nil) -> Pane {
        let pilot: NavPilot<ShopRoute>
        let location: String?
        if let store {
            pilot = NavPilot(initial: .home, persistenceKey: persistenceKey, store: store)
            location = (store as? FileStateStore)?.path(forKey: persistenceKey)
        } else {
            // The original library's spelling: the pilot picks the default file store itself.
            pilot = NavPilot(initial: .home, persistState: true, persistenceKey: persistenceKey)
            location = FileStateStore().path(forKey: persistenceKey)
        }
        return Pane(name, pilot: pilot) { route in
            PersistenceScreen(route: route, location: location)
        }
    }

    /// A session of the example saving to `store` (tests: two sessions in a row are a relaunch).
    @MainActor
    public static func session(store: any StateStore) -> Session {
        Session(example.name) {
            pane(store: store)
        }
    }
}

/// Every screen of the example: what is on top, the end of the stack, and the same controls.
///
/// A restored stack can be as deep as the saved file allowed, so a frame never walks all of it: the
/// screen shows the last `shownEntries` entries and how many come before them.
struct PersistenceScreen: View {
    @EnvironmentObject var pilot: NavPilot<ShopRoute>
    @State var cleared = false
    let route: ShopRoute
    let location: String?

    var body: some View {
        let pilot = self.pilot
        VStack {
            Text(Self.headline(of: route))
            Text("Stack: [\(Self.stackSummary(pilot.stack))]")
            ForEach(Product.catalog) { product in
                Button(product.name) { pilot.push(.product(product)) }
            }
            Button("Add Checkout") { pilot.push(.checkout(items: pilot.productNames)) }
            Button("Pop To Root") { pilot.popToRoot() }
            Button("Clear Saved Stack", role: .destructive) {
                pilot.clearPersistedState()
                cleared = true
            }
            if let warning = pilot.persistenceWarning {
                Text("Persistence warning: \(warning)")
            }
            if let error = pilot.persistenceError {
                Text("Persistence error: \(error)")
            } else if cleared {
                Text("Saved stack cleared: a relaunch now starts at home (until the next change).")
            } else if let location {
                Text("Saved to \(location); quit and relaunch to see it restored.")
            }
        }
        .navigationTitle(route.title)
    }

    /// Entries of the stack the screen lists (the top ones).
    static let shownEntries = 5
    /// Items of a checkout the screen names.
    static let shownItems = 3

    /// The last entries of `stack`, root side first, after "… N earlier" when some are left out.
    static func stackSummary(_ stack: [ShopRoute]) -> String {
        let shown = stack.suffix(shownEntries).map(describe)
        let earlier = stack.count - shown.count
        return ((earlier > 0 ? ["… \(earlier) earlier"] : []) + shown).joined(separator: ", ")
    }

    /// The route in notation; a checkout with many items gives their number instead of every name.
    static func describe(_ route: ShopRoute) -> String {
        if case .checkout(let items) = route, items.count > shownItems {
            return "checkout(\(items.count) items)"
        }
        return RouteNotation.describe(route)
    }

    /// The first line of the screen, naming at most `shownItems` items of a checkout.
    static func headline(of route: ShopRoute) -> String {
        guard case .checkout(let items) = route, items.count > shownItems else { return route.headline }
        let named = items.prefix(shownItems).joined(separator: ", ")
        return "Checkout: \(named) and \(items.count - shownItems) more"
    }
}
