// The README's `Sources/hello/main.swift`: its top-level code, here in a function (a test target has
// no main.swift). `docs: show LINE` is a line the README shows that only the reader's package can
// compile (the import of its own module).
// docs: begin hello-main
// docs: show import HelloApp
import NavPilotScenario
import NavPilotTUI

// docs: end hello-main
func helloMain() -> Never {
    // docs: begin hello-main
    MainThread.run {  // the main actor on the main thread (no dispatch_main: 1 MB less memory)
        if ScenarioCommand.handles(CommandLine.arguments) {  // run, play, record, explore
            await ScenarioCommand.main(catalog: SessionCatalog([(name: "hello", make: helloSession)]))
        }
        do {
            try await TerminalSession.run(helloSession())
            return 0
        } catch {
            print("hello: \(error)")  // not in a terminal, or the terminal went away
            return 1
        }
    }
    // docs: end hello-main
}
