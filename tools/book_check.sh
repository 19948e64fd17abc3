#!/bin/sh
# book_check.sh [book/NN-chapter.md ...] - verify that every excerpt and
# diff quoted in book/*.md, and the caption above it, still matches the
# stage sources (make test runs this).  On a mismatch it names chapter,
# line, file and item and exits 1; `make book-sync` rewrites the blocks.
# The work is done by book_sync.sh in its read-only --check mode.
exec sh "$(dirname "$0")/book_sync.sh" --check "$@"
