# tower.awk - the track's tower: ten boxes stacked on the floor.
#
#   awk -f plots/tower.awk > tower.scene
#   awk -v n=10 -v size=4 -v gap=0 -f plots/tower.awk > tower.scene
#
# The floor is the chapter's bottom platform made to span the room: a
# static box 100 x 3.75 centred at (50, 4), so its top is at y = 5.875.
# On it stand n boxes (default 10), each size x size (default 4 x 4, the
# size of the pile's larger boxes), centred on x = 50, the lowest one
# resting on the floor and each next one on the one below, with a gap
# (default 0: touching, no overlap) between neighbours.  Nothing knocks
# the tower: whatever moves it sideways is the solver's doing.  The
# boxes are listed bottom to top, so the top box is the last object
# (plots/tower_drift.awk finds it there).  Everything else is the scene
# file's default (common/scene.h): gravity (0, -20), motion and
# correction on, 15 relaxation passes, mass 1, friction 0.8, restitution
# 0.2.
BEGIN {
    if (n == "") n = 10
    if (size == "") size = 4
    if (gap == "") gap = 0
    if (n !~ /^[0-9]+$/ || n < 1 || size + 0 <= 0 || gap + 0 < 0) {
        print "tower.awk: n must be a positive whole number, size > 0, gap >= 0" > "/dev/stderr"
        exit 2
    }
    floor_top = 4 + 3.75 / 2
    printf "# a tower of %d boxes %g x %g, gap %g (plots/tower.awk)\n", n, size, size, gap
    print "rect 50 4 100 3.75 static"
    for (i = 0; i < n; i++)
        printf "rect 50 %.6g %g %g\n", floor_top + gap + size / 2 + i * (size + gap), size, size
}
