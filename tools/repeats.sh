#!/bin/sh
# repeats.sh - the engine holds its code once (make test runs it).
#
#   sh tools/repeats.sh
#
# Beyond the stages (whole directories by design, each the stage before
# plus its feature) and the tests, every function of engine/ exists
# once: no run of six or more statements of engine C stands at two
# places, and no function of engine/ has the body of another function
# anywhere in the tracked C outside stages/ and tests/ (tools/repeats.awk
# says what counts as a statement).  One line per place found, naming
# both, and exit status 1: make the code one function that both places
# call.
set -eu
export LC_ALL=C
cd "$(dirname "$0")/.."
files=$(git ls-files '*.c' '*.h' | grep -v '^stages/' | grep -v '^tests/')
# shellcheck disable=SC2086
found=$(awk -v min=6 -f tools/repeats.awk $files)
if [ -n "$found" ]; then
    echo "$found" | while read -r kind a b c d; do
        case $kind in
            run) echo "repeats: $a and $b hold the same statements; make them one function" >&2 ;;
            body) echo "repeats: $a $b and $c $d have the same body; keep one" >&2 ;;
        esac
    done
    exit 1
fi
echo "repeats: the engine holds its code once ($(echo "$files" | grep -c '^engine/') files of engine/ against $(echo "$files" | wc -l) outside stages/ and tests/)"
