#!/bin/sh
# seal.sh source SRC - check a graded file's source, once, before make
#     grade builds it (the directives and the assembly below);
# seal.sh object SRC OBJ SEALDIR - check and seal an object built from it.
#
# Under make grade your functions run only in a process of their own
# (tools/isolate.c), which can compute and print and nothing else, and
# the tests and their checks run where your code never does.  The seal
# is a first line in front of that: it keeps out what would run your
# code anywhere else, or hide what the build does, and turns what the
# process may not do into one clear line (grading/seal.txt, made from the
# stage's own file, says what a graded file may define and call):
#   - a constructor, destructor or .init_array entry (code that runs
#     before main or after it, in the tests' process) fails the build;
#   - a global the stage's file does not define (a main, a test suite, a
#     hook the tests call) is made local: the kit's own is used;
#   - exit() and its kin (tools/seal.h), and a call of anything else than
#     the stage's and common/'s functions and the C library's computing,
#     memory and printing functions (fopen, write, fork, longjmp, ...),
#     end the function's process with a line that names the call, and
#     the test fails there;
#   - inline assembly (anywhere but in the system's headers), a #line
#     directive, an #include of anything but a system header or the kit's
#     own headers, code placed among data or data among code, and
#     functions chosen at load time make the build fail.
# Prints one line per change on standard error (make grade shows them).
# Needs nm, objcopy and readelf (binutils, which gcc depends on).
set -eu
mode=$1 src=$2 obj=${3:-} dir=${4:-}
base=$(basename "$src" .c)
seal=grading/seal.txt
say() { echo "seal: $src: $*" >&2; }
# A refusal is one line, "seal: FILE: refused: WHY" (make grade shows it
# as the reason nothing ran), and the build stops there.
refuse() { say "refused: $*"; [ -z "$obj" ] || rm -f "$obj"; exit 1; }
for tool in nm objcopy readelf; do
    command -v $tool > /dev/null 2>&1 || refuse "$tool is missing (install binutils); a graded file cannot be checked without it"
done
if [ "$mode" = source ]; then
dir=${TMPDIR:-/tmp}/seal.$$
mkdir -p "$dir"
trap 'rm -rf "$dir"' EXIT

