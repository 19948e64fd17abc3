/* world.c - one update of the world: soft contacts and joints solved in
 * sub-steps, with warm starting, on the broad phase's pairs, and islands
 * that sleep, in one place. */
#include "world.h"

#include <stdlib.h>

#include "grow.h"

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
    free(w->watched);
    free(w->before);
    free(w->changed);
    free(w->awake);
    free(w->start);
    free(w->turns);
}

/* The length of a sub-step: the update's FIXED_DT cut into the
 * settings' sub_steps. */
static double sub_step_length(const World *w)
{
    return FIXED_DT / w->settings->step.sub_steps;
}

/* A sub-step's gravity first: v += a h for every awake dynamic shape
 * while motion is on (a static shape has a = 0).  The contacts then see
 * the velocities the shapes would reach, so a resting contact takes
 * gravity's g h back in the same sub-step instead of letting the shape
 * sink for one. */
void world_integrate_velocities(World *w)
{
    if (!w->settings->motion)
        return;
    double h = sub_step_length(w);
    for (int i = 0; i < w->objects->count; i++) {
        RigidShape *s = w->objects->items[i];
        if (s->inv_mass > 0.0 && !s->asleep)
            s->v = vec2_add(s->v, vec2_scale(s->a, h));
    }
}

/* Each pair once: the chapter meets the hero and the bounds twice per
 * pass, and every pair once per pass of fifteen; here the sub-steps repeat,
 * the detection does not.  The pairs are the broad phase's candidates,
 * which it hands over in the order of the loops over every object and
 * bound, then every pair of objects i < j; each goes to the contact list
 * with its name, which keeps it when the pair touches or can touch in
 * this update.  A pair the broad phase leaves out is one whose shapes,
 * grown by its reach, cannot overlap (broad_phase.h), so the list is the
 * one those loops would build, contact for contact.  A pair of two
 * resting shapes is not asked of the narrow phase but copied from the
 * last list (contact_list_copy_pair says why that is the same answer).
 * The list of the update before is kept as `last` (its memory and the
 * new list's change places, so neither is allocated again).  The
 * contacts are looked for as far as the shapes can move when the
 * positions move: the velocities move them for FIXED_DT with motion on
 * (the sub-steps together), and not at all with it off, so the time the
 * list is given is FIXED_DT or 0; a sleeping shape has v = omega = 0, so its pairs reach the
 * margin. */
void world_find_contacts(World *w, CollisionList *infos)
{
    ShapeSet *objects = w->objects, *bounds = w->bounds;
    int n = objects->count, cursor = 0;
    double dt = w->settings->motion ? FIXED_DT : 0.0;
    ContactList emptied = w->last;
    w->last = w->contacts;
    w->contacts = emptied;
    contact_list_clear(&w->contacts);
    broad_phase_update(&w->broad, objects, bounds, SOLVER_SPECULATIVE_MARGIN, dt);
    w->contacts.candidates = w->broad.pair_count;
    for (int k = 0; k < w->broad.pair_count; k++) {
        BroadPair p = w->broad.pairs[k];
        bool with_bound = p.b >= n;
        int second = with_bound ? p.b - n : p.b;
        RigidShape *s1 = objects->items[p.a];
        RigidShape *s2 = with_bound ? bounds->items[second] : objects->items[second];
        if (s1->resting && s2->resting)
            contact_list_copy_pair(&w->contacts, &w->last, &cursor, s1, s2, p.a, second, with_bound,
                                   infos);
        else
            contact_list_add_pair(&w->contacts, s1, s2, p.a, second, with_bound, dt, infos);
    }
}

/* p += v h, angle += omega h for the awake dynamic shapes while motion
 * is on (a sleeping or static shape does not move).  Their geometry (a
 * rectangle's corners and normals, worked out with a sine and a cosine)
 * is left as it was: between the sub-steps nothing reads it, since a
 * contact's separation comes from the centres, the anchors and each
 * body's turn since the sub-steps began (solver.c's separation).  That
 * turn is worked out here, once per body and sub-step, rather than by
 * every pass at every contact the body has: a shape that did not move
 * keeps the turn of none. */
