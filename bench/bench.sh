#!/bin/sh
# bench.sh - the cost-growth benchmark: how the time of one update grows
# with the number of shapes N, for each program named on the command line.
#
#   sh bench/bench.sh TIMER OUTDIR PROGRAM...
#
# TIMER is bench/timer.c built (it runs a command and prints its wall-clock
# seconds).  Every PROGRAM takes the stages' options
#   PROGRAM --scene pile_N.scene --script EMPTY --frames F
# (the stages, the variants, and the peer harnesses of bench/peers/).
# For each N the scene is bench/pile.awk's pile of N shapes, written to
# OUTDIR/pile_N.scene; each program runs it BENCH_RUNS times and the median
# is kept.  Rows go to OUTDIR/bench.csv,
#   program,n,frames,runs,median_seconds,updates_per_second,seconds_per_update
# replacing the rows of the programs run now and keeping the others, so
# `make bench` and `make bench-peers` can run in either order.
#
# median_seconds is the time of F updates: the median of the full runs
# minus the median of as many runs with --frames 0 (starting the program,
# reading the scene and building the world, about a millisecond, which
# would otherwise weigh on the small sizes only).
#
# A program that refuses a size ("too many bodies": the stages hold at most
# 256 bodies) gets a row with the timing columns empty and a line on
# stdout; any other failure stops the benchmark.
#
# Settings (environment):
#   BENCH_SIZES        the sizes N (default 10 50 100 200 400 800)
#   BENCH_BROAD_SIZES  more sizes for programs with a broad phase
#                      (variant_broad_phase, box2d, chipmunk; default 1200 2000)
#   BENCH_RUNS         runs per program and size (default 3)
#   BENCH_FRAMES       updates per run, for every program and size
#
# How many updates (F): 600 (10 s of simulated time) by default.  The
# pile starts as a grid 6 units a row, and the top of an 800-shape grid
# needs about 5.7 s to fall to the floor (2000 shapes: 9 s), so 600
# updates cover the fall and the piling at every size.  An engine with a
# broad phase (Box2D, Chipmunk, variant_broad_phase) needs that: a shape
# in free fall costs it almost nothing, and a short run would time mostly
# falling (Box2D's time per update at N = 2000 is five times smaller over
# 60 updates than over 600).  The all-pairs stages cannot afford 600
# updates at large N, so above N = 200 they run 120000 / N updates (300 at
# 400, 150 at 800), a few seconds a run.  That flatters them a little: at
# N = 200 stage 08 spends 1.6 ms an update over the first 100 updates and
# 2.3 ms over 600, the touching pairs costing more than the others.  The
# share of that grows as N (contacts) against N^2 (pairs), so it shrinks
# as N grows.  BENCH_FRAMES=600 measures every size over the whole fall.
set -eu
export LC_ALL=C
if [ $# -lt 3 ]; then
    echo "usage: sh bench/bench.sh TIMER OUTDIR PROGRAM..." >&2
    exit 2
fi
here=$(dirname "$0")
timer=$1; dir=$2; shift 2
sizes=${BENCH_SIZES:-10 50 100 200 400 800}
broad_sizes=${BENCH_BROAD_SIZES:-1200 2000}
runs=${BENCH_RUNS:-3}

is_count() { case $1 in '' | *[!0-9]* | 0*) return 1 ;; *) return 0 ;; esac; }
for v in $sizes $broad_sizes $runs ${BENCH_FRAMES:-}; do
    is_count "$v" || { echo "bench: '$v' is not a positive whole number (BENCH_SIZES, BENCH_BROAD_SIZES, BENCH_RUNS, BENCH_FRAMES)" >&2; exit 2; }
done

mkdir -p "$dir"
csv=$dir/bench.csv
keys=$dir/no.keys
err=$dir/stderr.txt
rows=$dir/rows.tmp
: > "$keys"
: > "$rows"
header=program,n,frames,runs,median_seconds,updates_per_second,seconds_per_update

has_broad_phase() {
    case $1 in variant_broad_phase | box2d | chipmunk) return 0 ;; *) return 1 ;; esac
}

