#!/usr/bin/env python3
"""Measures a live session's control socket: commands a second over one connection (pipelined,
every command's frame drawn on the terminal), the round trip of one command, and how soon a
watcher hears the event of a command's frame; with --stalled N, the throughput of pushes and pops
(each an event) while N watchers never read theirs.

    Benchmarks/control.sh [COUNT] [--stalled N]     # starts navpilot --listen in tmux, runs this
    python3 Benchmarks/control.py SOCKET [COUNT] [--stalled N]
"""
import json, socket, statistics, sys, threading, time

arguments = sys.argv[1:]
stalled = 0
if "--stalled" in arguments:
    at = arguments.index("--stalled")
    stalled = int(arguments[at + 1])
    del arguments[at:at + 2]
path = arguments[0]
count = int(arguments[1]) if len(arguments) > 1 else 10000

def connect():
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.connect(path)
    f = s.makefile("rb")
    hello = json.loads(f.readline())
    assert hello == {"hello": "navpilot", "version": 2}, hello
    return s, f

def throughput(lines):
    """COUNT lines written by one thread while this one reads the answers: commands a second."""
    s, f = connect()
    def write():
        for line in lines:
            s.sendall(line)
    threading.Thread(target=write, daemon=True).start()
    start = time.perf_counter()
    for _ in range(len(lines)):
        answer = json.loads(f.readline())
        assert answer.get("ok") is True, answer
    s.close()
    return len(lines) / (time.perf_counter() - start)

if stalled:
    # Watchers that never read: their queues fill, then they lose events; the session must not slow.
    watchers = []
    for _ in range(stalled):
        ws, wf = connect()
        ws.sendall(b"Watch\n")
        assert json.loads(wf.readline()) == {"reply": 1, "ok": True, "watching": True}
        watchers.append((ws, wf))
    lines = [(b"Key enter\n" if i % 2 == 0 else b"Key escape\n") for i in range(count)]
    print(f"throughput with {stalled} watchers that never read: {throughput(lines):,.0f} commands/s "
          f"({count} pushes and pops, each an event)")
    sys.exit(0)

lines = [("Key down\n" if i % 2 == 0 else "Key up\n").encode() for i in range(count)]
print(f"throughput: {count} commands in one connection, pipelined: {throughput(lines):,.0f} commands/s")

# Events through a watcher: COUNT pushes sent in one burst, every one told as its own event.
w, wf = connect()
w.sendall(b"Watch\n")
assert json.loads(wf.readline())["watching"] is True
pushes = [f'Push feed post(id: {i}, title: "x")\n'.encode() for i in range(count)]
def send_then_pop():
    throughput(pushes)
    # A pop after the burst: its event comes after any count of events this watcher lost.
    s, f = connect()
    s.sendall(b"PopToRoot feed\n")
    f.readline()
start = time.perf_counter()
threading.Thread(target=send_then_pop, daemon=True).start()
heard, lost, elapsed = 0, 0, 0.0
while True:
    event = json.loads(wf.readline())
    if event.get("event") == "dropped":
        lost += event["count"]
    elif event.get("event") == "stack" and event["cause"] == "push":
        heard += 1
        elapsed = time.perf_counter() - start
    elif event.get("event") == "stack":
        break
print(f"events: {count} pushes in one burst, {heard:,} stack events heard ({lost:,} dropped) "
      f"in {elapsed:.3f} s = {heard / elapsed:,.0f} events/s")
w.close()
s, f = connect()

# Round trip and event latency: one command at a time, a watcher on a second connection.
w, wf = connect()
w.sendall(b"Watch\n")
assert json.loads(wf.readline()) == {"reply": 1, "ok": True, "watching": True}
arrivals = []
def watch():
    while True:
        line = wf.readline()
        if not line:
            return
        arrivals.append((time.perf_counter(), json.loads(line)))
threading.Thread(target=watch, daemon=True).start()
trips, latencies = [], []
for i in range(200):
    sent = time.perf_counter()
    s.sendall(b"Key enter\n" if i % 2 == 0 else b"Key escape\n")
    answer = json.loads(f.readline())
    answered = time.perf_counter()
    assert answer.get("ok") is True, answer
    trips.append((answered - sent) * 1000)
    deadline = time.perf_counter() + 1
    while not any(t >= sent and e.get("event") == "stack" for t, e in arrivals) and time.perf_counter() < deadline:
        time.sleep(0.0001)
    heard = [t for t, e in arrivals if t >= sent and e.get("event") == "stack"]
    if heard:
        latencies.append((heard[0] - sent) * 1000)
    arrivals.clear()
print(f"round trip of a command (push or pop, its frame drawn): median {statistics.median(trips):.3f} ms, "
      f"p95 {sorted(trips)[int(len(trips) * 0.95)]:.3f} ms")
print(f"the stack event heard, from the command sent (an upper bound on frame to event): median "
      f"{statistics.median(latencies):.3f} ms, p95 {sorted(latencies)[int(len(latencies) * 0.95)]:.3f} ms, "
      f"{len(latencies)} of 200 heard")
