/* observation.c - the default run: what a reader of the chapter does with
 * this stage, as a key script (update number, key, updates held).
 *
 * Built-in scene: the hero (mass 1) and five small minions with random
 * velocities high up; motion is off at the start, collision infos hidden,
 * and collisions are only detected, so shapes fall through each other
 * and through the platforms, and come back in the middle of the scene
 * when they drop below y = 10. */
#include "game.h"

const char game_observation_script[] =
    "# Rigid shape movements: switch motion on, watch free fall, inject\n"
    "# velocities, change masses.\n"
    "30 V           # motion on: v += a dt, p += v dt, the minions fly off along\n"
    "               # their start velocities and curve down (a = (0,-20))\n"
    "150 H          # random velocities, mostly upwards: they rise, slow down, fall\n"
    "240 G          # two more minions at y = 75, falling at once\n"
    "250 G\n"
    "300 C          # collision infos on: shapes pass through each other and\n"
    "               # through the platforms, the infos show the overlaps\n"
    "330 V          # motion off: everything freezes where it is\n"
    "340 Right      # select minion 1\n"
    "350 M 20       # with Up held: mass 1 -> 3 (0.1 per update)\n"
    "350 Up 20\n"
    "380 N 30       # with Up held: restitution 0.2 -> 0.5\n"
    "380 Up 30\n"
    "420 F 30       # with Down held: friction 0.8 -> 0.5\n"
    "420 Down 30\n"
    "460 V          # motion on again: the heavier minion falls just as fast\n"
    "500 H          # once more: velocities do not depend on mass here\n"
    "560 B          # bounding circles on\n";
