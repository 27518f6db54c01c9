#!/usr/bin/env bash
# Builds and runs Tests/Consumer, an app that adopts NavigationPilot as users do: by version
# (`.package(url:from:)`), from a tagged clone of this repository's committed HEAD through a file://
# URL, in debug and release. The app defines its own two-pane session and scripts it: its scenario
# file through `ScenarioCommand` (`two-panes run`, with `--shard` and `-j`) and through
# `ScenarioSuite` and `ScenarioPilot` (its `swift test`), and it explores its session briefly;
# `record` and `play` run in tmux on the app's session.
# SwiftPM refuses a dependency's product whose targets carry unsafe flags; the app uses NavPilot,
# NavPilotTUI and NavPilotScenario, none of which does (only the navpilot executable links with
# them), so its builds prove they never reach a consumer.
#
#   Scripts/consumer/check.sh
#
# Only committed work is seen (the dependency is a clone of HEAD): commit before running it.
# Self-checks first, so a PASS can be trusted: the consumer must fail to resolve when no tag
# satisfies its requirement (it really depends by version, not on the checkout), and a scenario
# with a wrong expectation must make the app's `run` exit 1.
set -euo pipefail
# The tmux helpers of the reliability scripts (a private server, bounded waits); pass and fail are
# this script's own, below.
source "$(dirname "$0")/../reliability/lib.sh"
export PATH="/opt/swift/usr/bin:$PATH"
work=$(mktemp -d "${TMPDIR:-/tmp}/consumer.XXXXXX")
trap 'tmux_cleanup; rm -rf "$work"' EXIT
fail() { echo "consumer: FAIL: $*" >&2; exit 1; }
# SwiftPM's caches, configuration and fingerprints of this run stay in its own folder: nothing is read
# from an earlier run, and nothing is left in the home folder.
swift() {
    local verb=$1
    shift
    command swift "$verb" --cache-path "$work/swiftpm/cache" --config-path "$work/swiftpm/config" \
        --security-path "$work/swiftpm/security" "$@"
}
pass() { echo "consumer: PASS: $*"; }

version=$(sed -n 's/.*static let versionNumber = "\(.*\)"/\1/p' "$repository/Sources/navpilot/Command.swift")
[ -n "$version" ] || fail "cannot read the version from Sources/navpilot/Command.swift"
git clone -q "$repository" "$work/NavigationPilot"
cp -R "$repository/Tests/Consumer" "$work/app"
rm -rf "$work/app/.build"
export NAVPILOT_PACKAGE_URL="file://$work/NavigationPilot"
cd "$work/app"

# Self-check: with only an older tag, `from: "0.1.0"` cannot resolve.
git -C "$work/NavigationPilot" tag 0.0.1
if swift package resolve >"$work/resolve.log" 2>&1; then
    fail "self-check: the consumer resolved with only the tag 0.0.1; it does not depend by version"
fi
grep -q "0.1.0" "$work/resolve.log" || { cat "$work/resolve.log" >&2; fail "self-check: no version error"; }
pass "self-check: without a tag that satisfies from: \"0.1.0\", resolution fails"
git -C "$work/NavigationPilot" tag "$version"
rm -rf .build Package.resolved
swift package resolve >/dev/null
grep -q "\"version\" : \"$version\"" Package.resolved || fail "Package.resolved does not pin $version"
pass "the consumer resolves NavigationPilot $version by version"

swift build --build-tests 2>&1 | tail -n 3
bin=$(swift build --show-bin-path)
swift test --skip-build 2>&1 | tail -n 3

# The app's own command line: `run` through ScenarioCommand.
"$bin/two-panes" run Scenarios >"$work/run.log" 2>&1 || { cat "$work/run.log" >&2; fail "two-panes run failed"; }
grep -q '^✔ Scenarios/two-panes.scenario' "$work/run.log" && grep -qx '1 passed, 0 failed' "$work/run.log" ||
    { cat "$work/run.log" >&2; fail "two-panes run did not report its scenario"; }
pass "two-panes run Scenarios: $(tail -n 1 "$work/run.log")"

# Self-check: a wrong expectation fails the app's run with exit 1, naming the file.
printf 'Session two-panes\nKey enter\nExpectTop news news\n' >"$work/wrong.scenario"
status=0
"$bin/two-panes" run "$work/wrong.scenario" >"$work/wrong.log" 2>&1 || status=$?
[ "$status" = 1 ] || { cat "$work/wrong.log" >&2; fail "self-check: a failing scenario gave exit $status, not 1"; }
grep -q "^✘ $work/wrong.scenario" "$work/wrong.log" || fail "self-check: the failing file is not named"
pass "self-check: a failing scenario makes two-panes run exit 1"

