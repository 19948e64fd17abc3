#!/bin/sh
# limits_test.sh WORK DIR - what stage 08's grade shows students and how
# long it may take, end to end: the Gradescope autograder run as
# Gradescope runs it (assignments/tools/autograder_test.sh shows the
# layout) and `make grade` in the kit.
#
# WORK holds map.sh's 08/ (assignments/tools/check.sh runs this after its
# map).  Submissions:
#   honest    the stage's own physics.c: full marks
#   stubbed   the kit's stubs: held-back tests fail, with their values
#   runaway   the same with a loop that never ends at the top of
#             resolve_collision: the whole grade (build included) within
#             BOUND seconds (default 300: grade.sh's limits, 120 s for the
#             build and 150 s for the tests, and some to spare), in the
#             autograder and in make grade alike; resolve_collision's row
#             0 and its output saying "timed out"; every other function's
#             row as the honest code's; every test of the rest that fails
#             failing as timed out, no test left unrun
#   latin1    a physics.c with Latin-1 bytes in a comment and on a line
#             that does not compile, and a call that makes the compiler
#             name <string.h>: 0 points, results.json valid JSON and UTF-8,
#             the compiler's message with <string.h> in it, plain text
# Every results.json: Gradescope's format (validate.mjs: UTF-8, formats,
# visibility values), output_format "text", stdout hidden, and no string a
# student sees (the top-level output, a visible entry's name or output)
# names a held-back test (kit/grading/held_back.txt), while the hidden
# entries do name them.
# Exit status 1 on any failure; the last line says what was checked and
# the times.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
work=$1 dir=$2
bound=${BOUND:-300}
nn=08
name=$(basename "$(ls -d "$top"/stages/"$nn"_* | head -1)")
stage=$top/stages/$name
fail=0
say() { echo "limits_test: $*"; }
problem() { echo "limits_test: FAIL: $*"; fail=1; }
command -v node > /dev/null 2>&1 || { problem "node is missing (make deps installs it)"; exit 1; }
validate() { node "$top/assignments/tools/validate.mjs" "$@"; }
start=$(date +%s)

rm -rf "$dir"; mkdir -p "$dir"
HIDDEN=1 sh "$top/assignments/tools/make_autograder.sh" "$nn" "$work" "$dir" > "$dir/make.txt" 2>&1 || { problem "make_autograder: $(cat "$dir/make.txt")"; exit 1; }
zip=$dir/$name.autograder.zip
unzip -p "$zip" kit/grading/held_back.txt > "$dir/held_back.txt" 2>/dev/null
[ -s "$dir/held_back.txt" ] || problem "the autograder names no held-back test (kit/grading/held_back.txt)"
cut -f1 "$dir/held_back.txt" | cut -d'|' -f3 | sort -u > "$dir/held_names.txt"

# ---- the submissions -------------------------------------------------------
subs=$dir/submissions
mkdir -p "$subs/honest" "$subs/stubbed" "$subs/runaway" "$subs/latin1"
cp "$stage/physics.c" "$subs/honest/"
unzip -p "$zip" kit/physics.c > "$subs/stubbed/physics.c"
sed '/^void resolve_collision(/{n;s/^{$/{\n    for (;;) {\n    }/}' "$stage/physics.c" > "$subs/runaway/physics.c"
grep -q '^    for (;;) {$' "$subs/runaway/physics.c" || problem "the loop was not planted in resolve_collision (physics.c changed?)"
{
    printf '/* R\351sum\351: na\357ve caf\351 code, written in Latin-1. */\n#include <stddef.h>\n'
    printf 'size_t name_length(const char *s);\nsize_t name_length(const char *s)\n{\n    return strlen(s);\n}\n'
    printf 'static const char *greeting = "d\351j\340 vu" 42;\n'
    cat "$stage/physics.c"
} > "$subs/latin1/physics.c"

