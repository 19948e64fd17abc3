/* world.h - one update of the world, in one place.
 *
 * A World is what the engine keeps between updates, and the step that
 * runs one: it refers to the game's two sets of shapes, the objects that
 * move (objects->items[0] is the hero) and the static bounds, and to the
 * game's physics settings, which the game's keys switch; it owns the
 * contact list.  The sets and the settings stay the game's: the World
 * only reads them through its pointers, so an object the game adds is in
 * the next update, and a key that turns motion off acts at once.
 * world_step is one update, a list of phases: the game hands it what it
 * does itself in the middle of the update (its keys), and any other front
 * end or test can call it the same way.
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

typedef struct World {
    ShapeSet *objects;               /* the game's objects */
    ShapeSet *bounds;                /* the game's static bounds */
    const PhysicsSettings *settings; /* the game's settings */
    ContactList contacts;            /* this update's contacts */
} World;

/* A World on the game's sets and settings, with no contacts yet; the
 * pointers must stay valid while it lives.  world_release frees what the
 * World owns (not the sets). */
void world_init(World *w, ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps);
void world_release(World *w);

/* The phases of world_step that the tests run one by one (world.c says
 * what each does and why they are apart):
 *   world_integrate_velocities  v += a dt for the dynamic shapes (motion on);
 *   world_find_contacts         the contact list of the shapes as they are,
 *                               each pair asked once (infos, when not NULL,
 *                               receives the touching ones, for drawing);
 *   world_integrate_positions   p += (v + v_bias) dt, angle += (omega +
 *                               omega_bias) dt, the pseudo velocities then
 *                               zeroed and every shape's geometry brought
 *                               up to date. */
void world_integrate_velocities(World *w);
void world_find_contacts(World *w, CollisionList *infos);
void world_integrate_positions(World *w);

/* One update of dt = FIXED_DT.  turn may be NULL (no game); infos, when
 * not NULL, receives every touching contact. */
void world_step(World *w, GameTurn turn, void *game, CollisionList *infos);

#endif
