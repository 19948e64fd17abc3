/* random_scene.h - the random rooms the track's energy laws run in
 * (tests/variants/sequential_impulses/, tests/variants/soft_step/).
 * Include after check_support.h and rng.h. */
#ifndef RANDOM_SCENE_H
#define RANDOM_SCENE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "rng.h"

/* A room 60 wide and 60 tall (walls 4 thick), with n bodies in a grid of
 * 6 x 6 cells from (8, 8): circles of radius 1-2.5 and boxes of sides
 * 1.5-5 at random angles, masses 0.3-3, velocities within +-vmax, spins
 * within +-3, friction 0-1 and restitution 0-emax; gravity g. */
static inline const char *random_scene(uint64_t seed, int n, double g, double vmax, double emax,
                                       bool correction)
{
    static char text[32 * 1024];
    Rng rng;
    rng_seed(&rng, seed);
    int len = snprintf(text, sizeof text,
                       "gravity 0 %g\ncorrection %s\n"
                       "rect 32 2 68 4 static\nrect 32 66 68 4 static\n"
                       "rect 0 34 4 68 static\nrect 64 34 4 68 static\n",
                       g, correction ? "on" : "off");
    for (int i = 0; i < n; i++) {
        double x = 8 + 6 * (i % 8), y = 8 + 6 * (i / 8);
        double vx = vmax * (2 * rng_uniform(&rng) - 1), vy = vmax * (2 * rng_uniform(&rng) - 1);
        double w = 1.5 + 3.5 * rng_uniform(&rng), h = 1.5 + 3.5 * rng_uniform(&rng);
        double rot = 360 * rng_uniform(&rng), spin = 3 * (2 * rng_uniform(&rng) - 1);
        double m = 0.3 + 2.7 * rng_uniform(&rng), mu = rng_uniform(&rng);
        double e = emax * rng_uniform(&rng);
        if (rng_uniform(&rng) < 0.5)
            len += snprintf(text + len, sizeof text - len, "circle %.17g %.17g %.17g", x, y,
                            1 + 1.5 * rng_uniform(&rng));
        else
            len += snprintf(text + len, sizeof text - len, "rect %.17g %.17g %.17g %.17g rot=%.17g",
                            x, y, w, h, rot);
        len += snprintf(text + len, sizeof text - len,
                        " mass=%.17g vel=%.17g,%.17g spin=%.17g friction=%.17g restitution=%.17g\n",
                        m, vx, vy, spin, mu, e);
    }
    ck_assert_int_lt(len, (int)sizeof text);
    return text;
}

#endif
