#!/bin/sh
# reference_check.sh BUILD PROGRAM... - the appendix (book/90-reference.md)
# names every word the programs accept (make test runs this after
# building BUILD/PROGRAM for every stage and preset).
#
# The words come from the programs themselves: each is handed a scene
# with a word none of them takes, and its message lists the words it
# would have taken there (common/scene.c, engine/program.c,
# engine/physics.c's SETTINGS table, engine/materials.c, engine/layers.c,
# engine/joint_scene.c write those lists).  Asked of every program:
#   - the scene's line words (settings, ideas, column, material, joint,
#     circle, rect): the reference has a code span that starts with it
#     (`gravity X Y`, `solver S`, `warm_starting off`);
#   - a body's attributes: a code span with `KEY=` (one the program
#     takes alone, as `static`, in a code span);
#   - each setting's and column's words (solver relaxation ..., on/off):
#     the word in a code span;
#   - the built-in materials (material=NAME): in a code span;
#   - the joint kinds: a code span that starts with `joint KIND`, and
#     each kind's options: a code span with `OPTION=`;
#   - the trace's columns, the header with each `column` word: in a
#     code span of the section "## The trace".
# and engine/physics.c's SETTINGS table read from the source, whose
# every name a preset's list must hold (so a message cut short fails
# too).  A word missing is reported as
#   book/90-reference.md: no `WORD` (PROGRAM's KIND)
# and the exit status is 1; a program that does not answer as expected,
# 2.  POSIX sh and awk only.
set -eu
cd "$(dirname "$0")/.."

[ $# -ge 2 ] || {
    echo "usage: sh tools/reference_check.sh BUILD PROGRAM..." >&2
    exit 2
}
build=$1
shift
ref=${REFERENCE:-book/90-reference.md}
[ -r "$ref" ] || {
    echo "reference_check: cannot read $ref" >&2
    exit 2
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/reference_check.XXXXXX")
[ -n "${KEEP:-}" ] || trap 'rm -rf "$tmp"' EXIT INT TERM

# The reference's code spans, one a line as "SECTION<tab>SPAN": fenced
# blocks left out, a paragraph's lines joined (a span may wrap).
awk '
    /^```/ { fenced = !fenced; next }
    fenced { next }
    /^## / { flush(); section = substr($0, 4); next }
    /^[ \t]*$/ { flush(); next }
    { text = text " " $0 }
    END { flush() }
    function flush(   n, part, i, s) {
        n = split(text, part, "`")
        for (i = 2; i <= n; i += 2) {
            s = part[i]; gsub(/[ \t]+/, " ", s); sub(/^ /, "", s); sub(/ $/, "", s)
            print section "\t" s
        }
        text = ""
    }' "$ref" >"$tmp/spans"

