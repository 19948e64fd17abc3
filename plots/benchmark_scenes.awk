# benchmark_scenes.awk - the solver comparison's hard scenes (chapter 13),
# as scene files every stage and variant reads.
#
#   awk -v scene=NAME -f plots/benchmark_scenes.awk > NAME.scene
#
# NAME is one of
#   pyramid        a pyramid of 20 rows, 210 boxes 2 x 2 of mass 1
#   heavy_on_light a 2 x 2 box of mass 100 on one of mass 1
#   heavy_pyramid  a pyramid of 4 rows whose top two rows (3 boxes) have
#                  mass 100, the others 1
#   ramp           eleven 2 x 2 boxes of friction 0, 0.1, ..., 1, each on
#                  its own static slope of 30 degrees with that friction
#   overlap        five 4 x 4 boxes stacked, each overlapping the one below
#                  (and the lowest the floor) by 1, a quarter of its size
# They are tests/variants/soft_step/test_benchmark_scenes.c's scenes, moved
# onto the track's floor (plots/tower.awk's: a static box 100 x 3.75 at
# (50, 4), its top at y = 5.875); the stack of twenty is plots/tower.awk's
# with n = 20 and the pile bench/pile.awk's.  Between a pyramid's rows
# there is a gap of 0.01 and between neighbours one of 0.2, so that a box
# rests on the two below it and not on its neighbours' sides.  The boxes
# are listed bottom to top, so the last one is the top box
# (plots/tower_drift.awk reads it there); the ramp lists its slopes first,
# then its boxes in the order of their friction.
#
# Everything else is the scene file's default (common/scene.h): gravity
# (0, -20), motion and correction on, 15 relaxation passes, friction 0.8,
# restitution 0.2, and soft_step's four settings at theirs.  A box of the
# ramp starts touching its slope: its centre lies 1 + 2 (the half
# heights) from the slope's along the slope's normal (-sin 30, cos 30),
# 20 up the slope from its middle.  The slopes stand 70 apart in x, far
# enough that a box sliding off one never meets the next.  Coordinates
# are written with 12 significant digits: a box starts within 1e-10 of
# touching its slope, far inside what the solvers' slops forgive.
function box(x, y, w, h, extra) {
    printf "rect %.12g %.12g %g %g%s\n", x, y, w, h, extra
}
function pyramid(rows, heavy_rows,    r, i, x, y) {
    for (r = 0; r < rows; r++)
        for (i = 0; i < rows - r; i++) {
            x = 50 + 2.2 * (i - (rows - r - 1) / 2)
            y = floor_top + 1 + 2.01 * r
            box(x, y, 2, 2, r >= rows - heavy_rows ? " mass=100" : "")
        }
}
BEGIN {
    floor_top = 4 + 3.75 / 2
    floor = "rect 50 4 100 3.75 static"
    if (scene == "pyramid") {
        print "# a pyramid of 20 rows, 210 boxes 2 x 2 (plots/benchmark_scenes.awk)"
        print floor
        pyramid(20, 0)
    } else if (scene == "heavy_on_light") {
        print "# a box of mass 100 on a box of mass 1 (plots/benchmark_scenes.awk)"
        print floor
        box(50, floor_top + 1, 2, 2, "")
        box(50, floor_top + 3.01, 2, 2, " mass=100")
    } else if (scene == "heavy_pyramid") {
        print "# a pyramid of 4 rows, its top 3 boxes of mass 100 (plots/benchmark_scenes.awk)"
        print floor
        pyramid(4, 2)
    } else if (scene == "ramp") {
        print "# eleven boxes of friction 0 to 1 on slopes of 30 degrees (plots/benchmark_scenes.awk)"
        a = atan2(1, 0) / 3
        for (k = 0; k <= 10; k++)
            box(70 * k, 30, 60, 4, sprintf(" rot=30 static friction=%.1f", k / 10))
        for (k = 0; k <= 10; k++)
            box(70 * k - 3 * sin(a) + 20 * cos(a), 30 + 3 * cos(a) + 20 * sin(a), 2, 2,
                sprintf(" rot=30 friction=%.1f", k / 10))
    } else if (scene == "overlap") {
        print "# five 4 x 4 boxes, each a quarter into the one below (plots/benchmark_scenes.awk)"
        print floor
        for (i = 0; i < 5; i++)
            box(50, floor_top + 1 + 3 * i, 4, 4, "")
    } else {
        print "benchmark_scenes.awk: scene must be pyramid, heavy_on_light, heavy_pyramid, ramp or overlap, not '" scene "'" > "/dev/stderr"
        exit 2
    }
}
