#!/bin/sh
# tricks_test.sh WORK DIR - stage 07's kit against the tricks of issue 40
# and the attacks of assignments/tools/attacks.sh, in all three graders:
# `make grade` in the students' kit, the Gradescope autograder run as
# Gradescope runs it (run_autograder in its layout), and the Classroom 50
# bundle run as its runner runs it (autograder.py in the checkout, the
# runner's environment).
#
# WORK holds map.sh's 07/ (assignments/tools/check.sh runs this after its
# map).  The submissions, each a physics.c:
#   stubbed     the kit's stubs: the honest base of the tricks
#   solution    the stage's own: full marks everywhere
#   forge_fd3   the stubs, resolve_collision writing, for the inputs of
#               the tests it recognises, their right numbers as
#               observation lines to file descriptor 3 through
#               stdout->_fileno = 3 (the grading channel of before)
#   early_e     the stubs, resolve_collision writing "E" (the end of a
#               test) to descriptor 3 at its first call
#   answers     the stubs, resolve_collision setting the right velocities
#               for the inputs it recognises (the autograders draw fresh
#               numbers: a students' kit has nothing to tell it from
#               a computed answer, so make grade is not asked)
#   ATTACK      each attack of attacks.sh planted in the stubs' functions
#   rc_stubbed  the stage's own physics.c with resolve_collision stubbed:
#               the base of the next two
#   rc_fault    resolve_collision's restitution term sign flipped
#   rc_loop     an endless loop at the top of resolve_collision
#   flood       the stage's own, resolve_collision writing 64 KB to
#               stdout and to stderr at every call
# Each trick and attack earns at most what the stubs earn, in every
# grader; the stage's own code full marks; the three graders agree on
# every submission of the stubs' base (make grade runs all the student's
# functions together, the autograders one row at a time: on rc_* they may
# differ, and the autograders must agree).  In the autograders rc_fault
# and rc_loop cost only resolve_collision's row (collide_shape's full),
# rc_loop says "timed out" and ends within BOUND s (default 60); the
# flood leaves no grader's files (their largest while grading) over
# 8 MB above the kit's build and says its output was truncated.  And `make test` with the loop stops at its TESTS_LIMIT.
# Prints one line per submission; exit status 1 on any failure.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
work=$1 dir=$2
nn=07
name=$(basename "$(ls -d "$top"/stages/"$nn"_* | head -1)")
stage=$top/stages/$name
slug=$(echo "$name" | tr '_' '-')
bound=${BOUND:-60}
fail=0
say() { echo "tricks_test: $*"; }
problem() { echo "tricks_test: FAIL: $*"; fail=1; }
command -v python3 > /dev/null 2>&1 || { problem "python3 is missing"; exit 1; }
start=$(date +%s)
rm -rf "$dir"; mkdir -p "$dir/subs" "$dir/scratch"

# ---- the three graders' kits --------------------------------------------------
LIST=$top/assignments/$nn.list HIDDEN=0 BOOK=0 sh "$top/assignments/tools/make_kit.sh" "$nn" "$work" "$dir/kits" > /dev/null ||
    { problem "make_kit failed"; exit 1; }
kit=$dir/kits/$name
HIDDEN=0 sh "$top/assignments/tools/make_autograder.sh" "$nn" "$work" "$dir" > /dev/null || { problem "make_autograder failed"; exit 1; }
zip=$dir/$name.autograder.zip
LIST=$top/assignments/$nn.list HIDDEN=0 sh "$top/assignments/tools/make_classroom.sh" "$nn" "$work" "$dir" > /dev/null ||
    { problem "make_classroom failed"; exit 1; }
bundle=$dir/$name.classroom50
[ -d "$kit/grading/solution" ] && problem "the students' kit holds the solution (grading/solution)"
[ -f "$kit/grading/reference.txt" ] && problem "the students' kit holds recorded observations (grading/reference.txt)"
unzip -l "$zip" | grep -q 'kit/grading/solution/physics.c' || problem "the Gradescope zip has no solution (kit/grading/solution)"

