import NavPilotScenario
import NavPilotTUI
import TwoPanes

// The app, with the options every app takes (--help, --listen, --narrate, --theme, --remember,
// --open, --reduce-motion, --no-clipboard) and `two-panes run|play|record|explore|send|watch` on
// its own session; NAVPILOT_LISTEN and the other variables work as navpilot's do.
TerminalSession.main(AppCommandLine(summary: "news and chat side by side"), session: twoPaneSession)
