#!/bin/sh
# test_lineage.sh - variants as overlays, as tools/variants.sh,
# tools/lineage.sh and the Makefile read them, on a scratch copy of this
# tree (run by make test).
#
#   sh tools/test_lineage.sh
#
# The copy gets variants made for the test: zz_child extends
# coulomb_friction and holds physics.c with one more function changed (a
# comment added to positional_correction); zz_grand extends zz_child and
# holds nothing but its MANIFEST.
# A. The tree as it is passes; `variants.sh ancestors` gives every variant
#    its chain as its extends lines say.
# B. zz_child and zz_grand pass; their chains; zz_grand's whole source
#    takes physics.c from zz_child, the rest from coulomb_friction and
#    stage 08.
# C. Overlays that break the rules, checked in one run: one declaring its
#    parent's change as well, one leaving its own out, one without the
#    extends line (so read against stage 08), one holding a file that is
#    its parent's byte for byte, one whose MANIFEST names a file it does
#    not hold, one holding a file that is not C: status 1, a line each,
#    naming the MANIFEST (and its line) or the file.
# D. A tree that cannot be read (no such parent, a stage, no argument, a
#    second extends line, a loop of one and of two, a variant missing from
#    variants/index.txt, a line there without its variant): status 2, one
#    line naming the file and line, from variants.sh and from lineage.sh.
# E. The Makefile: zz_grand's runner compiles stage 8's suites, then
#    coulomb_friction's, zz_child's, its own, less a file superseded by
#    zz_child; its list of superseded tests is its ancestors' and its own;
#    an entry without its reason stops the build naming the file and
#    line; its composed physics.c is zz_child's, read-only; a broken
#    MANIFEST stops make (status 2) with variants.sh's line; make clean
#    still runs.
#
# Prints one line per check; exit status 1 on the first failure.
set -eu
export LC_ALL=C
# The makes below are this script's own, not the make that runs it.
unset MAKEFLAGS MFLAGS MAKELEVEL
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp"; rm -rf "$tmp"' EXIT INT TERM

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

# run TOOL ARGS...: sh tools/TOOL, its output in $tmp/out, status in $rc.
run() {
    rc=0
    tool=$1
    shift
    sh "tools/$tool" "$@" > "$tmp/out" 2>&1 || rc=$?
}
has() { grep -qF -- "$1" "$tmp/out" || fail "expected '$1' in the output"; }

# A variant made for the test: its MANIFEST, and a line in index.txt.
mkvariant() {
    mkdir -p "variants/$1"
    printf '# %s: made by tools/test_lineage.sh\n%s\n' "$1" "$2" > "variants/$1/MANIFEST"
    printf '%s 9 %s\n' "$1" "$1" >> variants/index.txt
}

# ---- A --------------------------------------------------------------------
run lineage.sh
[ "$rc" = 0 ] || fail "A: the tree as it is: status $rc"
run variants.sh ancestors
[ "$rc" = 0 ] || fail "A: variants.sh ancestors: status $rc"
for m in variants/*/MANIFEST; do
    v=$(basename "$(dirname "$m")")
    p=$(sed 's/#.*//' "$m" | awk '$1 == "extends" { sub(/^variants\//, "", $2); sub(/\/$/, "", $2); print $2 }')
    chain=$(grep "^$v=" "$tmp/out" | cut -d= -f2)
    if [ -z "$p" ]; then [ -z "$chain" ] || fail "A: $v has no extends line, but its chain is '$chain'"
    else case ",$chain" in *",$p") ;; *) fail "A: $v extends $p, but its chain is '$chain'" ;; esac
    fi
done
ok "A: the tree passes; every variant's chain ends at the parent its extends line names"

# ---- B --------------------------------------------------------------------
mkvariant zz_child "extends variants/coulomb_friction  # the parent
physics.c positional_correction"
awk '{ print } /^[a-z].*positional_correction\(/ && !/;$/ { f = 1 } f && $0 == "{" { print "    /* zz_child */"; f = 0 }' \
    variants/coulomb_friction/physics.c > variants/zz_child/physics.c
grep -q 'zz_child' variants/zz_child/physics.c || fail "could not edit positional_correction in zz_child"
mkvariant zz_grand 'extends variants/zz_child/'
run lineage.sh
[ "$rc" = 0 ] || fail "B: zz_child and zz_grand: status $rc"
run variants.sh ancestors
has "zz_child=coulomb_friction"
has "zz_grand=coulomb_friction,zz_child"
run variants.sh sources zz_grand
has "physics.c variants/zz_child/physics.c"
has "world.c $s08/world.c"
[ "$(wc -l < "$tmp/out")" = "$(ls "$s08" | grep -c '\.[ch]$')" ] || fail "B: zz_grand's whole source should have stage 08's $(ls "$s08" | grep -c '\.[ch]$') files"
ok "B: a variant of coulomb_friction and one of that pass; zz_grand's physics.c is zz_child's, the rest stage 08's"