# Directives that hide where code comes from: a line marker (#line,
# "# 12"), an #include of anything but a system header or one of the
# kit's own headers by name (a file including itself, or another file,
# could hold what the checks below must see), an #include or #embed
# spelled through a macro.
# The source is read as the preprocessor reads it first: trigraphs
# (??= is #, ??/ a backslash) and the digraph %: replaced, lines ending in
# a backslash joined, comments turned into spaces (strings and character
# constants kept), so "%:line", "#/**/line" or "#\" then "line" on the
# next line are seen for what they are; one line out for each line in,
# so the line numbers stay the file's.
LC_ALL=C awk '
    function flush(   t, out, i, c, q, n) {
        t = buf; buf = ""; out = ""; n = length(t)
        for (i = 1; i <= n; i++) {
            c = substr(t, i, 1)
            if (incomment) { if (substr(t, i, 2) == "*/") { incomment = 0; i++; out = out " " } ; continue }
            if (c == "\"" || c == "\047") {
                q = c; out = out c
                for (i++; i <= n; i++) { c = substr(t, i, 1); out = out c; if (c == "\\") { i++; out = out substr(t, i, 1) } else if (c == q) break }
                continue
            }
            if (substr(t, i, 2) == "/*") { incomment = 1; i++; continue }
            if (substr(t, i, 2) == "//") break
            out = out c
        }
        print out
        for (; joined > 0; joined--) print ""
    }
    { sub(/\r$/, ""); gsub(/\?\?=/, "#"); gsub(/\?\?\//, "\\"); sub(/^[ \t]*%:/, "#") }
    /\\$/ { buf = buf substr($0, 1, length($0) - 1); joined++; next }
    { buf = buf $0; flush() }
    END { if (buf != "") flush() }' "$src" | LC_ALL=C awk '
    /^[ \t]*#[ \t]*(line([ \t]|$)|[0-9])/ { print FNR ": a #line directive"; exit }
    /^[ \t]*#[ \t]*(embed|include_next|import)([^A-Za-z0-9_]|$)/ { print FNR ": an #embed, #include_next or #import"; exit }
    /^[ \t]*#[ \t]*include([^A-Za-z0-9_]|$)/ {
        s = $0; sub(/^[ \t]*#[ \t]*include[ \t]*/, "", s)
        if (s ~ /^<[A-Za-z0-9_.\/]+>/ && s !~ /^<\// && s !~ /\.\./) next
        if (match(s, /^"[A-Za-z0-9_]+\.h"/)) {
            h = substr(s, 2, RLENGTH - 2)
            here = (getline x < h) > 0; close(h)
            common = (getline x < ("common/" h)) > 0; close("common/" h)
            if (h != "seal.h" && (here || common)) next
        }
        print FNR ": #include " s " (only system headers and the kit'"'"'s own may be included)"; exit
    }' > "$dir/$base.lines"
# KIT_SEAL_SOURCE_CHECKS=0 skips the checks of the source (directives,
# assembly) for make assignments-check, which shows that the observer and
# its sandbox hold without them.
if [ "${KIT_SEAL_SOURCE_CHECKS:-1}" = 0 ]; then : > "$dir/$base.lines"; fi
[ -s "$dir/$base.lines" ] && refuse "line $(cat "$dir/$base.lines"): graded code may not have it"
# Inline assembly and the builtins that reach past the function's frame,
# anywhere outside the system's headers after preprocessing (macros
# expanded): in the file and in the kit's headers it includes.
${CC:-cc} -E -include tools/seal.h -I. -Icommon "$src" 2>/dev/null | awk -v f="$src" '
    /^# [0-9]+ "/ { s = $0; sub(/^# [0-9]+ "([^"\\]|\\.)*"/, "", s); mine = (s !~ /(^| )3( |$)/); next }
    mine {
        s = $0; gsub(/"([^"\\]|\\.)*"/, "\"\"", s)
        if (match(s, /(^|[^A-Za-z0-9_])(asm|__asm|__asm__|__builtin_(frame_address|return_address|longjmp|setjmp|unwind_init|eh_return|extract_return_addr|frob_return_addr))([^A-Za-z0-9_]|$)/)) {
            w = substr(s, RSTART, RLENGTH); gsub(/[^A-Za-z0-9_]/, "", w); print w; exit
        }
    }' > "$dir/$base.asm"
if [ "${KIT_SEAL_SOURCE_CHECKS:-1}" = 0 ]; then : > "$dir/$base.asm"; fi
[ -s "$dir/$base.asm" ] && refuse "uses $(cat "$dir/$base.asm"), which graded code may not (it could step around the tests)"
# exit() and its kin, which tools/seal.h turned into calls that do nothing.
if ${CC:-cc} -E -include tools/seal.h -I. -Icommon "$src" 2>/dev/null | awk -v f="$src" '
    /^# [0-9]+ "/ { cur = $3; gsub(/"/, "", cur); mine = (cur == f); next }
    mine && /kit_sealed_exit[ \t]*\(/ { found = 1 } END { exit !found }'; then
    say "calls exit() (or _exit, _Exit, quick_exit): while grading that ends its function's process, and the test fails there"
fi
exit 0
fi
[ "$mode" = object ] || { echo "seal.sh: source SRC, or object SRC OBJ SEALDIR" >&2; exit 2; }
mkdir -p "$dir"

# Sections: constructors go; anything but code, data and notes fails.
ctors=""
for s in $(readelf -SW "$obj" | sed -n 's/^ *\[ *[0-9]*\] \([^ ]*\) .*/\1/p'); do
    case $s in
    .init_array*|.fini_array*|.preinit_array*|.ctors*|.dtors*|.init|.fini|.rela.init_array*|.rela.fini_array*|.rela.preinit_array*|.rela.ctors*|.rela.dtors*|.rela.init|.rela.fini)
        ctors="$ctors $s" ;;
    .text*|.data*|.bss*|.rodata*|.tbss*|.tdata*|.comment|.note*|.eh_frame|.debug*|.rela.*|.group|.symtab|.strtab|.shstrtab|.llvm_addrsig|.gcc_except_table*|.stack_sizes*|"") ;;
    *) refuse "has a section $s, which graded code may not have" ;;
    esac
