/* world.c - one update of the world: sequential impulses in one place. */
#include "world.h"

#include <stdlib.h>

#include "grow.h"
#include "solver.h"

/* Gravity first: v += a dt for every dynamic shape while motion is on
 * (a static shape has a = 0).  The solver then sees the velocities the
 * shapes would reach, so a resting contact takes gravity's g dt back in
 * the same update instead of letting the shape sink for one. */
void world_integrate_velocities(ShapeSet *objects, const PhysicsSettings *ps)
{
    if (!ps->motion)
        return;
    for (int i = 0; i < objects->count; i++) {
        RigidShape *s = objects->items[i];
        if (s->inv_mass > 0.0 && !s->asleep)
            s->v = vec2_add(s->v, vec2_scale(s->a, FIXED_DT));
    }
}

/* Positions last, with the solved velocities plus the pseudo velocities
 * of the split impulses: p += (v + v_bias) dt, angle += (omega +
 * omega_bias) dt.  With motion off only the pseudo velocities move a
 * shape (the chapter's P still pushes overlaps apart).  The pseudo
 * velocities are then dropped: they never carry over to the next update,
 * so they add no kinetic energy.  Every shape's geometry is brought up to
 * date, the bounds' too, as the chapter's update does. */
void world_integrate_positions(ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps)
{
    for (int i = 0; i < objects->count; i++) {
        RigidShape *s = objects->items[i];
        if (s->asleep)
            continue;
        Vec2 v = s->v_bias;
        double omega = s->omega_bias;
        if (ps->motion && s->inv_mass > 0.0) {
            v = vec2_add(v, s->v);
            omega += s->omega;
        }
        s->xf->position = vec2_add(s->xf->position, vec2_scale(v, FIXED_DT));
        s->xf->rotation += omega * FIXED_DT;
        s->v_bias = vec2(0.0, 0.0);
        s->omega_bias = 0.0;
        rigid_shape_update(s);
    }
    for (int i = 0; i < bounds->count; i++)
        rigid_shape_update(bounds->items[i]);
}

/* ---- sleeping --------------------------------------------------------------- */

/* The island of shape i: union-find over the objects (path halving). */
static int island_of(int *parent, int i)
{
    while (parent[i] != i) {
        parent[i] = parent[parent[i]];
        i = parent[i];
    }
    return i;
}

/* Islands: two dynamic objects that share a contact of the list (touching
 * or within the speculative margin) are in one island, and so, link by
 * link, is every body a chain of contacts joins them to.  A static shape
 * joins nothing: a floor under two piles would otherwise make them one
 * island, and a box landing on the far one would wake the near one.
 * parent[] gets, for every object, a link towards its island's root. */
static void find_islands(const ShapeSet *objects, const ContactList *list, int *parent)
{
    for (int i = 0; i < objects->count; i++)
        parent[i] = i;
    for (int k = 0; k < list->count; k++) {
        const Contact *c = &list->items[k];
        if (c->with_bound || c->s1->inv_mass == 0.0 || c->s2->inv_mass == 0.0)
            continue;
        int a = island_of(parent, c->first), b = island_of(parent, c->second);
        if (a != b)
            parent[a < b ? b : a] = a < b ? a : b;
    }
}

static void wake(RigidShape *s)
{
    s->asleep = false;
    s->still_time = 0.0;
    s->resting = false;
}

/* A body may only sleep with its island: if one member slept while a
 * neighbour moved, the neighbour's push would meet a body that neither
 * moves nor is solved, as if it were the floor.  So an island with one
 * awake body wakes whole (a body that touches a sleeping island has just
 * joined it), and an island sleeps only when all of it has been still
 * for WORLD_SLEEP_TIME.  With marks[] scratch of objects->count. */
static void wake_islands(ShapeSet *objects, int *parent, bool *awake)
{
    int n = objects->count;
    for (int i = 0; i < n; i++)
        awake[i] = false;
    for (int i = 0; i < n; i++) {
        const RigidShape *s = objects->items[i];
        if (s->inv_mass > 0.0 && !s->asleep)
            awake[island_of(parent, i)] = true;
    }
    for (int i = 0; i < n; i++) {
        RigidShape *s = objects->items[i];
        if (s->asleep && awake[island_of(parent, i)])
            wake(s);
    }
}

/* After the positions moved: an awake body slower than the speeds of
 * sleep has been still dt longer, any other not at all.  Returns how
 * many have now been still for WORLD_SLEEP_TIME: with none, no island
 * can fall asleep in this update. */
