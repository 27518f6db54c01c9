# Shared helpers of the reliability scripts (sourced, not run). Every script that starts tmux calls
# `tmux_cleanup` from an EXIT trap, so its private tmux server dies however the script ends.

# The repository's top folder and the navpilot binary (NAVPILOT_BIN, else the debug build of
# `swift build`, built on demand).
repository=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
export LANG=C.UTF-8 LC_ALL=C.UTF-8

navpilot_binary() {
    if [ -n "${NAVPILOT_BIN:-}" ]; then
        echo "$NAVPILOT_BIN"
        return
    fi
    (cd "$repository" && nice -n 15 swift build --product navpilot >&2)
    echo "$(cd "$repository" && swift build --show-bin-path)/navpilot"
}

# A private tmux server for this script run (its own socket, no user configuration).
tmux_socket="navpilot-rel-$$"
status_dir="${TMPDIR:-/tmp}/navpilot-rel-status-$$"
mkdir -p "$status_dir"
tmx() { tmux -L "$tmux_socket" -f /dev/null "$@"; }
tmux_cleanup() {
    tmx kill-server >/dev/null 2>&1 || true
    rm -rf "$status_dir"
}

# Starts COMMAND (a shell command line; no `exec`) in a detached session NAME of WIDTH x HEIGHT.
# A shell stays in the pane after COMMAND ends: it writes COMMAND's exit status to a file and
# sleeps (deaf to Ctrl+C typed into the pane), so the terminal state the program left behind is
# read from a live pane (tmux does not report the cursor or the exit status of a dead pane reliably).
tmux_start() { # NAME WIDTH HEIGHT COMMAND
    rm -f "$status_dir/$1"
    tmx new-session -d -s "$1" -x "$2" -y "$3" -e LANG=C.UTF-8 -e LC_ALL=C.UTF-8 \
        "$4; echo \$? >'$status_dir/$1.tmp'; mv '$status_dir/$1.tmp' '$status_dir/$1'; trap '' INT HUP; exec sleep 3600"
}
tmux_screen() { tmx capture-pane -p -t "$1"; }
tmux_pane() { tmx display-message -p -t "$1" "$2"; } # NAME FORMAT, e.g. '#{alternate_on}'

# The program's pid: the child of the pane's shell (empty once it has ended).
app_pid() { pgrep -P "$(tmux_pane "$1" '#{pane_pid}')" | grep -v "^$" | head -n 1; } # NAME
# Whether the program of NAME is still running.
app_running() { [ ! -e "$status_dir/$1" ]; } # NAME
# The program's exit status as the shell saw it: 0, or 128 + the signal that ended it.
exit_status() { cat "$status_dir/$1" 2>/dev/null; } # NAME

# Polls until the screen of NAME contains TEXT (fixed string); fails after SECONDS (default 15).
wait_for_text() { # NAME TEXT [SECONDS]
    local deadline=$((SECONDS + ${3:-15}))
    while [ $SECONDS -lt $deadline ]; do
        tmux_screen "$1" 2>/dev/null | grep -qF -- "$2" && return 0
        sleep 0.05
    done
    echo "timed out waiting for '$2'; the screen was:" >&2
    tmux_screen "$1" >&2 || true
    return 1
}

# Polls until the pane's program has ended (fails after SECONDS, default 10).
wait_for_exit() { # NAME [SECONDS]
    local deadline=$((SECONDS + ${2:-10}))
    while app_running "$1"; do
        [ $SECONDS -lt $deadline ] || return 1
        sleep 0.05
    done
}

# Whether the terminal of NAME was given back: main screen (not alternate), cursor visible. Polls
# for up to 3 s: tmux may notice the exit before it has read the program's last bytes.
terminal_restored() { # NAME
    local deadline=$((SECONDS + 3))
    while [ $SECONDS -lt $deadline ]; do
        [ "$(tmux_pane "$1" '#{alternate_on} #{cursor_flag}')" = "0 1" ] && return 0
        sleep 0.05
    done
    return 1
}

# A random integer in [LOW, HIGH] from the script's seeded RANDOM.
random_between() { echo $((RANDOM % ($2 - $1 + 1) + $1)); }

# `fail` stops the script (nothing after it can be trusted); `problem` records a failed check and
# goes on, so one run reports every broken check. `finish` exits 1 when anything failed.
failures=0
pass() { echo "PASS $*"; }
fail() {
    echo "FAIL $*" >&2
    exit 1
}
problem() {
    echo "FAIL $*" >&2
    failures=$((failures + 1))
}
# Prints PASS MESSAGE when no check failed since `section` was called.
section() { section_failures=$failures; }
pass_section() { [ "$failures" != "$section_failures" ] || pass "$*"; }
finish() {
    if [ "$failures" -gt 0 ]; then
        echo "$failures check(s) failed" >&2
        exit 1
    fi
    echo "all checks passed"
}
