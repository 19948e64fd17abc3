#!/bin/sh
# seed_corpus.sh DIR - writes the fuzzers' starting inputs, taken from the
# project's own files, into DIR/scene, DIR/keyscript and DIR/probe_line
# (DIR/stage8_run gets the scenes too).  Run at fuzz time so no corpus
# is committed.
set -eu
out=$1
rm -rf "$out"
mkdir -p "$out/scene" "$out/keyscript" "$out/probe_line" "$out/stage8_run" "$out/step_settings" \
    "$out/joints"

# Scenes: the book's experiments and the plots' comparison scene.
for f in book/scenes/*.scene plots/compare_scene.txt; do
    [ -f "$f" ] || continue
    cp "$f" "$out/scene/$(basename "$f")"
    cp "$f" "$out/stage8_run/$(basename "$f")"
    cp "$f" "$out/step_settings/$(basename "$f")"
    cp "$f" "$out/joints/$(basename "$f")"
done
# The engine's settings (engine/physics.h), at their defaults and at the
# ends of their ranges, with a material and layers.
printf 'sub_steps 4\ncontact_hertz 30\ncontact_damping_ratio 10\npush_out_speed 6\nrestitution_threshold 1\nrect 0 0 4 2\n' \
    > "$out/step_settings/defaults.scene"
printf 'sub_steps 64
contact_hertz 1000
contact_damping_ratio 0
push_out_speed 1e6
static_hertz_factor 16
restitution_threshold 0
hertz_cap off
' \
    > "$out/step_settings/ends.scene"
printf 'solver relaxation\nmanifold off\nwarm_start off\nbroad_phase off\nsleep off\njoints off\nfriction_law coulomb\nmixing materials\nbounds boxes\npoint_ids features\nspeculative measured\ncorrection_rate 0.4\ncorrection_slop 0.05\nmaterial cork density=0.24 friction=0.6 restitution=0.5\ncircle 0 0 1 material=cork layer=2 mask=0x5\n' \
    > "$out/step_settings/ideas.scene"

# The joints' lines (engine/joint_scene.h): Box2D-Lite's
# demos in book/scenes/joints/, and every kind and option at once.
for f in book/scenes/joints/*.scene; do
    [ -f "$f" ] || continue
    cp "$f" "$out/joints/$(basename "$f")"
done
printf 'sub_steps 8\nrect 50 2 100 4 static name=floor\ncircle 40 20 1 name=a\nrect 60 20 4 1\ncircle 70 20 1\n%s\n%s\n%s\n%s\n' \
    'joint revolute floor a 40 21 lower=-30 upper=45 motor_speed=2 max_torque=50 hertz=5 damping=0.5 spring_hertz=2 spring_damping=0.1' \
    'joint weld a 3 50 20 hertz=10 damping=1 collide_connected=on' \
    'joint distance 3 4 60 20 70 20 length=8 hertz=2 damping=0 min=5 max=12' \
    'joint rope world 4 70 40 70 20 max=25 collide_connected=off' > "$out/joints/every_option.scene"
printf 'circle 50 44 0.5 vel=0,30\njoint distance world 1 50 50 50 44 min=4 max=8\n' \
    > "$out/joints/range.scene"
printf 'circle 40 20 1\ncircle 60 20 1\njoint distance 1 2 40 20 60 20\njoint revolute ground 2 60 30\n' \
    > "$out/joints/rod.scene"

# Key scripts: each stage's observation script, lifted from the C string
# literal in observation.c ("...\n" lines), plus the keys of plots/.
for f in stages/*/observation.c; do
    [ -f "$f" ] || continue
    stage=$(basename "$(dirname "$f")")
    sed -n 's/^ *"\(.*\)\\n"[ ;]*$/\1/p' "$f" > "$out/keyscript/$stage.keys"
done
[ -f plots/no_keys.txt ] && cp plots/no_keys.txt "$out/keyscript/no_keys.keys"
printf '1 A\n2 Left 3\n' > "$out/keyscript/small.keys"

# Probe lines: every quoted 'SHAPE | SHAPE' example in the README, the
# book and the tests, one file per example ("\n" inside quotes splits).
n=0
grep -rhoE "'(circle|rect) [^']*\\|[^']*'" README.md book tests 2>/dev/null | sort -u |
while IFS= read -r q; do
    n=$((n + 1))
    printf '%s\n' "$q" | sed "s/^'//; s/'\$//; s/\\\\n/\\n/g" > "$out/probe_line/example$n.txt"
done
for d in scene keyscript probe_line stage8_run step_settings joints; do
    echo "fuzz: seeds for $d: $(ls "$out/$d" | wc -l) files"
done