static int count_still_time(ShapeSet *objects)
{
    int sleepy = 0;
    for (int i = 0; i < objects->count; i++) {
        RigidShape *s = objects->items[i];
        if (s->inv_mass == 0.0 || s->asleep)
            continue;
        bool still = vec2_dot(s->v, s->v) < WORLD_SLEEP_SPEED * WORLD_SLEEP_SPEED
            && fabs(s->omega) < WORLD_SLEEP_TURN;
        s->still_time = still ? s->still_time + FIXED_DT : 0.0;
        sleepy += s->still_time >= WORLD_SLEEP_TIME;
    }
    return sleepy;
}

/* An island whose every member has been still for WORLD_SLEEP_TIME
 * (the least still time among them, least[] scratch of objects->count)
 * falls asleep with its velocities zeroed (so, not integrated, its
 * position keeps every bit). */
static void put_islands_to_sleep(ShapeSet *objects, int *parent, double *least)
{
    int n = objects->count;
    for (int i = 0; i < n; i++)
        least[i] = INFINITY;
    for (int i = 0; i < n; i++) {
        RigidShape *s = objects->items[i];
        if (s->inv_mass == 0.0 || s->asleep)
            continue;
        int r = island_of(parent, i);
        least[r] = fmin(least[r], s->still_time);
    }
    for (int i = 0; i < n; i++) {
        RigidShape *s = objects->items[i];
        if (s->inv_mass > 0.0 && !s->asleep && least[island_of(parent, i)] >= WORLD_SLEEP_TIME) {
            s->asleep = true;
            s->v = vec2(0.0, 0.0);
            s->omega = 0.0;
        }
    }
}

/* What the game's turn may change in a shape: a key that moves, turns,
 * pushes, grows, weighs or changes the friction or restitution of a
 * sleeping shape wakes it (and so its island). */
typedef struct ShapeState {
    Vec2 position, v;
    double rotation, omega, inv_mass, bound_radius, friction, restitution;
} ShapeState;

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

/* The game's turn, and what it changed: changed[i] for every sleeping or
 * static object the turn moved or altered, and every object it added
 * (the caller frees *changed, of objects->count entries after the turn);
 * returns how many changed.  A changed shape no longer rests (its
 * contacts must be found again), and a sleeping one wakes.  An awake
 * dynamic shape is not watched: it does not rest, and whatever touches
 * it is in its island, awake too. */
static int take_turn(ShapeSet *objects, GameTurn turn, void *game, bool **changed_out)
{
    int n = objects->count, capacity = 0;
    ShapeState *before = grow_array(NULL, &capacity, n, sizeof *before, "shape states");
    capacity = 0;
    bool *watched = grow_array(NULL, &capacity, n, sizeof *watched, "shape states");
    for (int i = 0; i < n; i++) {
        const RigidShape *s = objects->items[i];
        watched[i] = s->asleep || s->inv_mass == 0.0;
        if (watched[i])
            before[i] = shape_state(s);
    }
    if (turn)
        turn(game);
    capacity = 0;
    bool *changed = grow_array(NULL, &capacity, objects->count, sizeof *changed, "shape states");
    int count = 0;
    for (int i = 0; i < objects->count; i++) {
        RigidShape *s = objects->items[i];
        changed[i] = i >= n || (watched[i] && !same_state(before[i], shape_state(s)));
        if (!changed[i])
            continue;
        count++;
        s->resting = false;
        if (s->asleep)
            wake(s);
    }
    free(before);
    free(watched);
    *changed_out = changed;
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
            wake(s2);
        if (changed[c->second] && s2->inv_mass == 0.0 && s1->asleep)
            wake(s1);
    }
}

/* After the list is built: a shape rests from now until it moves or
 * changes when it is static and still, or asleep; every bound rests
 * (no key reaches the bounds).  A shape woken later in this update
 * stops resting (wake). */
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

static bool any_asleep(const ShapeSet *objects)
{
    for (int i = 0; i < objects->count; i++)
        if (objects->items[i]->asleep)
            return true;
    return false;
}

/* The contacts the solver works on: those with an awake dynamic shape
 * (after wake_islands a contact's dynamic shapes are all awake or all
 * asleep). */
