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

/* The physics system's settings, owned by the game (not globals, so a
 * test can make its own).  The chapter keeps them in the physics
 * component: the system acceleration every dynamic shape gets, and
 * whether shapes move at all. */
typedef struct PhysicsSettings {
    Vec2 gravity; /* system acceleration, L/s^2; engine default (0, -20) */
    bool motion;  /* integrate the dynamic shapes on every update */
} PhysicsSettings;

/* The engine's defaults: gravity (0, DEFAULT_GRAVITY_Y), motion on. */
PhysicsSettings physics_default_settings(void);

/* Broad phase (bounding circles), then narrow phase, then the normal
 * turned to point from s1 towards s2. */
bool detect_collision(const RigidShape *s1, const RigidShape *s2, CollisionInfo *info);

/* Collides two shapes; nothing happens when s1 and s2 are the same. */
bool collide_shape(RigidShape *s1, RigidShape *s2, CollisionList *infos);
/* s against every shape of set. */
bool process_obj_to_set(RigidShape *s, ShapeSet *set, CollisionList *infos);
/* Every shape of a against every shape of b. */
bool process_set_to_set(ShapeSet *a, ShapeSet *b, CollisionList *infos);
/* Every pair i < j of set, each pair once. */
bool process_set(ShapeSet *set, CollisionList *infos);

#endif
