#!/bin/sh
# test_lineage.sh - a variant's parent (`extends variants/OTHER` in its
# MANIFEST), as tools/lineage.sh and variants/variants.mk read it, on a
# scratch copy of this tree (run by make test).
#
#   sh tools/test_lineage.sh
#
# The copy gets variants made for the test: zz_child, coulomb_friction
# with one more function changed (a comment added to positional_correction),
# and zz_grand, which extends zz_child and changes nothing.
# A. The tree as it is passes; --ancestors names no parent variant.
# B. zz_child declares only what differs from coulomb_friction; zz_grand
#    declares nothing: both pass, and --ancestors gives their chains.
# C. A copy of zz_child declaring what coulomb_friction changed too, one
#    leaving its own change out, one without the extends line (so checked
#    against stage 08): status 1, naming the item and the parent.
# D. A parent that cannot be found (no such variant, a stage, a second
#    extends line, a chain that loops): status 2, one line naming the
#    MANIFEST and its line.
# E. variants.mk: zz_grand's runner compiles stage 8's suites, then
#    coulomb_friction's, zz_child's, its own; its list of superseded tests
#    is its ancestors' and its own; a name without its reason stops the
#    build naming the file and line; a broken MANIFEST stops make (status
#    2) with lineage.sh's line.
#
# Prints one line per check; exit status 1 on the first failure.
set -eu
export LC_ALL=C
# The makes below are this script's own, not the make that runs it.
unset MAKEFLAGS MFLAGS MAKELEVEL
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

fail() {
    echo "test_lineage: FAIL: $*" >&2
    if [ -f "$tmp/out" ]; then sed 's/^/  | /' "$tmp/out" >&2; fi
    exit 1
}
ok() { echo "test_lineage: ok: $*"; }

# The scratch tree: every file git tracks, as the working tree has it.
t=$tmp/tree
mkdir "$t"
(cd "$root" && git ls-files -z --cached | xargs -0 sh -c 'for f; do [ -f "$f" ] && printf "%s\0" "$f"; done' sh |
    xargs -0 cp --parents -t "$t")
cd "$t"
s08=$(ls -d stages/08_*)

# lineage ARGS...: tools/lineage.sh, its output in $tmp/out, status in $rc.
lineage() {
    rc=0
    sh tools/lineage.sh "$@" > "$tmp/out" 2>&1 || rc=$?
}
has() { grep -qF -- "$1" "$tmp/out" || fail "expected '$1' in the output"; }

# ---- A --------------------------------------------------------------------
lineage
[ "$rc" = 0 ] || fail "A: the tree as it is: status $rc"
lineage --ancestors
[ "$rc" = 0 ] || fail "A: --ancestors: status $rc"
# The tree's own variants: $n of stage 08 (no extends line), $x of another.
n=$(grep -L '^extends ' variants/*/MANIFEST | wc -l)
x=$(grep -l '^extends ' variants/*/MANIFEST | wc -l)
[ "$(grep -c '^[a-z_0-9]*=$' "$tmp/out")" = "$n" ] || fail "A: --ancestors should give each of the $n variants without an extends line no parent"
[ "$(grep -c '^[a-z_0-9]*=[a-z]' "$tmp/out")" = "$x" ] || fail "A: --ancestors should give each of the $x variants with an extends line its chain"
ok "A: the tree passes; --ancestors: $n variants of stage 08, $x of another variant"

# ---- B --------------------------------------------------------------------
cp -R variants/coulomb_friction variants/zz_child
awk '{ print } /^[a-z].*positional_correction\(/ && !/;$/ { f = 1 } f && $0 == "{" { print "    /* zz_child */"; f = 0 }' \
    variants/coulomb_friction/physics.c > variants/zz_child/physics.c
grep -q 'zz_child' variants/zz_child/physics.c || fail "could not edit positional_correction in zz_child"
printf '# zz_child: made by tools/test_lineage.sh\nextends variants/coulomb_friction  # the parent\n\nphysics.c positional_correction\n' > variants/zz_child/MANIFEST
cp -R variants/zz_child variants/zz_grand
printf 'extends variants/zz_child/\n' > variants/zz_grand/MANIFEST
lineage
[ "$rc" = 0 ] || fail "B: zz_child and zz_grand: status $rc"
has "is its parent plus its MANIFEST ($n of $s08, $((x + 2)) of another variant)"
lineage --ancestors
has "zz_child=coulomb_friction"
has "zz_grand=coulomb_friction,zz_child"
has "coulomb_friction="
ok "B: a variant of coulomb_friction and one of that pass against their parents; --ancestors gives the chains"

