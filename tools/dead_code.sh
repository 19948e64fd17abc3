#!/bin/sh
# dead_code.sh BUILD PROGRAM... - every function of a program's own
# sources is reachable from its main (make test runs it for every stage
# and for the engine: make dead-code).
#
# A PROGRAM is stageNN (its sources stages/NN_*/) or engine (engine/, as
# the program of one of its presets: every preset runs the same code, its
# ideas switched by settings).  Its .c files are compiled again at -O0 with one
# section per function into BUILD/dead_code/PROGRAM/ (at -O0 nothing is
# inlined, so a function called only from inside another still has a
# caller), and linked with common/ compiled the same way, the linker removing every
# section nothing reachable from main refers to (--gc-sections).  A
# removed section of a function defined in the program's own sources is
# code the program never runs; each is reported as
#   dead_code: PROGRAM: FILE: FUNCTION is never reachable from main ...
# (FILE is the file that holds it), and the exit status is 1.
#
# tools/dead_code.txt lists the exceptions, one a line:
#   PROGRAM FUNCTION   # why it stays
# (PROGRAM may be a shell pattern, as stage0*); a line without its
# reason, or one that no program needs any more, is an error too.
set -eu
export LC_ALL=C
cd "$(dirname "$0")/.."

[ $# -ge 2 ] || { echo "usage: sh tools/dead_code.sh BUILD PROGRAM..." >&2; exit 2; }
build=$1
shift
CC=${CC:-cc}
flags=$(sed '/^#/d' tools/c_flags)
exceptions=tools/dead_code.txt
out=$build/dead_code
mkdir -p "$out"

# common/ once, the same way (the build's own objects may carry flags,
# such as the sanitizers', that a plain link cannot take).
rm -rf "$out/common"
mkdir -p "$out/common"
for c in common/*.c; do
    # shellcheck disable=SC2086
    $CC $flags -O0 -Icommon -c "$c" -o "$out/common/$(basename "$c" .c).o" ||
        { echo "dead_code: $c does not compile" >&2; exit 2; }
done

# The exceptions, checked: "PATTERN FUNCTION LINE".
awk -v f="$exceptions" '
    { line = $0; sub(/#.*/, "", line); n = split(line, w, " "); why = substr($0, length(line) + 2) }
    n == 0 { next }
    n != 2 { print f ":" NR ": a line is PROGRAM FUNCTION, then its reason after a \"#\"" > "/dev/stderr"; exit 2 }
    why !~ /[^ \t]/ { print f ":" NR ": " w[2] " has no reason; say why it stays after a \"#\"" > "/dev/stderr"; exit 2 }
    { print w[1], w[2], NR }' "$exceptions" > "$out/exceptions"
: > "$out/used"

status=0
for p in "$@"; do
    case $p in
        stage[0-9][0-9]) dir=$(ls -d "stages/${p#stage}"_* 2> /dev/null | head -n 1); origin_of() { echo "$dir/$1"; } ;;
        engine) dir=engine; origin_of() { echo "$dir/$1"; } ;;
        *) echo "dead_code: $p is neither stageNN nor engine" >&2; exit 2 ;;
    esac
    [ -n "$dir" ] && [ -f "$dir/main.c" ] || { echo "dead_code: $p has no sources ($dir/main.c)" >&2; exit 2; }
    o=$out/$p
    rm -rf "$o"
    mkdir -p "$o"
    for c in "$dir"/*.c; do
        # shellcheck disable=SC2086
        $CC $flags -O0 -ffunction-sections -DSTAGE_NAME='"x"' -DSTAGE_TITLE='"x"' -DPRESET=joints \
            -I"$dir" -Icommon -c "$c" -o "$o/$(basename "$c" .c).o" ||
            { echo "dead_code: $p: $c does not compile" >&2; exit 2; }
    done
    $CC "$o"/*.o "$out"/common/*.o -lm -Wl,--gc-sections,--print-gc-sections -o "$o/program" 2> "$o/removed.txt" ||
        { echo "dead_code: $p: the link failed:" >&2; grep -v 'removing unused section' "$o/removed.txt" | head -5 >&2; exit 2; }
    # "FILE.o FUNCTION" for each removed function section of the program's own objects.
    sed -n "s|.*removing unused section '\.text\.\([A-Za-z_0-9]*\)' in file '$o/\([^']*\)\.o'.*|\2.c \1|p" "$o/removed.txt" |
        while read -r file fn; do
            # Only the functions defined in the file itself (an inline
            # function of a header is the header's business).
            awk -f tools/c_code.awk -f tools/items.awk "$dir/$file" | awk -v fn="$fn" '$1 == fn && $2 == "func" { found = 1 } END { exit !found }' || continue
            echo "$file $fn"
        done > "$o/dead.txt"
    while read -r file fn; do
        hit=$(awk -v p="$p" -v fn="$fn" '$2 == fn { print $1, $3 }' "$out/exceptions" | while read -r pat ln; do
            # shellcheck disable=SC2254
            case $p in $pat) echo "$ln"; break ;; esac
        done)
        if [ -n "$hit" ]; then
            echo "$hit" >> "$out/used"
        else
            echo "dead_code: $p: $(origin_of "$file"): $fn is never reachable from main (remove it, or name it in $exceptions with the reason it stays)" >&2
            status=1
        fi
    done < "$o/dead.txt"
done
# An exception no program needed is stale (only when every program was checked).
if [ "${DEAD_CODE_ALL:-1}" = 1 ]; then
    while read -r pat fn ln; do
        grep -qx "$ln" "$out/used" || { echo "dead_code: $exceptions:$ln: $pat $fn is reachable everywhere now (or gone); remove the line" >&2; status=1; }
    done < "$out/exceptions"
fi
[ "$status" = 0 ] && echo "dead_code: every function of the $# programs is reachable from main (exceptions: $(grep -c . "$out/exceptions" || true))"
exit "$status"
