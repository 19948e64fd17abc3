#!/bin/sh
# grade.sh [BUILD [ROW]] - build the tests with your files isolated
# (tools/grade_build.sh), run every test in a process of its own, and
# give every function of grading/functions.txt its points times the share
# of its tests that pass (grading/map.txt says which row each test counts
# in).  Prints a table and writes results.json in the Gradescope
# autograder format (RESULTS=FILE writes it elsewhere).
#
# A test passes when Check says it passed: the test and its checks run in
# a process that runs none of your code, and every call of a function you
# write goes to a sandboxed process of its own whose only way back is the
# call's results, copied and checked (tools/isolate.c).  So nothing your
# code prints or does stands in for a check.
#
# Which code a row's tests run: with the stage's solution in the kit
# (grading/solution/, the autograders' kits and make grade-submission),
# a row's tests run that row's function as you wrote it and every other
# listed function the stage's own, so a mistake costs points in its own
# row only; without it (your kit), your functions all, so a later row's
# tests can fail because of a function above it, and the table says so.
# The rest of the kit's tests run with none of your code: they need no
# listed function.
#
# With ROW (FILE:FUNCTION, or "rest"), the exit status says whether that
# row scored full marks (make grade-row ROW=..., for a check of one row).
# Environment: GRADE_RUN_AS=USER runs the tests as USER (the autograder
# does, as root); GRADE_MISSING=FILE skips the build and grades 0 with
# FILE's text as the reason.
#
# Time and space: no submission can keep the grade from being written,
# nor make it write more than a few megabytes.  The build gets
# GRADE_BUILD_LIMIT seconds (default 120); each test GRADE_TEST_LIMIT
# (default 2; a call of one of your functions that does not return within
# it, less 0.3 s, fails its test as "timed out", and in later tests that
# function gets 0.1 s a call), after which Check stops it; all the tests
# together GRADE_TESTS_LIMIT (default 150: the tests run suite by suite,
# and when the total runs out the tests not yet run fail as "not run").
# With the solution, the first GRADE_TWINS (default 2) calls of a row's
# function in each of its tests also get a twin with fresh numbers drawn
# from GRADE_SEED (default: a new one each grade), which must agree with
# the stage's own function on it (tools/isolate.c).
# Each test keeps GRADE_TEST_OUTPUT bytes of what your functions print
# (default 65536), the whole grade GRADE_OUTPUT (default 4 MB), and the
# build's messages GRADE_BUILD_OUTPUT (default 256 KB: the compiler's
# and the seal's words on your files); past any, one line says the
# output was truncated.  Build, tests and
# grading stay under 5 minutes, half of Gradescope's default limit of 10.
# grading/held_back.txt (the autograder's kit has it) names the tests the
# students' kit holds back: results.json keeps them out of what students
# see (grade.awk says how).
set -u
build_limit=${GRADE_BUILD_LIMIT:-120}
test_limit=${GRADE_TEST_LIMIT:-2}
tests_limit=${GRADE_TESTS_LIMIT:-150}
test_output=${GRADE_TEST_OUTPUT:-65536}
all_output=${GRADE_OUTPUT:-4194304}
build_output=${GRADE_BUILD_OUTPUT:-262144}
T=$(printf '\t')
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
# cap BYTES: standard input to standard output, BYTES of it at most, and
# a line saying how much was dropped.
cap() {
    head -c "$1"
    n=$(wc -c | tr -d ' ')
    [ "$n" = 0 ] || printf '\nmake grade: output truncated: %s more bytes were not kept\n' "$n"
}
build=${1:-build}
row=${2:-}
gb=$build/grade
out=$gb/result
mkdir -p "$out"
rm -f "$out/build.status" "$out/log.txt" "$out/results.txt" "$out/rows.txt" "$out/run.txt" "$out/not_run.txt" "$out/checked.txt"
checks=""
if [ -n "${GRADE_MISSING:-}" ]; then
    built=0
    cp "$GRADE_MISSING" "$out/build.txt"
    cat "$out/build.txt"
