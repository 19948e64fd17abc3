# chains.awk - the benchmark's scene of joints: N bodies in chains and
# bridges, for the joints preset (engine/joint_scene.h; the
# programs before it cannot read a joint line).
#
#   awk -v n=200 -f bench/chains.awk > chains_200.scene
#
# The N bodies are cut into groups of at most 20 links (1.5 x 0.5) hinged
# 2 apart, one group to a cell 90 units wide and 50 high, 8 cells to a
# row, rows upwards from y = 50.  In every other cell the group is a
# chain (links of mass 1) hinged to the world at the cell's middle and
# let go level, to the right: it whips down and swings, within 40 of its
# hinge either way, so it stays in its cell.  In the others it is a
# bridge (links of mass 5) hinged end to end and to the world at both
# ends, level about the cell's middle, which sags.  The chains' hinges
# are rigid, the bridges' soft (a spring of 6.6 Hz and damping ratio 2.3,
# as book/scenes/joints/7_bridge.scene's): N bodies have about N
# revolute joints.  A floor lies under the first row, 43 below it, which
# a hanging chain (40 long) does not reach.  The same N gives the same
# file, byte for byte.
BEGIN {
    if (n !~ /^[0-9]+$/ || n < 1) {
        print "chains.awk: n must be a positive whole number (awk -v n=100 -f chains.awk)" > "/dev/stderr"
        exit 2
    }
    per_group = 20; per_row = 8; width = 90; height = 50; y0 = 50
    groups = int((n + per_group - 1) / per_group)
    columns = groups < per_row ? groups : per_row
    printf "# %d bodies in chains and bridges (bench/chains.awk)\n", n
    printf "rect %g %g %g 4 static restitution=0\n", columns * width / 2, y0 - 45, columns * width + 20
    body = 1
    for (g = 0; g < groups; g++) {
        k = n - g * per_group
        if (k > per_group) k = per_group
        mid = (g % per_row) * width + width / 2
        y = y0 + int(g / per_row) * height
        first = body + 1
        if (g % 2 == 0) {
            for (i = 0; i < k; i++)
                printf "rect %g %g 1.5 0.5 restitution=0\n", mid + 2 * i + 1, y
            printf "joint revolute world %d %g %g\n", first, mid, y
            for (i = 1; i < k; i++)
                printf "joint revolute %d %d %g %g\n", first + i - 1, first + i, mid + 2 * i, y
        } else {
            x = mid - k
            for (i = 0; i < k; i++)
                printf "rect %g %g 1.5 0.5 mass=5 restitution=0\n", x + 2 * i + 1, y
            printf "joint revolute world %d %g %g hertz=6.6 damping=2.3\n", first, x, y
            for (i = 1; i < k; i++)
                printf "joint revolute %d %d %g %g hertz=6.6 damping=2.3\n", first + i - 1, first + i, x + 2 * i, y
            printf "joint revolute %d world %g %g hertz=6.6 damping=2.3\n", first + k - 1, x + 2 * k, y
        }
        body += k
    }
}
