#!/bin/sh
# carry.sh - carry a change made in a stage to every later stage that
# holds the same lines.
#
#   sh tools/carry.sh [-n] [--up] [--no-lineage] DIR            the working tree's change to DIR
#   sh tools/carry.sh [-n] [--up] [--no-lineage] COMMIT [DIR]   the change COMMIT made to DIR
#
# The eight stages are whole directories (stages/NN_*/, each the stage
# before plus its feature), so a fix to code they share belongs in every
# later stage that has it.  (The engine, engine/, holds its code once and
# is no copy of a stage: a fix it needs too is made there by hand.)
# Given the change to DIR (its uncommitted diff against HEAD, staged or
# not, or what COMMIT changed in it), carry.sh visits every later stage,
# in order.
#
# In each copy the same diff, with DIR's prefix replaced by the copy's, is
# applied by `git apply`: every line of a hunk, context included, must be
# found as it is (no fuzz), and the items it changes (the functions,
# types, macros of tools/items.awk) must be the same items the change
# touched in DIR, so a hunk can never land in another function that
# happens to read the same.  Each copy that holds a changed file gets one
# line, naming the files:
#   applied            the change is in the copy now
#   already has it     the copy holds the changed lines already
#   lines differ       the copy changed these lines itself (its MANIFEST
#                      says so): carry the fix there by hand, if it needs it
#   not tried          the copy it takes the file from did not take the
#                      change, so neither does it (the lineage check would
#                      see the two differ)
# DIR's MANIFEST is never
# carried (each copy's MANIFEST is its own), and untracked files in DIR
# are named, not carried (git add them first).  At the end
# tools/lineage.sh runs; its failure is carry.sh's (status 1).
#
# Code that DIR has from its parent unchanged (a function of stage 02
# fixed in stage 04) is in the parent too, and a fix to it belongs there
# as well: carry.sh says so when the parent holds the same lines (the
# lineage check would fail, since DIR would differ from its parent in an
# item its MANIFEST does not declare).  With --up it first goes up the
# parents as far as they hold the same lines, applies the change to each,
# and carries it down from the first of them.
#
#   -n             say where the change would apply; change nothing, no lineage check
#   --up           also apply it to the parents that hold the same lines (see above)
#   --no-lineage   apply, but leave the lineage check out (for scripts that run it once)
#
# Exit status 0 when the lineage check passes (a copy whose lines differ
# is reported, not an error), 1 when it fails, 2 on a bad argument.
# Nothing is committed: review with `git diff` and commit the change and
# its copies together.
set -eu
export LC_ALL=C

usage() {
    echo "carry: usage: sh tools/carry.sh [-n] [--up] [--no-lineage] DIR | COMMIT [DIR]  (DIR: a stage directory, stages/NN_name; --help for more)" >&2
    exit 2
}

bad() {
    echo "carry: $*" >&2
    exit 2
}

dry=0
up=0
lineage=1
args=
while [ $# -gt 0 ]; do
    case $1 in
        -n | --dry-run) dry=1 ;;
        --no-lineage) lineage=0 ;;
        --up) up=1 ;;
        -h | --help) sed -n '2,/^set -eu/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'; exit 0 ;;
        -*) bad "unknown option '$1'" ;;
        *) args="$args $1" ;;
    esac
    shift
