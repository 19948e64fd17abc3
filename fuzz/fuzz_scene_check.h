/* fuzz_scene_check.h - what scene.h promises of every body it accepts:
 * numbers within SCENE_MAX_MAGNITUDE, sizes at least SCENE_MIN_SIZE,
 * friction and restitution in [0, 1], static exactly when the mass is
 * below STATIC_MASS_EPS. */
#ifndef FUZZ_SCENE_CHECK_H
#define FUZZ_SCENE_CHECK_H

#include <math.h>

#include "scene.h"

static inline int within(double v, double lo, double hi)
{
    return isfinite(v) && v >= lo && v <= hi;
}

static inline int body_ok(const SceneBody *b)
{
    const double m = SCENE_MAX_MAGNITUDE;
    int sizes = b->kind == SCENE_CIRCLE
        ? within(b->radius, SCENE_MIN_SIZE, m)
        : within(b->width, SCENE_MIN_SIZE, m) && within(b->height, SCENE_MIN_SIZE, m);
    return sizes && within(b->position.x, -m, m) && within(b->position.y, -m, m)
        && within(b->rot_deg, -m, m) && within(b->mass, 0.0, m) && within(b->velocity.x, -m, m)
        && within(b->velocity.y, -m, m) && within(b->spin, -m, m) && within(b->friction, 0.0, 1.0)
        && within(b->restitution, 0.0, 1.0) && b->is_static == (b->mass < STATIC_MASS_EPS);
}

#endif