# ---- C --------------------------------------------------------------------
for c in zz_c1 zz_c2 zz_c3 zz_c4 zz_c5 zz_c6; do
    mkvariant $c 'extends variants/coulomb_friction
physics.c positional_correction'
    cp variants/zz_child/physics.c variants/$c/
done
printf 'extends variants/coulomb_friction\nphysics.c positional_correction\nphysics.c contact_velocity\n' > variants/zz_c1/MANIFEST
printf 'extends variants/coulomb_friction\n' > variants/zz_c2/MANIFEST
printf 'physics.c positional_correction\n' > variants/zz_c3/MANIFEST
cp "$s08/world.c" variants/zz_c4/
printf 'extends variants/coulomb_friction\nphysics.c positional_correction\ngame.c game_init\n' > variants/zz_c5/MANIFEST
echo note > variants/zz_c6/NOTES.txt
run lineage.sh
[ "$rc" = 1 ] || fail "C: status $rc, expected 1"
has "lineage: variants/zz_c1/MANIFEST:3: physics.c contact_velocity is declared, but it did not change"
has "variant zz_c2 (variants/zz_c2, against variants/coulomb_friction): physics.c: positional_correction changed but variants/zz_c2/MANIFEST does not declare it"
has "variant zz_c3 (variants/zz_c3, against $s08): physics.c: resolve_collision changed"
has "lineage: variants/zz_c4/MANIFEST: world.c: variants/zz_c4/world.c is its parent's byte for byte; remove it"
has "lineage: variants/zz_c5/MANIFEST:3: game.c: variant zz_c5"
has "has no such file"
has "variants/zz_c6/NOTES.txt is not C"
grep -q "zz_child\|zz_grand" "$tmp/out" && fail "C: zz_child and zz_grand should still pass"
rm -rf variants/zz_c1 variants/zz_c2 variants/zz_c3 variants/zz_c4 variants/zz_c5 variants/zz_c6
sed -i '/^zz_c[0-9] /d' variants/index.txt
ok "C: the parent's change declared, the own one left out, no extends line, a copy of the parent's file, a file not held, a file not C: each named"

# ---- D --------------------------------------------------------------------
# bad FILE TEXT EXPECTED: FILE written, status 2 and the one line
# EXPECTED from variants.sh (ancestors) and from lineage.sh.
bad() {
    cp "$1" "$tmp/saved"
    printf "$2" > "$1"
    for tool in "variants.sh ancestors" lineage.sh; do
        # shellcheck disable=SC2086
        run $tool
        [ "$rc" = 2 ] || fail "D: '$2' ($tool): status $rc, expected 2"
        [ "$(wc -l < "$tmp/out")" = 1 ] || fail "D: '$2' ($tool): expected one line"
        has "$3"
    done
    cp "$tmp/saved" "$1"
}
m=variants/zz_grand/MANIFEST
bad $m '# a comment\nextends variants/nope\n' "variants: $m:2: extends variants/nope, which is not a variant (no variants/nope/MANIFEST)"
bad $m "extends $s08\n" "variants: $m:1: extends $s08: a parent is another variant"
bad $m 'extends\n' "variants: $m:1: extends takes one directory"
bad $m 'extends variants/zz_child\nextends variants/materials\n' "variants: $m:2: a second extends line"
bad $m 'extends variants/zz_grand\n' "variants: variants/zz_grand/MANIFEST: its chain of parents loops: zz_grand -> zz_grand"
printf 'extends variants/zz_grand\n' > variants/zz_child/MANIFEST
bad $m 'extends variants/zz_child\n' "its chain of parents loops: zz_child -> zz_grand -> zz_child"
printf 'extends variants/coulomb_friction\nphysics.c positional_correction\n' > variants/zz_child/MANIFEST
bad variants/index.txt "$(grep -v '^zz_grand ' variants/index.txt | sed 's/%%/%%%%/g')\n" "variants: variants/index.txt: variants/zz_grand is not listed"
n=$(grep -c '' variants/index.txt)
bad variants/index.txt "$(sed 's/%%/%%%%/g' variants/index.txt)\nzz_nope 9 Nope\n" "variants: variants/index.txt:$((n + 1)): zz_nope has no variants/zz_nope/MANIFEST"
ok "D: no such parent, a stage, no argument, two extends lines, a loop of one and of two, index.txt without a variant or with a stray line: status 2, one line naming the file and line"

