// The README's `Sources/hello/main.swift`: its top-level code, here in a main-actor function (a test
// target has no main.swift, whose top-level code runs on the main actor). `docs: show LINE` is a line
// the README shows that only the reader's package can compile (the import of its own module).
// docs: begin hello-main
// docs: show import HelloApp
import NavPilotScenario
import NavPilotTUI

// docs: end hello-main
@MainActor func helloMain() -> Never {
    // docs: begin hello-main
    // The app, with the options every app takes (--help, --listen, --narrate, --theme, --remember,
    // --open, --reduce-motion, --no-clipboard) and run, play, record, explore, send and watch on its
    // own session. It ends the process with the exit status.
    TerminalSession.main(AppCommandLine(summary: "items to open"), session: helloSession)
    // docs: end hello-main
}
