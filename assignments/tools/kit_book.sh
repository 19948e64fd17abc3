#!/bin/sh
# kit_book.sh NN KIT WORK - the book a kit of stage NN carries: chapters
# 01 to NN (assignments/tools/kit_chapter.awk turns each into what the kit
# can back up), the answers to their quick checks, their figures (from
# FIGURES, default out/), the scene files they run, and every page as HTML
# (book/NN-name.html, with pandoc) beside the Markdown.
# WORK holds the list and the held-back tests' names (make_kit.sh's
# scratch directory, never map.sh's shared one), and gets the lists it writes.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
nn=$1 kit=$2 w=$3
figures=${FIGURES:-$top/out}
mkdir -p "$kit/book"

chapters=""
for c in "$top"/book/[0-9][0-9]-*.md; do
    m=$(basename "$c" | cut -c1-2)
    case $m in 0[1-9]) ;; *) continue ;; esac
    [ "$m" \> "$nn" ] || chapters="$chapters $(basename "$c")"
done
own=$(basename "$(ls "$top"/book/"$nn"-*.md | head -1)")
chapters="$chapters 92-answers.md"

# ---- what the chapters run and show ---------------------------------------
cp -r "$top/book/scenes" "$kit/book/scenes"
missing=""
for c in $chapters; do
    [ "$c" = 92-answers.md ] && continue
    # figures
    for fig in $(awk '{ s = $0; while (match(s, /(\.\.\/|`)out\/[A-Za-z0-9_.\/-]+\.(png|svg|gif)/)) { f = substr(s, RSTART, RLENGTH); sub(/^(\.\.\/|`)out\//, "", f); print f; s = substr(s, RSTART + RLENGTH) } }' "$top/book/$c" | sort -u); do
        if [ -f "$figures/$fig" ]; then mkdir -p "$kit/out/$(dirname "$fig")"; cp "$figures/$fig" "$kit/out/$fig"
        else missing="$missing $fig"; fi
    done
    # the workbook's scene files outside book/scenes that a chapter runs
    for f in $(grep -o 'plots/[A-Za-z0-9_]*\.txt' "$top/book/$c" | sort -u); do
        [ -f "$top/$f" ] && { mkdir -p "$kit/plots"; cp "$top/$f" "$kit/$f"; }
    done
done
[ -z "$missing" ] || echo "kit_book: figures not found in $figures (run make demo first):$missing" >&2

# ---- the chapters ------------------------------------------------------------
for s in "$top"/stages/[0-9][0-9]_*; do echo "$(basename "$s" | cut -c1-2) $(basename "$s")"; done > "$w/names"
pairs=$(awk '$1 != "-" { printf "%s:%s ", $1, $2 }' "$w/list")
# Where each function's formula is (the section its stub's TODO names).
awk '$1 != "-" { print $2 }' "$w/list" | while read -r fn; do
    printf '%s\t%s\n' "$fn" "$(awk -v fn="$fn" -f "$top/assignments/tools/section.awk" "$top/book/$own")"
done > "$w/sections"
[ "${SOLUTION:-0}" = 1 ] && pairs=""
# Every file of the kit, and the pages it will hold.
(cd "$kit" && find . -type f | sed 's|^\./||'; for c in $chapters; do echo "book/$c"; done) | sort -u > "$w/kitfiles"
for c in $chapters; do
    [ "$c" = 92-answers.md ] && continue
    m=$(echo "$c" | cut -c1-2)
    awk -v nn="$nn" -v mm="$m" -v names="$w/names" -v kitfiles="$w/kitfiles" -v chapters="$chapters" \
        -v own="$own" -v pairs="$([ "$m" = "$nn" ] && echo "$pairs")" -v hidden="$w/hidden.names" -v sections="$w/sections" \
        -f "$top/assignments/tools/kit_chapter.awk" "$top/book/$c" > "$kit/book/$c"
done
# The answers: the introduction and the sections of the chapters the kit holds.
awk -v chapters="$chapters" '
    /^## \[/ { c = $0; sub(/^## \[[^]]*\]\(/, "", c); sub(/\).*/, "", c); keep = index(" " chapters " ", " " c " ") > 0 }
    !/^## / && !started { print; next }
    /^## / { started = 1 }
    keep { print }' "$top/book/92-answers.md" > "$kit/book/92-answers.md"

# ---- the pages as HTML -----------------------------------------------------------
if command -v pandoc > /dev/null 2>&1; then
    cp "$top/book/book.css" "$kit/book/book.css"
    for c in $chapters; do
        b=${c%.md}
        awk -f "$top/book/html.awk" "$kit/book/$c" | sed 's|](figures/|](../out/|g' |
            pandoc -f markdown -t html5 --standalone --mathml --toc --toc-depth=2 --shift-heading-level-by=-1 \
                --metadata lang=en --css book.css -o "$kit/book/$b.html"
    done
else
    echo "kit_book: pandoc is missing: the kit's chapters go without their HTML pages (make deps installs it)" >&2
fi
