#!/bin/sh
# map.sh NN LIST WORK - which tests catch which function of stage NN.
#
# Builds the stage at -O0 once (common/ once for all stages, in WORK/common),
# runs its cumulative tests (the baseline: all must pass), then for every
# function of LIST ("FILE FUNCTION POINTS") builds the stage with only that
# function stubbed and records the tests that fail.  Writes, in WORK/NN/:
#   tests.txt    KEY<TAB>FILE   every test of the stage ("suite|case|test")
#   map.txt      FILE:FUNCTION<TAB>KEY   one line per test that catches it
#   gaps.txt     FILE:FUNCTION  the functions no test catches
# The one-function builds run JOBS (default 2) at a time.  Exit status 1
# when the baseline fails or a stub does not compile.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
nn=$1 list=$2 work=$3
CC=${CC:-cc}
JOBS=${JOBS:-2}
FLAGS="-std=c11 -Wall -Wextra -Wpedantic -ffp-contract=off -O0"
stage=$(ls -d "$top"/stages/"$nn"_* | head -1)
name=$(basename "$stage")
chapter=$(ls "$top"/book/"$nn"-*.md | head -1)
title=$(echo "$name" | sed -e 's/^[0-9]*_//' -e 's/_/ /g' -e 's/^./\U&/')
w=$work/$nn
check_cflags=$(pkg-config --cflags check 2>/dev/null || true)
check_libs=$(pkg-config --libs check 2>/dev/null || echo -lcheck)
mkdir -p "$w"

