# joint_demos.awk - chapter 14's table of Box2D-Lite's demos as the
# variant joints plays them, from each demo's scene and its run by
# plots/joint_gaps.c (no keys).
#
#   awk -f plots/joint_demos.awk DEMO.scene DEMO.csv [DEMO.scene DEMO.csv ...]
#
# One row per demo, in the order given:
#   demo       the scene's name (book/scenes/joints/NAME.scene)
#   bodies     the bodies that move
#   joints     its joint lines, "soft" when every one has hertz=
#   gap        the widest distance between a hinge's two anchors over
#              the run ("-" with no hinge)
#   overlap    the deepest overlap among the contacts at the run's end
#   asleep     when every body first slept at once, in seconds, or
#              "awake" (with none asleep at the end) or "m of n asleep"
# Bad input (a scene without its run, a run without rows): one line
# naming the file, exit status 2.
function bad(msg) { printf "joint_demos.awk: %s: %s\n", FILENAME, msg > "/dev/stderr"; failed = 1; exit 2 }
function fmt(x) { return x == 0 ? "0" : sprintf("%.2g", x) }
function finish(    name, kind, asleep) {
    if (demo == "") return
    if (rows == 0) bad("no run after " demo)
    kind = joints == 0 ? "none" : joints == soft ? joints " soft" : soft == 0 ? joints "" : joints " (" soft " soft)"
    if (slept != "") asleep = sprintf("%.1f s", slept)
    else if (last_asleep == 0) asleep = "awake"
    else asleep = last_asleep " of " bodies " asleep"
    printf "| `%s` | %d | %s | %s | %s | %s |\n", demo, bodies, kind, hinges ? fmt(widest) : "-", fmt(depth), asleep
    demo = ""
}
BEGIN {
    print "| demo | bodies | joints | widest hinge gap | deepest overlap at the end | all asleep at |"
    print "|---|---:|---|---:|---:|---|"
}
FNR == 1 && FILENAME ~ /\.scene$/ {
    finish()
    demo = FILENAME; sub(/.*\//, "", demo); sub(/\.scene$/, "", demo)
    joints = 0; soft = 0; hinges = 0; rows = 0; widest = 0; slept = ""; scene = 1
}
FNR == 1 && FILENAME !~ /\.scene$/ {
    if (demo == "") bad("a run without its scene")
    scene = 0
    if ($0 !~ /^update,time,widest_gap,mean_gap,lowest_y,max_depth,energy,asleep,bodies$/) bad("not plots/joint_gaps.c's table")
    next
}
scene && $1 == "joint" {
    joints++
    if ($0 ~ / hertz=/) soft++
    if ($2 == "revolute" || $2 == "weld") hinges++
    next
}
scene { next }
{
    split($0, f, ",")
    rows++
    if (f[3] + 0 > widest) widest = f[3] + 0
    depth = f[6] + 0; last_asleep = f[8] + 0; bodies = f[9] + 0
    if (slept == "" && bodies > 0 && last_asleep == bodies) slept = f[2]
}
END {
    if (failed) exit 2
    finish()
}
