#!/bin/sh
# traces.sh PARENT VARIANT - joints cost nothing where there are none:
# on scenes without joints the variant's traces are its parent's, byte
# for byte; and a bad joint line stops the variant's program before its
# run, with one line naming the file and line and exit status 2.
#
#   sh tests/variants/joints/traces.sh build/variant_soft_step build/variant_joints
#
# Runs both programs on every book/scenes/*.scene (with the observation
# script and with no keys, 600 updates), on the built-in scene (seeds 1
# and 2, 1200 updates) and on the benchmark's piles of 100, 400 and 2,000
# shapes (bench/pile.awk, no keys; 600 updates, the 2,000 120), and
# compares the traces and the printed summaries (but for the program's
# name and the trace's path).  Then runs the variant on bad joint lines
# and bad lines of the scene settings (restitution_threshold, sleep,
# mass= with density=) (test_joints.c and the presets' tests check each
# message; here, that the program prints
# exactly one line on stderr, nothing on stdout, writes no trace, and
# exits with 2).  Exit status 1 and one line per run that fails.  Run
# from the top directory (make test does).
set -eu
if [ $# -ne 2 ]; then
    echo "usage: sh tests/variants/joints/traces.sh PARENT VARIANT" >&2
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
        echo "joints traces: $name: $variant differs from $parent" >&2
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

# refused LINE...: a scene of two balls and the lines; the variant must
# refuse it with one line on stderr and status 2, and leave no trace.
refused() {
    printf 'circle 40 20 1\ncircle 60 20 1 name=b\n' > "$tmp/bad.scene"
    printf '%s\n' "$@" >> "$tmp/bad.scene"
    runs=$((runs + 1))
    status=0
    "$variant" --scene "$tmp/bad.scene" --trace "$tmp/bad.csv" > "$tmp/out.txt" 2> "$tmp/err.txt" || status=$?
    if [ "$status" -ne 2 ] || [ "$(wc -l < "$tmp/err.txt")" -ne 1 ] || [ -s "$tmp/out.txt" ] \
        || [ -e "$tmp/bad.csv" ] || ! grep -q "^$tmp/bad.scene:[0-9]*: " "$tmp/err.txt"; then
        echo "joints traces: '$*': status $status, $(wc -l < "$tmp/err.txt") lines on stderr, expected 2 and one line naming the file and line" >&2
        bad=$((bad + 1))
    fi
}

refused 'joint revolute 1 7 50 20'
refused 'joint weld 1 c 50 20'
refused 'joint revolute b 2 50 20'
refused 'rect 50 2 100 4 static' 'rect 50 30 4 4 static' 'joint weld 3 4 50 20'
refused 'joint revolute 1 2 50 20 lower=50 upper=40'
refused 'joint distance 1 2 40 20 60 20 length=-2'
refused 'joint distance 1 2 40 20 60 20 hertz=-1'
refused 'joint revolute 1 2 50 20 motor_speed=1 max_torque=-5'
refused 'joint revolute 1 2 50 20 colour=red'
refused 'joint revolute 1 2 50 20 hertz=2 hertz=3'
refused 'circle 50 50 1 name=b'
refused 'joint revolute 2 world 50 20' 'joint revolute 9 world 50 20'
refused 'joint revolute 1 2 50 20 spring_hertz=0'
refused 'joint revolute 1 2 50 20 spring_damping=0.5'
refused 'joint distance 1 2 40 20 60 20 min=8 max=5'
refused 'joint distance 1 2 40 20 60 20 min=4 length=5'
refused 'joint rope 1 2 40 20 60 20 collide_connected=maybe'
refused 'restitution_threshold -1'
refused 'sleep perhaps'
refused 'circle 50 50 1 mass=2 density=0.5'
if [ "$bad" -gt 0 ]; then
    echo "joints traces: $bad of $runs runs failed" >&2
    exit 1
fi
echo "joints traces: $runs runs: each byte for byte the parent's, each bad joint line (and each bad line of the scene settings issue 41 added) refused in one line"