# ---- in Gradescope's layout --------------------------------------------------
setup_done=0
grade() {   # grade CASE: DIR/CASE/results/results.json, DIR/CASE/seconds
    r=$dir/$1
    rm -rf "$r"; mkdir -p "$r/source" "$r/submission" "$r/results"
    (cd "$r/source" && unzip -q "$zip")
    cp "$r/source/run_autograder" "$r/run_autograder"
    cp -r "$subs/$1/." "$r/submission/"
    t0=$(date +%s)
    (cd "$r" && AUTOGRADER_ROOT="$r" ./run_autograder) > "$r/stdout" 2>&1
    echo $(($(date +%s) - t0)) > "$r/seconds"
}
# make grade in a kit of its own (the zip's, with the held-back tests)
kit_grade() {   # kit_grade CASE: DIR/kit.CASE/results.json, DIR/kit.CASE/seconds
    k=$dir/kit.$1
    rm -rf "$k" "$dir/unzip.$1"; mkdir -p "$dir/unzip.$1"
    (cd "$dir/unzip.$1" && unzip -q "$zip" 'kit/*') && mv "$dir/unzip.$1/kit" "$k"
    cp "$subs/$1/physics.c" "$k/physics.c"
    t0=$(date +%s)
    (cd "$k" && make -s grade) > "$k/stdout" 2>&1
    echo $(($(date +%s) - t0)) > "$k/seconds"
}
bash "$(mkdir -p "$dir/setup" && cd "$dir/setup" && unzip -q -o "$zip" setup.sh && pwd)/setup.sh" > "$dir/setup.txt" 2>&1 ||
    problem "setup.sh: $(tail -5 "$dir/setup.txt")"
grade honest
grade stubbed
grade latin1
# The two runaway grades at once: each is bounded on its own.
kit_grade runaway & kpid=$!
grade runaway
wait "$kpid"

