#!/bin/sh
# make_kit.sh NN WORK OUT_ROOT - write the assignment kit of stage NN.
#
# Needs WORK/NN/{tests.txt,map.txt} from assignments/tools/map.sh (run
# with the same list).  Writes OUT_ROOT/NN_name/ and OUT_ROOT/NN_name.tar.gz.
# Environment:
#   LIST=assignments/NN.list   the functions to blank out, with points
#   HIDDEN=1                   leave some tests out of the kit: the tests
#                              named in assignments/NN.hidden, or else
#                              HIDDEN_SHARE percent (default 30) of them,
#                              chosen by a checksum of their names, never
#                              the last visible test of a function
#   FIGURES=DIR                where the chapter's ../out/ figures are (default out)
#   SOLUTION=1                 keep the original bodies (the teacher's copy
#                              used to check that a full solution scores full marks)
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
nn=$1 work=$2 root=$3
list=${LIST:-$top/assignments/$nn.list}
stage=$(ls -d "$top"/stages/"$nn"_* | head -1)
name=$(basename "$stage")
chapter=$(ls "$top"/book/"$nn"-*.md | head -1)
title=$(echo "$name" | sed -e 's/^[0-9]*_//' -e 's/_/ /g' -e 's/^./\U&/')
w=$work/$nn
kit=$root/$name
figures=${FIGURES:-$top/out}
[ -f "$w/map.txt" ] || { echo "make_kit: no $w/map.txt; run assignments/tools/map.sh first" >&2; exit 1; }

rm -rf "$kit" "$root/$name.tar.gz"
mkdir -p "$kit/tools" "$kit/grading" "$kit/book" "$kit/tests"

# ---- sources: the stage's files, the chosen bodies stubbed ---------------
for f in "$stage"/*.c "$stage"/*.h; do cp "$f" "$kit/"; done
[ "${SOLUTION:-0}" = 1 ] || sh "$top/assignments/tools/stub_sources.sh" "$stage" "$chapter" "$list" "$kit"
cp -r "$top/common" "$kit/common"
rm -f "$kit"/common/*.o "$kit"/common/*.d
cp "$top/tools/make_runner.sh" "$kit/tools/"
for f in Makefile; do
    sed -e "s/@STAGE_NAME@/stage$nn/g" -e "s/@STAGE_TITLE@/$title/g" \
        -e "s/@STAGE_NUMBER@/$(echo "$nn" | sed 's/^0//')/g" "$top/assignments/kit/$f" > "$kit/$f"
done
cp "$top"/assignments/kit/tools/*.sh "$top"/assignments/kit/tools/*.awk "$kit/tools/"

# ---- tests: tests/MM_* for MM <= NN, support, some perhaps held back ----
for t in "$top"/tests/[0-9][0-9]_*; do
    m=$(basename "$t" | cut -c1-2)
    [ "$m" \> "$nn" ] || cp -r "$t" "$kit/tests/"
done
cp -r "$top/tests/support" "$kit/tests/"
: > "$w/hidden.txt"
if [ "${HIDDEN:-0}" = 1 ]; then
    if [ -f "$top/assignments/$nn.hidden" ]; then
        # Lines name a test by KEY (suite|case|test) or by its test name alone.
        sed 's/#.*//' "$top/assignments/$nn.hidden" | awk -F '\t' '
            FILENAME == ARGV[1] { w = $0; sub(/[ \t]+$/, "", w); if (w != "") want[w] = 1; next }
            { n = split($1, p, "|") } ($1 in want) || (p[3] in want) { print $1 }' - "$w/tests.txt" > "$w/hidden.txt"
    else
        # Deterministic: order the tests by the checksum of their key.
        cut -f1 "$w/tests.txt" | while IFS= read -r k; do
            printf '%s\t%s\n' "$(printf '%s' "$k" | cksum | cut -d' ' -f1)" "$k"
        done | sort -n | cut -f2- | awk -F '\t' -v share="${HIDDEN_SHARE:-30}" '
            FILENAME == ARGV[1] { fns[$2] = fns[$2] " " $1; visible[$1]++; next }
            FILENAME == ARGV[2] { all[++n] = $0; next }
            END {
                want = int(n * share / 100 + 0.5)
                for (i = 1; i <= n && got < want; i++) {
                    k = all[i]; m = split(fns[k], f, " "); ok = 1
                    for (j = 1; j <= m; j++) if (visible[f[j]] <= 1) ok = 0
                    if (!ok) continue
                    for (j = 1; j <= m; j++) visible[f[j]]--
                    print k; got++
                }
            }' "$w/map.txt" - > "$w/hidden.txt"
    fi
    # Drop each hidden test from its source file.
    awk -F '\t' 'FILENAME == ARGV[1] { h[$1] = 1; next } ($1 in h) { n = split($1, p, "|"); print $2, p[3] }' \
        "$w/hidden.txt" "$w/tests.txt" | sort -u > "$w/hidden.files"
    for f in $(cut -d' ' -f1 "$w/hidden.files" | sort -u); do
        names=$(awk -v f="$f" '$1 == f { print $2 }' "$w/hidden.files" | tr '\n' ' ')
        awk -v hide="$names" -f "$top/assignments/tools/hide.awk" "$top/$f" > "$kit/$f"
    done
