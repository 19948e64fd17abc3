#!/bin/sh
# grade.sh [BUILD [ROW]] - build the tests with the graded files sealed
# (tools/seal.sh), run every test in a process of its own, and give every
# function of grading/functions.txt its points times the share of its
# tests that pass (grading/map.txt says which row each test counts in).
# Prints a table and writes results.json in the Gradescope autograder
# format (RESULTS=FILE writes it elsewhere).
#
# The grade is read from the log Check's parent process writes, never
# from what the tests print; a test that never reports counts as failed.
# With ROW (FILE:FUNCTION, or "rest"), the exit status says whether that
# row scored full marks (GitHub Classroom runs one such command per row).
# Environment: GRADE_RUN_AS=USER runs the tests as USER (the autograder
# does, as root); GRADE_MISSING=FILE skips the build and grades 0 with
# FILE's text as the reason.
set -u
build=${1:-build}
row=${2:-}
gb=$build/grade
out=$gb/result
mkdir -p "$out"
rm -f "$out/log.txt" "$out/results.txt" "$out/rows.txt" "$out/run.txt"
checks=""
if [ -n "${GRADE_MISSING:-}" ]; then
    built=0
    cp "$GRADE_MISSING" "$out/build.txt"
    cat "$out/build.txt"
elif make --no-print-directory -s GRADE=1 BUILD="$gb" "$gb/tests" > "$out/build.txt" 2>&1; then
    built=1
    if grep -q 'warning\|^seal:' "$out/build.txt"; then echo "grade: the build said:"; cat "$out/build.txt"; echo; fi
    run=$(cd "$out" && pwd)/run
    rm -rf "$run"; mkdir -p "$run"
    as=""
    if [ -n "${GRADE_RUN_AS:-}" ]; then
        chown "$GRADE_RUN_AS" "$run"
        as="runuser -u $GRADE_RUN_AS --"
    fi
    # A clean environment: every test, each in its own process, the kit's timeouts.
    $as env -i PATH="$PATH" HOME="$run" CK_FORK=yes CK_LOG_FILE_NAME="$run/log.txt" \
        CK_DEFAULT_TIMEOUT=${CK_DEFAULT_TIMEOUT:-10} "$gb/tests" > "$out/run.txt" 2>&1
    # Copied out by this (the grading) process; the tests cannot reach $out/.
    [ -f "$run/log.txt" ] && cat "$run/log.txt" > "$out/log.txt"
    [ -f "$out/log.txt" ] || : > "$out/log.txt"
    awk -f tools/results.awk "$out/log.txt" > "$out/results.txt"
    checks=$(sed -n 's/^[0-9]*%: Checks: \([0-9]*\),.*/\1/p' "$out/log.txt" | tail -1)
else
    built=0
    echo "grade: the kit does not build:"
    tail -n 40 "$out/build.txt"
fi
[ -f "$out/results.txt" ] || : > "$out/results.txt"
grep '^seal:' "$out/build.txt" > "$out/notes.txt" 2>/dev/null || : > "$out/notes.txt"
json=${RESULTS:-results.json}
[ -n "$row" ] && json=$out/results.json
awk -v built="$built" -v build_log="$out/build.txt" -v notes="$out/notes.txt" -v json="$json" -v rows="$out/rows.txt" -v only="$row" \
    -v checks="$checks" -f tools/grade.awk grading/functions.txt grading/tests.txt grading/map.txt "$out/results.txt"
