import NavPilotTUI

/// Where `Click` and `Wheel` land on the screen as it is now.
@MainActor
enum Pointer {
    /// The cell `target` names, or why there is none.
    static func point(of target: PointerTarget, on host: any ScenarioHost) throws(StepProblem) -> Point {
        switch target {
        case .position(let point):
            let size = host.screen.size
            guard point.x < size.width, point.y < size.height else {
                throw StepProblem("\(point.x),\(point.y) is outside the \(size.width)x\(size.height) screen")
            }
            return point
        case .pane(let name):
            let area = try paneArea(name, on: host)
            return Point(x: area.x + area.width / 2, y: area.y + area.height / 2)
        case .text(let text, let pane):
            let area = try pane.map { (name) throws(StepProblem) in try paneArea(name, on: host) }
            let searched = area ?? ScreenText.screenArea(of: host)
            if let point = ScreenText.firstPlace(of: text, in: searched, of: host.screen) { return point }
            let place = pane.map { "pane \($0)" } ?? "the screen"
            throw StepProblem(
                "\(Expectations.quoted(text)) is not in \(place), so there is nothing to point at; it shows:",
                details: Expectations.framed(ScreenText.text(in: searched, of: host.screen)))
        }
    }

    private static func paneArea(_ name: String, on host: any ScenarioHost) throws(StepProblem) -> Rect {
        guard let area = ScreenText.paneArea(name, of: host) else {
            throw StepProblem("pane \(name) is not shown (zoomed away, or the terminal is too small)")
        }
        return area
    }
}
