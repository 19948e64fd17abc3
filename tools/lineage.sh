#!/bin/sh
# lineage.sh - every stage is the stage before it plus what its MANIFEST
# declares, and nothing else (make test runs it).
#
#   sh tools/lineage.sh
#
# Every .c and .h file is split into top-level items by tools/items.awk
# (functions, prototypes, types, macros, globals, each with the comment
# above it, plus one "(file)" item for includes, guards and free
# comments).
#
# Stages: for each pair of neighbouring stages (and stage 01 against
# nothing), an item that was added, removed or changed must be declared in
# the later stage's MANIFEST, and everything a MANIFEST declares must have
# changed.
#
# MANIFEST format ('#' starts a comment):
#   FILE ITEM ITEM ...   these items of FILE are new, changed or removed
#   FILE                 FILE is new or removed as a whole
# A file may take several lines.  Exit status 1 and one line per problem,
# naming the MANIFEST and its line where there is one.
set -eu
export LC_ALL=C
cd "$(dirname "$0")/.."

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# changes PREV CUR FILE...: "FILE ITEM added|removed|changed" for every
# item of the named files that differs between the directories PREV and
# CUR, and "FILE - new|removed" for a file one of them lacks.  PREV may
# be empty (no directory).
changes() {
    prev=$1 cur=$2
    shift 2
    for f in "$@"; do
        rm -rf "$tmp/a" "$tmp/b"
        mkdir "$tmp/a" "$tmp/b"
        if [ -n "$prev" ] && [ -f "$prev/$f" ]; then awk -v dir="$tmp/a" -f tools/c_code.awk -f tools/items.awk "$prev/$f"; else echo "$f - new"; fi
        if [ -f "$cur/$f" ]; then awk -v dir="$tmp/b" -f tools/c_code.awk -f tools/items.awk "$cur/$f"; else echo "$f - removed"; fi
        for i in $( (ls "$tmp/a"; ls "$tmp/b") | sort -u); do
            if [ ! -f "$tmp/a/$i" ]; then echo "$f $i added"
            elif [ ! -f "$tmp/b/$i" ]; then echo "$f $i removed"
            elif ! cmp -s "$tmp/a/$i" "$tmp/b/$i"; then echo "$f $i changed"
            fi
        done
    done
}

# c_files DIR...: the .c and .h files' names in the directories.
c_files() {
    for d in "$@"; do [ -n "$d" ] && ls "$d"; done 2> /dev/null | grep '\.[ch]$' | sort -u
}

# check WHERE MANIFEST: the MANIFEST against $tmp/changes; one line per
# problem on stderr, status 1 on any.  $tmp/held lists the files the
# MANIFEST may name.
check() {
    awk -v where="$1" -v m="$2" -v held="$tmp/held" '
        BEGIN {
            while ((getline f < held) > 0) holds[f] = 1
            while ((getline line < m) > 0) {
                ln++
                sub(/#.*/, "", line)
                k = split(line, w, " ")
                if (k == 0) continue
                if (!(w[1] in holds)) {
                    bad(m ":" ln ": " w[1] ": " where " has no such file (a MANIFEST names the files of its own directory)")
                    continue
                }
                mentioned[w[1]] = 1
                if (k == 1) { decl[w[1] " -"] = ln; d[++n] = w[1] " -" }
                for (i = 2; i <= k; i++) { decl[w[1] " " w[i]] = ln; d[++n] = w[1] " " w[i] }
            }
        }
        function bad(msg) { print "lineage: " msg > "/dev/stderr"; failed = 1 }
        $2 == "-" {
            whole[$1] = 1
            if (!($1 in mentioned)) bad(where ": " $1 " is " $3 " but " m " does not mention it")
            next
        }
        { seen[$1 " " $2] = 1 }
        !(($1 " " $2) in decl) && !(($1 " -") in decl) {
            bad(where ": " $1 ": " $2 " " $3 " but " m " does not declare it (add \"" $1 " " $2 "\")")
        }
        END {
            for (i = 1; i <= n; i++) {
                split(d[i], p, " ")
                if (p[2] == "-" && !(p[1] in whole))
                    bad(m ":" decl[d[i]] ": " p[1] " is listed as a whole file, but it is neither new nor removed; list the items that changed")
                else if (p[2] != "-" && !(d[i] in seen))
                    bad(m ":" decl[d[i]] ": " p[1] " " p[2] " is declared, but it did not change")
            }
            exit failed
        }' "$tmp/changes"
}

status=0

# ---- the stages ---------------------------------------------------------------
prev=
for cur in stages/[0-9][0-9]_*; do
    where="stage $(basename "$cur" | cut -c1-2) ($cur)"
    files=$(c_files "$prev" "$cur")
    # A stage's MANIFEST may name the files it removed, too.
    c_files "$prev" "$cur" > "$tmp/held"
    if [ -f "$cur/MANIFEST" ]; then
        # shellcheck disable=SC2086
        changes "$prev" "$cur" $files > "$tmp/changes"
        check "$where" "$cur/MANIFEST" || status=1
    else
        echo "lineage: $where: no MANIFEST; it must declare what the stage adds or changes (see tools/lineage.sh)" >&2
        status=1
    fi
    prev=$cur
done
if [ "$status" = 0 ]; then echo "lineage: every stage is its predecessor plus its MANIFEST"; fi
exit "$status"
