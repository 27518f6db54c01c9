#!/usr/bin/env python3
"""Bytes written per navigation transition: runs `navpilot --example transitions` on a pty, pushes and
pops a detail with each style, and reports per push and per pop the bytes written and the frames they
came in (writes separated by more than 15 ms), animated and with NAVPILOT_REDUCE_MOTION=1.

    python3 Benchmarks/transitions.py NAVPILOT_BIN [COLSxROWS]
"""
import fcntl, os, pty, select, struct, sys, termios, time

STYLES = ["Slide", "Vertical Slide", "Fade In", "Fade Out", "Cross Dissolve", "Scale", "Zoom", "Flip", "Windmill"]


def spawn(binary, cols, rows, reduce_motion):
    pid, fd = pty.fork()
    if pid == 0:
        env = dict(os.environ, LANG="C.UTF-8", TERM="xterm-256color", NAVPILOT_REDUCE_MOTION=reduce_motion)
        os.execve(binary, [binary, "--example", "transitions"], env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    return pid, fd


def read_for(fd, seconds):
    """Chunks (time, bytes) read until `seconds` pass."""
    chunks, end = [], time.monotonic() + seconds
    while (left := end - time.monotonic()) > 0:
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            try:
                data = os.read(fd, 1 << 16)
            except OSError:  # the program has exited and the pty is closed
                break
            chunks.append((time.monotonic(), len(data)))
    return chunks


def frames(chunks):
    count, last = 0, None
    for at, _ in chunks:
        if last is None or at - last > 0.015:
            count += 1
        last = at
    return count


def measure(binary, cols, rows, reduce_motion):
    pid, fd = spawn(binary, cols, rows, reduce_motion)
    read_for(fd, 1.0)
    results = []
    for index, style in enumerate(STYLES):
        os.write(fd, b"\x1b[H" + b"\x1b[B" * (index + 1) + b"\r")  # Home, Down to the style, Enter
        read_for(fd, 0.3)
        os.write(fd, b"\x1b[H\r")  # Home: Push Detail, Enter
        push = read_for(fd, 0.5)
        os.write(fd, b"\x1b")  # Escape: back
        pop = read_for(fd, 0.5)
        results.append((style, sum(n for _, n in push), frames(push), sum(n for _, n in pop), frames(pop)))
    os.write(fd, b"q")
    read_for(fd, 0.3)
    os.waitpid(pid, 0)
    return results


def main():
    binary = sys.argv[1]
    cols, rows = map(int, (sys.argv[2] if len(sys.argv) > 2 else "120x40").split("x"))
    animated = measure(binary, cols, rows, "0")
    reduced = measure(binary, cols, rows, "1")
    print(f"{'style':16} {'push B':>7} {'frames':>6} {'B/frame':>7} {'pop B':>7} {'frames':>6}  {'no motion: push B':>17} {'pop B':>6}")
    for (style, pb, pf, ob, of), (_, rpb, _, rob, _) in zip(animated, reduced):
        print(f"{style:16} {pb:7} {pf:6} {pb / max(pf, 1):7.0f} {ob:7} {of:6}  {rpb:17} {rob:6}")


main()