# ---- one function stubbed: run as  map.sh NN LIST WORK --one FILE FN ----
if [ "${4:-}" = --one ]; then
    file=$5 fn=$6
    d=$w/one/${file%.c}.$fn
    rm -rf "$d"; mkdir -p "$d"
    echo "$file $fn" > "$d/list"
    sh "$top/assignments/tools/stub_sources.sh" "$stage" "$chapter" "$d/list" "$d"
    $CC $FLAGS -DSTAGE_NAME="\"stage$nn\"" -DSTAGE_TITLE="\"$title\"" -I"$stage" -I"$top/common" \
        -c "$d/$file" -o "$d/stub.o" 2> "$d/cc.txt" || { echo "map: stage $nn: $file $fn: the stub does not compile:" >&2; cat "$d/cc.txt" >&2; exit 1; }
    objs=$(ls "$w"/sol/*.o | grep -v "/${file%.c}\.o$")
    $CC "$w/tests/runner.o" "$w"/tests/test_*.o "$d/stub.o" $objs "$work/common/libcommon.a" $check_libs -lm -o "$d/tests"
    (cd "$top" && CK_LOG_FILE_NAME="$d/log.txt" CK_DEFAULT_TIMEOUT=${CK_DEFAULT_TIMEOUT:-10} "$d/tests" > /dev/null 2>&1 || true)
    awk -f "$top/assignments/kit/tools/results.awk" "$d/log.txt" > "$d/results.txt"
    # Tests that did not run at all (a crash outside Check's fork) count as caught.
    awk -F '\t' -v fn="$file:$fn" 'FILENAME == ARGV[1] { ran[$1] = $2; next }
        !($1 in ran) || ran[$1] != "pass" { print fn "\t" $1 }' "$d/results.txt" "$w/tests.txt" > "$d/caught.txt"
    exit 0
fi

# ---- up to date?  Unless FORCE=1, a map newer than everything it comes from
# (the stage, the tests, common/, these tools, the same list) is kept.
if [ "${FORCE:-0}" != 1 ] && [ -f "$w/map.txt" ] && [ -f "$w/list.used" ] && cmp -s "$list" "$w/list.used" &&
   [ -z "$(find "$stage" "$top/tests" "$top/common" "$top/assignments/tools" "$top/assignments/kit" "$top/tools/make_runner.sh" -newer "$w/map.txt" -type f | head -1)" ]; then
    echo "map: stage $nn: the map in $w is up to date"
    exit 0
fi
rm -f "$w/map.txt" "$w/list.used"

# ---- common/, once for every stage ------------------------------------
mkdir -p "$work/common"
if [ ! -f "$work/common/libcommon.a" ] || [ -n "$(find "$top/common" -newer "$work/common/libcommon.a" -name '*.[ch]' | head -1)" ]; then
    for c in "$top"/common/*.c; do
        echo "$CC $FLAGS -I$top/common -c $c -o $work/common/$(basename "${c%.c}").o"
    done | xargs -d '\n' -n 1 -P "$JOBS" sh -c 'eval "$0"'
    rm -f "$work/common/libcommon.a"
    ar rcs "$work/common/libcommon.a" "$work"/common/*.o
fi

# ---- the stage's own objects and its tests ------------------------------
rm -rf "$w/sol" "$w/tests" "$w/one"; mkdir -p "$w/sol" "$w/tests"
for c in "$stage"/*.c; do
    b=$(basename "${c%.c}")
    echo "$CC $FLAGS -DSTAGE_NAME='\"stage$nn\"' -DSTAGE_TITLE='\"$title\"' -I$stage -I$top/common -c $c -o $w/sol/$b.o"
done > "$w/cmds"
tsrc=""
for t in "$top"/tests/[0-9][0-9]_*; do
    m=$(basename "$t" | cut -c1-2)
    [ "$m" \> "$nn" ] && continue
    for c in "$t"/test_*.c; do
        tsrc="$tsrc $c"
        echo "$CC $FLAGS $check_cflags -DSTAGE_NUMBER=$(echo "$nn" | sed 's/^0//') -I$stage -I$top/common -I$top/tests/support -c $c -o $w/tests/$(basename "${c%.c}").o"
    done
done >> "$w/cmds"
sh "$top/tools/make_runner.sh" "stage$nn" $tsrc > "$w/tests/runner.c"
echo "$CC $FLAGS $check_cflags -c $w/tests/runner.c -o $w/tests/runner.o" >> "$w/cmds"
xargs -d '\n' -n 1 -P "$JOBS" sh -c 'eval "$0"' < "$w/cmds"
mv "$w/sol/main.o" "$w/main.o"
$CC "$w/tests/runner.o" "$w"/tests/test_*.o "$w"/sol/*.o "$work/common/libcommon.a" $check_libs -lm -o "$w/baseline"
(cd "$top" && CK_LOG_FILE_NAME="$w/baseline.log" "$w/baseline" > /dev/null 2>&1 || true)
awk -f "$top/assignments/kit/tools/results.awk" "$w/baseline.log" > "$w/baseline.txt"
awk -F '\t' -v top="$top/" '{ f = $3; if (index(f, top) == 1) f = substr(f, length(top) + 1); print $1 "\t" f }' "$w/baseline.txt" > "$w/tests.txt"
if awk -F '\t' '$2 != "pass" { print "map: stage '"$nn"': fails without any stub: " $1 ": " $4; bad = 1 } END { exit bad }' "$w/baseline.txt" >&2; then :; else exit 1; fi

# ---- every function alone -------------------------------------------------
sed 's/#.*//' "$list" | awk 'NF >= 2 { print $1, $2 }' > "$w/functions"
status=0
xargs -P "$JOBS" -n 2 sh "$0" "$nn" "$list" "$work" --one < "$w/functions" || status=1
: > "$w/map.tmp"; : > "$w/gaps.txt"
while read -r file fn; do
    c=$w/one/${file%.c}.$fn/caught.txt
    [ -f "$c" ] || { status=1; continue; }
    cat "$c" >> "$w/map.tmp"
    [ -s "$c" ] || echo "$file:$fn" >> "$w/gaps.txt"
done < "$w/functions"
mv "$w/map.tmp" "$w/map.txt"
[ "$status" = 0 ] && cp "$list" "$w/list.used"
exit $status
