#!/bin/sh
# grade_build.sh BUILD - make grade's build of the tests (tools/grade.sh
# runs it): BUILD/tests, and BUILD/variants.txt, how many builds of your
# files it holds.
#
# The tests' side: the tests (tools/isolate.h in front of each), common/,
# and a copy of each stage file in which every function you write, and
# every function of the stage that reaches one (tools/calls.awk), is a
# router (tools/splice.awk mode=route): a call goes to the function's
# process (tools/isolate.c) when its row routes it, to the copy's own
# body otherwise.  A graded file's copy is grading/solution/FILE when the
# kit has the stage's solution (the autograders' kits) and
# grading/pristine/FILE (the kit as handed out, stubs and all) when not.
#
# The functions' side, linked in too but only ever run in a function's
# process: your files, each built with tools/seal.h in front and sealed
# (tools/seal.sh), and the kit's other files with routed functions, every
# name they define given the variant's prefix so that nothing else
# reaches them.  With the solution there is one variant per row of
# grading/functions.txt (variant r - 1 for row r): that row's function as
# you wrote it and every other listed function the stage's
# (tools/splice.awk mode=hybrid), so a row's tests run that function
# alone.  Without it, one variant (0): your files as they are.
#
# Environment: CC, JOBS (parallel compiles, default 2), CFLAGS.
set -eu
gb=$1
CC=${CC:-cc}
JOBS=${JOBS:-2}
STAGE_NAME=$(sed -n 's/^STAGE_NAME := //p' Makefile)
STAGE_TITLE=$(sed -n 's/^STAGE_TITLE := //p' Makefile)
STAGE_NUMBER=$(sed -n 's/^STAGE_NUMBER := //p' Makefile)
# the flags every compile takes (tools/c_flags, as the Makefile reads it)
cflags=$(sed '/^#/d' tools/c_flags) || exit 2
[ -n "$cflags" ] || { echo "grade_build: tools/c_flags:1: no flags (it holds the flags every compile takes)" >&2; exit 2; }
FLAGS="$cflags ${CFLAGS:--O0 -g}"
CHECK_CFLAGS=$(pkg-config --cflags check 2>/dev/null || true)
CHECK_LIBS=$(pkg-config --libs check 2>/dev/null || echo -lcheck)
ID="-DSTAGE_NAME='\"$STAGE_NAME\"' -DSTAGE_TITLE='\"$STAGE_TITLE\"'"
T=$(printf '\t')
kit=$(pwd)
g=$gb/gen
rm -rf "$g" "$gb/obj" "$gb/seal"
mkdir -p "$g/trusted" "$gb/obj" "$gb/common" "$gb/obj/tests" "$gb/seal" "$gb/cache"
say() { echo "$*" >&2; }

# ---- the functions you write, and the files -------------------------------------
awk '$1 != "-" { print $1 "\t" $2 }' grading/functions.txt > "$g/listed.txt"
cut -f1 "$g/listed.txt" | awk '!seen[$0]++' > "$g/graded.txt"
ls *.c | grep -vx main.c > "$g/files.txt"
if [ -d grading/solution ]; then src=grading/solution; rows=$(wc -l < "$g/listed.txt" | tr -d ' ')
else src=grading/pristine; rows=0; fi
variants=$rows; [ "$variants" = 0 ] && variants=1
trusted_src() {   # trusted_src FILE: the tests' side's source of FILE
    if grep -qxF "$1" "$g/graded.txt"; then echo "$src/$1"; else echo "$1"; fi
}
for f in $(cat "$g/graded.txt"); do
    [ -f "$src/$f" ] || { say "grade: the kit has no $src/$f (make_kit.sh writes it)"; exit 1; }
    [ -f "$f" ] || { say "grade: the kit has no $f"; exit 1; }
done

# ---- which functions are routed ------------------------------------------------------
: > "$g/tokens.txt"
for f in $(cat "$g/files.txt"); do
    s=$(trusted_src "$f")
    awk -f tools/c_code.awk -f tools/items.awk "$s" > "$g/trusted/$f.items"
    awk -f tools/c_code.awk -f tools/calls.awk "$g/trusted/$f.items" "$s" >> "$g/tokens.txt"
