# judge.awk - every test's verdict, from what it observed (tools/observe.h).
#
#   awk -f tools/near.awk -f tools/judge.awk grading/reference.txt OBSERVED LOG_RESULTS
#
# reference.txt  the stage's own solution's observations, made with the kit
# OBSERVED       this run's observations (grade.sh puts each suite's name
#                in front of its lines: "suite<TAB>B<TAB>test|i", ...)
# LOG_RESULTS    tools/results.awk's lines from Check's log: the tests that
#                ran and, for one that failed, Check's message
# Prints LOG_RESULTS's lines with the verdict replaced.  A test passes only
# when its observations begin once, end, every check held, and they match
# the reference place by place: as many checks at each place, and the
# first K of them with the same tolerance and every number compared within
# twice that tolerance (plus a billionth, relative) of the solution's.
# A place marked V (its checks depend on rounding, so a right answer
# computed in another order makes them differently) is held to holding.
# Check's word (pass, or how the test failed) only explains a failure.
# Plain awk (mawk).
BEGIN { FS = "\t"; K = 20 }
function key_of(suite, rest) { return suite "|" rest }
# One observation line into the tables of SET ("r" or "o").  Of a place's
# checks in a test, the first K are kept whole, and all are counted.
function take(set,    k, j) {
    if ($2 == "B") {
        k = key_of($1, $3); cur[set] = k
        begun[set, k]++; n[set, k] = 0; ended[set, k] = 0
        return
    }
    k = cur[set]
    if (k == "") return
    if ($2 == "A" && NF >= 5) {
        n[set, k]++
        if (!((set, k, $3) in count)) { count[set, k, $3] = 0; places[set, k] = places[set, k] "\t" $3 }
        j = ++count[set, k, $3]
        if ($4 != 1) failed[set, k] = $3
        if (j <= K) obs[set, k, $3, j] = $4 "\t" $5 "\t" (NF >= 6 ? $6 : "")
        return
    }
    # A place whose checks depend on rounding: held to holding only.
    if ($2 == "V" && set == "r") { vary[k, $3] = 1; return }
    # The reference's count of a place's checks, when it keeps fewer.
    if ($2 == "N" && set == "r") { n[set, k] += $4 - count[set, k, $3]; count[set, k, $3] = $4 + 0; return }
    if ($2 == "E") { ended[set, k] = 1; cur[set] = ""; return }
    if ($2 == "X") { why_not[set, k] = $3; return }
    bad[set, k] = 1
}
FILENAME == ARGV[1] { take("r"); next }
FILENAME == ARGV[2] { take("o"); next }
# "" when the j-th check at place p of test k matches the reference's,
# else why not.
function compare(k, p, j,    o, r, np, nr, po, pr, i, tol) {
    split(obs["o", k, p, j], o, "\t"); split(obs["r", k, p, j], r, "\t")
    if (!near(o[2], r[2], 0)) return p ": a tolerance of " o[2] " where the test states " r[2]
    tol = r[2] + 0
    np = split(o[3], po, " "); nr = split(r[3], pr, " ")
    if (np != nr) return p ": " np " values checked where the solution checks " nr
    for (i = 1; i <= nr; i++)
        if (!near(po[i], pr[i], tol))
            return p ": it checked " po[i] " where the stage's own code gives " pr[i]
    return ""
}
# "" when the checks of test k are the reference's, place by place.
function compare_all(k,    m, pl, i, p, j, w) {
    m = split(substr(places["o", k], 2), pl, "\t")
    for (i = 1; i <= m; i++)
        if (!((k, pl[i]) in vary) && !(("r", k, pl[i]) in count)) return pl[i] ": a check the solution never makes"
    m = split(substr(places["r", k], 2), pl, "\t")
    for (i = 1; i <= m; i++) {
        p = pl[i]
        if ((k, p) in vary) continue
        if (count["o", k, p] != count["r", k, p])
            return p ": " (count["o", k, p] + 0) " checks where the solution makes " count["r", k, p]
        for (j = 1; j <= K && j <= count["r", k, p]; j++) if ((w = compare(k, p, j)) != "") return w
    }
    return ""
}
function verdict(k, logstatus) {
    if (!(("r", k) in begun)) return "no reference for this test (the kit's grading/reference.txt is from another kit)"
    if (!(("o", k) in begun)) return ("o", k) in why_not ? why_not["o", k] : "it never started"
    if (begun["o", k] > 1) return "it reported twice"
    if (("o", k) in bad) return "its report was not the kit's"
    if (("o", k) in why_not) return why_not["o", k]
    # A test the solution ends with a signal (Check's raise_signal tests)
    # must end the same way after the same checks, as Check saw it.
    if (!ended["r", k]) {
        if (ended["o", k]) return "it finished where the test expects it to stop with a signal"
        if (logstatus != "pass") return "it did not stop as the test expects"
    } else if (!ended["o", k]) return "it ended after " n["o", k] " checks without finishing"
    if (("o", k) in failed) return failed["o", k] ": the check failed"
    return compare_all(k)
}
{
    # Check's word, kept to explain a failure.
    split($1, p, "|"); k = p[1] "|" p[3] "|" p[4]; w = verdict(k, $2)
    if (w == "") { print $1 "\tpass\t" $3 "\t"; next }
    m = $4
    if ($2 == "pass" || m == "") m = "error: " w
    print $1 "\tfail\t" $3 "\t" m
}