# frames_for NAME N
frames_for() {
    if [ -n "${BENCH_FRAMES:-}" ]; then echo "$BENCH_FRAMES"
    elif [ "$2" -le 200 ] || has_broad_phase "$1"; then echo 600
    else echo $((120000 / $2)); fi
}

sizes_for() {
    if has_broad_phase "$1"; then echo "$sizes $broad_sizes"; else echo "$sizes"; fi
}

# The pile of N shapes, written afresh (it is cheap, and an edited
# pile.awk then takes effect at once).
scene_for() {
    awk -v n="$1" -f "$here/pile.awk" > "$dir/pile_$1.scene"
    echo "$dir/pile_$1.scene"
}

# The middle value of the numbers on stdin (the mean of the two middle
# ones for an even count).
median() {
    sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.6f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# time_runs PROGRAM SCENE FRAMES: prints the median of BENCH_RUNS runs, or
# "refused" when the program turns the scene down for its size.
time_runs() {
    times=""
    i=0
    while [ "$i" -lt "$runs" ]; do
        if t=$("$timer" "$1" --scene "$2" --script "$keys" --frames "$3" 2>"$err"); then
            times="$times $t"
        elif grep -q "too many bodies" "$err"; then
            echo refused
            return 0
        else
            echo "bench: $1 --scene $2 --frames $3 failed:" >&2
            cat "$err" >&2
            exit 1
        fi
        i=$((i + 1))
    done
    printf '%s\n' $times | median
}

# The expected cost, from rates measured on a 2-core machine: an all-pairs
# engine (the stages; stage 08 is the dearest) about 0.12 microseconds per
# pair of shapes per update, the peers about 1 microsecond per shape per
# update.  Variants are counted as all-pairs: an upper bound.
estimate=$(for prog in "$@"; do
    name=$(basename "$prog")
    for n in $(sizes_for "$name"); do echo "$name $n $(frames_for "$name" "$n")"; done
done | awk -v runs="$runs" '{
    per_update = ($1 == "box2d" || $1 == "chipmunk") ? 1e-6 * $2 : 1.2e-7 * $2 * $2 / 2
    s += runs * $3 * per_update
} END { printf "%.0f", s }')
echo "bench: $# programs, sizes $sizes (+ $broad_sizes with a broad phase), $runs runs each;"
echo "bench: expected at most about $estimate s if every size runs (a size a program refuses costs nothing)"
printf '%-20s %5s %6s %12s %12s %14s\n' program n frames "median s" "updates/s" "ms/update"

for prog in "$@"; do
    if [ ! -x "$prog" ] || [ ! -f "$prog" ]; then
        echo "bench: $prog is not a program" >&2
        exit 2
    fi
    name=$(basename "$prog")
    for n in $(sizes_for "$name"); do
        scene=$(scene_for "$n")
        frames=$(frames_for "$name" "$n")
        full=$(time_runs "$prog" "$scene" "$frames")
        if [ "$full" = refused ]; then
            printf '%-20s %5s %6s   skipped: %s\n' "$name" "$n" "$frames" "$(head -n 1 "$err")"
            echo "$name,$n,$frames,0,,," >> "$rows"
            continue
        fi
        start=$(time_runs "$prog" "$scene" 0)
        echo "$name $n $frames $runs $full $start" | awk '{
            s = $5 - $6; if (s <= 0) s = 1e-6
            printf "%s,%d,%d,%d,%.6f,%.1f,%.4e\n", $1, $2, $3, $4, s, $3 / s, s / $3
        }' >> "$rows"
        tail -n 1 "$rows" | awk -F, '{ printf "%-20s %5s %6s %12s %12s %14.4f\n", $1, $2, $3, $5, $6, $7 * 1000 }'
    done
done

# Merge: the old rows of every program not run now, then the new rows,
# sorted by program and N.
names=$(for prog in "$@"; do basename "$prog"; done)
{
    echo "$header"
    {
        if [ -f "$csv" ]; then
            awk -F, -v names="$names" 'BEGIN { split(names, a, "\n"); for (k in a) run[a[k]] = 1 }
                NR > 1 && !($1 in run)' "$csv"
        fi
        cat "$rows"
    } | sort -t, -k1,1 -k2,2n
} > "$csv.tmp"
mv "$csv.tmp" "$csv"
rm -f "$rows" "$err"
echo "bench: wrote $csv"