# ---- C --------------------------------------------------------------------
# Three copies of zz_child, checked in one run: zz_c1 declares
# coulomb_friction's change as well, zz_c2 leaves its own out, zz_c3 has
# no extends line, so its parent is stage 08, which differs in
# coulomb_friction's items too.
for c in zz_c1 zz_c2 zz_c3; do cp -R variants/zz_child variants/$c; done
printf 'extends variants/coulomb_friction\nphysics.c positional_correction\nphysics.c contact_velocity\n' > variants/zz_c1/MANIFEST
printf 'extends variants/coulomb_friction\n' > variants/zz_c2/MANIFEST
printf 'physics.c positional_correction\n' > variants/zz_c3/MANIFEST
lineage
[ "$rc" = 1 ] || fail "C: status $rc, expected 1"
has "variant zz_c1 (variants/zz_c1, against variants/coulomb_friction): variants/zz_c1/MANIFEST declares physics.c contact_velocity, which did not change"
has "variant zz_c2 (variants/zz_c2, against variants/coulomb_friction): physics.c: positional_correction changed but variants/zz_c2/MANIFEST does not declare it"
has "variant zz_c3 (variants/zz_c3, against $s08): physics.c: resolve_collision changed"
grep -q "zz_child\|zz_grand" "$tmp/out" && fail "C: zz_child and zz_grand should still pass"
rm -rf variants/zz_c1 variants/zz_c2 variants/zz_c3
ok "C: a MANIFEST is read against the parent: the parent's changes are not the child's, the child's own must be declared"

# ---- D --------------------------------------------------------------------
# bad MANIFEST-TEXT EXPECTED: zz_grand's MANIFEST, status 2, one line.
bad() {
    printf "$1" > variants/zz_grand/MANIFEST
    for mode in "" --ancestors; do
        lineage $mode
        [ "$rc" = 2 ] || fail "D: '$1' ($mode): status $rc, expected 2"
        [ "$(wc -l < "$tmp/out")" = 1 ] || fail "D: '$1' ($mode): expected one line"
        has "$2"
    done
}
bad '# a comment\nextends variants/nope\n' "lineage: variants/zz_grand/MANIFEST:2: extends variants/nope, which is not a variant (no variants/nope/MANIFEST)"
bad "extends $s08\n" "lineage: variants/zz_grand/MANIFEST:1: extends $s08: a parent is another variant"
bad 'extends\n' "lineage: variants/zz_grand/MANIFEST:1: extends takes one directory"
bad 'extends variants/zz_child\nextends variants/materials\n' "lineage: variants/zz_grand/MANIFEST:2: a second extends line"
bad 'extends variants/zz_grand\n' "lineage: variants/zz_grand/MANIFEST: its chain of parents loops: variants/zz_grand -> variants/zz_grand"
printf 'extends variants/zz_grand\n' > variants/zz_child/MANIFEST
bad 'extends variants/zz_child\n' "its chain of parents loops: variants/zz_child -> variants/zz_grand -> variants/zz_child"
printf 'extends variants/coulomb_friction\nphysics.c positional_correction\n' > variants/zz_child/MANIFEST
printf 'extends variants/zz_child\n' > variants/zz_grand/MANIFEST
ok "D: no such parent, a stage, no argument, two extends lines, a loop of one and of two: status 2, one line naming the MANIFEST"