done
# shellcheck disable=SC2086
set -- $args
[ $# -ge 1 ] && [ $# -le 2 ] || usage

top=$(git rev-parse --show-toplevel 2>/dev/null) || bad "not inside a git work tree"
cd "$top"
tool_dir=$top/tools

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# ---- the copies and their parents -------------------------------------------
# "DIR PARENT" for every stage ("-": no parent).
list_copies() {
    prev=-
    for d in stages/[0-9][0-9]_*; do
        [ -d "$d" ] || continue
        echo "$d $prev"
        prev=$d
    done
}
list_copies > "$tmp/copies" || exit 2

# A directory argument as the copies name it: no "./", no trailing "/".
normal_dir() {
    d=${1#./}
    while [ "${d%/}" != "$d" ]; do d=${d%/}; done
    echo "$d"
}

is_copy() {
    awk -v d="$1" '$1 == d { found = 1 } END { exit !found }' "$tmp/copies"
}

# ---- the change -------------------------------------------------------------
if [ $# -eq 1 ] && [ -d "$1" ]; then
    src=$(normal_dir "$1")
    is_copy "$src" || bad "$1 is not a stage directory (stages/NN_*/)"
    mode="the working tree's change to $src"
    old=HEAD
    new=
else
    commit=$1
    git rev-parse --verify -q "$commit^{commit}" > /dev/null || bad "'$commit' is neither a stage directory nor a commit"
    git rev-parse --verify -q "$commit^" > /dev/null || bad "$commit has no parent to compare with"
    old=$commit^
    new=$commit
    if [ $# -eq 2 ]; then
        src=$(normal_dir "$2")
        is_copy "$src" || bad "$2 is not a stage directory"
    else
        git diff --name-only "$old" "$new" | awk -F/ '
            $1 == "stages" { print $1 "/" $2 }' | sort -u > "$tmp/touched"
        : > "$tmp/touched_copies"
        while read -r d; do
            if is_copy "$d"; then echo "$d" >> "$tmp/touched_copies"; fi
        done < "$tmp/touched"
        case $(wc -l < "$tmp/touched_copies") in
            0) bad "$commit changes no stage" ;;
            1) src=$(cat "$tmp/touched_copies") ;;
            *) bad "$commit changes several copies ($(tr '\n' ' ' < "$tmp/touched_copies" | sed 's/ $//')); name the one to carry from: sh tools/carry.sh $commit DIR" ;;
        esac
    fi
    mode="the change $(git rev-parse --short "$commit") made to $src"
fi

# The diff with paths relative to the copy; the MANIFEST left out.
# shellcheck disable=SC2086
git diff --no-color --no-ext-diff --binary --relative="$src/" $old $new -- "$src" ":(exclude)$src/MANIFEST" > "$tmp/change.patch"
if [ ! -s "$tmp/change.patch" ]; then
    if [ -n "$new" ]; then bad "$commit changes nothing in $src but its MANIFEST"; fi
    bad "$src has no uncommitted change to carry (its MANIFEST aside); to carry a commit: sh tools/carry.sh COMMIT"
fi
# The files the change touches (relative to the copy), old and new names.
awk '/^diff --git / { sub(/^a\//, "", $3); sub(/^b\//, "", $4); print $3; print $4 }' "$tmp/change.patch" | sort -u > "$tmp/files"
hunks=$(grep -c '^@@' "$tmp/change.patch" || true)

# ---- the items a change touches ---------------------------------------------
# changed_items BEFORE AFTER: "FILE ITEM" for every item of the touched
# files that differs between the two directories ("FILE -" for a file
# that is not C, or that one side lacks).
changed_items() {
    while read -r f; do
        if [ ! -f "$1/$f" ] || [ ! -f "$2/$f" ]; then
            if [ -f "$1/$f" ] || [ -f "$2/$f" ]; then echo "$f -"; fi
            continue
        fi
        case $f in
            *.c | *.h) ;;
            *) cmp -s "$1/$f" "$2/$f" || echo "$f -"; continue ;;
        esac
        rm -rf "$tmp/ia" "$tmp/ib"
        mkdir "$tmp/ia" "$tmp/ib"
        awk -v dir="$tmp/ia" -f "$tool_dir/c_code.awk" -f "$tool_dir/items.awk" "$1/$f"
        awk -v dir="$tmp/ib" -f "$tool_dir/c_code.awk" -f "$tool_dir/items.awk" "$2/$f"
        for i in $( (ls "$tmp/ia"; ls "$tmp/ib") | sort -u); do
            cmp -s "$tmp/ia/$i" "$tmp/ib/$i" || echo "$f $i"
        done
    done
}

# scratch NAME: a directory holding the touched files of one copy, as the
# copy has them now (the source: as they were before the change).
scratch() {
    rm -rf "$tmp/$1"
    mkdir -p "$tmp/$1"
}

