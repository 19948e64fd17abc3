#!/bin/sh
# classroom_test.sh WORK DIR - stage 08's Classroom 50 bundle, end to end.
#
# WORK holds map.sh's 08/ (assignments/tools/check.sh runs this after its
# map).  make_classroom.sh writes the bundle with tests held back
# (HIDDEN=1) into DIR; each case then runs as Classroom 50's runner runs
# it: the student's repository checked out (a git repository holding the
# kit's other files and some of the student's own), the files that
# allowed_files.txt does not allow removed, the bundle packed and unpacked
# into RUNNER_TEMP/classroom50-runtime/SLUG/, autograder.py started there
# with the checkout as its working directory and the runner's environment
# (CLASSROOM, ASSIGNMENT, SUBMISSION_TAG, OWNER, USERNAME, ASSIGNMENT_TYPE,
# the URLs, CLASSROOM50_BUNDLE_DIR, GITHUB_*).  The cases:
#   correct    the stage's own physics.c: full marks, every row passed
#   stubbed    the kit's stubs: below full marks
#   wrong      contact_point's weights swapped: below full marks, its own
#              row loses points, its failing visible test named with file
#              and line; each row's points are the kit's own grade
#              (tools/grade.sh) in hundredths of a point
#   broken     a Latin-1 byte the compiler stops at: 0 points, the
#              compiler's message, valid UTF-8 (the byte as U+FFFD)
#   missing    no physics.c: 0 points, the file named
#   partial    resolve_collision a stub: some points, not all
#   runaway    the partial code with an endless loop in its stub: each
#              test has its own time, so it earns what the partial code
#              earns, and its row says its tests timed out
#   stopped    the same, GRADE_TIME_LIMIT=2 (the whole grading cannot
#              finish in 2 s): a result, 0 points, the reason
# and the attacks: each is the partial code plus code of its own, and must
# earn exactly what the partial code earns.  attack() below plants one;
# CLASSROOM_ATTACKS=DIR adds every DIR/NAME/physics.c as one more.
# Every result.json must be UTF-8 that assignments/classroom50/
# result-v1.schema.json accepts, with consistent totals; no held-back
# test's name may appear in result.json, release-body.md or the log.
# Exit status 1 on any failure; the last lines say what was checked.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
work=$1 dir=$2
nn=08
name=$(basename "$(ls -d "$top"/stages/"$nn"_* | head -1)")
stage=$top/stages/$name
slug=$(echo "$name" | tr '_' '-')
schema=$top/assignments/classroom50/result-v1.schema.json
# One seed for the fresh numbers of every grade here, so that the kit's
# own grade of a file below draws what the bundle's drew.
GRADE_SEED=4040
export GRADE_SEED
fail=0
say() { echo "classroom_test: $*"; }
problem() { echo "classroom_test: FAIL: $*"; fail=1; }
command -v git > /dev/null 2>&1 || { problem "git is missing"; exit 1; }
command -v python3 > /dev/null 2>&1 || { problem "python3 is missing"; exit 1; }
field() {   # field CASE EXPR: a Python expression of r, the case's result.json
    python3 -c 'import json, sys; r = json.load(open(sys.argv[1], encoding="utf-8")); print(eval(sys.argv[2]))' \
        "$dir/cases/$1/repo/result.json" "$2" 2>/dev/null
}
row() { field "$1" "next(('%d/%d' % (t['score'], t['max-score']) for t in r['tests'] if t['test-name'].endswith(' $2')), 'none')"; }

rm -rf "$dir"; mkdir -p "$dir"
LIST=$top/assignments/$nn.list HIDDEN=1 sh "$top/assignments/tools/make_classroom.sh" "$nn" "$work" "$dir" > "$dir/make.txt" 2>&1 ||
    { problem "make_classroom: $(cat "$dir/make.txt")"; exit 1; }
