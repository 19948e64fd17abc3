#!/bin/sh
# make_classroom.sh NN WORK OUT - the Classroom 50 bundle of stage NN's kit:
# OUT/NN_name.classroom50/, what a teacher puts in the classroom50
# repository of their organization for one assignment:
#   autograders/SLUG/autograder.py   grades a submission with the kit
#                                    (assignments/classroom50/autograder.py)
#   autograders/SLUG/kit/            the teacher's kit: every test, the
#                                    stubs, no book; with HIDDEN=1,
#                                    grading/held_back.txt names the tests
#                                    the student's kit leaves out
#   runtime.json                     the runtime block (the apt packages)
#   allowed_files.txt                the allowed_files patterns, one a line
#   README.md                        the teacher's steps, gh teacher commands
# Needs map.sh's WORK/NN (same LIST).  Environment: LIST, HIDDEN,
# HIDDEN_SHARE as for make_kit.sh; SLUG (default the stage's name with
# hyphens, as Classroom 50 wants it); WITH_SOLUTION=0 leaves the stage's
# solution out of the kit (the bundle is published: see its README).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
nn=$1 work=$2 out=$3
name=$(basename "$(ls -d "$top"/stages/"$nn"_* | head -1)")
slug=${SLUG:-$(echo "$name" | tr '_' '-' | tr 'A-Z' 'a-z')}
echo "$slug" | grep -Eq '^[a-z0-9][a-z0-9-]{1,38}$' ||
    { echo "make_classroom: SLUG=$slug: Classroom 50 wants 2 to 39 lowercase letters, digits and hyphens" >&2; exit 2; }
w=$work/$nn
list=${LIST:-$top/assignments/$nn.list}
# result.json holds whole numbers: hundredths of a point.
awk '{ sub(/#.*/, "") } NF >= 3 && $3 !~ /^[0-9]+(\.[0-9][0-9]?)?$/ { print FILENAME ":" FNR ": " $2 " has " $3 " points; Classroom 50 counts hundredths of a point"; bad = 1 } END { exit bad }' "$list" >&2 ||
    exit 2
