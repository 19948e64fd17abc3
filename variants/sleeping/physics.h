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
void positional_correction(RigidShape *s1, RigidShape *s2, const CollisionInfo *info,
                           double rate);

/* The contact point of a pair: the point between info's start and end
 * weighed by the two shapes' inverse masses, where resolve_collision
 * applies its impulse (a static s1 puts it at start, on s2). */
Vec2 contact_point(const RigidShape *s1, const RigidShape *s2, const CollisionInfo *info);
/* The pair's effective inverse mass against an impulse along the unit
 * direction d applied at lever arms r1, r2 from the two centres: how much
 * the contact points' relative velocity along d changes per unit impulse. */
double effective_inv_mass(const RigidShape *s1, const RigidShape *s2, Vec2 r1, Vec2 r2,
                          Vec2 d);

/* The normal impulses j[i] >= 0 of a manifold's `count` points (1 or 2)
 * at lever arms r1[i], r2[i], pushed together so that each point's
 * normal velocity rises by b[i] where it pushes, and by at least b[i]
 * where it does not (the two-point linear complementarity problem; the
 * derivation is above the definition). */
void normal_impulses(const RigidShape *s1, const RigidShape *s2, int count,
                     const Vec2 *r1, const Vec2 *r2, Vec2 n, const double *b, double *j);

/* The impulse method with rotation at every point of the manifold: the
 * points' normal impulses are worked out together (so a box landing flat
 * on two points does not turn), each makes its point stop approaching
 * along info->normal (pointing from s1 to s2) and bounce back with the
 * averaged restitution, never pulling; each point's friction takes away
 * its share (by normal load) of the averaged friction's sliding speed.
 * Nothing happens when every contact point already separates, or when
 * neither shape can move. */
void resolve_collision(RigidShape *s1, RigidShape *s2, const CollisionInfo *info);

/* Collides two shapes: detection, then positional correction when the
 * settings have it on, then collision resolution.  Nothing happens when
 * s1 and s2 are the same or both are static; with ps == NULL the pair is
 * only detected. */
bool collide_shape(RigidShape *s1, RigidShape *s2, const PhysicsSettings *ps,
                   CollisionList *infos);
/* The process functions repeat their pair loop ps->relaxation times
 * (once when ps is NULL). */
/* s against every shape of set. */
bool process_obj_to_set(RigidShape *s, ShapeSet *set, const PhysicsSettings *ps,
                        CollisionList *infos);
/* Every shape of a against every shape of b. */
bool process_set_to_set(ShapeSet *a, ShapeSet *b, const PhysicsSettings *ps,
                        CollisionList *infos);
/* Every pair i < j of set, each pair once per pass. */
bool process_set(ShapeSet *set, const PhysicsSettings *ps, CollisionList *infos);

#endif
