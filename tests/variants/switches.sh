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
# the program's own.  Exit status 1 and one line per run that differs.
# Run from the top directory.
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
total=0; failed=0; skipped=0
for f in "$tmp"/count.*; do
    read -r r b l < "$f"
    total=$((total + r)); failed=$((failed + b)); skipped=$((skipped + l))
done
if [ "$failed" -gt 0 ]; then
    echo "switches: $failed of $total runs differ" >&2
    exit 1
fi
echo "switches: $total runs of $(echo "$presets" | wc -l) presets: each idea off gives its parent's trace, on its own ($skipped runs its parent cannot read left out)"
