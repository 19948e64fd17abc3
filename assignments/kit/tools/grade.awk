# grade.awk - the table of points and results.json.
#
#   awk -v built=1 -v build_log=FILE -v json=results.json -f tools/grade.awk \
#       grading/functions.txt grading/tests.txt grading/map.txt RESULTS
#
# functions.txt  "FILE FUNCTION POINTS", in the order to write them
# tests.txt      "KEY<TAB>FILE": every test in this kit (KEY suite|case|test)
# map.txt        "FILE:FUNCTION<TAB>KEY": the tests that fail while that
#                function is a stub, found when the kit was made
# RESULTS        tools/results.awk's lines: KEY, pass|fail, FILE, messages
# A function scores POINTS * (tests passed / its tests).  A test that did
# not report counts as failed.  A function no test checks scores nothing
# here and is marked for grading by hand.  Plain awk (mawk).

function jstr(s,    r, i, c) {
    gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); gsub(/\t/, "\\t", s); gsub(/\r/, "", s)
    gsub(/\n/, "\\n", s)
    r = ""
    for (i = 1; i <= length(s); i++) { c = substr(s, i, 1); if (c >= " ") r = r c }
    return "\"" r "\""
}
function num(x) { return sprintf("%.2f", x) + 0 }
function short(key,    p) { p = key; sub(/\|[^|]*\|/, " / ", p); return p }

BEGIN { FS = "\t" }
FILENAME == ARGV[1] {
    sub(/#.*/, ""); n = split($0, f, " ")
    if (n >= 2) { id = f[1] ":" f[2]; fn_order[++nf] = id; pts[id] = (n >= 3 ? f[3] : 10) }
    next
}
FILENAME == ARGV[2] { if ($1 != "") { test_order[++nt] = $1; in_kit[$1] = 1 } next }
FILENAME == ARGV[3] {
    if (($2 in in_kit) && !(($1 SUBSEP $2) in mapped)) {
        mapped[$1, $2] = 1; tests_of[$1] = tests_of[$1] $2 "\n"; ntests[$1]++; graded_test[$2] = 1
    }
    next
}
{ status[$1] = $2; msg[$1] = $4 }

END {
    total = 0; max = 0; tpass = 0
    for (i = 1; i <= nt; i++) if ((test_order[i] in status) && status[test_order[i]] == "pass") tpass++
    printf "%-44s %9s %13s\n", "function", "tests", "points"
    for (i = 1; i <= nf; i++) {
        id = fn_order[i]; name = id; sub(/:/, " ", name)
        out = ""; passed = 0
        k = split(tests_of[id], tl, "\n")
        for (j = 1; j < k; j++) {
            t = tl[j]
            if ((t in status) && status[t] == "pass") { passed++; out = out "PASS  " short(t) "\n" }
            else {
                m = (t in status) ? msg[t] : (built ? "the test did not report (the test program crashed or stopped)" : "the kit does not build")
                out = out "FAIL  " short(t) "\n      " m "\n"
                fails = fails "FAIL [" name "] " short(t) "\n     " m "\n"
            }
        }
        if (ntests[id] == 0) {
            score[i] = 0; maxs[i] = 0
            out = "No test of this kit checks this function (a gap in the tests): your teacher grades it by reading it."
            printf "%-44s %9s %13s\n", name, "-", "by hand"
        } else {
            score[i] = num(pts[id] * passed / ntests[id]); maxs[i] = pts[id]
            printf "%-44s %9s %13s\n", name, passed "/" ntests[id], sprintf("%.2f/%s", score[i], pts[id])
        }
        total += score[i]; max += maxs[i]; outs[i] = out
    }
    # Tests no function owns: earlier stages' features and the kit's own parts.
    other = ""; opass = 0; on = 0
    for (i = 1; i <= nt; i++) if (!(test_order[i] in graded_test)) {
        t = test_order[i]; on++
        if ((t in status) && status[t] == "pass") { opass++; other = other "PASS  " short(t) "\n" }
        else {
            m = (t in status) ? msg[t] : "the test did not report"
            other = other "FAIL  " short(t) "\n      " m "\n"
            fails = fails "FAIL [not graded] " short(t) "\n     " m "\n"
        }
    }
    printf "%-44s %9s %13s\n", "(other tests, not graded)", opass "/" on, "-"
    printf "%-44s %9s %13s\n", "total", tpass "/" nt, sprintf("%.2f/%s", total, max)
    if (!built) print "The kit did not build, so no test ran: see the compiler's messages above."
    if (built && fails != "") printf "\nFailing tests (file:line: what the assertion found):\n%s", fails

    if (!built) {
        while ((getline line < build_log) > 0) blog = blog line "\n"
        blog = "The kit does not build; the compiler said:\n" blog
    }
    printf "{\n  \"score\": %s,\n  \"output\": %s,\n  \"tests\": [\n", num(total), \
        jstr(built ? sprintf("%d of %d tests pass; %.2f of %s points.", tpass, nt, total, max) : blog) > json
    for (i = 1; i <= nf; i++) {
        name = fn_order[i]; sub(/:/, " ", name)
        printf "    {\"name\": %s, \"score\": %s, \"max_score\": %s, \"output\": %s},\n", \
            jstr(name), score[i], maxs[i], jstr(outs[i]) > json
    }
    printf "    {\"name\": %s, \"score\": 0, \"max_score\": 0, \"output\": %s}\n  ]\n}\n", \
        jstr("other tests (not graded)"), jstr(other) > json
    close(json)
    print "\nwrote " json
}
