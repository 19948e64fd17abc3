#!/bin/sh
# shapes_check.sh WORK NN... - the part of assignments/tools/check.sh that
# plants the fault shapes of assignments/tools/shapes.awk (a loop's bound
# one short, a constant in place of a setting, a squared operand's twin)
# in every listed function of stages NN... where the shape is, and proves
# that each one makes `make test` fail and costs points in the function's
# own row, graded with every test and with the tests a kit made with
# HIDDEN=1 shows (WORK/NN/hidden.txt, which check.sh's kits leave).
# Needs check.sh's maps (WORK/NN/map.txt); appends to WORK/faults.txt
# (the table check.sh prints) and WORK/problems.txt.  Prints one line:
# what was planted, what was caught and the time it took.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
work=$1
shift
T=$(printf '\t')
start=$(date +%s)
problem() { echo "assignments-check: $*" >> "$work/problems.txt"; }
# rows OUT GRADING RESULTS: the rows of RESULTS graded with GRADING's list,
# tests and map
rows() {
    awk -v built=1 -v json=/dev/null -v rows="$1" -v checks="" -f "$top/assignments/kit/tools/grade.awk" \
        "$2/list" "$2/tests.txt" "$2/map.txt" "$3" > /dev/null
}

: > "$work/shapes.variants"
for nn; do
    w=$work/$nn
    [ -f "$w/map.txt" ] || continue
    stage=$(ls -d "$top"/stages/"$nn"_* | head -1)
    mkdir -p "$w/var"
    rm -rf "$w"/var/shape.*
    while read -r file fn; do
        awk -f "$top/tools/c_code.awk" -f "$top/tools/items.awk" "$stage/$file" > "$w/var/items.$file"
        i=0
        awk -v fn="$fn" -v max="${FAULTS_PER_KIND:-1}" -f "$top/tools/c_code.awk" -f "$top/assignments/tools/shapes.awk" \
            "$w/var/items.$file" "$stage/$file" "$stage"/*.c "$stage"/*.h "$top"/common/*.h |
        while IFS="$T" read -r kind ln text; do
            i=$((i + 1))
            d=$w/var/shape.${file%.c}.$fn.$i
            mkdir -p "$d/src"
            printf '%s\t%s\t%s\t%s\t%s\n' "$file" "$fn" "$kind" "$ln" "$text" > "$d/fault"
            awk -v ln="$ln" -v text="$text" 'NR == ln { print text; next } { print }' "$stage/$file" > "$d/src/$file"
            echo "$nn $d" >> "$work/shapes.variants"
        done
    done < "$w/functions"
done
awk -v top="$top" -v work="$work" '{ print $1, top "/assignments/" $1 ".list", work, "--run", $2 }' "$work/shapes.variants" |
    xargs -P "${JOBS:-2}" -L 1 sh "$top/assignments/tools/map.sh"

planted=0 caught=0
for nn; do
    w=$work/$nn
    [ -f "$w/map.txt" ] || continue
    # The grading of the kit with tests held back: the same rows, fewer tests.
    v=$w/visible
    mkdir -p "$v"
    cp "$w/list" "$v/list"
    touch "$w/hidden.txt"
    awk -F '\t' 'FILENAME == ARGV[1] { h[$1] = 1; next } !($1 in h)' "$w/hidden.txt" "$w/tests.txt" > "$v/tests.txt"
    awk -F '\t' 'FILENAME == ARGV[1] { h[$1] = 1; next } !($2 in h)' "$w/hidden.txt" "$w/map.txt" > "$v/map.txt"
    for d in "$w"/var/shape.*; do
        [ -d "$d" ] || continue
        IFS="$T" read -r file fn kind ln text < "$d/fault"
        st=$(cat "$d/status" 2>/dev/null || echo none)
        planted=$((planted + 1))
        : > "$d/rows.txt"; : > "$d/visible.txt"
        if [ "$st" = pass ] || [ "$st" = fail ]; then
            rows "$d/rows.txt" "$w" "$d/results.txt"
            rows "$d/visible.txt" "$v" "$d/results.txt"
        fi
        verdict=$(awk -F '\t' -v id="$file:$fn" -v st="$st" '
            FILENAME == ARGV[1] { s += $4; m += $5; if ($1 == id) { own = $2 "/" $3; lost = $2 < $3 }; next }
            $1 == id { kit = $2 "/" $3; kitlost = $2 < $3 }
            END { if (st == "pass") print "survives: make test passes"
                  else if (st != "fail") print "does not build or run (" st ")"
                  else if (s >= m - 1e-9) print "FULL MARKS while make test fails"
                  else if (!lost) print "costs no points in its own row"
                  else if (!kitlost) printf "costs no points in its own row with tests held back (HIDDEN=1: %s)\n", kit
                  else printf "caught %s/%s, own row %s, held back %s\n", s, m, own, kit }' "$d/rows.txt" "$d/visible.txt" 2>/dev/null)
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$nn" "$file" "$fn" "$kind" "$ln" "$verdict" "$d" >> "$work/faults.txt"
        case $verdict in
        caught*) caught=$((caught + 1)) ;;
        *) problem "stage $nn: $file $fn: fault shape at line $ln ($kind: $(echo "$text" | sed 's/^ *//')): $verdict" ;;
        esac
    done
done
echo "assignments-check: fault shapes (a loop's bound, a setting's default, a square's twin): $caught of $planted caught in their own rows, $(($(date +%s) - start)) s"
