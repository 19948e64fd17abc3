#!/bin/sh
# test_run_tests.sh - run_tests.sh prints each runner's report whole and
# in the order named, however the runners finish, and fails when one
# does, naming it (make test runs it).
#
#   sh tools/test_run_tests.sh
#
# Three runners, two at a time: the first ends last, the second fails.
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
printf '#!/bin/sh\nsleep 2\necho first one\necho first two\n' > "$tmp/slow"
printf '#!/bin/sh\necho second\nexit 1\n' > "$tmp/failing"
printf '#!/bin/sh\necho third\n' > "$tmp/quick"
chmod +x "$tmp/slow" "$tmp/failing" "$tmp/quick"
status=0
sh tools/run_tests.sh 2 "$tmp/logs" "$tmp/slow" "$tmp/failing" "$tmp/quick" > "$tmp/out" 2>&1 || status=$?
printf '== %s\nfirst one\nfirst two\n== %s\nsecond\n== %s\nthird\nmake test: these runners failed: %s (their reports are above and in %s/)\n' \
    "$tmp/slow" "$tmp/failing" "$tmp/quick" "$tmp/failing" "$tmp/logs" > "$tmp/want"
if [ "$status" != 1 ] || ! cmp -s "$tmp/want" "$tmp/out"; then
    echo "test_run_tests: run_tests.sh exited $status (want 1) and printed:" >&2
    diff "$tmp/want" "$tmp/out" >&2 || true
    exit 1
fi
echo "test_run_tests: reports whole and in order, the failed runner named, exit status 1"
