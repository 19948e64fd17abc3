/* world.c - one update of the world: the phases every solver of a
 * contact list shares, the game's turn, rest and sleep, and the step
 * (see world.h, solver.h). */
#include "world.h"

#include <stdlib.h>

#include "grow.h"
#include "solver.h"

/* What the game's turn may change in a shape: a key that moves, turns,
 * pushes, grows, weighs or changes the friction or restitution of a
 * sleeping shape wakes it (and so its island). */
struct ShapeState {
    Vec2 position, v;
    double rotation, omega, inv_mass, bound_radius, friction, restitution;
};

void world_init(World *w, ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps)
{
    *w = (World){.objects = objects, .bounds = bounds, .settings = ps};
    for (int i = 0; i < objects->count; i++)
        objects->items[i]->resting = false;
    for (int j = 0; j < bounds->count; j++)
        bounds->items[j]->resting = false;
}

void world_release(World *w)
{
    contact_list_free(&w->contacts);
    contact_list_free(&w->last);
    broad_phase_free(&w->broad);
    islands_free(&w->islands);
    joint_list_free(&w->joints);
    solve_order_free(&w->order);
    free(w->watched);
    free(w->before);
    free(w->changed);
    free(w->awake);
    free(w->start);
    free(w->turns);
}

double world_sub_step(const World *w)
{
    const PhysicsSettings *ps = w->settings;
    return FIXED_DT / (ps->solver == SOLVER_SOFT_STEP ? ps->step.sub_steps : 1);
}

/* Gravity first: v += a h for every awake dynamic shape while motion is
 * on (a static shape has a = 0).  The contacts then see the velocities
 * the shapes would reach, so a resting contact takes gravity's g h back
 * in the same step instead of letting the shape sink for one. */
void world_integrate_velocities(World *w)
{
    if (!w->settings->motion)
        return;
    double h = world_sub_step(w);
    for (int i = 0; i < w->objects->count; i++) {
        RigidShape *s = w->objects->items[i];
        if (s->inv_mass > 0.0 && !s->asleep)
            s->v = vec2_add(s->v, vec2_scale(s->a, h));
    }
}

/* Each pair once: the chapter meets the hero and the bounds twice per
 * pass, and every pair once per pass of fifteen; here the solver
 * repeats, the detection does not.  The list of the update before is
 * kept as `last` (its memory and the new list's change places, so
 * neither is allocated again); the broad phase hands the pairs over
 * (broad_phase_contacts). */
void world_find_contacts(World *w, CollisionList *infos)
{
    ContactList emptied = w->last;
    w->last = w->contacts;
    w->contacts = emptied;
    contact_list_clear(&w->contacts);
    broad_phase_contacts(w, infos);
}

/* The joints that hold islands together: none while they are off. */
static const JointList *world_joints(const World *w)
{
    return w->settings->joints ? &w->joints : NULL;
}

void world_integrate_positions(World *w)
{
    if (w->settings->solver == SOLVER_SOFT_STEP) {
        move_shapes(w);
        update_geometry(w);
    } else
        split_integrate_positions(w);
}

/* ---- the game's turn ---------------------------------------------------- */

static ShapeState shape_state(const RigidShape *s)
{
    return (ShapeState){s->xf->position, s->v,        s->xf->rotation, s->omega, s->inv_mass,
                        s->bound_radius, s->friction, s->restitution};
}

static bool same_state(ShapeState a, ShapeState b)
{
    return a.position.x == b.position.x && a.position.y == b.position.y && a.v.x == b.v.x
        && a.v.y == b.v.y && a.rotation == b.rotation && a.omega == b.omega
        && a.inv_mass == b.inv_mass && a.bound_radius == b.bound_radius && a.friction == b.friction
        && a.restitution == b.restitution;
}

/* Before the turn: every sleeping or static object is watched, and its
 * state kept. */
static void watch_before_turn(World *w)
{
    int n = w->objects->count;
    w->watched = grow_array(w->watched, &w->watch_capacity, n, sizeof *w->watched, "shape states");
    w->before = grow_array(w->before, &w->before_capacity, n, sizeof *w->before, "shape states");
    for (int i = 0; i < n; i++) {
        const RigidShape *s = w->objects->items[i];
        w->watched[i] = s->asleep || s->inv_mass == 0.0;
        if (w->watched[i])
            w->before[i] = shape_state(s);
    }
}

/* The scratch for the n objects after the turn (it may have added some):
 * what it changed, and the islands. */
static void reserve_after_turn(World *w, int n)
{
    w->changed = grow_array(w->changed, &w->changed_capacity, n, sizeof *w->changed,
                            "shape states");
    islands_reserve(&w->islands, n);
}

