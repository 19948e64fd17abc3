#!/bin/sh
# run_tests.sh JOBS LOGDIR RUNNER... - runs the test runners, JOBS at a
# time, and prints each one's report whole, in the order named, as soon
# as it and every runner before it have finished: the reports never
# interleave, and a run on one core prints what a run on eight does.
# Each report goes to LOGDIR/NAME.log first (NAME the runner's file
# name).  Exit status 1 when a runner failed, after naming every one
# that did.
set -u
jobs=$1 logs=$2
shift 2
rm -rf "$logs"
mkdir -p "$logs"
# Each runner is one process on one core, so up to JOBS of them share
# the machine; xargs starts the next as soon as one ends.
printf '%s\n' "$@" | xargs -P "$jobs" -I RUNNER sh -c \
    'n=$(basename "$1"); "$1" > "$2/$n.log" 2>&1; echo $? > "$2/$n.rc.tmp"; mv "$2/$n.rc.tmp" "$2/$n.rc"' \
    run_one RUNNER "$logs" &
failed=""
for t in "$@"; do
    n=$(basename "$t")
    while [ ! -f "$logs/$n.rc" ]; do sleep 1; done
    echo "== $t"
    cat "$logs/$n.log"
    [ "$(cat "$logs/$n.rc")" = 0 ] || failed="$failed $t"
done
wait
if [ -n "$failed" ]; then
    echo "make test: these runners failed:$failed (their reports are above and in $logs/)"
    exit 1
fi
