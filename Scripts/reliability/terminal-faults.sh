#!/usr/bin/env bash
# Terminal faults in a real terminal (tmux): a resize storm, a 100,000-character paste into a text
# field, invalid UTF-8 and unknown escape sequences, SIGINT/SIGTERM/SIGHUP at random moments, and the
# terminal closed at random moments while SIGHUP is ignored (as under nohup).
# Pass: no crash, no hang (every wait has a deadline), the app answers keys afterwards, the terminal
# is given back (main screen, cursor visible) whenever the app ends, and a closed terminal ends it.
#
#   Scripts/reliability/terminal-faults.sh [SEED]        (NAVPILOT_BIN to use a built binary)
#
# Bounded: about a minute; the private tmux server is killed on exit.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
trap 'tmux_cleanup; rm -rf "$work"' EXIT
work=$(mktemp -d "${TMPDIR:-/tmp}"/navpilot-terminal-faults.XXXXXX)
seed=${1:-$$}
RANDOM=$seed
echo "terminal-faults: seed $seed"
navpilot=$(navpilot_binary)
export NAVPILOT_STATE_DIR="$work/state"

# Starts the split screen in session NAME and waits for its first frame.
start_app() { # NAME
    tmux_start "$1" 100 30 "'$navpilot' 2>'$work/$1.stderr'"
    wait_for_text "$1" "Swift Tips"
}

# The app must still answer keys: Tab moves the focus to the other pane, which changes the screen.
check_responsive() { # NAME WHAT [SECONDS]
    local before deadline=$((SECONDS + ${3:-20}))
    before=$(tmux_screen "$1")
    tmx send-keys -t "$1" Tab
    while [ "$(tmux_screen "$1")" = "$before" ]; do
        [ $SECONDS -lt $deadline ] || { problem "$2: the app no longer answers keys"; return 1; }
        sleep 0.05
    done
}

# Quits with q and checks the exit status and the terminal.
quit_app() { # NAME WHAT [KEY], KEY q by default
    local key=${3:-q}
    tmx send-keys -t "$1" "$key"
    wait_for_exit "$1" 10 || fail "$2: $key did not quit within 10 s;
$(tmux_screen "$1")"
    local status
    status=$(exit_status "$1")
    [ "$status" = 0 ] || problem "$2: exit status $status; stderr: $(head -c 2000 "$work/$1.stderr")"
    terminal_restored "$1" ||
        problem "$2: the terminal was not restored after $key ($(tmux_pane "$1" 'alternate screen #{alternate_on}, cursor visible #{cursor_flag}'))"
}

# 0. Self-check: planted programs must fail the checks below. One leaves the alternate screen on and
# the cursor hidden when it ends; one ignores keys.
section
tmux_start planted-restore 100 30 "printf '\\033[?1049h\\033[?25lSwift Tips'; sleep 1"
wait_for_text planted-restore "Swift Tips"
wait_for_exit planted-restore 10 || fail "self-check: the planted program did not end"
if terminal_restored planted-restore; then
    problem "self-check: a terminal left on the alternate screen passed the restore check"
else
    pass "self-check: a terminal left on the alternate screen fails the restore check"
fi
tmux_start planted-deaf 100 30 "printf 'Swift Tips'; exec sleep 60"
wait_for_text planted-deaf "Swift Tips"
if (check_responsive planted-deaf "planted" 2) 2>/dev/null; then
    problem "self-check: a program that ignores keys passed the responsiveness check"
else
    pass "self-check: a program that ignores keys fails the responsiveness check"
fi
tmx kill-session -t planted-deaf

