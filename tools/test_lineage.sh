#!/bin/sh
# test_lineage.sh - tools/lineage.sh on a scratch copy of this tree's
# stages and tools (run by make test).
#
#   sh tools/test_lineage.sh
#
# A. The stages as they are pass.
# B. A stage that changes an item its MANIFEST does not declare (a comment
#    added to a function of stage 05): status 1, a line naming the stage,
#    the file and the item, and saying what to add (and one for stage 06,
#    which now differs from stage 05 there too).
# C. A MANIFEST that declares an item that did not change: status 1, one
#    line naming the MANIFEST and its line.
# D. A stage without a MANIFEST: status 1, one line naming the stage.
#
# Prints one line per check; exit status 1 on the first failure.
set -eu
export LC_ALL=C
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

fail() {
    echo "test_lineage: FAIL: $*" >&2
    if [ -f "$tmp/out" ]; then sed 's/^/  | /' "$tmp/out" >&2; fi
    exit 1
}
ok() { echo "test_lineage: ok: $*"; }

t=$tmp/tree
mkdir -p "$t/tools"
cp -R "$root/stages" "$t/"
cp "$root/tools/lineage.sh" "$root/tools/items.awk" "$root/tools/c_code.awk" "$t/tools/"
cd "$t"
s05=$(ls -d stages/05_*)

# lineage: tools/lineage.sh, its output in $tmp/out, its status in $rc.
lineage() {
    rc=0
    sh tools/lineage.sh > "$tmp/out" 2>&1 || rc=$?
}
has() { grep -qF -- "$1" "$tmp/out" || fail "expected '$1' in the output"; }

lineage
[ "$rc" = 0 ] || fail "A: the stages as they are: status $rc"
ok "A: the stages as they are pass"

cp "$s05/collision.c" "$tmp/keep"
awk '{ print } /^bool collide_corner\(/ { f = 1 } f && $0 == "{" { print "    /* test_lineage */"; f = 0 }' "$tmp/keep" > "$s05/collision.c"
grep -q test_lineage "$s05/collision.c" || fail "B: could not edit collide_corner in $s05/collision.c"
lineage
[ "$rc" = 1 ] || fail "B: an undeclared change: status $rc, expected 1"
has "collision.c: collide_corner changed but $s05/MANIFEST does not declare it (add \"collision.c collide_corner\")"
[ "$(grep -c '^lineage: ' "$tmp/out")" = 2 ] || fail "B: expected two lines, stage 05's and stage 06's"
cp "$tmp/keep" "$s05/collision.c"
ok "B: an item changed but not declared: a line per stage it differs in, status 1"

cp "$s05/MANIFEST" "$tmp/manifest"
echo "collision.c collide_corner" >> "$s05/MANIFEST"
line=$(wc -l < "$s05/MANIFEST")
lineage
[ "$rc" = 1 ] || fail "C: a declared item that did not change: status $rc, expected 1"
has "$s05/MANIFEST:$line: collision.c collide_corner is declared, but it did not change"
cp "$tmp/manifest" "$s05/MANIFEST"
ok "C: an item declared but unchanged: one line naming the MANIFEST and its line, status 1"

mv "$s05/MANIFEST" "$tmp/manifest"
lineage
[ "$rc" = 1 ] || fail "D: no MANIFEST: status $rc, expected 1"
has "no MANIFEST"
mv "$tmp/manifest" "$s05/MANIFEST"
ok "D: a stage without its MANIFEST: status 1"
echo "test_lineage: all passed"
