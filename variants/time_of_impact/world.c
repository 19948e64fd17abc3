/* world.c - one update of the world: the chapter's update in one place. */
#include "world.h"

#include <stdlib.h>

#include "grow.h"

/* The geometry of every shape of a set brought up to date (a game or a
 * test may have changed a transform behind the shape's back). */
static void refresh_shapes(ShapeSet *set)
{
    for (int i = 0; i < set->count; i++)
        rigid_shape_update(set->items[i]);
}

/* ---- backing up to the time of impact ---------------------------------- */

/* What a step changes in a shape: where it is and how it moves.  Putting
 * these back (and the geometry that follows from them) undoes a step. */
typedef struct ShapeState {
    Vec2 position;
    double rotation;
    Vec2 v;
    double omega;
} ShapeState;

static void save_states(const ShapeSet *set, ShapeState *saved)
{
    for (int i = 0; i < set->count; i++) {
        const RigidShape *s = set->items[i];
        saved[i] = (ShapeState){s->xf->position, s->xf->rotation, s->v, s->omega};
    }
}

static void restore_states(ShapeSet *set, const ShapeState *saved)
{
    for (int i = 0; i < set->count; i++) {
        RigidShape *s = set->items[i];
        s->xf->position = saved[i].position;
        s->xf->rotation = saved[i].rotation;
        s->v = saved[i].v;
        s->omega = saved[i].omega;
        rigid_shape_update(s);
    }
}

/* The dynamic objects travel for the time dt (the bounds never move). */
static void travel_objects(ShapeSet *objects, double dt)
{
    for (int i = 0; i < objects->count; i++)
        if (objects->items[i]->inv_mass > 0.0)
            rigid_shape_travel(objects->items[i], dt);
}

/* The deepest overlap of the world: every object against every bound and
 * every pair of objects (0 when nothing touches).  Two static shapes
 * never meet, as in collide_shape. */
static double depth_if_any(const RigidShape *a, const RigidShape *b)
{
    CollisionInfo info;
    if (a->inv_mass == 0.0 && b->inv_mass == 0.0)
        return 0.0;
    return detect_collision(a, b, &info) ? info.depth : 0.0;
}

static double deepest_overlap(const ShapeSet *objects, const ShapeSet *bounds)
{
    double deepest = 0.0;
    for (int i = 0; i < objects->count; i++) {
        for (int j = 0; j < bounds->count; j++) {
            double d = depth_if_any(objects->items[i], bounds->items[j]);
            deepest = d > deepest ? d : deepest;
        }
        for (int j = i + 1; j < objects->count; j++) {
            double d = depth_if_any(objects->items[i], objects->items[j]);
            deepest = d > deepest ? d : deepest;
        }
    }
    return deepest;
}

/* At the time of impact every touching pair gets the chapter's impulse
 * (resolve_collision leaves the pairs whose contact points separate) and
 * nothing is moved: there is no overlap to project away, only one within
 * the tolerance. */
static void resolve_pair(RigidShape *a, RigidShape *b, CollisionList *infos)
{
    CollisionInfo info;
    if (a->inv_mass == 0.0 && b->inv_mass == 0.0)
        return;
    if (!detect_collision(a, b, &info))
        return;
    resolve_collision(a, b, &info);
    if (infos)
        collision_list_add(infos, &info);
}

static void resolve_contacts(ShapeSet *objects, ShapeSet *bounds, CollisionList *infos)
{
    for (int i = 0; i < objects->count; i++) {
        for (int j = 0; j < bounds->count; j++)
            resolve_pair(objects->items[i], bounds->items[j], infos);
        for (int j = i + 1; j < objects->count; j++)
            resolve_pair(objects->items[i], objects->items[j], infos);
    }
}

/* The chapter's collision calls: detection, projection and impulse, with
 * the relaxation passes (the fallback, and the update without motion). */
static void collide_as_the_chapter(ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps,
                                   CollisionList *infos)
{
    if (objects->count > 0)
        process_obj_to_set(objects->items[0], bounds, ps, infos);
    process_set_to_set(objects, bounds, ps, infos);
    process_set(objects, ps, infos);
}

/* One update, backing up to the time of impact instead of projecting:
 *   1. the shapes' geometry is brought up to date, and the game takes its
 *      turn first (its keys, its respawns): backing up the step restores
 *      the shapes, and must not undo what the game did;
 *   2. the objects travel the part of the step that is left, f = 1 at
 *      first.  If no overlap is deeper than the tolerance tol, the update
 *      is done;
 *   3. otherwise the time of impact lies in (0, f): with lo = 0 (no
 *      overlap beyond tol, or the update's start) and hi = f (beyond tol),
 *      the middle m = (lo + hi) / 2 is tried - restore, travel m dt - and
 *      replaces hi when some overlap is beyond tol, lo when none is.  After
 *      WORLD_BISECTIONS halvings hi - lo = f 2^-20: 16 ns of a 1/60 s step,
 *      in which a shape at 100 L/s moves 1.6e-6 L, far less than tol;
 *   4. the world travels to lo, every touching pair is resolved there, and
 *      f - lo is what is left of the update;
 *   5. steps 2 to 4 run at most WORLD_MAX_SUBSTEPS times: a contact that
 *      gravity presses again at once (a shape at rest) would need ever
 *      shorter pieces, so what is still left travels in one piece and the
 *      chapter's projection and impulses take over.  An update therefore
 *      costs at most 4 x 22 + 1 travels, and never hangs.
 * lo only grows from the update's start, so no update undoes another;
 * lo = 0 (an overlap already beyond tol at the start) makes no progress,
 * and the fallback takes it. */
void world_step(ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps, GameTurn turn,
                void *game, CollisionList *infos)
{
    refresh_shapes(objects);
    refresh_shapes(bounds);
    if (turn)
        turn(game);
    if (!ps->motion) {
        collide_as_the_chapter(objects, bounds, ps, infos);
        return;
    }
    int capacity = 0;
    ShapeState *saved = grow_array(NULL, &capacity, objects->count, sizeof *saved, "shape states");
    double left = 1.0; /* the fraction of the update still to travel */
    for (int k = 0; k < WORLD_MAX_SUBSTEPS && left > 0.0; k++) {
        save_states(objects, saved);
        travel_objects(objects, left * FIXED_DT);
        if (deepest_overlap(objects, bounds) <= WORLD_CONTACT_TOLERANCE) {
            left = 0.0;
            break;
        }
        double lo = 0.0, hi = left;
        for (int b = 0; b < WORLD_BISECTIONS; b++) {
            double mid = (lo + hi) / 2.0;
            restore_states(objects, saved);
            travel_objects(objects, mid * FIXED_DT);
            if (deepest_overlap(objects, bounds) > WORLD_CONTACT_TOLERANCE)
                hi = mid;
            else
                lo = mid;
        }
        restore_states(objects, saved);
        if (lo > 0.0)
            travel_objects(objects, lo * FIXED_DT);
        resolve_contacts(objects, bounds, infos);
        left -= lo;
    }
    if (left > 0.0) {
        travel_objects(objects, left * FIXED_DT);
        collide_as_the_chapter(objects, bounds, ps, infos);
    }
    free(saved);
}
