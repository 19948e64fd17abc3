#!/bin/sh
# bench.sh BUILD OUT - time every stage on its built-in scene and on a
# crowded scene of 120 bodies, 1200 updates each, no keys.  Speed is
# measured here and only here; the unit tests never time anything.
set -eu
build=$1; out=$2
mkdir -p "$out/bench"
scene="$out/bench/crowd.scene"
: > "$out/bench/no.keys"
# A floor, two walls and a 12 x 10 grid of alternating boxes and circles.
awk 'BEGIN {
    print "rect 50 2 100 4 static"; print "rect 2 50 4 100 static"; print "rect 98 50 4 100 static"
    for (i = 0; i < 12; i++) for (j = 0; j < 10; j++)
        if ((i + j) % 2) printf "rect %g %g 3 2.5 rot=%d\n", 10 + 7 * i, 10 + 6 * j, 5 * j
        else printf "circle %g %g 1.4\n", 10 + 7 * i, 10 + 6 * j
}' > "$scene"
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
printf '%-8s %14s %14s\n' stage "built-in ms" "crowd(120) ms"
for prog in "$build"/stage[0-9][0-9]; do
    t0=$(now_ms); "$prog" --frames 1200 --script "$out/bench/no.keys" >/dev/null
    t1=$(now_ms); "$prog" --frames 1200 --script "$out/bench/no.keys" --scene "$scene" >/dev/null
    t2=$(now_ms)
    printf '%-8s %14d %14d\n' "$(basename "$prog")" $((t1 - t0)) $((t2 - t1))
done