bundle=$dir/$name.classroom50
ag=$bundle/autograders/$slug
for f in README.md runtime.json allowed_files.txt "autograders/$slug/autograder.py" "autograders/$slug/kit/Makefile"; do
    [ -f "$bundle/$f" ] || problem "the bundle has no $f"
done
python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); assert r["runs-on"] == "ubuntu-latest" and "check" in r["apt"] and "gcc" in r["apt"]' \
    "$bundle/runtime.json" 2> /dev/null || problem "runtime.json: $(cat "$bundle/runtime.json")"
held=$(wc -l < "$ag/kit/grading/held_back.txt" | tr -d ' ')
[ "$held" -gt 0 ] || problem "HIDDEN=1 held no test back"
grep -q "gh teacher assignment add ORG CLASSROOM $slug" "$bundle/README.md" || problem "README.md has no gh teacher assignment add"
# The held-back tests' names that no visible test shares: none may be shown.
cut -f1 "$ag/kit/grading/held_back.txt" | cut -d'|' -f3 | sort -u > "$dir/held.names"
awk -F '\t' 'FILENAME == ARGV[1] { h[$1] = 1; next } !($1 in h) { split($1, p, "|"); print p[3] }' \
    "$ag/kit/grading/held_back.txt" "$ag/kit/grading/tests.txt" | sort -u > "$dir/shown.names"
grep -vxF -f "$dir/shown.names" "$dir/held.names" > "$dir/secret.names" || true
[ -s "$dir/secret.names" ] || problem "no held-back test has a name of its own (cannot check they stay hidden)"
# The runner fetches the bundle as a tarball.
(cd "$bundle/autograders" && tar -czf "$dir/$slug.tar.gz" "$slug")
size=$(wc -c < "$dir/$slug.tar.gz" | tr -d ' ')
[ "$size" -lt 10485760 ] || problem "the bundle is $size bytes; the runner fetches at most 10 MB"

# ---- the submissions -------------------------------------------------------
subs=$dir/submissions
mk() { mkdir -p "$subs/$1"; }
mk correct; cp "$stage/physics.c" "$subs/correct/"
mk stubbed; cp "$ag/kit/physics.c" "$subs/stubbed/physics.c"
mk wrong
sed -e 's|vec2_scale(info->start, s2->inv_mass / im_sum)|vec2_scale(info->start, s1->inv_mass / im_sum)|' \
    -e 's|vec2_scale(info->end, s1->inv_mass / im_sum)|vec2_scale(info->end, s2->inv_mass / im_sum)|' "$stage/physics.c" > "$subs/wrong/physics.c"
cmp -s "$stage/physics.c" "$subs/wrong/physics.c" && problem "the wrong submission is not wrong (physics.c changed?)"
mk broken
{ printf 'static int caf\351 = 0;\n'; cat "$stage/physics.c"; } > "$subs/broken/physics.c"
mk missing; echo "I forgot my code." > "$subs/missing/notes.txt"
mk partial
echo "physics.c resolve_collision" > "$dir/partial.list"
mkdir -p "$dir/partial.src"
sh "$top/assignments/tools/stub_sources.sh" "$stage" "$(ls "$top"/book/"$nn"-*.md)" "$dir/partial.list" "$dir/partial.src"
cp "$dir/partial.src/physics.c" "$subs/partial/physics.c"
mk runaway
sed 's|^    (void)info;$|    (void)info;\n    for (volatile int spin = 1; spin;) {\n    }|' "$dir/partial.src/physics.c" > "$subs/runaway/physics.c"
cmp -s "$subs/runaway/physics.c" "$dir/partial.src/physics.c" && problem "the runaway loop was not planted (the stub changed?)"
mk stopped; cp "$subs/runaway/physics.c" "$subs/stopped/"
# Besides the listed file, what students leave in a repository: a copy in
# a folder, notes.  allowed_files removes them; the grade must not change.
for c in correct wrong partial; do
    mkdir -p "$subs/$c/old"; cp "$ag/kit/physics.c" "$subs/$c/old/physics.c"; echo notes > "$subs/$c/notes.md"
done

