/* stage8_api.h - stage 8's functions as its suites spell them, on the
 * engine (engine/).
 *
 * A preset's runner runs every suite of stage 8 on top of its own
 * (variant_supersede.h leaves out the tests that state a law the preset
 * replaces).  Stage 8's functions take no settings where the engine's
 * take them: the chapter's one narrow phase, one correction, one impulse,
 * and its world_step on the game's two sets.  The engine's functions of
 * those names take what the settings choose (a manifold or one point,
 * a slop, the friction law, the mixing of a pair's coefficients) and
 * world_step runs a World.  So stage 8's suites, compiled against the
 * engine, call them through the macros below, with the program's own
 * settings (physics_default_settings(): its preset's), and meet the
 * preset's engine exactly as a program of it would.  The Makefile
 * includes this file first in every suite of a preset's runner.  A suite
 * that asks the engine's own function of such a name, with its settings,
 * writes the name in parentheses, which no function-like macro expands:
 *   (detect_collision)(a, b, (NarrowPhase){.manifold = true}, &info)
 */
#ifndef STAGE8_API_H
#define STAGE8_API_H

/* Included before anything else: ask for POSIX as check_support.h does,
 * since the system headers read this only once. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include "game.h"
#include "program.h"
#include "solver.h"

/* The program's settings, worked out from its preset's lines once: the
 * suites ask them at every pair (all pairs of 2,000 shapes), and the
 * lines do not change while a runner runs. */
static inline const PhysicsSettings *stage8_settings(void)
{
    static PhysicsSettings ps;
    static bool known = false;
    if (!known) {
        ps = physics_default_settings();
        known = true;
    }
    return &ps;
}

static inline NarrowPhase stage8_narrow_phase(void)
{
    return narrow_phase(stage8_settings());
}

static inline bool stage8_bound_test(const RigidShape *a, const RigidShape *b)
{
    if (stage8_narrow_phase().boxes)
        return aabbs_overlap(rigid_shape_aabb(a, BOUND_BOX_MARGIN),
                             rigid_shape_aabb(b, BOUND_BOX_MARGIN));
    return rigid_shape_bound_test(a, b);
}

static inline void stage8_resolve(RigidShape *s1, RigidShape *s2, const CollisionInfo *info)
{
    resolve_pair(s1, s2, info, stage8_settings());
}

/* Stage 8's update on the game's sets: a World on them for the one
 * update (the chapter's solvers keep nothing from one update to the
 * next). */
static inline void stage8_world_step(ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps,
                                     GameTurn turn, void *game, CollisionList *infos)
{
    World w;
    world_init(&w, objects, bounds, ps);
    world_step(&w, turn, game, infos);
    world_release(&w);
}

#define detect_collision(s1, s2, info) detect_collision(s1, s2, stage8_narrow_phase(), info)
#define collision_test(a, b, info) collision_test(a, b, stage8_narrow_phase().manifold, info)
#define rigid_shape_bound_test(a, b) stage8_bound_test(a, b)
#define positional_correction(s1, s2, info, rate) \
    positional_correction(s1, s2, info, rate, stage8_settings()->correction_slop)
#define resolve_collision(s1, s2, info) stage8_resolve(s1, s2, info)
#define world_step(objects, bounds, ps, turn, game, infos) \
    stage8_world_step(objects, bounds, ps, turn, game, infos)
#define game_stage_api (program_api())

#endif
