/* physics.h - the physics component: collides game objects' rigid shapes.
 *
 * detect_collision answers whether two shapes overlap and how, with the
 * normal pointing from the first shape to the second; it changes nothing.
 * collide_shape is what the game calls for one pair, and the process_*
 * functions call it over the pairs of objects and sets.  Every function
 * that takes `infos` appends each collision it finds there when infos is
 * not NULL (for drawing), and returns whether it found any.
 */
#ifndef PHYSICS_H
#define PHYSICS_H

#include <stdbool.h>

#include "collision_info.h"
#include "game_object.h"
#include "rigid_shape.h"

/* The chapter's correction rate: each pass removes 80 % of a depth. */
#define PHYSICS_CORRECTION_RATE 0.8

/* The physics system's settings, owned by the game (not globals, so a
 * test can make its own).  The chapter keeps them in the physics
 * component: the system acceleration every dynamic shape gets, whether
 * shapes move at all, and how overlaps are corrected.  The game hands a
 * pointer to them to its object sets and shapes. */
typedef struct PhysicsSettings {
    Vec2 gravity;           /* system acceleration, L/s^2; engine default (0, -20) */
    bool motion;            /* integrate the dynamic shapes on every update */
    bool correction;        /* push overlapping shapes apart (P) */
    int relaxation;         /* passes of every process call, >= 1; default 15 */
    double correction_rate; /* fraction of the depth removed per pass */
} PhysicsSettings;

/* Broad phase (bounding circles), then narrow phase, then the normal
 * turned to point from s1 towards s2. */
bool detect_collision(const RigidShape *s1, const RigidShape *s2, CollisionInfo *info);

/* Moves s1 against the normal and s2 along it so that the overlap shrinks
 * to (1 - rate) of info->depth, each in proportion to its inverse mass. */
void positional_correction(RigidShape *s1, RigidShape *s2, const CollisionInfo *info,
                           double rate);

/* The impulse method with rotation: an impulse at the contact point
 * changes v1, v2 and the angular velocities omega1, omega2 so that the
 * contact points stop approaching along info->normal (pointing from s1
 * to s2), bounce back with the averaged restitution, and lose sliding
 * speed with the averaged friction.  Nothing happens when the contact
 * points already separate. */
void resolve_collision(RigidShape *s1, RigidShape *s2, const CollisionInfo *info);

/* Collides two shapes: detection, then positional correction when their
 * physics system has it on, then collision resolution.  Nothing happens
 * when s1 and s2 are the same or both are static, and a pair that belongs
 * to no physics system is only detected. */
bool collide_shape(RigidShape *s1, RigidShape *s2, CollisionList *infos);
/* The process functions repeat their pair loop as many times as the
 * relaxation count of the set's physics system (once without one). */
/* obj against every object of set. */
bool process_obj_to_set(GameObject *obj, GameObjectSet *set, CollisionList *infos);
/* Every object of a against every object of b. */
bool process_set_to_set(GameObjectSet *a, GameObjectSet *b, CollisionList *infos);
/* Every pair i < j of set, each pair once per pass. */
bool process_set(GameObjectSet *set, CollisionList *infos);

#endif
