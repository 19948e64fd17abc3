/* physics.h - the physics component: collides rigid shapes.
 *
 * detect_collision answers whether two shapes overlap and how, with the
 * normal pointing from the first shape to the second; it changes nothing.
 * collide_shape is what the step calls for one pair, and the process_*
 * functions call it over the pairs of a shape and a set, or of sets.
 * Every function that takes `infos` appends each collision it finds there
 * when infos is not NULL (for drawing), and returns whether it found any.
 */
#ifndef PHYSICS_H
#define PHYSICS_H

#include <stdbool.h>

#include "collision_info.h"
#include "rigid_shape.h"

/* The chapter's correction rate: each pass removes 80 % of a depth. */
#define PHYSICS_CORRECTION_RATE 0.8

/* The physics system's settings, owned by the game (not globals, so a
 * test can make its own).  The chapter keeps them in the physics
 * component: the system acceleration every dynamic shape gets, whether
 * shapes move at all, and how overlaps are corrected. */
typedef struct PhysicsSettings {
    Vec2 gravity;           /* system acceleration, L/s^2; engine default (0, -20) */
    bool motion;            /* integrate the dynamic shapes on every update */
    bool correction;        /* push overlapping shapes apart (P) */
    int relaxation;         /* passes of every process call, >= 1; default 15 */
    double correction_rate; /* fraction of the depth removed per pass */
} PhysicsSettings;

/* The engine's defaults: gravity (0, DEFAULT_GRAVITY_Y), motion and
 * correction on, DEFAULT_RELAXATION passes, PHYSICS_CORRECTION_RATE. */
PhysicsSettings physics_default_settings(void);

/* Broad phase (bounding circles), then narrow phase, then the normal
 * turned to point from s1 towards s2. */
bool detect_collision(const RigidShape *s1, const RigidShape *s2, CollisionInfo *info);

/* Moves s1 against the normal and s2 along it so that the overlap shrinks
 * to (1 - rate) of info->depth, each in proportion to its inverse mass.
 * A pair with no moving shape (both static) is left as it is. */
void positional_correction(RigidShape *s1, RigidShape *s2, const CollisionInfo *info, double rate);

/* The impulse method without rotation: changes v1 and v2 so that the
 * shapes stop approaching along info->normal (pointing from s1 to s2),
 * bounce back with the averaged restitution, and lose the averaged
 * friction's fraction of their sliding speed.  Nothing happens when they
 * already separate, or when neither shape can move. */
void resolve_collision(RigidShape *s1, RigidShape *s2, const CollisionInfo *info);

/* Collides two shapes: detection, then positional correction when the
 * settings have it on, then collision resolution.  Nothing happens when
 * s1 and s2 are the same or both are static; with ps == NULL the pair is
 * only detected. */
bool collide_shape(RigidShape *s1, RigidShape *s2, const PhysicsSettings *ps, CollisionList *infos);
/* The process functions repeat their pair loop ps->relaxation times
 * (once when ps is NULL). */
/* s against every shape of set. */
bool process_obj_to_set(RigidShape *s, ShapeSet *set, const PhysicsSettings *ps,
                        CollisionList *infos);
/* Every shape of a against every shape of b. */
bool process_set_to_set(ShapeSet *a, ShapeSet *b, const PhysicsSettings *ps, CollisionList *infos);
/* Every pair i < j of set, each pair once per pass. */
bool process_set(ShapeSet *set, const PhysicsSettings *ps, CollisionList *infos);

#endif
