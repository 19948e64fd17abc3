#!/bin/sh
# PRESETS='NAME ...' test_traces.sh BUILD WEB_OUT [OTHER_BUILD ...] - the
# WebAssembly build runs as the native program does, byte for byte
# (make web-test, which gives PRESETS: engine/presets.h's names).
#
# For every stage, the same runs go through the native program
# BUILD/stageNN, the WebAssembly build (node WEB_OUT/run.mjs NN) and the
# native program of every OTHER_BUILD (gcc and clang at -O0 and -O2): the
# default run, no keys (--script /dev/null and an empty file), another
# seed, every scene of book/scenes/ with no keys and with the stage's
# default key script, and three bad inputs.  Every preset of the engine
# (PRESETS; BUILD/variant_NAME, run.mjs variant_NAME) runs its default
# run and every book scene with and without keys the same way, and a key
# script that switches each idea of its line off and on again (the digit
# keys) on the built-in scene and on a pile.  The presets whose words in
# scene files do something (materials, aabb_layers, soft_step: the
# engine's program.c) also run a scene that uses them and one that gets
# them wrong, and soft_step a key script of its own keys (J / K, I / O)
# on that scene and on its built-in one; joints every demo of
# book/scenes/joints/, soft_step's
# words and keys on one, two bad joint lines, and key scripts with
# pointer lines (a drag of a body; stage 1, which has no use for the
# pointer, reads them too) and a bad one; a run
# marked + (those that use the words) must succeed and write rows, so a
# word both builds refused alike fails too.  Each run's trace, standard
# output, standard error and exit status must equal the native program's.
# The numbers agree because the workbook computes its own sine and cosine
# (common/trig.c), builds with -ffp-contract=off, and otherwise uses only
# correctly rounded operations (+ - * / sqrt) and exact printf/strtod.
set -eu

if [ "${1:-}" = --case ]; then
    # One run, every build: --case TMP ID [+]NN|variant_NAME ARGS...
    shift
    tmp=$1 id=$2 nn=$3
    shift 3
    must_run=false
    case $nn in +*) must_run=true nn=${nn#+} ;; esac
    dir=$tmp/$id
    mkdir -p "$dir"
    i=0
    case $nn in variant_*) program=$nn ;; *) program=stage$nn ;; esac
    for prog in native wasm $VARIANTS; do
        trace=$dir/trace.csv
        rm -f "$trace"
        set +e
        case $prog in
        native) "$BUILD/$program" "$@" --trace "$trace" > "$dir/out" 2> "$dir/err" ;;
        wasm) node "$WEB_OUT/run.mjs" "$nn" "$@" --trace "$trace" > "$dir/out" 2> "$dir/err" ;;
        *) "$prog/$program" "$@" --trace "$trace" > "$dir/out" 2> "$dir/err" ;;
        esac
        echo $? > "$dir/status"
        set -e
        [ -f "$trace" ] || : > "$trace"
        for f in trace.csv out err status; do
            if [ $i = 0 ]; then
                mv "$dir/$f" "$dir/native.$f"
            elif ! cmp -s "$dir/native.$f" "$dir/$f"; then
                echo "FAIL $program $* ($prog): $f differs from the native program's"
                diff "$dir/native.$f" "$dir/$f" | head -5
                exit 1
            fi
        done
        i=$((i + 1))
    done
    if $must_run && [ "$(cat "$dir/native.status")" != 0 ]; then
        echo "FAIL $program $*: the native run failed: $(cat "$dir/native.err")"
        exit 1
    fi
    # a run that wrote nothing proves nothing: the good runs have rows
    if [ "$(cat "$dir/native.status")" = 0 ] && [ "$(wc -l < "$dir/native.trace.csv")" -lt 2 ]; then
        echo "FAIL $program $*: the native run wrote no trace rows"
        exit 1
    fi
    echo "ok $program $*"
    rm -rf "$dir"
    exit 0
fi