static bool contact_is_awake(const Contact *c)
{
    return (c->s1->inv_mass > 0.0 && !c->s1->asleep) || (c->s2->inv_mass > 0.0 && !c->s2->asleep);
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

/* The sweeps for the awake contacts, in the list's order: pre-step,
 * warm starting, the sweeps and the restitution (a contact between two
 * sleeping bodies is left as it is, keeping its impulses).  When some
 * sleep, the solver is handed the indices of the awake ones
 * (ContactList: awake), so that it neither visits nor copies the others. */
static void solve_awake(ContactList *now, const ContactList *last, const PhysicsSettings *ps)
{
    int *awake = NULL;
    if (now->solved < now->count) {
        int capacity = 0;
        awake = grow_array(NULL, &capacity, now->solved, sizeof *awake, "contacts");
        for (int k = 0; k < now->count; k++)
            if (contact_is_awake(&now->items[k]))
                awake[now->awake_count++] = k;
        now->awake = awake;
    }
    contact_pre_step(now);
    contact_warm_start(now, last);
    for (int k = 0; k < ps->relaxation; k++)
        contact_velocity_iteration(now, ps->correction, FIXED_DT);
    contact_restitution(now, ps->relaxation);
    now->awake = NULL;
    now->awake_count = 0;
    free(awake);
}

/* One update, sequential impulses with warm starting and sleeping:
 *   1. gravity: v += g dt for the awake dynamic shapes;
 *   2. the game takes its turn; a sleeping shape it changed wakes, and
 *      so does a sleeping body that a static object it moved touches or
 *      touched;
 *   3. if every shape rests (the world sleeps and the turn changed
 *      nothing), that is all: the last list stays, nothing is found,
 *      solved or moved;
 *   4. otherwise the contacts are found once, into a new list (all of
 *      them: a contact between an awake body and a sleeping one is how
 *      the sleeping island learns it was touched), those of two resting
 *      shapes taken from the last list instead of the narrow phase;
 *   5. islands: union-find over the list; an island with an awake
 *      member wakes whole;
 *   6. the contacts of sleeping islands keep last update's impulses
 *      untouched; the awake ones get the pre-step, warm starting, the
 *      sweeps and the restitution (solve_awake);
 *   7. positions move for the awake shapes;
 *   8. the still time of each awake body, and islands still for
 *      WORLD_SLEEP_TIME fall asleep (the islands are found only when
 *      some body sleeps, to wake it, or has been still long enough);
 *   9. the new list replaces the last; list->solved counts the awake
 *      contacts, list->candidates the broad phase's pairs and
 *      list->detected those the narrow phase was asked about.
 * The game's turn stays between the motion and the collisions, as in the
 * chapter; a shape a key wakes misses this update's gravity (it was
 * asleep at step 1), and has it from the next on.  The contacts are
 * looked for as far as the shapes can move in step 7: the velocities
 * move them for FIXED_DT with motion on, and not at all with it off
 * (step 7 then moves only the pseudo velocities, which answer
 * overlaps), so the time handed to contact_list_rebuild is FIXED_DT or
 * 0; a sleeping shape has v = omega = 0, so its pairs reach the margin. */
void world_step_warm(ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps, GameTurn turn,
                     void *game, CollisionList *infos, ContactList *contacts)
{
    world_integrate_velocities(objects, ps);
    bool *changed;
    int changes = take_turn(objects, turn, game, &changed);
    if (changes > 0)
        wake_touched(contacts, objects, changed);
    if (world_rests(objects, bounds)) {
        free(changed);
        if (infos)
            contact_list_infos(contacts, infos);
        contacts->solved = contacts->candidates = contacts->detected = 0;
        return;
    }
    ContactList now = {0};
    contact_list_rebuild(&now, contacts, objects, bounds, ps->motion ? FIXED_DT : 0.0, infos);
    mark_resting(objects, bounds);
    if (changes > 0)
        wake_touched(&now, objects, changed);
    int n = objects->count, capacity = 0;
    int *parent = grow_array(NULL, &capacity, n, sizeof *parent, "islands");
    capacity = 0;
    double *scratch = grow_array(NULL, &capacity, n, sizeof *scratch, "islands");
    /* The islands, when there is an island to wake (some body sleeps) or,
     * below, one that may fall asleep (some body has been still long
     * enough); a pile in full motion needs neither. */
    bool islands = any_asleep(objects);
    if (islands) {
        find_islands(objects, &now, parent);
        wake_islands(objects, parent, (bool *)scratch);
    }
    for (int k = 0; k < now.count; k++)
        now.solved += contact_is_awake(&now.items[k]);
    if (now.solved < now.count)
        contact_keep_impulses(&now, contacts);
    if (now.solved > 0)
        solve_awake(&now, contacts, ps);
    world_integrate_positions(objects, bounds, ps);
    if (count_still_time(objects) > 0) {
        if (!islands)
            find_islands(objects, &now, parent);
        put_islands_to_sleep(objects, parent, scratch);
    }
    free(changed);
    free(parent);
    free(scratch);
    contact_list_free(contacts);
    *contacts = now;
}

/* Nothing carried from the last update: no shape rests, so every pair
 * is asked of the narrow phase. */
void world_step(ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps, GameTurn turn,
                void *game, CollisionList *infos)
{
    ContactList none = {0};
    for (int i = 0; i < objects->count; i++)
        objects->items[i]->resting = false;
    for (int j = 0; j < bounds->count; j++)
        bounds->items[j]->resting = false;
    world_step_warm(objects, bounds, ps, turn, game, infos, &none);
    contact_list_free(&none);
}
