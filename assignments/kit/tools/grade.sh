#!/bin/sh
# grade.sh [BUILD [ROW]] - build the tests with the graded files sealed
# (tools/seal.sh), run every test in a process of its own, and give every
# function of grading/functions.txt its points times the share of its
# tests that pass (grading/map.txt says which row each test counts in).
# Prints a table and writes results.json in the Gradescope autograder
# format (RESULTS=FILE writes it elsewhere).
#
# A test passes on what it observed (tools/observe.h, tools/judge.awk):
# every check it made, held and matching grading/reference.txt; never on
# how its process ended or on what it printed.  Check's log only says
# which tests ran and how a failure looked; a test that never reports
# counts as failed.
# With ROW (FILE:FUNCTION, or "rest"), the exit status says whether that
# row scored full marks (make grade-row ROW=..., for a check of one row).
# Environment: GRADE_RUN_AS=USER runs the tests as USER (the autograder
# does, as root); GRADE_MISSING=FILE skips the build and grades 0 with
# FILE's text as the reason.
#
# Time: no submission can keep the grade from being written.  The build
# gets GRADE_BUILD_LIMIT seconds (default 120); each test GRADE_TEST_LIMIT
# (default 2, for a test case that sets no timeout of its own and for one
# that sets 60 s alike: the kits' tests need a small fraction of it, and
# make assignments-check grades every kit's own code with these limits),
# after which Check stops it and it fails as "timed out"; all the tests
# together GRADE_TESTS_LIMIT (default 150).  The tests run suite by
# suite, each suite's log complete before the next starts, so when the
# total runs out every suite that finished is graded and the rest fail as
# "not run".  Build, tests and grading stay under 5 minutes, half of
# Gradescope's default limit of 10.
# grading/held_back.txt (the autograder's kit has it) names the tests the
# students' kit holds back: results.json keeps them out of what students
# see (grade.awk says how).
set -u
build_limit=${GRADE_BUILD_LIMIT:-120}
test_limit=${GRADE_TEST_LIMIT:-2}
tests_limit=${GRADE_TESTS_LIMIT:-150}
# limit SECONDS COMMAND...: COMMAND, stopped after SECONDS (then status
# 124); without timeout(1), unlimited.
limit() {
    s=$1; shift
    if command -v timeout > /dev/null 2>&1; then timeout -k 5 "$s" "$@"; else "$@"; fi
}
# stop_strays LOG: Check runs each test in a process group of its own
# and stops it at the test's limit, but a suite's runner stopped at the
# total's end leaves its running test behind, looping if it loops; such
# a test is found by its log's name, which only its suite's processes
# carry in their environment.
stop_strays() {
    for e in /proc/[0-9]*/environ; do
        if tr '\0' '\n' < "$e" 2> /dev/null | grep -qxF "CK_LOG_FILE_NAME=$1"; then
            p=${e#/proc/}
            kill -KILL "${p%/environ}" 2> /dev/null
        fi
    done
}
build=${1:-build}
row=${2:-}
gb=$build/grade
out=$gb/result
mkdir -p "$out"
rm -f "$out/log.txt" "$out/results.txt" "$out/rows.txt" "$out/run.txt" "$out/not_run.txt" "$out"/obs.* "$out/observed.txt" "$out/checked.txt"
checks=""
if [ -n "${GRADE_MISSING:-}" ]; then
    built=0
    cp "$GRADE_MISSING" "$out/build.txt"
    cat "$out/build.txt"
elif limit "$build_limit" make --no-print-directory -s GRADE=1 BUILD="$gb" "$gb/tests" > "$out/build.txt" 2>&1; then
    built=1
    if grep -q 'warning\|^seal:' "$out/build.txt"; then echo "grade: the build said:"; cat "$out/build.txt"; echo; fi
    run=$(cd "$out" && pwd)/run
    rm -rf "$run"; mkdir -p "$run"
    as=""
    [ -n "${GRADE_RUN_AS:-}" ] && as="runuser -u $GRADE_RUN_AS --"
    # A clean environment: every test, each in its own process with its
    # time limit, suite by suite (Check writes a log in blocks, and a run
    # stopped halfway loses its tail) while the total lasts.  Each suite
    # gets a directory of its own, made when it starts, in $run, which
    # the tests' user cannot write: no test can leave a log for a later
    # suite.
    : > "$out/log.txt"
    : > "$out/run.txt"
    : > "$out/observed.txt"
    # Check multiplies every test case's timeout (60 s by default here,
    # and the 60 s some cases set) by this.
    scale=$(awk -v t="$test_limit" 'BEGIN { printf "%.6f", t / 60 }')
    end=$(($(date +%s) + tests_limit))
    i=0
    cut -f1 grading/tests.txt | cut -d'|' -f1 | awk '!seen[$0]++' > "$out/suites.txt"
    while IFS= read -r suite; do
        left=$((end - $(date +%s)))
        [ "$left" -gt 0 ] || { echo "$suite" >> "$out/not_run.txt"; continue; }
        i=$((i + 1))
        mkdir "$run/$i"
        [ -n "${GRADE_RUN_AS:-}" ] && chown "$GRADE_RUN_AS" "$run/$i"
        limit "$left" $as env -i PATH="$PATH" HOME="$run/$i" CK_FORK=yes CK_LOG_FILE_NAME="$run/$i/log.txt" \
            CK_RUN_SUITE="$suite" CK_DEFAULT_TIMEOUT=60 CK_TIMEOUT_MULTIPLIER="$scale" KIT_OBS_FD=3 \
            "$gb/tests" >> "$out/run.txt" 2>&1 3>> "$out/obs.$i"
        case $? in 124|137) echo "$suite" >> "$out/not_run.txt"; stop_strays "$run/$i/log.txt" ;; esac
        # Copied out by this (the grading) process; the tests cannot reach $out/.
        [ -f "$run/$i/log.txt" ] && cat "$run/$i/log.txt" >> "$out/log.txt"
        LC_ALL=C awk -v s="$suite" '{ print s "\t" $0 }' "$out/obs.$i" >> "$out/observed.txt"
        rm -f "$out/obs.$i"
    done < "$out/suites.txt"
    # Check's log says which tests ran and how a failure looked; whether a
    # test passed, only what it observed says (tools/judge.awk).
    LC_ALL=C awk -f tools/results.awk "$out/log.txt" > "$out/checked.txt"
    LC_ALL=C awk -f tools/near.awk -f tools/judge.awk grading/reference.txt "$out/observed.txt" "$out/checked.txt" > "$out/results.txt"
    checks=$(sed -n 's/^[0-9]*%: Checks: \([0-9]*\),.*/\1/p' "$out/log.txt" | awk '{ s += $1 } END { if (NR) print s }')
else
    case $? in 124|137) echo "grade: the build took more than $build_limit s and was stopped" >> "$out/build.txt" ;; esac
    built=0
    echo "grade: the kit does not build:"
    tail -n 40 "$out/build.txt"
fi
[ -f "$out/results.txt" ] || : > "$out/results.txt"
grep '^seal:' "$out/build.txt" > "$out/notes.txt" 2>/dev/null || : > "$out/notes.txt"
json=${RESULTS:-results.json}
[ -n "$row" ] && json=$out/results.json
[ -f grading/held_back.txt ] && held=grading/held_back.txt || held=""
held_visibility=$(cat grading/held_visibility 2>/dev/null || echo hidden)
[ -f "$out/not_run.txt" ] && not_run=$out/not_run.txt || not_run=""
LC_ALL=C awk -v built="$built" -v build_log="$out/build.txt" -v notes="$out/notes.txt" -v json="$json" -v rows="$out/rows.txt" -v only="$row" \
    -v checks="$checks" -v held="$held" -v held_visibility="$held_visibility" -v not_run="$not_run" -v test_limit="$test_limit" -v tests_limit="$tests_limit" \
    -f tools/grade.awk grading/functions.txt grading/tests.txt grading/map.txt "$out/results.txt"
