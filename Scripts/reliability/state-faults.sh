#!/usr/bin/env bash
# State faults with the persistence example (`navpilot --example persistence`, state directory from
# NAVPILOT_STATE_DIR):
#   1. kill -9 in a loop while the app saves: after every kill the saved file decodes to a stack the
#      app actually had (the one before the kill, or one of the pushes sent since), the relaunched
#      app shows that stack, and no file is ever moved aside as corrupt.
#   2. a state directory that cannot be created, a read-only one, and a full disk: the app shows
#      "Persistence error: …", keeps navigating, and quits normally.
#   3. a FIFO, and a symbolic link to /dev/zero, in place of the saved file: the app starts at once,
#      says what is there, keeps navigating, quits normally, and leaves the FIFO or link as it was.
#
#   Scripts/reliability/state-faults.sh [ITERATIONS] [SEED]     (default 40 kills)
#
# The read-only and disk-full cases mount a small tmpfs (root only); they are reported SKIP when
# mounting is not allowed. Bounded: about two minutes; tmux and mounts are cleaned up on exit.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
work=$(mktemp -d "${TMPDIR:-/tmp}"/navpilot-state-faults.XXXXXX)
mounted=""
cleanup() {
    tmux_cleanup
    [ -z "$mounted" ] || umount "$mounted" 2>/dev/null || umount -l "$mounted" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
iterations=${1:-40}
seed=${2:-$$}
RANDOM=$seed
echo "state-faults: seed $seed, $iterations kills"
navpilot=$(navpilot_binary)

file_name=examples.persistence.json
keyboard='product({id: 1, name: "Keyboard"})'

# The saved file for a stack of home and COUNT Keyboard pages, byte for byte.
expected_file() { # COUNT
    local stack='"home"' i
    for ((i = 0; i < $1; i++)); do stack+=',"product({id: 1, name: \"Keyboard\"})"'; done
    printf '{"format":"navpilot.stack","routeType":"ShopRoute","stack":[%s],"version":1}\n' "$stack"
}

# The number of Keyboard pages in the saved file, or -1 when the file is not one the app could write.
saved_depth() { # FILE
    local i content
    content=$(cat "$1")$'\n'
    for i in $(seq 0 12); do
        [ "$content" = "$(expected_file "$i")"$'\n' ] && { echo "$i"; return; }
    done
    echo -1
}

# The stack line the persistence screen shows for home and COUNT Keyboard pages: the last five
# entries, after "… N earlier" when the stack is deeper.
stack_line() { # COUNT
    local entries=("home") i shown=5
    for ((i = 0; i < $1; i++)); do entries+=("$keyboard"); done
    local earlier=$((${#entries[@]} - shown)) line="Stack: ["
    if [ "$earlier" -gt 0 ]; then
        line+="… $earlier earlier, "
        entries=("${entries[@]:$earlier}")
    fi
    local joined
    joined=$(printf '%s, ' "${entries[@]}")
    echo "$line${joined%, }]"
}

# 0. Self-check: the oracle of the kill -9 loop must refuse files the app could not have written (a
# torn write, another stack) and accept a whole one.
planted="$work/planted.json"
expected_file 3 | head -c 60 >"$planted"
[ "$(saved_depth "$planted")" = -1 ] || fail "self-check: a torn saved file passed for a stack the app had"
expected_file 2 | sed 's/Keyboard/Monitor/' >"$planted"
[ "$(saved_depth "$planted")" = -1 ] || fail "self-check: a file of another stack passed for a stack the app had"
expected_file 4 >"$planted"
[ "$(saved_depth "$planted")" = 4 ] || fail "self-check: a whole saved file of depth 4 was not recognised"
pass "self-check: a torn file and another stack fail the saved-file check, a whole file passes"

# 1. kill -9 in a loop.
state="$work/state"
mkdir -p "$state"
export NAVPILOT_STATE_DIR="$state"
depth=0
kills_mid_save=0
for run in $(seq 1 "$iterations"); do
    name="kill$run"
    tmux_start "$name" 400 30 "env NAVPILOT_STATE_DIR='$state' '$navpilot' --example persistence"
    wait_for_text "$name" "$(stack_line "$depth")" 15 ||
        fail "kill -9 run $run: the relaunched app does not show the saved stack of depth $depth"
    pid=$(app_pid "$name")
    # Enter on the first button pushes the Keyboard page (every screen has it first); at depth 5
    # Pop To Root (the fifth button) brings the stack back to home (the stack line stays on one row).
    if [ "$depth" -ge 5 ]; then
        tmx send-keys -t "$name" Down Down Down Down Enter
        possible=(0 "$depth")
    else
        pushes=$(random_between 1 4)
        for ((i = 0; i < pushes; i++)); do tmx send-keys -t "$name" Enter; done
        possible=($(seq "$depth" $((depth + pushes))))
    fi
    sleep "$(printf '0.%03d' "$(random_between 0 150)")"
    kill -9 "$pid"
    wait_for_exit "$name" 5 || fail "kill -9 run $run: the process survived SIGKILL"
    tmx kill-session -t "$name"
    if [ -f "$state/$file_name" ]; then
        found=$(saved_depth "$state/$file_name")
    else
        # Nothing is saved before the first push: a kill that came before the app read it (a busy
        # machine) leaves no file, and the stack the app had was home alone.
        [ "$depth" = 0 ] || fail "kill -9 run $run: no saved file"
        found=0
    fi
    [ "$found" -ge 0 ] || fail "kill -9 run $run: the saved file is not a stack the app had: $(head -c 500 "$state/$file_name")"
    case " ${possible[*]} " in
    *" $found "*) ;;
    *) fail "kill -9 run $run: saved depth $found, but the app only had depths ${possible[*]}" ;;
    esac
    [ "$found" = "${possible[-1]}" ] || kills_mid_save=$((kills_mid_save + 1))
    depth=$found
    if compgen -G "$state/*.corrupt-*" >/dev/null; then fail "kill -9 run $run: a saved file was moved aside as corrupt"; fi
done
leftovers=$(find "$state" -name '.*.tmp-*' | wc -l)
pass "kill -9: $iterations kills while saving ($kills_mid_save before the last push was saved); every saved file was a stack the app had and was restored; $leftovers temporary files left behind"

# Runs the persistence example in STATE_DIR, pushes a page, and expects the error message (with
# DETAIL when given), more navigation, and a normal quit. WHAT names the case.
expect_persistence_error() { # NAME STATE_DIR WHAT [DETAIL]
    tmux_start "$1" 400 30 "env NAVPILOT_STATE_DIR='$2' '$navpilot' --example persistence"
    wait_for_text "$1" "Stack: [home" 15 || fail "$3: the app did not start"
    tmx send-keys -t "$1" Enter
    wait_for_text "$1" "Persistence error:" 15 || fail "$3: no clear message after a push"
    [ -z "${4:-}" ] || wait_for_text "$1" "$4" 5 || fail "$3: the message does not say '$4'"
    tmx send-keys -t "$1" Enter
    wait_for_text "$1" "$(stack_line 2)" 15 || fail "$3: navigation stopped after the error"
    tmx send-keys -t "$1" q
    wait_for_exit "$1" 10 || fail "$3: q did not quit"
    [ "$(exit_status "$1")" = 0 ] || problem "$3: exit status $(exit_status "$1")"
    terminal_restored "$1" ||
        problem "$3: terminal not restored after q ($(tmux_pane "$1" 'alternate screen #{alternate_on}, cursor visible #{cursor_flag}'))"
    tmx kill-session -t "$1"
}

# 2a. A directory that cannot be created (its parent is a regular file).
section
touch "$work/a-file"
expect_persistence_error notdir "$work/a-file/state" "uncreatable state directory"
pass_section "uncreatable state directory: clear message, navigation goes on, normal quit"

# 3. Not a regular file in place of the saved file: left as it is, never read, never saved over.
section
mkdir -m 700 "$work/fifo"
mkfifo "$work/fifo/$file_name"
expect_persistence_error fifo "$work/fifo" "FIFO as the saved file" "is a FIFO, not a regular file"
[ -p "$work/fifo/$file_name" ] || problem "FIFO as the saved file: the FIFO was replaced"
pass_section "FIFO as the saved file: the app starts, says so, navigation goes on, normal quit, FIFO kept"
section
mkdir -m 700 "$work/zero"
ln -s /dev/zero "$work/zero/$file_name"
expect_persistence_error zero "$work/zero" "link to /dev/zero as the saved file" "is a symbolic link"
[ "$(readlink "$work/zero/$file_name")" = /dev/zero ] || problem "link to /dev/zero: the link was replaced"
pass_section "symbolic link to /dev/zero as the saved file: not read, says so, navigation goes on, link kept"

# 2b/2c. Read-only and full: a 64 KiB tmpfs.
disk="$work/disk"
mkdir -p "$disk"
if mount -t tmpfs -o size=64k,mode=0700 tmpfs "$disk" 2>/dev/null; then
    mounted=$disk
    mkdir -p "$disk/state"
    section
    # Full: fill every block, then the app's first save fails with ENOSPC.
    head -c 1048576 /dev/zero >"$disk/filler" 2>/dev/null || true
    expect_persistence_error full "$disk/state" "full disk"
    pass_section "full disk: clear message, navigation goes on, normal quit"
    rm -f "$disk/filler"
    mount -o remount,ro "$disk"
    section
    expect_persistence_error readonly "$disk/state" "read-only state directory"
    pass_section "read-only state directory: clear message, navigation goes on, normal quit"
else
    echo "SKIP full disk and read-only directory: cannot mount a tmpfs here (needs root)"
fi
finish
