#!/bin/sh
# check.sh WORK - the teacher's check of every stage's assignment list:
# that a kit grades exactly what its tests prove.
#
# For every stage NN and its list assignments/NN.list:
#   1. rows: every listed function has tests of its own (tests whose
#      last failing stub is that function: assignments/tools/map.sh);
#   2. order: with the first k functions of the table written and the
#      rest stubs, the score grows with every k, and rows 1..k score full
#      marks (the feedback a student gets writing them in order);
#   3. faults: one-line faults planted in each function
#      (assignments/tools/faults.awk: a comparison flipped, a sign, a term
#      or a statement dropped, two arguments swapped); whenever one makes
#      `make test` fail, the grade is below full marks AND the function's
#      own row loses points; every function has a fault the tests catch;
#   3b. fault shapes (assignments/tools/shapes_check.sh): a loop's bound
#      one short, a constant for a setting, a square's twin, planted in
#      every function that has the shape, each fail `make test` and cost
#      points in the function's own row, with every test and with the
#      tests a HIDDEN=1 kit shows;
#   4. the kit: with every stub it builds warning-free with gcc (and the
#      graded files with clang), scores below full marks, and every test
#      Check runs is graded; with the original bodies it scores full marks;
#   5. the kit with tests held back (HIDDEN=1) keeps nothing of them,
#      builds warning-free, and grades as many tests as Check runs;
#   6. the kit's book names no command, path, file, test or link it does
#      not have (assignments/tools/book_refs.sh);
# and, end to end: for stage 07, the tricks of issue 40 (descriptor 3
# through stdout, an early end, forged reference lines, answers looked up
# by the tests' inputs), a fault and an endless loop in the early
# function, a flood of output and the attacks of
# assignments/tools/attacks.sh, in make grade, the Gradescope bundle and
# the Classroom 50 bundle (tricks_test.sh); for stage 08, the Gradescope
# bundle (autograder_test.sh), the attacks on make grade and make
# grade-submission (attack_test.sh), the time limits (limits_test.sh) and
# the Classroom 50 bundle (classroom_test.sh).
# Prints a table per stage; exit 1 on any problem.  STAGES="03 04" checks
# some stages only; JOBS (default 2) builds run at once; FIGURES (default
# out/) is where the chapters' figures are (make assignments-check draws
# them first).
set -u
# The kits are built like a student builds them, by a make of their own:
# not a sub-make of the one running this check (its -j and jobserver would
# leak in, and make would warn about them).
unset MAKEFLAGS MFLAGS MAKELEVEL
top=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-$top/build/assignments/check}
mkdir -p "$work"
work=$(cd "$work" && pwd)
JOBS=${JOBS:-2}
export JOBS
T=$(printf '\t')
problems=$work/problems.txt
: > "$problems"
start=$(date +%s)
problem() { echo "assignments-check: $*" >> "$problems"; }
stages=${STAGES:-$(cd "$top/stages" && ls -d [0-9][0-9]_* | cut -c1-2 | tr '\n' ' ')}

# rows_of DIR: the rows of the grade of the variant in DIR (DIR/rows.txt).
rows_of() {
    awk -v built=1 -v json=/dev/null -v rows="$1/rows.txt" -v checks="" \
        -f "$top/assignments/kit/tools/grade.awk" "$2/list" "$2/tests.txt" "$2/map.txt" "$1/results.txt" > /dev/null
}

# ---- 1. the maps ---------------------------------------------------------------
for nn in $stages; do
    list=$top/assignments/$nn.list
    [ -f "$list" ] || { problem "stage $nn: no assignments/$nn.list"; continue; }
    if ! FORCE=1 sh "$top/assignments/tools/map.sh" "$nn" "$list" "$work" 2> "$work/map$nn.err"; then
        problem "stage $nn: $(head -c 2000 "$work/map$nn.err")"
        continue
    fi
    w=$work/$nn
    awk -F '\t' 'FILENAME == ARGV[1] { split($0, f, " "); if (f[1] != "-") { id = f[1] ":" f[2]; n[id] = 0; order[++k] = id }; next }
        { n[$1]++ } END { for (i = 1; i <= k; i++) if (n[order[i]] == 0) print order[i] }' "$w/list" "$w/map.txt" |
    while read -r id; do
        problem "stage $nn: ${id%%:*} ${id#*:}: no test of its own (every test that fails with its stub fails with a later function's stub too; see map.txt)"
    done