static void move_shapes(World *w)
{
    double h = w->settings->motion ? sub_step_length(w) : 0.0;
    for (int i = 0; i < w->objects->count; i++) {
        RigidShape *s = w->objects->items[i];
        if (!s->asleep && s->inv_mass > 0.0) {
            s->xf->position = vec2_add(s->xf->position, vec2_scale(s->v, h));
            s->xf->rotation += s->omega * h;
            w->turns[i] = rot_from_angle(s->xf->rotation - w->start[i].rotation);
        }
    }
}

/* The shapes' geometry brought up to where move_shapes left them: once
 * an update, after the last sub-step's move. */
static void update_geometry(World *w)
{
    for (int i = 0; i < w->objects->count; i++) {
        RigidShape *s = w->objects->items[i];
        if (!s->asleep)
            rigid_shape_update(s);
    }
    for (int i = 0; i < w->bounds->count; i++)
        rigid_shape_update(w->bounds->items[i]);
}

void world_integrate_positions(World *w)
{
    move_shapes(w);
    update_geometry(w);
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
 * touches it is in its island, awake too. */
static int take_turn(World *w, GameTurn turn, void *game)
{
    ShapeSet *objects = w->objects;
    int n = objects->count;
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
    find_islands(&w->islands, w->objects, &w->contacts, &w->joints);
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

/* The awake contacts, those the sub-steps solve, in the list's order; a
 * contact between two sleeping bodies keeps last update's impulses
 * untouched.  When some sleep, the solver is handed the indices of the
 * awake ones (ContactList: awake), so that it neither visits nor copies
 * the others; their array has room for the whole list, so it grows with
 * the list and not later.  false when none is awake. */
static bool pick_awake(World *w)
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

/* Before the sub-steps, every object has turned by none: cos 0 = 1 and
 * sin 0 = +0, the bits rot_from_angle gives for the +0 that a shape's
 * rotation minus itself is. */
void world_begin_sub_steps(World *w)
{
    int n = w->objects->count;
    w->start = grow_array(w->start, &w->start_capacity, n, sizeof *w->start, "poses");
    w->turns = grow_array(w->turns, &w->turns_capacity, n, sizeof *w->turns, "rotations");
    for (int i = 0; i < n; i++) {
        w->start[i] = *w->objects->items[i]->xf;
        w->turns[i] = (Rot){1.0, 0.0};
    }
}

/* A body that an overlap pushes out moves with velocities the relax
 * takes back: it ends the update with v = 0, though it moved.  Its
 * speeds over the update, the distance and the angle it moved over
 * FIXED_DT, must be below the speeds of sleep too, or it has not been
 * still at all (count_still_time read only v and omega). */
static void moved_awake(World *w)
{
    const double dl = ISLAND_SLEEP_SPEED * FIXED_DT, da = ISLAND_SLEEP_TURN * FIXED_DT;
    for (int i = 0; i < w->objects->count; i++) {
        RigidShape *s = w->objects->items[i];
        Vec2 d = vec2_sub(s->xf->position, w->start[i].position);
        if (vec2_dot(d, d) >= dl * dl || fabs(s->xf->rotation - w->start[i].rotation) >= da)
            s->still_time = 0.0;
    }
}

/* The update in sub-steps of h = FIXED_DT / n (soft_contact.h, solver.h):
 * each one integrates the velocities, warm starts the joints and the
 * contacts, solves them once (the joints' errors and the contacts'
 * overlaps pushed closed by springs), moves the positions, and relaxes
 * them once without push; restitution follows the last one.  The joints
 * come first in each pass, as in Box2D v3: the contacts' pushes are then
 * the last word of the pass, and bodies do not sink into each other to
 * keep a joint.  The first sub-step's gravity came before the contacts
 * were found (world_step), so that their reach sees it.  With correction off
 * nothing is pushed out: the solve is rigid, as the relax is.  With motion off
 * nothing moves, and nothing is solved.  The accumulated impulses stay
 * in the list, for the next update's warm start. */
static void sub_steps(World *w)
{
    const PhysicsSettings *ps = w->settings;
    ContactList *now = &w->contacts;
    double h = sub_step_length(w);
    SoftContact soft = soft_coefficients(ps->step.contact_hertz, ps->step.contact_damping_ratio, h);
    int n = ps->motion ? ps->step.sub_steps : 1;
    bool solve = pick_awake(w) && ps->motion;
    world_begin_sub_steps(w);
    bool joints = joint_prepare(&w->joints, w->objects, w->bounds, h) && ps->motion;
    if (solve) {
        contact_pre_step(now);
        contact_carry_impulses(now, &w->last);
    }
    for (int i = 0; i < n; i++) {
        if (i > 0)
            world_integrate_velocities(w);
        if (joints)
            joint_warm_start(&w->joints, w->turns);
        if (solve)
            contact_warm_start(now);
        if (joints)
            joint_solve(&w->joints, w->turns, h);
        if (solve) {
            if (ps->correction)
                contact_solve(now, w->turns, soft, h, ps->step.push_out_speed);
            else
                contact_relax(now, w->turns, h);
        }
        if (i + 1 < n)
            move_shapes(w);
        else
            world_integrate_positions(w);
        if (joints)
            joint_relax(&w->joints, w->turns, h);
        if (solve)
            contact_relax(now, w->turns, h);
    }
    if (solve)
        contact_restitution(now);
    now->awake = NULL;
    now->awake_count = 0;
}

/* After the positions moved: the still time of each awake body, and
 * islands still for ISLAND_SLEEP_TIME fall asleep.  The islands are
 * found here only when some body has been still long enough (and not
 * found already in this update). */
static void fall_asleep(World *w, bool islands_found)
{
    if (count_still_time(w->objects) == 0)
        return;
    moved_awake(w);
    if (!islands_found)
        find_islands(&w->islands, w->objects, &w->contacts, &w->joints);
    put_islands_to_sleep(&w->islands, w->objects);
}

/* One update, soft contacts in sub-steps with warm starting and
 * sleeping:
 *   0. the first sub-step's gravity: v += g h for the awake dynamic shapes;
 *   1. the game takes its turn; a sleeping shape it changed wakes, and
 *      so does a sleeping body that a static object it moved touched or
 *      holds by a joint;
 *   2. if every shape rests (the world sleeps and the turn changed
 *      nothing), that is all: the last list stays, nothing is found,
 *      solved or moved;
 *   3. otherwise the contacts are found once, into a new list (all of
 *      them: a contact between an awake body and a sleeping one is how
 *      the sleeping island learns it was touched), those of two resting
 *      shapes copied from the last list instead of the narrow phase;
 *      what rests from now on is marked, and a sleeping body that a
 *      static object the turn moved touches now wakes;
 *   4. islands: an island with an awake member wakes whole;
 *   5. the sub-steps: gravity (the first one's came before the turn),
 *      the awake joints' and contacts' solve, the positions and the
 *      relax, n times, then restitution (sub_steps);
 *   6. islands still for ISLAND_SLEEP_TIME fall asleep.
 * list->solved counts the awake contacts, list->candidates the broad
 * phase's pairs and list->detected those the narrow phase was asked
 * about.  The contacts are found once per update, before the sub-steps,
 * which measure each point's separation from the bodies' motion.  A
 * shape a key wakes misses the first sub-step's gravity (it was asleep
 * then). */
void world_step(World *w, GameTurn turn, void *game, CollisionList *infos)
{
    world_integrate_velocities(w);
    int changes = take_turn(w, turn, game);
    if (changes > 0) {
        wake_touched(&w->contacts, w->objects, w->changed);
        world_wake_jointed(w, w->changed);
    }
    if (world_rests(w->objects, w->bounds)) {
        stay_at_rest(w, infos);
        return;
    }
    world_find_contacts(w, infos);
    mark_resting(w->objects, w->bounds);
    if (changes > 0)
        wake_touched(&w->contacts, w->objects, w->changed);
    bool islands_found = wake_whole_islands(w);
    sub_steps(w);
    fall_asleep(w, islands_found);
}
