# brick_pile.awk - 200 boxes 3.6 x 2 laid like bricks on the floor, and
# one more box 6 x 2 dropped from y = 220 onto the middle of the pile
# (the scene of the sleeping preset's figure and of its laws,
# tests/variants/sleeping/test_sleeping.c, which reads it).
#
#   awk -f plots/brick_pile.awk > brick_pile.scene
#   awk -v drop=0 -f plots/brick_pile.awk     the pile alone, no dropped box
#
# 8 rows of 25, 0.1 apart, every other row 1 unit to the right (a box
# stands on two below it), each row 0.2 above the one below, so they
# fall onto each other and settle; the floor's top is at y = 5.875.
BEGIN {
    print "# 200 boxes laid like bricks and one dropped on them (plots/brick_pile.awk)"
    print "gravity 0 -20"
    print "rect 50 4 110 3.75 static friction=0.8 restitution=0.2"
    for (r = 0; r < 8; r++)
        for (c = 0; c < 25; c++)
            printf "rect %.3f %.3f 3.6 2 mass=1 friction=0.8 restitution=0.2\n", 5.8 + c * 3.7 + (r % 2) * 1.0, 6.975 + r * 2.2
    if (drop != "0")
        print "rect 50 220 6 2 mass=1 friction=0.8 restitution=0.2"
}
