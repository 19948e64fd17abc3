#!/bin/sh
# book_transcripts.sh BUILD [FILE.md ...] - rerun the probe transcripts that
# the book and README show, and compare what the programs print now (make
# test runs this after building BUILD/stageNN).
#
# A transcript is a line (indented or not) of one of the forms
#   $ echo 'PAIRS' | build/stageNN probe
#   $ printf 'PAIRS' | build/stageNN probe
# followed by the lines the program printed, up to the next "$ " line, a
# blank line or a closing ``` fence.  PAIRS may not contain a quote.  The
# program run is BUILD/stageNN, so `make SANITIZE=1 test` checks the
# sanitizer build's answers.  A mismatch is reported as
#   FILE:LINE: build/stageNN probe: want 'EXPECTED', got 'ACTUAL'
# and the exit status is 1.  POSIX sh, awk and diff only.
set -eu
cd "$(dirname "$0")/.."

[ $# -ge 1 ] || { echo "usage: sh tools/book_transcripts.sh BUILD [FILE.md ...]" >&2; exit 2; }
build=$1; shift
[ $# -gt 0 ] || set -- README.md $(ls book/*.md 2>/dev/null || true)

tmp=$(mktemp -d "${TMPDIR:-/tmp}/book_transcripts.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

# Each transcript becomes $tmp/N.cmd (the producer, e.g. echo '...'),
# $tmp/N.want (the printed lines) and a line "N FILE:LINE NN" in $tmp/list.
for md in "$@"; do
    awk -v md="$md" -v tmp="$tmp" -v start="$(cat "$tmp/count" 2>/dev/null || echo 0)" '
    function flush() { if (open) { close(want); open = 0 } }
    BEGIN { n = start }
    {
        line = $0; sub(/^ +/, "", line)
        if (line ~ /^\$ (echo|printf) \047[^\047]*\047 \| build\/stage[0-9][0-9] probe$/) {
            flush()
            n++
            producer = substr(line, 3); sub(/ \| build\/stage[0-9][0-9] probe$/, "", producer)
            stage = line; sub(/^.*build\/stage/, "", stage); sub(/ probe$/, "", stage)
            print producer > (tmp "/" n ".cmd"); close(tmp "/" n ".cmd")
            want = tmp "/" n ".want"; printf "" > want; open = 1
            print n, md ":" NR, stage >> (tmp "/list")
            next
        }
        if (open && (line == "" || line ~ /^```/ || line ~ /^\$ /)) flush()
        if (open) print line > want
    }
    END { flush(); print n > (tmp "/count") }' "$md"
done

status=0; total=0
if [ -f "$tmp/list" ]; then
    while read -r n where stage; do
        total=$((total + 1))
        program=$build/stage$stage
        if [ ! -x "$program" ]; then
            echo "$where: $program is not built (run make first)" >&2; status=1; continue
        fi
        # The producer is an echo or printf of quoted text, as checked above.
        sh -c "$(cat "$tmp/$n.cmd")" | "$program" probe > "$tmp/$n.got" 2>&1 || true
        if ! diff -q "$tmp/$n.want" "$tmp/$n.got" >/dev/null; then
            echo "$where: build/stage$stage probe: want '$(cat "$tmp/$n.want")', got '$(cat "$tmp/$n.got")'" >&2
            status=1
        fi
    done < "$tmp/list"
fi

if [ $status -ne 0 ]; then
    echo "book_transcripts: a probe transcript no longer matches what the stage prints (see above); fix the text" >&2
    exit 1
fi
echo "book_transcripts: $total probe transcripts print what the text shows"
