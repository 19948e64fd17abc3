#!/bin/sh
# bench.sh - the cost-growth benchmark: how the time of one update grows
# with the number of shapes N, for each program named on the command line.
#
#   sh bench/bench.sh TIMER OUTDIR PROGRAM...
#
# TIMER is bench/timer.c built (it runs a command and prints its wall-clock
# seconds).  A PROGRAM is a path (its row is named after the file, e.g.
# stage08, variant_warm_starting) or, as one argument, NAME=PATH OPTION...
# (a row of its own for a program run with options, e.g.
# 'box2d_sleep=build/bench/box2d --sleep').  Every program takes the
# stages' options after its own
#   PROGRAM [OPTION...] --scene pile_N.scene --script EMPTY --frames F
# (the stages, the variants, and the peer harnesses of bench/peers/).
# For each N the scene is bench/pile.awk's pile of N shapes, written to
# OUTDIR/pile_N.scene (or, with BENCH_SCENE=bench/chains.awk, that
# program's scene of N bodies, OUTDIR/chains_N.scene).  The programs take turns: for each N, run 1 of
# every program, then run 2 of every program, and so on (BENCH_RUNS
# rounds), so a machine that gets busier or quieter for a while weighs on
# all of them alike; the median of each program's runs is kept.  Rows go
# to OUTDIR/bench.csv,
#   program,n,frames,runs,median_seconds,updates_per_second,seconds_per_update,clock,process_seconds
# replacing the rows of the programs run now and keeping the others, so
# `make bench` and `make bench-peers` can run in either order.
#
# What is timed (the clock column):
#   loop     the loop of F updates alone, on the wall clock, as the
#            program itself reports it on stderr when BENCH_UPDATE_TIME=1
#            ("update loop: SECONDS s for F updates"; the workbook's
#            programs in common/headless.c, the peers in their harnesses).
#            This script sets BENCH_UPDATE_TIME=1 for every run, and
#            median_seconds is this time whenever every run reported it.
#   process  otherwise: the whole process as TIMER measures it, minus the
#            median of as many runs with --frames 0 (starting the
#            program, reading the scene and building the world, a
#            millisecond or a few).
# process_seconds is the second figure for every row, the check on the
# first: the two agree within the start-up's noise.
#
# A program that refuses a size ("too many bodies") gets a row with the
# timing columns empty and a line on stdout; any other failure stops the
# benchmark.
#
# Settings (environment):
#   BENCH_SIZES        the sizes N (default 10 50 100 200 400 800)
#   BENCH_BROAD_SIZES  more sizes for the programs with a broad phase
#                      (has_broad_phase below; default 800 2000; add 5000
#                      for the largest pile: BENCH_BROAD_SIZES="800 2000 5000")
#   BENCH_RUNS         runs per program and size (default 3)
#   BENCH_FRAMES       updates per run, for every program and size
#   BENCH_SCENE        the awk program that writes the scene of N bodies
#                      (default bench/pile.awk)
#
# How many updates (F): 600 (10 s of simulated time) by default.  The
# pile starts as a grid 6 units a row, and the top of an 800-shape grid
# needs about 5.7 s to fall to the floor (2000 shapes: 9 s), so 600
# updates cover the fall and the piling at every size up to 2000 (a pile
# of 5000 is still falling at the end: its top starts 2000 units up).  An
# engine with a broad phase needs that: a shape in free fall costs it
# almost nothing, and a short run would time mostly falling (Box2D's time
# per update at N = 2000 is five times smaller over 60 updates than over
# 600).  The all-pairs programs cannot afford 600 updates at large N, so
# above N = 200 they run 120000 / N updates (300 at 400, 150 at 800), a
# few seconds a run.  That flatters them a little: at N = 200 stage 08
# spends 1.6 ms an update over the first 100 updates and 2.3 ms over 600,
# the touching pairs costing more than the others.  The share of that
# grows as N (contacts) against N^2 (pairs), so it shrinks as N grows.
# BENCH_FRAMES=600 measures every size over the whole fall.
set -eu
export LC_ALL=C
if [ $# -lt 3 ]; then
    echo "usage: sh bench/bench.sh TIMER OUTDIR PROGRAM..." >&2
    exit 2
fi
here=$(dirname "$0")
# shellcheck source=bench/programs.sh
. "$here/programs.sh"
timer=$1; dir=$2; shift 2
sizes=${BENCH_SIZES:-10 50 100 200 400 800}
broad_sizes=${BENCH_BROAD_SIZES-800 2000}
runs=${BENCH_RUNS:-3}

is_count() { case $1 in '' | *[!0-9]* | 0*) return 1 ;; *) return 0 ;; esac; }
for v in $sizes $broad_sizes $runs ${BENCH_FRAMES:-}; do
    is_count "$v" || { echo "bench: '$v' is not a positive whole number (BENCH_SIZES, BENCH_BROAD_SIZES, BENCH_RUNS, BENCH_FRAMES)" >&2; exit 2; }
