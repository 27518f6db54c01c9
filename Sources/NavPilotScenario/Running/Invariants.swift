import NavPilot
import NavPilotTUI

/// What must hold in every session after every step, whatever was pressed: the built-in invariants
/// `navpilot explore` checks, and the scenario command `ExpectInvariants`.
///
/// - Every pane with a pilot has a stack of at least its root.
/// - Every shown pane lies inside the screen above the status line, with its border's corners and
///   sides intact (nothing drew over them).
/// - Rendering the same state again gives the same frame.
/// - The deep link of every `Codable` stack opens to an equal stack.
@MainActor
enum Invariants {
    /// Checks every invariant; the deep links only of `linksOf` when given (an explorer checks
    /// the stacks that changed since its last look).
    static func check(_ host: any ScenarioHost, linksOf panes: Set<String>? = nil) throws(StepProblem) {
        try stacksAreNeverEmpty(host.windowManager)
        // A session that quit (the palette's quit entry) draws no frame for its last state: the
        // screen shows the state before it.
        if !host.hasQuit {
            try panesStayInsideTheirRectanglesWithTheirBorders(host)
            try theSameStateRendersTheSameFrame(host)
        }
        try deepLinksOpenToEqualStacks(host.windowManager, of: panes)
        try narrationSaysTheSessionInWords(host.windowManager)
    }

    /// Narration can say every state in words: the overview, where the focus is and every pane
    /// whole, each a line with no control character left in it.
    private static func narrationSaysTheSessionInWords(_ windowManager: WindowManager) throws(StepProblem) {
        for line in Narration.everything(windowManager) {
            guard line.unicodeScalars.contains(where: SafeText.needsEscaping) else { continue }
            throw StepProblem("invariant: narration said a control character: \(SafeText.quoted(line))")
        }
    }

    private static func stacksAreNeverEmpty(_ windowManager: WindowManager) throws(StepProblem) {
        for pane in windowManager.panes {
            guard let pilot = pane.pane.pilot, pilot.depth < 1 else { continue }
            throw StepProblem("invariant: pane \(pane.name)'s stack is empty")
        }
    }

    private static func panesStayInsideTheirRectanglesWithTheirBorders(_ host: any ScenarioHost) throws(StepProblem) {
        let windowManager = host.windowManager
        // The help overlay and the command palette lie over the panes, and a too-small screen shows none.
        guard !windowManager.isShowingHelp, !windowManager.isShowingCommandPalette, !windowManager.isTooSmall else {
            return
        }
        let screen = host.screen
        let area = Rect(x: 0, y: 0, width: screen.size.width, height: max(0, screen.size.height - 1))
        let shown =
            windowManager.zoomedPane.map { zoomed in windowManager.panes.filter { $0.name == zoomed } }
            ?? windowManager.panes
        for pane in shown {
            let frame = pane.frame
            guard frame.width > 0, frame.height > 0 else { continue }
            guard frame.x >= area.x, frame.y >= area.y, frame.maxX <= area.maxX, frame.maxY <= area.maxY else {
                throw StepProblem(
                    "invariant: pane \(pane.name)'s frame \(frame.x),\(frame.y) \(frame.width)x\(frame.height) is "
                        + "outside the \(area.width)x\(area.height) area above the status line")
            }
            guard frame.width >= 2, frame.height >= 2 else { continue }
            let corners = [
                (Point(x: frame.x, y: frame.y), "┌"), (Point(x: frame.maxX - 1, y: frame.y), "┐"),
                (Point(x: frame.x, y: frame.maxY - 1), "└"), (Point(x: frame.maxX - 1, y: frame.maxY - 1), "┘"),
            ]
            var broken = corners.filter { screen[x: $0.0.x, y: $0.0.y].character != Character($0.1) }.map(\.0)
            for y in frame.y + 1..<frame.maxY - 1 {
                for x in [frame.x, frame.maxX - 1] where screen[x: x, y: y].character != "│" {
                    broken.append(Point(x: x, y: y))
                }
            }
            if let first = broken.first {
                throw StepProblem(
                    "invariant: pane \(pane.name)'s border is broken at \(first.x),\(first.y) "
                        + "(\(broken.count) cell\(broken.count == 1 ? "" : "s")): something drew outside its frame",
                    details: screen.lines.map { "| " + $0 })
            }
        }
    }

    private static func theSameStateRendersTheSameFrame(_ host: any ScenarioHost) throws(StepProblem) {
        let before = host.screen
        let again = host.renderAgain()
        guard again != before else { return }
        let rows = (0..<min(before.size.height, again.size.height)).filter { before.line($0) != again.line($0) }
        guard rows.isEmpty, before.size == again.size else {
            throw StepProblem(
                "invariant: rendering the same state again changed the frame (rows \(rows.map(String.init).joined(separator: ", ")))",
                details: LineDiff.unified(from: before.lines, to: again.lines))
        }
        // The same text: the cells differ in style or width. Name the first few.
        var cells: [String] = []
        for y in 0..<before.size.height where cells.count < 8 {
            for x in 0..<before.size.width where cells.count < 8 && before[x: x, y: y] != again[x: x, y: y] {
                let (old, new) = (before[x: x, y: y], again[x: x, y: y])
                cells.append(
                    "\(x),\(y) \(SafeText.escaping(String(old.character))): \(old.style) width \(old.width)"
                        + " → \(new.style) width \(new.width)")
            }
        }
        throw StepProblem(
            "invariant: rendering the same state again changed the style of cells (\(cells.count) shown)",
            details: cells + before.lines.map { "| " + $0 })
    }

    private static func deepLinksOpenToEqualStacks(
        _ windowManager: WindowManager, of names: Set<String>?
    ) throws(StepProblem) {
        for pane in windowManager.panes where names?.contains(pane.name) ?? true {
            guard let pilot = pane.pane.pilot, pilot.routesAreCodable else { continue }
            guard let link = pilot.stackLink else {
                // Only a stack too deep for a link has none.
                guard pilot.depth <= DeepLink.maximumDepth else { continue }
                throw StepProblem("invariant: pane \(pane.name)'s stack has no deep link")
            }
            let equal: Bool
            do {
                equal = try pilot.stackEquals(link: link)
            } catch {
                throw StepProblem("invariant: pane \(pane.name)'s deep link does not open: \(error)", details: [link])
            }
            guard equal else {
                throw StepProblem("invariant: pane \(pane.name)'s deep link opens to another stack", details: [link])
            }
        }
    }
}
