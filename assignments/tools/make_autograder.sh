#!/bin/sh
# make_autograder.sh NN WORK OUT - the Gradescope autograder of stage NN's
# kit: OUT/NN_name.autograder.zip, with setup.sh and run_autograder at
# its root (assignments/autograder/) and the teacher's kit in kit/: every
# test (none held back), the stubs (run_autograder puts the student's
# files over them), no book.  Needs map.sh's WORK/NN (same LIST).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
nn=$1 work=$2 out=$3
name=$(basename "$(ls -d "$top"/stages/"$nn"_* | head -1)")
tmp=$work/autograder.$nn
rm -rf "$tmp"; mkdir -p "$tmp/kits"
HIDDEN=0 BOOK=0 sh "$top/assignments/tools/make_kit.sh" "$nn" "$work" "$tmp/kits" > /dev/null
mkdir -p "$tmp/zip"
mv "$tmp/kits/$name" "$tmp/zip/kit"
rm -f "$tmp/zip/kit/README.md"
cp "$top/assignments/autograder/setup.sh" "$top/assignments/autograder/run_autograder" "$tmp/zip/"
mkdir -p "$out"
rm -f "$out/$name.autograder.zip"
(cd "$tmp/zip" && zip -q -r -X "$out/$name.autograder.zip" setup.sh run_autograder kit)
echo "make_autograder: wrote $out/$name.autograder.zip (upload it as the assignment's autograder)"
