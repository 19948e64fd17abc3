#!/bin/sh
# test_carry.sh - tools/carry.sh on a scratch repository made of this
# tree's stages and tools (run by make test).
#
#   sh tools/test_carry.sh
#
# A. A commit changes a function of stage 04 that no later stage changes,
#    and stage 04's MANIFEST: `carry.sh COMMIT` puts the same line into
#    stages 05-08 and leaves the MANIFESTs alone; run again with -n, every
#    copy already has it.
# B. An uncommitted change in stage 04 to the line of collide_shape (stage
#    02's function) that stage 06 rewrote: `carry.sh -n DIR` says stage 03
#    holds the same lines; `carry.sh --up DIR` puts it into stages 02, 03
#    and 05, says that stage 06's lines differ and that 07 and 08 were
#    not tried, and the lineage check passes (it also sees A's carried
#    change).
# D. The same lines inside another function (stage 08 renamed the
#    function, for the test): git apply would take the hunk, carry.sh
#    refuses it.
# E. Bad arguments: one line on stderr, status 2.
#
# Prints one line per check; exit status 1 on the first failure.
set -eu
export LC_ALL=C
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

fail() {
    echo "test_carry: FAIL: $*" >&2
    if [ -f "$tmp/out" ]; then sed 's/^/  | /' "$tmp/out" >&2; fi
    exit 1
}
ok() { echo "test_carry: ok: $*"; }

# The scratch repository: the stages and the tools carry.sh needs.  Git
# needs a name to commit with.
repo=$tmp/repo
mkdir -p "$repo/tools"
cp -R "$root/stages" "$repo/"
cp "$root/tools/carry.sh" "$root/tools/lineage.sh" "$root/tools/items.awk" "$root/tools/c_code.awk" "$repo/tools/"
cd "$repo"
export GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@example.invalid
export GIT_COMMITTER_NAME=test GIT_COMMITTER_EMAIL=test@example.invalid
git init -q .
git add -A
git commit -q -m base
base=$(git rev-parse HEAD)

s04=$(ls -d stages/04_*)
s05=$(ls -d stages/05_*)
s06=$(ls -d stages/06_*)
s08=$(ls -d stages/08_*)
s07=$(ls -d stages/07_*)
later_stages=$(ls -d stages/0[5-8]_*)

# carry ARGS...: runs carry.sh, its output in $tmp/out, its status in $rc.
carry() {
    rc=0
    sh tools/carry.sh "$@" > "$tmp/out" 2>&1 || rc=$?
}

# says DIR WORDS: carry's line for DIR (DIR/FILES, or DIR alone when not
# tried) reads WORDS after the name.
says() {
    awk -v d="$1" -v w="$2" '$1 == d || index($1, d "/") == 1 { line = $0; sub(/^ *[^ ]+ +/, "", line); if (index(line, w) == 1) found = 1 }
        END { exit !found }' "$tmp/out" || fail "expected '$1  $2...'"
}

# item FILE NAME: the text of one top-level item (tools/items.awk).
item() {
    awk -v item="$2" -f tools/c_code.awk -f tools/items.awk "$1"
}

