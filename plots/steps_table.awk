# steps_table.awk - chapter 13's sweeps against sub-steps, one scene, as a
# Markdown table.
#
#   awk -f plots/steps_table.awk ROW ... > steps.md
#   awk -v csv=1 -f plots/steps_table.awk ROW ... > steps.csv
#
# Each ROW is plots/compare_row.awk's row of one run of the pyramid of 20
# rows, its scene named PROGRAM_rN (warm_starting with `relaxation N`,
# N sweeps) or PROGRAM_nN (soft_step with `sub_steps N`), given in the
# table's order.  The columns: the program and its setting; the impulses
# per contact point per update this costs (3 N for the sweeps, each a
# normal, a friction and a pseudo impulse; 4 N for the sub-steps, each a
# solve and a relax of a normal and a friction impulse); who stands and
# the top box's largest sideways move in box sizes (compare_row.awk's
# rule); the largest loss of potential energy.  Numbers keep two
# significant digits.  With csv=1 the same as CSV, for plots/steps.gp:
#   program,setting,impulses,verdict,drift,pe_loss
# (setting the number of sweeps or sub-steps, numbers as the rows have
# them).  Bad input: one line naming the file and line,
# exit status 2.
function bad(msg) { printf "steps_table.awk: %s:%d: %s\n", FILENAME, FNR, msg > "/dev/stderr"; failed = 1; exit 2 }
# x with two significant digits, in plain decimals and without trailing
# zeros (compare_table.awk's).
function two(x,    e, d, s) {
    if (x == 0) return "0"
    e = int(log(x < 0 ? -x : x) / log(10) + 100) - 100
    d = 1 - e
    if (d <= 0) return sprintf("%.0f", x)
    s = sprintf("%." d "f", x)
    sub(/0+$/, "", s)
    sub(/\.$/, "", s)
    return s
}
BEGIN {
    FS = ","
    if (csv)
        print "program,setting,impulses,verdict,drift,pe_loss"
    else {
        print "| setting | impulses per point | who stands, top box's drift | energy lost |"
        print "|---|---:|---|---:|"
    }
}
{
    if (NF != 14 || $3 != "stack") bad("not a row of compare_row.awk for a stack")
    n = $1; sub(/.*_[rn]/, "", n)
    if (n !~ /^[0-9]+$/) bad("a scene not named PROGRAM_rN or PROGRAM_nN: " $1)
    if ($1 ~ /_r[0-9]+$/) { what = n (n == 1 ? " sweep" : " sweeps"); cost = 3 * n }
    else { what = n (n == 1 ? " sub-step" : " sub-steps"); cost = 4 * n }
    name = $2; sub(/^variant_/, "", name)
    if (csv) {
        printf "%s,%d,%d,%s,%s,%s\n", $2, n, cost, $4, $5, $7
        next
    }
    printf "| `%s`, %s | %d | %s, %s | %s %% |\n", name, what, cost, $4, two($5), two($7)
}