elif { limit "$build_limit" sh tools/grade_build.sh "$gb" 2>&1; echo $? > "$out/build.status"; } | cap "$build_output" > "$out/build.txt"
     [ "$(cat "$out/build.status")" = 0 ]; then
    built=1
    if grep -q 'warning\|^seal:' "$out/build.txt"; then echo "grade: the build said:"; cat "$out/build.txt"; echo; fi
    run=$(cd "$out" && pwd)/run
    rm -rf "$run"; mkdir -p "$run"
    as=""
    [ -n "${GRADE_RUN_AS:-}" ] && as="runuser -u $GRADE_RUN_AS --"
    : > "$out/log.txt"
    : > "$out/run.txt"
    : > "$out/checked.txt"
    # Check multiplies every test case's timeout (60 s by default here,
    # and the 60 s some cases set) by this.
    scale=$(awk -v t="$test_limit" 'BEGIN { printf "%.6f", t / 60 }')
    call_limit=$(awk -v t="$test_limit" 'BEGIN { c = t * 1000 - 300; if (c < 500) c = 500; printf "%d", c }')
    end=$(($(date +%s) + tests_limit))
    # fresh numbers for each grade (tools/isolate.c), in a row's run only
    twins=0; seed=0
    if [ -d grading/solution ]; then
        twins=${GRADE_TWINS:-2}
        seed=${GRADE_SEED:-$(od -An -N8 -tu8 /dev/urandom | tr -d ' ')}
    fi
    # The runs: ROUTE<TAB>VARIANT<TAB>ROW (a row's id, "all" for every
    # row's tests at once, or -:rest).
    if [ -d grading/solution ]; then
        awk '$1 != "-" { n++; print n "\t" (n - 1) "\t" $1 ":" $2 }' grading/functions.txt
    else
        printf 'all\t0\tall\n'
    fi > "$out/runs.txt"
    printf 'none\t0\t-:rest\n' >> "$out/runs.txt"
    # every test's row (tests no row names count in the rest)
    awk -F '\t' 'FILENAME == ARGV[1] { if (!($2 in r)) r[$2] = $1; next } { print (($1 in r) ? r[$1] : "-:rest") "\t" $1 }' \
        grading/map.txt grading/tests.txt > "$out/rowof.txt"
    i=0
    while IFS="$T" read -r route variant id; do
        awk -F '\t' -v id="$id" '$1 == id || (id == "all" && $1 != "-:rest") { print $2 }' "$out/rowof.txt" > "$out/keys.$i"
        [ -s "$out/keys.$i" ] || { i=$((i + 1)); continue; }
        cut -d'|' -f3 "$out/keys.$i" | sort -u > "$run/tests.$i"
        # the functions that ran away in this run's tests (a later test
        # gives them less time); each run its own, so that a runaway in
        # one row's function speeds no other row's calls to their end
        : > "$run/runaway.$i"
        [ -n "${GRADE_RUN_AS:-}" ] && chown "$GRADE_RUN_AS" "$run/tests.$i" "$run/runaway.$i"
        cut -d'|' -f1 "$out/keys.$i" | awk '!seen[$0]++' > "$out/suites.$i"
        while IFS= read -r suite; do
            left=$((end - $(date +%s)))
            if [ "$left" -le 0 ]; then
                awk -F '|' -v s="$suite" '$1 == s' "$out/keys.$i" >> "$out/not_run.txt"; continue
            fi
            d=$run/$i.$(printf '%s' "$suite" | cksum | cut -d' ' -f1)
            mkdir -p "$d"
            [ -n "${GRADE_RUN_AS:-}" ] && chown "$GRADE_RUN_AS" "$d"
            room=$(( all_output - $(wc -c < "$out/run.txt") ))
            [ "$room" -gt 0 ] || room=0
            # A clean environment; the suite's log in a directory of its
            # own, which no earlier test could write.
            { limit "$left" $as env -i PATH="$PATH" HOME="$d" CK_FORK=yes CK_LOG_FILE_NAME="$d/log.txt" \
                  CK_RUN_SUITE="$suite" CK_DEFAULT_TIMEOUT=60 CK_TIMEOUT_MULTIPLIER="$scale" \
                  KIT_ROUTE="$route" KIT_VARIANT="$variant" KIT_TESTS_FILE="$run/tests.$i" \
                  KIT_RUNAWAY_FILE="$run/runaway.$i" KIT_CALL_LIMIT="$call_limit" KIT_OUTPUT_LIMIT="$test_output" \
                  KIT_TWINS="$twins" KIT_TWINS_SEED="$seed" \
                  "$gb/tests" 2>&1; echo $? > "$d/status"; } | cap "$room" >> "$out/run.txt"
            case $(cat "$d/status" 2>/dev/null) in
            124|137) awk -F '|' -v s="$suite" '$1 == s' "$out/keys.$i" >> "$out/not_run.txt"; stop_strays "$d/log.txt" ;;
            esac
            # Copied out by this (the grading) process; the tests cannot reach $out/.
            if [ -f "$d/log.txt" ]; then
                cat "$d/log.txt" >> "$out/log.txt"
                # this run's tests only
                LC_ALL=C awk -f tools/results.awk "$d/log.txt" |
                    awk -F '\t' 'FILENAME == ARGV[1] { k[$1] = 1; next } ($1 in k)' "$out/keys.$i" - >> "$out/checked.txt"
            fi
        done < "$out/suites.$i"
        i=$((i + 1))
    done < "$out/runs.txt"
    cp "$out/checked.txt" "$out/results.txt"
    # the tests Check ran and reported, each once
    checks=$(cut -f1 "$out/results.txt" | sort -u | wc -l | tr -d ' ')
else
    case $(cat "$out/build.status" 2>/dev/null) in 124|137) echo "grade: the build took more than $build_limit s and was stopped" >> "$out/build.txt" ;; esac
    built=0
    if grep -q '^seal: [^ ]*: refused: ' "$out/build.txt"; then
        echo "grade: the seal refused your files, so no test ran:"
        grep '^seal: [^ ]*: refused: ' "$out/build.txt" | head -1
    else
        echo "grade: the kit does not build:"
        tail -n 40 "$out/build.txt"
    fi
fi
[ -f "$out/results.txt" ] || : > "$out/results.txt"
grep '^seal:' "$out/build.txt" | sort -u > "$out/notes.txt" 2>/dev/null || : > "$out/notes.txt"
json=${RESULTS:-results.json}
[ -n "$row" ] && json=$out/results.json
[ -f grading/held_back.txt ] && held=grading/held_back.txt || held=""
held_visibility=$(cat grading/held_visibility 2>/dev/null || echo hidden)
[ -f "$out/not_run.txt" ] && not_run=$out/not_run.txt || not_run=""
[ -d grading/solution ] && alone=1 || alone=0
LC_ALL=C awk -v built="$built" -v build_log="$out/build.txt" -v notes="$out/notes.txt" -v json="$json" -v rows="$out/rows.txt" -v only="$row" \
    -v checks="$checks" -v held="$held" -v held_visibility="$held_visibility" -v not_run="$not_run" -v test_limit="$test_limit" -v tests_limit="$tests_limit" \
    -v alone="$alone" -f tools/grade.awk grading/functions.txt grading/tests.txt grading/map.txt "$out/results.txt"
