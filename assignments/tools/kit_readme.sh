#!/bin/sh
# kit_readme.sh NN NAME TITLE CHAPTER KIT HIDDEN_COUNT - the student's
# README.md of a kit, from the kit's own grading data and stubs.
set -eu
nn=$1 name=$2 title=$3 chapter=$4 kit=$5 hidden=$6
prog=build/stage$nn
nfun=$(awk '$1 != "-"' "$kit/grading/functions.txt" | wc -l | tr -d ' ')
ntest=$(wc -l < "$kit/grading/tests.txt" | tr -d ' ')
total=$(awk '{ s += $3 } END { print s + 0 }' "$kit/grading/functions.txt")
rest=$(awk '$1 == "-" { print $3 }' "$kit/grading/functions.txt")
nrest=$(awk -F '\t' '$1 == "-:rest"' "$kit/grading/map.txt" | wc -l | tr -d ' ')
files=$(awk '$1 != "-" { print $1 }' "$kit/grading/functions.txt" | sort -u | sed 's/.*/`&`/' | tr '\n' ' ' | sed 's/ $//; s/ /, /g')
# the chapters' HTML pages, when the kit has them (tools/kit_book.sh makes
# them with pandoc, and goes without them otherwise)
if ls "$kit"/book/*.html > /dev/null 2>&1; then
    html="; each is also a page you can open in a browser,
\`book/*.html\`"
else
    html=" (a kit made with pandoc also has each as a page for a browser,
\`book/*.html\`: this one was made without it)"
fi

cat <<EOF
# Assignment: stage $nn, $title

This kit is stage $nn of the rigid-shapes workbook with $nfun functions
left for you to write.  Everything else (the shared core in \`common/\`,
the rest of the engine and the demo, the tests) is complete.  The
chapter that explains the stage is \`book/$chapter\`, with every earlier
chapter beside it (the stage builds on them) and the answers to their
quick checks in \`book/92-answers.md\`$html.  Their figures are in
\`out/\`, their experiment scenes in \`book/scenes/\`.

You need \`make\`, a C compiler and the Check unit-test library.  On
Debian or Ubuntu, \`make deps\` installs them (as root, or through sudo,
or it prints the command to run).

    make deps     # once
    make          # builds $prog and build/tests; warning-free from the start
    make test     # runs every test
    make grade    # the table of points, and results.json
    make demo     # the stage's default run: out/stage$nn/trace.csv and scene.svg

## What to write, and in which order

Each function below keeps its signature and the comment that says what
it computes; its body is a stub marked \`TODO\` that names the section of
the chapter where its formula is.  The stub compiles and returns a
harmless value, so the program runs (wrongly) before you start.  Write
them in the table's order and run \`make grade\` after each one: every
row has tests of its own, which need only the functions above it, so
each function you get right adds its points.

| # | file | function | points | read first | its tests |
|---|---|---|---|---|---|
EOF
i=0
while read -r file fn pts; do
    [ "$file" = - ] && continue
    i=$((i + 1))
    sec=$(grep -h -A1 "TODO: write $fn()" "$kit/$file" 2>/dev/null | sed -n 's/.*section "\(.*\)"\..*/\1/p' | head -1)
    nt=$(awk -F '\t' -v id="$file:$fn" '$1 == id' "$kit/grading/map.txt" | wc -l | tr -d ' ')
    echo "| $i | \`$file\` | \`$fn\` | $pts | $sec | $nt |"
done < "$kit/grading/functions.txt"
echo "| | | the rest of the kit (already written: keep it passing) | $rest | | $nrest |"

cat <<EOF

