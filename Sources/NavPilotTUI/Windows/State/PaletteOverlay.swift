import Observation

/// The command palette while it is open, and the screens the panes showed, which it offers.
///
/// The palette itself is not observed: it is read several times a frame and each observed read
/// costs; `revision`, read once a frame, is, and counts every change of it, so a change made from
/// code (a task, a control socket) draws a frame.
@MainActor
@Observable
final class PaletteOverlay {
    /// The open palette (Ctrl+P, `:`), nil while closed.
    @ObservationIgnored var palette: CommandPalette? {
        didSet { revision &+= 1 }
    }
    /// Counts changes of `palette`.
    var revision = 0
    /// The stacks the panes showed in this session.
    @ObservationIgnored var visitedScreens = VisitedScreens()
}
