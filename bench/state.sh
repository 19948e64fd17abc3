#!/bin/sh
# state.sh - the benchmark's state table: how far each program's pile has
# come to rest after 600 updates.
#
#   sh bench/state.sh OUTDIR PROGRAM...   run them, merge the rows into
#                                         OUTDIR/state.csv, print the table
#                                         and write it to OUTDIR/state.md
#   sh bench/state.sh --table OUTDIR      the table from state.csv alone
#
# A PROGRAM is named as for bench/bench.sh: a path (the row is the file's
# name) or, as one argument, NAME=PATH OPTION...  For each N of
# BENCH_STATE_SIZES (default 100 200) every program runs bench/pile.awk's
# pile of N shapes for BENCH_STATE_FRAMES updates (default 600, 10 s of
# simulated time) with no keys, and the row keeps two numbers of the end:
#   ke_linear  the linear kinetic energy left: the sum of 1/2 m |v|^2 over
#              the dynamic bodies (a pile at rest has none)
#   max_depth  the deepest overlap among the contacts that touch
# The workbook's programs (stageNN, variant_NAME) give them as the last
# row of their trace (--trace; the columns named ke_linear and max_depth in
# common/trace.c's header, the overlap as the stage's own narrow phase
# finds it); the peers' harnesses compute the same two sums from their
# engines and print them in their state line (bench/peers/pile_scene.h:
# Box2D's world-manifold separations, Chipmunk's arbiter contact
# distances).
#
# state.csv: program,n,frames,ke_linear,max_depth, the rows of the
# programs run now replacing their old ones (make bench writes the
# workbook's rows, make bench-peers the peers'; either order).  The
# table's rows: the stages, then the variants in the book's order
# (engine/presets.h: chapter 9's, then the track's), then the peers.
set -eu
export LC_ALL=C
here=$(dirname "$0")

header=program,n,frames,ke_linear,max_depth

# ---- the table ------------------------------------------------------------
# place NAME: the preset's place in the book's order.
# shellcheck source=bench/programs.sh
. "$here/programs.sh"
book_order=$(preset_order "$here/../engine/presets.h")
place() {
    echo "$book_order" | awk -v v="$1" '$1 == v { printf "%02d\n", NR }'
}

# rank NAME: the sort key of a row.
rank() {
    case $1 in
        stage*) echo "1 0 $1" ;;
        variant_*) echo "2 $(place "${1#variant_}") $1" ;;
        box2d) echo "3 1 $1" ;;
        box2d_sleep) echo "3 2 $1" ;;
        box2d_v3) echo "3 3 $1" ;;
        box2d_v3_sleep) echo "3 4 $1" ;;
        box2d_v3_nosimd) echo "3 5 $1" ;;
        box2d_v3_nosimd_sleep) echo "3 6 $1" ;;
        chipmunk) echo "3 7 $1" ;;
        chipmunk_sleep) echo "3 8 $1" ;;
        *) echo "4 0 $1" ;;
    esac
}

table() {
    csv=$1/state.csv
    md=$1/state.md
    [ -f "$csv" ] || { echo "state: no $csv yet (make bench, make bench-peers)" >&2; exit 2; }
    sizes=$(awk -F, 'NR > 1 { print $2 }' "$csv" | sort -n -u | tr '\n' ' ')
    frames=$(awk -F, 'NR > 1 { print $3 }' "$csv" | sort -n -u | tr '\n' ' ' | sed 's/ $//')
    names=$(awk -F, 'NR > 1 { print $1 }' "$csv" | sort -u)
    order=$(for p in $names; do rank "$p"; done | sort -k1,1n -k2,2n -k3,3 | awk '{ print $3 }')
    {
        echo "State of the pile (bench/pile.awk) after $frames updates with no keys: the linear kinetic"
        echo "energy left (sum of 1/2 m v^2 over the moving bodies) and the deepest overlap among the"
        echo "touching contacts, each as the program itself measures it."
        echo
        printf '| program |'
        for n in $sizes; do printf ' N = %s: kinetic energy | N = %s: deepest overlap |' "$n" "$n"; done
        echo
        printf '|---|'
        for n in $sizes; do printf -- '---:|---:|'; done
        echo
        for p in $order; do
            printf '| %s |' "$p"
            for n in $sizes; do
                awk -F, -v p="$p" -v n="$n" '
                    function ke(v) { return v >= 1000 ? sprintf("%.0f", v) : sprintf("%.3g", v) }
                    $1 == p && $2 == n { printf " %s | %.3f |", ke($4), $5; found = 1 }
                    END { if (!found) printf "  |  |" }' "$csv"
            done
            echo
        done
    } > "$md"
    cat "$md"
    echo "state: wrote $csv and $md"
}