fi

# ---- grading data -----------------------------------------------------------
sed 's/#.*//' "$list" | awk 'NF >= 2 { print $1, $2, ($3 == "" ? 10 : $3) }' > "$kit/grading/functions.txt"
awk -F '\t' 'FILENAME == ARGV[1] { h[$1] = 1; next } !($1 in h)' "$w/hidden.txt" "$w/tests.txt" > "$kit/grading/tests.txt"
awk -F '\t' 'FILENAME == ARGV[1] { h[$1] = 1; next } !($2 in h)' "$w/hidden.txt" "$w/map.txt" > "$kit/grading/map.txt"
hidden_count=$(wc -l < "$w/hidden.txt" | tr -d ' ')

# ---- the chapter, its figures, the scenes ---------------------------------
# Links to this stage's sources point at the kit's copies.
# The listings and diffs of the functions to write are left out.
pairs=$(sed 's/#.*//' "$list" | awk 'NF >= 2 { printf "%s:%s ", $1, $2 }')
[ "${SOLUTION:-0}" = 1 ] && pairs=""
awk -v stage="$name" -v pairs="$pairs" -f "$top/assignments/tools/strip_chapter.awk" "$chapter" |
    sed -e "s|\.\./stages/$name/|../|g" > "$kit/book/$(basename "$chapter")"
cp -r "$top/book/scenes" "$kit/book/scenes"
missing=""
for fig in $(awk '{ s = $0; while (match(s, /\.\.\/out\/[A-Za-z0-9_.\/-]+\.(png|svg|gif)/)) { print substr(s, RSTART + 7, RLENGTH - 7); s = substr(s, RSTART + RLENGTH) } }' "$chapter" | sort -u); do
    if [ -f "$figures/$fig" ]; then mkdir -p "$kit/out/$(dirname "$fig")"; cp "$figures/$fig" "$kit/out/$fig"
    else missing="$missing $fig"; fi
done
[ -z "$missing" ] || echo "make_kit: figures not found in $figures (run make demo first):$missing" >&2

# ---- the student's README -------------------------------------------------
sh "$top/assignments/tools/kit_readme.sh" "$nn" "$name" "$title" "$(basename "$chapter")" "$kit" "$hidden_count" > "$kit/README.md"

(cd "$root" && tar -czf "$name.tar.gz" "$name")
echo "make_kit: wrote $kit/ and $root/$name.tar.gz ($(wc -l < "$kit/grading/functions.txt" | tr -d ' ') functions, $(wc -l < "$kit/grading/tests.txt" | tr -d ' ') tests, $hidden_count held back)"
