#!/bin/sh
# title.sh NAME - the title of a stage or a variant, as the programs print
# it and the pages show it.
#
#   sh tools/title.sh stages/03_rectangle_collisions   -> Rectangle collisions
#   sh tools/title.sh 03_rectangle_collisions          -> Rectangle collisions
#   sh tools/title.sh aabb_layers                      -> AABB layers
#
# A stage's title comes from its directory's name alone (the number left
# out, underscores as spaces, the first letter capital), so no source file
# differs between stages only to say which stage it is; a variant's is its
# line in variants/index.txt (tools/variants.sh titles).
set -eu
[ $# -eq 1 ] || { echo "usage: sh tools/title.sh STAGE_DIR|VARIANT_NAME" >&2; exit 2; }
name=${1%/}
name=${name##*/}
case $name in
    [0-9][0-9]_*) echo "$name" | sed -e 's/^[0-9]*_//' -e 's/_/ /g' -e 's/^./\U&/' ;;
    *) sh "$(dirname "$0")/variants.sh" titles | awk -F'|' -v v="$name" '$1 == v { print $3; found = 1 } END { exit !found }' ||
        { echo "title: $name is neither a stage directory (NN_name) nor a variant of variants/index.txt" >&2; exit 2; } ;;
esac