done
listed=$(cut -f2 "$g/listed.txt" | tr '\n' ' ')
awk -f tools/c_code.awk -v listed="$listed" -v reach=1 -f tools/calls.awk "$g/tokens.txt" > "$g/reach.txt"
# the candidates' signatures: the listed functions first, in order
: > "$g/sigs.all"
for f in $(cat "$g/files.txt"); do
    fns=$(awk -F '\t' -v f="$f" '$1 == f { print $2 }' "$g/reach.txt" | tr '\n' ' ')
    [ -n "$fns" ] || continue
    awk -f tools/c_code.awk -v mode=sigs -v targets="$fns" -f tools/splice.awk "$g/trusted/$f.items" "$(trusted_src "$f")" |
        awk -v f="$f" '{ print f "\t" $0 }' >> "$g/sigs.all"
done
awk -F '\t' 'FILENAME == ARGV[1] { s[$1 "\t" $2] = $0; order[++n] = $1 "\t" $2; next }
    { if (($1 "\t" $2) in s) print s[$1 "\t" $2]; else print "grade: no function " $2 " in " $1 > "/dev/stderr"; done[$1 "\t" $2] = 1 }
    END { for (i = 1; i <= n; i++) if (!(order[i] in done)) print s[order[i]] }' "$g/sigs.all" "$g/listed.txt" > "$g/sigs.txt"

