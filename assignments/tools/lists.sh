#!/bin/sh
# lists.sh [NN ...] - print the default assignment list of each stage:
# every function with a body that the stage's MANIFEST adds or changes in
# its engine and demo .c files (main.c, the front end, is left out), as
# "FILE FUNCTION POINTS" lines.  Engine functions are worth 10 points, demo
# functions 5.  The lists in assignments/NN.list started as this output;
# edit those, not this script (rerunning it would overwrite a teacher's
# choices: it writes to stdout only).
set -eu
cd "$(dirname "$0")/../.."
ENGINE="rigid_shape.c collision.c collision_info.c physics.c world.c"
stages=${*:-$(ls -d stages/[0-9][0-9]_* | sed 's|stages/||; s|_.*||')}
for nn in $stages; do
    dir=$(ls -d stages/${nn}_* | head -1)
    echo "# $(basename "$dir"): the functions a student writes, as"
    echo "#   FILE FUNCTION POINTS"
    echo "# Started from the functions its MANIFEST adds or changes; edit freely."
    sed 's/#.*//' "$dir/MANIFEST" | awk 'NF' | while read -r file items; do
        case $file in *.c) ;; *) continue ;; esac
        [ "$file" = main.c ] && continue
        pts=5
        case " $ENGINE " in *" $file "*) pts=10 ;; esac
        awk -f tools/c_code.awk -f tools/items.awk "$dir/$file" | awk '$2 == "func" { print $1 }' | while read -r fn; do
            if [ -z "$items" ] || echo " $items " | grep -q " $fn "; then
                echo "$file $fn $pts"
            fi
        done
    done | awk '!seen[$0]++'
done