done
[ -z "$ctors" ] || refuse "has a constructor or destructor (an __attribute__((constructor)) or ((destructor)) function, an .init_array or .fini_array entry:$ctors), code that would run outside the tests, which graded code may not have"
# Data in executable sections, code chosen at load time.
readelf -SW "$obj" | awk '/^ *\[ *[0-9]+\]/ { sub(/^ *\[ */, ""); n = $1 + 0; sub(/^[0-9]+\] */, ""); if ($0 ~ / [WAXMSILOGTCxoEpl]*X[WAXMSILOGTCxoEpl]* /) print n }' > "$dir/$base.xsec"
readelf -sW "$obj" | awk -v xs="$dir/$base.xsec" '
    BEGIN { while ((getline l < xs) > 0) x[l + 0] = 1 }
    $4 == "OBJECT" && ($7 + 0) in x { print $8 }
    $4 == "GNU_IFUNC" { print $8 }' > "$dir/$base.odd"
[ -s "$dir/$base.odd" ] && refuse "puts data among its code or picks code at load time ($(head -3 "$dir/$base.odd" | tr '\n' ' ')), which graded code may not"

# Globals the stage's file does not define: made local.
nm -g --defined-only "$obj" | awk 'NF == 3 { print $3 }' | sort -u > "$dir/$base.defs"
{ awk -v f="$src" '$1 == "define" && $2 == f { print $3 }' "$seal"; grep '^kit_x_' "$dir/$base.defs" || true; } | sort -u > "$dir/$base.allowed_defs"
extra=$(comm -23 "$dir/$base.defs" "$dir/$base.allowed_defs")
if [ -n "$extra" ]; then
    args=""; for s in $extra; do args="$args -L $s"; done
    objcopy $args "$obj"
    say "defines $(echo $extra | sed 's/ /, /g'), which the stage's $src does not: made local to the file (the kit's own are used)"
fi

# Calls of anything outside the allowed set go to a trap.
nm -u "$obj" | awk '{ print $NF }' | sort -u > "$dir/$base.calls"
{
    awk -v f="$src" '$1 == "call" && ($2 == f || $2 == "*") { print $3 }' "$seal"
    # The C library's computing, memory and printing functions.
    for s in sqrt sqrtf sqrtl cbrt hypot pow powf exp exp2 expm1 log log2 log10 log1p sin cos tan asin acos atan atan2 \
             sinh cosh tanh asinh acosh atanh fabs fabsf fmod remainder floor ceil round lround llround trunc rint \
             lrint nearbyint fmin fmax fdim fma copysign nextafter frexp ldexp modf scalbn ilogb logb erf erfc \
             tgamma lgamma sinf cosf atan2f floorf ceilf fminf fmaxf \
             memcpy memmove memset memcmp memchr strlen strnlen strcmp strncmp strchr strrchr strstr strspn strcspn \
             strcpy strncpy strcat strncat strtod strtof strtol strtoul strtoll strtoull atoi atol atof \
             malloc calloc realloc free aligned_alloc qsort bsearch abs labs llabs div ldiv rand srand \
             printf fprintf vprintf vfprintf puts fputs putchar fputc putc fwrite fflush snprintf vsnprintf \
             sprintf vsprintf sscanf __isoc99_sscanf __isoc23_sscanf stdout stderr abort __assert_fail \
             __stack_chk_fail __errno_location __printf_chk __fprintf_chk __sprintf_chk __snprintf_chk \
             __vsnprintf_chk __vfprintf_chk __vprintf_chk __memcpy_chk __memmove_chk __memset_chk __strcpy_chk \
             __strncpy_chk __strcat_chk __fwrite_chk _GLOBAL_OFFSET_TABLE_ kit_refuse; do echo "$s"; done
} | sort -u > "$dir/$base.allowed_calls"
refused=$(comm -23 "$dir/$base.calls" "$dir/$base.allowed_calls" | grep -v '^__\(asan\|ubsan\|sanitizer\|tsan\|msan\)_' || true)
if [ -n "$refused" ]; then
    args=""
    for s in $refused; do args="$args --redefine-sym $s=kit_refused_${base}__$s"; done
    objcopy $args "$obj"
    say "calls $(echo $refused | sed 's/\([^ ]*\)/\1()/g; s/ /, /g'), which graded code may not: while grading, such a call ends its function's process, and the test fails there"
fi
rm -f "$dir/$base.lines" "$dir/$base.asm" "$dir/$base.xsec" "$dir/$base.odd" "$dir/$base.defs" "$dir/$base.allowed_defs" "$dir/$base.calls" "$dir/$base.allowed_calls"