# ---- the submissions ----------------------------------------------------------------
subs=$dir/subs
cp "$kit/physics.c" "$subs/stubbed.c"
cp "$stage/physics.c" "$subs/solution.c"
echo "physics.c resolve_collision" > "$dir/rc.list"
mkdir -p "$dir/rc"
sh "$top/assignments/tools/stub_sources.sh" "$stage" "$(ls "$top"/book/"$nn"-*.md)" "$dir/rc.list" "$dir/rc"
cp "$dir/rc/physics.c" "$subs/rc_stubbed.c"
sed 's|    double jn = -(1.0 + e) \* vn / im_sum;|    double jn = -(1.0 - e) * vn / im_sum;|' "$stage/physics.c" > "$subs/rc_fault.c"
sed '/^void resolve_collision(/,/^{$/{/^{$/a\    for (volatile int spin = 1; spin;) {\n    }
}' "$stage/physics.c" > "$subs/rc_loop.c"
for f in rc_fault rc_loop; do cmp -s "$stage/physics.c" "$subs/$f.c" && problem "$f was not planted (physics.c changed?)"; done

# plant BASE OUT HEAD CALL: BASE with HEAD after its includes and CALL as
# resolve_collision's first statement
plant() {
    awk -v head="$3" -v call="$4" '
        { print }
        /^#include "physics.h"/ && !done { while ((getline l < head) > 0) print l; done = 1 }
        want && /^\{/ { print "    " call; want = 0 }
        /^void resolve_collision\(/ { want = 1 }' "$1" > "$2"
}
# The inputs' checksum of a call, as the tricks recognise it.
cat > "$dir/sig.h" <<'EOF'
#include <stddef.h>
#include <stdio.h>
#include <string.h>
static unsigned long long kit_sig(const RigidShape *s1, const RigidShape *s2, const CollisionInfo *info)
{
    double v[] = {s1->v.x, s1->v.y, s1->inv_mass, s1->restitution, s1->friction, s1->xf->position.x,
                  s1->xf->position.y, s2->v.x, s2->v.y, s2->inv_mass, s2->restitution, s2->friction,
                  s2->xf->position.x, s2->xf->position.y, info->depth, info->normal.x, info->normal.y};
    unsigned long long h = 1469598103934665603ULL;
    const unsigned char *p = (const unsigned char *)v;
    for (size_t i = 0; i < sizeof v; i++) {
        h ^= p[i];
        h *= 1099511628211ULL;
    }
    return h;
}
EOF
# The tests' first calls and the stage's answers to them: the stage's own
# code, its resolve_collision reporting each test's first call.
sc=$dir/scratch/kit
cp -r "$kit" "$sc"
sed 's|^void resolve_collision(|static void kit_real_resolve(|' "$stage/physics.c" > "$sc/physics.c.tmp"
{ cat "$dir/sig.h"; cat <<'EOF'
void resolve_collision(RigidShape *s1, RigidShape *s2, const CollisionInfo *info)
{
    static int first = 1;
    unsigned long long h = kit_sig(s1, s2, info);
    kit_real_resolve(s1, s2, info);
    if (first)
        fprintf(stderr, "KITSIG\t%llu\t%.17g\t%.17g\t%.17g\t%.17g\n", h, s1->v.x, s1->v.y, s2->v.x, s2->v.y);
    first = 0;
}
EOF
} > "$dir/tail.c"
cat "$sc/physics.c.tmp" "$dir/tail.c" > "$sc/physics.c"
(cd "$sc" && make -s build/tests > "$dir/scratch/build.txt" 2>&1 && CK_FORK=yes build/tests > /dev/null 2> "$dir/scratch/sigs.txt")
grep '^KITSIG' "$dir/scratch/sigs.txt" | sort -u -k2,2 > "$dir/answers.txt"
[ "$(wc -l < "$dir/answers.txt")" -ge 10 ] || problem "the tests' first calls were not recorded: $(head -5 "$dir/scratch/build.txt")"
{
    cat "$dir/sig.h"
    echo "static const struct { unsigned long long sig; double v1x, v1y, v2x, v2y; } kit_known[] = {"
    awk -F '\t' '{ printf "    {%sULL, %s, %s, %s, %s},\n", $2, $3, $4, $5, $6 }' "$dir/answers.txt"
    echo "};"
    cat <<'EOF'
/* The answers of the tests' first calls, found by their inputs. */
static int kit_lookup(const RigidShape *s1, const RigidShape *s2, const CollisionInfo *info)
{
    unsigned long long h = kit_sig(s1, s2, info);
    for (int i = 0; i < (int)(sizeof kit_known / sizeof kit_known[0]); i++)
        if (kit_known[i].sig == h)
            return i;
    return -1;
}
static void kit_answer(RigidShape *s1, RigidShape *s2, const CollisionInfo *info)
{
    int i = kit_lookup(s1, s2, info);
    if (i >= 0) {
        s1->v.x = kit_known[i].v1x, s1->v.y = kit_known[i].v1y;
        s2->v.x = kit_known[i].v2x, s2->v.y = kit_known[i].v2y;
    }
}
/* Observation lines with the right numbers, to descriptor 3, through stdout. */
static void kit_forge(RigidShape *s1, RigidShape *s2, const CollisionInfo *info)
{
    static int first = 1;
    int i = kit_lookup(s1, s2, info);
    if (!first || i < 0)
        return;
    first = 0;
    int saved = stdout->_fileno;
    fflush(stdout);
    stdout->_fileno = 3;
    for (int k = 0; k < 40; k++)
        fprintf(stdout, "A\ttest_impulse.c:%d\t1\t1e-14\t%.17g %.17g\n", 60 + k, kit_known[i].v1x, kit_known[i].v2x);
    fputs("E\n", stdout);
    fflush(stdout);
    stdout->_fileno = saved;
    (void)s2;
}
static void kit_early_end(void)
{
    static int first = 1;
    if (!first)
        return;
    first = 0;
    int saved = stdout->_fileno;
    fflush(stdout);
    stdout->_fileno = 3;
    fputs("E\n", stdout);
    fflush(stdout);
    stdout->_fileno = saved;
}
static void kit_flood(void)
{
    static char block[65536];
    memset(block, 'x', sizeof block);
    fwrite(block, 1, sizeof block, stdout);
    fwrite(block, 1, sizeof block, stderr);
}
EOF
} > "$dir/tricks.h"
plant "$subs/stubbed.c" "$subs/forge_fd3.c" "$dir/tricks.h" "kit_forge(s1, s2, info);"
plant "$subs/stubbed.c" "$subs/early_e.c" "$dir/tricks.h" "kit_early_end();"
plant "$subs/stubbed.c" "$subs/answers.c" "$dir/tricks.h" "kit_answer(s1, s2, info);"
plant "$subs/solution.c" "$subs/flood.c" "$dir/tricks.h" "kit_flood();"
for f in forge_fd3 early_e answers flood; do grep -q '^    kit_' "$subs/$f.c" || problem "$f was not planted"; done
attacks=$(sh "$top/assignments/tools/attacks.sh" "$subs/stubbed.c" "$dir/attacks" resolve_collision collide_shape)
for a in $attacks; do cp "$dir/attacks/$a/physics.c" "$subs/attack_$a.c"; done

# ---- grading ------------------------------------------------------------------------------
# Each grader writes DIR/G.CASE/{score,max,rows,seconds,size}: the total,
# the rows ("ROW<TAB>SCORE<TAB>MAX" in points), the time, the bytes its
# files came to.
g_make() {   # make grade in a kit of its own, its builds kept between cases
    r=$dir/make.$1
    mkdir -p "$r"
    [ -d "$dir/mk" ] || cp -r "$kit" "$dir/mk"
    cp "$subs/$1.c" "$dir/mk/physics.c"
    t0=$(date +%s)
    (cd "$dir/mk" && make -s grade > "$r/out.txt" 2>&1)
    echo $(($(date +%s) - t0)) > "$r/seconds"
    du -sb "$dir/mk/build/grade/result" | cut -f1 > "$r/size"
    grep '^seal: ' "$r/out.txt" > "$r/refused"
    cp "$dir/mk/build/grade/result/run.txt" "$r/run.txt" 2>/dev/null
    awk -F '\t' 'FILENAME == ARGV[1] { n++; sub(/#.*/, ""); split($0, f, " "); if (f[1] != "") lab[f[1] ":" f[2]] = f[2]; next }
        { print (lab[$1] == "" ? "rest" : lab[$1]) "\t" $4 "\t" $5 }' "$kit/grading/functions.txt" "$dir/mk/build/grade/result/rows.txt" > "$r/rows"
}
# peak DIR COMMAND...: COMMAND, and DIR's largest size while it ran in DIR/../size.peak
peak() {
    d=$1; shift
    "$@" & p=$!
    m=0
    while kill -0 "$p" 2> /dev/null; do
        s=$(du -sb "$d" 2> /dev/null | cut -f1); [ "${s:-0}" -gt "$m" ] && m=$s
        sleep 0.5
    done
    wait "$p"
    echo "$m" > "$d.peak"
}
# Gradescope's image: the zip unpacked into source/ and setup.sh run
# once there (it builds the kit's own code into the kit's build cache).
gs_image() {
    mkdir -p "$dir/gs_image/source"
    (cd "$dir/gs_image/source" && unzip -q "$zip")
    bash "$dir/gs_image/source/setup.sh" > "$dir/setup.txt" 2>&1 || problem "setup.sh: $(tail -3 "$dir/setup.txt")"
}
gs_run() { (cd "$r" && TMPDIR="$gtmp" AUTOGRADER_ROOT="$r" ./run_autograder) > "$r/stdout" 2>&1; }
g_gs() {   # Gradescope's layout, run_autograder as root
    r=$dir/gs.$1
    rm -rf "$r"; mkdir -p "$r/submission" "$r/results"
    cp -r "$dir/gs_image/source" "$r/source"
    cp "$r/source/run_autograder" "$r/run_autograder"
    cp "$subs/$1.c" "$r/submission/physics.c"
    # Its temporary directory, measured while it grades: under the
    # system's, as on Gradescope, so that the user the tests run as can
    # reach it wherever this checkout lies (a clone in a directory of
    # mode 700 would shut that user out).
    gtmp=$(mktemp -d "${TMPDIR:-/tmp}/tricks-gs.XXXXXX"); chmod 711 "$gtmp"
    t0=$(date +%s)
    peak "$gtmp" gs_run
    echo $(($(date +%s) - t0)) > "$r/seconds"
    cat "$gtmp.peak" > "$r/size"
    rm -rf "$gtmp" "$gtmp.peak"
    python3 -c 'import json, sys; print(json.load(open(sys.argv[1], encoding="utf-8"))["output"])' "$r/results/results.json" > "$r/refused" 2>/dev/null
    python3 -c 'import json, sys
r = json.load(open(sys.argv[1], encoding="utf-8"))
for t in r["tests"]:
    n = t["name"].split(" ")[-1] if not t["name"].startswith("the rest") else "rest"
    print("%s\t%s\t%s" % (n, t["score"], t["max_score"]))' "$r/results/results.json" > "$r/rows" 2>/dev/null
}
c50_run() {
    (cd "$repo" && env CLASSROOM=mech-101 ASSIGNMENT="$slug" SUBMISSION_TAG="submit/2026-11-27T10-00-00Z-abcdef0" \
        USERNAME=alice OWNER=alice ASSIGNMENT_TYPE=individual COMMIT_URL=https://github.com/o/r/commit/abc \
        RELEASE_URL=https://github.com/o/r/releases/tag/x REVIEW_URL=https://github.com/o/r/commit/abc \
        CLASSROOM50_BUNDLE_DIR="$r/runner/classroom50-runtime/$slug" RUNNER_TEMP="$r/runner" GITHUB_ACTIONS=true \
        GITHUB_OUTPUT="$r/output/github_output" GITHUB_STEP_SUMMARY="$r/output/summary" \
        python3 "$r/runner/classroom50-runtime/$slug/autograder.py") > "$r/log.txt" 2>&1
}
g_c50() {   # the Classroom 50 runner's way: the checkout, the bundle unpacked, its environment
    r=$dir/c50.$1
    rm -rf "$r"; mkdir -p "$r/runner/classroom50-runtime" "$r/output"
    repo=$r/repo
    cp -r "$bundle/autograders/$slug/kit" "$repo"; rm -rf "$repo/grading" "$repo/physics.c"
    cp "$subs/$1.c" "$repo/physics.c"
    cp -r "$dir/c50_bundle/$slug" "$r/runner/classroom50-runtime/$slug"
    t0=$(date +%s)
    peak "$r/runner" c50_run
    echo $(($(date +%s) - t0)) > "$r/seconds"
    cat "$r/runner.peak" > "$r/size"
    cp "$repo/release-body.md" "$r/refused" 2>/dev/null
    python3 -c 'import json, sys
r = json.load(open(sys.argv[1], encoding="utf-8"))
for t in r["tests"]:
    n = t["test-name"].split(" ")[-1] if not t["test-name"].startswith("the rest") else "rest"
    print("%s\t%s\t%s" % (n, t["score"] / 100, t["max-score"] / 100))' "$repo/result.json" > "$r/rows" 2>/dev/null
}
cases="stubbed solution forge_fd3 early_e rc_stubbed rc_fault rc_loop flood"
for a in $attacks; do cases="$cases attack_$a"; done
# The Classroom 50 bundle as the runner unpacks it, its kit's own code
# built once into the kit's build cache (as Gradescope's setup.sh does;
# a real job builds it whole, in seconds more).
mkdir -p "$dir/c50_bundle"
cp -r "$bundle/autograders/$slug" "$dir/c50_bundle/$slug"
(cd "$dir/c50_bundle/$slug/kit" && sh tools/grade_build.sh build/grade > /dev/null 2>&1) || problem "the Classroom 50 kit's own code does not build"
gs_image
# three lanes
( for c in $cases; do g_make "$c"; done ) &
lane1=$!
( for c in $cases answers; do g_c50 "$c"; done ) &
lane2=$!
for c in $cases answers; do g_gs "$c"; done
wait "$lane1" "$lane2"
# make test with the loop: stopped at its TESTS_LIMIT
t0=$(date +%s)
(cd "$dir/mk" && cp "$subs/rc_loop.c" physics.c && make -s test TESTS_LIMIT=15 > "$dir/make_test.txt" 2>&1)
mt=$(($(date +%s) - t0))
[ "$mt" -le 30 ] || problem "make test with an endless loop ran $mt s (TESTS_LIMIT=15)"
grep -q "make test: stopped after 15 s" "$dir/make_test.txt" || problem "make test with an endless loop did not say it stopped: $(tail -3 "$dir/make_test.txt")"

# ---- what they earned ------------------------------------------------------------------------
total() { awk -F '\t' '{ s += $2 } END { printf "%.2f", s }' "$dir/$1.$2/rows" 2>/dev/null; }
row() { awk -F '\t' -v r="$3" '$1 == r { print $2 + 0 }' "$dir/$1.$2/rows" 2>/dev/null; }
le() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a != "" && a + 0 <= b + 0.001) }'; }
eq() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a != "" && a - b < 0.001 && b - a < 0.001) }'; }
line=""
for g in make gs c50; do
    eq "$(total $g solution)" 25 || problem "$g: the stage's own code earns $(total $g solution) of 25"
    le "$(total $g stubbed)" 24.99 || problem "$g: the stubs earn $(total $g stubbed) of 25"
    base=$(total $g stubbed)
    for c in forge_fd3 early_e $(for a in $attacks; do echo "attack_$a"; done); do
        le "$(total $g "$c")" "$base" || problem "$g: $c earns $(total $g "$c"), the stubs $base"
    done
