#!/usr/bin/env bash
# A served session attached over OpenSSH, as a colleague on another machine would: a real sshd on
# 127.0.0.1 (a generated host key and user key, a high port, nothing of the machine's own setup),
# `ssh -t 127.0.0.1 navpilot attach NAME` in a terminal (tmux), and a key round trip: keys typed in
# that terminal go through ssh to the client, to the session, and its new frame comes back (the
# screen shows the push, and the session's control socket says its depth). Ctrl+W d then detaches
# through the same way.
# Before that, a self-check: the same round trip through a read-only attach (keys reach nothing)
# must fail the check, so the check can fail.
# Usage: Scripts/serve/ssh-attach.sh   (NAVPILOT_BIN: the navpilot to serve and attach with;
# built in debug unless set)
set -euo pipefail
cd "$(dirname "$0")/../.."
navpilot=${NAVPILOT_BIN:-$(swift build --product navpilot >&2 && echo "$(swift build --show-bin-path)/navpilot")}
sshd=$(command -v sshd || echo /usr/sbin/sshd)
[ -x "$sshd" ] || { echo "ssh-attach: sshd is not installed (Debian: openssh-server)" >&2; exit 1; }

# Short paths: the sessions' sockets and tmux's live in here (a socket's path holds 107 bytes).
work=$(mktemp -d /tmp/np-ssh.XXXXXX)
tmux_server="np-ssh-$$"
sshd_pid=
cleanup() {
    tmux -L "$tmux_server" kill-server 2>/dev/null || true
    XDG_RUNTIME_DIR="$work/xdg" "$navpilot" kill demo >/dev/null 2>&1 || true
    [ -z "$sshd_pid" ] || kill "$sshd_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
mkdir -m 700 "$work/xdg"
export XDG_RUNTIME_DIR="$work/xdg"

# waits up to $patience seconds (60 unless set) for COMMAND to succeed, polling.
patience=60
wait_for() { # WHAT COMMAND...
    local what=$1 deadline=$((SECONDS + patience))
    shift
    until "$@" >/dev/null 2>&1; do
        if [ "$SECONDS" -ge "$deadline" ]; then
            echo "ssh-attach: timed out waiting for $what; the terminal shows:" >&2
            tmux -L "$tmux_server" capture-pane -p -t ssh 2>/dev/null | sed 's/^/  | /' >&2 || true
            return 1
        fi
        sleep 0.05
    done
}
screen_has() { tmux -L "$tmux_server" capture-pane -p -t ssh | grep -qF -- "$1"; }

# The sshd: its own host key, this user's generated key the only one it takes.
ssh-keygen -q -t ed25519 -N '' -f "$work/host_key"
ssh-keygen -q -t ed25519 -N '' -f "$work/user_key"
cp "$work/user_key.pub" "$work/authorized_keys"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat >"$work/sshd_config" <<EOF
Port $port
ListenAddress 127.0.0.1
HostKey $work/host_key
AuthorizedKeysFile $work/authorized_keys
PidFile $work/sshd.pid
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
PermitRootLogin prohibit-password
PrintMotd no
EOF
mkdir -p /run/sshd 2>/dev/null || true
"$sshd" -D -e -f "$work/sshd_config" 2>"$work/sshd.log" &
sshd_pid=$!
wait_for "sshd on port $port" python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 1)"

ssh_attach() { # ARGUMENTS OF attach...: a terminal running ssh -t … navpilot attach demo ARGUMENTS
    tmux -L "$tmux_server" kill-server 2>/dev/null || true
    tmux -L "$tmux_server" -f /dev/null new-session -d -s ssh -x 100 -y 30 -e LANG=C.UTF-8 \
        "ssh -t -p $port -i $work/user_key -o IdentitiesOnly=yes -o StrictHostKeyChecking=no \
        -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR $(id -un)@127.0.0.1 \
        env XDG_RUNTIME_DIR=$work/xdg LANG=C.UTF-8 TERM=\$TERM $navpilot attach demo $*; echo \"ssh ended: \$?\"; sleep 600"
    wait_for "the session shown through ssh" screen_has "feed · Feed"
}

# The round trip: Down and Enter typed in the ssh terminal push SwiftUI Tricks in the session.
round_trip() {
    tmux -L "$tmux_server" send-keys -t ssh Down Enter
    wait_for "the push on the ssh terminal" screen_has "feed · Feed › SwiftUI Tricks" &&
        "$navpilot" send demo 'ExpectDepth feed 2' >/dev/null
}

"$navpilot" serve demo >/dev/null
ssh_attach --read-only
# The push would show within a second if the keys reached the session; five are given.
patience=5
if round_trip 2>/dev/null; then
    echo "ssh-attach: self-check failed: keys through a read-only attach passed the round trip" >&2
    exit 1
fi
patience=60
# It failed by waiting, not by anything else: the session is still at its root.
"$navpilot" send demo 'ExpectDepth feed 1' >/dev/null
echo "ssh-attach: self-check: the round trip fails through a read-only client (keys reach nothing)"
tmux -L "$tmux_server" send-keys -t ssh q
wait_for "the read-only client detached" screen_has "ssh ended: 0"

ssh_attach
round_trip
echo "ssh-attach: a key round trip through ssh -t 127.0.0.1:$port navpilot attach: the push shown, depth 2"
tmux -L "$tmux_server" send-keys -t ssh C-w d
wait_for "the client detached through ssh" screen_has "ssh ended: 0"
"$navpilot" send demo 'ExpectDepth feed 2' >/dev/null
echo "ssh-attach: Ctrl+W d detached it; the session goes on"