When you are stuck, read the code you were given in \`common/\` and in
the files' other functions: the style and the helpers (\`vec2_add\`,
\`vec2_dot\`, ...) are the same.

## Running the program

    $prog                              # the stage's built-in scene and key script, 600 updates
    $prog --help
    $prog --frames 120 --trace t.csv   # one CSV row per update: bodies, contacts, energy, momentum
    $prog --snapshot end.svg           # the final frame as a picture
    $prog --scene book/scenes/box.scene --script /dev/null --trace box.csv

A scene file has one body per line (see the chapters and the files in
\`book/scenes/\`); \`--script /dev/null\` runs it without key presses.
EOF
if [ "$nn" != 01 ]; then
cat <<EOF

The probe asks the stage's narrow phase about pairs of shapes, one pair
per line, and prints what it finds; use it to try your collision code by
hand (a failing test over random pairs prints the pair as such a line):

    echo 'circle 0 0 1 | circle 1.5 0 1' | $prog probe
    echo 'rect 0 0 4 2 | circle 2.5 0 1' | $prog probe
EOF
fi
suite=$(cut -f1 "$kit/grading/tests.txt" | tail -1 | cut -d'|' -f1)
tcase=$(cut -f1 "$kit/grading/tests.txt" | tail -1 | cut -d'|' -f2)
cat <<EOF

## Testing

\`make test\` runs all $ntest tests: those of this stage's feature
(\`tests/${nn}_*\`) and those of every earlier stage, which must keep
passing.  A failing test prints the file and line of its check, the
quantity it checked, the value it expected and the value it got.  To run
one suite or one test case only:

    CK_RUN_SUITE="$suite" build/tests
    CK_RUN_CASE="$tcase" build/tests

and \`CK_FORK=no gdb build/tests\` to debug one (the kit builds with
\`-O0 -g\`).

## How grading works

\`make grade\` builds the tests with your files, runs every test in a
process of its own (a crash costs one test, not all), and says how many
tests Check ran and that the table grades every one of them.  Each test
counts in exactly one row: the row of the last function in the table
that the test needs (which tests those are was found when the kit was
made, by blanking out each function alone; it is in
\`grading/map.txt\`).  A function scores its points times the share of
its tests that pass, to hundredths of a point; the tests that need none
of your functions (the earlier stages' features) make the last row,
which runs none of your code.  The total is out of $total points, so
any failing test costs points.

In this kit the tests run all of your functions together, so the rows
can depend on each other: a mistake in one function can fail tests of
other rows.  \`make grade\` says so, names the first row that fails
(fix that one first) and, for a failing test that also calls a
function whose own row fails too, says which.  Your teacher's
graders (Gradescope, or Classroom 50, where each submission gets a
Release on your repository with this table) grade each row's function
with the stage's own code for the others, so there a mistake costs
points in its own row only, and the points are counted the same way,
to hundredths.  They also call each function on numbers drawn afresh
for each grade, besides the tests' own: an answer that only fits the
tests' numbers earns nothing there.  GitHub Classroom, discontinued in
2026, is not supported.

\`make grade\` prints the table (function, tests passed / total, points)
and, for each failing test, its row, the test, the file and line of the
check and what it found.  It also writes \`results.json\` in the
Gradescope autograder format.  \`make grade-row ROW=FILE:FUNCTION\`
grades one row and succeeds only when all its tests pass.

While grading, the tests and their checks run in a process that runs
none of your code, and each call of one of your functions goes to a
process of its own, sandboxed (it can compute and print, and nothing
else: no files, no programs), which gets copies of the call's arguments
and sends back what the call changed.  A test passes when its checks,
made on what your functions gave back, hold: nothing your code prints
or does stands in for them.  Your files are sealed first: a \`main\`, a
test suite or any other function the stage's file does not have is
kept to your file; \`exit()\`, files and the like end the function's
process, and the test fails saying so; a file with a constructor,
inline assembly, a \`#line\` directive or an \`#include\` of anything
but a system header or the kit's own headers is refused, in one line,
and nothing is graded.  \`make grade\` prints what it changed.  Write
the functions the table asks for, nothing more.

Time and output are limited.  While grading, a call of one of your
functions that does not return within 1.7 seconds fails its test as
"timed out" (later calls of that function get 0.1 seconds each, so a
loop that never ends costs seconds, not minutes), each test may take 2
seconds and all of them together 150 seconds; what your functions print
is kept up to 64 KB per test, and the rest dropped with a line that
says so.  \`make test\` stops a test after 2 seconds and the whole run
after 150 (\`make test TEST_LIMIT=5 TESTS_LIMIT=300\` gives more), so
it too ends within two and a half minutes, loop or not.
EOF
if [ "$hidden" != 0 ]; then
cat <<EOF

Your teacher has kept $hidden further tests back; they grade your files
with all of them, so a function that passes only the tests you can see
may still lose points.  Write what the chapter asks, not what the
visible tests check.  On Gradescope you see those tests' part of each
row only when your teacher shows it, and until then not your total
either (Gradescope hides the total while any result is hidden).
EOF
fi
cat <<EOF

Hand in $files: only these files are graded, each put into your
teacher's copy of the kit.
EOF
