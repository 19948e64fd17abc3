# compare_row.awk - what one run of chapter 13's solver comparison found,
# as one row of out/track/compare.csv.
#
#   awk -v scene=S -v program=P -v kind=K -f plots/compare_row.awk TRACE.csv [TOP.csv [BOXES.csv]]
#   awk -v header=1 -f plots/compare_row.awk     (the header alone)
#
# TRACE.csv is the run's trace (common/trace.c; a program that sleeps adds
# a column `sleeping`, how many bodies sleep), TOP.csv the top box over
# time (plots/tower_drift.awk's table), BOXES.csv the ramp's boxes
# (plots/compare_run.sh).  Each file is known by its header.  The row:
#   scene,program,kind   as given
#   verdict     (kind stack) who stands, by one rule for every stack and
#               pyramid: the top box "falls" when it ends more than half
#               its size below where it started (it has come off what
#               held it up), else "drifts" when it ever moved sideways by
#               more than 1 % of its size, else "holds"
#   drift       the top box's largest sideways move, in box sizes
#   drop        how far the top box ends below where it started, in box
#               sizes
#   pe_loss     the largest fall of the potential energy below its start,
#               in % of the start
#   coulomb     (kind ramp) how many boxes do in 2 s what Coulomb's law
#               says: one with mu >= tan 30 deg holds (moves less than
#               0.01), one with less slides (1/2) g (sin 30 - mu cos 30) t^2
#               = 40 (0.5 - mu cos 30) with g = 20, t = 2, within 1 %
#   creep       (kind ramp) the farthest a box that must hold moves in the
#               whole run, in units
#   depth_2s    the deepest overlap after 2 s (update 120)
#   depth_end   the deepest overlap after the last update
#   ke_max      the largest kinetic energy, linear and angular
#   ke_end      the linear kinetic energy after the last update
#   asleep      the time from which every body sleeps to the end, in s;
#               "-" for a run that never does or cannot sleep
# A measure that does not apply to the kind is "-".  Numbers have 4
# significant digits (the plot data has 6).  Bad input: one line naming
# the file and line, exit status 2.
function bad(msg) { printf "compare_row.awk: %s:%d: %s\n", FILENAME, FNR, msg > "/dev/stderr"; failed = 1; exit 2 }
function num(x) { return sprintf("%.4g", x) }
BEGIN {
    FS = ","
    if (header) {
        print "scene,program,kind,verdict,drift,drop,pe_loss,coulomb,creep,depth_2s,depth_end,ke_max,ke_end,asleep"
        exit
    }
    if (kind !~ /^(stack|ramp|overlap|pile)$/) { print "compare_row.awk: kind must be stack, ramp, overlap or pile" > "/dev/stderr"; failed = 1; exit 2 }
    tan30 = sin(atan2(1, 0) / 3) / cos(atan2(1, 0) / 3)
    cos30 = cos(atan2(1, 0) / 3)
}
FNR == 1 {
    for (i = 1; i <= NF; i++) col[$i] = i
    if ($1 == "frame" && $3 == "bodies") { what = "trace"; sleeps = ("sleeping" in col); asleep_from = 0 }
    else if ($0 ~ /^frame,time,x,y,drift,moved,drop$/) what = "top"
    else if ($0 == "box,mu,moved_2s,moved_end") what = "boxes"
    else bad("not a trace, a top box's table or a ramp's boxes")
    files[what] = 1
    split("", col)
    next
}
what == "trace" {
    if (NF < 12) bad("a short row")
    if (!have_pe) { pe0 = $9; have_pe = 1 }
    if (pe0 - $9 > pe_fall) pe_fall = pe0 - $9
    if ($7 + $8 > ke_max) ke_max = $7 + $8
    if ($1 == 120) depth_2s = $5
    depth_end = $5; ke_end = $7; last_frame = $1
    if (sleeps && $13 < $3) asleep_from = $1 + 1
    next
}
what == "top" {
    if ($5 > drift) drift = $5
    drop = $7
    next
}
what == "boxes" {
    d = 40 * (0.5 - $2 * cos30)
    holds = $2 >= tan30
    if (holds ? $3 < 0.01 : ($3 - d < 0.01 * d && d - $3 < 0.01 * d)) coulomb++
    if (holds && $4 > creep) creep = $4
    next
}
END {
    if (header || failed) exit failed ? 2 : 0
    if (!("trace" in files)) { print "compare_row.awk: no trace given" > "/dev/stderr"; exit 2 }
    if (kind != "pile" && !("top" in files)) { print "compare_row.awk: no top box's table given" > "/dev/stderr"; exit 2 }
    if (kind == "ramp" && !("boxes" in files)) { print "compare_row.awk: no ramp's boxes given" > "/dev/stderr"; exit 2 }
    has_top = kind != "pile"
    verdict = "-"
    if (kind == "stack") verdict = drop > 0.5 ? "falls" : drift > 0.01 ? "drifts" : "holds"
    asleep = sleeps && asleep_from <= last_frame ? num(asleep_from / 60) : "-"
    printf "%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s\n", scene, program, kind, verdict,
        has_top ? num(drift) : "-", has_top ? num(drop) : "-", num(pe0 > 0 ? 100 * pe_fall / pe0 : 0),
        kind == "ramp" ? coulomb + 0 : "-", kind == "ramp" ? num(creep) : "-",
        num(depth_2s), num(depth_end), num(ke_max), num(ke_end), asleep
}
