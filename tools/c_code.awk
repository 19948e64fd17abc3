# c_code.awk - the C tokenizer every tool shares: code(s) is the line s
# with its comments, strings and character constants blanked, each
# character turned into a space, so the code keeps its columns and the
# tokens either side of a blank stay apart.  A /* ... */ comment carries
# across lines in the global in_comment (set it to 0 to start a file
# again).  Load it before the tool that calls it:
#   awk -f tools/c_code.awk -f tools/items.awk FILE
# (tools/items.awk, assignments/tools/stub.awk, prune.awk and faults.awk
# use it).  Plain awk (mawk).
function code(s,    out, c, i, n) {
    out = ""
    n = length(s)
    for (i = 1; i <= n; i++) {
        c = substr(s, i, 1)
        if (in_comment) {
            if (substr(s, i, 2) == "*/") { in_comment = 0; out = out "  "; i++ } else out = out " "
        } else if (substr(s, i, 2) == "/*") { in_comment = 1; out = out "  "; i++ }
        else if (substr(s, i, 2) == "//") { for (; i <= n; i++) out = out " " }
        else if (c == "\"" || c == "'") {
            out = out " "
            for (i++; i <= n && substr(s, i, 1) != c; i++) {
                if (substr(s, i, 1) == "\\") { i++; out = out " " }
                out = out " "
            }
            out = out " "
        } else out = out c
    }
    return out
}
