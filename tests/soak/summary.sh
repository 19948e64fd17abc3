#!/bin/sh
# summary.sh - the table at the end of `make soak`.
#
#   sh tests/soak/summary.sh DIR PROGRAM...
#
# Reads what tests/soak/soak.mk's long runs left in DIR for each PROGRAM
# (stage07, variant_NAME, ...): PROGRAM.finite.txt and .status (masses
# over four decades, every traced value finite) and, where the room is
# checked, PROGRAM.room.txt and .status (masses over two decades, no
# shape outside the room by more than its size).  Prints a Markdown table
# of the failed scenes per program, writes it to DIR/summary.md, and
# fails (status 1) when any run failed or left no report.
set -eu
export LC_ALL=C
if [ $# -lt 2 ]; then
    echo "usage: sh tests/soak/summary.sh DIR PROGRAM..." >&2
    exit 2
fi
dir=$1
shift

# count LOG: "K of N" from soak.c's last line ("N scenes, ..." or "K of N
# scenes failed"), or "no report".
count() {
    if [ ! -f "$1" ]; then echo "no report"; return; fi
    tail -n 1 "$1" | awk '
        / scenes failed$/ { print $3 " of " $5; ok = 1 }
        / scenes, .* updates/ { print "0 of " $3; ok = 1 }
        END { if (!ok) print "no report" }'
}

# seeds LOG: the failed scenes, "0xSEED (N bodies, update U)", one a line.
seeds() {
    [ -f "$1" ] || return 0
    sed -n 's/^soak: [^:]*: scene seed \(0x[0-9a-f]*\) (\([0-9]*\) bodies), after update \([0-9]*\): \(.*\)$/\1 (\2 bodies, update \3: \4)/p' "$1"
}

status=0
{
    echo "| program | masses 0.01-100: scenes with a value not finite | masses 0.1-10: scenes with a shape outside the room | the failed scenes (seed; bodies; update; what) |"
    echo "|---|---:|---:|---|"
    for p in "$@"; do
        finite=$(count "$dir/$p.finite.txt")
        if [ -f "$dir/$p.room.status" ] || [ -f "$dir/$p.room.txt" ]; then
            room=$(count "$dir/$p.room.txt")
        else
            room="not checked"
        fi
        for s in "$dir/$p.finite.status" "$dir/$p.room.status"; do
            if [ -f "$s" ] && [ "$(cat "$s")" != 0 ]; then status=1; fi
        done
        case "$finite $room" in *"no report"*) status=1 ;; esac
        which=$( { seeds "$dir/$p.finite.txt"; seeds "$dir/$p.room.txt"; } | sed 's/$/;/' | tr '\n' ' ' | sed 's/; $//')
        echo "| $p | $finite | $room | ${which:--} |"
    done
} > "$dir/summary.md"
echo "soak: the long soak's failed scenes per program ($dir/summary.md; logs beside it):"
cat "$dir/summary.md"
if [ "$status" != 0 ]; then
    echo "soak: some scenes failed (above); rerun one with the command in its log: PROGRAM --scene-seed SEED --updates U --print-scene" >&2
fi
exit "$status"