done
for c in answers; do for g in gs c50; do le "$(total $g $c)" "$(total $g stubbed)" || problem "$g: $c earns $(total $g $c), the stubs $(total $g stubbed)"; done; done
# the three agree on the stubs' base; the autograders on everything
for c in stubbed solution forge_fd3 early_e $(for a in $attacks; do echo "attack_$a"; done); do
    a=$(total make "$c") b=$(total gs "$c") d=$(total c50 "$c")
    { eq "$a" "$b" && eq "$b" "$d"; } || problem "$c: make grade $a, Gradescope $b, Classroom 50 $d (want the same)"
done
for c in rc_stubbed rc_fault rc_loop flood answers; do
    eq "$(total gs "$c")" "$(total c50 "$c")" || problem "$c: Gradescope $(total gs "$c"), Classroom 50 $(total c50 "$c") (want the same)"
done
# the rest row runs none of the student's code: full marks whatever the
# student's functions do, unless the seal refused the file (then nothing ran)
for g in make gs c50; do
    for c in $cases; do
        grep -q "refused: " "$dir/$g.$c/refused" 2>/dev/null && continue
        eq "$(row $g "$c" rest)" 5 || problem "$g: $c: the rest $(row $g "$c" rest) (want 5: it runs none of the student's code)"
    done
