# repeats.awk - code the engine holds twice (tools/repeats.sh runs it).
#
#   awk -v min=6 -f tools/repeats.awk FILE...
#
# Each file's lines are read as code: comments dropped (a /* ... */ may
# span lines), white space folded, and the lines that say nothing of
# their own left out: blank ones, braces and their punctuation ("{",
# "} else {", "};"), a bare "break;", "continue;", "return;", "else" and
# the preprocessor's #include, #endif and #else.  What is left are the
# statements.  Two reports, one line each on stdout:
#   run FILE:A-B FILE:C-D      the same `min` or more statements in a row
#                              at two places (at least one in engine/);
#   body FILE:A FUNCTION FILE:C FUNCTION
#                              two functions (one of engine/) whose bodies
#                              are the same statements, however short.
# Strings keep their text (two error messages that differ are two
# statements); a statement is compared exactly, after the folding.
function strip(s,    out, c, i, n, q) {
    out = ""
    n = length(s)
    for (i = 1; i <= n; i++) {
        c = substr(s, i, 1)
        if (in_comment) {
            if (substr(s, i, 2) == "*/") { in_comment = 0; i++ }
            continue
        }
        if (substr(s, i, 2) == "/*") { in_comment = 1; i++; continue }
        if (substr(s, i, 2) == "//") break
        if (c == "\"" || c == "'") {
            q = c
            out = out c
            for (i++; i <= n; i++) {
                c = substr(s, i, 1)
                out = out c
                if (c == "\\") { i++; out = out substr(s, i, 1); continue }
                if (c == q) break
            }
            continue
        }
        out = out c
    }
    gsub(/[ \t\r]+/, " ", out)
    sub(/^ /, "", out)
    sub(/ $/, "", out)
    return out
}

function empty(s) {
    return s == "" || s ~ /^[{}();, ]*$/ || s ~ /^} else( if .*)? {$/ || s == "else" \
        || s == "break;" || s == "continue;" || s == "return;" || s ~ /^#(include|endif|else)/
}

FNR == 1 {
    in_comment = 0
    file = FILENAME
    files[++nfiles] = file
    depth = 0
}

{
    s = strip($0)
    # A function's body: from a line opening at depth 0 after a
    # declarator "name(...)" to the brace that closes it.
    if (depth == 0 && s == "{" && decl ~ /^[A-Za-z_][^;=]*[A-Za-z_0-9]+ ?\(.*\)$/) {
        fn = decl
        sub(/ ?\(.*$/, "", fn)
        sub(/^.*[ *]/, "", fn)
        body = ""
        body_line = FNR
        in_body = 1
    }
    opens = gsub(/{/, "{", s)
    closes = gsub(/}/, "}", s)
    if (in_body && !empty(s))
        body = body "\n" s
    depth += opens - closes
    if (in_body && depth == 0 && closes > 0) {
        in_body = 0
        if (body != "") {
            nb++
            b_key[nb] = body
            b_where[nb] = file ":" body_line " " fn
            b_file[nb] = file
        }
    }
    # The declarator a body follows: what depth 0 says since its last
    # statement or closing brace.
    if (depth == 0 && s != "" && s != "{")
        decl = (decl == "" ? "" : decl " ") s
    if (depth == 0 && (s ~ /[;}]$/ || s ~ /^#/))
        decl = ""
    if (!empty(s)) {
        n = ++count[file]
        text[file, n] = s
        line[file, n] = FNR
    }
}

function engine_file(f) {
    return f ~ /(^|\/)engine\//
}

END {
    # Every window of `min` statements, by its text.
    for (k = 1; k <= nfiles; k++) {
        f = files[k]
        for (i = 1; i + min - 1 <= count[f]; i++) {
            key = text[f, i]
            for (j = 1; j < min; j++)
                key = key "\n" text[f, i + j]
            if (key in first) {
                split(first[key], at, SUBSEP)
                g = at[1]; gi = at[2] + 0
                if ((engine_file(f) || engine_file(g)) && !(g == f && i - gi < min)) {
                    pair = g SUBSEP f
                    # Windows that follow on from the last one of a pair
                    # stretch its run.
                    if (pair in run_end && run_end[pair] == i - 1 && run_other[pair] == gi - 1) {
                        run_end[pair] = i
                        run_other[pair] = gi
                        run_b[pair] = line[f, i + min - 1]
                        run_d[pair] = line[g, gi + min - 1]
                    } else if (!(pair in run_end)) {
                        run_end[pair] = i
                        run_other[pair] = gi
                        run_a[pair] = line[f, i]
                        run_b[pair] = line[f, i + min - 1]
                        run_c[pair] = line[g, gi]
                        run_d[pair] = line[g, gi + min - 1]
                        order[++npairs] = pair
                    }
                }
            } else
                first[key] = f SUBSEP i
        }
    }
    for (p = 1; p <= npairs; p++) {
        split(order[p], ff, SUBSEP)
        pair = order[p]
        print "run " ff[1] ":" run_c[pair] "-" run_d[pair] " " ff[2] ":" run_a[pair] "-" run_b[pair]
    }
    for (i = 1; i <= nb; i++)
        for (j = i + 1; j <= nb; j++)
            if (b_key[i] == b_key[j] && (engine_file(b_file[i]) || engine_file(b_file[j])))
                print "body " b_where[i] " " b_where[j]
}