# 1. Resize storm: 300 random sizes, every tenth one of the edge sizes 1x1, 1x200, 300x1, 2x2.
section
start_app storm
edges=("1 1" "1 200" "300 1" "2 2" "3 3")
for step in $(seq 0 299); do
    if [ $((step % 10)) = 0 ]; then
        read -r width height <<<"${edges[$(((step / 10) % ${#edges[@]}))]}"
    else
        width=$(random_between 1 300)
        height=$(random_between 1 120)
    fi
    tmx resize-window -t storm -x "$width" -y "$height"
    [ $((step % 25)) = 0 ] && sleep 0.02 # let some frames render mid-storm
    app_running storm || fail "resize storm: the app died at step $step (${width}x$height)"
done
tmx resize-window -t storm -x 100 -y 30
wait_for_text storm "Swift Tips" 20 || fail "resize storm: the layout did not come back at 100x30"
check_responsive storm "resize storm"
quit_app storm "resize storm"
pass_section "resize storm: 300 sizes (1x1 to 300x120), the layout came back, keys answered, terminal restored"

# 2. A paste of 100,000 characters into the To: field of the chat's New Message screen.
section
start_app paste
tmx send-keys -t paste Tab Down Down Down Enter
wait_for_text paste "To:" || fail "paste: the New Message screen did not open"
pattern=$'abcdefghij KLM éü日本\n' # 20 characters
for _ in $(seq 1 5000); do printf '%s' "$pattern"; done >"$work/paste.txt"
[ "$(wc -m <"$work/paste.txt")" = 100000 ] || fail "paste: could not make 100,000 characters"
tmx load-buffer -b big "$work/paste.txt"
tmx paste-buffer -p -b big -t paste
# The field shows the end of the text once the whole paste has been read and drawn.
if wait_for_text paste "KLM éü日本" 60; then
    tmx send-keys -t paste Escape
    wait_for_text paste "Alice" 20 || problem "paste: Escape did not go back to the inbox"
    check_responsive paste "paste"
    quit_app paste "paste"
else
    problem "paste: the app did not show the end of a 100,000-character paste within 60 s (hang)"
fi
pass_section "paste: 100,000 characters pasted into a text field, the app answered afterwards, terminal restored"

# 3. Invalid UTF-8 and unknown escape sequences, as raw bytes.
section
start_app garbage
sequences=(
    "ff fe fd"               # never valid in UTF-8
    "c0 80 e0 80 80"         # overlong encodings
    "ed a0 80 ed bf bf"      # UTF-16 surrogates
    "f4 90 80 80"            # above U+10FFFF
    "e6 97"                  # truncated sequence
    "1b 5b 3f 31 30 34 39 68" # ESC [ ? 1049 h
    "1b 5b 3c 30 3b 31 30 3b 35 4d" # SGR mouse report
    "1b 5b 39 39 39 39 39 41" # ESC [ 99999 A
    "1b 5d 30 3b 78 07"      # OSC title
    "1b 50 31 24 72 1b 5c"   # DCS
    "1b 5b 32 30 30 7e 61 62" # a paste that never ends ...
    "1b 5b 32 30 31 7e"      # ... until here
    "1b 4f 01 1b 5b 01 9b 41" # broken SS3 / CSI, C1 CSI
)
for sequence in "${sequences[@]}"; do
    # shellcheck disable=SC2086
    tmx send-keys -t garbage -H $sequence
done
# Random bytes, but never the quit keys (q, Ctrl+C): quitting is the right answer to those.
random_byte() {
    local byte=$((RANDOM % 256))
    while [ "$byte" = 3 ] || [ "$byte" = 113 ]; do byte=$((RANDOM % 256)); done
    printf '%02x' "$byte"
}
for _ in $(seq 1 200); do
    tmx send-keys -t garbage -H "$(random_byte)" "$(random_byte)" 1b 5b
done
# Whatever the garbage did to the focus or the stacks, the app must still run and answer.
tmx send-keys -t garbage -H 1b 5b 32 30 31 7e # close any paste the random bytes opened
sleep 0.3
app_running garbage || fail "garbage: the app died; stderr: $(head -c 2000 "$work/garbage.stderr")"
tmx send-keys -t garbage Escape Escape Escape
tmx send-keys -t garbage Tab
sleep 0.3
screen_before=$(tmux_screen garbage)
tmx send-keys -t garbage Tab
deadline=$((SECONDS + 20))
while [ "$(tmux_screen garbage)" = "$screen_before" ]; do
    [ $SECONDS -lt $deadline ] || fail "garbage: the app no longer answers keys"
    sleep 0.05