done
# a constructor: refused by the seal, its one line the reason; a refused call: that test's failure
for g in make gs c50; do
    eq "$(total $g attack_constructor)" 0 || problem "$g: a constructor earns $(total $g attack_constructor) (want 0: refused)"
    grep -q "^seal: physics.c: refused: has a constructor" "$dir/$g.attack_constructor/refused" ||
        problem "$g: a constructor is not refused in one line: $(head -3 "$dir/$g.attack_constructor/refused")"
done
grep -q "resolve_collision() called exit() (in physics.c), which graded code may not: its process ended there" "$dir/make.attack_exit0/out.txt" ||
    problem "make grade: a refused exit() does not fail its test saying so: $(grep -A1 '^FAIL' "$dir/make.attack_exit0/out.txt" | head -2)"
grep -q "crashed\|never reported" "$dir/make.attack_exit0/out.txt" && problem "make grade: a refused exit() crashes a test"
# a fault or a loop in resolve_collision costs its own row only
for g in gs c50; do
    for c in rc_stubbed rc_fault rc_loop; do
        eq "$(row $g $c collide_shape)" 10 || problem "$g: $c: collide_shape's row $(row $g $c collide_shape) (want 10: its tests ran the stage's resolve_collision)"
        eq "$(row $g $c rest)" 5 || problem "$g: $c: the rest $(row $g $c rest) (want 5)"
        le "$(row $g $c resolve_collision)" 9.99 || problem "$g: $c: resolve_collision's row $(row $g $c resolve_collision) (want points lost)"
    done
    eq "$(row $g rc_loop resolve_collision)" 0 || problem "$g: rc_loop: resolve_collision's row $(row $g rc_loop resolve_collision) (want 0)"
    [ "$(cat "$dir/$g.rc_loop/seconds")" -lt "$bound" ] || problem "$g: rc_loop took $(cat "$dir/$g.rc_loop/seconds") s (bound $bound s)"
