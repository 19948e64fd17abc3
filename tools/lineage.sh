#!/bin/sh
# lineage.sh - every stage is the stage before it plus what its MANIFEST
# declares, and nothing else; every variant (variants/NAME/) is stage 08
# plus what its MANIFEST declares.
#
# For each pair of neighbouring stages (and stage 01 against nothing), every
# .c and .h file of both is split into top-level items by tools/items.awk
# (functions, prototypes, types, macros, globals, each with the comment
# above it, plus one "(file)" item for includes, guards and free comments).
# An item that was added, removed or changed must be declared in the later
# stage's MANIFEST, and everything a MANIFEST declares must have changed.
#
# MANIFEST format ('#' starts a comment):
#   FILE ITEM ITEM ...   these items of FILE are new, changed or removed
#   FILE                 FILE is new (or removed) as a whole
# A file may take several lines.  Exit status 1, one line per problem.
set -eu
cd "$(dirname "$0")/.."

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# changes PREV CUR: "FILE ITEM added|removed|changed" for every item that
# differs, and "FILE - new|removed" for whole files.  PREV may be empty.
changes() {
    for f in $( (ls "$1" 2>/dev/null || true; ls "$2") | grep '\.[ch]$' | sort -u); do
        rm -rf "$tmp/a" "$tmp/b"
        mkdir "$tmp/a" "$tmp/b"
        if [ -f "$1/$f" ]; then awk -v dir="$tmp/a" -f tools/items.awk "$1/$f"; else echo "$f - new"; fi
        if [ -f "$2/$f" ]; then awk -v dir="$tmp/b" -f tools/items.awk "$2/$f"; else echo "$f - removed"; fi
        for i in $( (ls "$tmp/a"; ls "$tmp/b") | sort -u); do
            if [ ! -f "$tmp/a/$i" ]; then echo "$f $i added"
            elif [ ! -f "$tmp/b/$i" ]; then echo "$f $i removed"
            elif ! cmp -s "$tmp/a/$i" "$tmp/b/$i"; then echo "$f $i changed"
            fi
        done
    done
}

# The manifest as "FILE ITEM" lines, "FILE -" for a whole file.
declared() {
    sed 's/#.*//' "$1" | awk 'NF == 1 { print $1, "-" } { for (i = 2; i <= NF; i++) print $1, $i }'
}

# check WHERE PREV CUR TAG: CUR's MANIFEST against the changes from PREV
# to CUR; one line per problem on stderr, status 1 on any.
check() {
    awk -v where="$1" -v m="$3/MANIFEST" -v tag="$4" '
        FILENAME == ARGV[1] { d[++n] = $0; decl[$0] = 1; mentioned[$1] = 1; next }
        $2 == "-" {
            whole[$1] = 1
            if (!($1 in mentioned)) bad(where ": " $1 " is " $3 " but " m " does not mention it")
            next
        }
        { seen[$1 " " $2] = 1 }
        !(($1 " " $2) in decl) && !(($1 " -") in decl) {
            bad(where ": " $1 ": " $2 " " $3 " but " m " does not declare it (add \"" $1 " " $2 "\")")
        }
        function bad(msg) { print tag ": " msg > "/dev/stderr"; failed = 1 }
        END {
            for (i = 1; i <= n; i++) {
                split(d[i], p, " ")
                if (p[2] == "-" && !(p[1] in whole))
                    bad(where ": " m " lists " p[1] " as a whole file, but it is neither new nor removed; list the items that changed")
                else if (p[2] != "-" && !(d[i] in seen))
                    bad(where ": " m " declares " p[1] " " p[2] ", which did not change")
            }
            exit failed
        }' "$tmp/declared" "$tmp/changes"
}

status=0
prev=
for cur in stages/[0-9][0-9]_*; do
    where="stage $(basename "$cur" | cut -c1-2) ($cur)"
    if [ -f "$cur/MANIFEST" ]; then
        declared "$cur/MANIFEST" > "$tmp/declared"
    else
        # Still list what it would have to declare, to help write one.
        echo "lineage: $where: no MANIFEST; it must declare what the stage adds or changes (see tools/lineage.sh)" >&2
        status=1
        : > "$tmp/declared"
    fi
    changes "$prev" "$cur" > "$tmp/changes"
    check "$where" "$prev" "$cur" lineage || status=1
    prev=$cur
done
if [ "$status" = 0 ]; then echo "lineage: every stage is its predecessor plus its MANIFEST"; fi

# Variants: variants/NAME/ is a full copy of stage 08 with one method
# changed.  Its MANIFEST (the same format) declares the items that differ
# from stage 08, and every other file but the MANIFEST is stage 08's,
# byte for byte, so `diff -ru` shows the method and nothing else.
base=$prev
count=0
vstatus=0
for m in variants/*/MANIFEST; do
    [ -f "$m" ] || continue
    cur=$(dirname "$m")
    where="variant $(basename "$cur") ($cur)"
    count=$((count + 1))
    for f in $( (ls "$base"; ls "$cur") | grep -v '\.[ch]$' | grep -vx MANIFEST | sort -u); do
        if ! cmp -s "$base/$f" "$cur/$f"; then
            echo "lineage: $where: $f differs from $base/$f (only .c and .h items may change)" >&2
            vstatus=1
        fi
    done
    declared "$m" > "$tmp/declared"
    changes "$base" "$cur" > "$tmp/changes"
    check "$where" "$base" "$cur" lineage || vstatus=1
done
if [ "$count" -gt 0 ] && [ "$vstatus" = 0 ]; then
    echo "lineage: each of $count variants is $base plus its MANIFEST"
fi
[ "$vstatus" = 0 ] || status=1
exit "$status"
