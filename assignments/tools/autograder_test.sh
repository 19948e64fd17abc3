#!/bin/sh
# autograder_test.sh WORK DIR - the Gradescope autograder of stage 08, end
# to end.
#
# WORK holds map.sh's 08/ (assignments/tools/check.sh runs this after its
# map).  The zip (make_autograder.sh) is unpacked into DIR/CASE/source, in
# Gradescope's layout (AUTOGRADER_ROOT=DIR/CASE stands for /autograder),
# setup.sh runs once, and run_autograder grades one submission per case:
#   correct    the stage's own physics.c: full marks
#   stubbed    the kit's stubs: below full marks
#   wrong      contact_point's weights swapped: below full marks, and
#              contact_point's own row loses points
#   broken     a physics.c that does not compile: 0 points, the
#              compiler's message in the output
#   missing    no physics.c: 0 points, the output says what is missing
# and the tricks, each added to an honest partial solution (contact_point
# and effective_inv_mass written, resolve_collision a stub): a main, a
# test suite of its own, a resolve_collision that writes results.json,
# one that prints a forged Check summary, and one that calls exit(0): each
# must score exactly what the honest partial solution scores; and a
# constructor that forges Check's log and exits, which the seal refuses
# (0 points, its one line the reason).  Then the attacks of attacks.sh,
# planted in resolve_collision, which may score less, never more.  Every results.json is checked
# against the Gradescope format (validate.mjs).  As root it also checks
# that the tests run as the unprivileged user, who cannot write the
# results.
# Exit status 1 on any failure; the last line says what was checked.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
work=$1 dir=$2
nn=08
name=$(basename "$(ls -d "$top"/stages/"$nn"_* | head -1)")
stage=$top/stages/$name
fail=0
say() { echo "autograder_test: $*"; }
problem() { echo "autograder_test: FAIL: $*"; fail=1; }
command -v node > /dev/null 2>&1 || { problem "node is missing (make deps installs it); cannot check the JSON formats"; exit 1; }
command -v unzip > /dev/null 2>&1 || { problem "unzip is missing"; exit 1; }
validate() { node "$top/assignments/tools/validate.mjs" "$@"; }

rm -rf "$dir"; mkdir -p "$dir"
sh "$top/assignments/tools/make_autograder.sh" "$nn" "$work" "$dir" > "$dir/make.txt" 2>&1 || { problem "make_autograder: $(cat "$dir/make.txt")"; exit 1; }
zip=$dir/$name.autograder.zip
unzip -l "$zip" | awk '{ print $4 }' | grep -qx setup.sh && unzip -l "$zip" | awk '{ print $4 }' | grep -qx run_autograder ||
    problem "setup.sh and run_autograder are not at the root of the zip"

# ---- the submissions -------------------------------------------------------
subs=$dir/submissions
mkdir -p "$subs"
mk() { mkdir -p "$subs/$1"; }
mk correct; cp "$stage/physics.c" "$subs/correct/"
mk stubbed; unzip -p "$zip" kit/physics.c > "$subs/stubbed/physics.c"
mk wrong
sed -e 's|vec2_scale(info->start, s2->inv_mass / im_sum)|vec2_scale(info->start, s1->inv_mass / im_sum)|' \
    -e 's|vec2_scale(info->end, s1->inv_mass / im_sum)|vec2_scale(info->end, s2->inv_mass / im_sum)|' "$stage/physics.c" > "$subs/wrong/physics.c"
