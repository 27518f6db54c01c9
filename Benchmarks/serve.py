#!/usr/bin/env python3
"""What a served session costs its users, measured on ptys as a person meets it.

  Benchmarks/serve.py NAVPILOT [CYCLES]

- attach: a served split screen, `navpilot attach` driven by ptybench with the split-screen key
  script, beside the same script run locally (`navpilot` alone): first frame, key latency, bytes per
  changed cell (medians of 5 runs each, a fresh session each run); then the same attach in another
  theme than the session's (a dark client attached first, the measured one light: its frames are
  translated role by role);
- clients: the server's resident memory with one client attached, then with ten;
- cycles: CYCLES (1,000 by default) attach/detach cycles on one session (attach on a pty, its first
  frame read, Ctrl+W d, its exit awaited), the server's resident memory after 100 and after all.
"""
import json, os, pty, select, signal, subprocess, sys, tempfile, time

navpilot = sys.argv[1]
cycles = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
here = os.path.dirname(os.path.abspath(__file__))
ptybench = os.environ.get("PTYBENCH", os.path.join(here, "../../shared/tools/ptybench.py"))
work = tempfile.mkdtemp(prefix="np-serve.", dir="/tmp")
os.chmod(work, 0o700)
env = dict(os.environ, XDG_RUNTIME_DIR=work, LANG="C.UTF-8", NAVPILOT_STATE_DIR=work + "/state")


def run(*arguments):
    return subprocess.run([navpilot, *arguments], env=env, capture_output=True, text=True)


def serve():
    out = run("serve", "demo").stdout
    return int(out.split("pid ")[1].split(")")[0])


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])


def bench(command, runs=5, theme=None):
    """ptybench's medians over `runs` runs of `command`, each on a fresh served session; with
    `theme`, a dark client attaches first and the measured one asks for `theme`."""
    results = []
    for _ in range(runs):
        served = command.startswith(navpilot + " attach")
        first = None
        if served:
            serve()
            if theme:
                first = attach_once()
        out = os.path.join(work, "bench.json")
        subprocess.run(
            [sys.executable, ptybench, "--cmd", command, "--script", os.path.join(here, "split-screen.keys"),
             "--size", "120x40", "--runs", "1", "--quiet", "--json", out,
             *sum((["--env", f"{k}={env[k]}"] for k in ("XDG_RUNTIME_DIR", "LANG", "NAVPILOT_STATE_DIR")), []),
             *(["--env", f"NAVPILOT_THEME={theme}"] if theme else [])],
            check=True, env=env)
        results.append(json.load(open(out)))
        if first:
            detach(*first)
        if served:
            run("kill", "demo")
    return results


def median(values):
    values = sorted(values)
    return values[len(values) // 2]


def summary(results):
    runs = [r["runs"][0] for r in results]
    first = median([run["startup"]["marker_ms"] for run in runs])
    keys = [s for run in runs for s in run["steps"][1:] if s["kind"] != "wait" and s.get("marker_ms") is not None]
    latency = median([s["marker_ms"] for s in keys])
    written = sum(s["bytes"] for s in keys)
    changed = sum(s["cells_changed"] for s in keys)
    return f"first frame {first:.1f} ms, key median {latency:.2f} ms, {written / max(changed, 1):.2f} bytes per changed cell"


def attach_once(wait_exit=True):
    """An attach on a pty of its own: its first frame read; returns (pid, fd)."""
    pid, fd = pty.fork()
    if pid == 0:
        # A pty answers no terminal query: a theme named spares the wait for the background's answer.
        os.execve(navpilot, [navpilot, "attach", "demo"], dict(env, NAVPILOT_THEME="dark"))
    seen = b""
    deadline = time.time() + 30
    while b"feed" not in seen and time.time() < deadline:
        ready, _, _ = select.select([fd], [], [], 1)
        if ready:
            seen += os.read(fd, 65536)
    return pid, fd


def detach(pid, fd):
    os.write(fd, b"\x17d")
    while True:
        try:
            ready, _, _ = select.select([fd], [], [], 1)
            if ready and not os.read(fd, 65536):
                break
        except OSError:
            break
    os.waitpid(pid, 0)
    os.close(fd)


try:
    print("attach:", summary(bench(f"{navpilot} attach demo")))
    print("attach, another theme:", summary(bench(f"{navpilot} attach demo", theme="light")))
    print("local: ", summary(bench(navpilot)))

    server = serve()
    one = attach_once()
    time.sleep(0.5)
    with_one = rss_kb(server)
    more = [attach_once() for _ in range(9)]
    time.sleep(0.5)
    with_ten = rss_kb(server)
    for pid, fd in [one] + more:
        detach(pid, fd)
    print(f"clients: server RSS {with_one / 1024:.1f} MB with 1 client, {with_ten / 1024:.1f} MB with 10")

    after = {}
    for cycle in range(1, cycles + 1):
        detach(*attach_once())
        if cycle in (100, cycles):
            after[cycle] = rss_kb(server)
    print(f"cycles: server RSS {after[100] / 1024:.1f} MB after 100 attach/detach cycles, "
          f"{after[cycles] / 1024:.1f} MB after {cycles}")
finally:
    run("kill", "demo")
    subprocess.run(["rm", "-rf", work])
