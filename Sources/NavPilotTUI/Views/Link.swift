#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Text that is a hyperlink to a URL, as SwiftUI's `Link` is: drawn in the theme's `link` style
/// (underlined in every built-in theme), and sent to the terminal as an OSC 8 hyperlink, so a
/// terminal that knows them (kitty, WezTerm, iTerm2, GNOME Terminal, Windows Terminal, foot) opens
/// or copies the whole URL on a click — also where the text wraps over several rows or is cut by a
/// pane's edge. Other terminals show the text alone.
///
/// The program itself never opens the URL: a link is not focusable and Enter does nothing to it.
/// Narration says it as a link.
///
/// ```swift
/// Link("navpilot://stack?r=home", destination: url)
/// ```
public struct Link: View {
    let title: String
    let destination: URL

    /// A link showing `title`, to `destination`.
    public init(_ title: some StringProtocol, destination: URL) {
        self.title = String(title)
        self.destination = destination
    }

    /// The title in the theme's `link` style, marked as a hyperlink to the destination.
    public var body: some View {
        AccessibilityView(
            content: StyledView(
                content: Text(title), style: Style.hyperlink(to: destination.absoluteString), fill: false
            )
            .themeStyle(\.link),
            change: AccessibilityOverride(role: .link))
    }
}
