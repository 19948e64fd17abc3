# bridge_sag.awk - where a bridge of soft hinges comes to rest: how far
# its lowest plank's centre hangs below where it started, from the
# hinges' springs alone (chapter 14's figure of the bridge draws it).
#
#   awk -f plots/bridge_sag.awk book/scenes/joints/7_bridge.scene
#   awk -v hertz=60 -f plots/bridge_sag.awk BRIDGE.scene
#
# The scene: equal planks (rect ... mass=M), level in one row, and
# `joint revolute` lines, one hinge between each plank and the next and
# one from each end plank to the world, all of one hertz=F; an optional
# `gravity X Y` line (else 20 down).  With -v hertz=F every hinge is
# taken as a spring of F hertz, whatever its line says: a rigid hinge
# under a steady load rests where the stiff spring of its push would
# (engine/joint.h's JOINT_RIGID_HERTZ; chapter 14 says why).  Anything else that moves, or a
# bridge not so built: one line naming the file and line, exit status 2.
#
# At rest every hinge is a spring pulled by the force that holds the
# planks up.  A soft constraint settles where its bias wins back what the
# spring gives up in each pass (soft_coefficients, engine/solver.h), at the error
#   C = -K F / omega^2,   omega = 2 pi F_hz,
# F the force the joint puts on its body b, K the joint's 2 x 2 inverse
# mass (engine/joint.c) at the lever arms it has then.  The bridge pulls
# with one horizontal tension H throughout; plank j (from 0, N in all,
# weight w each) hangs from the hinge at its left end, which carries
#   V_j = (N/2 - j) w
# of the weight, and the moments about its centre turn it along
# (H, -(V_j - w/2)).  So, left to right, each hinge's anchor b lies
# K (H, -V_j) / omega^2 past its anchor a, and each plank spans its
# hinge spacing along its own direction; the H for which the whole
# reaches from the first end hinge to the last is found by bisection.
# Output: the lowest plank centre's drop, in units, "%.4f".
function bad(msg) { printf "bridge_sag.awk: %s:%d: %s\n", FILENAME, FNR, msg > "/dev/stderr"; failed = 1; exit 2 }
function option(name,    i) {
    for (i = 1; i <= NF; i++)
        if (index($i, name "=") == 1) return substr($i, length(name) + 2)
    return ""
}
BEGIN { g = 20; n = 0; hinges = 0; fixed = hertz != "" }
/^[ \t]*(#|$)/ { next }
$1 == "gravity" { g = sqrt($2 * $2 + $3 * $3); next }
$1 == "rect" && $0 ~ / static( |$)/ { next }
$1 == "rect" {
    if (option("mass") == "") bad("a plank needs mass=")
    if (option("rot") != "") bad("the planks must start level")
    if (n > 0 && ($4 != w || $5 != h || option("mass") != mass || $3 != y0)) bad("the planks must be equal and in one row")
    w = $4; h = $5; mass = option("mass"); y0 = $3; x[n++] = $2
    next
}
$1 == "joint" && $2 == "revolute" {
    if (!fixed) {
        f = option("hertz")
        if (f == "" || (hinges > 0 && f != hertz)) bad("every hinge needs the same hertz= (or give -v hertz=F)")
        hertz = f
    }
    hx[hinges++] = $5
    next
}
{ bad("not a plank or a hinge: " $1) }
END {
    if (failed) exit 2
    if (n < 1 || hinges != n + 1) { bad("expected one hinge more than planks, got " hinges " and " n) }
    half = (hx[1] - hx[0]) / 2
    span = hx[hinges - 1] - hx[0]
    inertia = mass * (w * w + h * h) / 12
    omega = 2 * 3.141592653589793 * hertz
    weight = mass * g
    lo = 1; hi = 1e9
    for (it = 0; it < 200; it++) {
        tension = sqrt(lo * hi)
        if (reach(tension) < span) lo = tension
        else hi = tension
    }
    reach(tension)
    printf "%.4f\n", -lowest
}
# Adds side (ax, ay)'s share to the joint's K: 1/m + its arm's terms.
function add_arm(ax, ay) {
    k11 += 1 / mass + ay * ay / inertia
    k12 -= ax * ay / inertia
    k22 += 1 / mass + ax * ax / inertia
}
# The bridge's horizontal reach with tension t; sets lowest, the lowest
# plank centre's height relative to the hinges.
function reach(t,    j, v, len, px, py, cx, cy, fx, fy) {
    for (j = 0; j < n; j++) {
        v = (n / 2 - j) * weight - weight / 2
        len = sqrt(t * t + v * v)
        ex[j] = t / len; ey[j] = -v / len
    }
    px = 0; py = 0; lowest = 0
    for (j = 0; j <= n; j++) {
        k11 = 0; k12 = 0; k22 = 0
        if (j > 0) add_arm(half * ex[j - 1], half * ey[j - 1])
        if (j < n) add_arm(-half * ex[j], -half * ey[j])
        fx = t; fy = -(n / 2 - j) * weight
        px += (k11 * fx + k12 * fy) / (omega * omega)
        py += (k12 * fx + k22 * fy) / (omega * omega)
        if (j < n) {
            cy = py + half * ey[j]
            if (cy < lowest) lowest = cy
            px += 2 * half * ex[j]; py += 2 * half * ey[j]
        }
    }
    return px
}
