// A temporary demo of the terminal foundation on the curses backend (replaced by the real front end).
import NavPilotTUI

#if canImport(Glibc)
import Glibc
#endif

let terminal: CursesTerminal
do {
    terminal = try CursesTerminal()
} catch {
    let message = Array("\(error)\n".utf8)
    _ = message.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
    exit(1)
}

let demo = TerminalDemo()
let loop = EventLoop(app: demo, backend: terminal)
await loop.run()
terminal.restore()
