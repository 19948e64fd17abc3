#!/bin/sh
# stub_sources.sh STAGE_DIR CHAPTER LIST OUT_DIR
# For every file named in LIST (an assignment list, see list.awk), write
# OUT_DIR/FILE: STAGE_DIR/FILE with those functions' bodies replaced by
# stubs (assignments/tools/stub.awk).  Each stub's TODO names the section
# of CHAPTER that holds the function's formula (the heading above a
# "<!-- formula: NAME ... -->" marker that names it, else the heading
# above its first mention in the prose, else in a listing) and what the
# function must do (the comment above its prototype in the stage's
# headers, else the comment above its definition).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
stage=$1 chapter=$2 list=$3 out=$4
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# The comment block of item $2 in file $1, markers stripped.
comment_of() {
    awk -v item="$2" -f "$top/tools/c_code.awk" -f "$top/tools/items.awk" "$1" 2>/dev/null | awk '
        !started && /^[ \t]*(\/\*|\*|\/\/)/ { print; next }
        { started = 1 }' | sed -e 's|^[ \t]*/\*\*\?[ \t]\?||' -e 's|^[ \t]*\*/.*||' -e 's|^[ \t]*\*[ \t]\?||' \
          -e 's|^[ \t]*//[ \t]\?||' -e 's|[ \t]*\*/[ \t]*$||' | awk 'NF || p { print; p = NF }'
}

# The section of CHAPTER to read first for $1 (assignments/tools/section.awk).
section_of() {
    awk -v fn="$1" -f "$top/assignments/tools/section.awk" "$chapter"
}

awk -f "$top/assignments/tools/list.awk" "$list" > "$tmp/list" || exit 2
awk '$1 != "-" { print $1 }' "$tmp/list" | sort -u | while read -r file; do
    [ -f "$stage/$file" ] || { echo "stub_sources: $list names $file, which $stage does not have" >&2; exit 1; }
    fns=$(awk -v f="$file" '$1 == f { print $2 }' "$tmp/list" | tr '\n' ' ')
    : > "$tmp/todo"
    for fn in $fns; do
        pts=$(awk -v f="$file" -v fn="$fn" '$1 == f && $2 == fn { print $3 }' "$tmp/list")
        what="" from=""
        for h in "$stage"/*.h; do
            what=$(comment_of "$h" "$fn")
            [ -n "$what" ] && { from=$(basename "$h"); break; }
        done
        [ -z "$what" ] && { what=$(comment_of "$stage/$file" "$fn"); from="the comment above"; }
        sec=$(section_of "$fn")
        {
            printf '%s\tRead %s, section "%s".\n' "$fn" "book/$(basename "$chapter")" "$sec"
            if [ -n "$what" ]; then
                printf '%s\tWhat it must do (%s):\n' "$fn" "$from"
                echo "$what" | head -12 | sed "s/^/$fn\t  /"
                [ "$(echo "$what" | wc -l)" -gt 12 ] && printf '%s\t  ... (the rest is in the comment)\n' "$fn"
            fi
            printf '%s\tWorth %s points; "make grade" runs the tests that check it.\n' "$fn" "$pts"
            printf '%s\tUntil you write it, this stub does nothing harmful.\n' "$fn"
        } >> "$tmp/todo"
    done
    awk -f "$top/tools/c_code.awk" -f "$top/tools/items.awk" "$stage/$file" > "$tmp/items"
    awk -v targets="$fns" -v todo="$tmp/todo" -f "$top/tools/c_code.awk" -f "$top/assignments/tools/stub.awk" "$tmp/items" "$stage/$file" > "$out/$file"
done
