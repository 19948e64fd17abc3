#!/bin/sh
# switches.sh BUILD - every preset's idea is a switch: with it off, the
# preset's program gives its parent's trace, byte for byte (make test
# runs it).
#
#   sh tests/variants/switches.sh build
#
# For each preset of engine/presets.h, its program BUILD/variant_NAME
# runs with `--set 'NAME off'` (its idea switched off, as the key and a
# scene line switch it) and its parent's program (BUILD/variant_PARENT,
# or BUILD/stage08 for the presets that grow from stage 8) runs as it
# is, on the same runs: every book/scenes/*.scene and
# book/scenes/joints/*.scene with the observation script and with no
# keys (300 updates; a scene the parent cannot read is left out), the
# built-in scene (seed 1, 600 updates) and the benchmark's pile of 100
# shapes (bench/pile.awk, no keys, 300 updates).  The traces and the
# summaries (but for the program's name and the trace's path) must be
# the same.  And with the idea on (`--set 'NAME on'`) the trace must be
# the program's own.  And a bad settings line, in a scene file or given
# to --set, stops the program before its run with one line on stderr
# naming the file and line (or --set), nothing on stdout, no trace, and
# status 2.  And a scene asking more of the contacts' spring than its
# sub-steps give is told so on stderr once, and again only when a key
# changes what it gets.  Exit status 1 and one line per run that differs
# or is not refused or told so.  Run from the top directory.
set -eu
if [ $# -ne 1 ]; then
    echo "usage: sh tests/variants/switches.sh BUILD" >&2
    exit 2
fi
build=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
: > "$tmp/no.keys"
awk -v n=100 -f bench/pile.awk > "$tmp/pile_100.scene"

# run PROGRAM OUT OPTION...: the program's trace to OUT.csv and its
# summary, less its first line and the trace's path, to OUT.txt;
# status 1 when the program refused the run.
run() {
    prog=$1; out=$2; shift 2
    "$prog" "$@" --trace "$out.csv" > "$out.raw" 2> /dev/null || return 1
    sed '1d;/^  trace /d' "$out.raw" > "$out.txt"
}

# same PRESET PARENT NAME OPTION...: the preset with its idea off against
# the parent, and with it on against itself.
same() {
    preset=$1; parent=$2; name=$3; shift 3
    if ! run "$build/$parent" "$tmp/a" "$@"; then
        left=$((left + 1))
        return
    fi
    runs=$((runs + 1))
    if ! run "$build/variant_$preset" "$tmp/b" --set "$preset off" "$@" \
        || ! cmp -s "$tmp/a.csv" "$tmp/b.csv" || ! cmp -s "$tmp/a.txt" "$tmp/b.txt"; then
        echo "switches: $preset off: $name: not $parent's trace" >&2
        bad=$((bad + 1))
    fi
    run "$build/variant_$preset" "$tmp/c" "$@" || return 0
    if ! run "$build/variant_$preset" "$tmp/d" --set "$preset on" "$@" \
        || ! cmp -s "$tmp/c.csv" "$tmp/d.csv"; then
        echo "switches: $preset on: $name: not the preset's own trace" >&2
        bad=$((bad + 1))
    fi
}

presets=$(sed -n 's/^ *PRESET(\([a-z_]*\), [0-9]*, \([a-z_0-9]*\),.*/\1 \2/p' engine/presets.h)
[ -n "$presets" ] || { echo "switches: no PRESET(...) line in engine/presets.h" >&2; exit 2; }
echo "$presets" | while read -r preset parent; do
    runs=0; bad=0; left=0
    case $parent in stage08) ;; *) parent=variant_$parent ;; esac
    for s in book/scenes/*.scene book/scenes/joints/*.scene; do
        same "$preset" "$parent" "$s" --scene "$s" --frames 300
        same "$preset" "$parent" "$s (no keys)" --scene "$s" --script "$tmp/no.keys" --frames 300
    done
    same "$preset" "$parent" "built-in scene" --seed 1 --frames 600
    same "$preset" "$parent" "pile of 100" --scene "$tmp/pile_100.scene" --script "$tmp/no.keys" --frames 300
    echo "$runs $bad $left" > "$tmp/count.$preset"
done
# refused WHAT OPTION...: variant_joints must refuse the run in one line.
refused() {
    what=$1; shift
    status=0
    "$build/variant_joints" "$@" --trace "$tmp/bad.csv" > "$tmp/out.txt" 2> "$tmp/err.txt" || status=$?
    if [ "$status" -ne 2 ] || [ "$(wc -l < "$tmp/err.txt")" -ne 1 ] || [ -s "$tmp/out.txt" ] \
        || [ -e "$tmp/bad.csv" ] || ! grep -q "$where" "$tmp/err.txt"; then
        echo "switches: $what: status $status, $(wc -l < "$tmp/err.txt") lines on stderr; expected 2 and one line naming $where" >&2
        echo 1 >> "$tmp/refusals"
    fi
}
: > "$tmp/refusals"
where="variant_joints: --set: "
refused "--set 'sleep maybe'" --set 'sleep maybe'
refused "--set 'nonsense on'" --set 'nonsense on'
refused "--set 'column x'" --set 'column x'
refused "--set 'sub_steps 0'" --set 'sub_steps 0'
where="$tmp/bad.scene:2: "
for line in 'solver bogus' 'manifold' 'correction_rate 0' 'mixing geometric' 'coulomb_friction on' \
    'warm_starting maybe'; do
    printf 'circle 40 20 1\n%s\n' "$line" > "$tmp/bad.scene"
    refused "scene line '$line'" --scene "$tmp/bad.scene"
done
printf 'warm_starting off\nwarm_starting on\n' > "$tmp/bad.scene"
refused "an idea given twice" --scene "$tmp/bad.scene"

# told WHAT COUNT OPTION...: variant_joints's run tells the hertz cap's
# notice COUNT times on stderr, once each time it changes (stage_api.h's
# notice), and nothing else there; status 0.
told() {
    what=$1; count=$2; shift 2
    status=0
    "$build/variant_joints" "$@" > "$tmp/out.txt" 2> "$tmp/err.txt" || status=$?
    n=$(grep -c ': the contacts spring at 30 Hz' "$tmp/err.txt" || true)
    if [ "$status" -ne 0 ] || [ "$n" -ne "$count" ] || [ "$(wc -l < "$tmp/err.txt")" -ne "$count" ]; then
        echo "switches: $what: status $status, $n notices of $(wc -l < "$tmp/err.txt") lines on stderr; expected 0 and $count" >&2
        echo 1 >> "$tmp/refusals"
    fi
}
printf 'contact_hertz 60\ncircle 40 20 1\nrect 40 2 80 4 static\n' > "$tmp/fast.scene"
printf '10 K\n20 J\n' > "$tmp/kj.keys"
told "contact_hertz 60 for 600 updates" 1 --scene "$tmp/fast.scene" --script "$tmp/no.keys" --frames 600
told "contact_hertz 60, K then J" 2 --scene "$tmp/fast.scene" --script "$tmp/kj.keys" --frames 60
told "the built-in scene" 0 --frames 600

total=0; failed=$(wc -l < "$tmp/refusals"); skipped=0
for f in "$tmp"/count.*; do
    read -r r b l < "$f"
    total=$((total + r)); failed=$((failed + b)); skipped=$((skipped + l))
done
if [ "$failed" -gt 0 ]; then
    echo "switches: $failed of $total runs differ" >&2
    exit 1
fi
echo "switches: $total runs of $(echo "$presets" | wc -l) presets: each idea off gives its parent's trace, on its own ($skipped runs its parent cannot read left out); 11 bad settings lines refused in one line; the hertz cap told once per change"
