/* observation.c - the default run: what a reader of the chapter does with
 * this stage, as a key script (update number, key, updates held).
 *
 * Built-in scene: the hero at (50, 40), five small minions at y = 70
 * turned by up to 35 degrees, the top platforms upside down and one inner
 * platform at -30 degrees.  The positions below are those of the default
 * seed (1). */
#include "game.h"

const char game_observation_script[] =
    "# Collision angular resolution: shapes now turn when they hit off\n"
    "# centre; a heavy circle hardly reacts to a light box dropped on it.\n"
    "               # updates 1-279: the minions fall, tumble off the tilted\n"
    "               # platform and roll along the floor; circles roll, boxes tip\n"
    "280 V          # motion off: freeze the scene (velocities are kept)\n"
    "285 Right      # select minion 3, the circle (r 2.56) near (49.7, 38.8)\n"
    "290 Right\n"
    "295 Right\n"
    "300 M 40       # with Up held: its mass 1 -> 5, so 1/m and 1/I drop to a fifth\n"
    "300 Up 40\n"
    "345 V          # motion on: it rolls down onto the platform at (60, 30)\n"
    "430 V          # freeze again: the heavy circle is at (52.0, 33.8)\n"
    "435 Left       # select the hero (3 x 4 box lying on its side at (57.2, 32.8))\n"
    "440 Left\n"
    "445 Left\n"
    "450 W 22       # lift it 6.6, clear of the circle\n"
    "475 A 15       # and move it 4.5 left, just above the circle's top, a little\n"
    "               # right of its centre\n"
    "495 V          # motion on: the box drops on the circle off centre, turns\n"
    "               # and tumbles off; the heavy circle is only nudged\n"
    "560 H          # random velocities for everyone: the shapes spin as they\n"
    "               # hit walls, platforms and each other\n";