if [ "${1:-}" = --table ]; then
    [ $# -eq 2 ] || { echo "usage: sh bench/state.sh --table OUTDIR" >&2; exit 2; }
    table "$2"
    exit 0
fi

# ---- the runs -------------------------------------------------------------
if [ $# -lt 2 ]; then
    echo "usage: sh bench/state.sh OUTDIR PROGRAM... | --table OUTDIR" >&2
    exit 2
fi
dir=$1; shift
sizes=${BENCH_STATE_SIZES:-100 200}
frames=${BENCH_STATE_FRAMES:-600}
is_count() { case $1 in '' | *[!0-9]* | 0*) return 1 ;; *) return 0 ;; esac; }
for v in $sizes $frames; do
    is_count "$v" || { echo "state: '$v' is not a positive whole number (BENCH_STATE_SIZES, BENCH_STATE_FRAMES)" >&2; exit 2; }
done
mkdir -p "$dir"
work=$dir/state.tmp
rm -rf "$work"
mkdir -p "$work"
: > "$work/keys"
: > "$work/rows"
: > "$work/names"

# column NAME FILE: the 1-based index of NAME in FILE's CSV header.
column() {
    head -n 1 "$2" | tr ',' '\n' | awk -v c="$1" '$0 == c { print NR; exit }'
}

for spec in "$@"; do
    case $spec in
        *=*) name=${spec%%=*}; cmd=${spec#*=} ;;
        *) name=$(basename "$spec"); cmd=$spec ;;
    esac
    echo "$name" >> "$work/names"
    for n in $sizes; do
        scene=$dir/pile_$n.scene
        awk -v n="$n" -f "$here/pile.awk" > "$scene"
        case $name in
            stage* | variant_*)
                # shellcheck disable=SC2086
                $cmd --scene "$scene" --script "$work/keys" --frames "$frames" \
                    --trace "$work/trace.csv" > "$work/out" 2> "$work/err" < /dev/null || {
                    echo "state: $cmd on $scene failed:" >&2; cat "$work/err" >&2; exit 1; }
                ke=$(column ke_linear "$work/trace.csv")
                depth=$(column max_depth "$work/trace.csv")
                [ -n "$ke" ] && [ -n "$depth" ] || { echo "state: $name's trace has no ke_linear or max_depth column" >&2; exit 1; }
                tail -n 1 "$work/trace.csv" | awk -F, -v p="$name" -v n="$n" -v f="$frames" -v k="$ke" -v d="$depth" \
                    '{ printf "%s,%d,%d,%.9g,%.9g\n", p, n, f, $k, $d }' >> "$work/rows"
                ;;
            *)
                # shellcheck disable=SC2086
                $cmd --scene "$scene" --script "$work/keys" --frames "$frames" > "$work/out" 2> "$work/err" < /dev/null || {
                    echo "state: $cmd on $scene failed:" >&2; cat "$work/err" >&2; exit 1; }
                line=$(grep ' state: ke_linear=[^ ]* max_depth=[^ ]*$' "$work/out" | tail -n 1)
                [ -n "$line" ] || { echo "state: $cmd printed no state line (NAME state: ke_linear=K max_depth=D)" >&2; exit 1; }
                echo "$line" | sed 's/^.* state: ke_linear=\([^ ]*\) max_depth=\([^ ]*\)$/\1 \2/' |
                    awk -v p="$name" -v n="$n" -v f="$frames" '{ printf "%s,%d,%d,%.9g,%.9g\n", p, n, f, $1, $2 }' >> "$work/rows"
                ;;
        esac
        tail -n 1 "$work/rows" | awk -F, '{ printf "state: %-26s N = %-5d after %d updates: ke_linear %-12.6g max_depth %.6g\n", $1, $2, $3, $4, $5 }'
    done
done

csv=$dir/state.csv
{
    echo "$header"
    {
        if [ -f "$csv" ] && [ "$(head -n 1 "$csv")" = "$header" ]; then
            awk -F, -v names="$(cat "$work/names")" 'BEGIN { split(names, a, "\n"); for (k in a) run[a[k]] = 1 }
                NR > 1 && !($1 in run)' "$csv"
        fi
        cat "$work/rows"
    } | sort -t, -k1,1 -k2,2n
} > "$csv.tmp"
mv "$csv.tmp" "$csv"
rm -rf "$work"
table "$dir"
