import NavPilot
import NavPilotExamples
import NavPilotTUI

/// The command palette with 200 visited screens (the most it keeps) and the actions of the split
/// screen: a character typed ranks every entry again; and `/` over the stack inspector of a
/// 100,000-entry stack, where the search reads every entry's label once when it begins.
@MainActor
func paletteFigures() async -> [Figure] {
    let session = HeadlessSession(Examples.named("split-screen")!.make(), size: Size(width: 120, height: 40))
    guard let feed = session.windowManager.pane(named: "feed")?.pane.pilot else { return [] }
    for id in 1...200 {
        _ = try? feed.perform(.replace(["feed", "post(id: \(id), title: \"Post number \(id)\")"]))
        session.render()
    }
    let query = "post 17"
    let typing = medianSeconds {
        session.press(KeyPress(.character("p"), .control))
        for character in query { session.press(.character(character)) }
        session.press(.escape)
    }
    var figures = [
        Figure(
            name: "a character typed in the command palette, 200 visited screens + actions",
            value: typing / Double(query.count + 2) * 1000, unit: "ms")
    ]
    _ = try? feed.perform(.replace((0..<100_000).map { "post(id: \($0), title: \"Post \($0)\")" }))
    session.render()
    session.press(.character("i"))
    let needle = "99999: post"
    let start = medianSeconds(repetitions: 3) {
        session.press(.character("/"))
        session.press(.escape)
    }
    let search = medianSeconds(repetitions: 3) {
        session.press(.character("/"))
        for character in needle { session.press(.character(character)) }
        session.press(.escape)
    }
    figures.append(
        Figure(
            name: "/ over the inspector of a 100,000-entry stack (every entry's label read once)",
            value: start * 1000, unit: "ms"))
    figures.append(
        Figure(
            name: "a character typed in that search", value: (search - start) / Double(needle.count) * 1000,
            unit: "ms"))
    return figures
}