done
export BENCH_UPDATE_TIME=1

mkdir -p "$dir"
csv=$dir/bench.csv
keys=$dir/no.keys
err=$dir/stderr.txt
work=$dir/bench.tmp
rm -rf "$work"
mkdir -p "$work"
: > "$keys"
header=program,n,frames,runs,median_seconds,updates_per_second,seconds_per_update,clock,process_seconds

# The programs with a broad phase, which get the larger sizes: the
# presets that have its idea (the track from broad_phase on), and the
# peers.
broad_variants=$(presets_from broad_phase "$here/../engine/presets.h" | sed 's/^/variant_/')
has_broad_phase() {
    case $1 in
        box2d | box2d_sleep | box2d_v3* | chipmunk | chipmunk_sleep) return 0 ;;
    esac
    echo "$broad_variants" | grep -qx "$1"
}

# frames_for NAME N
frames_for() {
    if [ -n "${BENCH_FRAMES:-}" ]; then echo "$BENCH_FRAMES"
    elif [ "$2" -le 200 ] || has_broad_phase "$1"; then echo 600
    else echo $((120000 / $2)); fi
}

takes_size() {
    for s in $sizes; do [ "$s" = "$2" ] && return 0; done
    if has_broad_phase "$1"; then
        for s in $broad_sizes; do [ "$s" = "$2" ] && return 0; done
    fi
    return 1
}

# The pile of N shapes (or BENCH_SCENE's scene), written afresh (it is
# cheap, and an edited pile.awk then takes effect at once).
scene_awk=${BENCH_SCENE:-$here/pile.awk}
scene_for() {
    scene_name=$(basename "$scene_awk" .awk)
    awk -v n="$1" -f "$scene_awk" > "$dir/${scene_name}_$1.scene"
    echo "$dir/${scene_name}_$1.scene"
}

# The programs: "NAME<TAB>PATH OPTION..." per line, in the order given.
program_list bench "$work/programs" "$@"

# time_one NAME CMD SCENE FRAMES: one run; appends the process time to
# $work/NAME.FRAMES.process and the loop time (if reported) to .loop.
# Returns 3 when the program refuses the scene for its size.
time_one() {
    # shellcheck disable=SC2086
    if t=$("$timer" $2 --scene "$3" --script "$keys" --frames "$4" 2>"$err" < /dev/null); then
        echo "$t" >> "$work/$1.$4.process"
        sed -n 's/^update loop: \([0-9.]*\) s for [0-9]* updates$/\1/p' "$err" >> "$work/$1.$4.loop"
    elif grep -q "too many bodies" "$err"; then
        return 3
    else
        echo "bench: $2 --scene $3 --frames $4 failed:" >&2
        cat "$err" >&2
        exit 1
    fi
}

