import NavPilot
import NavPilotTUI
import Testing

/// The routes of the reliability sessions: a form with a text field, and screens to stack up.
enum AbuseRoute: Hashable {
    case form
    case page(Int)
}

/// A screen with a one-line text field whose length is shown below it.
struct AbuseFormView: View {
    @EnvironmentObject var pilot: NavPilot<AbuseRoute>
    @State var text = ""

    var body: some View {
        VStack {
            TextField("To:", text: $text)
            Text("Length \(text.count)")
            Button("Open page") { pilot.push(.page(pilot.depth)) }
        }
        .navigationTitle("Form")
    }
}

/// Two panes, each a typed stack: `form` (the text field) and `pages`.
@MainActor
func abuseSession(form: NavPilot<AbuseRoute>, pages: NavPilot<AbuseRoute>) -> Session {
    Session("abuse") {
        Pane("form", pilot: form) {
            NavPilotHost(form, showsStackInspector: true) { route in
                switch route {
                case .form: AbuseFormView()
                case .page(let number): Text("Page \(number) 日本語 🎉").navigationTitle("Page \(number)")
                }
            }
        }
        Pane("pages", pilot: pages) {
            NavPilotHost(pages) { route in
                switch route {
                case .form: AbuseFormView()
                case .page(let number): Text("Page \(number)").navigationTitle("Page \(number)")
                }
            }
        }
    }
}

/// Reliability checks: bad input, faults and abuse never crash the app or lose a stack
/// (`swift test --filter Reliability`; RELIABILITY.md lists every check).
@Suite("Reliability") enum Reliability {}
