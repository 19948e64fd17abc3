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
# checks         how many tests Check counted (its summary lines)
# held=FILE      the held-back tests' KEYs, one a line (the autograder's
#                kit): each row that has some gets two entries in
#                results.json, the visible tests' part ("visibility":
#                "visible") and the held-back part (held_visibility,
#                "hidden" unless told: students never see it; and by
#                Gradescope's specification they do not see their total
#                score while an entry is hidden from them, so the
#                top-level text gives the visible tests' points only).
#                No string a student sees names a held-back test.
# not_run=FILE   the tests the time limit left unrun (grade.sh); test_limit
#                and tests_limit, the seconds allowed, for the messages
# alone=1        each row's tests ran that row's function alone, the other
#                listed functions the stage's (the kit has the solution);
#                alone=0: they ran all of yours, so a row can fail because
#                of a function above it, and the table says which row
#                fails first
# A row scores POINTS * (its tests that pass / its tests), rounded to
# hundredths of a point (half up): the one rule of every grader (the
# Classroom 50 autograder takes these rows, in hundredths).  A test with no
# result counts as failed.  rows=FILE also writes "ROW<TAB>PASSED<TAB>
# TESTS<TAB>SCORE<TAB>MAX" per row.  only=ROW prints that row alone (its
# tests, the failures' messages) instead of the table, and exits 0 when
# every test of the row passes, 1 otherwise.  Plain awk (mawk).

# A JSON string of s: every byte that is not part of a UTF-8 sequence (a
# Latin-1 comment, a compiler quoting it) is read as Latin-1, tab and
# newline are escaped, and other control characters (C1 ones included)
# are dropped.  Plain awk sees bytes (grade.sh runs it with LC_ALL=C).
function jstr(s,    r, i, c, b, n, k, need, lo, hi, x, ok) {
    gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); gsub(/\t/, "\\t", s); gsub(/\r/, "", s)
    gsub(/\n/, "\\n", s)
    r = ""; n = length(s)
    for (i = 1; i <= n; i++) {
        c = substr(s, i, 1); b = ord[c] + 0
        if (b < 32 || b == 127) continue
        if (b < 128) { r = r c; continue }
        need = (b >= 194 && b <= 223) ? 1 : (b >= 224 && b <= 239) ? 2 : (b >= 240 && b <= 244) ? 3 : 0
        lo = (b == 224) ? 160 : (b == 240) ? 144 : 128
        hi = (b == 237) ? 159 : (b == 244) ? 143 : 191
        ok = need > 0 && i + need <= n
        for (k = 1; ok && k <= need; k++) {
            x = ord[substr(s, i + k, 1)] + 0
            if (x < (k == 1 ? lo : 128) || x > (k == 1 ? hi : 191)) ok = 0
        }
        if (ok) { r = r substr(s, i, need + 1); i += need }
        else if (b >= 160) r = r sprintf("\\u%04x", b)
    }
    return "\"" r "\""
}
function num(x) { return int(x * 100 + 0.5 + 1e-9) / 100 }
function short(key,    p, n) {
    n = split(key, p, "|")
    return p[1] " / " p[3] ((p[1] "|" p[2] "|" p[3]) in loop ? " (iteration " p[4] ")" : "")
}
function label(id,    n, p) { n = split(id, p, ":"); return id == "-:rest" ? "the rest of the kit (keep it passing)" : p[1] " " p[2] }

# The message of a failing test: a timeout or a test the time limit
# never let run said in words.
function why(t,    m, w, p) {
    if (!(t in status)) {
        if (!built) return "the kit does not build"
        if (t in stopped) return "not run: the tests' " tests_limit " s ran out before this test's suite finished (the tests that timed out used it up)"
        return "the test never reported (its process died before Check heard from it): counted as failed"
    }
    m = msg[t]
    if (m ~ /timed out: /) return "timed out: " substr(m, index(m, "timed out: ") + 11)
    if (m ~ /Test timeout expired/) {
        # Check names the last check the test passed ("after this point").
        w = m; sub(/^error: /, "", w); sub(/:[^:]*Test timeout expired.*$/, "", w)
        return "timed out: the test did not finish within " test_limit " s (stuck after " w "): a loop that never ends, in this row's function or one it calls"
    }
    return m
}
function timed_out(t) { return (t in status) && msg[t] ~ /Test timeout expired|timed out: / }