# ---- the attacks ------------------------------------------------------------------
attacks=""
attack() {   # attack NAME: the partial code, then the code on stdin
    mkdir -p "$subs/$1"; { cat "$dir/partial.src/physics.c"; cat; } > "$subs/$1/physics.c"
    attacks="$attacks $1"
}
attack main <<'EOF'
/* A main of its own, to run instead of the tests. */
int main(void);
int main(void)
{
    return 0;
}
EOF
sed 's|^    (void)info;$|    (void)info;\n    exit(0);|' "$dir/partial.src/physics.c" | sed '1i #include <stdlib.h>' > "$dir/exit.c"
mkdir -p "$subs/exit0"; cp "$dir/exit.c" "$subs/exit0/physics.c"; attacks="$attacks exit0"
# Some attacks of attacks.sh, planted in the partial code's stub: at most
# what the partial code earns (every one of them goes through this
# bundle's autograder.py on stage 07's stubs in tricks_test.sh).
more=""
sh "$top/assignments/tools/attacks.sh" "$dir/partial.src/physics.c" "$dir/attacks" resolve_collision > /dev/null
for a in line_asm symbol_system forged_end fork_parent; do
    mkdir -p "$subs/attack_$a"; cp "$dir/attacks/$a/physics.c" "$subs/attack_$a/"; more="$more attack_$a"
