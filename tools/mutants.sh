#!/bin/sh
# mutants.sh - mutation testing with a fixed catalogue: do the tests notice
# when one line of the engine is wrong?
#
#   sh tools/mutants.sh [-j JOBS] [-k] [ID ...]      (make mutants runs it)
#
# mutants/catalogue.txt lists one-line mutants, one a line:
#
#   ID  FILE  :: FROM ==> TO
#
# FILE is a path from the top of the project, with sN/ short for stage N's
# directory (s8/physics.c is stages/08_*/physics.c).  FROM is exact source
# text that must occur exactly once in FILE, on one line; TO replaces it
# (an empty TO removes it).  Blank lines and lines starting with # are
# comments.  mutants/equivalent.txt names the mutants that no test can
# tell from the original (ID, then why); they are checked to still apply
# but not run, and they do not count in the score.
#
# A FROM that is not found exactly once is an error: the catalogue must be
# updated when the code changes.  So is a mutant that does not compile.
#
# Each mutant is applied in a private copy of the project (the checkout is
# never touched), only what depends on the mutated file is rebuilt (-O1: quick to build, quick to run),
# and the test program of the file's stage runs (stage 8's for common/
# files, and tests/common's too).  A mutant is killed when that program
# fails or times out.  Mutants run in JOBS parallel copies (default 2).
# The output is deterministic: catalogue order, no timings.  Exit status
# 1 when the score is below MUTANTS_TARGET percent (default 97), 2 on a
# catalogue or build error.  -k keeps the work directory.
set -eu

top=$(cd "$(dirname "$0")/.." && pwd)
catalogue=$top/mutants/catalogue.txt
equivalent=$top/mutants/equivalent.txt
jobs=2
keep=0
target=${MUTANTS_TARGET:-97}
while [ $# -gt 0 ]; do
    case $1 in
    -j) jobs=$2; shift 2 ;;
    -k) keep=1; shift ;;
    --) shift; break ;;
    -*) echo "mutants.sh: unknown option $1" >&2; exit 2 ;;
    *) break ;;
    esac
done
only="$*"

work=$(mktemp -d "${TMPDIR:-/tmp}/mutants.XXXXXX")
cleanup() { if [ "$keep" = 0 ]; then rm -rf "$work"; else echo "work directory kept: $work"; fi; }
trap cleanup EXIT
trap 'exit 2' INT TERM HUP

# ---- the catalogue, parsed once into tab-free records -------------------
# list.txt: "ID<US>FILE<US>STAGE<US>FROM<US>TO" with US = \037, one a line.
US=$(printf '\037')
resolve_file() {
    case $1 in
    s[1-8]/*)
        n=${1%%/*}; n=${n#s}
        d=$(cd "$top" && ls -d stages/0"$n"_* 2>/dev/null | head -n 1)
        [ -n "$d" ] || { echo "mutants.sh: no stage $n" >&2; exit 2; }
        echo "$d/${1#*/}" ;;
    *) echo "$1" ;;
    esac
}

