import NavPilot
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks one expectation against the session as it is now.
@MainActor
struct Expectations {
    let host: any ScenarioHost
    let snapshots: SnapshotStore?

    /// Checks `action` as its command's declaration says (`ScenarioCommands`); a step that is no
    /// expectation checks nothing.
    func check(_ action: StepAction) throws(StepProblem) {
        for declaration in ScenarioCommands.all {
            if let check = declaration.check, try check(action, self) { return }
        }
    }

    func expectFocus(_ pane: String) throws(StepProblem) {
        let focused = host.windowManager.focusedPane.name
        guard focused == pane else { throw StepProblem("expected the focus on \(pane), found it on \(focused)") }
    }

    func expectZoom(_ pane: String?) throws(StepProblem) {
        let zoomed = host.windowManager.zoomedPane
        guard zoomed == pane else {
            let expected = pane.map { "\($0) zoomed" } ?? "no zoom"
            throw StepProblem("expected \(expected), found \(zoomed.map { "\($0) zoomed" } ?? "no zoom")")
        }
    }

    func expectNoAlert(in pane: String?) throws(StepProblem) {
        let shown = try modals(pane)
        guard shown.isEmpty else {
            throw StepProblem(
                "expected no alert in \(pane.map { "pane \($0)" } ?? "any pane"), found " + Self.describe(shown))
        }
    }

    /// The screen's text and styles equal the snapshot `name`.
    func snapshot(_ name: String) throws(StepProblem) {
        guard let snapshots else { throw StepProblem("snapshots need a folder to live in") }
        try snapshots.check(name, screen: host.screen)
    }

    /// The screen, or a frame of the transition before, as SVG equals the screenshot `name`.
    func screenshot(_ name: String, frame: Int?) throws(StepProblem) {
        guard let snapshots else { throw StepProblem("screenshots need a folder to live in") }
        try snapshots.checkScreenshot(
            name, screen: try screen(frame: frame), palette: .palette(for: host.windowManager.theme.appearance))
    }

    func expectDepth(_ pane: String, _ expected: Int) throws(StepProblem) {
        let pilot = try Self.pilot(of: pane, in: host.windowManager)
        guard pilot.depth == expected else {
            throw StepProblem(
                "expected depth \(expected), found \(pilot.depth)",
                details: ["stack: " + Self.list(pilot.stackDescriptions)])
        }
    }

    /// `ExpectText` (`shown`) and `ExpectNoText`.
    func expectText(_ text: String, in pane: String?, shown expected: Bool) throws(StepProblem) {
        let (shown, place) = try screenText(pane)
        guard shown.contains(text) != expected else { return }
        let problem =
            expected
            ? "\(Self.quoted(text)) not found in \(place); it shows:"
            : "\(Self.quoted(text)) found in \(place), expected it absent; it shows:"
        throw StepProblem(problem, details: Self.framed(shown))
    }

    func expectAlert(_ title: String, in pane: String?) throws(StepProblem) {
        let shown = try modals(pane)
        guard shown.contains(where: { $0.modal.kind != "sheet" && $0.modal.title == title }) else {
            throw StepProblem(
                "expected an alert \(Self.quoted(title)) in \(pane.map { "pane \($0)" } ?? "any pane"), found "
                    + Self.describe(shown))
        }
    }

    func expectNarration(_ text: String) throws(StepProblem) {
        guard let said = host.lastNarration else {
            throw StepProblem(
                "the session is not narrated (a scenario file with ExpectNarration is; a ScenarioPilot needs narrates: true)"
            )
        }
        guard said.contains(where: { $0.contains(text) }) else {
            throw StepProblem(
                "\(Self.quoted(text)) not narrated; the last step said "
                    + (said.isEmpty ? "nothing" : "(\(said.count) \(said.count == 1 ? "line" : "lines")):"),
                details: said.map { "  " + $0 })
        }
    }

    /// The alerts, dialogs and sheets shown: in the pane `name`, or in every pane.
    func modals(_ name: String?) throws(StepProblem) -> [(pane: String, modal: PresentedModal)] {
        let panes = host.windowManager.panes.filter { name == nil || $0.name == name }
        if let name, panes.isEmpty { throw StepProblem("no pane named \(Self.quoted(name))") }
        return panes.compactMap { pane in pane.root.presentedModal.map { (pane.name, $0) } }
    }