done
if [ -n "${CLASSROOM_ATTACKS:-}" ]; then
    for a in "$CLASSROOM_ATTACKS"/*/; do
        [ -f "$a/physics.c" ] || continue
        n=extra_$(basename "$a"); mkdir -p "$subs/$n"; cp "$a/physics.c" "$subs/$n/"; attacks="$attacks $n"
    done
fi

# ---- each one as the runner grades it -------------------------------------------
allowed=$bundle/allowed_files.txt
run_case() {   # run_case CASE [ENV...]: DIR/cases/CASE/repo/result.json
    c=$dir/cases/$1; shift
    rm -rf "$c"; mkdir -p "$c/runner" "$c/output"
    # The student's repository: the kit's starter files, then theirs.
    repo=$c/repo
    cp -r "$ag/kit" "$repo"; rm -f "$repo/physics.c"; rm -rf "$repo/grading"
    cp -r "$subs/$case/." "$repo/"
    (cd "$repo" && git init -q && git add -A && git -c user.name=s -c user.email=s@x commit -qm work) || problem "$case: git"
    # allowed_files: what its patterns ignore is removed (control files
    # stay), and the Release lists it: only what the student added outside
    # the starter's layout, never a file of the starter's.
    (cd "$repo" && git ls-files -c -i --exclude-from="$allowed") > "$c/removed.txt"
    (cd "$repo" && tr '\n' '\0' < "$c/removed.txt" | xargs -0 rm -f)
    [ -f "$subs/$case/physics.c" ] && { [ -f "$repo/physics.c" ] || problem "$case: allowed_files removed physics.c"; }
    [ -e "$repo/notes.md" ] || [ -e "$repo/old/physics.c" ] && problem "$case: allowed_files kept files the student added outside the starter's layout"
    while IFS= read -r f; do
        [ -e "$ag/kit/$f" ] && problem "$case: allowed_files removes the starter's own $f (the Release would list it)"
    done < "$c/removed.txt"
    [ -f "$repo/Makefile" ] || problem "$case: allowed_files removed the starter's Makefile"
    # The bundle, as the runner unpacks it.
    mkdir -p "$c/runner/classroom50-runtime"
    tar -xzf "$dir/$slug.tar.gz" -C "$c/runner/classroom50-runtime"
    sha=$(cd "$repo" && git rev-parse HEAD)
    : > "$c/output/github_output"; : > "$c/output/summary"
    (cd "$repo" && env CLASSROOM=mech-101 ASSIGNMENT="$slug" SUBMISSION_TAG="submit/2026-11-27T10-00-00Z-${sha%"${sha#???????}"}" \
        PAGES_BASE_URL=https://example-org.github.io/classroom50 USERNAME=alice OWNER=alice ASSIGNMENT_TYPE=individual \
        COMMIT_URL="https://github.com/example-org/mech-101-$slug-alice/commit/$sha" \
        RELEASE_URL="https://github.com/example-org/mech-101-$slug-alice/releases/tag/submit%2F2026-11-27T10-00-00Z" \
        REVIEW_URL="https://github.com/example-org/mech-101-$slug-alice/compare/0000000...$sha" \
        CLASSROOM50_BUNDLE_DIR="$c/runner/classroom50-runtime/$slug" RUNNER_TEMP="$c/runner" \
        GITHUB_ACTIONS=true GITHUB_REPOSITORY="example-org/mech-101-$slug-alice" GITHUB_SHA="$sha" \
        GITHUB_SERVER_URL=https://github.com GITHUB_ACTOR=alice GITHUB_ACTOR_ID=1 \
        GITHUB_OUTPUT="$c/output/github_output" GITHUB_STEP_SUMMARY="$c/output/summary" "$@" \
        python3 "$c/runner/classroom50-runtime/$slug/autograder.py") > "$c/log.txt" 2>&1
    st=$?
    [ "$st" = 0 ] || problem "$case: autograder.py exited $st: $(tail -5 "$c/log.txt")"
    [ -s "$repo/result.json" ] || { problem "$case: no result.json"; return; }
    [ -s "$repo/release-body.md" ] || problem "$case: no release-body.md"
    python3 "$top/assignments/tools/validate_json.py" "$schema" "$repo/result.json" > "$c/valid.txt" ||
        problem "$case: result.json: $(cat "$c/valid.txt")"
    for f in "$repo/result.json" "$repo/release-body.md" "$c/log.txt"; do
        python3 -c 'import sys; open(sys.argv[1], "rb").read().decode("utf-8")' "$f" 2> /dev/null || problem "$case: $(basename "$f") is not UTF-8"
        left=$(grep -owF -f "$dir/secret.names" "$f" | sort -u | tr '\n' ' ')
        [ -z "$left" ] || problem "$case: $(basename "$f") names held-back tests: $left"
    done
    ls -d "$c"/runner/kit-grade-* > /dev/null 2>&1 && problem "$case: autograder.py left its work directory behind"
}
for case in correct stubbed wrong broken missing partial runaway $attacks $more; do run_case "$case"; done
case=stopped; run_case stopped GRADE_TIME_LIMIT=2

# result.json counts in hundredths of a point.
max=$(awk '{ sub(/#.*/, "") } NF >= 3 { s += $3 } END { print s * 100 }' "$ag/kit/grading/functions.txt")
score() { field "$1" "r['score']"; }
lt() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a < b) }'; }
[ "$(score correct)" = "$max" ] || problem "correct: $(score correct) of $max (want full marks)"
[ "$(field correct "all(t['passed'] for t in r['tests'])")" = True ] || problem "correct: a row is not passed"
[ "$(field correct "r['max-score']")" = "$max" ] || problem "correct: max-score $(field correct "r['max-score']"), want $max"
lt "$(score stubbed)" "$max" || problem "stubbed: $(score stubbed) of $max (want less)"
grep -q 'What you may change, and all that is graded: `physics.c` (contact_point, effective_inv_mass, resolve_collision)' "$dir/cases/stubbed/repo/release-body.md" ||
    problem "stubbed: release-body.md does not say what a student may change: $(sed -n 3p "$dir/cases/stubbed/repo/release-body.md")"
