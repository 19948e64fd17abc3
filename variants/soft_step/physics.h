/* physics.h - the physics system's settings, which the game owns and its
 * keys switch.
 *
 * The chapter's physics component collided one pair at a time; the
 * track finds its contacts in collision.c, solves them in solver.c and
 * runs an update in world.c.  What is left here is what the game reads
 * and writes: the settings.
 */
#ifndef PHYSICS_H
#define PHYSICS_H

#include <stdbool.h>

#include "physics_constants.h"
#include "step_settings.h"
#include "vec2.h"

/* The physics system's settings, owned by the game (not globals, so a
 * test can make its own): the system acceleration every dynamic shape
 * gets, whether shapes move at all, whether overlaps are pushed apart,
 * and how the update is sub-stepped and its contacts softened.  The
 * sub-steps replace the sweeps: each solves every contact once, so
 * relaxation is read from scene files and kept, but not used. */
typedef struct PhysicsSettings {
    Vec2 gravity;      /* system acceleration, L/s^2; engine default (0, -20) */
    bool motion;       /* integrate the dynamic shapes on every update */
    bool correction;   /* push overlapping shapes apart (P) */
    int relaxation;    /* the scene's sweeps, unused (see above) */
    StepSettings step; /* sub-steps, the contacts' spring, the push-out cap */
} PhysicsSettings;

/* The engine's defaults: gravity (0, DEFAULT_GRAVITY_Y), motion and
 * correction on, DEFAULT_RELAXATION sweeps, step_settings_default(). */
PhysicsSettings physics_default_settings(void);

#endif
