#!/bin/sh
# check.sh WORK - the teacher's check of every stage's assignment list.
#
# For every stage NN and every function of assignments/NN.list:
#   1. with only that function stubbed, at least one test fails
#      (assignments/tools/map.sh; a function no test catches is a gap);
#   2. the kit with all the stubs builds warning-free with gcc (the whole
#      kit) and clang (the stubbed files), and scores below full marks;
#   3. the kit with the original bodies copied back scores full marks.
# Prints the table of functions and the tests that catch them; exit 1 on
# any failure.  Everything at -O0, common/ compiled once.
set -u
# The kits are built like a student builds them, by a make of their own:
# not a sub-make of the one running this check (its -j and jobserver would
# leak in, and make would warn about them).
unset MAKEFLAGS MFLAGS MAKELEVEL
top=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-$top/build/assignments/check}
mkdir -p "$work"
work=$(cd "$work" && pwd)
JOBS=${JOBS:-2}
export JOBS
fail=0
problems=$work/problems.txt
: > "$problems"
table=$work/table.txt
: > "$table"
start=$(date +%s)

problem() { echo "assignments-check: $*" >> "$problems"; fail=1; }

# Check's result of `make grade` in a kit: "SCORE MAX" from results.json.
score_of() {
    awk '/"score":/ && !s { gsub(/[^0-9.]/, "", $2); s = $2 }
         /"max_score":/ { m = $0; sub(/.*"max_score": */, "", m); sub(/[^0-9.].*/, "", m); max += m }
         END { print s, max }' "$1"
}

for dir in "$top"/stages/[0-9][0-9]_*; do
    nn=$(basename "$dir" | cut -c1-2)
    name=$(basename "$dir")
    list=$top/assignments/$nn.list
    [ -f "$list" ] || { problem "stage $nn: no assignments/$nn.list"; continue; }
    if ! FORCE=1 sh "$top/assignments/tools/map.sh" "$nn" "$list" "$work" 2> "$work/map$nn.err"; then
        problem "stage $nn: $(head -c 2000 "$work/map$nn.err")"
    fi
    [ -f "$work/$nn/map.txt" ] || continue
    while read -r file fn; do
        keys=$(awk -F '\t' -v id="$file:$fn" '$1 == id { n++; k = $2; sub(/^[^|]*\|[^|]*\|/, "", k); if (n <= 3) s = s (n > 1 ? ", " : "") k } END { if (n > 3) s = s ", +" n - 3 " more"; print n + 0 "\t" s }' "$work/$nn/map.txt")
        n=${keys%%	*}
        if [ "$n" = 0 ]; then
            printf '%s  %-17s %-28s %s\n' "$nn" "$file" "$fn" "NO TEST FAILS (test gap)" >> "$table"
            problem "stage $nn: $file $fn: no test fails while it is a stub (a gap in the tests)"
        else
            printf '%s  %-17s %-28s %3d  %s\n' "$nn" "$file" "$fn" "$n" "${keys#*	}" >> "$table"
        fi
    done < "$work/$nn/functions"

    # The kit with every stub, built like a student builds it.
    rm -rf "$work/kits"
    if ! LIST=$list FIGURES=/nonexistent sh "$top/assignments/tools/make_kit.sh" "$nn" "$work" "$work/kits" > /dev/null 2> "$work/kit$nn.err"; then
        problem "stage $nn: make_kit failed: $(cat "$work/kit$nn.err")"; continue
    fi
    kit=$work/kits/$name
    kb=$work/kitbuild$nn
    rm -rf "$kb"; mkdir -p "$kb/common"
    cp "$work"/common/*.o "$kb/common/"          # common/ is compiled once
    if ! (cd "$kit" && make -s -j"$JOBS" CC=gcc BUILD="$kb" all) > "$work/gcc$nn.txt" 2>&1; then
        problem "stage $nn: the stubbed kit does not build with gcc: $(head -20 "$work/gcc$nn.txt")"
    elif [ -s "$work/gcc$nn.txt" ]; then
        problem "stage $nn: the stubbed kit builds with warnings (gcc): $(head -20 "$work/gcc$nn.txt")"
    fi
    if command -v clang > /dev/null 2>&1; then
        title=$(echo "$name" | sed -e 's/^[0-9]*_//' -e 's/_/ /g' -e 's/^./\U&/')
        for f in $(awk '{ print $1 }' "$kit/grading/functions.txt" | sort -u); do
            clang -std=c11 -Wall -Wextra -Wpedantic -ffp-contract=off -O0 -DSTAGE_NAME="\"stage$nn\"" \
                -DSTAGE_TITLE="\"$title\"" -I"$kit" -I"$kit/common" -c "$kit/$f" -o "$kb/clang.o" > "$work/clang.txt" 2>&1 \
                || problem "stage $nn: $f (stubbed) does not compile with clang: $(head -20 "$work/clang.txt")"
            [ -s "$work/clang.txt" ] && problem "stage $nn: $f (stubbed) warns with clang: $(head -20 "$work/clang.txt")"
        done
    else
        problem "clang is not installed; the stubs were not compiled with clang"
    fi
    (cd "$kit" && RESULTS="$kb/stubbed.json" make -s CC=gcc BUILD="$kb" grade) > "$work/grade$nn.stub.txt" 2>&1
    set -- $(score_of "$kb/stubbed.json")
    stub_score=${1:-?} max=${2:-?}
    awk -v s="$stub_score" -v m="$max" 'BEGIN { exit !(s < m) }' || problem "stage $nn: the kit with every stub scores $stub_score of $max (want less)"
    # The original bodies back: full marks.
    cp "$dir"/*.c "$dir"/*.h "$kit/"
    (cd "$kit" && RESULTS="$kb/solution.json" make -s CC=gcc BUILD="$kb" grade) > "$work/grade$nn.sol.txt" 2>&1
    set -- $(score_of "$kb/solution.json")
    sol_score=${1:-?}
    awk -v s="$sol_score" -v m="$max" 'BEGIN { exit !(s == m) }' || problem "stage $nn: the kit with the original bodies scores $sol_score of $max (want full marks): $(grep FAIL "$work/grade$nn.sol.txt" | head -5)"
    echo "stage $nn: $(wc -l < "$work/$nn/functions" | tr -d ' ') functions; stubbed kit $stub_score/$max, original bodies $sol_score/$max" >> "$work/summary.txt"
done

echo "assignments-check: the tests that fail when only this function is a stub"
echo "NN  file              function                     tests  (first of them)"
cat "$table"
[ -f "$work/summary.txt" ] && cat "$work/summary.txt" && rm -f "$work/summary.txt"
echo "assignments-check: $(($(date +%s) - start)) s"
if [ "$fail" = 1 ]; then
    cat "$problems" >&2
    echo "assignments-check: FAILED ($(wc -l < "$problems" | tr -d ' ') problems)" >&2
    exit 1
fi
echo "assignments-check: all lists pass"
