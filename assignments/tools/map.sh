#!/bin/sh
# map.sh NN LIST WORK - which tests check which function of stage NN.
#
# Builds the stage at -O0 once (common/ once for all stages, in
# WORK/common), runs its cumulative tests (the baseline: all must pass),
# then, for every function of LIST (see list.awk), builds the stage with
# only that function stubbed and records the tests that fail.  A test
# counts in the row of the LAST function in the list whose stub alone
# makes it fail: it exercises that function, and any other function it
# needs comes earlier in the list, so it passes once the functions down
# to its row are written.  A test no stub makes fail counts in the row
# "- rest", unless it fails with every function stubbed: then it counts
# in the row of the first function k such that the test passes with
# functions 1..k written and the rest stubs (the kit's rest row runs with
# every stub, so every test of it passes there).  Writes, in WORK/NN/:
#   list         the list, as list.awk prints it
#   tests.txt    KEY<TAB>FILE    every test of the stage, as Check runs them
#                                (KEY "suite|case|test|iteration")
#   caught.txt   FILE:FUNCTION<TAB>KEY   every test that fails with that stub
#   map.txt      ROW<TAB>KEY<TAB>ALSO    the one row of every test (ROW
#                "FILE:FUNCTION" or "-:rest"); ALSO, comma-separated, the
#                earlier functions whose stubs make it fail too
#   seal.txt     what each listed file may define and call (the kit's seal)
#   sol/, tests/ the objects the other tools link variants of the stage from
# Exit status 1 when the baseline fails or a stub does not compile.
#
#   map.sh NN LIST WORK --run DIR
# builds the stage with the sources in DIR/src/ (each replaces the
# stage's file of the same name) and runs its tests: DIR/results.txt
# (tools/results.awk's lines), DIR/status ("pass", "fail" as make test
# would see it, or "nocompile" with the compiler's words in DIR/cc.txt).
# Jobs run JOBS (default 2) at a time.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
nn=$1 list=$2 work=$3
CC=${CC:-cc}
JOBS=${JOBS:-2}
# the flags every compile takes, defined once (tools/c_flags)
FLAGS="$(sed '/^#/d' "$top/tools/c_flags") -O0"
stage=$(ls -d "$top"/stages/"$nn"_* | head -1)
name=$(basename "$stage")
chapter=$(ls "$top"/book/"$nn"-*.md | head -1)
title=$(sh "$top/tools/title.sh" "$name")
w=$work/$nn
check_cflags=$(pkg-config --cflags check 2>/dev/null || true)
check_libs=$(pkg-config --libs check 2>/dev/null || echo -lcheck)
mkdir -p "$w"

