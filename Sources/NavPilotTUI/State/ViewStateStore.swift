import NavPilot

/// Where a `@State` value lives: the screen (stack entry) it belongs to, the view's position in the
/// tree, its type, and the property name.
struct StateKey: Hashable {
    /// The stack entry of the screen the view is on; nil outside any host.
    let scope: StackEntryID?
    /// The view's place in the tree: child positions and the branches of `if`/`else` on the way.
    let path: String
    /// The view's type: another type in the same place is another view, with state of its own.
    let viewType: ObjectIdentifier
    let property: String
}

/// Everything a pane remembers between frames: `@State` values, the focused control of each screen,
/// scroll positions and inspector toggles. Entries that left their stack are forgotten, so pushing
/// the same route again starts fresh, while going back shows a screen as the user left it.
@MainActor
public final class ViewStateStore {
    private var cells: [StateKey: AnyObject] = [:]
    /// The focused control (its structural path) per focus scope.
    var focusedControl: [String: String] = [:]
    /// The first visible row of a host's content per screen.
    var scrollOffset: [StackEntryID: Int] = [:]
    /// Screens scrolled by the wheel or a page key: their view stays put instead of following the
    /// selection, until a key moves the selection.
    var freeScroll: Set<StackEntryID> = []
    /// How far the inspector of a host is scrolled back from the top of the stack.
    var inspectorScroll: [ObjectIdentifier: Int] = [:]
    /// Inspector visibility toggled with `i`, per pilot; absent means the host's own setting.
    var inspectorShown: [ObjectIdentifier: Bool] = [:]
    /// The `navigationTitle` each screen had when it was last shown (for breadcrumbs).
    var screenTitles: [StackEntryID: String] = [:]
    /// Route descriptions (route notation) per pilot and entry: an entry's route never changes, so
    /// the inspector and breadcrumbs format each route once, not on every frame.
    private var descriptions: [ObjectIdentifier: [StackEntryID: String]] = [:]
    /// Which pilot each stored scope belongs to, so pruning can ask that pilot's stack.
    private var scopeOwner: [StackEntryID: ObjectIdentifier] = [:]
    /// The deep link of each pilot's stack as the inspector last showed it, with the entries it was
    /// made of: entries keep their routes, so the same entries give the same link.
    private var stackLinks: [ObjectIdentifier: (entries: [StackEntryID], link: String?)] = [:]

    /// An empty store.
    public init() {}

    /// The cell of `key`; `initial` is evaluated only when there is none yet (a `@StateObject`'s
    /// object is made once).
    func cell<Value>(for key: StateKey, initial: () -> Value) -> StateCell<Value> {
        if let existing = cells[key] as? StateCell<Value> {
            return existing
        }
        let cell = StateCell(initial())
        cells[key] = cell
        return cell
    }

    /// The description of the entry `id` of the pilot `owner`, made with `describe` the first time.
    func description(of id: StackEntryID, owner: ObjectIdentifier, describe: () -> String) -> String {
        if let known = descriptions[owner]?[id] {
            return known
        }
        let text = describe()
        descriptions[owner, default: [:]][id] = text
        return text
    }

    /// The link of the stack made of `entries` of the pilot `owner`, made with `make` when those
    /// entries differ from the last ones asked for: a key that leaves the stack as it was costs a
    /// comparison of entry identities, not writing every route again.
    func stackLink(of entries: [StackEntryID], owner: ObjectIdentifier, make: () -> String?) -> String? {
        if let known = stackLinks[owner], known.entries == entries { return known.link }
        let link = make()
        stackLinks[owner] = (entries, link)
        return link
    }

    /// Notes that `scope` is a screen of the pilot identified by `owner`.
    func register(scope: StackEntryID, owner: ObjectIdentifier) {
        scopeOwner[scope] = owner
    }

    /// Forgets the state of screens that are no longer on the stack of their pilot nor among the
    /// entries it can go forward to. `liveEntries` gives, for each pilot rendered this frame, those
    /// entry identities (ascending, as the router guarantees), so each check is a binary search and
    /// a 100,000-entry stack costs nothing extra.
    func prune(liveEntries: [ObjectIdentifier: [StackEntryID]]) {
        for (owner, cached) in descriptions {
            guard let ids = liveEntries[owner] else { continue }
            if cached.keys.contains(where: { !ids.containsSorted($0) }) {
                descriptions[owner] = cached.filter { ids.containsSorted($0.key) }
            }
        }
        let dead = scopeOwner.compactMap { scope, owner -> StackEntryID? in
            guard let ids = liveEntries[owner] else { return nil }
            return ids.containsSorted(scope) ? nil : scope
        }
        guard !dead.isEmpty else { return }
        let deadSet = Set(dead)
        for scope in dead {
            scopeOwner[scope] = nil
            scrollOffset[scope] = nil
            freeScroll.remove(scope)
            screenTitles[scope] = nil
        }
        cells = cells.filter { key, _ in key.scope.map { !deadSet.contains($0) } ?? true }
        let deadPrefixes = dead.map { "\($0.rawValue)" }
        focusedControl = focusedControl.filter { scopeKey, _ in
            !scopeKey.split(separator: "/").contains { deadPrefixes.contains(String($0)) }
        }
    }
}

extension Array where Element == StackEntryID {
    /// Binary search in identities sorted ascending.
    func containsSorted(_ id: StackEntryID) -> Bool {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if self[mid] < id {
                low = mid + 1
            } else {
                high = mid
            }
        }
        return low < count && self[low] == id
    }
}

extension ViewStateStore {
    /// Everything the store remembers, one line a fact in a stable order: what a check that drawing
    /// writes no state compares before and after a frame.
    var contentsDescription: String {
        var lines: [String] = []
        lines += cells.map { key, cell in
            "state \(key.scope.map { String($0.rawValue) } ?? "-")\(key.path).\(key.property) = \((cell as? any DescribedCell)?.valueDescription ?? "?")"
        }
        lines += focusedControl.map { "focus \($0.key) = \($0.value)" }
        lines += scrollOffset.map { "scroll \($0.key.rawValue) = \($0.value)" }
        lines += freeScroll.map { "free scroll \($0.rawValue)" }
        lines += inspectorScroll.map { "inspector scroll \($0.key.hashValue) = \($0.value)" }
        lines += inspectorShown.map { "inspector shown \($0.key.hashValue) = \($0.value)" }
        lines += screenTitles.map { "title \($0.key.rawValue) = \($0.value)" }
        return lines.sorted().joined(separator: "\n")
    }
}

/// A state cell's value in words, as `contentsDescription` lists it.
@MainActor
protocol DescribedCell: AnyObject {
    var valueDescription: String { get }
}

extension StateCell: DescribedCell {
    var valueDescription: String { String(describing: value) }
}
