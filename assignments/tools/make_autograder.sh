#!/bin/sh
# make_autograder.sh NN WORK OUT - the Gradescope autograder of stage NN's
# kit: OUT/NN_name.autograder.zip, with setup.sh and run_autograder at
# its root (assignments/autograder/) and the teacher's kit in kit/: every
# test (none held back), the stubs (run_autograder puts the student's
# files over them), the stage's own graded files in kit/grading/solution/
# (each row graded with the other functions the stage's), no book.
# Needs map.sh's WORK/NN (same LIST).
#
# HIDDEN=1, as for make assignment (the default is 0 for both: the
# students' kit has every test and the autograder shows every test): the
# tests the students' kit holds back (the same choice: assignments/NN.hidden
# or HIDDEN_SHARE) go to kit/grading/held_back.txt, and results.json
# keeps them out of what students see: their part of each row is an
# entry of its own with the visibility HELD_VISIBILITY ("hidden", the
# default, never shown to students; or "after_published" or
# "after_due_date", shown then).  By Gradescope's specification, while
# any test is hidden a student does not see the total score either.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
nn=$1 work=$2 out=$3
name=$(basename "$(ls -d "$top"/stages/"$nn"_* | head -1)")
# A scratch directory of its own: two autograders of one stage may be
# made at once (the kits' check does, for its end-to-end tests).
mkdir -p "$work"
tmp=$(mktemp -d "$work/autograder.$nn.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
vis=${HELD_VISIBILITY:-hidden}
case $vis in hidden|after_published|after_due_date) ;;
*) echo "make_autograder: HELD_VISIBILITY=$vis (want hidden, after_published or after_due_date)" >&2; exit 2 ;; esac
mkdir -p "$tmp/kits" "$tmp/held"
: > "$tmp/held_back.txt"
if [ "${HIDDEN:-0}" = 1 ]; then
    HIDDEN=1 BOOK=0 sh "$top/assignments/tools/make_kit.sh" "$nn" "$work" "$tmp/held" > /dev/null
    cp "$tmp/held/$name.held_back.txt" "$tmp/held_back.txt"
fi
HIDDEN=0 BOOK=0 WITH_SOLUTION=1 sh "$top/assignments/tools/make_kit.sh" "$nn" "$work" "$tmp/kits" > /dev/null
mkdir -p "$tmp/zip"
mv "$tmp/kits/$name" "$tmp/zip/kit"
if [ -s "$tmp/held_back.txt" ]; then
    cp "$tmp/held_back.txt" "$tmp/zip/kit/grading/held_back.txt"
    echo "$vis" > "$tmp/zip/kit/grading/held_visibility"
fi
rm -f "$tmp/zip/kit/README.md"
cp "$top/assignments/autograder/setup.sh" "$top/assignments/autograder/run_autograder" "$tmp/zip/"
mkdir -p "$out"
rm -f "$out/$name.autograder.zip"
(cd "$tmp/zip" && zip -q -r -X "$out/$name.autograder.zip" setup.sh run_autograder kit)
held=$(wc -l < "$tmp/held_back.txt" | tr -d ' ')
echo "make_autograder: wrote $out/$name.autograder.zip (upload it as the assignment's autograder; $held held-back tests, $([ "$held" = 0 ] && echo "none hidden" || echo "their results $vis"))"
