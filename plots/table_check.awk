# table_check.awk - a table the book quotes is the table make demo
# computed.
#
#   awk -v table=out/track/compare.md -f plots/table_check.awk TABLE CHAPTER.md
#
# TABLE is the computed table (its path as the chapter names it is
# `table`); the chapter quotes it under a line
#   <!-- table: out/track/compare.md -->
# up to the first blank line.  Exit status 0 when the quote is the table
# line for line; else one line naming the chapter's line that differs
# (or the marker's, when there is no quote), exit status 1.  A chapter
# without the marker, or a TABLE that is empty: exit status 2.
FNR == 1 { file++ }
file == 1 { want[++nw] = $0; next }
$0 == "<!-- table: " table " -->" { marker = FNR; at = 0; next }
marker && !done {
    if ($0 == "") { done = 1; next }
    at++
    if (at > nw || $0 != want[at]) {
        printf "%s:%d: the table differs from %s (make demo computes it; copy that file in)\n", FILENAME, FNR, table > "/dev/stderr"
        failed = 1; exit 1
    }
}
END {
    if (failed) exit 1
    if (nw == 0) { printf "table_check.awk: %s is empty\n", table > "/dev/stderr"; exit 2 }
    if (!marker) { printf "table_check.awk: %s has no line <!-- table: %s -->\n", FILENAME, table > "/dev/stderr"; exit 2 }
    if (at != nw) {
        printf "%s:%d: the table differs from %s (make demo computes it; copy that file in): %d of its %d lines quoted\n", FILENAME, marker, table, at, nw > "/dev/stderr"
        exit 1
    }
}