done
grep -q "timed out" "$dir/gs.rc_loop/results/results.json" || problem "gs: rc_loop: results.json does not say timed out"
grep -q "timed out" "$dir/c50.rc_loop/repo/result.json" || problem "c50: rc_loop: result.json does not say timed out"
le "$(total make rc_loop)" "$(total make rc_stubbed)" || problem "make grade: rc_loop earns $(total make rc_loop), rc_stubbed $(total make rc_stubbed)"
eq "$(row make rc_loop resolve_collision)" 0 || problem "make grade: rc_loop: resolve_collision's row $(row make rc_loop resolve_collision) (want 0)"
[ "$(cat "$dir/make.rc_loop/seconds")" -lt "$bound" ] || problem "make grade: rc_loop took $(cat "$dir/make.rc_loop/seconds") s (bound $bound s)"
grep -q "Rows can depend on each other" "$dir/make.rc_fault/out.txt" || problem "make grade does not say its rows can depend on each other"
grep -q "The first row that fails is row 1 (physics.c resolve_collision)" "$dir/make.rc_fault/out.txt" ||
    problem "make grade does not name the first row that fails: $(grep 'Rows can' "$dir/make.rc_fault/out.txt")"
# the flood: capped
for g in make gs c50; do
    s=$(cat "$dir/$g.flood/size") h=$(cat "$dir/$g.stubbed/size")
    [ $((s - h)) -lt 8388608 ] || problem "$g: the flood made $s bytes of files, the stubs $h (want under 8 MB more)"
done
grep -q "output truncated" "$dir/make.flood/run.txt" || problem "make grade: the flood's output does not say it was truncated"
for g in make gs c50; do
    line="$line $g:"
    for c in stubbed solution forge_fd3 early_e answers rc_stubbed rc_fault rc_loop flood; do
        [ "$g" = make ] && [ "$c" = answers ] && continue
        line="$line $c $(total $g $c)"
    done
    line="$line; attacks"
    for a in $attacks; do line="$line $(total $g "attack_$a")"; done
done
say "(of 25)$line"
say "rc_loop: make grade $(cat "$dir/make.rc_loop/seconds") s, Gradescope $(cat "$dir/gs.rc_loop/seconds") s, Classroom 50 $(cat "$dir/c50.rc_loop/seconds") s; make test ${mt} s (TESTS_LIMIT=15); flood files: make grade $(cat "$dir/make.flood/size") B, Gradescope $(cat "$dir/gs.flood/size") B, Classroom 50 $(cat "$dir/c50.flood/size") B"
say "$(($(date +%s) - start)) s"
[ "$fail" = 0 ] && say "all checks pass" || say "FAILED"
exit $fail
