import NavPilot
import NavPilotTUI

enum BenchScreenRoute: Hashable, Codable {
    case list
    case item(id: Int, title: String)
}

/// A screen of a realistic size: a title, a paragraph and twenty buttons.
struct BenchListScreen: View {
    @EnvironmentObject var pilot: NavPilot<BenchScreenRoute>

    var body: some View {
        VStack {
            Text("A list of things to open, long enough to wrap across the width of a wide pane.")
            ForEach(0..<20) { index in
                Button("Item \(index)") { pilot.push(.item(id: index, title: "Item \(index)")) }
            }
        }
        .navigationTitle("List")
    }
}

@MainActor
func benchHost(_ pilot: NavPilot<BenchScreenRoute>) -> some View {
    NavPilotHost(pilot, showsStackInspector: true) { _ in BenchListScreen() }
}

/// Terminal figures: full render + diff, cells written for a small change, deep-stack frame time.
@MainActor
func terminalFigures() -> [Figure] {
    let size = Size(width: 200, height: 60)
    let pilot = NavPilot(initial: BenchScreenRoute.list)
    let root = ViewRoot { benchHost(pilot) }
    var previous = CellBuffer(size: size)
    root.render(into: &previous, in: Rect(origin: .zero, size: size))
    let frames = 1_000
    let fullFrame = medianSeconds {
        for _ in 0..<frames {
            var buffer = CellBuffer(size: size)
            root.render(into: &buffer, in: Rect(origin: .zero, size: size))
            blackHole(diff(from: previous, to: buffer))
        }
    }

    // One key (Down) moves the selection: only the two changed rows' cells should be written.
    let terminal = HeadlessTerminal(size: size)
    let app = SingleViewApplication(root: root)
    let loop = EventLoop(app: app, backend: terminal)
    loop.step([])
    loop.step([.key(KeyPress(.down))])
    let cellsForOneKey = terminal.cellsWritten

    func frameTime(depth: Int) -> Double {
        let pilot = NavPilot(initial: BenchScreenRoute.list)
        pilot.push(contentsOf: (1..<depth).map { BenchScreenRoute.item(id: $0, title: "Item \($0)") })
        let root = ViewRoot { benchHost(pilot) }
        let frames = 1_000
        return medianSeconds {
            for _ in 0..<frames {
                var buffer = CellBuffer(size: Size(width: 100, height: 30))
                root.render(into: &buffer, in: Rect(x: 0, y: 0, width: 100, height: 30))
                blackHole(buffer)
            }
        } / Double(frames)
    }

    return [
        Figure(name: "render + diff, 200x60 frame", value: fullFrame / Double(frames) * 1e6, unit: "µs"),
        Figure(name: "cells written for one key (selection moves)", value: Double(cellsForOneKey), unit: "cells"),
        Figure(name: "pane frame, 10-entry stack + inspector", value: frameTime(depth: 10) * 1e6, unit: "µs"),
        Figure(name: "pane frame, 100,000-entry stack + inspector", value: frameTime(depth: 100_000) * 1e6, unit: "µs"),
    ]
}

/// Shows one view root on the whole terminal (the benchmark's minimal application).
@MainActor
final class SingleViewApplication: TerminalApplication {
    let root: ViewRoot

    init(root: ViewRoot) {
        self.root = root
    }

    var cursor: Point? { root.cursor }

    func render(into buffer: inout CellBuffer) {
        root.render(into: &buffer, in: Rect(origin: .zero, size: buffer.size))
    }

    func handle(_ event: InputEvent) -> EventDisposition {
        root.handle(event)
        return .continue
    }
}
