#!/bin/sh
# seed_corpus.sh DIR - writes the fuzzers' starting inputs, taken from the
# project's own files, into DIR/scene, DIR/keyscript and DIR/probe_line
# (DIR/stage8_run gets the scenes too).  Run at fuzz time so no corpus
# is committed.
set -eu
out=$1
rm -rf "$out"
mkdir -p "$out/scene" "$out/keyscript" "$out/probe_line" "$out/stage8_run" "$out/step_settings"

# Scenes: the book's experiments and the plots' comparison scene.
for f in book/scenes/*.scene plots/compare_scene.txt; do
    [ -f "$f" ] || continue
    cp "$f" "$out/scene/$(basename "$f")"
    cp "$f" "$out/stage8_run/$(basename "$f")"
    cp "$f" "$out/step_settings/$(basename "$f")"
done
# The variant soft_step's settings (variants/soft_step/step_settings.h),
# at their defaults and at the ends of their ranges.
printf 'sub_steps 4\ncontact_hertz 30\ncontact_damping_ratio 10\npush_out_speed 6\nrect 0 0 4 2\n' \
    > "$out/step_settings/defaults.scene"
printf 'sub_steps 64\ncontact_hertz 1000\ncontact_damping_ratio 0\npush_out_speed 1e6\n' \
    > "$out/step_settings/ends.scene"

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
for d in scene keyscript probe_line stage8_run step_settings; do
    echo "fuzz: seeds for $d: $(ls "$out/$d" | wc -l) files"
done
