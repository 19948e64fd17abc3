#!/bin/sh
# make_kit.sh NN WORK OUT_ROOT - write the assignment kit of stage NN.
#
# Needs WORK/NN/ from assignments/tools/map.sh (run with the same list).
# Writes OUT_ROOT/NN_name/ and OUT_ROOT/NN_name.tar.gz, and with HIDDEN=1
# OUT_ROOT/NN_name.held_back.txt: the tests held back (the teacher's, never
# in the kit; the autograders grade with them).
# Environment:
#   LIST=assignments/NN.list   the functions to blank out, with points
#   HIDDEN=1                   hold some tests back: those named in
#                              assignments/NN.hidden, or else HIDDEN_SHARE
#                              percent (default 30) of them, chosen by a
#                              checksum of their names, never the last
#                              test of a function's own row.  Nothing of a
#                              held-back test stays in the kit.
#   FIGURES=DIR                where the chapters' ../out/ figures are (default out)
#   SOLUTION=1                 keep the original bodies (the teacher's copy:
#                              grading a full solution)
#   WITH_SOLUTION=1            the stage's own graded files in
#                              grading/solution/ (the autograders' kits and
#                              make grade-submission: each row graded with
#                              the other functions the stage's; never in a
#                              students' kit)
#   BOOK=0                     no chapters (quicker; the autograder's copy)
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
nn=$1 work=$2 root=$3
list=${LIST:-$top/assignments/$nn.list}
stage=$(ls -d "$top"/stages/"$nn"_* | head -1)
name=$(basename "$stage")
chapter=$(ls "$top"/book/"$nn"-*.md | head -1)
title=$(sh "$top/tools/title.sh" "$name")
w=$work/$nn
kit=$root/$name
[ -f "$w/map.txt" ] || { echo "make_kit: no $w/map.txt; run assignments/tools/map.sh first" >&2; exit 1; }
# Scratch files of its own, never WORK/NN's: the kits' check makes several
# kits of one stage at once (its end-to-end tests), each with its own
# held-back tests.
s=$(mktemp -d "$w/kit.XXXXXX")
trap 'rm -rf "$s"' EXIT
awk -f "$top/assignments/tools/list.awk" "$list" > "$s/list"
cmp -s "$s/list" "$w/list" || { echo "make_kit: $w/map.txt was made for another list; run map.sh with $list" >&2; exit 1; }

rm -rf "$kit" "$root/$name.tar.gz" "$root/$name.held_back.txt"
mkdir -p "$kit/tools" "$kit/grading" "$kit/tests"

