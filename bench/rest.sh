#!/bin/sh
# rest.sh - what an update costs once the pile has come to rest: the time
# of each update from A + 1 to B of the benchmark's pile, for every
# program named, side by side in one run.
#
#   sh bench/rest.sh OUTDIR PROGRAM...
#
# A PROGRAM is named as for bench/bench.sh: a path (the row is the file's
# name) or, as one argument, NAME=PATH OPTION...  For each N of
# BENCH_REST_SIZES (default 200 800) the pile is bench/pile.awk's, with no
# keys.  Each program runs it for A updates and for B updates
# (BENCH_REST_FROM, default 1200: 20 s, long after the piles of 200 and
# 800 have landed and settled; BENCH_REST_TO, default 2400), timing its
# loop of updates itself (BENCH_UPDATE_TIME=1, as bench.sh does); the
# difference, over B - A, is the time of one update of the rested pile.
# The programs take turns, BENCH_REST_RUNS rounds (default 3), and the
# median of each program's differences is kept.
#
# The first use is the sleeping law of chapter 11, that once asleep an
# update costs less than a tenth of an awake update of the same pile:
# variant_broad_phase solves the pile awake in every update, and
# variant_sleeping computes the same motion until its islands fall
# asleep (its traces are broad_phase's until then), so their ratio is
# the cost of an asleep update against an awake one.  The peers with
# --sleep show what their sleeping does with the same pile.
#
# Writes OUTDIR/rest.csv (program,n,from,to,runs,ms_per_update) and
# OUTDIR/rest.md, the table printed at the end, with each row's ratio to
# variant_broad_phase's time at the same N when that program ran.  An
# update of a pile asleep may cost less than the two runs' times differ
# by chance on a busy machine; a median of zero or below is then no
# time at all, and the table says "noise" in its place (the csv keeps
# the number).
set -eu
export LC_ALL=C
if [ $# -lt 2 ]; then
    echo "usage: sh bench/rest.sh OUTDIR PROGRAM..." >&2
    exit 2
fi
here=$(dirname "$0")
# shellcheck source=bench/programs.sh
. "$here/programs.sh"
dir=$1; shift
sizes=${BENCH_REST_SIZES:-200 800}
from=${BENCH_REST_FROM:-1200}
to=${BENCH_REST_TO:-2400}
runs=${BENCH_REST_RUNS:-3}

is_count() { case $1 in '' | *[!0-9]* | 0*) return 1 ;; *) return 0 ;; esac; }
for v in $sizes $from $to $runs; do
    is_count "$v" || { echo "rest: '$v' is not a positive whole number (BENCH_REST_SIZES, BENCH_REST_FROM, BENCH_REST_TO, BENCH_REST_RUNS)" >&2; exit 2; }
done
if [ "$to" -le "$from" ]; then
    echo "rest: BENCH_REST_TO ($to) must be larger than BENCH_REST_FROM ($from)" >&2
    exit 2
fi
export BENCH_UPDATE_TIME=1

mkdir -p "$dir"
work=$dir/rest.tmp
rm -rf "$work"
mkdir -p "$work"
: > "$work/no.keys"
tab=$(printf '\t')

program_list rest "$work/programs" "$@"

# loop_seconds CMD SCENE FRAMES: the loop time the program reports.
loop_seconds() {
    # shellcheck disable=SC2086
    if ! $1 --scene "$2" --script "$work/no.keys" --frames "$3" > /dev/null 2> "$work/err"; then
        echo "rest: $1 --scene $2 --frames $3 failed:" >&2
        cat "$work/err" >&2
        exit 1
    fi
    t=$(sed -n 's/^update loop: \([0-9.]*\) s for [0-9]* updates$/\1/p' "$work/err")
    if [ -z "$t" ]; then
        echo "rest: $1 did not report its loop time (BENCH_UPDATE_TIME=1)" >&2
        exit 1
    fi
    echo "$t"
}

echo "rest: $(wc -l < "$work/programs") programs, piles of $sizes, updates $((from + 1))-$to, $runs runs each, taking turns"
echo "program,n,from,to,runs,ms_per_update" > "$work/csv"
for n in $sizes; do
    scene=$work/pile_$n.scene
    awk -v n="$n" -f "$here/pile.awk" > "$scene"
    i=0
    while [ "$i" -lt "$runs" ]; do
        while IFS="$tab" read -r name cmd; do
            a=$(loop_seconds "$cmd" "$scene" "$from")
            b=$(loop_seconds "$cmd" "$scene" "$to")
            echo "$a $b" | awk -v f="$from" -v t="$to" '{ printf "%.9f\n", ($2 - $1) / (t - f) }' >> "$work/$name.$n"
        done < "$work/programs"
        i=$((i + 1))
    done
    while IFS="$tab" read -r name cmd; do
        ms=$(median < "$work/$name.$n" | awk '{ printf "%.4f", $1 * 1000 }')
        echo "$name,$n,$from,$to,$runs,$ms" >> "$work/csv"
    done < "$work/programs"
done
mv "$work/csv" "$dir/rest.csv"

# The table: ms per update, and the ratio to broad_phase's (the same pile
# solved awake) where it ran.
awk -F, -v from="$from" -v to="$to" 'NR == 1 { next }
    { ms[$1, $2] = $6; if (!($1 in seen)) { seen[$1] = 1; order[++np] = $1 } if (!($2 in seenn)) { seenn[$2] = 1; sizes[++ns] = $2 } }
    END {
        printf "Time of one update of the rested pile (updates %d-%d), ms, and against variant_broad_phase (the same pile, solved awake):\n\n", from + 1, to
        printf "| program |"; for (j = 1; j <= ns; j++) printf " N = %s | ratio |", sizes[j]; printf "\n"
        printf "|---|"; for (j = 1; j <= ns; j++) printf "---:|---:|"; printf "\n"
        for (i = 1; i <= np; i++) {
            p = order[i]; printf "| %s |", p
            for (j = 1; j <= ns; j++) {
                n = sizes[j]; b = ms["variant_broad_phase", n]
                if (ms[p, n] + 0 <= 0) { printf " noise | - |"; noisy = 1; continue }
                r = (b != "" && b > 0) ? sprintf("%.3f", ms[p, n] / b) : "-"
                printf " %s | %s |", ms[p, n], r
            }
            printf "\n"
        }
        if (noisy)
            printf "\nnoise: the runs to update %d and to update %d took times whose difference, the median of the rounds, is zero or less: the machine was too busy to time so cheap an update; run it on a quiet machine or with more rounds (BENCH_REST_RUNS).\n", from, to
    }' "$dir/rest.csv" > "$dir/rest.md"
cat "$dir/rest.md"
rm -rf "$work"
echo "rest: wrote $dir/rest.csv and $dir/rest.md"