grep -q 'held-back tests\{0,1\} of this row fail' "$dir/cases/stubbed/repo/result.json" || problem "stubbed: result.json does not count the failing held-back tests"
lt "$(score wrong)" "$max" || problem "wrong: $(score wrong) of $max (want less)"
case $(row wrong contact_point) in 1000/1000|none) problem "wrong: contact_point's row is $(row wrong contact_point) (want points lost)" ;; esac
grep -q 'FAIL .*physics\|test_[a-z_]*\.c:[0-9]*:' "$dir/cases/wrong/repo/result.json" || problem "wrong: result.json names no failing test's file and line"
[ "$(score broken)" = 0 ] || problem "broken: $(score broken) (want 0)"
grep -q 'error' "$dir/cases/broken/repo/result.json" || problem "broken: no compiler message in result.json"
grep -q "caf$(printf '\357\277\275')" "$dir/cases/broken/repo/result.json" ||
    problem "broken: the Latin-1 byte of the compiler's message is not shown as U+FFFD"
[ "$(score missing)" = 0 ] || problem "missing: $(score missing) (want 0)"
grep -q 'no physics.c' "$dir/cases/missing/repo/result.json" || problem "missing: result.json does not say physics.c is missing"
honest=$(score partial)
awk -v s="$honest" -v m="$max" 'BEGIN { exit !(s > 0 && s < m) }' || problem "partial: $honest of $max (want some points, not all)"
[ "$(score runaway)" = "$honest" ] || problem "runaway: $(score runaway) of $max, the same code without the loop earns $honest"
[ "$(field runaway "any('timed out: ' in t['output'] for t in r['tests'] if t['test-name'].endswith(' resolve_collision'))")" = True ] ||
    problem "runaway: resolve_collision's row does not say its tests timed out"
[ "$(score stopped)" = 0 ] || problem "stopped: $(score stopped) (want 0)"
grep -q 'stopped after 2 s' "$dir/cases/stopped/repo/result.json" || problem "stopped: result.json does not say the grading stopped"
for a in $attacks; do
    [ "$(score "$a")" = "$honest" ] || problem "attack $a: $(score "$a") of $max, the honest code earns $honest"
done
for a in $more; do
    awk -v s="$(score "$a")" -v h="$honest" 'BEGIN { exit !(s != "" && s + 0 <= h + 0) }' || problem "$a: $(score "$a") of $max, the honest code earns $honest"
done
# Each row is the kit's own grade of the same file (the same seed for
# its fresh numbers), in hundredths of a point.
for c in wrong partial; do
    k=$dir/kitgrade.$c
    rm -rf "$k"; cp -r "$ag/kit" "$k"; cp "$subs/$c/physics.c" "$k/"
    (cd "$k" && RESULTS="$k/r.json" sh tools/grade.sh build > /dev/null 2>&1)
    want=$(awk -F '\t' 'FILENAME == ARGV[1] { sub(/#.*/, ""); split($0, f, " "); if (f[3] != "") p[f[1] ":" f[2]] = f[3]; next }
        { printf "%s=%d/%d ", $1, int($4 * 100 + 0.5), ($3 || $1 != "-:rest" ? p[$1] * 100 : 0) }' \
        "$k/grading/functions.txt" "$k/build/grade/result/rows.txt")
    got=$(python3 -c 'import json, sys
r = json.load(open(sys.argv[1], encoding="utf-8"))
print(" ".join("%s=%d/%d" % ("-:rest" if t["test-name"].startswith("the rest") else ":".join(t["test-name"].split(" ", 1)[1].split(" ")), t["score"], t["max-score"]) for t in r["tests"]))' \
        "$dir/cases/$c/repo/result.json")
    [ "$want" = "$got " ] || problem "$c: the rows are $got, the kit's own grade is $want (hundredths)"
done

say "correct $(score correct), stubbed $(score stubbed), wrong $(score wrong) (contact_point $(row wrong contact_point)), broken $(score broken), missing $(score missing), runaway $(score runaway), stopped $(score stopped); honest partial $honest; attacks:$(for a in $attacks $more; do printf ' %s %s' "${a#attack_}" "$(score "$a")"; done) (of $max); $held tests held back, none named"
say "the wrong submission's result.json:"
cat "$dir/cases/wrong/repo/result.json"
[ "$fail" = 0 ] && say "all checks pass" || say "FAILED"
exit $fail