# ---- one variant of the stage: run as  map.sh NN LIST WORK --run DIR ------
if [ "${4:-}" = --run ]; then
    d=$5
    rm -f "$d/results.txt" "$d/status" "$d/cc.txt" "$d/log.txt"
    mine=""
    for c in "$d"/src/*.c; do
        [ -f "$c" ] || continue
        b=$(basename "${c%.c}")
        if ! $CC $FLAGS -DSTAGE_NAME="\"stage$nn\"" -DSTAGE_TITLE="\"$title\"" -I"$stage" -I"$top/common" \
            -c "$c" -o "$d/$b.o" 2>> "$d/cc.txt"; then
            echo nocompile > "$d/status"; exit 0
        fi
        mine="$mine $b"
    done
    objs=""
    for o in "$w"/sol/*.o; do
        b=$(basename "${o%.o}")
        case " $mine " in *" $b "*) objs="$objs $d/$b.o" ;; *) objs="$objs $o" ;; esac
    done
    if ! $CC "$w/tests/runner.o" "$w"/tests/test_*.o $objs "$work/common/libcommon.a" $check_libs -lm \
        -o "$d/tests" 2>> "$d/cc.txt"; then
        echo nocompile > "$d/status"; exit 0
    fi
    # A wrong function may loop for ever: Check kills a test after a
    # timeout and reports an error, and the whole run stops after a few
    # minutes (the tests that did not report count as failed).  Both are
    # generous, so that a busy machine never fails a right test
    # (faults.awk plants no fault that is likely to loop).
    if (cd "$top" && timeout ${RUN_TIMEOUT:-300} env CK_FORK=yes CK_LOG_FILE_NAME="$d/log.txt" \
        CK_DEFAULT_TIMEOUT=${CK_DEFAULT_TIMEOUT:-20} "$d/tests" > /dev/null 2>&1); then
        echo pass > "$d/status"
    else
        echo fail > "$d/status"
    fi
    [ -f "$d/log.txt" ] || : > "$d/log.txt"
    awk -f "$top/assignments/kit/tools/results.awk" "$d/log.txt" > "$d/results.txt"
    rm -f "$d/tests" "$d"/*.o
    exit 0
fi

awk -f "$top/assignments/tools/list.awk" "$list" > "$w/list.new"

# ---- up to date?  Unless FORCE=1, a map newer than everything it comes from
# (the stage, the tests, common/, these tools, the same list) is kept.
if [ "${FORCE:-0}" != 1 ] && [ -f "$w/map.txt" ] && [ -f "$w/list" ] && cmp -s "$w/list.new" "$w/list" &&
   [ -z "$(find "$stage" "$top/tests" "$top/common" "$top/assignments/tools" "$top/assignments/kit" "$top/assignments/tests" "$top/tools/make_runner.sh" -newer "$w/map.txt" -type f | head -1)" ]; then
    rm -f "$w/list.new"
    echo "map: stage $nn: the map in $w is up to date"
    exit 0
fi
rm -f "$w/map.txt" "$w/list"

# ---- common/, once for every stage ------------------------------------
mkdir -p "$work/common"
if [ ! -f "$work/common/libcommon.a" ] || [ -n "$(find "$top/common" -newer "$work/common/libcommon.a" -name '*.[ch]' | head -1)" ]; then
    for c in "$top"/common/*.c; do
        echo "$CC $FLAGS -I$top/common -c $c -o $work/common/$(basename "${c%.c}").o"
    done | xargs -d '\n' -n 1 -P "$JOBS" sh -c 'eval "$0"'
    rm -f "$work/common/libcommon.a"
    ar rcs "$work/common/libcommon.a" "$work"/common/*.o
fi

# ---- the stage's own objects and its tests ------------------------------
rm -rf "$w/sol" "$w/tests" "$w/one"; mkdir -p "$w/sol" "$w/tests"
for c in "$stage"/*.c; do
    b=$(basename "${c%.c}")
    echo "$CC $FLAGS -DSTAGE_NAME='\"stage$nn\"' -DSTAGE_TITLE='\"$title\"' -I$stage -I$top/common -c $c -o $w/sol/$b.o"
done > "$w/cmds"
tsrc=""
# the workbook's tests, and the kits' own (assignments/tests/), by name
for t in $(for d in "$top"/tests/[0-9][0-9]_* "$top"/assignments/tests/[0-9][0-9]_*; do echo "$(basename "$d") $d"; done | sort | cut -d' ' -f2); do
    m=$(basename "$t" | cut -c1-2)
    [ "$m" \> "$nn" ] && continue
    for c in "$t"/test_*.c; do
        tsrc="$tsrc $c"
        echo "$CC $FLAGS $check_cflags -DSTAGE_NUMBER=$(echo "$nn" | sed 's/^0//') -I$stage -I$top/common -I$top/tests/support -c $c -o $w/tests/$(basename "${c%.c}").o"
    done
done >> "$w/cmds"
sh "$top/tools/make_runner.sh" "stage$nn" $tsrc > "$w/tests/runner.c"
echo "$CC $FLAGS $check_cflags -c $w/tests/runner.c -o $w/tests/runner.o" >> "$w/cmds"
xargs -d '\n' -n 1 -P "$JOBS" sh -c 'eval "$0"' < "$w/cmds"
mv "$w/sol/main.o" "$w/main.o"
mkdir -p "$w/base/src"
sh "$0" "$nn" "$list" "$work" --run "$w/base"
awk -F '\t' -v top="$top/" '{ f = $3; if (index(f, top) == 1) f = substr(f, length(top) + 1); print $1 "\t" f }' "$w/base/results.txt" > "$w/tests.txt"
if awk -F '\t' '$2 != "pass" { print "map: stage '"$nn"': fails without any stub: " $1 ": " $4; bad = 1 } END { exit bad }' "$w/base/results.txt" >&2 &&
   [ "$(cat "$w/base/status")" = pass ]; then :; else
    echo "map: stage $nn: the tests do not pass with the stage's own code" >&2; exit 1
fi

# ---- every function alone -------------------------------------------------
mv "$w/list.new" "$w/list"
awk '$1 != "-" { print $1, $2 }' "$w/list" > "$w/functions"
mkdir -p "$w/one"
while read -r file fn; do
    d=$w/one/${file%.c}.$fn
    mkdir -p "$d/src"
    echo "$file $fn" > "$d/list"
    sh "$top/assignments/tools/stub_sources.sh" "$stage" "$chapter" "$d/list" "$d/src"
    echo "$d"
done < "$w/functions" | xargs -P "$JOBS" -I{} sh "$0" "$nn" "$list" "$work" --run {}
status=0
: > "$w/caught.txt"
while read -r file fn; do
    d=$w/one/${file%.c}.$fn
    case $(cat "$d/status" 2>/dev/null) in
    nocompile) echo "map: stage $nn: $file $fn: the stub does not build:" >&2; head -20 "$d/cc.txt" >&2; status=1; continue ;;
    pass|fail) ;;
    *) echo "map: stage $nn: $file $fn: the stubbed build did not run" >&2; status=1; continue ;;
    esac
    # A test with no result (its process died unseen) counts as caught.
    awk -F '\t' -v fn="$file:$fn" 'FILENAME == ARGV[1] { ran[$1] = $2; next }
        !($1 in ran) || ran[$1] != "pass" { print fn "\t" $1 }' "$d/results.txt" "$w/tests.txt" >> "$w/caught.txt"
done < "$w/functions"

# ---- the tests no stub alone fails that every stub together does -----------
# prefix K: the first K functions written, the rest stubs (K=0: every stub)
prefix_run() {
    d=$w/one/prefix.$1
    [ -f "$d/results.txt" ] && return 0
    rm -rf "$d"; mkdir -p "$d/src"
    tail -n +"$(($1 + 1))" "$w/functions" > "$d/list"
    [ -s "$d/list" ] && sh "$top/assignments/tools/stub_sources.sh" "$stage" "$chapter" "$d/list" "$d/src"
    sh "$0" "$nn" "$list" "$work" --run "$d"
}
passes_at() {   # passes_at K KEY
    awk -F '\t' -v k="$2" '$1 == k && $2 == "pass" { ok = 1 } END { exit !ok }' "$w/one/prefix.$1/results.txt"
}
prefix_run 0
: > "$w/together.txt"
awk -F '\t' 'FILENAME == ARGV[1] { caught[$2] = 1; next } FILENAME == ARGV[2] { ran[$1] = $2; next }
    !($1 in caught) && ran[$1] != "pass" { print $1 }' "$w/caught.txt" "$w/one/prefix.0/results.txt" "$w/tests.txt" |
while IFS= read -r key; do
    lo=1 hi=$(wc -l < "$w/functions" | tr -d ' ')
    while [ "$lo" -lt "$hi" ]; do
        mid=$(((lo + hi) / 2))
        prefix_run "$mid"
        if passes_at "$mid" "$key"; then hi=$mid; else lo=$((mid + 1)); fi
    done
    printf '%s\t%s\n' "$(sed -n "${lo}p" "$w/functions" | awk '{ print $1 ":" $2 }')" "$key" >> "$w/together.txt"
done

# ---- one row per test --------------------------------------------------------
awk -F '\t' '
    FILENAME == ARGV[1] { if ($0 ~ /^- /) next; split($0, f, " "); id = f[1] ":" f[2]; pos[id] = ++n; next }
    FILENAME == ARGV[2] { together[$2] = $1; next }
    FILENAME == ARGV[3] { if (pos[$1] > best[$2]) { best[$2] = pos[$1]; row[$2] = $1 }; by[$2] = by[$2] " " $1; next }
    {
        k = $1
        if (!(k in row) && (k in together)) { print together[k] "\t" k "\t"; next }
        if (!(k in row)) { print "-:rest\t" k "\t"; next }
        also = ""; m = split(by[k], b, " ")
        for (i = 1; i <= m; i++) if (b[i] != row[k]) { x = b[i]; sub(/^[^:]*:/, "", x); also = also (also == "" ? "" : ",") x }
        print row[k] "\t" k "\t" also
    }' "$w/list" "$w/together.txt" "$w/caught.txt" "$w/tests.txt" > "$w/map.tmp"

# ---- what each listed file may define and call (tools/seal.sh in the kit) ----
# A graded file may define what the stage's own file defines, and call what
# that file calls, the C library's pure functions (seal.sh knows them) and
# every function of the stage and common/ whose object calls none of the C
# library's ways out: exit, files, processes, signals, jumps.
out_calls='exit|_exit|_Exit|quick_exit|atexit|at_quick_exit|abort_handler|fopen|fopen64|freopen|fdopen|open|open64|openat|creat|remove|unlink|unlinkat|rename|renameat|mkdir|rmdir|chmod|chown|truncate|ftruncate|system|popen|execl|execle|execlp|execv|execve|execvp|fork|vfork|clone|kill|raise|signal|sigaction|setjmp|_setjmp|longjmp|_longjmp|siglongjmp|dlopen|dlsym|syscall|mmap|mprotect|ptrace|setenv|putenv|unsetenv|dup|dup2|dup3|write|pwrite|writev|socket|connect'
{
    awk '$1 != "-" { print $1 }' "$w/list" | sort -u | while read -r file; do
        o=$w/sol/${file%.c}.o
        nm -g --defined-only "$o" | awk -v f="$file" 'NF == 3 { print "define " f " " $3 }'
        nm -u "$o" | awk -v f="$file" '{ print "call " f " " $NF }'
    done
    for o in "$w"/sol/*.o "$work"/common/*.o; do
        if nm -u "$o" | awk -v re="^($out_calls)\$" '$NF ~ re { bad = 1 } END { exit !bad }'; then continue; fi
        nm -g --defined-only "$o" | awk 'NF == 3 && $2 ~ /[TDBR]/ { print "call * " $3 }'
    done | sort -u
} > "$w/seal.txt"

mv "$w/map.tmp" "$w/map.txt"
[ "$status" = 0 ] || rm -f "$w/map.txt"
exit $status