# git apply on a scratch directory, outside any repository (the ceiling
# keeps git from finding the one above /tmp, if any).
apply_in() {
    (cd "$1" && shift && GIT_CEILING_DIRECTORIES=$(dirname "$PWD") git apply --whitespace=nowarn "$@" "$patch")
}

# The source before the change, and what the change does to its items.
patch=$tmp/change.patch
scratch src_before
while read -r f; do
    if git cat-file -e "$old:$src/$f" 2>/dev/null; then
        mkdir -p "$tmp/src_before/$(dirname "$f")"
        git show "$old:$src/$f" > "$tmp/src_before/$f"
    fi
done < "$tmp/files"
rm -rf "$tmp/src_after"
cp -R "$tmp/src_before" "$tmp/src_after"
apply_in "$tmp/src_after" 2> "$tmp/err" || bad "the change does not apply to $src as it was ($(head -n 1 "$tmp/err"))"
changed_items "$tmp/src_before" "$tmp/src_after" < "$tmp/files" > "$tmp/src_items"

# ---- one copy ---------------------------------------------------------------
# why_not: the first reason git apply gave, in a few words.
why_not() {
    sed -n -e 's/^error: patch failed: \(.*\):\([0-9]*\)$/lines differ in \1 (the hunk at its line \2)/p' \
        -e 's/^error: \(.*\): No such file or directory$/lines differ: it has no \1/p' \
        -e 's/^error: \(.*\): does not exist in index$/lines differ: it has no \1/p' \
        -e 's/^error: \(.*\): already exists in working directory$/lines differ: it has its own \1/p' \
        "$tmp/err" | head -n 1
}

# try_copy DIR APPLY: prints the outcome word and a reason; applies the
# change to DIR when it can and APPLY is 1.
try_copy() {
    cp "$tmp/files" "$tmp/held"
    patch=$tmp/change.patch
    cp "$tmp/src_items" "$tmp/want_items"
    scratch before
    while read -r f; do
        if [ -f "$1/$f" ]; then
            mkdir -p "$tmp/before/$(dirname "$f")"
            cp "$1/$f" "$tmp/before/$f"
        fi
    done < "$tmp/held"
    rm -rf "$tmp/after"
    cp -R "$tmp/before" "$tmp/after"
    if apply_in "$tmp/after" 2> "$tmp/err"; then
        changed_items "$tmp/before" "$tmp/after" < "$tmp/held" > "$tmp/items"
        if ! cmp -s "$tmp/items" "$tmp/want_items"; then
            echo "differ the same lines are there, but in other items ($(tr '\n' ' ' < "$tmp/items" | sed 's/ $//'); in $src: $(tr '\n' ' ' < "$tmp/want_items" | sed 's/ $//'))"
            return
        fi
        if [ "$2" = 1 ]; then
            git apply --whitespace=nowarn --directory="$1" "$patch" 2> "$tmp/err" || {
                echo "differ git apply refused it in the tree: $(head -n 1 "$tmp/err")"
                return
            }
            echo "applied"
        else
            echo "applied would apply (dry run)"
        fi
    elif apply_in "$tmp/before" -R --check 2> /dev/null; then
        echo "already"
    else
        reason=$(why_not)
        echo "differ ${reason:-lines differ ($(head -n 1 "$tmp/err"))}"
    fi
}

# ---- the walk ---------------------------------------------------------------
parent_of() {
    awk -v d="$1" '$1 == d { print $2 }' "$tmp/copies"
}

files_n=$(grep -c . "$tmp/files")
echo "carry: $mode ($hunks hunk(s) in $(tr '\n' ' ' < "$tmp/files" | sed 's/ $//'); items: $(tr '\n' ',' < "$tmp/src_items" | sed -e 's/,$//' -e 's/,/, /g'))"
# shellcheck disable=SC2086
if ! git diff --quiet $old $new -- "$src/MANIFEST"; then
    echo "carry: $src/MANIFEST changed too; it is not carried (every copy's MANIFEST is its own)"