done
# Ctrl+C: the garbage may have left the focus in a text field, where q is a letter like any other.
quit_app garbage "garbage" C-c
pass_section "invalid input: invalid UTF-8, unknown escape sequences and 200 random byte pairs; keys answered, terminal restored"

# 4. SIGINT / SIGTERM / SIGHUP at random moments, 24 launches.
section
signals=(INT TERM HUP)
for run in $(seq 1 24); do
    name="signal$run"
    signal=${signals[$((run % 3))]}
    tmux_start "$name" 100 30 "'$navpilot' 2>'$work/$name.stderr'"
    wait_for_text "$name" "Swift Tips" || fail "signal: the app did not start"
    pid=$(app_pid "$name")
    delay_ms=$(random_between 0 600)
    sleep "$(printf '0.%03d' "$delay_ms")"
    if [ $((run % 4)) = 0 ]; then tmx send-keys -t "$name" Enter Tab Down; fi
    kill -s "$signal" "$pid" 2>/dev/null || true
    wait_for_exit "$name" 10 || fail "signal: SIG$signal after ${delay_ms} ms: still running after 10 s (hang)"
    status=$(exit_status "$name")
    case "$status" in
    0 | 129 | 130 | 143) ;; # exited, or ended by the signal that was sent (128 + HUP 1, INT 2, TERM 15)
    *) problem "signal: SIG$signal after ${delay_ms} ms ended the app with status $status (a crash); stderr: $(head -c 2000 "$work/$name.stderr")" ;;
    esac
    terminal_restored "$name" ||
        problem "signal: SIG$signal after ${delay_ms} ms left the terminal unrestored ($(tmux_pane "$name" 'alternate screen #{alternate_on}, cursor visible #{cursor_flag}'))"
    tmx kill-session -t "$name"
done
pass_section "signals: 24 launches, SIGINT/SIGTERM/SIGHUP at 0-600 ms: every one ended within 10 s, no crash, terminal restored"

# 5. The terminal closes while SIGHUP is ignored (nohup, `trap '' HUP`): no signal ends the app, so
# it must notice that its input ended and exit by itself (status 1), 8 launches.
section
for run in $(seq 1 8); do
    name="hangup$run"
    tmux_start "$name" 100 30 "trap '' HUP; '$navpilot' 2>'$work/$name.stderr'"
    wait_for_text "$name" "Swift Tips" || fail "hang-up: the app did not start"
    pid=$(app_pid "$name")
    delay_ms=$(random_between 0 600)
    sleep "$(printf '0.%03d' "$delay_ms")"
    if [ $((run % 2)) = 0 ]; then tmx send-keys -t "$name" Enter Tab Down; fi
    tmx kill-session -t "$name" # closes the pty (and sends SIGHUP, ignored)
    if ! wait_for_exit "$name" 10; then
        problem "hang-up: terminal closed after ${delay_ms} ms with SIGHUP ignored: still running after 10 s"
        kill -KILL "$pid" 2>/dev/null || true
        continue
    fi
    status=$(exit_status "$name")
    [ "$status" = 1 ] ||
        problem "hang-up: terminal closed after ${delay_ms} ms: exit status $status, not 1; stderr: $(head -c 2000 "$work/$name.stderr")"
    grep -q "input ended" "$work/$name.stderr" ||
        problem "hang-up: terminal closed after ${delay_ms} ms: no reason on stderr: $(head -c 2000 "$work/$name.stderr")"
done
pass_section "hang-up: 8 launches with SIGHUP ignored, terminal closed at 0-600 ms: every one ended within 10 s, status 1"
finish
