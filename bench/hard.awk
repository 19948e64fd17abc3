# hard.awk - the measurements of one hard scene, from the dump
# bench/hard_probe.c (the workbook) and bench/peers/box2d_v3_hard.c
# (Box2D v3) write, in the workbook's units:
#
#   awk -v scene=NAME [-v trace=TRACE.csv] -f bench/hard.awk DUMP
#
# prints one line "KEY VALUE" per measurement of scene NAME (the lines
# of bench/hard.sh's table), VALUE a number, "never" or "-".  With a
# trace (build/variant_joints --trace of the same run), the time all
# bodies are asleep is read from its column sleeping, the update whose
# count first reaches the column bodies, as chapter 13 reads it, and the
# contacts come from its column contacts; without one (Box2D v3), the
# time is the first update at which the dump's every body is asleep,
# and the contacts are "-".
#
#   offset_stack  top_widest  the top box's (the last moving body's)
#                             widest move from its start, the largest
#                             |centre - start| over the run, as
#                             test_speculative.c measures it
#                 top_final   the same at the end
#                 asleep      seconds until every body is asleep
#   card_house    feet_low, feet_high  at the end, the lowest and highest
#                             of the feet's heights above the floor, a
#                             foot the lowest corner of a card that
#                             started standing on the floor (its lowest
#                             corner within 0.01 of the floor's top: the
#                             first level's six leaning cards, those
#                             test_speculative.c picks by their centres
#                             below 6.4)
#                 top_change  the highest corner at the end less that at
#                             the start (the top card's, 8.078): about 0
#                             standing, -1.5 fallen
#                 asleep      as above
#                 contacts    the trace's contacts at the end
#   chain_level   widest_gap  the widest gap between a hinge's two
#                             anchors, over every hinge and update (the
#                             widest_gap of joint_support.h and
#                             test_solve_order.c)
#                 fastest     the fastest link's |angular velocity|, rad/s
#   7_bridge      first_swing the deepest sag on the first swing: the sag
#                             is how far the lowest plank's centre hangs
#                             below where the planks started (chapter 14's
#                             figure), and the first swing ends when the
#                             bridge has come back up by half a unit (a
#                             plank's thickness) from its deepest
#                 first_swing_at  its time, s
#                 rest_sag    the sag at the end
$1 == "ground" { ground = $2 + 0; next }
$1 == "b" {
    u = $2 + 0; i = $3 + 0
    if (!started || u != cur) {
        if (started) finish(cur)
        started = 1; cur = u; awake = 0; low = ""; high = ""
    }
    if (i > n) n = i
    x[i] = $4 + 0; y[i] = $5 + 0; corner[i] = $7 + 0
    if (u == 0) { x0[i] = x[i]; y0[i] = y[i]; if (corner[i] - ground < 0.01) foot[i] = 1 }
    awake += $9
    if (low == "" || $5 + 0 < low) low = $5 + 0
    if (high == "" || $8 + 0 > high) high = $8 + 0
    if ($6 + 0 > spin) spin = $6 + 0
    next
}
$1 == "j" { if ($4 + 0 > gap) gap = $4 + 0; next }
$1 == "energy" { next }
{ printf "bench/hard.awk: %s:%d: not a line of the dump\n", FILENAME, FNR > "/dev/stderr"; bad = 1; exit 2 }

# What update u says, once its lines are read: the top box's move, its
# lowest centre and highest corner, and whether every body sleeps.
function finish(u,    dx, dy, d) {
    dx = x[n] - x0[n]; dy = y[n] - y0[n]
    d = sqrt(dx * dx + dy * dy)
    if (d > widest) widest = d
    final_move = d
    if (awake == 0 && dump_asleep == "") dump_asleep = u / 60
    if (u == 0) { start_high = high; start_low = low }
    sag = start_low - low
    if (!swing_done) {
        if (sag > deepest) { deepest = sag; deepest_at = u / 60 }
        else if (sag < deepest - 0.5) swing_done = 1
    }
    end_high = high
}

END {
    if (bad) exit 2
    if (!started) { printf "bench/hard.awk: %s: no body lines\n", FILENAME > "/dev/stderr"; exit 2 }
    finish(cur)
    asleep_at = dump_asleep
    if (trace != "") {
        asleep_at = ""
        while ((getline line < trace) > 0) {
            fields = split(line, f, ",")
            if (f[1] == "frame") { for (k = 1; k <= fields; k++) col[f[k]] = k; continue }
            if (!("sleeping" in col)) { printf "bench/hard.awk: %s has no column sleeping\n", trace > "/dev/stderr"; exit 2 }
            if (asleep_at == "" && f[col["sleeping"]] + 0 == f[col["bodies"]] + 0 && f[col["bodies"]] > 0)
                asleep_at = f[1] / 60
            contacts = f[col["contacts"]]
        }
        close(trace)
    } else
        contacts = "-"
    if (asleep_at == "") asleep_at = "never"
    if (scene == "offset_stack") {
        print "top_widest", widest; print "top_final", final_move; print "asleep", asleep_at
    } else if (scene == "card_house") {
        lo = ""; hi = ""
        for (i = 1; i <= n; i++) if (i in foot) {
            h = corner[i] - ground
            if (lo == "" || h < lo) lo = h
            if (hi == "" || h > hi) hi = h
        }
        print "feet_low", lo; print "feet_high", hi; print "top_change", end_high - start_high
        print "asleep", asleep_at; print "contacts", contacts
    } else if (scene == "chain_level") {
        print "widest_gap", gap; print "fastest", spin
    } else if (scene == "7_bridge") {
        print "first_swing", deepest; print "first_swing_at", deepest_at; print "rest_sag", sag
    } else {
        printf "bench/hard.awk: no measurements for scene '%s'\n", scene > "/dev/stderr"; exit 2
    }
}
