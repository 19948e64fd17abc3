#!/bin/sh
# format_check.sh [FILE ...] - check C files against the house layout,
# .clang-format at the top of the project, as Debian 12's clang-format
# (version 14) lays them out.  Without FILEs it checks every tracked .c
# and .h file, the engine's too.
#
# For each file whose layout differs it prints
#   FILE:LINE: not in the house layout (.clang-format); clang-format -i FILE fixes it
# (LINE the first line that differs) and exits 1; when all are in the
# layout it prints one line and exits 0.  Exit 2: clang-format is missing
# or failed.  CLANG_FORMAT=PROGRAM names the clang-format to run (default
# clang-format, or clang-format-14 when that is installed and
# clang-format is another version); another major version than 14 may
# lay some lines out otherwise, and a line on standard error says so.
set -eu

top=$(cd "$(dirname "$0")/.." && pwd)

major() { "$1" --version 2> /dev/null | sed -n 's/.*version \([0-9][0-9]*\)\..*/\1/p'; }
if [ -z "${CLANG_FORMAT:-}" ]; then
    CLANG_FORMAT=clang-format
    if command -v clang-format-14 > /dev/null 2>&1 &&
        ! { command -v clang-format > /dev/null 2>&1 && [ "$(major clang-format)" = 14 ]; }; then
        CLANG_FORMAT=clang-format-14
    fi
fi
if ! command -v "$CLANG_FORMAT" > /dev/null 2>&1; then
    echo "format_check: clang-format is not installed; make deps (or apt-get install clang-format) installs it" >&2
    exit 2
fi
[ -f "$top/.clang-format" ] || { echo "format_check: no .clang-format in $top" >&2; exit 2; }

version=$(major "$CLANG_FORMAT")
[ "$version" = 14 ] ||
    echo "format_check: $CLANG_FORMAT is version ${version:-unknown}; the house layout is clang-format 14's (Debian 12), so some differences may be the version's" >&2

work=$(mktemp -d "${TMPDIR:-/tmp}/format_check.XXXXXX")
trap 'rm -rf "$work"' EXIT
trap 'exit 2' INT TERM HUP

# The files, one a line.  Given none: every tracked .c and .h file (no
# tracked C file is generated or third-party), from the top.
if [ $# -eq 0 ]; then
    cd "$top"
    if git rev-parse --is-inside-work-tree > /dev/null 2>&1; then
        git ls-files '*.c' '*.h' > "$work/files"
    else                                        # a copy without git
        find . \( -name .git -o -name build -o -name out -o -name node_modules \) -prune \
            -o \( -name '*.c' -o -name '*.h' \) -type f -print | sed 's|^\./||' | sort > "$work/files"
    fi
else
    for f; do
        [ -f "$f" ] || { echo "format_check: $f: no such file" >&2; exit 2; }
        printf '%s\n' "$f"
    done > "$work/files"
fi
count=$(wc -l < "$work/files" | tr -d ' ')
[ "$count" != 0 ] || { echo "format_check: no C files to check"; exit 0; }

# One pass of clang-format --dry-run over all the files (in batches, two
# at a time, each batch's warnings in a file of its own) names the files
# that differ; clang-format failing is exit 2.  Then each of those is
# laid out in full and compared: diff's first line, "L1[,L2]{a,c,d}...",
# says the first line that differs (L1, or the one after it for an
# addition).
# shellcheck disable=SC2016
tr '\n' '\0' < "$work/files" | xargs -0 -P 2 -n 64 sh -c '
    clang_format=$1; work=$2; shift 2
    "$clang_format" --dry-run --style=file "$@" 2> "$work/dry.$$" ||
        echo "format_check: $clang_format failed: $(tail -n 1 "$work/dry.$$")" > "$work/failed.$$"
' sh "$CLANG_FORMAT" "$work" || exit 2
for f in "$work"/failed.*; do
    [ -f "$f" ] && { cat "$f" >&2; exit 2; }
done
cat "$work"/dry.* 2> /dev/null | sed -n 's/^\(.*\):[0-9]*:[0-9]*: warning: code should be clang-formatted.*/\1/p' |
    awk '!seen[$0]++' > "$work/differ"

: > "$work/report"
while IFS= read -r f; do
    "$CLANG_FORMAT" --style=file "$f" > "$work/out" || exit 2
    line=$(diff "$f" "$work/out" | sed -n '1{s/^\([0-9]*\)[0-9,]*\([acd]\).*/\1 \2/p;q;}')
    case $line in
    *" a") line=$((${line% a} + 1)) ;;
    *) line=${line% *} ;;
    esac
    echo "$f:${line:-1}: not in the house layout (.clang-format); $CLANG_FORMAT -i $f fixes it" >> "$work/report"
done < "$work/differ"

if [ -s "$work/report" ]; then
    sort "$work/report"
    exit 1
fi
if [ "$count" = 1 ]; then what="the C file is"; else what="all $count C files are"; fi
echo "format_check: $what in the house layout (.clang-format, $CLANG_FORMAT $version)"
