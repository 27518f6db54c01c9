#!/usr/bin/env python3
"""A terminal that answers a program's queries, for the end-to-end tests of terminal protocols.

    answering-terminal.py OUT [--kitty] [--sync] [--background SPEC] [--late-background SPEC]
                          [--answer-after-frame] [--end q|TERM] -- COMMAND...

Runs COMMAND on a 100x30 pty and answers DA1 (`CSI c`) always, the kitty keyboard query (`CSI ? u`)
with --kitty (following the flags pushed and popped), DECRQM for mode 2026 with --sync, the
background colour query (OSC 11) with --background (e.g. rgb:ffff/ffff/ffff), before its DA1 answer
as a terminal answers in order; --late-background answers it only once the first screen is drawn
(an answer that comes late, as over a slow link); --answer-after-frame holds every answer until
the first screen is drawn (a program that waits for one draws nothing for a second). Once the
program drew "Swift Tips", it sends Enter, then Escape (as `CSI 27 u` while the disambiguate flag is
pushed, else a lone ESC), waits for the status line's `→ forward` (offered once Escape went back),
then ends the program: `q`, or SIGTERM with --end TERM. Everything the program wrote goes to OUT;
the exit status (or -signal) is the last line on standard output. Gives up after 180 s (times
NAVPILOT_TEST_TIME_SCALE, as the suite's other waits: see Patience.swift).
"""
import os, pty, select, signal, struct, sys, fcntl, termios, time

def main() -> int:
    args = sys.argv[1:]
    out_path = args.pop(0)
    kitty = sync = answer_after_frame = False
    background = late_background = None
    end = "q"
    while args and args[0] != "--":
        flag = args.pop(0)
        if flag == "--kitty": kitty = True
        elif flag == "--sync": sync = True
        elif flag == "--answer-after-frame": answer_after_frame = True
        elif flag == "--end": end = args.pop(0)
        elif flag == "--background": background = args.pop(0).encode()
        elif flag == "--late-background": late_background = args.pop(0).encode()
        else: raise SystemExit(f"unknown flag {flag}")
    command = args[1:]
    size = struct.pack("HHHH", 30, 100, 0, 0)
    pid, master = pty.fork()
    if pid == 0:
        # Sized before the program starts: sized after, a busy machine would have it measure the
        # pty at 0x0 first and draw everything again on the resize.
        fcntl.ioctl(0, termios.TIOCSWINSZ, size)
        os.execvp(command[0], command)
    fcntl.ioctl(master, termios.TIOCSWINSZ, size)
    output = bytearray()
    flags = 0
    answered = 0  # bytes of output already scanned for queries
    phase = "start"
    deadline = time.monotonic() + 180 * float(os.environ.get("NAVPILOT_TEST_TIME_SCALE", "1") or "1")
    status = None
    def send(data: bytes) -> None:
        os.write(master, data)
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            try:
                data = os.read(master, 65536)
            except OSError:
                data = b""
            if not data:
                break
            output += data
        if answer_after_frame and "Swift Tips" not in output.decode("utf-8", "replace"):
            continue
        scan = bytes(output[max(0, answered - 16):])
        answered = len(output)
        if kitty:
            for _ in range(scan.count(b"\x1b[?u")):
                send(b"\x1b[?%du" % flags)
            if b"\x1b[>1u" in scan: flags = 1
            if b"\x1b[<u" in scan: flags = 0
        if sync and b"\x1b[?2026$p" in scan:
            send(b"\x1b[?2026;2$y")
        if background and (b"\x1b]11;?\x1b\\" in scan or b"\x1b]11;?\x07" in scan):
            send(b"\x1b]11;" + background + b"\x1b\\")
        if b"\x1b[c" in scan:
            send(b"\x1b[?62;22c")
        text = output.decode("utf-8", "replace")
        if late_background and "Swift Tips" in text:
            send(b"\x1b]11;" + late_background + b"\x07")
            late_background = None
        if phase == "start" and "Swift Tips" in text and (not kitty or flags == 1):
            send(b"\r")
            phase = "opened"
            mark = len(output)
        elif phase == "opened" and b"View Author" in output[mark:]:
            send(b"\x1b[27u" if flags & 1 else b"\x1b")
            phase = "back"
            mark = len(output)
        elif phase == "back" and b"forward" in output[mark:]:
            if end == "TERM":
                os.kill(pid, signal.SIGTERM)
            else:
                send(b"q")
            phase = "ending"
        done, code = os.waitpid(pid, os.WNOHANG)
        if done:
            status = code
            break
    # What the program wrote last (its terminal reset, also from a signal handler) is still in the
    # pty: read it to the end.
    try:
        while True:
            ready, _, _ = select.select([master], [], [], 0.5)
            if not ready: break
            data = os.read(master, 65536)
            if not data: break
            output += data
    except OSError:
        pass
    if status is None:
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
    with open(out_path, "wb") as f:
        f.write(output)
    print(f"phase={phase}")
    print(os.waitstatus_to_exitcode(status))
    return 0

if __name__ == "__main__":
    sys.exit(main())