# The SETTINGS table's names, from engine/physics.c.
awk '/^static const Setting SETTINGS\[\] = \{/ { on = 1; next }
     on && /^\};/ { exit }
     on && /^ *\{"[a-z_]+",/ { s = $0; sub(/^ *\{"/, "", s); sub(/".*/, "", s); print s }' \
    engine/physics.c >"$tmp/settings"
[ -s "$tmp/settings" ] || {
    echo "reference_check: no SETTINGS table found in engine/physics.c" >&2
    exit 2
}

NOWORD=zzqqxxvvyy

# ask PROGRAM SCENE_TEXT: the program's one-line message for a scene of
# that text (it must refuse it with exit status 2).
ask() {
    printf '%s\n' "$2" >"$tmp/ask.scene"
    status=0
    "$build/$1" --scene "$tmp/ask.scene" --script /dev/null --frames 0 >"$tmp/ask.out" \
        2>"$tmp/ask.err" || status=$?
    if [ "$status" != 2 ]; then
        echo "reference_check: $build/$1 took the scene '$2' (exit $status), expected a refusal" >&2
        exit 2
    fi
    head -n 1 "$tmp/ask.err"
}

# accepts PROGRAM SCENE_TEXT: whether the program runs a scene of that
# text (an attribute that takes no value, as static, is accepted alone).
accepts() {
    printf '%s\n' "$2" >"$tmp/ask.scene"
    "$build/$1" --scene "$tmp/ask.scene" --script /dev/null --frames 0 >/dev/null 2>&1
}

# header PROGRAM [--set LINE]: the columns of the trace the program
# writes on its built-in scene, one a line.
header() {
    h=$1
    shift
    "$build/$h" --script /dev/null --frames 0 --trace "$tmp/trace.csv" "$@" >/dev/null 2>"$tmp/trace.err" || {
        echo "reference_check: $build/$h $* wrote no trace: $(cat "$tmp/trace.err")" >&2
        exit 2
    }
    head -n 1 "$tmp/trace.csv" | tr ',' '\n'
}

# list MESSAGE BEFORE AFTER: the words between BEFORE and AFTER in the
# message ("a, b, c or d"), one a line; exit 2 when the message is not
# of that form.
list() {
    printf '%s\n' "$1" | awk -v before="$2" -v after="$3" -v msg="$1" '
        {
            i = index($0, before)
            if (i == 0) { bad = 1; exit }
            rest = substr($0, i + length(before))
            j = index(rest, after)
            if (j == 0) { bad = 1; exit }
            rest = substr(rest, 1, j - 1)
            gsub(/ or /, ", ", rest)
            n = split(rest, w, ", ")
            for (k = 1; k <= n; k++)
                if (w[k] != "") print w[k]
        }
        END { if (bad) { print "reference_check: cannot read the list in: " msg > "/dev/stderr"; exit 2 } }'
}

# want PROGRAM KIND RULE WORD...: each WORD in the reference by RULE
# (start: a span starts with it; key: a span holds WORD=;
# word: a span holds it as a word; trace: the same, in "The trace").
want() {
    prog=$1 kind=$2 rule=$3
    shift 3
    for w in "$@"; do
        echo "$prog	$kind	$rule	$w"
    done >>"$tmp/wanted"
}

: >"$tmp/wanted"
for prog in "$@"; do
    [ -x "$build/$prog" ] || {
        echo "reference_check: no program $build/$prog (make $build/$prog)" >&2
        exit 2
    }
    msg=$(ask "$prog" "$NOWORD 1")
    lines=$(list "$msg" "(expected " ")" | tr '\n' ' ')
    want "$prog" "scene word" start $lines
    msg=$(ask "$prog" "circle 0 0 1 $NOWORD=1")
    attrs=$(list "$msg" "(expected " ")" | tr '\n' ' ')
    for a in $attrs; do
        if accepts "$prog" "circle 0 0 1 $a"; then
            want "$prog" "attribute" word "$a"
        else
            want "$prog" "attribute" key "$a"
        fi
    done
    want "$prog" "trace column" trace $(header "$prog")
    case " $lines " in
    *" column "*) ;;
    *) continue ;;
    esac
    # A preset: its settings' words, its columns, materials and joints.
    for s in $(cat "$tmp/settings"); do
        case " $lines " in
        *" $s "*) ;;
        *)
            echo "reference_check: $prog's list of scene words has no '$s' (engine/physics.c's SETTINGS): $msg" >&2
            exit 2
            ;;
        esac
        msg=$(ask "$prog" "$s $NOWORD")
        case "$msg" in
        *"needs one word, "*) want "$prog" "value of $s" word $(list "$msg" "needs one word, " ", got") ;;
        esac
    done
    msg=$(ask "$prog" "column $NOWORD")
    columns=$(list "$msg" "needs one word, " ", got")
    want "$prog" "value of column" word $columns
    for c in $columns; do
        want "$prog" "trace column (column $c)" trace $(header "$prog" --set "column $c")
    done
    case " $attrs " in
    *" material "*)
        msg=$(ask "$prog" "circle 0 0 1 material=$NOWORD")
        want "$prog" "material" word $(list "$msg" "(expected " " or one a")
        ;;
    esac
    case " $lines " in
    *" joint "*) ;;
    *) continue ;;
    esac
    msg=$(ask "$prog" "joint $NOWORD")
    kinds=$(list "$msg" "needs a kind, " ", got")
    for k in $kinds; do
        want "$prog" "joint line" start "joint $k"
        msg=$(ask "$prog" "joint $k 1 2 0 0 $NOWORD=1")
        case "$msg" in
        *"needs A B AX AY BX BY"*) msg=$(ask "$prog" "joint $k 1 2 0 0 0 0 $NOWORD=1") ;;
        esac
        want "$prog" "option of joint $k" key $(list "$msg" "(expected " ")")
    done
done

# Each wanted word against the spans; the first program to want it is
# the one named.
awk -F '\t' -v ref="$ref" '
    FILENAME == ARGV[1] { span[++n] = $2; sect[n] = $1; next }
    {
        prog = $1; kind = $2; rule = $3; w = $4
        if ((rule SUBSEP w) in done) next
        done[rule, w] = 1
        found = 0
        for (i = 1; i <= n && !found; i++) {
            s = span[i]
            if (rule == "start") found = s == w || index(s, w " ") == 1
            else if (rule == "key") found = has_word(s, w "=")
            else if (rule == "word") found = has_word(s, w)
            else found = sect[i] == "The trace" && has_word(s, w)
        }
        if (!found) {
            printf "%s: no `%s%s` (%s, %s)\n", ref, w, rule == "key" ? "=" : "", prog, kind
            missing++
        }
    }
    # w in s, not inside a longer word (a letter, digit or _ either side).
    function has_word(s, w,   at, before, after, rest) {
        rest = s
        while ((at = index(rest, w)) > 0) {
            before = at > 1 ? substr(rest, at - 1, 1) : ""
            after = substr(rest, at + length(w), 1)
            if (before !~ /[A-Za-z0-9_]/ && (w ~ /=$/ || after !~ /[A-Za-z0-9_]/))
                return 1
            rest = substr(rest, at + 1)
        }
        return 0
    }
    END {
        if (missing) { printf "reference_check: %d words the programs accept are not in %s\n", missing, ref; exit 1 }
    }' "$tmp/spans" "$tmp/wanted"
echo "reference_check: $(cut -f 3,4 "$tmp/wanted" | sort -u | wc -l | tr -d ' ') words of $# programs, each in $ref"
