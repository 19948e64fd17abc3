/* observation.c - the default run: what a reader of the chapter does with
 * this stage, as a key script (update number, key, updates held).
 *
 * Built-in scene: the hero at (50, 40) and five small, unrotated minions
 * at y = 70 with random velocities; motion and correction are on, so
 * they fall, land on the platforms and bounce a little (restitution 0.2)
 * before they settle. */
#include "game.h"

const char game_observation_script[] =
    "# Collision resolution: impulses stop the shapes at the platforms;\n"
    "# change one shape's restitution and friction and see it bounce and slide.\n"
    "150 H          # random velocities: the shapes jump, hit walls and each other,\n"
    "               # and settle again\n"
    "260 Right      # select minion 1\n"
    "270 N 80       # with Up held: restitution 0.2 -> 1 (clamped after 80 updates)\n"
    "270 Up 80\n"
    "360 F 80       # with Down held: friction 0.8 -> 0\n"
    "360 Down 80\n"
    "450 H          # new velocities: minion 1 bounces higher (e = (1 + 0.2)/2 = 0.6\n"
    "               # against a platform) and slides further (mu = 0.4) than the rest\n"
    "540 C          # collision infos on\n";