    static func describe(_ shown: [(pane: String, modal: PresentedModal)]) -> String {
        guard !shown.isEmpty else { return "none" }
        return shown.map { "\($0.modal.kind) \(quoted($0.modal.title)) in pane \($0.pane)" }.joined(separator: ", ")
    }

    func expectStack(_ pane: String, _ expected: [String]) throws(StepProblem) {
        let pilot = try Self.pilot(of: pane, in: host.windowManager)
        if try Self.equals(pilot, expected) { return }
        let actual = pilot.stackDescriptions
        throw StepProblem(
            "the stack differs (- expected, + actual)",
            details: LineDiff.unified(from: expected.map(Self.normalized), to: actual.map(Self.normalized)))
    }

    func expectTop(_ pane: String, _ expected: String) throws(StepProblem) {
        let pilot = try Self.pilot(of: pane, in: host.windowManager)
        let actual = pilot.stackDescriptions
        // Comparing the whole stack with its own entries below the top compares the top by value.
        if try Self.equals(pilot, actual.dropLast() + [expected]) { return }
        throw StepProblem(
            "expected the top \(expected), found \(actual.last ?? "nothing")",
            details: ["stack: " + Self.list(actual)])
    }

    /// The screen, or frame `frame` (from 1) of the navigation transition the step before played.
    func screen(frame: Int?) throws(StepProblem) -> CellBuffer {
        guard let frame else { return host.screen }
        let frames = host.keptTransitionFrames
        guard !frames.isEmpty else {
            throw StepProblem(
                "the step before played no navigation transition: a frame is taken from the push or pop "
                    + "with a style (push(_:withAnimation:)) right before the Screenshot")
        }
        guard frame <= frames.count else {
            throw StepProblem(
                "the transition the step before played has \(frames.count) frames before its final one; "
                    + "frame \(frame) is not one of them")
        }
        return frames[frame - 1]
    }

    func screenText(_ pane: String?) throws(StepProblem) -> (text: String, place: String) {
        guard let pane else { return (ScreenText.screen(of: host), "the screen") }
        guard let text = ScreenText.pane(pane, of: host) else {
            throw StepProblem("pane \(pane) is not shown (zoomed away, or the terminal is too small)")
        }
        return (text, "pane \(pane)")
    }

    // MARK: Helpers

    static func pilot(of paneName: String, in windowManager: WindowManager) throws(StepProblem) -> any PilotControl {
        guard let pane = windowManager.pane(named: paneName) else {
            let names = windowManager.panes.map(\.name).joined(separator: ", ")
            throw StepProblem("unknown pane '\(paneName)'; panes are \(names)")
        }
        guard let pilot = pane.pane.pilot else { throw StepProblem("pane '\(paneName)' has no pilot") }
        return pilot
    }

    private static func equals(_ pilot: any PilotControl, _ notations: [String]) throws(StepProblem) -> Bool {
        do {
            return try pilot.stackEquals(notations)
        } catch {
            throw StepProblem(error.description)
        }
    }

    /// `[feed → post(id: 1, title: "Swift Tips")]`, as logs show a stack.
    static func list(_ routes: [String]) -> String { "[" + routes.joined(separator: " → ") + "]" }

    /// The route with the spaces after `:` and `,` the way the encoder prints them, so a diff of an
    /// expectation written compactly lines up with the stack.
    nonisolated static func normalized(_ notation: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        for character in notation {
            if inString {
                result.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character == " " || character == "\t" { continue }
            result.append(character)
            if character == "\"" { inString = true }
            if character == ":" || character == "," { result.append(" ") }
        }
        return result
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\\\"") + "\""
    }

    /// The text in a frame of `|`, so trailing and leading blanks are visible; the empty rows below
    /// the last text say nothing and are left out.
    static func framed(_ text: String) -> [String] {
        ScreenText.withoutTrailingEmptyRows(text).split(separator: "\n", omittingEmptySubsequences: false)
            .map { "| " + $0 }
    }
}
