import NavPilot
import NavPilotExamples
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The text a benchmark field edits, held outside the view so every run can start from a fresh paste.
@MainActor
final class BenchFieldModel {
    var text = ""
}

/// One text field, the only control on screen.
struct BenchFieldScreen: View {
    let model: BenchFieldModel

    var body: some View {
        VStack {
            Text("Paste, then type")
            TextField("Text:", text: Binding(get: { model.text }, set: { model.text = $0 }))
        }
    }
}

/// Editing figures: one key in a text field holding a huge paste, and one key on the persistence
/// example's screen with a huge restored stack. Each key is handled and the 100x30 frame drawn, as
/// the event loop does.
@MainActor
func editingFigures() -> [Figure] {
    let million = String(repeating: "abcdefghij", count: 100_000)
    // "e" + U+0301: one grapheme of two scalars.
    let combining = String(repeating: "e\u{301}", count: 100_000)
    return [
        Figure(
            name: "text field key at the end, 1 M-character paste", value: fieldKey(million, .end) * 1e6, unit: "µs"),
        Figure(
            name: "text field key at the start, 1 M-character paste", value: fieldKey(million, .home) * 1e6, unit: "µs"),
        Figure(name: "text field Left, 1 M-character paste", value: fieldMove(million) * 1e6, unit: "µs"),
        Figure(
            name: "text field key at the end, 100,000 combining clusters", value: fieldKey(combining, .end) * 1e6,
            unit: "µs"),
        Figure(name: "persistence example key, 100,000-entry stack", value: persistenceKey() * 1e6, unit: "µs"),
    ]
}

/// Seconds per typed character (key handled + frame drawn) after `paste`, with the cursor moved by `place`.
@MainActor
private func fieldKey(_ paste: String, _ place: Key) -> Double {
    let keys = 200
    return medianSeconds(
        repetitions: 3,
        setUp: { () -> (ViewRoot, BenchFieldModel) in
            let model = BenchFieldModel()
            let root = ViewRoot { BenchFieldScreen(model: model) }
            var buffer = CellBuffer(size: benchFieldSize)
            root.render(into: &buffer, in: Rect(origin: .zero, size: benchFieldSize))
            root.handle(.paste(paste))
            root.handle(.key(KeyPress(place)))
            root.render(into: &buffer, in: Rect(origin: .zero, size: benchFieldSize))
            return (root, model)
        },
        { input in
            let (root, _) = input
            var buffer = CellBuffer(size: benchFieldSize)
            for _ in 0..<keys {
                root.handle(.key(KeyPress(.character("x"))))
                buffer = CellBuffer(size: benchFieldSize)
                root.render(into: &buffer, in: Rect(origin: .zero, size: benchFieldSize))
            }
            blackHole(buffer)
        }) / Double(keys)
}

/// Seconds per Left key (cursor move + frame) after `paste`.
@MainActor
private func fieldMove(_ paste: String) -> Double {
    let keys = 200
    return medianSeconds(
        repetitions: 3,
        setUp: { () -> ViewRoot in
            let model = BenchFieldModel()
            let root = ViewRoot { BenchFieldScreen(model: model) }
            var buffer = CellBuffer(size: benchFieldSize)
            root.render(into: &buffer, in: Rect(origin: .zero, size: benchFieldSize))
            root.handle(.paste(paste))
            return root
        },
        { root in
            var buffer = CellBuffer(size: benchFieldSize)
            for _ in 0..<keys {
                root.handle(.key(KeyPress(.left)))
                buffer = CellBuffer(size: benchFieldSize)
                root.render(into: &buffer, in: Rect(origin: .zero, size: benchFieldSize))
            }
            blackHole(buffer)
        }) / Double(keys)
}

private let benchFieldSize = Size(width: 100, height: 30)

/// A store that keeps the saved stack in memory (the figure is about drawing, not the disk).
private final class MemoryStore: StateStore, @unchecked Sendable {
    private var saved: [String: Data] = [:]
    func load(key: String) throws -> Data? { saved[key] }
    func save(_ data: Data, key: String) throws { saved[key] = data }
    func remove(key: String) throws { saved[key] = nil }
    func quarantine(key: String) throws -> String { key }
}

/// Seconds per Down key (focus moves, frame drawn) on the persistence example with a restored
/// 100,000-entry stack.
@MainActor
private func persistenceKey() -> Double {
    let store = MemoryStore()
    let stack = [ShopRoute.home] + (1..<100_000).map { ShopRoute.product(Product(id: $0, name: "Product \($0)")) }
    let seed = NavPilot(initial: ShopRoute.home, persistenceKey: PersistenceExample.persistenceKey, store: store)
    seed.replace(stack)
    let session = HeadlessSession(PersistenceExample.session(store: store), size: Size(width: 100, height: 30))
    precondition(session.text.contains("product"), "the stack must be restored")
    let keys = 10
    return medianSeconds(repetitions: 3) {
        for index in 0..<keys {
            session.press(index % 2 == 0 ? .down : .up)
        }
    } / Double(keys)
}
