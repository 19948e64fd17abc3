/* solve_time_of_impact.c - the chapter's solver backed up to the time
 * of impact instead of projecting overlaps away (chapter 9; see
 * solver.h). */
#include "solver.h"

#include <stdlib.h>

#include "grow.h"
#include "world.h"

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
typedef struct TravelState {
    Vec2 position;
    double rotation;
    Vec2 v;
    double omega;
} TravelState;

static void save_states(const ShapeSet *set, TravelState *saved)
{
    for (int i = 0; i < set->count; i++) {
        const RigidShape *s = set->items[i];
        saved[i] = (TravelState){s->xf->position, s->xf->rotation, s->v, s->omega};
    }
}

static void restore_states(ShapeSet *set, const TravelState *saved)
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
static double depth_if_any(const RigidShape *a, const RigidShape *b, NarrowPhase np)
{
    CollisionInfo info;
    if ((a->inv_mass == 0.0 && b->inv_mass == 0.0) || !rigid_shape_layers_meet(a, b))
        return 0.0;
    return detect_collision(a, b, np, &info) ? info.depth : 0.0;
}

static double deepest_overlap(const World *w)
{
    const ShapeSet *objects = w->objects, *bounds = w->bounds;
    NarrowPhase np = narrow_phase(w->settings);
    double deepest = 0.0;
    for (int i = 0; i < objects->count; i++) {
        for (int j = 0; j < bounds->count; j++) {
            double d = depth_if_any(objects->items[i], bounds->items[j], np);
            deepest = d > deepest ? d : deepest;
        }
        for (int j = i + 1; j < objects->count; j++) {
            double d = depth_if_any(objects->items[i], objects->items[j], np);
            deepest = d > deepest ? d : deepest;
        }
    }
    return deepest;
}

/* At the time of impact every touching pair gets the chapter's impulse
 * (resolve_collision leaves the pairs whose contact points separate) and
 * nothing is moved: there is no overlap to project away, only one within
 * the tolerance. */
static void resolve_at_impact(RigidShape *a, RigidShape *b, const PhysicsSettings *ps,
                              CollisionList *infos)
{
    CollisionInfo info;
    if ((a->inv_mass == 0.0 && b->inv_mass == 0.0) || !rigid_shape_layers_meet(a, b))
        return;
    if (!detect_collision(a, b, narrow_phase(ps), &info))
        return;
    resolve_pair(a, b, &info, ps);
    if (infos)
        collision_list_add(infos, &info);
}

static void resolve_contacts(World *w, CollisionList *infos)
{
    ShapeSet *objects = w->objects, *bounds = w->bounds;
    for (int i = 0; i < objects->count; i++) {
        for (int j = 0; j < bounds->count; j++)
            resolve_at_impact(objects->items[i], bounds->items[j], w->settings, infos);
        for (int j = i + 1; j < objects->count; j++)
            resolve_at_impact(objects->items[i], objects->items[j], w->settings, infos);
    }
}

/* One update, backing up to the time of impact instead of projecting:
 *   1. the shapes' geometry is brought up to date (impact_begin), and the
 *      game takes its turn first (its keys, its respawns): backing up the
 *      step restores the shapes, and must not undo what the game did;
 *   2. the objects travel the part of the step that is left, f = 1 at
 *      first.  If no overlap is deeper than the tolerance tol, the update
 *      is done;
 *   3. otherwise the time of impact lies in (0, f): with lo = 0 (no
 *      overlap beyond tol, or the update's start) and hi = f (beyond tol),
 *      the middle m = (lo + hi) / 2 is tried - restore, travel m dt - and
 *      replaces hi when some overlap is beyond tol, lo when none is.  After
 *      TOI_BISECTIONS halvings hi - lo = f 2^-20: 16 ns of a 1/60 s step,
 *      in which a shape at 100 L/s moves 1.6e-6 L, far less than tol;
 *   4. the world travels to lo, every touching pair is resolved there, and
 *      f - lo is what is left of the update;
 *   5. steps 2 to 4 run at most TOI_MAX_PIECES times: a contact that
 *      gravity presses again at once (a shape at rest) would need ever
 *      shorter pieces, so what is still left travels in one piece and the
 *      chapter's projection and impulses take over (relax_pairs).  An update therefore
 *      costs at most 4 x 22 + 1 travels, and never hangs.
 * lo only grows from the update's start, so no update undoes another;
 * lo = 0 (an overlap already beyond tol at the start) makes no progress,
 * and the fallback takes it. */
void impact_begin(World *w)
{
    refresh_shapes(w->objects);
    refresh_shapes(w->bounds);
}

void solve_time_of_impact(World *w, CollisionList *infos)
{
    ShapeSet *objects = w->objects;
    if (!w->settings->motion) {
        relax_pairs(w, infos);
        return;
    }
    int capacity = 0;
    TravelState *saved = grow_array(NULL, &capacity, objects->count, sizeof *saved, "shape states");
    double left = 1.0; /* the fraction of the update still to travel */
    for (int k = 0; k < TOI_MAX_PIECES && left > 0.0; k++) {
        save_states(objects, saved);
        travel_objects(objects, left * FIXED_DT);
        if (deepest_overlap(w) <= TOI_CONTACT_TOLERANCE) {
            left = 0.0;
            break;
        }
        double lo = 0.0, hi = left;
        for (int b = 0; b < TOI_BISECTIONS; b++) {
            double mid = (lo + hi) / 2.0;
            restore_states(objects, saved);
            travel_objects(objects, mid * FIXED_DT);
            if (deepest_overlap(w) > TOI_CONTACT_TOLERANCE)
                hi = mid;
            else
                lo = mid;
        }
        restore_states(objects, saved);
        if (lo > 0.0)
            travel_objects(objects, lo * FIXED_DT);
        resolve_contacts(w, infos);
        left -= lo;
    }
    if (left > 0.0) {
        travel_objects(objects, left * FIXED_DT);
        relax_pairs(w, infos);
    }
    free(saved);
}
