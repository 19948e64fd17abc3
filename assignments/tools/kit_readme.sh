#!/bin/sh
# kit_readme.sh NN NAME TITLE CHAPTER KIT HIDDEN_COUNT - the student's
# README.md of a kit, from the kit's own grading data and stubs.
set -eu
nn=$1 name=$2 title=$3 chapter=$4 kit=$5 hidden=$6
prog=build/stage$nn
nfun=$(wc -l < "$kit/grading/functions.txt" | tr -d ' ')
ntest=$(wc -l < "$kit/grading/tests.txt" | tr -d ' ')
total=$(awk '{ s += $3 } END { print s + 0 }' "$kit/grading/functions.txt")

cat <<EOF
# Assignment: stage $nn, $title

This kit is stage $nn of the rigid-shapes workbook with $nfun functions
left for you to write.  Everything else (the shared core in \`common/\`,
the rest of the engine and the demo, the tests) is complete.  The
chapter that explains the stage is \`book/$chapter\`, with its figures
in \`out/\` and its experiment scenes in \`book/scenes/\`.

You need \`make\`, a C compiler and the Check unit-test library.  On
Debian or Ubuntu, \`make deps\` installs them (as root, or through sudo,
or it prints the command to run).

    make deps     # once
    make          # builds $prog and build/tests; warning-free from the start
    make test     # runs the tests
    make grade    # the table of points, and results.json

## What to write, and in which order

Each function below keeps its signature and the comment that says what
it computes; its body is a stub marked \`TODO\` that names the section of
the chapter to read first.  The stub compiles and returns a harmless
value, so the program runs (wrongly) before you start.  Write them in
the table's order, which follows the list your teacher made, and run
\`make grade\` after each one.

| # | file | function | points | read first | tests |
|---|---|---|---|---|---|
EOF
i=0
while read -r file fn pts; do
    i=$((i + 1))
    sec=$(grep -h -A1 "TODO: write $fn()" "$kit/$file" 2>/dev/null | sed -n 's/.*section "\(.*\)"\..*/\1/p' | head -1)
    nt=$(awk -F '\t' -v id="$file:$fn" '$1 == id' "$kit/grading/map.txt" | wc -l | tr -d ' ')
    [ "$nt" = 0 ] && nt="none (graded by hand)"
    echo "| $i | \`$file\` | \`$fn\` | $pts | $sec | $nt |"
done < "$kit/grading/functions.txt"

cat <<EOF

When you are stuck, read the chapter's listings of the *earlier*
stages' code in \`common/\` and in the files you do not have to change:
the style and the helpers (\`vec2_add\`, \`vec2_dot\`, ...) are the same.

## Running the program

    $prog                              # the stage's built-in scene and key script, 600 updates
    $prog --help
    $prog --frames 120 --trace t.csv   # one CSV row per update: bodies, contacts, energy, momentum
    $prog --snapshot end.svg           # the final frame as a picture
    $prog --scene book/scenes/box.scene --script /dev/null --trace box.csv

A scene file has one body per line (see the chapter and the files in
\`book/scenes/\`); \`--script /dev/null\` runs it without key presses.
EOF
if [ "$nn" != 01 ]; then
cat <<EOF

The probe asks the stage's narrow phase about pairs of shapes, one pair
per line, and prints what it finds; use it to try your collision code by
hand:

    echo 'circle 0 0 1 | circle 1.5 0 1' | $prog probe
    echo 'rect 0 0 4 2 | circle 2.5 0 1' | $prog probe
EOF
fi
cat <<EOF

## Testing

\`make test\` runs all $ntest tests: those of this stage's feature
(\`tests/${nn}_*\`) and those of every earlier stage, which must keep
passing.  A failing test prints its file, line and the values it
compared.  To run one suite or one test case only:

    CK_RUN_SUITE="$(cut -f1 "$kit/grading/tests.txt" | tail -1 | cut -d'|' -f1)" build/tests
    CK_RUN_CASE="$(cut -f1 "$kit/grading/tests.txt" | tail -1 | cut -d'|' -f2)" build/tests

and \`CK_FORK=no gdb build/tests\` to debug one (the kit builds with
\`-O0 -g\`).

## How grading works

\`make grade\` builds the kit, runs every test in a process of its own
(a crash costs one test, not all), and gives each function its points
times the share of *its* tests that pass.  Which tests belong to which
function was found when the kit was made, by blanking out each function
alone and watching which tests fail; it is in \`grading/map.txt\`.  A
test can belong to several functions.  Tests that belong to none (the
earlier stages' features) are shown but not graded; they should still
pass.  The total is out of $total points.

\`make grade\` prints a table (function, tests passed / total, points)
and, for each failing test, the function it checks, the test, the file
and line of the assertion and the numbers it compared.  It also writes
\`results.json\` in the Gradescope autograder format, which your
teacher's autograder (Gradescope, GitHub Classroom) reads.
EOF
if [ "$hidden" != 0 ]; then
cat <<EOF

Your teacher has kept $hidden further tests back; they grade your files
with all of them, so a function that passes only the tests you can see
may still lose points.  Write what the chapter asks, not what the
visible tests check.
EOF
fi
cat <<EOF

Hand in the \`.c\` and \`.h\` files at the top of this directory; the
rest of the kit is replaced by your teacher's copy when grading.
EOF