[ $# -ge 2 ] || { echo "usage: PRESETS='NAME ...' test_traces.sh BUILD WEB_OUT [OTHER_BUILD ...]" >&2; exit 2; }
[ -n "${PRESETS:-}" ] || { echo "test_traces.sh: PRESETS names no preset (make web-test gives engine/presets.h's)" >&2; exit 2; }
BUILD=$1 WEB_OUT=$2
shift 2
VARIANTS="$*"
export BUILD WEB_OUT VARIANTS

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
: > "$tmp/empty.keys"
printf 'gravity 0 -20\ncircle 50 60\n' > "$tmp/bad.scene"
printf '10 Q\n20 Tab\n' > "$tmp/bad.keys"
# The variants' own scene words, right and wrong, and soft_step's keys:
# both settings up and down, to each end of their ranges, and a key held.
{ printf 'sub_steps 8\ncontact_hertz 15\ncontact_damping_ratio 5\npush_out_speed 4\n'; cat book/scenes/tower.scene; } > "$tmp/soft_step.scene"
printf 'circle 50 60 2.5\ncontact_hertz 0\n' > "$tmp/soft_step_bad.scene"
{ printf '20 K\n40 O\n60 J\n80 J\n100 I\n120 I\n140 J 20\n170 J\n180 J\n'
  for f in 200 210 220 230 240 250 260 270 275; do echo "$f O"; done
  for f in 280 282 284 286 288 290 292; do echo "$f K"; done; } > "$tmp/soft_step.keys"
printf 'material cork density=0.25 friction=0.6 restitution=0.5\ncircle 40 60 2 material=steel\nrect 60 60 6 2 material=cork friction=0.1\nrect 50 4 100 3.75 static material=clay\n' > "$tmp/materials.scene"
printf 'circle 40 60 2 material=cork\n' > "$tmp/materials_bad.scene"
printf 'circle 50 30 2 layer=2 mask=2\ncircle 50 60 2 layer=4 mask=0x4\nrect 50 4 100 3.75 static\n' > "$tmp/layers.scene"
printf 'circle 50 30 2 layer=two\n' > "$tmp/layers_bad.scene"
# joints: a joint naming a body the file lacks (known once the file is
# read) and one whose kind is not one; soft_step's words and keys on a
# scene of joints.
printf 'joint revolute ground pole 50 50\ncircle 50 60 2 name=bob\n' > "$tmp/joints_bad.scene"
printf 'circle 50 60 2 name=bob\njoint hinge world bob 50 70\n' > "$tmp/joints_bad_kind.scene"
{ printf 'sub_steps 8\n'; cat book/scenes/joints/7_bridge.scene; } > "$tmp/joints.scene"
# The pointer's lines (keyscript.h): a drag of the box of the first demo
# up and across, a key among them, a release, and a press left held; a
# drag of the bridge's middle plank; and a press while the pointer is down.
printf '60 press 50 6.5\n70 drag 60 20\n75 G\n80 drag 70.25 25.5\n150 release\n170 press 70 6.5\n' > "$tmp/drag.keys"
printf '20 press 50.5 14.1\n30 drag 50 20\n31 drag 48.5 21\n90 drag 50 35\n120 release\n' > "$tmp/bridge_drag.keys"
printf '10 press 50 60\n20 press 50 60\n' > "$tmp/bad_drag.keys"
# The digit keys: each idea of a line off, then on again, a key held
# over several updates, and two switched on one update.
printf '30 1\n60 2\n90 1\n120 3 20\n160 4\n161 5\n200 6\n230 7\n260 2\n262 3\n264 4\n266 5 3\n270 6\n272 7\n280 8\n281 9\n' > "$tmp/ideas.keys"
awk -v n=100 -f bench/pile.awk > "$tmp/pile_100.scene"

# One line per run: NN ARGS...
for d in stages/[0-9][0-9]_*; do
    nn=$(basename "$d" | cut -c1-2)
    echo "$nn"
    echo "$nn --script /dev/null"
    echo "$nn --script $tmp/empty.keys --frames 120"
    echo "$nn --seed 42 --frames 300"
    for s in book/scenes/*.scene; do
        echo "$nn --scene $s --script /dev/null"
        echo "$nn --scene $s"
    done
    echo "$nn --scene $tmp/bad.scene"
    echo "$nn --script $tmp/bad.keys"
    echo "$nn --scene $tmp/missing.scene"
done > "$tmp/cases"
for p in $PRESETS; do
    v=variant_$p
    echo "$v"
    for s in book/scenes/*.scene; do
        echo "$v --scene $s --script /dev/null"
        echo "$v --scene $s"
    done
    echo "$v --scene $tmp/bad.scene"
    echo "+$v --script $tmp/ideas.keys --frames 300"
    echo "+$v --scene $tmp/pile_100.scene --script $tmp/ideas.keys --frames 300"
done >> "$tmp/cases"
cat >> "$tmp/cases" << EOF
+variant_soft_step --scene $tmp/soft_step.scene --script $tmp/soft_step.keys --frames 300
+variant_soft_step --script $tmp/soft_step.keys --frames 300
variant_soft_step --scene $tmp/soft_step_bad.scene
+variant_materials --scene $tmp/materials.scene --frames 300
variant_materials --scene $tmp/materials_bad.scene
+variant_aabb_layers --scene $tmp/layers.scene --frames 300
variant_aabb_layers --scene $tmp/layers_bad.scene
+variant_joints --scene $tmp/joints.scene --script $tmp/soft_step.keys --frames 300
variant_joints --scene $tmp/joints_bad.scene
variant_joints --scene $tmp/joints_bad_kind.scene
+variant_joints --scene book/scenes/joints/1_box.scene --script $tmp/drag.keys --frames 200
+variant_joints --scene $tmp/joints.scene --script $tmp/bridge_drag.keys --frames 200
variant_joints --scene book/scenes/joints/1_box.scene --script $tmp/bad_drag.keys
+01 --script $tmp/drag.keys --frames 200
+08 --script $tmp/ideas.keys --frames 300
01 --script $tmp/bad_drag.keys
EOF
for s in book/scenes/joints/*.scene; do
    echo "+variant_joints --scene $s --script /dev/null --frames 300"
done >> "$tmp/cases"

total=$(wc -l < "$tmp/cases")
jobs=$(nproc 2>/dev/null || echo 2)
n=0
while read -r line; do
    n=$((n + 1))
    echo "$n $line"
done < "$tmp/cases" > "$tmp/numbered"
# xargs stops at the first case that exits 255; a failing case exits 1,
# and xargs then exits 123, which fails the whole test below.
if xargs -P "$jobs" -L 1 sh "$0" --case "$tmp" < "$tmp/numbered" > "$tmp/log"; then
    passed=$(grep -c '^ok ' "$tmp/log" || true)
    echo "web-test: $passed of $total runs agree byte for byte (native, node run.mjs${VARIANTS:+, $(echo $VARIANTS | wc -w) other builds})"
    [ "$passed" = "$total" ] || { echo "web-test: some runs were not checked" >&2; exit 1; }
    echo "$passed passed, 0 failed"
else
    grep -A6 '^FAIL' "$tmp/log" >&2 || true
    failed=$(grep -c '^FAIL' "$tmp/log" || true)
    passed=$(grep -c '^ok ' "$tmp/log" || true)
    echo "$passed passed, $failed failed"
    exit 1
fi