done

t_maps=$(($(date +%s) - start))
# ---- 2, 3. the variants: the table written in order, the planted faults -------
: > "$work/variants"
for nn in $stages; do
    w=$work/$nn
    [ -f "$w/map.txt" ] || continue
    stage=$(ls -d "$top"/stages/"$nn"_* | head -1)
    chapter=$(ls "$top"/book/"$nn"-*.md | head -1)
    rm -rf "$w/var"; mkdir -p "$w/var"
    n=$(wc -l < "$w/functions" | tr -d ' ')
    k=1
    while [ "$k" -lt "$n" ]; do
        d=$w/var/order.$k
        mkdir -p "$d/src"
        tail -n +"$((k + 1))" "$w/functions" > "$d/list"
        sh "$top/assignments/tools/stub_sources.sh" "$stage" "$chapter" "$d/list" "$d/src"
        echo "$nn $d" >> "$work/variants"
        k=$((k + 1))
    done
    d=$w/var/order.0; mkdir -p "$d/src"; cp "$w/functions" "$d/list"
    sh "$top/assignments/tools/stub_sources.sh" "$stage" "$chapter" "$d/list" "$d/src"
    echo "$nn $d" >> "$work/variants"
    while read -r file fn; do
        awk -f "$top/tools/c_code.awk" -f "$top/tools/items.awk" "$stage/$file" > "$w/var/items.$file"
        i=0
        awk -v fn="$fn" -v max="${FAULTS_PER_KIND:-1}" -v max_drop="${FAULTS_DROPPED:-2}" -f "$top/tools/c_code.awk" -f "$top/assignments/tools/faults.awk" "$w/var/items.$file" "$stage/$file" |
        while IFS="$T" read -r kind ln text; do
            i=$((i + 1))
            d=$w/var/fault.${file%.c}.$fn.$i
            mkdir -p "$d/src"
            printf '%s\t%s\t%s\t%s\t%s\n' "$file" "$fn" "$kind" "$ln" "$text" > "$d/fault"
            awk -v ln="$ln" -v text="$text" 'NR == ln { print text; next } { print }' "$stage/$file" > "$d/src/$file"
            echo "$nn $d" >> "$work/variants"
        done
    done < "$w/functions"
done
# All at once, JOBS at a time.
awk '{ print $1, "'"$top"'/assignments/" $1 ".list", "'"$work"'", "--run", $2 }' "$work/variants" |
    xargs -P "$JOBS" -L 1 sh "$top/assignments/tools/map.sh"

