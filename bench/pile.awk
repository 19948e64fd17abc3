# pile.awk - the benchmark's scene: N shapes dropped into the chapter's room.
#
#   awk -v n=200 -f bench/pile.awk > pile_200.scene
#
# The room is the built-in one (a camera 100 x 75 units wide): a floor
# whose top is where the chapter's bottom platforms end (y = 4 + 3.75/2)
# and walls at x = 2 and x = 98, 3 units thick.  The N shapes alternate
# circle, box, circle, ... and sit in a grid of 6 x 6 cells, 15 to a row,
# from y = 12 upwards; each one falls, and together they pile up on the
# floor.  The walls are as tall as the grid plus a margin, so a shape that
# bounces off the pile stays inside at any N (at large N the grid reaches
# far above the view; that is fine, nothing draws it).
#
# Sizes and angles come from a Park-Miller generator with a fixed seed:
# every product 16807 * state stays below 2^46, so awk's doubles hold it
# exactly and the same N gives the same file, byte for byte, with any awk.
# A box is w x h with w, h in [2, 5]; a circle has the radius the chapter
# gives a minion of that size, 0.35 * sqrt(w^2 + h^2), between 1 and 2.5,
# so every shape fits its 6 x 6 cell with room to spare.
function next_unit() {
    state = (16807 * state) % 2147483647
    return state / 2147483647
}
BEGIN {
    if (n !~ /^[0-9]+$/ || n < 1) {
        print "pile.awk: n must be a positive whole number (awk -v n=100 -f pile.awk)" > "/dev/stderr"
        exit 2
    }
    state = 20240613
    cell = 6; per_row = 15; x0 = 8; y0 = 12
    floor_top = 4 + 3.75 / 2
    rows = int((n + per_row - 1) / per_row)
    wall_h = y0 + rows * cell + 20

    printf "# pile of %d shapes (bench/pile.awk)\n", n
    print "gravity 0 -20"
    print "motion on"
    print "correction on"
    print "relaxation 15"
    # The floor spans the room and a little beyond, 3.75 thick like the
    # chapter's platforms; the walls stand on it.
    printf "rect 50 4 110 3.75 static friction=0.8 restitution=0.2\n"
    printf "rect 2 %.3f 3 %.3f static friction=0.8 restitution=0.2\n", floor_top + wall_h / 2, wall_h
    printf "rect 98 %.3f 3 %.3f static friction=0.8 restitution=0.2\n", floor_top + wall_h / 2, wall_h
    for (i = 0; i < n; i++) {
        x = x0 + (i % per_row) * cell
        y = y0 + int(i / per_row) * cell
        w = 2 + 3 * next_unit()
        h = 2 + 3 * next_unit()
        rot = (next_unit() - 0.5) * 70
        if (i % 2 == 0)
            printf "circle %d %d %.3f mass=1 friction=0.8 restitution=0.2\n", x, y, 0.35 * sqrt(w * w + h * h)
        else
            printf "rect %d %d %.3f %.3f rot=%.2f mass=1 friction=0.8 restitution=0.2\n", x, y, w, h, rot
    }
}
