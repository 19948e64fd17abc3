#!/bin/sh
# compare_run.sh - one program on one scene of chapter 13's solver
# comparison, and the row of out/track/compare.csv it gives.
#
#   sh plots/compare_run.sh PROGRAM KIND SCENE.scene FRAMES EVERY OUT
#
# runs PROGRAM (build/stage08, build/variant_NAME) on SCENE.scene with no
# keys for FRAMES updates and writes
#   OUT.trace.csv  its trace (common/trace.c)
#   OUT.txt        what it printed
#   OUT.csv        the top box over time, plots/tower_drift.awk's table
#                  (KIND stack or overlap), or the box of friction 0.6,
#                  the first that must hold (KIND ramp); none for a pile
#   OUT.ramp.csv   (KIND ramp) every box's friction and how far it moved
#                  in 2 s and in the whole run
#   OUT.row        one row of the comparison (plots/compare_row.awk)
# from the run's plot data of every EVERY-th frame, which is read and
# removed.  KIND is stack (a stack or a pyramid: who stands), ramp,
# overlap or pile (plots/compare_row.awk says what each measures).  Run
# from the top directory (plots/track.mk does).
set -eu
if [ $# -ne 6 ]; then
    echo "usage: sh plots/compare_run.sh PROGRAM KIND SCENE.scene FRAMES EVERY OUT" >&2
    exit 2
fi
program=$1 kind=$2 scene=$3 frames=$4 every=$5 out=$6
case $kind in
stack | ramp | overlap | pile) ;;
*) echo "compare_run.sh: KIND must be stack, ramp, overlap or pile, not '$kind'" >&2; exit 2 ;;
esac
name=$(basename "$program")
mkdir -p "$(dirname "$out")"
rm -f "$out.csv" "$out.ramp.csv"
if [ "$kind" = pile ]; then
    "$program" --scene "$scene" --script plots/no_keys.txt --frames "$frames" \
        --trace "$out.trace.csv" > "$out.txt"
    series=
else
    "$program" --scene "$scene" --script plots/no_keys.txt --frames "$frames" \
        --trace "$out.trace.csv" --plot-data "$out.dat" --every "$every" > "$out.txt"
    series=$out.csv
    if [ "$kind" = ramp ]; then
        # The boxes follow the slopes in the scene; a box's friction is
        # its line's friction=.  2 s is frame 120: EVERY must divide it.
        boxes=$(awk '/^rect/ && !/static/ { n++ } END { print n + 0 }' "$scene")
        echo "box,mu,moved_2s,moved_end" > "$out.ramp.csv"
        k=1
        while [ "$k" -le "$boxes" ]; do
            mu=$(awk -v k="$k" '/^rect/ && !/static/ && ++n == k { sub(/.*friction=/, ""); print $1 + 0 }' "$scene")
            awk -v body="$k" -f plots/tower_drift.awk "$scene" "$out.dat" > "$out.box.csv"
            awk -F, -v k="$k" -v mu="$mu" -v name="$name" '
                NR > 1 && $1 == 120 { two = $6; seen = 1 }
                NR > 1 { last = $6 }
                END {
                    if (!seen) { print "compare_run.sh: " name ": no frame 120 in the plot data (EVERY must divide 120)" > "/dev/stderr"; exit 2 }
                    print k "," mu "," two "," last
                }' "$out.box.csv" >> "$out.ramp.csv"
            if [ "$mu" = 0.6 ]; then cp "$out.box.csv" "$out.csv"; fi
            k=$((k + 1))
        done
        rm -f "$out.box.csv"
        [ -f "$out.csv" ] || { echo "compare_run.sh: $scene has no box of friction 0.6" >&2; exit 2; }
    else
        awk -f plots/tower_drift.awk "$scene" "$out.dat" > "$out.csv"
    fi
    rm -f "$out.dat"
fi
boxes_table=
[ "$kind" = ramp ] && boxes_table=$out.ramp.csv
awk -v scene="$(basename "$scene" .scene)" -v program="$name" -v kind="$kind" \
    -f plots/compare_row.awk "$out.trace.csv" $series $boxes_table > "$out.row"
