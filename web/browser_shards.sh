#!/bin/sh
# browser_shards.sh OUT BUILD LOGDIR SHARD... - the page tests in
# several browsers at once: node web/test_browser.mjs OUT BUILD SHARD
# for each SHARD (a comma-separated list of its groups), and one more
# for every group no SHARD names and that is not pile (make
# test-browser-run measures the pile's speed first, alone).  A page
# keeps about one core busy, so there should be no more shards than
# cores (counting the rest).  Each report is printed whole, in the
# order the shards are named, the rest last; exit status 1 when any
# shard failed.
set -u
out=$1 build=$2 logs=$3
shift 3
rm -rf "$logs"
mkdir -p "$logs"
named=pile
i=0
for shard in "$@" "-REST"; do
    i=$((i + 1))
    groups=$shard
    [ "$shard" = -REST ] && groups=-$named
    named=$named,$shard
    echo "node web/test_browser.mjs $out $build $groups" > "$logs/$i.command"
    { node web/test_browser.mjs "$out" "$build" "$groups" > "$logs/$i.log" 2>&1; echo $? > "$logs/$i.rc"; } &
done
wait
status=0
j=1
while [ "$j" -le "$i" ]; do
    echo "== $(cat "$logs/$j.command")"
    cat "$logs/$j.log"
    [ "$(cat "$logs/$j.rc")" = 0 ] || status=1
    j=$((j + 1))
done
exit "$status"
