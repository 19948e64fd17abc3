/* observation.c - the default run: what a reader of the chapter does with
 * this stage, as a key script (update number, key, updates held).
 *
 * Built-in scene, seed 1: circles at x = 10 (r 4.59), 50 (r 4.91) and
 * 90 (r 3.77), rectangles at x = 30 and 70, all at y = 40.  Only circle
 * pairs collide in this stage. */
#include "game.h"

const char game_observation_script[] =
    "# Circle collisions: drive one circle into another and watch the magenta\n"
    "# segment from the deepest point of one circle to that of the other.\n"
    "20 Right       # select minion 1, the circle at x = 10\n"
    "25 Right       # minion 2, a rectangle\n"
    "30 Right       # minion 3, the circle at (50, 40)\n"
    "40 D 115       # push it 34.5 right, through the rectangle at x = 70 (no info:\n"
    "               # rectangles do not collide yet) into the circle at x = 90\n"
    "160 W 15       # slide up over that circle: the normal follows the centres\n"
    "180 S 30       # and down below it\n"
    "215 W 15       # back onto the line of centres\n"
    "240 Y 20       # grow the selected circle by 2: the segment gets longer\n"
    "265 U 60       # shrink it by 6: shallower, then apart\n"
    "335 C          # collision infos off\n"
    "340 Y 40       # grow back by 4 (overlapping again, nothing drawn)\n"
    "390 C          # infos on: the segment is back\n"
    "400 A 80       # pull back left, apart\n"
    "490 G          # spawn four minions at random places (a circle landing\n"
    "495 G          # on another circle would show its info at once)\n"
    "500 G\n"
    "505 G\n"
    "520 Left       # select minion 1 (Left twice: from 3 to 2, then 1)\n"
    "525 Left\n"
    "540 D 50       # drive it into the rectangle at x = 30: still no info\n"
    "595 B          # bounding circles on: they overlap, the narrow phase says no\n";