cmp -s "$stage/physics.c" "$subs/wrong/physics.c" && problem "the wrong submission is not wrong (physics.c changed?)"
mk broken; sed 's|double im_sum = s1->inv_mass + s2->inv_mass;|double im_sum = s1->inv_mass + s2->inv_mass|' "$stage/physics.c" > "$subs/broken/physics.c"
mk missing; echo "I forgot my code." > "$subs/missing/README.txt"
mk partial; echo "physics.c resolve_collision" > "$dir/partial.list"
mkdir -p "$dir/partial.src"
sh "$top/assignments/tools/stub_sources.sh" "$stage" "$(ls "$top"/book/"$nn"-*.md)" "$dir/partial.list" "$dir/partial.src"
cp "$dir/partial.src/physics.c" "$subs/partial/physics.c"
# a submission in a folder of its own, as some students upload it
mkdir -p "$subs/partial/my work"; mv "$subs/partial/physics.c" "$subs/partial/my work/physics.c"
trick() {   # trick NAME: the partial solution plus the code on stdin
    mkdir -p "$subs/$1"; { cat "$dir/partial.src/physics.c"; cat; } > "$subs/$1/physics.c"
}
trick main <<'EOF'
/* A main of its own, to run instead of the tests. */
int main(void);
int main(void)
{
    return 0;
}
EOF
trick hook <<'EOF'
/* The suite the tests of the steps come from, replaced by an empty one. */
#include <check.h>
Suite *test_impulse_steps_suite(void);
Suite *test_impulse_steps_suite(void)
{
    return suite_create("steps, all passing");
}
Suite *test_angular_suite(void);
Suite *test_angular_suite(void)
{
    return suite_create("angular, all passing");
}
EOF
trick constructor <<'EOF'
/* Before main: a log where every test passed, then out. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
__attribute__((constructor)) static void forge(void)
{
    const char *log = getenv("CK_LOG_FILE_NAME");
    FILE *f = log ? fopen(log, "w") : NULL;
    if (f) {
        fprintf(f, "Running suite 08 angular resolution\n");
        fprintf(f, "x.c:1:P:angular:impulse_at_lever_arm_spins:0: Passed\n");
        fclose(f);
    }
    _exit(0);
}
EOF
sed 's|^    (void)info;$|    (void)info;\n    FILE *f = fopen(getenv("AUTOGRADER_RESULTS") ? getenv("AUTOGRADER_RESULTS") : "/autograder/results/results.json", "w");\n    if (f) { fputs("{\\"score\\": 35, \\"output\\": \\"\\", \\"tests\\": []}", f); fclose(f); }|' \
    "$dir/partial.src/physics.c" | sed '1i #include <stdio.h>\n#include <stdlib.h>' > "$dir/results_writer.c"
mkdir -p "$subs/results_file"; cp "$dir/results_writer.c" "$subs/results_file/physics.c"
sed 's|^    (void)info;$|    (void)info;\n    printf("100%%: Checks: 161, Failures: 0, Errors: 0\\n");|' "$dir/partial.src/physics.c" |
    sed '1i #include <stdio.h>' > "$dir/summary.c"
mkdir -p "$subs/summary"; cp "$dir/summary.c" "$subs/summary/physics.c"
sed 's|^    (void)info;$|    (void)info;\n    exit(0);|' "$dir/partial.src/physics.c" | sed '1i #include <stdlib.h>' > "$dir/exit.c"
mkdir -p "$subs/exit0"; cp "$dir/exit.c" "$subs/exit0/physics.c"
for t in results_file summary exit0; do
    cmp -s "$subs/$t/physics.c" "$dir/partial.src/physics.c" && problem "the trick $t was not planted (the stub changed?)"
done
# The attacks of attacks.sh, planted in the partial solution's stub (on
# the stubs they go through every grader in tricks_test.sh, stage 07's
# kit, and on a wrong function through make grade in attack_test.sh).
attacks=""
for a in $(sh "$top/assignments/tools/attacks.sh" "$dir/partial.src/physics.c" "$dir/attacks" resolve_collision); do
    mkdir -p "$subs/attack_$a"; cp "$dir/attacks/$a/physics.c" "$subs/attack_$a/"; attacks="$attacks attack_$a"
done

# ---- grade each in Gradescope's layout --------------------------------------
setup_done=0
grade() {   # grade CASE: DIR/CASE/results/results.json
    r=$dir/$1
    rm -rf "$r"; mkdir -p "$r/source" "$r/submission" "$r/results"
    (cd "$r/source" && unzip -q "$zip")
    cp "$r/source/run_autograder" "$r/run_autograder"
    cp -r "$subs/$1/." "$r/submission/"
    if [ "$setup_done" = 0 ]; then
        bash "$r/source/setup.sh" > "$dir/setup.txt" 2>&1 || problem "setup.sh: $(tail -5 "$dir/setup.txt")"
        setup_done=1
    fi
    (cd "$r" && AUTOGRADER_ROOT="$r" AUTOGRADER_RESULTS="$r/results/results.json" ./run_autograder) > "$r/stdout" 2>&1
    [ -s "$r/results/results.json" ] || { problem "$1: no results.json"; return; }
    validate results "$r/results/results.json" > "$r/valid.txt" || problem "$1: results.json: $(cat "$r/valid.txt")"
}
score() { node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); console.log(r.score)' "$dir/$1/results/results.json" 2>/dev/null; }
row() { node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); const t = r.tests.find((t) => t.name.endsWith(process.argv[2])); console.log(t ? t.score + "/" + t.max_score : "none")' "$dir/$1/results/results.json" "$2" 2>/dev/null; }
output() { node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); console.log(r.output)' "$dir/$1/results/results.json" 2>/dev/null; }
max=$(unzip -p "$zip" kit/grading/functions.txt | awk '{ s += $3 } END { print s }')

for c in correct stubbed wrong broken missing partial main hook constructor results_file summary exit0 $attacks; do grade "$c"; done
s=$(score correct); [ "$s" = "$max" ] || problem "correct: $s of $max (want full marks)"
validate results "$dir/correct/results/results.json" "$max" "$max" > /dev/null || problem "correct: the total is not $max"
s=$(score stubbed); awk -v s="$s" -v m="$max" 'BEGIN { exit !(s < m) }' || problem "stubbed: $s of $max (want less)"
s=$(score wrong); awk -v s="$s" -v m="$max" 'BEGIN { exit !(s < m) }' || problem "wrong: $s of $max (want less)"
r=$(row wrong "contact_point"); case $r in 10/10|none) problem "wrong: contact_point's row is $r (want points lost)" ;; esac
s=$(score broken); [ "$s" = 0 ] || problem "broken: $s (want 0)"
output broken | grep -q "error" || problem "broken: the output has no compiler message: $(output broken | head -3)"
s=$(score missing); [ "$s" = 0 ] || problem "missing: $s (want 0)"
output missing | grep -q "no physics.c" || problem "missing: the output does not say physics.c is missing: $(output missing | head -3)"
honest=$(score partial)
awk -v s="$honest" -v m="$max" 'BEGIN { exit !(s > 0 && s < m) }' || problem "partial: $honest of $max (want some points, not all)"
for t in main hook results_file summary exit0; do
    s=$(score "$t")
    [ "$s" = "$honest" ] || problem "trick $t: $s of $max, the honest code earns $honest"
done
# An attack earns at most what the honest code earns (less when it also
# stops tests the stub passes, or the seal refuses it).
for t in $attacks; do
    s=$(score "$t")
    awk -v s="$s" -v h="$honest" 'BEGIN { exit !(s != "" && s + 0 <= h + 0) }' || problem "$t: $s of $max, the honest code earns $honest"
done
grep -q "^seal: physics.c: defines main" "$dir/main/stdout" || problem "trick main: the seal did not report the extra main: $(grep seal "$dir/main/stdout" | head -2)"
# A constructor is refused: 0 points, and the one line that says why.
s=$(score constructor); [ "$s" = 0 ] || problem "trick constructor: $s of $max (want 0: the seal refuses it)"
output constructor | grep -q "^seal: physics.c: refused: has a constructor" || problem "trick constructor: results.json does not say the seal refused it: $(output constructor | head -3)"
grep -q "calls exit()" "$dir/exit0/results/results.json" || problem "trick exit0: results.json does not tell that physics.c calls exit()"
say "correct $(score correct), stubbed $(score stubbed), wrong $(score wrong) (contact_point $(row wrong contact_point)), broken $(score broken), missing $(score missing); honest partial $honest; tricks main $(score main), hook $(score hook), constructor $(score constructor), results file $(score results_file), forged summary $(score summary), exit(0) $(score exit0);$(for t in $attacks; do printf ' %s %s' "${t#attack_}" "$(score "$t")"; done) (of $max)"

# The tests run as the unprivileged user, who cannot write the results.
if [ "$(id -u)" = 0 ]; then
    user=${AUTOGRADER_USER:-student}
    id "$user" > /dev/null 2>&1 || problem "setup.sh made no user $user"
    grep -q "not root, or no user" "$dir/correct/stdout" && problem "run_autograder did not run the tests as $user"
    if runuser -u "$user" -- sh -c "echo forged > '$dir/correct/results/results.json'" 2> /dev/null; then
        problem "the user $user can write results.json"
    fi
    validate results "$dir/correct/results/results.json" "$max" "$max" > /dev/null || problem "results.json changed under the user's attempt"
    # A TMPDIR the user cannot enter: one line that says so, not a
    # failure of every test.
    closed=$dir/closed.tmp; rm -rf "$closed"; mkdir -m 700 "$closed"
    (cd "$dir/correct" && TMPDIR="$closed" AUTOGRADER_ROOT="$dir/correct" ./run_autograder) > "$dir/closed.stdout" 2>&1
    output correct | grep -q "cannot reach" || problem "a TMPDIR closed to $user: results.json does not say so: $(output correct | head -2)"
    say "as root: tests ran as $user, who cannot write results/results.json; a TMPDIR closed to $user is named"
else
    say "not root: the unprivileged user was not exercised (Gradescope and CI run this as root)"
fi

[ "$fail" = 0 ] && say "all checks pass" || say "FAILED"
exit $fail