# ---- sources: the stage's files, the chosen bodies stubbed ---------------
for f in "$stage"/*.c "$stage"/*.h; do cp "$f" "$kit/"; done
[ "${SOLUTION:-0}" = 1 ] || sh "$top/assignments/tools/stub_sources.sh" "$stage" "$chapter" "$list" "$kit"
cp -r "$top/common" "$kit/common"
rm -f "$kit"/common/*.o "$kit"/common/*.d
cp "$top/tools/make_runner.sh" "$kit/tools/"
sed -e "s/@STAGE_NAME@/stage$nn/g" -e "s/@STAGE_TITLE@/$title/g" \
    -e "s/@STAGE_NUMBER@/$(echo "$nn" | sed 's/^0//')/g" "$top/assignments/kit/Makefile" > "$kit/Makefile"
cp "$top"/assignments/kit/tools/*.sh "$top"/assignments/kit/tools/*.awk "$top"/assignments/kit/tools/*.h "$top"/assignments/kit/tools/*.c "$kit/tools/"
# tools/c_flags: the flags every compile takes, which the kit's Makefile
# and tools/grade_build.sh read
cp "$top/tools/c_code.awk" "$top/tools/items.awk" "$top/tools/c_flags" "$kit/tools/"

# ---- tests: tests/MM_* for MM <= NN, support, some perhaps held back ----
# (and the kits' own tests, assignments/tests/MM_*: what the workbook's
# tests leave unchecked in a function a kit asks for)
for t in "$top"/tests/[0-9][0-9]_* "$top"/assignments/tests/[0-9][0-9]_*; do
    m=$(basename "$t" | cut -c1-2)
    [ "$m" \> "$nn" ] || cp -r "$t" "$kit/tests/"
done
cp -r "$top/tests/support" "$kit/tests/"
: > "$s/hidden.txt"
if [ "${HIDDEN:-0}" = 1 ]; then
    if [ -f "$top/assignments/$nn.hidden" ]; then
        # Lines name a test by its name; every iteration of a loop test goes.
        sed 's/#.*//' "$top/assignments/$nn.hidden" | awk -F '\t' '
            FILENAME == ARGV[1] { w = $0; gsub(/[ \t]/, "", w); if (w != "") want[w] = 1; next }
            { split($1, p, "|") } p[3] in want { print $1 }' - "$w/tests.txt" > "$s/hidden.txt"
    else
        # Deterministic: the tests ordered by a checksum of their names; a
        # test goes unless it is the last one left in its row, or a chapter
        # the kit carries names it (an exercise may ask to run or change it).
        named=$(for c in "$top"/book/0[1-9]-*.md; do m=$(basename "$c" | cut -c1-2); [ "$m" \> "$nn" ] || cat "$c"; done |
            tr -c 'A-Za-z0-9_' '\n' | sort -u)
        cut -f1 "$w/tests.txt" | awk -F '|' '{ print $3 }' | sort -u | grep -vxF "$named" | while IFS= read -r t; do
            printf '%s\t%s\n' "$(printf '%s' "$t" | cksum | cut -d' ' -f1)" "$t"
        done | sort -n | cut -f2- | awk -F '\t' -v share="${HIDDEN_SHARE:-30}" '
            FILENAME == ARGV[1] { split($2, p, "|"); need[p[3], $1]++; if (!((p[3], $1) in seen)) { seen[p[3], $1] = 1; rows[p[3]] = rows[p[3]] " " $1 }
                                  left[$1]++; keys[p[3]] = keys[p[3]] SUBSEP $2; next }
            FILENAME == ARGV[2] { all[++n] = $0; next }
            END {
                want = int(n * share / 100 + 0.5)
                for (i = 1; i <= n && got < want; i++) {
                    t = all[i]; m = split(rows[t], r, " "); ok = 1
                    for (j = 1; j <= m; j++) if (r[j] != "-:rest" && left[r[j]] - need[t, r[j]] < 1) ok = 0
                    if (!ok) continue
                    for (j = 1; j <= m; j++) left[r[j]] -= need[t, r[j]]
                    k = split(keys[t], kk, SUBSEP); for (j = 2; j <= k; j++) print kk[j]
                    got++
                }
            }' "$w/map.txt" - > "$s/hidden.txt"
    fi
    # Prune every test file that defines a held-back name (a name may be
    # defined twice, once where a stage's #if leaves it out); then no
    # held-back name may be left.
    awk -F '\t' 'FILENAME == ARGV[1] { h[$1] = 1; next } ($1 in h) { split($1, p, "|"); print p[3] }' \
        "$s/hidden.txt" "$w/tests.txt" | sort -u > "$s/hidden.names"
    for f in "$kit"/tests/[0-9][0-9]_*/test_*.c; do
        names=$(grep -o 'START_TEST([A-Za-z_0-9]*)' "$f" | sed 's/START_TEST(//; s/)//' | grep -xF -f "$s/hidden.names" | tr '\n' ' ' || true)
        [ -n "$names" ] || continue
        awk -v hide="$names" -f "$top/tools/c_code.awk" -f "$top/assignments/tools/prune.awk" "$f" > "$f.pruned" && mv "$f.pruned" "$f"
        # What the stage's compiler finds unused now (a helper kept alive
        # only by code an #if leaves out at this stage) goes too.
        for pass in 1 2 3 4; do
            unused=$(cd "$kit" && LC_ALL=C ${CC:-cc} -c -o /dev/null $(sed '/^#/d' "$top/tools/c_flags") -Wunused-macros \
                $(pkg-config --cflags check 2>/dev/null) -DSTAGE_NUMBER=$(echo "$nn" | sed 's/^0//') \
                -DSTAGE_NAME='"x"' -DSTAGE_TITLE='"x"' -I. -Icommon -Itests/support "$f" 2>&1 |
                sed -n -e "s/.*'\([A-Za-z_0-9]*\)' defined but not used.*/\1/p" -e 's/.*macro "\([A-Za-z_0-9]*\)" is not used.*/\1/p' |
                sort -u | tr '\n' ' ')
            [ -n "$unused" ] || break
            awk -v unused="$unused" -f "$top/tools/c_code.awk" -f "$top/assignments/tools/prune.awk" "$f" > "$f.pruned" && mv "$f.pruned" "$f"
        done
    done
    left=$(cd "$kit" && grep -rlwF -f "$s/hidden.names" . 2>/dev/null || true)
    [ -z "$left" ] || { echo "make_kit: a held-back test is still named in $(echo $left)" >&2; exit 1; }
else
    : > "$s/hidden.names"
fi

# ---- grading data -----------------------------------------------------------
cp "$w/list" "$kit/grading/functions.txt"
awk -F '\t' 'FILENAME == ARGV[1] { h[$1] = 1; next } !($1 in h)' "$s/hidden.txt" "$w/tests.txt" > "$kit/grading/tests.txt"
awk -F '\t' 'FILENAME == ARGV[1] { h[$1] = 1; next } !($2 in h)' "$s/hidden.txt" "$w/map.txt" > "$kit/grading/map.txt"
cp "$w/seal.txt" "$kit/grading/seal.txt"
# The graded files as handed out (make grade's tests run their stubs'
# copy, never your code: tools/grade_build.sh), and with the solution the
# stage's own.
mkdir -p "$kit/grading/pristine"
sh "$top/assignments/tools/stub_sources.sh" "$stage" "$chapter" "$list" "$kit/grading/pristine"
for f in $(awk '$1 != "-" { print $1 }' "$w/list" | sort -u); do
    if [ "${WITH_SOLUTION:-0}" = 1 ]; then mkdir -p "$kit/grading/solution"; cp "$stage/$f" "$kit/grading/solution/$f"; fi
done
hidden_count=$(wc -l < "$s/hidden.txt" | tr -d ' ')
[ "${HIDDEN:-0}" = 1 ] && cp "$s/hidden.txt" "$root/$name.held_back.txt"

# ---- the chapters, their figures, the scenes ---------------------------------
if [ "${BOOK:-1}" != 0 ]; then
    FIGURES=${FIGURES:-$top/out} sh "$top/assignments/tools/kit_book.sh" "$nn" "$kit" "$s"
fi

# ---- the student's README -------------------------------------------------
sh "$top/assignments/tools/kit_readme.sh" "$nn" "$name" "$title" "$(basename "$chapter")" "$kit" "$hidden_count" > "$kit/README.md"

(cd "$root" && tar -czf "$name.tar.gz" "$name")
echo "make_kit: wrote $kit/ and $root/$name.tar.gz ($(awk '$1 != "-"' "$w/list" | wc -l | tr -d ' ') functions, $(wc -l < "$kit/grading/tests.txt" | tr -d ' ') tests, $hidden_count held back)"