: > "$work/faults.txt"
for nn in $stages; do
    w=$work/$nn
    [ -d "$w/var" ] || continue
    # 2. the order
    : > "$w/order.txt"
    n=$(wc -l < "$w/functions" | tr -d ' ')
    prev=-1 k=0
    while [ "$k" -lt "$n" ]; do
        d=$w/var/order.$k
        if [ "$(cat "$d/status" 2>/dev/null)" = nocompile ]; then
            problem "stage $nn: the first $k functions written and the rest stubs does not build: $(head -5 "$d/cc.txt")"
            break
        fi
        rows_of "$d" "$w"
        score=$(awk -F '\t' '{ s += $4 } END { printf "%.2f", s }' "$d/rows.txt")
        short=$(awk -F '\t' -v k="$k" 'NR <= k && $2 != $3 { sub(/^[^:]*:/, "", $1); printf "%s%s (%d/%d)", sep, $1, $2, $3; sep = ", " }' "$d/rows.txt")
        [ -z "$short" ] || problem "stage $nn: with the first $k functions written, rows above it lose points: $short"
        awk -v a="$score" -v b="$prev" 'BEGIN { exit !(a > b) }' || problem "stage $nn: writing function $k does not raise the score ($prev -> $score)"
        echo "$k $score" >> "$w/order.txt"
        prev=$score
        k=$((k + 1))
    done
    rows_of "$w/base" "$w"
    score=$(awk -F '\t' '{ s += $4 } END { printf "%.2f", s }' "$w/base/rows.txt")
    awk -v a="$score" -v b="$prev" 'BEGIN { exit !(a > b) }' || problem "stage $nn: writing the last function does not raise the score ($prev -> $score)"
    # 3. the faults
    for d in "$w"/var/fault.*; do
        [ -d "$d" ] || continue
        IFS="$T" read -r file fn kind ln text < "$d/fault"
        st=$(cat "$d/status" 2>/dev/null || echo none)
        [ "$st" = nocompile ] && continue
        rows_of "$d" "$w"
        verdict=$(awk -F '\t' -v id="$file:$fn" -v st="$st" '
            { s += $4; m += $5 } $1 == id { own = $2 "/" $3; ownlost = ($2 < $3) }
            END { full = (s >= m - 1e-9)
                  if (st == "pass") print "survives"
                  else if (full) print "FULL MARKS while make test fails"
                  else if (!ownlost) print "costs no points in its own row"
                  else printf "caught %s/%s, own row %s\n", s, m, own }' "$d/rows.txt")
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$nn" "$file" "$fn" "$kind" "$ln" "$verdict" "$d" >> "$work/faults.txt"
        case $verdict in
        FULL*|costs*) problem "stage $nn: $file $fn: fault at line $ln ($kind: $(echo "$text" | sed 's/^ *//')): $verdict" ;;
        esac
    done
    awk -F '\t' -v nn="$nn" 'FILENAME == ARGV[1] { split($0, f, " "); t[f[1] ":" f[2]] = 0; next }
        $1 == nn { t[$2 ":" $3]++; if ($6 ~ /^caught/) c[$2 ":" $3]++ }
        END { for (id in t) if (!c[id]) print id "\t" (t[id] ? "no planted fault makes a test fail" : "no one-line fault could be planted in it") }' \
        "$w/functions" "$work/faults.txt" | while IFS="$T" read -r id why; do
        problem "stage $nn: ${id%%:*} ${id#*:}: $why"
    done
done