/* The game's turn, and what it changed.  The keys of the game layer
 * change shapes behind the engine's back: they write positions,
 * rotations, velocities, sizes, masses, friction and restitution
 * directly or through rigid_shape.c.  So this is the one place that
 * finds out: every sleeping or static object is watched (its state
 * before the turn against its state after), and every object the turn
 * added counts as changed: w->changed[i], for objects->count entries
 * after the turn; returns how many changed.  A changed shape no longer
 * rests (its contacts must be found again), and a sleeping one wakes.
 * An awake dynamic shape is not watched: it does not rest, and whatever
 * touches it is in its island, awake too.  Where nothing sleeps the turn
 * is only the game's. */
static int take_turn(World *w, GameTurn turn, void *game, bool sleeps)
{
    ShapeSet *objects = w->objects;
    int n = objects->count;
    if (!sleeps) {
        if (turn)
            turn(game);
        return 0;
    }
    watch_before_turn(w);
    if (turn)
        turn(game);
    reserve_after_turn(w, objects->count);
    int count = 0;
    for (int i = 0; i < objects->count; i++) {
        RigidShape *s = objects->items[i];
        w->changed[i] = i >= n || (w->watched[i] && !same_state(w->before[i], shape_state(s)));
        if (!w->changed[i])
            continue;
        count++;
        s->resting = false;
        if (s->asleep)
            wake_body(s);
    }
    return count;
}

/* A static object that a key moved (or changed, or added) wakes every
 * sleeping body it touched before the turn or touches after it: a
 * platform pulled from under a sleeping pile must let it fall, one
 * pushed into it must push it.  (A dynamic shape the key changed woke
 * itself, and so its island.)  `list` is last update's or this one's;
 * its pairs are read by index, since a turn that adds objects may have
 * moved the shapes the list points to. */
static void wake_touched(const ContactList *list, ShapeSet *objects, const bool *changed)
{
    for (int k = 0; k < list->count; k++) {
        const Contact *c = &list->items[k];
        if (c->with_bound)
            continue;
        RigidShape *s1 = objects->items[c->first], *s2 = objects->items[c->second];
        if (changed[c->first] && s1->inv_mass == 0.0 && s2->asleep)
            wake_body(s2);
        if (changed[c->second] && s2->inv_mass == 0.0 && s1->asleep)
            wake_body(s1);
    }
}

/* ---- rest and sleep ------------------------------------------------------ */

/* After the list is built: a shape rests from now until it moves or
 * changes when it is static and still, or asleep; every bound rests
 * (no key reaches the bounds).  A shape woken later in this update
 * stops resting (wake_body). */
static void mark_resting(ShapeSet *objects, ShapeSet *bounds)
{
    for (int i = 0; i < objects->count; i++) {
        RigidShape *s = objects->items[i];
        s->resting = s->asleep
            || (s->inv_mass == 0.0 && s->v.x == 0.0 && s->v.y == 0.0 && s->omega == 0.0);
    }
    for (int j = 0; j < bounds->count; j++)
        bounds->items[j]->resting = true;
}

/* Does every shape rest (mark_resting), none changed by the turn?  Then
 * the update has nothing to do: every pair is a pair of resting shapes,
 * whose contact the last list holds, no body is awake to be solved or
 * moved, and no island can wake. */
static bool world_rests(const ShapeSet *objects, const ShapeSet *bounds)
{
    for (int i = 0; i < objects->count; i++)
        if (!objects->items[i]->resting)
            return false;
    for (int j = 0; j < bounds->count; j++)
        if (!bounds->items[j]->resting)
            return false;
    return true;
}

/* A world at rest keeps its list, as the last update found it, for the
 * drawing and for the next update; it found, asked and solved nothing. */
static void stay_at_rest(World *w, CollisionList *infos)
{
    if (infos)
        contact_list_infos(&w->contacts, infos);
    w->contacts.solved = w->contacts.candidates = w->contacts.detected = 0;
}

static bool any_asleep(const ShapeSet *objects)
{
    for (int i = 0; i < objects->count; i++)
        if (objects->items[i]->asleep)
            return true;
    return false;
}

/* The islands, when there is an island to wake (some body sleeps): an
 * island that an awake body touches, or that has one, wakes whole.
 * Returns whether they were found; a pile in full motion needs none. */
static bool wake_whole_islands(World *w)
{
    if (!any_asleep(w->objects))
        return false;
    find_islands(&w->islands, w->objects, &w->contacts, world_joints(w));
    wake_islands(&w->islands, w->objects);
    return true;
}

/* The contacts the solver works on: those with an awake dynamic shape
 * (after wake_islands a contact's dynamic shapes are all awake or all
 * asleep). */
static bool contact_is_awake(const Contact *c)
{
    return (c->s1->inv_mass > 0.0 && !c->s1->asleep) || (c->s2->inv_mass > 0.0 && !c->s2->asleep);
}

/* When some sleep, the solver is handed the indices of the awake
 * contacts (ContactList: awake), so that it neither visits nor copies
 * the others; their array has room for the whole list, so it grows with
 * the list and not later. */
