/* observation.c - the default run: what a reader of the chapter does with
 * this stage, as a key script (update number, key, updates held).
 *
 * Built-in scene, seed 1: the 3 x 4 hero at (50, 40) starts on top of the
 * circle minion 3 (r 4.91); circles also at x = 10 (r 4.59) and 90,
 * rectangles at x = 30 and 70.  Every pair of shapes collides now. */
#include "game.h"

const char game_observation_script[] =
    "# Rectangle and circle collisions: move the hero out of the circle it\n"
    "# starts in, then drive a circle into a wall, a platform and a corner.\n"
    "20 Z 30        # turn the hero on the circle's centre: the normal follows\n"
    "               # the rectangle's face nearest the centre\n"
    "60 D 12        # slide right 3.6: the circle's centre is out, beyond a face\n"
    "90 W 15        # and up 4.5: now the hero's corner is nearest it\n"
    "110 D 10       # on until they part\n"
    "140 Right      # select minion 1, the circle at x = 10\n"
    "150 A 15       # left 4.5 into the wall\n"
    "170 S 100      # down 30, along the wall onto the bottom platform: the\n"
    "               # circle meets a wall's corner and the platform's face\n"
    "275 Y 10       # grow it by 1: deeper against both\n"
    "290 U 20       # shrink it by 2\n"
    "315 Right      # minion 2, the turned rectangle at x = 30\n"
    "320 D 50       # right 15, onto the circle at x = 50 and the hero\n"
    "375 Z 45       # turn it: faces and corners take turns against the circle\n"
    "425 S 20       # down 6 across the circle\n"
    "455 C          # collision infos off\n"
    "470 C          # and on\n"
    "500 G          # spawn three minions at random places\n"
    "505 G\n"
    "510 G\n"
    "540 B          # bounding circles on\n";
