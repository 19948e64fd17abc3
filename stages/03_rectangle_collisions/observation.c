/* observation.c - the default run: what a reader of the chapter does with
 * this stage, as a key script (update number, key, updates held).
 *
 * Built-in scene, seed 1: the 3 x 4 hero at (50, 40); rectangles at
 * x = 30 (7.4 x 6.8, turned 18 degrees) and x = 70 (10.9 x 6.4, 7
 * degrees); circles at x = 10, 50, 90.  Rectangle pairs collide now,
 * including rectangles against the platforms and walls; circles still
 * only with circles. */
#include "game.h"

const char game_observation_script[] =
    "# Rectangle collisions: push the hero into a rectangle and a platform,\n"
    "# face first and corner first, and watch the magenta segment.\n"
    "20 D 50        # the hero moves 15 right, into the rectangle at x = 70\n"
    "75 Z 45        # turn it 45 degrees: a corner digs in, the normal follows\n"
    "               # the face it crosses\n"
    "125 Y 15       # grow the hero's rigid rectangle by 1.5: deeper\n"
    "145 U 15       # and back\n"
    "165 A 20       # back off 6 to the left, apart\n"
    "190 W 110      # up 33, corner first into the top platform\n"
    "305 X 45       # turn back flat: face against face\n"
    "355 C          # collision infos off\n"
    "365 C          # and on\n"
    "380 Right      # select minion 2, the turned rectangle at x = 30\n"
    "385 Right      # (Right twice from the hero: minion 1, minion 2)\n"
    "390 S 105      # down 31.5, into the bottom platform\n"
    "500 Z 30       # turn it: one corner sinks deeper, the other lifts\n"
    "540 G          # spawn two minions at random places\n"
    "545 G\n"
    "560 B          # bounding circles on: the broad phase around each pair\n";