# A scratch directory of its own: two bundles of one stage may be made
# at once (the kits' check does, for its end-to-end tests).
mkdir -p "$work"
tmp=$(mktemp -d "$work/classroom.$nn.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# The tests the student's kit holds back (make_kit.sh chooses them the same
# way for make assignment), then the teacher's kit with all of them.
: > "$tmp/held_back.txt"
if [ "${HIDDEN:-0}" = 1 ]; then
    LIST=$list HIDDEN=1 BOOK=0 sh "$top/assignments/tools/make_kit.sh" "$nn" "$work" "$tmp/student" > /dev/null
    cut -f1 "$tmp/student/$name.held_back.txt" > "$tmp/held_back.txt"
    rm -rf "$tmp/student"
fi
LIST=$list HIDDEN=0 BOOK=0 WITH_SOLUTION=${WITH_SOLUTION:-1} sh "$top/assignments/tools/make_kit.sh" "$nn" "$work" "$tmp/kits" > /dev/null
bundle=$out/$name.classroom50
ag=$bundle/autograders/$slug
rm -rf "$bundle"; mkdir -p "$ag"
mv "$tmp/kits/$name" "$ag/kit"
rm -f "$ag/kit/README.md"
cp "$tmp/held_back.txt" "$ag/kit/grading/held_back.txt"
cp "$top/assignments/classroom50/autograder.py" "$ag/autograder.py"

# runtime: what the kit's make deps installs, and binutils for the seal.
packages=$(sed -n 's/^PACKAGES="\(.*\)"$/\1/p' "$top/assignments/kit/tools/deps.sh")
[ -n "$packages" ] || { echo "make_classroom: no PACKAGES= line in assignments/kit/tools/deps.sh" >&2; exit 1; }
echo "$packages binutils" | tr ' ' '\n' | awk 'NF && !seen[$0]++' |
    awk 'BEGIN { printf "{\n  \"runs-on\": \"ubuntu-latest\",\n  \"apt\": [" } { printf "%s\"%s\"", (NR > 1 ? ", " : ""), $0 } END { print "]\n}" }' > "$bundle/runtime.json"
# allowed_files: the starter's own layout (the kit's files at the top and
# its folders, the book's among them), so that a Release lists only what a
# student added outside it; the autograder reads only the listed files.
{
    echo '*'
    echo '!*/'
    echo '!/*.c'
    echo '!/*.h'
    echo '!/Makefile'
    echo '!/README.md'
    for d in $( (cd "$ag/kit" && ls -d */; echo book/; echo out/; echo plots/) | sort -u); do echo "!/$d**"; done
} > "$bundle/allowed_files.txt"

files=$(awk '{ sub(/#.*/, "") } NF >= 3 && $1 != "-" { print $1 }' "$list" | sort -u | tr '\n' ' ' | sed 's/ $//')
total=$(awk '{ sub(/#.*/, "") } NF >= 3 { s += $3 } END { print s }' "$ag/kit/grading/functions.txt")
held=$(wc -l < "$tmp/held_back.txt" | tr -d ' ')
flags=$(awk '{ printf " --allowed-files '\''%s'\''", $0 }' "$bundle/allowed_files.txt")
hidden_flag=""; [ "$held" = 0 ] || hidden_flag=" HIDDEN=1"
title=$(sh "$top/tools/title.sh" "$name")
cat > "$bundle/README.md" <<EOF
# Classroom 50 bundle: stage $nn, $title

This folder is what your organization's \`classroom50\` repository needs
to grade stage $nn's kit ($files, $total points) with Classroom 50.  In
the commands, ORG is your organization and CLASSROOM your classroom's
short name; the assignment's slug is \`$slug\`.

## What is here

- \`autograders/$slug/\`: goes to \`CLASSROOM/autograders/$slug/\` in the
  \`classroom50\` repository.  \`autograder.py\` copies \`kit/\` (the kit
  with every test, $held of them held back from the students' kit), puts
  the student's $files over its stubs, grades them with the kit's own
  \`tools/grade.sh\` (what \`make grade\` runs) and writes \`result.json\`:
  one test per function, its points times the share of its tests that
  pass, as \`make grade\` and Gradescope count it, to hundredths of a
  point (result.json counts hundredths: a 10-point function is out of
  1000).  Each function is graded with the stage's own code for the
  others, so a mistake costs points in its own row only.
- \`runtime.json\`: the assignment's \`runtime\` block, the Ubuntu
  packages the kit builds with.
- \`allowed_files.txt\`: the assignment's \`allowed_files\` patterns, one a
  line: the starter's own layout (its files at the top, its folders), so
  that Classroom 50 removes, and lists on the Release, only what a
  student added outside it.  What a student may change is $files; the
  autograder reads nothing else, and the Release says so.

## Register it

1. The students' starter code is the kit itself.  From the workbook:

       make assignment STAGE=$nn$hidden_flag

   and push \`out/assignments/$name/\` to a repository of ORG (say
   \`ORG/$slug-template\`), marked as a template in its settings.

2. The autograder, with ordinary git in a clone of \`ORG/classroom50\`
   (Classroom 50's command line does not write per-assignment
   autograders):

       cp -r autograders/$slug CLASSROOM/autograders/
       git add CLASSROOM/autograders/$slug
       git commit -m "$slug: autograder"
       git push

3. The assignment, with its runtime and allowed files:

       gh teacher assignment add ORG CLASSROOM $slug --name "Stage $nn: $title" \\
           --template ORG/$slug-template --runtime runtime.json$flags

   Re-running \`assignment add\` rewrites the whole entry: pass every flag
   again.  \`gh teacher autograder list ORG CLASSROOM\` then lists
   \`$slug\` among the per-assignment autograders.

## What students see

Each submission gets a Release on the student's repository with the
table of functions and points and, for each failing visible test, the
file and line of its check and the values it compared; the same text is
in the grading job's log.  A held-back test counts in its function's
points and in a count of held-back failures, and nothing more of it is
written.  When the files do not build, the compiler's message is shown;
when one is missing, the Release says which.

## What to know before using the grade for credit

- Classroom 50 publishes \`autograders/$slug/\` as a bundle on your
  organization's GitHub Pages site for the grading job to fetch, and the
  job runs in the student's own repository: a student who looks can read
  the held-back tests, and the stage's own solution
  (\`kit/grading/solution/\`, which grades each function with the
  stage's code for the others and draws the fresh numbers).
  \`make classroom STAGE=$nn WITH_SOLUTION=0\` leaves it out: each
  function is then graded with the student's own others, as \`make grade\`
  grades them, and no numbers are drawn afresh.  When they must stay secret, grade with
  Gradescope (\`make autograder\`) or yourself with \`make
  grade-submission\` on the downloaded repositories (\`gh teacher
  download ORG CLASSROOM $slug\`).
- \`allowed_files\` keeps other files out of the graded checkout but, by
  Classroom 50's own account, is no security boundary; the autograder
  reads only the listed files, at the top of the repository.
- The grading job stops after 15 minutes; \`autograder.py\` stops the
  grading after \`GRADE_TIME_LIMIT\` seconds (600 unless the job's
  environment says otherwise) and still writes a result.

These steps follow Classroom 50's documentation (its wiki and its
runner, as of 2026-08); \`make assignments-check\` runs the bundle the
way that runner does, but not on a live organization.
EOF
echo "make_classroom: wrote $bundle/ (autograders/$slug/ with $held held-back tests, runtime.json, allowed_files.txt, README.md)"
