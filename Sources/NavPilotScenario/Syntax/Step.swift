import NavPilot
import NavPilotTUI

/// One command of a scenario, parsed: what to do, and where it was written.
public struct ScenarioStep: Sendable {
    /// What the step does.
    public var action: StepAction
    /// The line it came from (1-based; 0 for steps built in code).
    public var line: Int
    /// The command as written, for progress messages and failures.
    public var source: String

    /// A step doing `action`, written as `source` at `line`.
    public init(_ action: StepAction, line: Int = 0, source: String = "") {
        self.action = action
        self.line = line
        self.source = source
    }
}

/// Which pane `Focus` moves to.
public enum PaneSelection: Hashable, Sendable {
    /// The pane with this name.
    case named(String)
    /// The next pane (Tab).
    case next
    /// The previous pane (Shift+Tab).
    case previous
}

/// Where a `Click` or `Wheel` lands.
public enum PointerTarget: Hashable, Sendable {
    /// A cell of the screen: column and row, counted from 0 at the top left.
    case position(Point)
    /// The first character of the first place the text is shown, searched as `ExpectText` searches:
    /// in the pane when one is given, else in every pane (never in the status line).
    case text(String, pane: String?)
    /// The middle of the pane's content.
    case pane(String)
}

/// Which way the mouse wheel turns.
public enum WheelDirection: String, Hashable, Sendable {
    /// Away from the user: content moves down, earlier lines show.
    case up
    /// Towards the user.
    case down
}

/// Everything a scenario step can do.
public enum StepAction: Equatable, Sendable {
    /// Press a key `count` times.
    case key(KeyPress, count: Int)
    /// Type the characters, delivered in one read as a terminal delivers fast typing.
    case type(String)
    /// Press these keys, delivered in one read with no settling in between (keys that arrive in one
    /// burst must give the same result as the same keys pressed one at a time).
    case burst([KeyPress])
    /// Paste the text in one bracketed paste.
    case paste(String)
    /// Press and release the left mouse button on the target, in one read.
    case click(PointerTarget)
    /// Press the left button at `from`, move it to `to` with the button held, let go there (a pane's
    /// border dragged).
    case drag(from: Point, to: Point)
    /// Turn the mouse wheel `count` notches over the target, in one read.
    case wheel(WheelDirection, PointerTarget, count: Int)
    /// Move the focus.
    case focus(PaneSelection)
    /// Run a pilot operation on a pane's pilot (routes in notation).
    case operation(pane: String, PilotOperation)
    /// The back gesture in a pane, or in the focused pane when nil.
    case back(pane: String?)
    /// Resize the terminal.
    case resize(Size)
    /// Show one pane alone.
    case zoom(String)
    /// Show every pane again.
    case unzoom
    /// Quit the session and start it again from the catalog (state restore survives).
    case relaunch
    /// The pane's stack is exactly these routes.
    case expectStack(pane: String, [String])
    /// The pane's top route is this one.
    case expectTop(pane: String, String)
    /// The pane's stack has this many routes.
    case expectDepth(pane: String, Int)
    /// The focused pane is this one.
    case expectFocus(String)
    /// The zoomed pane is this one, or none is when nil.
    case expectZoom(String?)
    /// The text is on the screen, or in the pane when given.
    case expectText(String, pane: String?)
    /// The text is not on the screen, or not in the pane when given.
    case expectNoText(String, pane: String?)
    /// An alert or confirmation dialog with this title is shown, in the pane when given, else in any.
    case expectAlert(String, pane: String?)
    /// No alert, dialog or sheet is shown in the pane when given, else in any.
    case expectNoAlert(pane: String?)
    /// A line the last step that changed something narrated contains the text (the session start
    /// counts as a step): what a listener heard (see `Narration`).
    case expectNarration(String)
    /// The built-in invariants hold (see `Invariants`): what `navpilot explore` checks after every step.
    case expectInvariants
    /// The screen's text and styles equal the named snapshot (`NAME.txt`).
    case snapshot(String)
    /// The screen, as an SVG picture, equals the named screenshot (`NAME.svg`) byte for byte. With a
    /// frame number (from 1), the picture is that frame of the navigation transition the step before
    /// played, rather than the step's final frame.
    case screenshot(String, frame: Int?)
    /// `Set Theme NAME`: the session draws with that built-in theme from here on (snapshots and
    /// screenshots of a light and a dark look can be kept side by side).
    case setTheme(Theme)
    /// `Client NAME [WxH] [read-only]`: the steps after it come from the client `NAME` of the served
    /// session, and expectations read its screen; the first time, it attaches (at the scenario's
    /// size unless one is given, typing nothing when `read-only`), later a size resizes it.
    case client(String, size: Size?, readOnly: Bool)

    /// Whether the step checks something rather than changing it.
    public var isExpectation: Bool {
        switch self {
        case .expectStack, .expectTop, .expectDepth, .expectFocus, .expectZoom, .expectText, .expectNoText,
            .expectAlert, .expectNoAlert, .expectNarration, .expectInvariants, .snapshot, .screenshot:
            true
        case .key, .type, .burst, .paste, .click, .drag, .wheel, .focus, .operation, .back, .resize, .zoom, .unzoom,
            .relaunch, .setTheme, .client:
            false
        }
    }

    /// Whether the step quits the session and launches it again.
    public var isRelaunch: Bool {
        if case .relaunch = self { return true }
        return false
    }
}
