#!/bin/sh
# lineage.sh - every stage is the stage before it plus what its MANIFEST
# declares, and nothing else; every variant (variants/NAME/) is its
# parent plus what its MANIFEST declares.  A variant's parent is stage 08
# unless its MANIFEST names another variant with an `extends` line.
#
#   sh tools/lineage.sh               the check (make test runs it)
#   sh tools/lineage.sh --ancestors   for each variant, "NAME=A,B,C": its
#                                     chain of parent variants from the one
#                                     nearest stage 08 down to its parent
#                                     ("NAME=" for a variant of stage 08);
#                                     variants/variants.mk reads it
#
# For each pair of neighbouring stages (and stage 01 against nothing), every
# .c and .h file of both is split into top-level items by tools/items.awk
# (functions, prototypes, types, macros, globals, each with the comment
# above it, plus one "(file)" item for includes, guards and free comments).
# An item that was added, removed or changed must be declared in the later
# stage's MANIFEST, and everything a MANIFEST declares must have changed.
# A variant is checked the same way against its parent, and every file
# of it that is not C (the MANIFEST aside) must be its parent's.
#
# MANIFEST format ('#' starts a comment):
#   FILE ITEM ITEM ...   these items of FILE are new, changed or removed
#   FILE                 FILE is new (or removed) as a whole
#   extends variants/OTHER
#                        (variants only, at most one such line) the parent
#                        is the variant OTHER, not stage 08: the MANIFEST
#                        then lists what differs from OTHER, and the
#                        variant's tests run OTHER's (and its ancestors')
#                        on top of stage 8's (variants/variants.mk)
# A file may take several lines.  Exit status 1, one line per problem; 2
# when a variant's parent cannot be found (an `extends` naming no
# variant, a second `extends`, a chain of parents that loops), with one
# line naming the MANIFEST and its line.
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
# (The `extends` line names the parent, not a change.)
declared() {
    sed 's/#.*//' "$1" | awk '$1 == "extends" { next }
        NF == 1 { print $1, "-" } { for (i = 2; i <= NF; i++) print $1, $i }'
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

# ---- the variants' parents ----------------------------------------------
# parent_of DIR: DIR's parent variant ("" for stage 08), from its
# MANIFEST's `extends` line; one line on stderr and exit 2 when the line
# is malformed or names no variant.
parent_of() {
    sed 's/#.*//' "$1/MANIFEST" | awk -v m="$1/MANIFEST" '
        $1 != "extends" { next }
        function bad(msg) { print "lineage: " m ":" NR ": " msg > "/dev/stderr"; failed = 1; exit 2 }
        seen { bad("a second extends line (a variant has one parent; the first is on line " seen ")") }
        NF != 2 { bad("extends takes one directory, variants/NAME") }
        {
            p = $2; sub(/\/+$/, "", p)
            if (p !~ /^variants\/[A-Za-z0-9_]+$/)
                bad("extends " $2 ": a parent is another variant, variants/NAME (without the line it is stage 08)")
            if (system("test -f " p "/MANIFEST") != 0)
                bad("extends " p ", which is not a variant (no " p "/MANIFEST)")
            seen = NR; parent = p
        }
        END { if (!failed) print parent }'
}

# ancestors DIR: DIR's chain of parent variants, the one nearest stage 08
# first, one a line; exit 2 (one line on stderr) when the chain loops.
ancestors() {
    chain=$1
    a=$1
    : > "$tmp/chain"
    while :; do
        a=$(parent_of "$a") || exit 2
        [ -n "$a" ] || break
        chain="$chain -> $a"
        if [ "$a" = "$1" ] || grep -qxF "$a" "$tmp/chain"; then
            echo "lineage: $1/MANIFEST: its chain of parents loops: $chain (see the extends lines)" >&2
            exit 2
        fi
        echo "$a" >> "$tmp/chain"
    done
    awk '{ line[NR] = $0 } END { for (i = NR; i >= 1; i--) print line[i] }' "$tmp/chain"
}

# Every variant's parent first: a broken chain stops everything (status 2).
: > "$tmp/parents"
for m in variants/*/MANIFEST; do
    [ -f "$m" ] || continue
    v=$(dirname "$m")
    anc=$(ancestors "$v") || exit 2
    echo "$v $(echo $anc | tr ' ' ',')" >> "$tmp/parents"
done

if [ "${1:-}" = --ancestors ]; then
    sed -e 's|^variants/||' -e 's|variants/||g' -e 's/ /=/' "$tmp/parents"
    exit 0
elif [ $# -gt 0 ]; then
    echo "lineage: usage: sh tools/lineage.sh [--ancestors]" >&2
    exit 2
fi

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

# Variants: variants/NAME/ is a full copy of its parent (stage 08, or the
# variant its MANIFEST extends) with one method changed.  Its MANIFEST
# (the same format) declares the items that differ from the parent, and
# every other file but the MANIFEST is the parent's, byte for byte, so
# `diff -ru PARENT variants/NAME` shows the method and nothing else.
s08=$prev
count=0
extending=0
vstatus=0
while read -r cur anc; do
    base=${anc##*,}
    if [ -z "$base" ]; then base=$s08; else extending=$((extending + 1)); fi
    where="variant $(basename "$cur") ($cur, against $base)"
    count=$((count + 1))
    for f in $( (ls "$base"; ls "$cur") | grep -v '\.[ch]$' | grep -vx MANIFEST | sort -u); do
        if ! cmp -s "$base/$f" "$cur/$f"; then
            echo "lineage: $where: $f differs from $base/$f (only .c and .h items may change)" >&2
            vstatus=1
        fi
    done
    declared "$cur/MANIFEST" > "$tmp/declared"
    changes "$base" "$cur" > "$tmp/changes"
    check "$where" "$base" "$cur" lineage || vstatus=1
done < "$tmp/parents"
if [ "$count" -gt 0 ] && [ "$vstatus" = 0 ]; then
    echo "lineage: each of $count variants is its parent plus its MANIFEST ($((count - extending)) of $s08, $extending of another variant)"
fi
[ "$vstatus" = 0 ] || status=1
exit "$status"
