#!/bin/sh
# variant_lineage.sh - every variant of stage 8 is stage 8 plus what its
# MANIFEST declares, and nothing else.
#
# A variant is a directory variants/NAME/ holding a MANIFEST and a full
# copy of stages/08_*/ with one method changed.  As tools/lineage.sh does
# for neighbouring stages, every .c and .h file of stage 8 and of the
# variant is split into top-level items by tools/items.awk; an item that
# was added, removed or changed must be declared in the variant's
# MANIFEST (same format as the stages'), and everything the MANIFEST
# declares must have changed.  Besides, the two directories must hold the
# same other files, byte for byte, except the MANIFEST itself: the
# variant is "one diff away" from stage 8, and `diff -ru` shows nothing
# but the method.  Exit status 1, one line per problem.
set -eu
cd "$(dirname "$0")/.."

base=$(ls -d stages/08_* 2>/dev/null | head -n 1)
[ -n "$base" ] || { echo "variant_lineage: no stages/08_* to compare with" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# changes BASE VARIANT: "FILE ITEM added|removed|changed" and "FILE - new|removed".
changes() {
    for f in $( (ls "$1"; ls "$2") | grep '\.[ch]$' | sort -u); do
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

declared() {
    sed 's/#.*//' "$1" | awk 'NF == 1 { print $1, "-" } { for (i = 2; i <= NF; i++) print $1, $i }'
}

status=0
count=0
for m in variants/*/MANIFEST; do
    [ -f "$m" ] || continue
    cur=$(dirname "$m")
    where="variant $(basename "$cur") ($cur)"
    count=$((count + 1))
    # Files that are not C sources: the same in both, but the MANIFEST.
    for f in $( (ls "$base"; ls "$cur") | grep -v '\.[ch]$' | grep -vx MANIFEST | sort -u); do
        if ! cmp -s "$base/$f" "$cur/$f"; then
            echo "variant_lineage: $where: $f differs from $base/$f (only .c and .h items may change)" >&2
            status=1
        fi
    done
    declared "$m" > "$tmp/declared"
    changes "$base" "$cur" > "$tmp/changes"
    awk -v where="$where" -v m="$m" '
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
        function bad(msg) { print "variant_lineage: " msg > "/dev/stderr"; failed = 1 }
        END {
            for (i = 1; i <= n; i++) {
                split(d[i], p, " ")
                if (p[2] == "-" && !(p[1] in whole))
                    bad(where ": " m " lists " p[1] " as a whole file, but it is neither new nor removed; list the items that changed")
                else if (p[2] != "-" && !(d[i] in seen))
                    bad(where ": " m " declares " p[1] " " p[2] ", which did not change")
            }
            exit failed
        }' "$tmp/declared" "$tmp/changes" || status=1
done

if [ "$status" = 0 ]; then echo "variant_lineage: each of $count variants is stage 8 plus its MANIFEST"; fi
exit "$status"
