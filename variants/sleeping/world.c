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
 * sleep has been still dt longer, any other not at all; an island whose
 * every member has been still for WORLD_SLEEP_TIME falls asleep with its
 * velocities zeroed (so, not integrated, its position keeps every bit). */
static void put_islands_to_sleep(ShapeSet *objects, int *parent, double *least)
{
    int n = objects->count;
    for (int i = 0; i < n; i++)
        least[i] = INFINITY;
    for (int i = 0; i < n; i++) {
        RigidShape *s = objects->items[i];
        if (s->inv_mass == 0.0 || s->asleep)
            continue;
        bool still = vec2_dot(s->v, s->v) < WORLD_SLEEP_SPEED * WORLD_SLEEP_SPEED
                     && fabs(s->omega) < WORLD_SLEEP_TURN;
        s->still_time = still ? s->still_time + FIXED_DT : 0.0;
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
 * pushes, grows or weighs a sleeping shape wakes it (and so its island). */
typedef struct ShapeState {
    Vec2 position, v;
    double rotation, omega, inv_mass, bound_radius;
} ShapeState;

static ShapeState shape_state(const RigidShape *s)
{
    return (ShapeState){s->xf->position, s->v, s->xf->rotation, s->omega, s->inv_mass,
                        s->bound_radius};
}

static bool same_state(ShapeState a, ShapeState b)
{
    return a.position.x == b.position.x && a.position.y == b.position.y && a.v.x == b.v.x
           && a.v.y == b.v.y && a.rotation == b.rotation && a.omega == b.omega
           && a.inv_mass == b.inv_mass && a.bound_radius == b.bound_radius;
}

/* The contacts the solver works on: those with an awake dynamic shape
 * (after wake_islands a contact's dynamic shapes are all awake or all
 * asleep). */
static bool contact_is_awake(const Contact *c)
{
    return (c->s1->inv_mass > 0.0 && !c->s1->asleep) || (c->s2->inv_mass > 0.0 && !c->s2->asleep);
}

/* One update, sequential impulses with warm starting and sleeping:
 *   1. gravity: v += g dt for the awake dynamic shapes;
 *   2. the game takes its turn; a sleeping shape it changed wakes;
 *   3. the contacts are found once, into a new list (all of them: a
 *      contact between an awake body and a sleeping one is how the
 *      sleeping island learns it was touched);
 *   4. islands: union-find over the list; an island with an awake
 *      member wakes whole;
 *   5. the awake contacts - copied out, in the list's order - get the
 *      pre-step, warm starting, the sweeps and the restitution; the
 *      sleeping ones keep last update's impulses untouched;
 *   6. positions move for the awake shapes;
 *   7. the still time of each awake body, and islands still for
 *      WORLD_SLEEP_TIME fall asleep;
 *   8. the new list (awake contacts solved, sleeping ones as they were)
 *      replaces the last; list->solved counts the contacts solved.
 * The game's turn stays between the motion and the collisions, as in the
 * chapter; a shape a key wakes misses this update's gravity (it was
 * asleep at step 1), and has it from the next on.  The contacts are
 * looked for as far as the shapes can move in step 6: the velocities
 * move them for FIXED_DT with motion on, and not at all with it off
 * (step 6 then moves only the pseudo velocities, which answer
 * overlaps), so the time handed to contact_list_build is FIXED_DT or 0;
 * a sleeping shape has v = omega = 0, so its pairs reach the margin. */
void world_step_warm(ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps,
                     GameTurn turn, void *game, CollisionList *infos, ContactList *contacts)
{
    int n = objects->count;
    ContactList now = {0}, awake = {0};
    world_integrate_velocities(objects, ps);
    if (turn) {
        int capacity = 0;
        ShapeState *before = grow_array(NULL, &capacity, n, sizeof *before, "shape states");
        for (int i = 0; i < n; i++)
            before[i] = shape_state(objects->items[i]);
        turn(game);
        /* The turn may add shapes (G); they start awake. */
        for (int i = 0; i < n && i < objects->count; i++) {
            RigidShape *s = objects->items[i];
            if (s->asleep && !same_state(before[i], shape_state(s)))
                wake(s);
        }
        free(before);
        n = objects->count;
    }
    contact_list_build(&now, objects, bounds, ps->motion ? FIXED_DT : 0.0, infos);
    int capacity = 0;
    int *parent = grow_array(NULL, &capacity, n, sizeof *parent, "islands");
    capacity = 0;
    double *scratch = grow_array(NULL, &capacity, n, sizeof *scratch, "islands");
    find_islands(objects, &now, parent);
    wake_islands(objects, parent, (bool *)scratch);
    for (int k = 0; k < now.count; k++)
        if (contact_is_awake(&now.items[k])) {
            awake.items = grow_array(awake.items, &awake.capacity, awake.count + 1,
                                     sizeof *awake.items, "contacts");
            awake.items[awake.count++] = now.items[k];
        }
    contact_pre_step(&awake);
    contact_warm_start(&awake, contacts);
    for (int k = 0; k < ps->relaxation; k++)
        contact_velocity_iteration(&awake, ps->correction, FIXED_DT);
    contact_restitution(&awake, ps->relaxation);
    world_integrate_positions(objects, bounds, ps);
    put_islands_to_sleep(objects, parent, scratch);
    contact_keep_impulses(&now, contacts);
    for (int k = 0, j = 0; k < now.count; k++)
        if (j < awake.count && now.items[k].s1 == awake.items[j].s1
            && now.items[k].s2 == awake.items[j].s2)
            now.items[k] = awake.items[j++];
    now.solved = awake.count;
    free(parent);
    free(scratch);
    contact_list_free(&awake);
    contact_list_free(contacts);
    *contacts = now;
}

void world_step(ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps,
                GameTurn turn, void *game, CollisionList *infos)
{
    ContactList none = {0};
    world_step_warm(objects, bounds, ps, turn, game, infos, &none);
    contact_list_free(&none);
}