# ---- A --------------------------------------------------------------------
# The first of these stage-04 functions that stages 05-08 hold unchanged
# (a stage that rewrites one moves the test on to the next).
fn=
for cand in collision.c:collide_corner collision.c:collide_circ_rect \
    rigid_shape.c:rigid_shape_draw_bound game_object.c:game_object_set_free; do
    f=${cand%%:*}; name=${cand#*:}
    item "$s04/$f" "$name" > "$tmp/item04"
    [ -s "$tmp/item04" ] || continue
    same=1
    for d in $later_stages; do
        [ -f "$d/$f" ] || continue
        item "$d/$f" "$name" | cmp -s - "$tmp/item04" || { same=0; break; }
    done
    if [ "$same" = 1 ]; then fn=$name; file=$f; break; fi
done
[ -n "$fn" ] || fail "no candidate function of stage 04 is the same in every later copy; add one to the list in tools/test_carry.sh"

# A line after the opening brace of the definition.
mark="    /* test_carry: a fix to $fn */"
awk -v fn="$fn" -v mark="$mark" '
    { print }
    !done && $0 ~ "^[a-zA-Z].*[ *]" fn "\\(" { in_def = 1 }
    in_def && $0 == "{" { print mark; in_def = 0; done = 1 }' "$s04/$file" > "$tmp/new"
cp "$tmp/new" "$s04/$file"
grep -qxF "$mark" "$s04/$file" || fail "could not edit $fn in $s04/$file"
echo "# test_carry: a line of stage 04's own" >> "$s04/MANIFEST"
git commit -q -am "fix $fn"
carry --no-lineage HEAD
[ "$rc" = 0 ] || fail "carry.sh HEAD exited with $rc"
n=0
for d in $later_stages; do
    n=$((n + 1))
    says "$d" applied
    grep -qxF "$mark" "$d/$file" || fail "$d/$file did not get the line"
done
grep -q "applied to $n of the $n descendants of $s04" "$tmp/out" || fail "the summary line should count $n of $n"
grep -q "^carry: $s04/MANIFEST changed too; it is not carried" "$tmp/out" || fail "carry.sh should say the MANIFEST is not carried"
git diff --quiet -- '*/MANIFEST' || fail "carry.sh changed a MANIFEST"
ok "A: a commit changing $fn in stage 04 is carried to stages 05-08"

carry -n HEAD
[ "$rc" = 0 ] || fail "carry.sh -n HEAD exited with $rc"
for d in $later_stages; do
    says "$d" "already has it"
done
grep -q "dry run, nothing changed" "$tmp/out" || fail "-n should say it changed nothing"
ok "A: run again (-n), every copy already has it"
git add -A
git commit -q -m "carry $fn"

# ---- B --------------------------------------------------------------------
# collide_shape is stage 02's, unchanged up to stage 05; stage 06 rewrote
# the line.  Without --up carry.sh points at the parents that have it.
line='    if (s1 == s2 || !detect_collision(s1, s2, &info))'
grep -qxF "$line" "$s04/physics.c" || fail "the test's line of collide_shape is gone from $s04/physics.c"
sed "s/^    if (s1 == s2 || !detect_collision(s1, s2, &info))\$/& \/* test_carry *\//" "$s04/physics.c" > "$tmp/new"
cp "$tmp/new" "$s04/physics.c"
carry -n "$s04"
[ "$rc" = 0 ] || fail "carry.sh -n $s04 exited with $rc"
grep -q "^carry: note: stages/03_[a-z_]* holds the same lines" "$tmp/out" || fail "carry.sh should say that stage 03 holds the same lines"
says "$s05" "would apply"
ok "B: a change to code stage 04 has from stage 03 unchanged: carry.sh says the fix belongs there too"

carry --up "$s04"
[ "$rc" = 0 ] || fail "carry.sh --up $s04 exited with $rc (the lineage check should pass)"
grep -q "^carry: --up: the parents hold the same lines up to stages/02_" "$tmp/out" || fail "--up should go up to stage 02"
for d in $(ls -d stages/0[2-3]_*) "$s05"; do
    says "$d" applied
    grep -qF "$line /* test_carry */" "$d/physics.c" || fail "$d/physics.c did not get the line"
done
says "$s04" "the change was made here"
says "$s06" "not applied: lines differ in physics.c"
for d in $(ls -d stages/0[7-8]_*); do
    says "$d" "not tried: its parent"
done
git diff --quiet -- $(ls -d stages/0[6-8]_* stages/01_*) || fail "carry.sh changed a copy it reported as not applied"
grep -q "^lineage: every stage is its predecessor plus its MANIFEST" "$tmp/out" || fail "carry.sh should run the lineage check"
ok "B: with --up it goes to stages 02-05, stops at stage 06 (lines differ), tries nothing beyond; lineage passes (A's carried change too)"
git reset -q --hard "$base"

# ---- D --------------------------------------------------------------------
# Stage 08 renames positional_correction (for the test); the hunk's lines
# are all there, in the renamed function, which is not the item the fix
# changed.  (The fixed line is the body's fourth, so the hunk's context,
# three lines either side, holds no signature: git apply takes it
# whatever the name.)
sed 's/positional_correction(/positional_correction_renamed(/' "$s08/physics.c" > "$tmp/new"
cp "$tmp/new" "$s08/physics.c"
git commit -q -am "stage 08 renames positional_correction"
sed 's/^    double k = info->depth \/ (im1 + im2) \* rate;$/& \/* fix *\//' "$s07/physics.c" > "$tmp/new"
cmp -s "$tmp/new" "$s07/physics.c" && fail "could not edit positional_correction in $s07/physics.c"
cp "$tmp/new" "$s07/physics.c"
git diff --relative="$s07/" -- "$s07" > "$tmp/plain.patch"
git apply --check --directory="$s08" "$tmp/plain.patch" || fail "the test expects git apply alone to take the hunk in $s08"
carry --no-lineage "$s07"
[ "$rc" = 0 ] || fail "carry.sh $s07 exited with $rc"
says "$s08" "not applied: the same lines are there, but in other items"
git diff --quiet -- "$s08" || fail "carry.sh changed $s08"
ok "D: the same lines inside a renamed function are refused (git apply alone would take them)"
git reset -q --hard "$base"

# ---- E --------------------------------------------------------------------
expect_bad() {
    what=$1; shift
    carry "$@"
    [ "$rc" = 2 ] || fail "$what: status $rc, expected 2"
    [ "$(wc -l < "$tmp/out")" -ge 1 ] && grep -q '^carry: ' "$tmp/out" || fail "$what: no message"
}
expect_bad "no change" "$s04"
expect_bad "not a copy" tools
expect_bad "not a commit" no-such-thing
expect_bad "unknown option" --frobnicate "$s04"
printf '\n' >> "$s05/physics.c"
printf '\n' >> "$s06/physics.c"
git commit -q -am "two copies"
expect_bad "a commit changing two copies" HEAD
grep -q "name the one to carry from" "$tmp/out" || fail "two copies: the message should say to name one"
ok "E: bad arguments get one line and status 2"
echo "test_carry: all passed"