bool world_pick_awake(World *w)
{
    ContactList *now = &w->contacts;
    w->awake = grow_array(w->awake, &w->awake_capacity, now->count, sizeof *w->awake, "contacts");
    for (int k = 0; k < now->count; k++)
        now->solved += contact_is_awake(&now->items[k]);
    if (now->solved < now->count)
        contact_keep_impulses(now, &w->last);
    if (now->solved == 0)
        return false;
    if (now->solved < now->count) {
        for (int k = 0; k < now->count; k++)
            if (contact_is_awake(&now->items[k]))
                w->awake[now->awake_count++] = k;
        now->awake = w->awake;
    }
    return true;
}

/* After the positions moved: the still time of each awake body, and
 * islands still for ISLAND_SLEEP_TIME fall asleep.  The islands are
 * found here only when some body has been still long enough (and not
 * found already in this update).  In the soft step a body may have
 * moved though its velocity ends at 0 (moved_awake). */
static void fall_asleep(World *w, bool islands_found)
{
    if (count_still_time(w->objects) == 0)
        return;
    if (w->settings->solver == SOLVER_SOFT_STEP)
        moved_awake(w);
    if (!islands_found)
        find_islands(&w->islands, w->objects, &w->contacts, world_joints(w));
    put_islands_to_sleep(&w->islands, w->objects);
}

/* Before the contacts are found: a sleeping body the turn changed woke
 * in take_turn; one that a static object the turn moved touched, or
 * holds by a joint, wakes now.  If then every shape rests (the world
 * sleeps and the turn changed nothing), that is all: the last list
 * stays, nothing is found, solved or moved (true). */
static bool stays_at_rest(World *w, int changes, CollisionList *infos)
{
    if (changes > 0) {
        wake_touched(&w->contacts, w->objects, w->changed);
        if (w->settings->joints)
            world_wake_jointed(w, w->changed);
    }
    if (!world_rests(w->objects, w->bounds))
        return false;
    stay_at_rest(w, infos);
    return true;
}

/* Once the contacts are found (all of them: a contact between an awake
 * body and a sleeping one is how the sleeping island learns it was
 * touched): what rests from now on is marked, a sleeping body that a
 * static object the turn moved touches now wakes, and an island with an
 * awake member wakes whole.  Returns whether the islands were found. */
static bool wake_touched_islands(World *w, int changes)
{
    mark_resting(w->objects, w->bounds);
    if (changes > 0)
        wake_touched(&w->contacts, w->objects, w->changed);
    return wake_whole_islands(w);
}

/* The solvers, by the setting `solver` (solver.h): what each does before
 * the game's turn, whether it works on a contact list (found after the
 * turn, where islands sleep), and its solve. */
static const Solver SOLVERS[SOLVER_KIND_COUNT] = {
    [SOLVER_RELAXATION] = {relaxation_begin, false, relax_pairs},
    [SOLVER_TIME_OF_IMPACT] = {impact_begin, false, solve_time_of_impact},
    [SOLVER_SEQUENTIAL_IMPULSES] = {world_integrate_velocities, true, solve_sequential_impulses},
    [SOLVER_SOFT_STEP] = {world_integrate_velocities, true, solve_soft_step},
};

/* One update:
 *   1. the solver's start: the chapter's solvers move every shape (or
 *      bring it up to date, to back up from), the others give it the
 *      first step of gravity, v += g h, so that the contacts' reach sees
 *      it;
 *   2. the game takes its turn: its keys act on the shapes (and where
 *      islands sleep, a sleeping shape it changed wakes);
 *   3. where islands sleep and every shape rests, that is all;
 *   4. a contact list's solvers find the contacts once, into a new list,
 *      those of two resting shapes copied from the last list; islands
 *      touched by an awake body wake whole;
 *   5. the solve (the chapter's passes over the pairs, the sweeps, or
 *      the sub-steps), which moves the positions;
 *   6. islands still for ISLAND_SLEEP_TIME fall asleep.
 * list->solved counts the awake contacts, list->candidates the broad
 * phase's pairs and list->detected those the narrow phase was asked
 * about.  The game's turn stays between the motion and the collisions,
 * as in the chapter: the keys act before the contacts are found, so
 * what a key moves is collided in the same update; a shape a key wakes
 * misses this update's first gravity (it was asleep at step 1). */
void world_step(World *w, GameTurn turn, void *game, CollisionList *infos)
{
    const Solver *solver = &SOLVERS[w->settings->solver];
    bool sleeps = solver->lists_contacts && w->settings->sleep;
    solver->begin(w);
    int changes = take_turn(w, turn, game, sleeps);
    if (sleeps && stays_at_rest(w, changes, infos))
        return;
    if (solver->lists_contacts)
        world_find_contacts(w, infos);
    bool islands_found = sleeps && wake_touched_islands(w, changes);
    solver->solve(w, infos);
    if (sleeps)
        fall_asleep(w, islands_found);
}
