/* world.h - one update of the world, in one place.
 *
 * The world is two sets of shapes: the objects that move (objects->items[0]
 * is the hero) and the static bounds.  world_step is everything the
 * chapter does in one update, in the chapter's order; a game hands it
 * its sets, the physics settings, and what it does itself in the middle
 * of the update (its keys), and any other front end or test can call it
 * the same way.
 */
#ifndef WORLD_H
#define WORLD_H

#include "collision_info.h"
#include "physics.h"
#include "rigid_shape.h"

/* Backing up to the time of impact (chapter 9): an update may end with
 * no overlap deeper than the collision tolerance WORLD_CONTACT_TOLERANCE
 * (world units; a contact is an overlap between 0 and it).  The time of
 * the first deeper overlap is found by halving an interval of the step
 * WORLD_BISECTIONS times, and an update is cut at such times into at most
 * WORLD_MAX_SUBSTEPS pieces; what is left after them falls back to the
 * chapter's projection. */
#define WORLD_CONTACT_TOLERANCE 0.01
#define WORLD_BISECTIONS 20
#define WORLD_MAX_SUBSTEPS 4

/* The game's part of an update (read the keys, spawn, respawn), called
 * between the motion and the collisions; `game` is the caller's own. */
typedef void (*GameTurn)(void *game);

/* One update of dt = FIXED_DT.  turn may be NULL (no game); infos, when
 * not NULL, receives every collision found. */
void world_step(ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps, GameTurn turn,
                void *game, CollisionList *infos);

#endif