# Its usage names the app; unknown sessions name the app's sessions.
# Output goes to a file before grep reads it: with pipefail, a `grep -q` that stops at the first match
# can end the writer with SIGPIPE and fail the pipeline although the text was there.
"$bin/two-panes" run --help >"$work/help.log"
grep -q '^usage: two-panes run PATH' "$work/help.log" || fail "run --help does not name two-panes"
status=0
"$bin/two-panes" explore feed >"$work/unknown.log" 2>&1 || status=$?
[ "$status" = 2 ] && grep -q "two-panes: unknown session 'feed'; sessions are two-panes" "$work/unknown.log" ||
    { cat "$work/unknown.log" >&2; fail "an unknown session is not refused with the app's sessions"; }
pass "usage and errors name the app and its sessions"

# The terminal commands on the app's session, in tmux: record a session, run the recording, play it.
tmux_start record 100 30 "'$bin/two-panes' record '$work/recorded.scenario'"
wait_for_text record "Article 1" || fail "two-panes record did not show the app"
tmx send-keys -t record Down Enter
wait_for_text record "News › Article 2" || fail "Enter did not open Article 2"
tmx send-keys -t record Tab Down Enter
wait_for_text record "Thread with Bob" || fail "the chat pane did not open Bob's thread"
tmx send-keys -t record q
wait_for_exit record 20 || fail "two-panes record did not end on q"
[ "$(exit_status record)" = 0 ] || fail "two-panes record exited $(exit_status record)"
grep -q 'ExpectStack news \[news, article(id: 2)\]' "$work/recorded.scenario" &&
    grep -q 'ExpectStack chat \[inbox, thread(with: "Bob")\]' "$work/recorded.scenario" ||
    { cat "$work/recorded.scenario" >&2; fail "the recording does not end with the stacks reached"; }
"$bin/two-panes" run "$work/recorded.scenario" | grep -qx '1 passed, 0 failed' ||
    fail "two-panes run did not pass on its own recording"
pass "two-panes record saved a session of the app that two-panes run passes"
# The app's --help: its name and summary, the standard options, its subcommands.
"$bin/two-panes" --help >"$work/app-help.log"
grep -q '^two-panes: news and chat side by side' "$work/app-help.log" &&
    grep -q '^  two-panes --listen PATH' "$work/app-help.log" && grep -q '^  two-panes --narrate' "$work/app-help.log" &&
    grep -q '^  two-panes run PATH' "$work/app-help.log" ||
    { cat "$work/app-help.log" >&2; fail "two-panes --help does not name the app, its options and subcommands"; }
status=0
"$bin/two-panes" --bogus >"$work/bogus.log" 2>&1 || status=$?
[ "$status" = 2 ] && grep -qx "two-panes: unknown option '--bogus'" "$work/bogus.log" ||
    { cat "$work/bogus.log" >&2; fail "an unknown option is not refused under the app's name with exit 2"; }
pass "two-panes --help names the app, the standard options and the subcommands; --bogus exits 2"

# An `@main` app that imports NavPilotScenario: App.main() takes --listen and the subcommands too.
"$bin/notes" --help >"$work/notes-help.log"
grep -q '^  notes --listen PATH' "$work/notes-help.log" && grep -q '^  notes run PATH' "$work/notes-help.log" ||
    { cat "$work/notes-help.log" >&2; fail "notes --help lacks --listen or run: App.main() is not NavPilotScenario's"; }
printf 'Session Notes\nKey enter\nExpectStack main [list, note(id: 1)]\n' >"$work/notes.scenario"
"$bin/notes" run "$work/notes.scenario" | grep -qx '1 passed, 0 failed' || fail "notes run did not pass on its session"
printf 'enter\n' | "$bin/notes" --narrate >"$work/notes-narrate.log" 2>&1 &&
    grep -qx 'opened Note 1, depth 2, Note 1.' "$work/notes-narrate.log" ||
    { cat "$work/notes-narrate.log" >&2; fail "notes --narrate did not tell the note opened"; }
pass "an @main App importing NavPilotScenario takes --listen, --narrate and run on its own session"

# The app driven from outside: --listen, then the app's own send and watch.
socket_dir=$(mktemp -d /tmp/np-consumer.XXXXXX)
tmux_start listen 100 30 "'$bin/two-panes' --listen '$socket_dir/s'"
wait_for_text listen "Article 1" || fail "two-panes --listen did not show the app"
"$bin/two-panes" send "$socket_dir/s" 'Key down' 'Key enter' 'ExpectStack news [news, article(id: 2)]' \
    >"$work/send.log" 2>&1 || { cat "$work/send.log" >&2; fail "two-panes send did not drive the app"; }