# ---- what each results.json shows ----------------------------------------------
# shown FILE: the strings a student sees, one a line; hidden FILE: the rest
shown() { node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const top = r.visibility || "visible";
    console.log(r.output);
    for (const t of r.tests) if ((t.visibility || top) === "visible") console.log(t.name + "\n" + t.output);' "$1"; }
hidden() { node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const top = r.visibility || "visible";
    for (const t of r.tests) if ((t.visibility || top) !== "visible") console.log(t.visibility + "\t" + t.name + "\n" + t.output);' "$1"; }
field() { node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); console.log(r[process.argv[2]])' "$1" "$2"; }
# rows FILE: "NAME<TAB>SCORE<TAB>MAX<TAB>VISIBILITY" per entry
rows() { node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const t of r.tests) console.log([t.name, t.score, t.max_score, t.visibility].join("\t"))' "$1"; }
output_of() { node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const t = r.tests.find((t) => t.name === process.argv[2]); console.log(t ? t.output : "")' "$1" "$2"; }

check_json() {   # check_json LABEL FILE
    [ -s "$2" ] || { problem "$1: no results.json"; return 1; }
    validate results "$2" > "$2.valid" || { problem "$1: $(cat "$2.valid")"; return 1; }
    [ "$(field "$2" output_format)" = text ] || problem "$1: output_format is $(field "$2" output_format), not text"
    [ "$(field "$2" stdout_visibility)" = hidden ] || problem "$1: stdout_visibility is $(field "$2" stdout_visibility), not hidden"
    shown "$2" > "$2.shown"
    leaked=$(grep -owF -f "$dir/held_names.txt" "$2.shown" | sort -u | tr '\n' ' ')
    [ -z "$leaked" ] || problem "$1: students see held-back tests named: $leaked"
    return 0
}
for c in honest stubbed runaway latin1; do check_json "autograder $c" "$dir/$c/results/results.json"; done
check_json "make grade runaway" "$dir/kit.runaway/results.json"

# Held back: hidden entries, naming the tests (so the check above can
# fail), with the failures' file:line for the teacher.
hj=$dir/honest/results/results.json
hidden "$hj" > "$dir/honest.hidden"
n=$(grep -c "^hidden	" "$dir/honest.hidden")
[ "$n" -gt 0 ] || problem "honest: no hidden entry for the held-back tests"
named=$(grep -owF -f "$dir/held_names.txt" "$dir/honest.hidden" | sort -u | wc -l | tr -d ' ')
[ "$named" = "$(wc -l < "$dir/held_names.txt" | tr -d ' ')" ] ||
    problem "honest: the hidden entries name $named of the $(wc -l < "$dir/held_names.txt" | tr -d ' ') held-back tests"
hidden "$dir/stubbed/results/results.json" | grep -q "^      test_[a-z_]*\.c:[0-9]*: " ||
    problem "stubbed: the hidden entries show no failure's file:line"
max=$(unzip -p "$zip" kit/grading/functions.txt | awk '{ s += $3 } END { print s }')
validate results "$hj" "$max" "$max" > /dev/null || problem "honest: not full marks: $(validate results "$hj" "$max" "$max")"

# The runaway: in time, its row 0 and timed out, the others as honest.
for g in "autograder:$dir/runaway/results/results.json:$dir/runaway/seconds" "make grade:$dir/kit.runaway/results.json:$dir/kit.runaway/seconds"; do
    label=${g%%:*}; rest=${g#*:}; json=${rest%%:*}; secs=$(cat "${rest#*:}")
    [ -s "$json" ] || continue
    [ "$secs" -lt "$bound" ] || problem "$label, runaway: $secs s (the bound is $bound s)"
    rows "$hj" > "$dir/honest.rows"; rows "$json" > "$dir/runaway.rows"
    awk -F '\t' -v label="$label" 'FILENAME == ARGV[1] { want[$1] = $2 "/" $3; next }
        $1 ~ /resolve_collision/ { if ($2 != 0) print label ", runaway: " $1 " scores " $2 " (want 0)"; next }
        $1 ~ /^the rest/ { next }
        want[$1] != $2 "/" $3 { print label ", runaway: " $1 " scores " $2 "/" $3 ", the honest code " want[$1] }' \
        "$dir/honest.rows" "$dir/runaway.rows" > "$dir/rows.problems"
    while IFS= read -r p; do problem "$p"; done < "$dir/rows.problems"
    row=$(awk -F '\t' '$1 ~ /resolve_collision$/ { print $1 }' "$dir/runaway.rows")
    output_of "$json" "$row" | grep -q "^TIMED OUT: " || problem "$label, runaway: resolve_collision's row does not say it timed out"
    rest_row=$(awk -F '\t' '$1 ~ /^the rest/ && $4 == "visible" { print $1 }' "$dir/runaway.rows")
    output_of "$json" "$rest_row" | awk '/^FAIL / { getline m; if (m !~ /timed out/) print }' > "$dir/rest.untimed"
    [ -s "$dir/rest.untimed" ] && problem "$label, runaway: tests of the rest fail other than by timing out: $(head -2 "$dir/rest.untimed")"
    grep -q "not run:" "$json" && problem "$label, runaway: some tests did not run (the total ran out)"
done
rs=$(awk -F '\t' '$1 ~ /resolve_collision$/ { print $2 "/" $3 }' "$dir/runaway.rows")

# Latin-1 and a compiler's <string.h>.
lj=$dir/latin1/results/results.json
[ "$(field "$lj" score)" = 0 ] || problem "latin1: $(field "$lj" score) points (want 0)"
field "$lj" output | grep -q "<string.h>" || problem "latin1: the compiler's message lost <string.h>: $(field "$lj" output | head -5)"
field "$lj" output | grep -q "déjà vu" || problem "latin1: the Latin-1 line is not shown as UTF-8: $(field "$lj" output | grep -m1 greeting)"

say "held back: $(wc -l < "$dir/held_back.txt" | tr -d ' ') tests in $n hidden entries; runaway resolve_collision: autograder $(cat "$dir/runaway/seconds") s, make grade $(cat "$dir/kit.runaway/seconds") s (bound $bound s), its row $rs; $(($(date +%s) - start)) s in all"
[ "$fail" = 0 ] && say "all checks pass (no visible string names a held-back test; the runaway's row timed out, the others as honest; Latin-1: valid UTF-8, <string.h> kept)" || say "FAILED"
exit $fail
