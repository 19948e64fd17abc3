#!/bin/sh
# run_fuzz.sh BUILD_FUZZ_DIR SECONDS HARNESS... - runs each libFuzzer
# harness for SECONDS on its corpus (seeded from the project's files),
# prints the executions and any finding, and exits 1 when one crashed,
# hung or tripped a sanitizer.  Findings are kept in DIR/artifacts/.
set -u
dir=$1; seconds=$2; shift 2
sh fuzz/seed_corpus.sh "$dir/seeds" || exit 2
mkdir -p "$dir/artifacts"
failed=""
for h in "$@"; do
    name=${h#fuzz_}
    corpus="$dir/corpus/$name"
    mkdir -p "$corpus"
    log="$dir/$h.log"
    "$dir/$h" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
        -print_final_stats=1 -artifact_prefix="$dir/artifacts/$h-" \
        "$corpus" "$dir/seeds/$name" > "$log" 2>&1
    status=$?
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