# The expected cost, from rates measured on a 2-core machine: an all-pairs
# engine (the stages; stage 08 is the dearest) about 0.12 microseconds per
# pair of shapes per update, the programs with a broad phase about 1
# microsecond per shape per update.  Other variants are counted as
# all-pairs: an upper bound.
all_sizes=$(printf '%s\n' $sizes $broad_sizes | sort -n -u)
estimate=$(while IFS="$(printf '\t')" read -r name cmd; do
    for n in $all_sizes; do
        takes_size "$name" "$n" && echo "$name $n $(frames_for "$name" "$n") $(has_broad_phase "$name" && echo 1 || echo 0)"
    done
done < "$work/programs" | awk -v runs="$runs" '{
    per_update = $4 ? 1e-6 * $2 : 1.2e-7 * $2 * $2 / 2
    s += runs * $3 * per_update
} END { printf "%.0f", s }')
echo "bench: $(wc -l < "$work/programs") programs, sizes $sizes${broad_sizes:+ (+ $broad_sizes with a broad phase)}, $runs runs each, taking turns;"
echo "bench: expected at most about $estimate s if every size runs (a size a program refuses costs nothing)"
echo "bench: the time of the loop of updates alone, as each program reports it (BENCH_UPDATE_TIME=1); 'process': whole process minus a 0-update run"
printf '%-26s %5s %6s %12s %12s %14s %8s\n' program n frames "median s" "updates/s" "ms/update" clock

: > "$work/rows"
tab=$(printf '\t')
for n in $all_sizes; do
    scene=$(scene_for "$n")
    : > "$work/refused"
    i=0
    while [ "$i" -lt "$runs" ]; do
        while IFS="$tab" read -r name cmd; do
            takes_size "$name" "$n" || continue
            grep -qxF "$name" "$work/refused" && continue
            frames=$(frames_for "$name" "$n")
            rc=0
            time_one "$name" "$cmd" "$scene" "$frames" || rc=$?
            if [ "$rc" = 3 ]; then
                echo "$name" >> "$work/refused"
                printf '%-26s %5s %6s   skipped: %s\n' "$name" "$n" "$frames" "$(head -n 1 "$err")"
                echo "$name,$n,$frames,0,,,,," >> "$work/rows"
                continue
            fi
            time_one "$name" "$cmd" "$scene" 0
        done < "$work/programs"
        i=$((i + 1))
    done
    while IFS="$tab" read -r name cmd; do
        takes_size "$name" "$n" || continue
        grep -qxF "$name" "$work/refused" && continue
        frames=$(frames_for "$name" "$n")
        full=$(median < "$work/$name.$frames.process")
        start=$(median < "$work/$name.0.process")
        if [ "$(grep -c . "$work/$name.$frames.loop")" = "$runs" ]; then
            loop=$(median < "$work/$name.$frames.loop")
        else
            loop=
        fi
        echo "$name $n $frames $runs $full $start $loop" | awk '{
            p = $5 - $6; if (p <= 0) p = 1e-6
            if (NF >= 7) { s = $7; clock = "loop" } else { s = p; clock = "process" }
            if (s <= 0) s = 1e-6
            printf "%s,%d,%d,%d,%.6f,%.1f,%.4e,%s,%.6f\n", $1, $2, $3, $4, s, $3 / s, s / $3, clock, p
        }' >> "$work/rows"
        tail -n 1 "$work/rows" | awk -F, '{ printf "%-26s %5s %6s %12s %12s %14.4f %8s\n", $1, $2, $3, $5, $6, $7 * 1000, $8 }'
        rm -f "$work/$name".*
    done < "$work/programs"
done

# Merge: the old rows of every program not run now (when the old table
# has the same columns), then the new rows, sorted by program and N.
names=$(cut -f 1 "$work/programs")
{
    echo "$header"
    {
        if [ -f "$csv" ] && [ "$(head -n 1 "$csv")" = "$header" ]; then
            awk -F, -v names="$names" 'BEGIN { split(names, a, "\n"); for (k in a) run[a[k]] = 1 }
                NR > 1 && !($1 in run)' "$csv"
        elif [ -f "$csv" ]; then
            echo "bench: $csv has other columns (an older benchmark); its rows are dropped" >&2
        fi
        cat "$work/rows"
    } | sort -t, -k1,1 -k2,2n
} > "$csv.tmp"
mv "$csv.tmp" "$csv"
rm -rf "$work" "$err"
echo "bench: wrote $csv"