# ---- E --------------------------------------------------------------------
mkdir -p tests/variants/zz_child tests/variants/zz_grand
printf 'Suite *test_zz_child_suite(void);\n' > tests/variants/zz_child/test_zz_child.c
printf 'Suite *test_zz_grand_suite(void);\n' > tests/variants/zz_grand/test_zz_grand.c
gone=$(ls tests/0[1-8]_*/test_*.c | head -n 1)
printf '# zz_child supersedes one more, and a file\n\nobject_on_static_floor   # a reason\n%s  # the file goes\n' "$gone" > tests/variants/zz_child/SUPERSEDED
printf 'v_toggles_motion # a reason\n' > tests/variants/zz_grand/SUPERSEDED
b=$tmp/build
rc=0
make --no-print-directory -n BUILD="$b" "$b/tests/runner_variant_zz_grand.c" > "$tmp/out" 2>&1 || rc=$?
[ "$rc" = 0 ] || fail "E: make -n the runner: status $rc"
tr ' ' '\n' < "$tmp/out" | grep '^tests/.*\.c$' > "$tmp/suites" || true
ls tests/0[1-8]_*/test_*.c | grep -vxF "$gone" > "$tmp/expected"
ls tests/variants/coulomb_friction/test_*.c >> "$tmp/expected"
echo tests/variants/zz_child/test_zz_child.c >> "$tmp/expected"
echo tests/variants/zz_grand/test_zz_grand.c >> "$tmp/expected"
cmp -s "$tmp/suites" "$tmp/expected" || { diff "$tmp/expected" "$tmp/suites" > "$tmp/out" || true; fail "E: zz_grand's suites (expected < > given)"; }
ok "E: zz_grand's runner: stage 8's suites but $gone, then coulomb_friction's, zz_child's, its own"

h=$b/tests/superseded_zz_grand/variant_superseded.h
make_header() {
    rc=0
    rm -f "$h"    # not left to the clock: the list may change within its tick
    make --no-print-directory BUILD="$b" "$h" > "$tmp/out" 2>&1 || rc=$?
}
make_header
[ "$rc" = 0 ] || fail "E: the superseded header: status $rc"
list=$(sed -n 's/^#define VARIANT_SUPERSEDED//p' "$h")
for name in $(sed 's/#.*//' tests/variants/coulomb_friction/SUPERSEDED) object_on_static_floor v_toggles_motion; do
    case $list in *"\"$name\","*) ;; *) cp "$h" "$tmp/out"; fail "E: $name missing from zz_grand's superseded list" ;; esac
done
case $list in *"$gone"*) fail "E: a superseded file is not a test name" ;; esac
ok "E: zz_grand's superseded list: coulomb_friction's, zz_child's and its own"

printf '# zz_child supersedes one more\n\nobject_on_static_floor\n' > tests/variants/zz_child/SUPERSEDED
make_header
[ "$rc" != 0 ] || fail "E: a name without its reason: make passed"
has "tests/variants/zz_child/SUPERSEDED:3: object_on_static_floor has no reason"
printf 'object_on_static_floor #\n' > tests/variants/zz_child/SUPERSEDED
make_header
[ "$rc" != 0 ] || fail "E: a name with an empty reason: make passed"
has "tests/variants/zz_child/SUPERSEDED:1: object_on_static_floor has no reason"
printf 'object_on_static_floor v_toggles_motion # two\n' > tests/variants/zz_child/SUPERSEDED
make_header
[ "$rc" != 0 ] || fail "E: two names on a line: make passed"
has "tests/variants/zz_child/SUPERSEDED:1: one test name or test file a line"
printf 'tests/no_such/test_file.c # a reason\n' > tests/variants/zz_child/SUPERSEDED
make_header
[ "$rc" != 0 ] || fail "E: a file that is not there: make passed"
has "tests/variants/zz_child/SUPERSEDED:1: tests/no_such/test_file.c is not a test file"
printf 'object_on_static_floor # a reason\n' > tests/variants/zz_child/SUPERSEDED
ok "E: an entry without a reason, with an empty one, two on a line, a missing file: the build stops, naming file and line"

rc=0
make --no-print-directory BUILD="$b" "$b/variants/zz_grand/physics.c" > "$tmp/out" 2>&1 || rc=$?
[ "$rc" = 0 ] || fail "E: composing zz_grand's physics.c: status $rc"
cmp -s "$b/variants/zz_grand/physics.c" variants/zz_child/physics.c || fail "E: zz_grand's composed physics.c is not zz_child's"
[ -w "$b/variants/zz_grand/physics.c" ] && [ "$(id -u)" != 0 ] && fail "E: a composed file should be read-only"
ls -l "$b/variants/zz_grand/physics.c" | grep -q '^-r--r--r--' || fail "E: a composed file should be read-only"
ok "E: zz_grand's composed physics.c is zz_child's, read-only"

printf 'extends variants/nope\n' > variants/zz_grand/MANIFEST
rc=0
make --no-print-directory -n BUILD="$b" all > "$tmp/out" 2>&1 || rc=$?
[ "$rc" = 2 ] || fail "E: make with a broken MANIFEST: status $rc, expected 2"
has "variants: variants/zz_grand/MANIFEST:1: extends variants/nope, which is not a variant"
[ "$(grep -c "^variants: " "$tmp/out")" = 1 ] || fail "E: variants.sh's line should come once"
rc=0
make --no-print-directory -n BUILD="$b" clean > "$tmp/out" 2>&1 || rc=$?
[ "$rc" = 0 ] || fail "E: make clean with a broken MANIFEST: status $rc"
ok "E: make with a broken MANIFEST stops (status 2) with variants.sh's line; make clean still runs"
echo "test_lineage: all passed"