t_variants=$(($(date +%s) - start - t_maps))
# ---- 4, 5, 6. the kits ------------------------------------------------------------
for nn in $stages; do
    w=$work/$nn
    [ -f "$w/map.txt" ] || continue
    list=$top/assignments/$nn.list
    name=$(basename "$(ls -d "$top"/stages/"$nn"_* | head -1)")
    dir=$top/stages/$name
    rm -rf "$work/kits"
    if ! LIST=$list FIGURES=${FIGURES:-$top/out} sh "$top/assignments/tools/make_kit.sh" "$nn" "$work" "$work/kits" > /dev/null 2> "$work/kit$nn.err"; then
        problem "stage $nn: make_kit failed: $(cat "$work/kit$nn.err")"; continue
    fi
    kit=$work/kits/$name
    kb=$work/kitbuild$nn
    # make grade builds in $kb/grade, sealed; the program is built there
    # too, so each file is compiled once (common/ once for all stages).
    rm -rf "$kb"; mkdir -p "$kb/grade/common"
    cp "$work"/common/*.o "$kb/grade/common/"
    if ! (cd "$kit" && make -s -j"$JOBS" CC=gcc BUILD="$kb/grade" GRADE=1 all) > "$work/gcc$nn.txt" 2>&1; then
        problem "stage $nn: the stubbed kit does not build with gcc: $(head -20 "$work/gcc$nn.txt")"
    elif [ -s "$work/gcc$nn.txt" ]; then
        problem "stage $nn: the stubbed kit builds with warnings (gcc): $(head -20 "$work/gcc$nn.txt")"
    fi
    if command -v clang > /dev/null 2>&1; then
        title=$(sh "$top/tools/title.sh" "$name")
        for f in $(awk '$1 != "-" { print $1 }' "$kit/grading/functions.txt" | sort -u); do
            clang $(sed '/^#/d' "$top/tools/c_flags") -O0 -DSTAGE_NAME="\"stage$nn\"" \
                -DSTAGE_TITLE="\"$title\"" -I"$kit" -I"$kit/common" -c "$kit/$f" -o "$kb/clang.o" > "$work/clang.txt" 2>&1 \
                || problem "stage $nn: $f (stubbed) does not compile with clang: $(head -20 "$work/clang.txt")"
            [ -s "$work/clang.txt" ] && problem "stage $nn: $f (stubbed) warns with clang: $(head -20 "$work/clang.txt")"
        done
    else
        problem "clang is not installed; the stubs were not compiled with clang"
    fi
    (cd "$kit" && RESULTS="$kb/stubbed.json" make -s CC=gcc BUILD="$kb" grade) > "$work/grade$nn.stub.txt" 2>&1
    set -- $(awk -F '\t' '{ s += $4; m += $5 } END { print s + 0, m + 0 }' "$kb/grade/result/rows.txt" 2>/dev/null)
    stub_score=${1:-?} max=${2:-?}
    awk -v s="$stub_score" -v m="$max" 'BEGIN { exit !(s < m) }' || problem "stage $nn: the kit with every stub scores $stub_score of $max (want less)"
    grep -q "^Check ran [0-9]* tests; the table grades all" "$work/grade$nn.stub.txt" ||
        problem "stage $nn: the stubbed kit's grade does not grade every test Check runs: $(grep '^Check' "$work/grade$nn.stub.txt")"
    # The original bodies back: full marks, every test graded.
    cp "$dir"/*.c "$dir"/*.h "$kit/"
    (cd "$kit" && RESULTS="$kb/solution.json" make -s CC=gcc BUILD="$kb" grade) > "$work/grade$nn.sol.txt" 2>&1
    set -- $(awk -F '\t' '{ s += $4 } END { print s + 0 }' "$kb/grade/result/rows.txt" 2>/dev/null)
    sol_score=${1:-?}
    awk -v s="$sol_score" -v m="$max" 'BEGIN { exit !(s == m) }' || problem "stage $nn: the kit with the original bodies scores $sol_score of $max (want full marks): $(grep -A1 '^FAIL' "$work/grade$nn.sol.txt" | head -6)"
    grep -q "^Check ran [0-9]* tests; the table grades all" "$work/grade$nn.sol.txt" ||
        problem "stage $nn: the kit's grade does not grade every test Check runs: $(grep '^Check' "$work/grade$nn.sol.txt")"
    sh "$top/assignments/tools/book_refs.sh" "$kit" > "$work/refs$nn.txt" 2>&1 || problem "stage $nn: the kit's book: $(head -c 3000 "$work/refs$nn.txt")"
    # The probe transcripts of the kit's chapters, run by the kit's program
    # (with the stage's own code: what the chapters show).
    if (cd "$kit" && make -s CC=gcc BUILD="$kb/grade" GRADE=1 all) > "$work/prog$nn.txt" 2>&1; then
        sh "$top/tools/book_transcripts.sh" "$kb/grade" "$kit"/book/[0-9][0-9]-*.md > "$work/transcripts$nn.txt" 2>&1 ||
            problem "stage $nn: the kit's book shows probe answers its program does not give: $(head -c 2000 "$work/transcripts$nn.txt")"
    else
        problem "stage $nn: the kit with the original bodies does not build: $(head -20 "$work/prog$nn.txt")"
    fi
    # 5. held back.
    rm -rf "$work/hkits" "$kb.h"; mkdir -p "$kb.h/grade/common"; cp "$work"/common/*.o "$kb.h/grade/common/"
    if ! LIST=$list HIDDEN=1 BOOK=0 sh "$top/assignments/tools/make_kit.sh" "$nn" "$work" "$work/hkits" > "$work/hkit$nn.txt" 2>&1; then
        problem "stage $nn: make_kit HIDDEN=1 failed: $(cat "$work/hkit$nn.txt")"
    else
        hkit=$work/hkits/$name
        # (WORK/NN/hidden.txt: the held-back tests, for shapes_check.sh)
        cp "$work/hkits/$name.held_back.txt" "$w/hidden.txt"
        # Some tests held back, every one of them a test of the stage.
        held=$(awk -F '\t' 'FILENAME == ARGV[1] { t[$1] = 1; next } ($1 in t) { n++ } END { print n + 0 }' "$w/tests.txt" "$w/hidden.txt")
        [ "$held" -gt 0 ] && [ "$held" = "$(wc -l < "$w/hidden.txt" | tr -d ' ')" ] &&
            [ $((held + $(wc -l < "$hkit/grading/tests.txt"))) = "$(wc -l < "$w/tests.txt" | tr -d ' ')" ] ||
            problem "stage $nn: HIDDEN=1 held back $held of the $(wc -l < "$w/hidden.txt" | tr -d ' ') tests it names, and the kit grades $(wc -l < "$hkit/grading/tests.txt" | tr -d ' ') of $(wc -l < "$w/tests.txt" | tr -d ' ')"
        # Only the tests differ from the kit above: make grade builds them.
        (cd "$hkit" && RESULTS="$kb.h/r.json" make -s CC=gcc BUILD="$kb.h" grade) > "$work/hgrade$nn.txt" 2>&1
        grep -v '^seal:' "$kb.h/grade/result/build.txt" > "$work/hgcc$nn.txt" 2>/dev/null
        [ -s "$work/hgcc$nn.txt" ] && problem "stage $nn: the kit with tests held back does not build warning-free: $(head -20 "$work/hgcc$nn.txt")"
        grep -q "^Check ran [0-9]* tests; the table grades all" "$work/hgrade$nn.txt" ||
            problem "stage $nn: the kit with tests held back does not grade every test Check runs: $(grep '^Check' "$work/hgrade$nn.txt")"
        awk -F '\t' '$1 != "-:rest" { r[$1]++ } END { for (k in r) n++; print n + 0 }' "$hkit/grading/map.txt" > "$work/hrows"
        [ "$(cat "$work/hrows")" = "$(awk '$1 != "-"' "$w/list" | wc -l | tr -d ' ')" ] ||
            problem "stage $nn: with tests held back, a function has no visible test of its own"
    fi
    nf=$(awk '$1 != "-"' "$w/list" | wc -l | tr -d ' ')
    nt=$(wc -l < "$w/tests.txt" | tr -d ' ')
    caught=$(awk -F '\t' -v nn="$nn" '$1 == nn && $6 ~ /^caught/' "$work/faults.txt" | wc -l | tr -d ' ')
    planted=$(awk -F '\t' -v nn="$nn" '$1 == nn' "$work/faults.txt" | wc -l | tr -d ' ')
    echo "stage $nn: $nf functions, $nt tests; stubbed kit $stub_score/$max, original bodies $sol_score/$max; in order: $(awk '{ printf "%s%s", sep, $2; sep = " " }' "$w/order.txt" 2>/dev/null) $sol_score; faults caught $caught of $planted planted" >> "$work/summary.txt"
done

t_kits=$(($(date +%s) - start - t_maps - t_variants))
# ---- 3b. the fault shapes (assignments/tools/shapes_check.sh) -------------------
t_shapes=$(date +%s); sh "$top/assignments/tools/shapes_check.sh" "$work" $stages; t_shapes=$(($(date +%s) - t_shapes))
# ---- 7. the graders end to end -------------------------------------------------
# Three chains, side by side, each grading one submission at a time:
# stage 07's kit against the tricks of issue 40 and the attacks, in make
# grade, the Gradescope bundle and the Classroom 50 bundle
# (tricks_test.sh); stage 08's Gradescope bundle (autograder_test.sh)
# and the attacks on make grade and make grade-submission
# (attack_test.sh); stage 08's time limits and what students see
# (limits_test.sh) and its Classroom 50 bundle (classroom_test.sh).
# Each chain works in its own directories under WORK.
tricks="" chain_a="" chain_b=""
case " $stages " in *" 07 "*)
    { sh "$top/assignments/tools/tricks_test.sh" "$work" "$work/tricks" > "$work/tricks.txt" 2>&1 ||
          problem "the tricks and attacks on stage 07's three graders (assignments/tools/tricks_test.sh): $(grep FAIL "$work/tricks.txt" | head -20)"; } &
    tricks=$! ;;
esac
case " $stages " in *" 08 "*)
    { sh "$top/assignments/tools/autograder_test.sh" "$work" "$work/autograder" > "$work/autograder.txt" 2>&1 ||
          problem "the autograder's end-to-end test: $(tail -30 "$work/autograder.txt")"
      sh "$top/assignments/tools/attack_test.sh" "$work" "$work/attacks" > "$work/attacks.txt" 2>&1 ||
          problem "the attacks on make grade and make grade-submission (assignments/tools/attack_test.sh): $(grep FAIL "$work/attacks.txt" | head -20)"; } &
    chain_a=$!
    { sh "$top/assignments/tools/limits_test.sh" "$work" "$work/limits" > "$work/limits.txt" 2>&1 ||
          problem "time limits and what students see (assignments/tools/limits_test.sh): $(grep FAIL "$work/limits.txt" | head -20)"
      sh "$top/assignments/tools/classroom_test.sh" "$work" "$work/classroom" > "$work/classroom.txt" 2>&1 ||
          problem "the Classroom 50 bundle's end-to-end test (see $work/classroom.txt): $(grep ': FAIL: ' "$work/classroom.txt" | head -20)"; } &
    chain_b=$!
    wait "$chain_a" "$chain_b"
    grep -v FAIL "$work/attacks.txt"; tail -2 "$work/limits.txt"; grep '^classroom_test: correct' "$work/classroom.txt" ;;
esac
[ -z "$tricks" ] || { wait "$tricks"; grep -v FAIL "$work/tricks.txt"; }

echo "assignments-check: own tests per function, and the planted faults (caught: grade/max, own row passed/total)"
for nn in $stages; do
    w=$work/$nn
    [ -f "$w/functions" ] || continue
    while read -r file fn; do
        own=$(awk -F '\t' -v id="$file:$fn" '$1 == id' "$w/map.txt" | wc -l | tr -d ' ')
        f=$(awk -F '\t' -v nn="$nn" -v f="$file" -v fn="$fn" '$1 == nn && $2 == f && $3 == fn { v = $6; sub(/^caught /, "", v); printf "%s%s:%s", sep, $4, v; sep = "  " }' "$work/faults.txt")
        printf '%s  %-17s %-28s %3s  %s\n' "$nn" "$file" "$fn" "$own" "$f"
    done < "$w/functions"
done
[ -f "$work/summary.txt" ] && cat "$work/summary.txt" && rm -f "$work/summary.txt"
[ -f "$work/autograder.txt" ] && tail -3 "$work/autograder.txt"
echo "assignments-check: $(($(date +%s) - start)) s (maps $t_maps s, variants $t_variants s, kits $t_kits s, fault shapes $t_shapes s, graders end to end $(($(date +%s) - start - t_maps - t_variants - t_kits - t_shapes)) s)"
if [ -s "$problems" ]; then
    cat "$problems" >&2
    echo "assignments-check: FAILED ($(wc -l < "$problems" | tr -d ' ') problems)" >&2
    exit 1
fi
echo "assignments-check: all lists pass"
