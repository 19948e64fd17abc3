#!/bin/sh
# traces.sh PARENT VARIANT - the broad phase changes nothing but the work:
# the variant's traces are its parent's, byte for byte.
#
#   sh tests/variants/broad_phase/traces.sh build/variant_warm_starting build/variant_broad_phase
#
# Runs both programs on every book/scenes/*.scene (with the observation
# script and with no keys, 600 updates), on the built-in scene (seeds 1
# and 2, 1200 updates) and on the benchmark's piles of 100, 400 and 2,000
# shapes (bench/pile.awk, no keys; 600 updates, the 2,000 120), and
# compares the traces and the printed summaries (but for the program's
# name and the trace's path).  Exit status 1 and one line per run that
# differs.  Run from the top directory (make test does).
set -eu
if [ $# -ne 2 ]; then
    echo "usage: sh tests/variants/broad_phase/traces.sh PARENT VARIANT" >&2
    exit 2
fi
parent=$1; variant=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
: > "$tmp/no.keys"
runs=0; bad=0

# same NAME OPTION...: both programs with the options; 1 if they differ.
same() {
    name=$1; shift
    "$parent" "$@" --trace "$tmp/a.csv" | sed '1d;/^  trace /d' > "$tmp/a.txt"
    "$variant" "$@" --trace "$tmp/b.csv" | sed '1d;/^  trace /d' > "$tmp/b.txt"
    runs=$((runs + 1))
    if ! cmp -s "$tmp/a.csv" "$tmp/b.csv" || ! cmp -s "$tmp/a.txt" "$tmp/b.txt"; then
        echo "broad_phase traces: $name: $variant differs from $parent" >&2
        bad=$((bad + 1))
    fi
}

for s in book/scenes/*.scene; do
    same "$s" --scene "$s" --frames 600
    same "$s (no keys)" --scene "$s" --script "$tmp/no.keys" --frames 600
done
for seed in 1 2; do
    same "built-in scene, seed $seed" --seed "$seed" --frames 1200
done
for n in 100 400 2000; do
    awk -v n=$n -f bench/pile.awk > "$tmp/pile_$n.scene"
    frames=600
    [ "$n" -gt 1000 ] && frames=120
    same "pile of $n" --scene "$tmp/pile_$n.scene" --script "$tmp/no.keys" --frames $frames
done
if [ "$bad" -gt 0 ]; then
    echo "broad_phase traces: $bad of $runs runs differ" >&2
    exit 1
fi
echo "broad_phase traces: $runs runs, each byte for byte the parent's"
