import NavPilot

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A terminal app written as a SwiftUI app, so the original library's `@main` code runs unchanged:
///
/// ```swift
/// @main
/// struct MyApp: App {
///     @StateObject var pilot = NavPilot(initial: AppRoute.home, persistState: true)
///
///     var body: some Scene {
///         WindowGroup {
///             NavPilotHost(pilot) { route in
///                 switch route {
///                 case .home: HomeView()
///                 case .detail(let id): DetailView(id: id)
///                 case .settings: SettingsView()
///                 }
///             }
///         }
///     }
/// }
/// ```
/// `main()` takes over the terminal and shows each `WindowGroup` of the body as a pane, side by side
/// (several window groups make a split screen, each with its own pilot); it returns when the user
/// quits. `makeSession()` gives the same panes as a `Session`, for `HeadlessSession` in tests or for
/// a launcher of your own.
@MainActor
public protocol App {
    /// The type of scene the app's body is made of.
    associatedtype Body: Scene

    /// The app's windows.
    @SceneBuilder var body: Body { get }

    /// Makes the app; `main()` calls it for each session it runs (once for the terminal).
    init()
}

extension App {
    /// Runs the app in the terminal until the user quits; the entry point of an `@main` app.
    ///
    /// It takes the standard options of every app (`AppCommandLine`: `--help` naming the app,
    /// `--narrate`, `--theme`, `--remember`, `--open`, `--reduce-motion`, `--no-clipboard`) through
    /// `TerminalSession.main(_:session:)`. With NavPilotScenario imported in the app, this call
    /// resolves to its `main()`, which adds `--listen` and the scenario subcommands (`run`, `play`,
    /// `record`, `explore`, `send`, `watch`) on the app's session.
    ///
    /// When there is no terminal to take over (standard input or output is not one, or `TERM` is
    /// unknown), or the terminal goes away while the app runs, it says why on standard error and
    /// exits with status 1; the terminal is restored on every way out. The main thread serves the
    /// main actor for the whole session (`MainThread`).
    @_disfavoredOverload
    public static func main() {
        TerminalSession.main { Self().makeSession() }
    }

    /// The app's windows as a session: one pane per `WindowGroup`, side by side, named as
    /// `WindowGroup` says (unique: a repeated name gets `-2`, `-3`), the session named after the
    /// app's type.
    public func makeSession() -> Session {
        var taken: Set<String> = []
        let panes = body.windows.map { window in
            var name = window.name
            var number = 2
            while taken.contains(name) {
                name = "\(window.name)-\(number)"
                number += 1
            }
            taken.insert(name)
            return Pane(name, pilot: HostedPilot.of(window.content()), anyContent: window.content)
        }
        return Session(String(describing: Self.self)) {
            for pane in panes { pane }
        }
    }
}