awk -v US="$US" '
    /^[ \t]*(#|$)/ { next }
    {
        sep = index($0, " :: ")
        if (sep == 0) { print "catalogue line " NR ": no \" :: \"" > "/dev/stderr"; bad = 1; next }
        split(substr($0, 1, sep - 1), head, " ")
        rest = substr($0, sep + 4)
        arrow = index(rest, " ==>")
        if (arrow == 0) { print "catalogue line " NR ": no \" ==>\"" > "/dev/stderr"; bad = 1; next }
        from = substr(rest, 1, arrow - 1)
        to = substr(rest, arrow + 4)
        sub(/^ /, "", to)
        if (head[1] in seen) { print "catalogue line " NR ": id " head[1] " twice" > "/dev/stderr"; bad = 1 }
        seen[head[1]] = 1
        print head[1] US head[2] US from US to
    }
    END { exit bad }' "$catalogue" > "$work/raw.txt" || exit 2

: > "$work/list.txt"
while IFS="$US" read -r id file from to; do
    path=$(resolve_file "$file")
    case $path in
    stages/*) stage=$(basename "$(dirname "$path")" | cut -c1-2) ;;
    common/*) stage=08 ;;
    *) echo "mutants.sh: $id: $file is neither in stages/ nor in common/" >&2; exit 2 ;;
    esac
    [ -f "$top/$path" ] || { echo "mutants.sh: $id: no file $path" >&2; exit 2; }
    printf '%s%s%s%s%s%s%s%s%s\n' "$id" "$US" "$path" "$US" "$stage" "$US" "$from" "$US" "$to" >> "$work/list.txt"
done < "$work/raw.txt"

is_equivalent() {
    [ -f "$equivalent" ] && grep -q "^$1[[:space:]]" "$equivalent"
}

# mutate SRC DST FROM TO: DST is SRC with the one occurrence of FROM
# replaced; fails unless FROM occurs exactly once (in one line).  The
# texts go through the environment, which awk does not unescape.
mutate() {
    M_FROM=$3 M_TO=$4 awk '
        BEGIN { from = ENVIRON["M_FROM"]; to = ENVIRON["M_TO"]; n = 0 }
        {
            line = $0; out = ""
            while ((i = index(line, from)) > 0) {
                n++
                out = out substr(line, 1, i - 1) to
                line = substr(line, i + length(from))
            }
            print out line
        }
        END { if (n != 1) { print n > "/dev/stderr"; exit 1 } }' "$1" > "$2"
}

# Every mutant must still apply to the checkout as it is now.
errors=0
while IFS="$US" read -r id path stage from to; do
    if ! mutate "$top/$path" "$work/check.c" "$from" "$to" 2> "$work/count"; then
        echo "mutants.sh: $id: '$from' occurs $(cat "$work/count") times in $path, not once: update mutants/catalogue.txt" >&2
        errors=$((errors + 1))
    elif cmp -s "$top/$path" "$work/check.c"; then
        echo "mutants.sh: $id: replacement changes nothing in $path" >&2
        errors=$((errors + 1))
    fi
done < "$work/list.txt"
if [ -f "$equivalent" ]; then
    for id in $(awk '/^[^#[:space:]]/ { print $1 }' "$equivalent"); do
        grep -q "^$id$US" "$work/list.txt" || { echo "mutants.sh: equivalent.txt names $id, not in the catalogue" >&2; errors=$((errors + 1)); }
    done
fi
[ "$errors" = 0 ] || exit 2

# ---- the private copies -------------------------------------------------
# One copy per job, built once at -O0 (no sanitizer: speed), baseline green.
stages_used=$(cut -d "$US" -f 3 "$work/list.txt" | sort -u)
targets=""
for s in $stages_used; do targets="$targets build/tests/stage$s"; done
# common/ mutants run the common suites too.
uses_common=0
grep -q "${US}common/" "$work/list.txt" && uses_common=1
[ "$uses_common" = 0 ] || targets="$targets build/tests/common"

job=0
while [ "$job" -lt "$jobs" ]; do
    w=$work/copy$job
    mkdir -p "$w"
    # The whole tracked tree: the Makefile includes its parts and reads
    # the engine's presets, though only stages and common/ are mutated.
    (cd "$top" && git ls-files -z --cached | xargs -0 sh -c 'for f; do [ -f "$f" ] && printf "%s\0" "$f"; done' sh |
        xargs -0 cp --parents -t "$w")
    if ! make -C "$w" -s -j1 BUILD=build CFLAGS=-O1 SANITIZE= $targets > "$w/build.log" 2>&1; then
        echo "mutants.sh: the unmutated copy does not build:" >&2
        tail -n 20 "$w/build.log" >&2
        exit 2
    fi
    for s in $stages_used; do
        if ! (cd "$w" && CK_DEFAULT_TIMEOUT=20 timeout 300 build/tests/stage"$s" > /dev/null 2>&1); then
            echo "mutants.sh: the unmutated stage $s tests fail: fix them first" >&2
            exit 2
        fi
    done
    if [ "$uses_common" = 1 ] && ! (cd "$w" && CK_DEFAULT_TIMEOUT=20 timeout 300 build/tests/common > /dev/null 2>&1); then
        echo "mutants.sh: the unmutated common tests fail: fix them first" >&2
        exit 2
    fi
    job=$((job + 1))
done

# run_job J: the mutants with index = J (mod jobs), results in copyJ/results
run_job() {
    w=$work/copy$1
    : > "$w/results"
    i=0
    while IFS="$US" read -r id path stage from to; do
        i=$((i + 1))
        [ $(((i - 1) % jobs)) = "$1" ] || continue
        if [ -n "$only" ]; then
            case " $only " in *" $id "*) ;; *) continue ;; esac
        fi
        if is_equivalent "$id"; then
            echo "$i equivalent $id" >> "$w/results"
            continue
        fi
        cp "$w/$path" "$w/pristine"
        mutate "$w/pristine" "$w/$path" "$from" "$to" 2> /dev/null
        case $path in
        common/*) obj=build/obj/common/$(basename "$path" .c).o; progs="tests/stage08 tests/common" ;;
        *) obj=build/obj/stage$stage/$(basename "$path" .c).o; progs="tests/stage$stage" ;;
        esac
        verdict=survived
        if ! make -C "$w" -s BUILD=build CFLAGS=-O1 SANITIZE= $(for p in $progs; do echo "build/$p"; done) > "$w/mbuild.log" 2>&1; then
            verdict=stillborn
        else
            for p in $progs; do
                if ! (cd "$w" && CK_DEFAULT_TIMEOUT=10 timeout 120 "build/$p" > /dev/null 2>&1); then
                    verdict=killed
                    break
                fi
            done
        fi
        # Back to the original; the object built from the mutant goes too,
        # so the next build cannot mistake it for up to date.
        cp "$w/pristine" "$w/$path"
        rm -f "$w/$obj"
        echo "$i $verdict $id" >> "$w/results"
    done < "$work/list.txt"
}

job=0
pids=""
while [ "$job" -lt "$jobs" ]; do
    run_job "$job" &
    pids="$pids $!"
    job=$((job + 1))
done
status=0
for p in $pids; do wait "$p" || status=2; done
[ "$status" = 0 ] || { echo "mutants.sh: a job failed" >&2; exit 2; }

# ---- the report, in catalogue order ----------------------------------------
cat "$work"/copy*/results | sort -n > "$work/results"
awk -v target="$target" -v catalogue="$work/list.txt" -v US="$US" '
    BEGIN { while ((getline l < catalogue) > 0) { split(l, f, US); file[f[1]] = f[2]; from[f[1]] = f[4]; to[f[1]] = f[5] } }
    { n[$2]++ }
    $2 == "survived" { printf "survived: %s  %s: %s ==> %s\n", $3, file[$3], from[$3], to[$3] }
    $2 == "stillborn" { printf "does not compile: %s (fix the catalogue)\n", $3 }
    END {
        k = n["killed"] + 0; s = n["survived"] + 0; e = n["equivalent"] + 0
        score = k + s > 0 ? 100 * k / (k + s) : 100
        printf "mutants: %d killed, %d survived, %d equivalent, score %.1f%%\n", k, s, e, score
        if (n["stillborn"] > 0) exit 2
        exit score < target ? 1 : 0
    }' "$work/results"
