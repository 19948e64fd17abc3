#!/bin/sh
# attack_test.sh WORK DIR - stage 08's kit against the attacks of
# assignments/tools/attacks.sh, through make grade and make
# grade-submission (autograder_test.sh and classroom_test.sh run them
# through the Gradescope and Classroom 50 bundles).
#
# Two honest bases: the kit's stubs, and the stage's physics.c with
# contact_point wrong (its weights swapped).  Every attack on a base must
# earn at most what the base earns; an attack the seal lets through must
# earn exactly that.  The attacks the seal refuses (assembly, #line, a
# file including itself) run again with the seal's source checks off
# (KIT_SEAL_SOURCE_CHECKS=0), and must still earn no more: the observer
# and its sandbox hold without the seal.  No attack may leave the file
# its command writes.  WORK holds map.sh's 08/.  Prints one line per
# attack and base; exit status 1 on any failure.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
work=$1 dir=$2
nn=08
name=$(basename "$(ls -d "$top"/stages/"$nn"_* | head -1)")
stage=$top/stages/$name
fns="contact_point effective_inv_mass resolve_collision"
fail=0
say() { echo "attack_test: $*"; }
problem() { echo "attack_test: FAIL: $*"; fail=1; }
rm -rf "$dir"; mkdir -p "$dir"
LIST=$top/assignments/$nn.list HIDDEN=0 BOOK=0 sh "$top/assignments/tools/make_kit.sh" "$nn" "$work" "$dir/kits" > /dev/null ||
    { problem "make_kit failed"; exit 1; }
kit=$dir/kits/$name
mkdir -p "$dir/base/stubbed" "$dir/base/wrong"
cp "$kit/physics.c" "$dir/base/stubbed/physics.c"
sed -e 's|vec2_scale(info->start, s2->inv_mass / im_sum)|vec2_scale(info->start, s1->inv_mass / im_sum)|' \
    -e 's|vec2_scale(info->end, s1->inv_mass / im_sum)|vec2_scale(info->end, s2->inv_mass / im_sum)|' \
    "$stage/physics.c" > "$dir/base/wrong/physics.c"
cmp -s "$stage/physics.c" "$dir/base/wrong/physics.c" && { problem "the wrong base is not wrong (physics.c changed?)"; exit 1; }

# grade FILE [ENV...]: the total make grade gives FILE in the kit.
grade() {
    f=$1; shift
    cp "$f" "$kit/physics.c"
    (cd "$kit" && env "$@" make -s grade > "$dir/last.txt" 2>&1)
    awk '$1 == "total" { split($3, s, "/"); print s[1] + 0 }' "$dir/last.txt"
}
# submit FILE: the score make grade-submission writes in its results.json.
submit() {
    rm -rf "$dir/sub"; mkdir -p "$dir/sub"; cp "$1" "$dir/sub/physics.c"
    (cd "$top" && make -s grade-submission STAGE=$nn SUBMISSION="$dir/sub" RESULTS="$dir/sub.json" > "$dir/last.txt" 2>&1)
    awk -F '[:,]' '/"score"/ { print $2 + 0; exit }' "$dir/sub.json" 2>/dev/null
}
# A right answer written otherwise earns full marks: the stage's
# physics.c with its arithmetic in another order (another rounding in
# every impulse, so the random scenes' counts of cases differ).
sed -e 's|double im_sum = s1->inv_mass + s2->inv_mass;|double im_sum = s2->inv_mass + s1->inv_mass;|' \
    -e 's|return s1->inv_mass + s2->inv_mass + c1 \* c1 \* s1->inv_inertia + c2 \* c2 \* s2->inv_inertia;|return (c2 * c2 * s2->inv_inertia + s2->inv_mass) + (s1->inv_inertia * c1 * c1 + s1->inv_mass);|' \
    -e 's|double jn = -(1.0 + e) \* vn / |double jn = -(vn + e * vn) / |' \
    -e 's|s2->omega += (vec2_cross(r2, n) \* jn + vec2_cross(r2, t) \* jt) \* s2->inv_inertia;|s2->omega += vec2_cross(r2, impulse) * s2->inv_inertia;|' \
    -e 's|s1->omega -= (vec2_cross(r1, n) \* jn + vec2_cross(r1, t) \* jt) \* s1->inv_inertia;|s1->omega -= vec2_cross(r1, impulse) * s1->inv_inertia;|' \
    "$stage/physics.c" > "$dir/base/reordered.c"
[ "$(diff "$stage/physics.c" "$dir/base/reordered.c" | grep -c '^>')" = 5 ] || problem "the reordered physics.c does not differ in its 5 lines (physics.c changed?)"
max=$(awk '{ s += $3 } END { print s }' "$kit/grading/functions.txt")
at_most() { awk -v s="$1" -v h="$2" 'BEGIN { exit !(s != "" && s + 0 <= h + 0) }'; }
rm -f /tmp/kit_attack_system.txt
s=$(grade "$dir/base/reordered.c")
[ "$s" = "$max" ] || problem "the stage's physics.c with its arithmetic reordered earns $s of $max: $(grep -A1 FAIL "$dir/last.txt" | head -6)"
say "a right answer in another order: $s of $max"
for b in stubbed wrong; do
    honest=$(grade "$dir/base/$b/physics.c")
    honest_sub=$(submit "$dir/base/$b/physics.c")
    [ "$b" = wrong ] && want=contact_point || want=$fns
    attacks=$(sh "$top/assignments/tools/attacks.sh" "$dir/base/$b/physics.c" "$dir/attacks/$b" $want)
    line="$b: honest $honest (grade-submission $honest_sub);"
    for a in $attacks; do
        f=$dir/attacks/$b/$a/physics.c
        s=$(grade "$f")
        cp "$dir/last.txt" "$dir/attacks/$b/$a/grade.txt"
        refused=0; grep -q "^seal: .*may not have\|^seal: .*uses .*which graded code may not" "$dir/last.txt" && refused=1
        if [ "$refused" = 1 ]; then
            at_most "$s" "$honest" || problem "$b + $a: make grade gives $s, the honest code $honest"
            off=$(grade "$f" KIT_SEAL_SOURCE_CHECKS=0)
            at_most "$off" "$honest" || problem "$b + $a, the seal's source checks off: $off, the honest code $honest"
            line="$line $a $s (refused; seal off $off)"
        else
            [ "$s" = "$honest" ] || at_most "$s" "$honest" || problem "$b + $a: make grade gives $s, the honest code $honest"
            line="$line $a $s"
        fi
        if [ "$b" = stubbed ]; then
            t=$(submit "$f")
            at_most "$t" "$honest_sub" || problem "$b + $a: make grade-submission gives $t, the honest code $honest_sub"
            line="$line/$t"
        fi
        line="$line,"
    done
    say "${line%,}"
done
[ -e /tmp/kit_attack_system.txt ] && problem "an attack ran a command: /tmp/kit_attack_system.txt exists ($(cat /tmp/kit_attack_system.txt))"
[ "$fail" = 0 ] && say "every attack earns at most what the honest code earns" || say "FAILED"
exit $fail
