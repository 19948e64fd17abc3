/* observation.c - the default run: what a reader of the chapter does with
 * this stage, as a key script (update number, key, updates held).
 *
 * Built-in scene: the five minions start piled up at (50, 50) on top of
 * each other and of the hero at (50, 40); motion and correction are off,
 * collision infos (magenta) are shown. */
#include "game.h"

const char game_observation_script[] =
    "# Collision position correction: push the pile apart, then let it fall\n"
    "# and watch the penetration grow, since nothing changes the velocities.\n"
    "40 P           # correction on: every update, 15 passes over all pairs each move\n"
    "               # the two shapes apart by 80 % of their depth; the pile spreads\n"
    "               # out in a few updates and the magenta segments vanish\n"
    "100 G          # two new minions at y = 50, 50 <= x < 70: pushed out at once\n"
    "110 G\n"
    "160 V          # motion on: everything falls and lands on the platforms; each\n"
    "               # update the correction pushes the shapes back out, but their\n"
    "               # velocity keeps growing (nothing resolves it), so they sink\n"
    "               # deeper every update: max_depth nears 2 by update 559\n"
    "300 C          # infos off\n"
    "310 C          # and on again\n"
    "560 P          # correction off: the shapes drop through the platforms\n";
