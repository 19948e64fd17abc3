# grade.awk - the table of points and results.json.
#
#   awk -v built=1|0 -v build_log=FILE -v json=results.json [-v rows=FILE] \
#       -v checks=N -f tools/grade.awk \
#       grading/functions.txt grading/tests.txt grading/map.txt RESULTS
#
# functions.txt  "FILE FUNCTION POINTS" in the order to write them, then
#                "- rest POINTS" (the row of the tests no function owns)
# tests.txt      "KEY<TAB>FILE": every test this kit builds, KEY being
#                "suite|case|test|iteration" as tools/results.awk writes it
# map.txt        "ROW<TAB>KEY<TAB>ALSO": the one row each test counts in.
#                A test counts for the last function in the table whose
#                stub alone makes it fail (so it passes once that function
#                and the ones above it are right); ALSO names the
#                functions above it that the test uses too.  ROW "-:rest"
#                holds the tests no stub makes fail.
# RESULTS        tools/results.awk's lines: KEY, pass|fail, FILE, message
# checks         how many tests Check counted (its summary line)
# A row scores POINTS * (its tests that pass / its tests).  A test with no
# result counts as failed.  rows=FILE also writes "ROW<TAB>PASSED<TAB>
# TESTS<TAB>SCORE<TAB>MAX" per row.  only=ROW prints that row alone (its
# tests, the failures' messages) instead of the table, and exits 0 when
# every test of the row passes, 1 otherwise.  Plain awk (mawk).

function jstr(s,    r, i, c) {
    gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); gsub(/\t/, "\\t", s); gsub(/\r/, "", s)
    gsub(/\n/, "\\n", s)
    r = ""
    for (i = 1; i <= length(s); i++) { c = substr(s, i, 1); if (c >= " ") r = r c }
    return "\"" r "\""
}
function num(x) { return sprintf("%.2f", x) + 0 }
function short(key,    p, n) {
    n = split(key, p, "|")
    return p[1] " / " p[3] ((p[1] "|" p[2] "|" p[3]) in loop ? " (iteration " p[4] ")" : "")
}
function label(id,    n, p) { n = split(id, p, ":"); return id == "-:rest" ? "the rest of the kit (keep it passing)" : p[1] " " p[2] }