BEGIN {
    FS = "\t"
    for (i = 1; i < 256; i++) ord[sprintf("%c", i)] = i
    if (held_visibility == "") held_visibility = "hidden"
    if (test_limit == "") test_limit = "?"
    if (tests_limit == "") tests_limit = "?"
    if (held != "") while ((getline line < held) > 0) { split(line, hp, "\t"); if (hp[1] != "") is_held[hp[1]] = 1 }
    if (not_run != "") while ((getline line < not_run) > 0) stopped[line] = 1
}
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
    total = 0; max = 0; tpass = 0; vpass_all = 0; nvis = 0; nheld = 0
    for (i = 1; i <= nt; i++) {
        t = test_order[i]; ok = (t in status) && status[t] == "pass"
        if (ok) tpass++
        if (t in is_held) nheld++; else { nvis++; if (ok) vpass_all++ }
    }
    for (i = 1; i <= nt; i++) if (!(test_order[i] in row_of)) { t = test_order[i]; row_of[t] = "-:rest"; tests_of["-:rest"] = tests_of["-:rest"] t "\n"; ntests["-:rest"]++ }
    # A row fails when one of its tests does; a failing test that also uses
    # a function above it whose row fails points there first.
    for (i = 1; i <= nt; i++) { t = test_order[i]; if (!((t in status) && status[t] == "pass")) row_failing[row_of[t]] = 1; if (timed_out(t)) row_timed[row_of[t]]++ }
    if (only == "rest") only = "-:rest"
    if (only != "") { qf = "/dev/null" } else qf = "/dev/stdout"
    printf "%3s  %-44s %9s %13s\n", "#", "function", "tests", "points" > qf
    for (i = 1; i <= nr; i++) {
        id = row_order[i]; out = ""; passed = 0; vout = ""; hout = ""; vp[i] = 0; hpn[i] = 0; nv[i] = 0; nh[i] = 0; vto = 0; ato = 0
        k = split(tests_of[id], tl, "\n")
        for (j = 1; j < k; j++) {
            t = tl[j]; h = (t in is_held)
            if (h) nh[i]++; else nv[i]++
            if ((t in status) && status[t] == "pass") {
                passed++; line = "PASS  " short(t) "\n"; out = out line
                if (h) { hpn[i]++; hout = hout line } else { vp[i]++; vout = vout line }
                continue
            }
            m = why(t)
            hint = ""
            if (also[t] != "" && !alone) {
                na = split(also[t], al, ","); first = ""
                for (a = 1; a <= na; a++) { sub(/^.*:/, "", al[a]); fid = ""; for (r = 1; r < i; r++) { x = row_order[r]; sub(/^.*:/, "", x); if (x == al[a]) fid = row_order[r] }
                    if (fid != "" && (fid in row_failing) && first == "") first = al[a] }
                if (first != "") hint = "\n      (this test also calls " first "(), whose own row fails too: fix that first)"
            }
            if (hint == "" && timed_out(t) && !alone) for (r = 1; r < i && hint == ""; r++) if (row_order[r] in row_timed)
                hint = "\n      (" label(row_order[r]) " timed out in its own row too: fix that first)"
            if (timed_out(t)) { ato++; if (!h) vto++ }
            line = "FAIL  " short(t) "\n      " m hint "\n"; out = out line
            if (h) hout = hout line; else vout = vout line
            fails = fails "FAIL [" (number[id] != "" ? number[id] " " : "") label(id) "] " short(t) "\n     " m hint "\n"
        }
        if (vto) vout = timed_line(vto) vout
        if (ato) out = timed_line(ato) out
        if (nh[i]) vout = vout "\nThis row has " nh[i] " more test" (nh[i] > 1 ? "s" : "") " that your teacher holds back: " (nh[i] > 1 ? "they count" : "it counts") " in your total, and " (nh[i] > 1 ? "their" : "its") " results " when_shown() ".\n"
        if (ntests[id] == 0) {
            score[i] = 0; maxs[i] = (id == "-:rest" ? 0 : pts[id])
            out = id == "-:rest" ? "Every test of this kit belongs to one of the functions above." : "No test of this kit checks this function: your teacher grades it by reading it."
            vout = out
            printf "%3s  %-44s %9s %13s\n", number[id], label(id), "-", (id == "-:rest" ? "-" : "by hand") > qf
            if (id == "-:rest") maxs[i] = 0
        } else {
            score[i] = num(pts[id] * passed / ntests[id]); maxs[i] = pts[id]
            printf "%3s  %-44s %9s %13s\n", number[id], label(id), passed "/" ntests[id], sprintf("%.2f/%s", score[i], pts[id]) > qf
        }
        rpass[i] = passed
        total += score[i]; max += maxs[i]; outs[i] = out; vouts[i] = vout; houts[i] = hout
    }
    printf "%3s  %-44s %9s %13s\n", "", "total", tpass "/" nt, sprintf("%.2f/%s", total, max) > qf
    nstop = 0; for (x in stopped) nstop++
    if (built) {
        if (checks == "") count = "Check printed no summary (the test program stopped early)"
        else if (checks + 0 == nt && nx == 0) count = "Check ran " checks " tests; the table grades all " nt " of them."
        else count = "Check ran " checks " tests, the table grades " nt " (the tests in grading/tests.txt)" (nx ? "; not graded: " nx " tests this kit does not list" : "")
        if (nstop) count = count "\nThe tests ran out of their " tests_limit " s (each test may take " test_limit " s): " nstop " test" (nstop > 1 ? "s" : "") " did not run, and count" (nstop > 1 ? "" : "s") " as failed."
        print count > qf
        first_bad = 0
        for (i = 1; i <= nr && !first_bad; i++) if (row_order[i] != "-:rest" && (row_order[i] in row_failing)) first_bad = i
        if (!alone) {
            depend = "Rows can depend on each other here: a row's tests run your other functions too, as you wrote them, so a mistake in one function can fail tests of other rows (a failing test says so when a function it is known to call fails in its own row too)."
            if (first_bad) depend = depend "  The first row that fails is row " first_bad " (" label(row_order[first_bad]) "): fix it first."
        } else depend = "Each row's tests ran that row's function as you wrote it, with the stage's own code for every other function: a mistake costs points in its own row only."
        print depend > qf
    } else print "The kit did not build, so no test ran: see the compiler's messages above." > qf
    if (built && fails != "") printf "\nFailing tests, row by row (file:line: what the assertion found):\n%s", fails > qf

    # What the seal changed (tools/seal.sh), for the student to read.
    if (notes != "") while ((getline line < notes) > 0) sealed = sealed line "\n"
    if (sealed != "") printf "\nThe build of your files for grading said:\n%s", sealed > qf
    if (!built) {
        # The first 200 lines: the first errors are the ones to fix.
        nb = 0; refused = ""
        while ((getline line < build_log) > 0) {
            if (++nb <= 200) blog = blog line "\n"
            if (refused == "" && line ~ /^seal: [^ ]*: refused: /) refused = line
        }
        if (nb > 200) blog = blog "... (" nb - 200 " more lines)\n"
        # a refusal is its one line; a build that fails, the compiler's words
        if (refused != "") blog = "The seal refused your files, so no test ran and every row scores 0:\n" refused "\n"
        else blog = "Your files do not build, so no test ran and every row scores 0.  The compiler said:\n" blog
    }
    # With tests held back, the points of the visible tests only: by
    # Gradescope's specification students do not see their total while
    # entries are hidden from them, and this text must not tell it either.
    vsum = 0; vmaxsum = 0
    for (i = 1; i <= nr; i++) {
        id = row_order[i]
        if (ntests[id] == 0) continue
        if (nh[i] == 0) { vsum += score[i]; vmaxsum += maxs[i] }
        else { vsum += num(pts[id] * vp[i] / ntests[id]); vmaxsum += num(pts[id] * nv[i] / ntests[id]) }
    }
    if (built && nheld) summary = sprintf("%d of the %d tests you can see pass, worth %.2f of the %.2f points they carry; the other %.2f of the %s points are for the %d tests your teacher holds back, whose results, and so your total, %s.%s", vpass_all, nvis, vsum, vmaxsum, max - vmaxsum, max, nheld, when_shown(), timing(count))
    else if (built) summary = sprintf("%d of %d tests pass; %.2f of %s points.  %s", tpass, nt, total, max, count)
    # Plain text everywhere (a compiler's <string.h> must not read as
    # HTML); run_autograder's standard output (the table above, held-back
    # tests included) is for the teacher only.
    printf "{\n  \"score\": %s,\n  \"output\": %s,\n  \"output_format\": \"text\",\n  \"test_output_format\": \"text\",\n  \"test_name_format\": \"text\",\n  \"stdout_visibility\": \"hidden\",\n  \"tests\": [\n", num(total), \
        jstr(built ? summary (sealed != "" ? "\n" sealed : "") : blog) > json
    ne = 0
    for (i = 1; i <= nr; i++) {
        id = row_order[i]
        name = (number[id] != "" ? number[id] ". " : "") label(id)
        if (nh[i] == 0) {
            entry(name, score[i], maxs[i], rpass[i] == ntests[id], outs[i], "visible")
        } else {
            # The row's points split in proportion to its tests; the two
            # parts add up to the row's score.
            vmax = num(pts[id] * nv[i] / ntests[id]); vs = num(pts[id] * vp[i] / ntests[id])
            hmax = num(maxs[i] - vmax); hs = num(score[i] - vs)
            if (hs > hmax) hs = hmax
            if (hs < 0) hs = 0
            if (nv[i]) entry(name, vs, vmax, vp[i] == nv[i], vouts[i], "visible")
            entry(name " (held-back tests)", hs, hmax, hpn[i] == nh[i], houts[i], held_visibility)
        }
        if (rows != "") printf "%s\t%d\t%d\t%s\t%s\n", id, rpass[i], ntests[id], score[i], maxs[i] > rows
    }
    printf "\n  ]\n}\n" > json
    close(json)
    if (only == "") { print "\nwrote " json; exit 0 }
    for (i = 1; i <= nr; i++) if (row_order[i] == only) {
        printf "%s%s: %d of %d tests pass, %.2f of %s points\n%s", (number[only] != "" ? number[only] ". " : ""), label(only), rpass[i], ntests[only], score[i], maxs[i], (built ? outs[i] : blog)
        exit !(built && rpass[i] == ntests[only])
    }
    print "grade-row: no row " only " in grading/functions.txt (want FILE:FUNCTION or rest)"
    exit 2
}
# entry NAME SCORE MAX PASSED OUTPUT VISIBILITY: one test of results.json.
function entry(name, sc, mx, passed, output, vis) {
    printf "%s    {\"name\": %s, \"score\": %s, \"max_score\": %s, \"status\": \"%s\", \"visibility\": \"%s\", \"output\": %s}", \
        (ne++ ? ",\n" : ""), jstr(name), sc, mx, (passed ? "passed" : "failed"), vis, jstr(output) > json
}
function timed_line(n) { return "TIMED OUT: " n " of the tests below did not finish in time (a loop that never ends?).\n" }
# The count line without what it says of every test (held-back ones included).
function timing(c) { return c ~ /ran out of their/ ? "  " substr(c, index(c, "\nThe tests ran out") + 1) : "" }
function when_shown() {
    return held_visibility == "after_published" ? "are shown when your teacher publishes the grades" : \
        held_visibility == "after_due_date" ? "are shown after the due date" : "stay hidden"
}
