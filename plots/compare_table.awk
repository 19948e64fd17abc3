# compare_table.awk - chapter 13's solver comparison as a Markdown table.
#
#   awk -v programs="PROGRAM ..." -f plots/compare_table.awk compare.csv cost.csv > compare.md
#
# compare.csv is plots/compare_row.awk's rows under its header, cost.csv
# each program's cost (program,passes,impulses).  One row per scene, in
# the order compare.csv has them, one column per program, in the order
# of `programs`, each row under a short label (the chapter says what
# the labels mean); what a cell says depends on the scene's kind
# (compare_row.awk defines every measure):
#   stack    the verdict (holds, drifts, falls) and, unless it fell, the
#            top box's largest sideways move in box sizes, and for the
#            scenes of a heavy box the deepest overlap at the end
#   ramp     how many of the boxes do what Coulomb's law says in 2 s, and
#            the farthest a box that must hold creeps in 10 s: "< 0.001"
#            below the plot data's resolution there (6 digits of
#            coordinates up to 750)
#   overlap  the deepest overlap after 2 s and the most kinetic energy
#   pile     the linear kinetic energy and the deepest overlap at 10 s
# and a program that sleeps adds when its scene fell asleep for good.
# The last row is the cost.  Numbers keep two significant digits.  The
# book quotes the table as it is (plots/table_check.awk checks that).
# Bad input: one line naming the file and line, exit status 2.
function bad(msg) { printf "compare_table.awk: %s:%d: %s\n", FILENAME, FNR, msg > "/dev/stderr"; failed = 1; exit 2 }
# x with two significant digits, in plain decimals and without trailing
# zeros ("0.0011", "0.005"; a whole number from 100 up keeps its units
# digit, "349").
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
    np = split(programs, prog, " ")
    if (np == 0) { print "compare_table.awk: no programs given" > "/dev/stderr"; failed = 1; exit 2 }
    label["stack20"] = "Stack of 20: who stands, drift"
    label["pyramid"] = "Pyramid of 20 rows: the same"
    label["heavy_on_light"] = "Mass 100 on mass 1: the same, depth"
    label["heavy_pyramid"] = "Pyramid, top 3 of mass 100: the same"
    label["ramp"] = "Friction ramp: obey Coulomb; creep"
    label["overlap"] = "Overlap recovery: depth at 2 s; most energy"
    label["pile200"] = "Pile of 200: energy; depth"
    heavy["heavy_on_light"] = heavy["heavy_pyramid"] = 1
}
FNR == 1 {
    file++
    if (file == 1 && $0 !~ /^scene,program,kind,verdict,drift,drop,pe_loss,coulomb,creep,depth_2s,depth_end,ke_max,ke_end,asleep$/)
        bad("not compare_row.awk's header")
    if (file == 2 && $0 != "program,passes,impulses") bad("not a cost table (program,passes,impulses)")
    next
}
file == 1 {
    if (NF != 14) bad("a row of " NF " fields, not 14")
    if (!($1 in label)) bad("a scene the table has no label for: " $1)
    if (!($1 in seen)) { seen[$1] = 1; order[++ns] = $1 }
    c = $4
    if ($3 == "stack") {
        if ($4 != "falls") c = c ", " two($5)
        if ($1 in heavy && $4 != "falls") c = c "; " two($11) " deep"
    } else if ($3 == "ramp")
        c = $8 " of 11; " ($9 < 0.001 ? "< 0.001" : two($9))
    else if ($3 == "overlap")
        c = two($10) "; " two($12)
    else if ($3 == "pile")
        c = two($13) "; " two($11)
    else
        bad("a kind the table does not know: " $3)
    if ($14 != "-") c = c " (asleep " sprintf("%.1f", $14) " s)"
    cell[$1, $2] = c
    next
}
file == 2 {
    passes[$1] = $2; impulses[$1] = $3
    next
}
END {
    if (failed) exit 2
    head = "| scene |"
    rule = "|---|"
    for (j = 1; j <= np; j++) {
        head = head " " (prog[j] == "stage08" ? "stage 08" : "`" substr(prog[j], 9) "`") " |"
        rule = rule "---|"
    }
    print head
    print rule
    for (i = 1; i <= ns; i++) {
        line = "| " label[order[i]] " |"
        for (j = 1; j <= np; j++) {
            if (!((order[i], prog[j]) in cell)) {
                printf "compare_table.awk: no row for %s on %s\n", prog[j], order[i] > "/dev/stderr"
                exit 2
            }
            line = line " " cell[order[i], prog[j]] " |"
        }
        print line
    }
    line = "| Cost: impulses per point (passes) |"
    for (j = 1; j <= np; j++) {
        if (!(prog[j] in passes)) { printf "compare_table.awk: no cost for %s\n", prog[j] > "/dev/stderr"; exit 2 }
        line = line " " impulses[prog[j]] " (" passes[prog[j]] ") |"
    }
    print line
}