BEGIN { FS = "\t" }
FILENAME == ARGV[1] {
    sub(/#.*/, ""); n = split($0, f, " ")
    if (n >= 3) { id = f[1] ":" f[2]; row_order[++nr] = id; pts[id] = f[3] + 0; number[id] = (f[1] == "-" ? "" : nr) }
    next
}
FILENAME == ARGV[2] {
    if ($1 == "") next
    test_order[++nt] = $1; in_kit[$1] = 1
    n = split($1, p, "|"); if (p[4] != "0") loop[p[1] "|" p[2] "|" p[3]] = 1
    next
}
FILENAME == ARGV[3] {
    if (($2 in in_kit) && !($2 in row_of)) { row_of[$2] = $1; also[$2] = $3; tests_of[$1] = tests_of[$1] $2 "\n"; ntests[$1]++ }
    next
}
{ status[$1] = $2; msg[$1] = $4; if (!($1 in in_kit)) extra[++nx] = $1 }

END {
    total = 0; max = 0; tpass = 0
    for (i = 1; i <= nt; i++) if ((test_order[i] in status) && status[test_order[i]] == "pass") tpass++
    for (i = 1; i <= nt; i++) if (!(test_order[i] in row_of)) { t = test_order[i]; row_of[t] = "-:rest"; tests_of["-:rest"] = tests_of["-:rest"] t "\n"; ntests["-:rest"]++ }
    # A row fails when one of its tests does; a failing test that also uses
    # a function above it whose row fails points there first.
    for (i = 1; i <= nt; i++) { t = test_order[i]; if (!((t in status) && status[t] == "pass")) row_failing[row_of[t]] = 1 }
    if (only == "rest") only = "-:rest"
    if (only != "") { qf = "/dev/null" } else qf = "/dev/stdout"
    printf "%3s  %-44s %9s %13s\n", "#", "function", "tests", "points" > qf
    for (i = 1; i <= nr; i++) {
        id = row_order[i]; out = ""; passed = 0
        k = split(tests_of[id], tl, "\n")
        for (j = 1; j < k; j++) {
            t = tl[j]
            if ((t in status) && status[t] == "pass") { passed++; out = out "PASS  " short(t) "\n"; continue }
            m = (t in status) ? msg[t] : (built ? "the test never reported (its process died before Check heard from it): counted as failed" : "the kit does not build")
            hint = ""
            if (also[t] != "") {
                na = split(also[t], al, ","); first = ""
                for (a = 1; a <= na; a++) { sub(/^.*:/, "", al[a]); fid = ""; for (r = 1; r < i; r++) { x = row_order[r]; sub(/^.*:/, "", x); if (x == al[a]) fid = row_order[r] }
                    if (fid != "" && (fid in row_failing) && first == "") first = al[a] }
                if (first != "") hint = "\n      (this test also calls " first "(), whose own row fails too: fix that first)"
            }
            out = out "FAIL  " short(t) "\n      " m hint "\n"
            fails = fails "FAIL [" (number[id] != "" ? number[id] " " : "") label(id) "] " short(t) "\n     " m hint "\n"
        }
        if (ntests[id] == 0) {
            score[i] = 0; maxs[i] = (id == "-:rest" ? 0 : pts[id])
            out = id == "-:rest" ? "Every test of this kit belongs to one of the functions above." : "No test of this kit checks this function: your teacher grades it by reading it."
            printf "%3s  %-44s %9s %13s\n", number[id], label(id), "-", (id == "-:rest" ? "-" : "by hand") > qf
            if (id == "-:rest") maxs[i] = 0
        } else {
            score[i] = num(pts[id] * passed / ntests[id]); maxs[i] = pts[id]
            printf "%3s  %-44s %9s %13s\n", number[id], label(id), passed "/" ntests[id], sprintf("%.2f/%s", score[i], pts[id]) > qf
        }
        rpass[i] = passed
        total += score[i]; max += maxs[i]; outs[i] = out
    }
    printf "%3s  %-44s %9s %13s\n", "", "total", tpass "/" nt, sprintf("%.2f/%s", total, max) > qf
    if (built) {
        if (checks == "") count = "Check printed no summary (the test program stopped early)"
        else if (checks + 0 == nt && nx == 0) count = "Check ran " checks " tests; the table grades all " nt " of them."
        else count = "Check ran " checks " tests, the table grades " nt " (the tests in grading/tests.txt)" (nx ? "; not graded: " nx " tests this kit does not list" : "")
        print count > qf
    } else print "The kit did not build, so no test ran: see the compiler's messages above." > qf
    if (built && fails != "") printf "\nFailing tests, row by row (file:line: what the assertion found):\n%s", fails > qf

    # What the seal changed (tools/seal.sh), for the student to read.
    if (notes != "") while ((getline line < notes) > 0) sealed = sealed line "\n"
    if (sealed != "") printf "\nThe build of your files for grading said:\n%s", sealed > qf
    if (!built) {
        while ((getline line < build_log) > 0) blog = blog line "\n"
        blog = "Your files do not build, so no test ran and every row scores 0.  The compiler said:\n" blog
    }
    printf "{\n  \"score\": %s,\n  \"output\": %s,\n  \"tests\": [\n", num(total), \
        jstr(built ? sprintf("%d of %d tests pass; %.2f of %s points.  %s%s", tpass, nt, total, max, count, sealed != "" ? "\n" sealed : "") : blog) > json
    for (i = 1; i <= nr; i++) {
        id = row_order[i]
        printf "    {\"name\": %s, \"score\": %s, \"max_score\": %s, \"status\": \"%s\", \"output\": %s}%s\n", \
            jstr((number[id] != "" ? number[id] ". " : "") label(id)), score[i], maxs[i], \
            (rpass[i] == ntests[id] ? "passed" : "failed"), jstr(outs[i]), (i < nr ? "," : "") > json
        if (rows != "") printf "%s\t%d\t%d\t%s\t%s\n", id, rpass[i], ntests[id], score[i], maxs[i] > rows
    }
    printf "  ]\n}\n" > json
    close(json)
    if (only == "") { print "\nwrote " json; exit 0 }
    for (i = 1; i <= nr; i++) if (row_order[i] == only) {
        printf "%s%s: %d of %d tests pass, %.2f of %s points\n%s", (number[only] != "" ? number[only] ". " : ""), label(only), rpass[i], ntests[only], score[i], maxs[i], (built ? outs[i] : blog)
        exit !(built && rpass[i] == ntests[only])
    }
    print "grade-row: no row " only " in grading/functions.txt (want FILE:FUNCTION or rest)"
    exit 2
}