[ "$(grep -c '^{"reply":[1-3],"ok":true}$' "$work/send.log")" = 3 ] || { cat "$work/send.log" >&2; fail "unexpected answers"; }
wait_for_text listen "News › Article 2" || fail "the lines sent did not reach the screen"
status=0
"$bin/two-panes" send "$socket_dir/s" 'ExpectDepth news 1' >"$work/send-fail.log" 2>&1 || status=$?
[ "$status" = 1 ] || { cat "$work/send-fail.log" >&2; fail "self-check: a failed expectation sent gave exit $status, not 1"; }
"$bin/two-panes" send "$socket_dir/s" 'Key q' >/dev/null
wait_for_exit listen 20 || fail "two-panes did not quit on a Key q sent"
[ ! -e "$socket_dir/s" ] || fail "two-panes left its socket behind"
rm -rf "$socket_dir"
pass "two-panes --listen is driven by two-panes send, and removes its socket on quit"
tmux_start play 100 31 "'$bin/two-panes' play Scenarios/two-panes.scenario --delay 0"
wait_for_text play "steps passed" 30 || fail "two-panes play did not pass the app's scenario"
tmx send-keys -t play Enter
wait_for_exit play 20 || fail "two-panes play did not end on a key"
[ "$(exit_status play)" = 0 ] || fail "two-panes play exited $(exit_status play)"
pass "two-panes play replays the app's scenario in a terminal"

# Shards of two copies of the scenario: each runs one, together both; -j runs them in children.
mkdir -p "$work/suite/a" "$work/suite/b"
cp Scenarios/two-panes.scenario "$work/suite/a/"
cp Scenarios/two-panes.scenario "$work/suite/b/"
one=$("$bin/two-panes" run "$work/suite" --shard 1/2 | grep '^✔')
two=$("$bin/two-panes" run "$work/suite" --shard 2/2 | grep '^✔')
[ "$(printf '%s\n%s\n' "$one" "$two" | sed 's/  .*//' | sort)" = "$(printf '✔ %s\n' "$work/suite/a/two-panes.scenario" "$work/suite/b/two-panes.scenario")" ] ||
    fail "the shards 1/2 and 2/2 do not run each file once: '$one' and '$two'"
"$bin/two-panes" run "$work/suite" -j 2 | grep -qx '2 passed, 0 failed' || fail "run -j 2 did not pass both"
pass "--shard 1/2 and 2/2 run one file each; -j 2 runs both"

# Exploring the app's session: every invariant after every step, on two seeds.
"$bin/two-panes" explore two-panes --steps 2000 --seeds 1..2 --out "$work" >"$work/explore.log" 2>&1 ||
    { cat "$work/explore.log" >&2; fail "exploring two-panes found a problem"; }
[ "$(grep -c '^explored two-panes: 2000 steps' "$work/explore.log")" = 2 ] ||
    { cat "$work/explore.log" >&2; fail "explore --seeds 1..2 did not explore two seeds"; }
pass "two-panes explore, seeds 1 and 2: $(grep -c '^explored' "$work/explore.log") runs of 2000 steps, nothing found"

# The app in the linear mode, as a listener runs it: --narrate, keys one name a line.
printf 'down\nenter\ntab\n' | "$bin/two-panes" --narrate >"$work/narrate.log" 2>&1 ||
    { cat "$work/narrate.log" >&2; fail "two-panes --narrate failed"; }
grep -qx 'opened Article 2, depth 2, Article 2.' "$work/narrate.log" &&
    grep -qx 'chat: Inbox, Alice.' "$work/narrate.log" && ! grep -q $'\e' "$work/narrate.log" ||
    { cat "$work/narrate.log" >&2; fail "the narration of two-panes is not what a listener needs"; }
pass "two-panes --narrate tells its session in lines, nothing drawn"

# Release: what the app's users get.
swift build -c release 2>&1 | tail -n 1
release=$(swift build -c release --show-bin-path)
"$release/two-panes" run Scenarios | grep -qx '1 passed, 0 failed' || fail "the release build's run did not pass"
pass "the release build runs the app's scenarios"
# navpilot's release link flags (unsafeFlags: a static Swift runtime, lld) are its own: an app that
# does not use that product links the Swift runtime as it chooses, dynamically by default.
ldd "$release/two-panes" >"$work/ldd.log"
grep -q 'libswiftCore.so' "$work/ldd.log" ||
    fail "two-panes does not link the Swift runtime dynamically: navpilot's unsafe link flags reached it"
pass "navpilot's unsafe link flags do not reach the app (it links libswiftCore.so)"
# notes asks for a static executable in release, with the image codecs linked in (the
# NavPilotStaticImageCodecs product): it must need no library and still run its session.
notes_libraries=$(ldd "$release/notes" 2>&1 || true) # ldd fails on a static executable, saying so
if grep -q 'not a dynamic executable' <<<"$notes_libraries"; then
    "$release/notes" run "$work/notes.scenario" | grep -qx '1 passed, 0 failed' ||
        fail "the static notes did not pass its scenario"
    pass "an app's own static executable (notes, release) runs its session"
else
    echo "$notes_libraries" >&2
    fail "notes asked for -static-executable in release and links shared libraries"
fi
