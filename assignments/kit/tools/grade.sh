#!/bin/sh
# grade.sh [BUILD] - build the tests, run each of them (Check runs every
# test in a process of its own, so one crash costs one test), and score
# every function of grading/functions.txt by the share of its tests that
# pass (grading/map.txt says which tests check which function).  Prints a
# table and writes results.json in the Gradescope autograder format.
set -u
build=${1:-build}
out=$build/grade
mkdir -p "$out"
rm -f "$out/log.txt"
if make --no-print-directory -s BUILD="$build" all > "$out/build.txt" 2>&1; then
    built=1
    grep -i 'warning' "$out/build.txt" >/dev/null 2>&1 && { echo "grade: the build printed warnings:"; cat "$out/build.txt"; }
    CK_LOG_FILE_NAME="$out/log.txt" CK_DEFAULT_TIMEOUT=${CK_DEFAULT_TIMEOUT:-10} "$build/tests" > "$out/run.txt" 2>&1
    [ -f "$out/log.txt" ] || : > "$out/log.txt"
    awk -f tools/results.awk "$out/log.txt" > "$out/results.txt"
else
    built=0
    echo "grade: the kit does not build:"
    tail -n 40 "$out/build.txt"
    : > "$out/results.txt"
fi
awk -v built="$built" -v build_log="$out/build.txt" -v json="${RESULTS:-results.json}" \
    -f tools/grade.awk grading/functions.txt grading/tests.txt grading/map.txt "$out/results.txt"