# ---- E --------------------------------------------------------------------
mkdir -p tests/variants/zz_child tests/variants/zz_grand
printf 'Suite *test_zz_child_suite(void);\n' > tests/variants/zz_child/test_zz_child.c
printf 'Suite *test_zz_grand_suite(void);\n' > tests/variants/zz_grand/test_zz_grand.c
printf '# zz_child supersedes one more\n\nobject_on_static_floor   # a reason\n' > tests/variants/zz_child/SUPERSEDED
printf 'v_toggles_motion # a reason\n' > tests/variants/zz_grand/SUPERSEDED
b=$tmp/build
rc=0
make --no-print-directory -n BUILD="$b" "$b/tests/runner_variant_zz_grand.c" > "$tmp/out" 2>&1 || rc=$?
[ "$rc" = 0 ] || fail "E: make -n the runner: status $rc"
tr ' ' '\n' < "$tmp/out" | grep '^tests/.*\.c$' > "$tmp/suites" || true
printf 'print-stage8:\n\t@for f in $(STAGE_08_TEST_SRC); do echo $$f; done\n' > "$tmp/print.mk"
make --no-print-directory -s -f Makefile -f "$tmp/print.mk" BUILD="$b" print-stage8 > "$tmp/expected" 2>/dev/null || true
[ -s "$tmp/expected" ] || fail "E: could not list stage 8's suites"
ls tests/variants/coulomb_friction/test_*.c >> "$tmp/expected"
echo tests/variants/zz_child/test_zz_child.c >> "$tmp/expected"
echo tests/variants/zz_grand/test_zz_grand.c >> "$tmp/expected"
cmp -s "$tmp/suites" "$tmp/expected" || { diff "$tmp/expected" "$tmp/suites" > "$tmp/out" || true; fail "E: zz_grand's suites (expected < > given)"; }
ok "E: zz_grand's runner: stage 8's $(grep -c -v variants "$tmp/expected") suites, then coulomb_friction's, zz_child's, its own"

h=$b/tests/superseded_zz_grand/variant_superseded.h
rc=0
rm -f "$h"    # not left to the clock: the list may change within its tick
make --no-print-directory BUILD="$b" "$h" > "$tmp/out" 2>&1 || rc=$?
[ "$rc" = 0 ] || fail "E: the superseded header: status $rc"
list=$(sed -n 's/^#define VARIANT_SUPERSEDED//p' "$h")
for name in $(sed 's/#.*//' tests/variants/coulomb_friction/SUPERSEDED) object_on_static_floor v_toggles_motion; do
    case $list in *"\"$name\","*) ;; *) cp "$h" "$tmp/out"; fail "E: $name missing from zz_grand's superseded list" ;; esac
done
ok "E: zz_grand's superseded list: coulomb_friction's, zz_child's and its own"

printf '# zz_child supersedes one more\n\nobject_on_static_floor\n' > tests/variants/zz_child/SUPERSEDED
rc=0
rm -f "$h"    # not left to the clock: the list may change within its tick
make --no-print-directory BUILD="$b" "$h" > "$tmp/out" 2>&1 || rc=$?
[ "$rc" != 0 ] || fail "E: a name without its reason: make passed"
has "tests/variants/zz_child/SUPERSEDED:3: object_on_static_floor has no reason"
printf 'object_on_static_floor #\n' > tests/variants/zz_child/SUPERSEDED
rc=0
rm -f "$h"    # not left to the clock: the list may change within its tick
make --no-print-directory BUILD="$b" "$h" > "$tmp/out" 2>&1 || rc=$?
[ "$rc" != 0 ] || fail "E: a name with an empty reason: make passed"
has "tests/variants/zz_child/SUPERSEDED:1: object_on_static_floor has no reason"
printf 'object_on_static_floor v_toggles_motion # two\n' > tests/variants/zz_child/SUPERSEDED
rc=0
rm -f "$h"    # not left to the clock: the list may change within its tick
make --no-print-directory BUILD="$b" "$h" > "$tmp/out" 2>&1 || rc=$?
[ "$rc" != 0 ] || fail "E: two names on a line: make passed"
has "tests/variants/zz_child/SUPERSEDED:1: one test name a line"
ok "E: a superseded name without a reason, with an empty one, two names on a line: the build stops, naming file and line"

printf 'extends variants/nope\n' > variants/zz_grand/MANIFEST
rc=0
make --no-print-directory -n BUILD="$b" all > "$tmp/out" 2>&1 || rc=$?
[ "$rc" = 2 ] || fail "E: make with a broken MANIFEST: status $rc, expected 2"
has "lineage: variants/zz_grand/MANIFEST:1: extends variants/nope, which is not a variant"
rc=0
make --no-print-directory -n BUILD="$b" clean > "$tmp/out" 2>&1 || rc=$?
[ "$rc" = 0 ] || fail "E: make clean with a broken MANIFEST: status $rc"
ok "E: make with a broken MANIFEST stops (status 2) with lineage.sh's line; make clean still runs"
echo "test_lineage: all passed"
