#!/bin/sh
# hard.sh - the four hard scenes, the workbook's numbers and Box2D
# v3's side by side in one run.
#
#   sh bench/hard.sh OUTDIR VARIANT_JOINTS HARD_PROBE [NAME=BOX2D_V3_HARD]...
#
# Each scene runs, with no keys, for the updates of its line below:
#   workbook        build/variant_joints with its defaults;
#   workbook_b2set  build/variant_joints with Box2D v3's ways where the
#                   workbook has a setting for them, the four lines
#                   speculative measured, static_hertz_factor 2,
#                   solve_order colours, point_ids features appended to a
#                   copy of the scene (chapters 10, 13 and 14);
#   NAME            each bench/peers/box2d_v3_hard.c given (NAME as in
#                   make bench-peers: box2d_v3, box2d_v3_nosimd), sleeping
#                   on as the variant's preset has it.
# A workbook run is made twice, by VARIANT_JOINTS for its trace and by
# HARD_PROBE (the same program, bench/hard_probe.c) for the positions the
# trace lacks; the two must end with the same energy to the last digit,
# or the script stops.  bench/hard.awk measures every run the same way.
#
# Writes OUTDIR/hard.csv (scene,measurement,unit, then a column per run)
# and OUTDIR/hard.md, the table printed at the end; the dumps, traces
# and scene copies stay in OUTDIR/hard/.  Without a Box2D v3 program
# one line says its columns are skipped.
set -eu
export LC_ALL=C
if [ $# -lt 3 ]; then
    echo "usage: sh bench/hard.sh OUTDIR VARIANT_JOINTS HARD_PROBE [NAME=BOX2D_V3_HARD]..." >&2
    exit 2
fi
here=$(dirname "$0")
dir=$1 variant=$2 probe=$3
shift 3
for p in "$variant" "$probe"; do
    [ -x "$p" ] || { echo "hard: no program $p" >&2; exit 2; }
done
peers=
for a in "$@"; do
    case $a in
    *=*) [ -x "${a#*=}" ] || { echo "hard: no program ${a#*=}" >&2; exit 2; }
        peers="$peers ${a%%=*}" ;;
    *) echo "hard: a Box2D v3 program is given as NAME=PATH, not '$a'" >&2; exit 2 ;;
    esac
done
[ -n "$peers" ] || echo "hard: Box2D v3 skipped (no build given: make bench-hard BOX2D_V3_NOSIMD=PREFIX, bench/README.md)"

# scene name | file | updates.  The offset stack runs 40 s: with the
# static contacts stiffer it sways for half a minute before it sleeps
# (chapter 13); the house and the chain 10 s, as their tests run them;
# the bridge 30 s, where chapter 14 reads its rest.
scenes='offset_stack|book/scenes/offset_stack.scene|2400
card_house|book/scenes/card_house.scene|600
chain_level|book/scenes/joints/chain_level.scene|600
7_bridge|book/scenes/joints/7_bridge.scene|1800'

# scene | key | what | unit | printf format of the table
rows='offset_stack|top_widest|top box: widest move from its start|units|%.3f
offset_stack|top_final|top box: move at the end (40 s)|units|%.3f
offset_stack|asleep|all asleep at|s|%.2f
card_house|feet_low|feet above the floor at 10 s: lowest|units|%.4f
card_house|feet_high|feet above the floor at 10 s: highest|units|%.4f
card_house|top_change|top: height change at 10 s, from 8.078|units|%.3f
card_house|asleep|all asleep at|s|%.2f
card_house|contacts|trace contacts at 10 s|count|%d
chain_level|widest_gap|widest hinge gap|units|%.3f
chain_level|fastest|fastest link: angular speed|rad/s|%.1f
7_bridge|first_swing|first swing: deepest sag|units|%.2f
7_bridge|first_swing_at|first swing: when|s|%.2f
7_bridge|rest_sag|rest sag at 30 s|units|%.2f'

work=$dir/hard
mkdir -p "$work"
# One file of "run scene key value" lines, in the order of the runs.
: > "$work/values.txt"

measure() { # run scene dump [trace]
    awk -v scene="$2" -v trace="${4:-}" -f "$here/hard.awk" "$3" | sed "s/^/$1 $2 /" >> "$work/values.txt"
}

workbook() { # run scene file updates
    "$variant" --scene "$3" --script plots/no_keys.txt --frames "$4" --trace "$work/$2.$1.trace.csv" > /dev/null
    "$probe" "$3" "$4" > "$work/$2.$1.dump"
    traced=$(tail -n 1 "$work/$2.$1.trace.csv" | awk -F, '{ print $10 }')
    probed=$(tail -n 1 "$work/$2.$1.dump" | awk '$1 == "energy" { print $2 }')
    if [ "$traced" != "$probed" ]; then
        echo "hard: $2 ($1): the probe ends with energy '$probed', build/variant_joints with '$traced'" >&2
        exit 1
    fi
    measure "$1" "$2" "$work/$2.$1.dump" "$work/$2.$1.trace.csv"
}

echo "$scenes" | while IFS='|' read -r name file updates; do
    workbook workbook "$name" "$file" "$updates"
    { cat "$file"; printf 'speculative measured\nstatic_hertz_factor 2\nsolve_order colours\npoint_ids features\n'; } \
        > "$work/$name.b2set.scene"
    workbook workbook_b2set "$name" "$work/$name.b2set.scene" "$updates"
    for a in "$@"; do
        "${a#*=}" --sleep --scene "$file" --frames "$updates" > "$work/$name.${a%%=*}.dump"
        measure "${a%%=*}" "$name" "$work/$name.${a%%=*}.dump"
    done
done

runs="workbook workbook_b2set$peers"
echo "$rows" | awk -F'|' -v runs="$runs" -v values="$work/values.txt" -v csv="$dir/hard.csv" '
BEGIN {
    while ((getline line < values) > 0) { split(line, f, " "); v[f[1], f[2], f[3]] = f[4] }
    n = split(runs, run, " ")
    title["workbook"] = "workbook"
    title["workbook_b2set"] = "workbook, Box2D v3 settings"
    title["box2d_v3"] = "Box2D v3"
    title["box2d_v3_nosimd"] = "Box2D v3, no SIMD"
    head = "scene,measurement,unit"; md = "| scene | measurement | unit |"; rule = "|---|---|---|"
    for (k = 1; k <= n; k++) {
        head = head "," run[k]
        md = md " " (run[k] in title ? title[run[k]] : run[k]) " |"; rule = rule "---:|"
    }
    print head > csv; print md; print rule
}
{
    line = $1 "," $2 "," $4; cells = "| " $1 " | " $3 " | " $4 " |"
    for (k = 1; k <= n; k++) {
        x = (run[k] SUBSEP $1 SUBSEP $2) in v ? v[run[k], $1, $2] : "-"
        line = line "," x
        cells = cells " " (x ~ /^-?[0-9.]+(e-?[0-9]+)?$/ ? sprintf($5, x) : x) " |"
    }
    print line > csv; print cells
}' > "$dir/hard.md"
{
    echo
    echo "60 Hz, 4 sub-steps, no keys; Box2D v3 with one worker, a metre 2 units, friction and restitution averaged."
    echo "workbook: build/variant_joints's defaults; Box2D v3 settings: speculative measured, static_hertz_factor 2, solve_order colours, point_ids features."
} >> "$dir/hard.md"
cat "$dir/hard.md"
echo "hard: wrote $dir/hard.csv and $dir/hard.md"
