/// How a pushed screen arrives, and leaves again when its entry is popped.
///
/// The router only records the style with each entry (`push(_:withAnimation:)`); a host plays it.
/// `NavPilotTUI` animates the pane's content for about 200 ms; popping the entry plays the same style
/// in reverse. `replace`, `replaceCurrent` and deep links use none.
public enum NavPilotNavigationTransition: String, CaseIterable, Hashable, Identifiable, Sendable {
    /// The new screen slides in from the trailing edge.
    case slide
    /// The new screen slides up from the bottom.
    case slideVertical
    /// The new screen fades in from blank.
    case fadeIn
    /// The old screen fades out to blank, then the new one shows.
    case fadeOut
    /// The old screen dissolves into the new one.
    case crossDissolve
    /// The new screen's box grows from the centre.
    case scale
    /// The new screen grows from the centre, scaled up.
    case zoom
    /// The old screen folds to its centre line and the new one opens from it.
    case flip
    /// The new screen is wiped in round the centre, like a clock hand.
    case windmill

    /// The raw value.
    public var id: String { rawValue }

    /// The name to show a person: `Vertical Slide`, `Cross Dissolve`, …
    public var title: String {
        switch self {
        case .slide: "Slide"
        case .slideVertical: "Vertical Slide"
        case .fadeIn: "Fade In"
        case .fadeOut: "Fade Out"
        case .crossDissolve: "Cross Dissolve"
        case .scale: "Scale"
        case .zoom: "Zoom"
        case .flip: "Flip"
        case .windmill: "Windmill"
        }
    }
}