fi
if [ -z "$new" ]; then
    git ls-files --others --exclude-standard -- "$src" > "$tmp/untracked"
    while read -r f; do echo "carry: $f is untracked, so not carried (git add it first)"; done < "$tmp/untracked"
fi
[ "$files_n" -gt 0 ] || bad "nothing to carry"

# Up the parents: origin is the first copy of the unbroken chain of
# parents that would take the change (with --up), else src itself.
origin=$src
p=$(parent_of "$src")
while [ "$p" != - ]; do
    result=$(try_copy "$p" 0)
    [ "${result%% *}" = applied ] || break
    if [ "$up" = 0 ]; then
        echo "carry: note: $p holds the same lines ($(tr '\n' ' ' < "$tmp/src_items" | sed 's/ $//') came from there unchanged), so the fix belongs there too: sh tools/carry.sh --up ... applies it to every parent that has them, then carries it down from the first"
        break
    fi
    origin=$p
    p=$(parent_of "$p")
done
[ "$origin" = "$src" ] || echo "carry: --up: the parents hold the same lines up to $origin; carrying from there"

# origin (when it is not src) and its descendants, in pre-order (a parent
# before its children): "DIR PARENT".
awk -v origin="$origin" -v src="$src" '
    { kids[$2] = kids[$2] " " $1; parent[$1] = $2 }
    function walk(d,    n, a, i) {
        n = split(kids[d], a, " ")
        for (i = 1; i <= n; i++)
            if (!(a[i] in seen)) { seen[a[i]] = 1; print a[i], d; walk(a[i]) }
    }
    END { seen[origin] = 1; if (origin != src) print origin, parent[origin]; walk(origin) }' "$tmp/copies" > "$tmp/targets"

if [ ! -s "$tmp/targets" ]; then
    echo "carry: $src has no descendants; nothing to carry"
    exit 0
fi

# The copies that have the change (the ones a child may take it through).
if [ "$origin" = "$src" ]; then echo "$src" > "$tmp/took"; else parent_of "$origin" > "$tmp/took"; fi
applied=0; already=0; differ=0; skipped=0; total=0
# line DIR TEXT: the copy's line, naming the files it holds of the change.
line() {
    printf '  %-58s %s\n' "$1/$(paste -sd, "$tmp/held" | sed 's/,/, /g')" "$2"
}
while read -r dir parent; do
    if [ "$dir" = "$src" ]; then
        cp "$tmp/files" "$tmp/held"
        line "$dir" "the change was made here"
        echo "$dir" >> "$tmp/took"
        continue
    fi
    total=$((total + 1))
    if ! grep -qxF "$parent" "$tmp/took"; then
        printf '  %-58s not tried: its parent %s did not take the change\n' "$dir" "$parent"
        skipped=$((skipped + 1))
        continue
    fi
    result=$(try_copy "$dir" $((1 - dry)))
    word=${result%% *}
    rest=${result#"$word"}
    rest=${rest# }
    case $word in
        applied)
            line "$dir" "${rest:-applied}"
            applied=$((applied + 1))
            echo "$dir" >> "$tmp/took" ;;
        already)
            line "$dir" "already has it"
            already=$((already + 1))
            echo "$dir" >> "$tmp/took" ;;
        *)
            line "$dir" "not applied: $rest"
            differ=$((differ + 1)) ;;
    esac
done < "$tmp/targets"

verb=applied
[ "$dry" = 0 ] || verb="would apply"
if [ "$origin" = "$src" ]; then whom="descendants of $src"; else whom="copies from $origin down, $src aside"; fi
echo "carry: $verb to $applied of the $total $whom; $already already had it; $differ where lines differ; $skipped not tried"

if [ "$dry" = 1 ]; then
    echo "carry: dry run, nothing changed"
    exit 0
fi
if [ "$lineage" = 0 ]; then
    exit 0
fi
echo "carry: the lineage check (tools/lineage.sh):"
if sh tools/lineage.sh; then
    echo "carry: done; review with git diff, and commit the change and its copies together"
    exit 0
fi
echo "carry: the lineage check fails (above): a copy that did not take the change may now differ from one that did; see its MANIFEST" >&2
exit 1
