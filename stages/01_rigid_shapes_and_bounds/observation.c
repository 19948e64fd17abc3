/* observation.c - the default run: what a reader of the chapter does with
 * this stage, as a key script (update number, key, updates held). */
#include "game.h"

const char game_observation_script[] =
    "# Rigid shapes and bounds: look, then handle the shapes.\n"
    "30 B           # bounding circles and centre crosses on\n"
    "60 D 40        # move the hero right by 40 x 0.3 = 12 units\n"
    "100 W 30       # and up by 9\n"
    "140 Z 45       # rotate it 45 degrees counter-clockwise\n"
    "190 T          # show the hero's own box next to its rigid shape\n"
    "200 Y 20       # the rigid rectangle grows by 2 in w and h; the box does not\n"
    "230 U 35       # shrink it to 1.5 x 2.5, well inside the box\n"
    "300 Right      # select minion 1 (a circle)\n"
    "310 S 40       # move it down\n"
    "350 Y 15       # and grow it\n"
    "370 Right      # minion 2 (a rectangle)\n"
    "380 X 90       # rotate it 90 degrees clockwise\n"
    "470 G          # spawn three more minions\n"
    "480 G\n"
    "490 G\n"
    "500 Left       # back past the hero: selection wraps to the last minion\n"
    "505 Left\n"
    "510 Left\n"
    "520 A 30       # move it left\n"
    "560 R          # rigid shapes off: only the boxes remain\n"
    "575 R          # and back on\n"
    "590 T          # boxes off again\n";
