import Foundation
import NavPilot
import NavPilotExamples
import NavPilotTUI
import NavPilotTestSupport
import Testing

/// A store whose writes always fail.
private struct ReadOnlyStore: StateStore {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "disk is read-only" }
    }
    func load(key: String) throws -> Data? { nil }
    func save(_ data: Data, key: String) throws { throw Failure() }
    func remove(key: String) throws {}
    func quarantine(key: String) throws -> String { key }
}

/// Focus order of every persistence screen.
private enum Control: Int {
    case keyboard, monitor, mouse, addCheckout, popToRoot, clear
}

@MainActor
@Suite("Example 6: persistence")
struct PersistenceExampleTests {
    private func activate(_ control: Control, in session: HeadlessSession) {
        session.activate(downBy: control.rawValue)
    }

    @Test func theStackSurvivesARelaunch() throws {
        // A state folder of its own for each test (tests run in parallel; no environment variables).
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let store = FileStateStore(directory: directory.file("state"))
        let first = HeadlessSession(PersistenceExample.session(store: store))
        #expect(first.text(ofPane: "main").contains("Stack: [home]"))
        activate(.monitor, in: first)
        activate(.addCheckout, in: first)
        let expected = #"Stack: [home, product({id: 2, name: "Monitor"}), checkout(items: ["Monitor"])]"#
        #expect(first.text(ofPane: "main").contains(expected))
        first.press(.character("q"))
        #expect(first.hasQuit)
        #expect(FileManager.default.fileExists(atPath: store.path(forKey: PersistenceExample.persistenceKey)))

        let second = HeadlessSession(PersistenceExample.session(store: store))
        #expect(second.pilot(ShopRoute.self)?.stack == [.home, .product(.monitor), .checkout(items: ["Monitor"])])
        #expect(second.text(ofPane: "main").contains(expected))
        #expect(second.text(ofPane: "main").contains("Checkout: Monitor"))
    }

    @Test func screensRestoredFromStateAreNamedByTheirTitlesInTheBreadcrumbs() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let store = FileStateStore(directory: directory.file("state"))
        let first = HeadlessSession(PersistenceExample.session(store: store))
        activate(.monitor, in: first)
        activate(.addCheckout, in: first)
        let second = HeadlessSession(PersistenceExample.session(store: store))
        let titleRow = second.screen.lines[second.windowManager.pane(named: "main")!.frame.y]
        #expect(titleRow.contains("Home › Monitor › Checkout"), "\(titleRow)")
        #expect(!titleRow.contains("product("), "\(titleRow)")
    }

    @Test func popToRootIsSavedToo() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let store = FileStateStore(directory: directory.file("state"))
        let first = HeadlessSession(PersistenceExample.session(store: store))
        activate(.keyboard, in: first)
        activate(.mouse, in: first)
        activate(.popToRoot, in: first)
        #expect(first.stack() == ["home"])
        let second = HeadlessSession(PersistenceExample.session(store: store))
        #expect(second.stack() == ["home"])
    }

    @Test func clearSavedStackMakesTheNextLaunchStartAtHome() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let store = FileStateStore(directory: directory.file("state"))
        let first = HeadlessSession(PersistenceExample.session(store: store))
        activate(.keyboard, in: first)
        activate(.clear, in: first)
        #expect(first.text(ofPane: "main").contains("Saved stack cleared"))
        #expect(first.stack().count == 2, "clearing the saved stack does not navigate")
        let second = HeadlessSession(PersistenceExample.session(store: store))
        #expect(second.stack() == ["home"])
    }

    @Test func aFailingStoreIsShownNotThrown() {
        let session = HeadlessSession(PersistenceExample.session(store: ReadOnlyStore()))
        activate(.keyboard, in: session)
        #expect(session.stack().count == 2)
        #expect(session.text(ofPane: "main").contains("Persistence error: could not save state: disk is read-only"))
    }

    @Test func theScreenSaysWhereTheStackIsSaved() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let store = FileStateStore(directory: directory.file("state"))
        let session = HeadlessSession(PersistenceExample.session(store: store), size: Size(width: 200, height: 30))
        #expect(session.text(ofPane: "main").contains("Saved to \(directory.file("state"))/examples.persistence"))
    }
}

@MainActor
@Suite("Example 6: persistence with a deep restored stack")
struct PersistenceDeepStackTests {
    @Test func aRestoredDeepStackShowsItsLastEntriesAndHowManyCameBefore() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let store = FileStateStore(directory: directory.file("state"))
        let saved = NavPilot(initial: ShopRoute.home, persistenceKey: PersistenceExample.persistenceKey, store: store)
        saved.replace([.home] + (1..<20_000).map { ShopRoute.product(Product(id: $0, name: "P\($0)")) })
        let session = HeadlessSession(PersistenceExample.session(store: store))
        #expect(session.pilot(ShopRoute.self)?.stack.count == 20_000)
        let text = session.text(ofPane: "main")
        #expect(text.contains("Stack: [… 19995 earlier, product({id: 19995, name: \"P19995\"}),"))
        #expect(text.contains("product({id: 19999, name: \"P19999\"})]"))
        #expect(!text.contains("id: 19994,"), "entries before the last five are not listed")
    }

    @Test func aCheckoutOfManyItemsNamesTheFirstAndCountsTheRest() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let store = FileStateStore(directory: directory.file("state"))
        let saved = NavPilot(initial: ShopRoute.home, persistenceKey: PersistenceExample.persistenceKey, store: store)
        saved.push(.checkout(items: (1...5_000).map { "Item\($0)" }))
        let session = HeadlessSession(PersistenceExample.session(store: store))
        let text = session.text(ofPane: "main")
        #expect(text.contains("Checkout: Item1, Item2, Item3 and 4997 more"))
        #expect(text.contains("Stack: [home, checkout(5000 items)]"))
        #expect(!text.contains("Item4"))
    }
}
