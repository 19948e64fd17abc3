#!/bin/sh
# test_make.sh - bare `make`, in a tree with nothing built, builds every
# program: every stage's and every preset's (make test runs it).
#
#   sh tools/test_make.sh
#
# Runs `make -n` with no goal and an empty build directory of its own, and
# looks in what make would do for the link of each program the tree has:
# build/stageNN for every stages/NN_*/, build/variant_NAME for every
# PRESET line of engine/presets.h.  One line per program missing, exit
# status 1.
set -eu
export LC_ALL=C
# The make below is this script's own, not the make that runs it.
unset MAKEFLAGS MFLAGS MAKELEVEL
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
make -n BUILD="$tmp/build" > "$tmp/plan" 2>&1 || { echo "test_make: make -n failed:" >&2; tail -n 5 "$tmp/plan" >&2; exit 1; }
programs=$(for d in stages/[0-9][0-9]_*; do echo "stage$(basename "$d" | cut -c1-2)"; done
    sed -n 's/^ *PRESET(\([a-z_]*\),.*/variant_\1/p' engine/presets.h)
status=0; n=0
for p in $programs; do
    n=$((n + 1))
    grep -q -- "-o $tmp/build/$p\$" "$tmp/plan" || { echo "test_make: bare make does not build $p" >&2; status=1; }
done
[ "$status" = 0 ] && echo "test_make: bare make builds all $n programs"
exit "$status"