# ---- generated sources ---------------------------------------------------------------
headers=$(ls *.h common/*.h | sed 's|^common/||' | tr '\n' ' ')
awk -f tools/types.awk $(ls *.h common/*.h) > "$g/kit_types.c"
sed -n 's|^/\* copyable: \([A-Za-z_0-9]*\) \*/$|\1|p' "$g/kit_types.c" > "$g/types.txt"
callbacks=$(cat *.h common/*.h | sed -n 's/^typedef void (\*\([A-Za-z_0-9]*\))(void \*[A-Za-z_0-9]*);.*/\1/p' | tr '\n' ' ')
nlisted=$(wc -l < "$g/listed.txt" | tr -d ' ')
reshape=0; grep -q '^void rigid_shape_update(RigidShape \*s);' *.h && reshape=1
awk -v variants="$variants" -v headers="$headers" -v callbacks="$callbacks" -v nlisted="$nlisted" -v reshape="$reshape" \
    -v routed="$g/routed.txt" -f tools/rpc.awk "$g/types.txt" "$g/sigs.txt" "$g/reach.txt" > "$g/kit_rpc.c"
ids=$(awk -F '\t' '{ printf "%s%s=%s", (NR > 1 ? " " : ""), $2, $3 }' "$g/routed.txt")
cut -f1 "$g/routed.txt" | awk '!seen[$0]++' > "$g/routed_files.txt"
for f in $(cat "$g/files.txt"); do
    fns=$(awk -F '\t' -v f="$f" '$1 == f { print $2 }' "$g/routed.txt" | tr '\n' ' ')
    if [ -n "$fns" ]; then
        awk -f tools/c_code.awk -v mode=route -v targets="$fns" -v ids="$ids" -f tools/splice.awk \
            "$g/trusted/$f.items" "$(trusted_src "$f")" > "$g/trusted/$f"
    else
        cp "$(trusted_src "$f")" "$g/trusted/$f"
    fi
done

# The functions' side of file F, built from SOURCE: its routed functions'
# entry points (kit_x_f calls f, static or not).
xfile() {   # xfile SOURCE F OUT
    {
        echo "/* Generated by tools/grade_build.sh: $2's functions as their process calls them. */"
        echo "#include \"$1\""
        awk -F '\t' -v f="$2" 'FILENAME == ARGV[1] { if ($1 == f) want[$2] = 1; next }
            $1 == f && ($2 in want) {
            pl = ""; al = ""
            for (i = 5; i + 1 <= NF; i += 2) { pl = pl (pl == "" ? "" : ", ") $i " " $(i + 1); al = al (al == "" ? "" : ", ") $(i + 1) }
            if (pl == "") pl = "void"
            print $4 " kit_x_" $2 "(" pl ");"
            print $4 " kit_x_" $2 "(" pl ")"
            print "{"
            print "    " ($4 == "void" ? "" : "return ") $2 "(" al ");"
            print "}"
        }' "$g/routed.txt" "$g/sigs.txt"
    } > "$3"
}

# ---- what to compile ---------------------------------------------------------------------
: > "$g/cmds"; : > "$g/srv_cmds"
# The kit's own objects (none built from your files) are kept in
# BUILD/cache under a checksum of their command, their source (and the
# file an x_ source includes) and every header of the kit: a grade of
# another submission in the same kit (the autograder's setup.sh builds
# them once) compiles only your files.  An object of yours is always
# compiled afresh, so no file of yours can stand for a cached one.
headkey=$( { $CC --version 2>&1 | head -1; cat $(find . -name '*.h' | sort); } | cksum | cut -d' ' -f1)
cc_line() {   # cc_line OUT SRC EXTRA...: the kit's own object, cached
    out=$1 in=$2; shift 2
    cmd="$CC $FLAGS $* -c $in -o $out"
    inc=$(sed -n 's/^#include "\(.*\)"$/\1/p' "$in" | head -1)
    key=$( { echo "$cmd $headkey"; cat "$in"; case $in in */x_*) [ -f "$inc" ] && cat "$inc" ;; esac; } | cksum | cut -d' ' -f1)
    if [ -f "$gb/cache/$key.o" ]; then echo "cp $gb/cache/$key.o $out"
    else echo "$cmd && cp $out $gb/cache/$key.o"; fi
}
cc_yours() {   # cc_yours OUT SRC EXTRA...: an object built from your files
    out=$1 in=$2; shift 2
    echo "$CC $FLAGS $* -c $in -o $out"
}
for c in common/*.c; do
    cc_line "$gb/common/$(basename "${c%.c}").o" "$c" -Icommon >> "$g/cmds"
done
for f in $(cat "$g/files.txt"); do
    cc_line "$gb/obj/t_$(basename "${f%.c}").o" "$g/trusted/$f" "$ID" -I. -Icommon >> "$g/cmds"
done
for t in tests/[0-9][0-9]_*/test_*.c; do
    o=$gb/obj/tests/${t#tests/}; o=${o%.c}.o
    mkdir -p "$(dirname "$o")"
    cc_line "$o" "$t" "$CHECK_CFLAGS -include tools/isolate.h -DSTAGE_NUMBER=$STAGE_NUMBER" -I. -Icommon -Itests/support >> "$g/cmds"
done
sh tools/make_runner.sh "$STAGE_NAME" tests/[0-9][0-9]_*/test_*.c > "$g/runner.c"
cc_line "$gb/obj/runner.o" "$g/runner.c" "$CHECK_CFLAGS" >> "$g/cmds"
cc_line "$gb/obj/isolate.o" tools/isolate.c "$CHECK_CFLAGS" -Itools >> "$g/cmds"
cc_line "$gb/obj/kit_types.o" "$g/kit_types.c" "$ID" -I. -Icommon -Itools >> "$g/cmds"
cc_line "$gb/obj/kit_rpc.o" "$g/kit_rpc.c" "$ID" -I. -Icommon -Itools >> "$g/cmds"

# The functions' side.  VARIANT<TAB>FILE<TAB>OBJECT: what each variant links.
: > "$g/server.txt"
mkdir -p "$g/base" "$gb/obj/base"
for f in $(cat "$g/routed_files.txt"); do
    o=$gb/obj/base/$(basename "${f%.c}").o
    if ! grep -qxF "$f" "$g/graded.txt"; then
        # a file of the kit's: one build for every variant
        xfile "$kit/$f" "$f" "$g/base/x_$f"
        cc_line "$o" "$g/base/x_$f" "$ID" -I. -Icommon >> "$g/srv_cmds"
    elif [ "$rows" = 0 ]; then
        xfile "$kit/$f" "$f" "$g/base/x_$f"
        cc_yours "$o" "$g/base/x_$f" "$ID -include tools/seal.h" -I. -Icommon >> "$g/srv_cmds"
    else
        # your file with every listed function the stage's: for the rows
        # whose function is in another file
        awk -f tools/c_code.awk -f tools/items.awk "$f" > "$g/base/$f.items"
        fns=$(awk -F '\t' -v f="$f" '$1 == f { print $2 }' "$g/listed.txt" | tr '\n' ' ')
        awk -f tools/c_code.awk -v mode=hybrid -v targets="$fns" -f tools/splice.awk \
            "$g/base/$f.items" "$f" "$g/trusted/$f.items" "$src/$f" > "$g/base/$f"
        xfile "$g/base/$f" "$f" "$g/base/x_$f"
        cc_yours "$o" "$g/base/x_$f" "$ID -include tools/seal.h -Wno-unused-function" -I. -Icommon >> "$g/srv_cmds"
    fi
done
if [ "$rows" = 0 ]; then
    for f in $(cat "$g/routed_files.txt"); do printf '0\t%s\t%s\n' "$f" "$gb/obj/base/$(basename "${f%.c}").o" >> "$g/server.txt"; done
else
    v=0
    while IFS="$T" read -r file fn; do
        mkdir -p "$g/v$v" "$gb/obj/v$v"
        others=$(awk -F '\t' -v f="$file" -v fn="$fn" '$1 == f && $2 != fn { print $2 }' "$g/listed.txt" | tr '\n' ' ')
        awk -f tools/c_code.awk -v mode=hybrid -v targets="$others" -f tools/splice.awk \
            "$g/base/$file.items" "$file" "$g/trusted/$file.items" "$src/$file" > "$g/v$v/$file"
        xfile "$g/v$v/$file" "$file" "$g/v$v/x_$file"
        cc_yours "$gb/obj/v$v/$(basename "${file%.c}").o" "$g/v$v/x_$file" "$ID -include tools/seal.h -Wno-unused-function" -I. -Icommon >> "$g/srv_cmds"
        for f in $(cat "$g/routed_files.txt"); do
            if [ "$f" = "$file" ]; then o=$gb/obj/v$v/$(basename "${f%.c}").o; else o=$gb/obj/base/$(basename "${f%.c}").o; fi
            printf '%s\t%s\t%s\n' "$v" "$f" "$o" >> "$g/server.txt"
        done
        v=$((v + 1))
    done < "$g/listed.txt"
fi

# ---- compile: the kit's side, then your files (their messages shown) ------------
run_cmds() {   # run_cmds FILE: its lines, JOBS at a time; status 1 when one fails
    [ -s "$1" ] || return 0
    xargs -d '\n' -n 1 -P "$JOBS" sh -c 'eval "$0"' < "$1"
}
run_cmds "$g/cmds" || { say "grade: the kit's own code does not build (see above)"; exit 1; }
for f in $(cat "$g/graded.txt"); do
    CC="$CC" sh tools/seal.sh source "$f" || exit 1
done
run_cmds "$g/srv_cmds" || exit 1

# ---- seal your files' objects; every variant's names its own ------------------------
awk -F '\t' '{ print $3 "\t" $2 }' "$g/server.txt" | sort -u > "$g/objects.txt"
while IFS="$T" read -r o f; do
    grep -qxF "$f" "$g/graded.txt" || continue
    CC="$CC" sh tools/seal.sh object "$f" "$o" "$gb/seal" || exit 1
done < "$g/objects.txt"
mkdir -p "$gb/obj/linked"
: > "$g/link_server.txt"
v=0
while [ "$v" -lt "$variants" ]; do
    awk -F '\t' -v v="$v" '$1 == v { print $3 }' "$g/server.txt" > "$g/v$v.objs"
    for o in $(cat "$g/v$v.objs"); do nm -g --defined-only "$o" | awk 'NF == 3 { print $3 }'; done | sort -u |
        awk -v v="$v" '/^kit_x_/ { print $0 " kit_x" v "_" substr($0, 7); next } { print $0 " kit_s" v "_" $0 }' > "$g/v$v.names"
    for o in $(cat "$g/v$v.objs"); do
        n=$gb/obj/linked/v${v}_$(basename "$o")
        objcopy --redefine-syms="$g/v$v.names" "$o" "$n"
        echo "$n" >> "$g/link_server.txt"
    done
    v=$((v + 1))
done

# The calls your files may not make go to stand-ins that end the
# function's process, saying which (tools/isolate.c's kit_refuse).
for o in $(cat "$g/link_server.txt"); do nm -u "$o" | awk '{ print $NF }'; done | grep '^kit_refused_' | sort -u |
    awk 'BEGIN { print "#include \"kit_isolate.h\"" }
         { name = $0; sub(/^kit_refused_/, "", name); i = index(name, "__"); file = substr(name, 1, i - 1); what = substr(name, i + 2)
           print "long " $0 "(void);"
           print "long " $0 "(void)"
           print "{"
           print "    kit_refuse(\"" file ".c\", \"" what "()\");"
           print "    return 0;"
           print "}" }' > "$g/refused.c"
$CC $FLAGS -Itools -c "$g/refused.c" -o "$gb/obj/refused.o"

# ---- link ---------------------------------------------------------------------------------
ar rcs "$gb/libcommon.a" "$gb"/common/*.o
objs=""
for f in $(cat "$g/files.txt"); do objs="$objs $gb/obj/t_$(basename "${f%.c}").o"; done
$CC $FLAGS "$gb/obj/runner.o" $(find "$gb/obj/tests" -name '*.o' | sort) $objs "$gb/obj/isolate.o" "$gb/obj/kit_types.o" \
    "$gb/obj/kit_rpc.o" "$gb/obj/refused.o" $(cat "$g/link_server.txt") "$gb/libcommon.a" $CHECK_LIBS -lm -o "$gb/tests.new"
mv "$gb/tests.new" "$gb/tests"
echo "$variants" > "$gb/variants.txt"
