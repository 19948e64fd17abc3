#!/bin/sh
# title.sh STAGE - the title of a stage, as the programs print it and the
# pages show it.
#
#   sh tools/title.sh stages/03_rectangle_collisions   -> Rectangle collisions
#   sh tools/title.sh 03_rectangle_collisions          -> Rectangle collisions
#
# A stage's title comes from its directory's name alone (the number left
# out, underscores as spaces, the first letter capital), so no source file
# differs between stages only to say which stage it is.  (A preset's
# title is its line in engine/presets.h.)
set -eu
[ $# -eq 1 ] || { echo "usage: sh tools/title.sh STAGE_DIR" >&2; exit 2; }
name=${1%/}
name=${name##*/}
case $name in
    [0-9][0-9]_*) echo "$name" | sed -e 's/^[0-9]*_//' -e 's/_/ /g' -e 's/^./\U&/' ;;
    *) echo "title: $name is not a stage directory (NN_name)" >&2; exit 2 ;;
esac
