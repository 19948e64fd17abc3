#!/bin/sh
# run_fuzz.sh BUILD_FUZZ_DIR SECONDS HARNESS... - runs each libFuzzer
# harness for SECONDS on its corpus (seeded from the project's files),
# prints the executions and any finding, and exits 1 when one crashed,
# hung or tripped a sanitizer.  Findings are kept in DIR/artifacts/.
set -u
dir=$1; seconds=$2; shift 2
sh fuzz/seed_corpus.sh "$dir/seeds" || exit 2
mkdir -p "$dir/artifacts"
# Two harnesses at once (FUZZ_JOBS): each is one process on one core.
# The reports follow in the order the harnesses were named.
jobs=${FUZZ_JOBS:-2}
run_one() {
    h=$1; name=${h#fuzz_}
    corpus="$dir/corpus/$name"
    mkdir -p "$corpus"
    "$dir/$h" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
        -print_final_stats=1 -artifact_prefix="$dir/artifacts/$h-" \
        "$corpus" "$dir/seeds/$name" > "$dir/$h.log" 2>&1
    echo $? > "$dir/$h.status"
}
running=0
for h in "$@"; do
    run_one "$h" &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then wait; running=0; fi
done
wait
failed=""
for h in "$@"; do
    name=${h#fuzz_}
    corpus="$dir/corpus/$name"
    log="$dir/$h.log"
    status=$(cat "$dir/$h.status")
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    cov=$(grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE)' "$log" | tail -1 | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
    units=$(ls "$corpus" | wc -l)
    if [ "$status" -eq 0 ]; then
        echo "fuzz: $h: ${execs:-?} execs in ${seconds}s, coverage ${cov:-?}, corpus $units, no findings"
    else
        failed="$failed $h"
        echo "fuzz: $h: FINDING (exit $status) after ${execs:-?} execs; log $log"
        grep -E '^(==[0-9]+==ERROR|SUMMARY|.*runtime error|artifact_prefix|Test unit written|fuzz_)' "$log" | head -8 | sed 's/^/  /'
    fi
done
if [ -n "$failed" ]; then
    echo "fuzz: findings in:$failed (inputs in $dir/artifacts/)"
    exit 1
fi
echo "fuzz: all harnesses ran ${seconds}s without a finding"
