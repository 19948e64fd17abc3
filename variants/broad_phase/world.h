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
#include "solver.h"

/* The game's part of an update (read the keys, spawn, respawn), called
 * between the motion and the collisions; `game` is the caller's own. */
typedef void (*GameTurn)(void *game);

/* The two halves of the motion (world.c says why they are apart):
 * v += a dt for the dynamic shapes (motion on), and
 * p += (v + v_bias) dt, angle += (omega + omega_bias) dt, the pseudo
 * velocities then zeroed and every shape's geometry brought up to date. */
void world_integrate_velocities(ShapeSet *objects, const PhysicsSettings *ps);
void world_integrate_positions(ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps);

/* One update of dt = FIXED_DT.  turn may be NULL (no game); infos, when
 * not NULL, receives every collision found.  `contacts` holds the last
 * update's contact list on entry (empty, {0}, before the first) and this
 * update's on return: its points start from the impulses they ended the
 * last update with (warm starting).  The caller keeps it between
 * updates and frees it with contact_list_free. */
void world_step_warm(ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps,
                     GameTurn turn, void *game, CollisionList *infos, ContactList *contacts);
/* One update with nothing carried from the last: every impulse starts
 * from zero, as in the parent variant.  For callers that keep no list. */
void world_step(ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps,
                GameTurn turn, void *game, CollisionList *infos);

#endif
