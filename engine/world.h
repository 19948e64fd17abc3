/* world.h - one update of the world, in one place.
 *
 * A World is what the engine keeps between updates, and the step that
 * runs one: it refers to the game's two sets of shapes, the objects that
 * move (objects->items[0] is the hero) and the static bounds, and to the
 * game's physics settings, which the game's keys switch; it owns the
 * contact lists of this update and of the last, the broad phase, the
 * islands of bodies that sleep together (island.h), the joints
 * (joint.h), and the scratch of an update.  The sets and the settings
 * stay the game's: the World only reads them through its pointers, so an
 * object the game adds is in the next update, and a key that turns
 * motion off acts at once.  world_step is one update, a list of phases:
 * the game hands it what it does itself in the middle of the update (its
 * keys), and any other front end or test can call it the same way.
 */
#ifndef WORLD_H
#define WORLD_H

#include "broad_phase.h"
#include "collision_info.h"
#include "collision.h"
#include "island.h"
#include "joint.h"
#include "physics.h"
#include "rigid_shape.h"
#include "solve_order.h"

/* The game's part of an update (read the keys, spawn, respawn), called
 * between the motion and the collisions; `game` is the caller's own. */
typedef void (*GameTurn)(void *game);

/* What the game's turn may change in a shape (world.c). */
typedef struct ShapeState ShapeState;

typedef struct World {
    ShapeSet *objects;               /* the game's objects */
    ShapeSet *bounds;                /* the game's static bounds */
    const PhysicsSettings *settings; /* the game's settings */
    ContactList contacts;            /* this update's contacts */
    ContactList last;                /* the last update's, as it ended */
    BroadPhase broad;                /* the sort order, and its lists */
    Islands islands;                 /* who sleeps with whom */
    JointList joints;                /* the joints, solved with the contacts */
    SolveOrder order;                /* the soft step's by colours (solve_order colours) */
    /* The scratch of an update, kept so that it is not allocated again:
     * per object, whether the turn is watched, the state before it and
     * whether it changed it (world.c: take_turn); the indices of the
     * awake contacts; each object's pose before the sub-steps
     * (world_begin_sub_steps) and its turn since then (move_shapes). */
    bool *watched;
    ShapeState *before;
    bool *changed;
    int watch_capacity, before_capacity, changed_capacity;
    int *awake;
    int awake_capacity;
    Transform *start;
    int start_capacity;
    Rot *turns;
    int turns_capacity;
} World;

/* A World on the game's sets and settings, with no contacts yet (so no
 * shape rests in it yet); the pointers must stay valid while it lives.
 * world_release frees what the World owns (not the sets). */
void world_init(World *w, ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps);
void world_release(World *w);

/* The phases of world_step that the tests run one by one (world.c says
 * what each does and why they are apart):
 *   world_integrate_velocities  v += a h for the awake dynamic shapes
 *                               (motion on), h = world_sub_step(w);
 *   world_begin_sub_steps       each object's pose as the sub-steps
 *                               begin, from which the positions'
 *                               integration measures its turn
 *                               (solve_soft_step.c);
 *   world_find_contacts         the contact list of the shapes as they are,
 *                               each candidate pair asked once, or copied
 *                               from `last` when both shapes rest (infos,
 *                               when not NULL, receives the touching ones,
 *                               for drawing); the list it replaces becomes
 *                               `last`;
 *   world_integrate_positions   the solver's: sequential impulses' p +=
 *                               (v + v_bias) dt, angle += (omega +
 *                               omega_bias) dt, the pseudo velocities then
 *                               zeroed; the soft step's p += v h, angle +=
 *                               omega h; and every shape's geometry
 *                               brought up to date. */
void world_integrate_velocities(World *w);
void world_begin_sub_steps(World *w);
void world_find_contacts(World *w, CollisionList *infos);
void world_integrate_positions(World *w);

/* The length of a velocity step: FIXED_DT cut into the settings'
 * sub_steps for the soft step, the whole FIXED_DT for the others. */
double world_sub_step(const World *w);
/* The awake contacts, those the solver visits, in the list's order
 * (ContactList: awake); a contact between two sleeping bodies keeps last
 * update's impulses untouched.  false when none is awake. */
bool world_pick_awake(World *w);

/* The joints (world_joints.c).  world_add_joint adds the joint def
 * describes, its anchors where its bodies are now, and wakes them;
 * returns its index, or -1 when a body is not in the sets, both sides
 * are one body, or neither can move (the world, a bound or a static
 * object).  The mouse: world_mouse_grab pulls objects->items[object]'s
 * point `point` (a world point) towards a target, at first the point
 * itself, by a spring of `hertz` and `damping_ratio` with at most
 * max_force; false, and nothing grabbed, for a static or missing object
 * or a spring that is not one (hertz > 0, damping_ratio and max_force >=
 * 0).  A new grab lets go of the last; world_mouse_move moves the target
 * (waking the body), world_mouse_release lets go. */
int world_add_joint(World *w, const JointDef *def);
/* After the game's turn (world_step): a static object the turn changed
 * wakes the sleeping bodies its joints hold; changed[i] says whether it
 * changed objects->items[i]. */
void world_wake_jointed(World *w, const bool *changed);
/* Whether a solved joint holds a and b, either way round, without
 * collide_connected: then they do not collide with each other (Box2D's
 * rule, so that a hinge's bodies may overlap at their hinge). */
bool world_joint_keeps_apart(const World *w, JointBody a, JointBody b);
bool world_mouse_grab(World *w, int object, Vec2 point, double hertz, double damping_ratio,
                      double max_force);
void world_mouse_move(World *w, Vec2 target);
void world_mouse_release(World *w);

/* One update of dt = FIXED_DT, by the settings' solver.  turn may be NULL
 * (no game); infos, when not NULL, receives every touching contact. */
void world_step(World *w, GameTurn turn, void *game, CollisionList *infos);

#endif
