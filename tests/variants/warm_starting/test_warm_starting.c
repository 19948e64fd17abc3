/* test_warm_starting.c - the variant warm_starting: contacts kept from one
 * update to the next and their impulses carried
 * (variants/warm_starting/solver.c contact_warm_start, world.c).
 * Laws:
 *   1. the game's update is world_step's steps in order, warm started
 *      from the list its World kept;
 *   2. matched points start exactly (bit for bit) from the impulses they
 *      ended the last update with; every other point from zero;
 *   3. on a resting pile the residual after k sweeps (k = 1..15) is
 *      smaller when the sweeps start warm than when they start from zero;
 *   4. a point's feature id stays while a box slides along another and
 *      changes when a box tips over;
 *   5. a tower of ten boxes stands 10 s at the scenes' 15 sweeps
 *      (sequential_impulses needs 100);
 *   6. a pyramid of ten rows (55 boxes) stands 10 s: its potential energy
 *      stays within 2 % of its start, and it comes to rest;
 *   7. (contact_manifold's, restated) a box dropped flat lands without
 *      turning and rests on its two points. */
#include "check_support.h"

#include "game_support.h"
#include "solver.h"

/* ---- the update, step by step ------------------------------------------ */

/* The list nothing is carried from. */
static const ContactList no_contacts;

/* world_step of the game's World without a game turn, in its order;
 * `warm` false starts every point from zero.  `after_warm` (when not
 * NULL) sees the new list and the last one right after the warm start,
 * before the first sweep. */
typedef void (*WarmCheck)(const ContactList *now, const ContactList *last, void *ctx);

static void checked_update(Game *g, bool warm, WarmCheck after_warm, void *ctx)
{
    World *w = &g->world;
    const PhysicsSettings *ps = w->settings;
    world_integrate_velocities(w);
    world_find_contacts(w, NULL);
    contact_pre_step(&w->contacts);
    contact_warm_start(&w->contacts, warm ? &w->last : &no_contacts);
    if (after_warm)
        after_warm(&w->contacts, &w->last, ctx);
    for (int k = 0; k < ps->relaxation; k++)
        contact_velocity_iteration(&w->contacts, ps->correction, FIXED_DT);
    contact_restitution(&w->contacts, ps->relaxation, ps->restitution_threshold);
    world_integrate_positions(w);
}

/* A pile: two rows of boxes and circles dropped into a 40-wide room,
 * rows shifted so they interlock; friction 0.6, e 0.1, g = 20. */
static const char pile_scene[] = "gravity 0 -20\n"
                                 "rect 20 -1 44 2 static friction=0.6\n"
                                 "rect -1 20 2 44 static friction=0.6\n"
                                 "rect 41 20 2 44 static friction=0.6\n"
                                 "rect 4 3 4 3 rot=10 mass=1 friction=0.6 restitution=0.1\n"
                                 "circle 10 3 1.5 mass=1 friction=0.6 restitution=0.1\n"
                                 "rect 16 3 3 2 rot=-20 mass=2 friction=0.6 restitution=0.1\n"
                                 "circle 22 3 2 mass=1.5 friction=0.6 restitution=0.1\n"
                                 "rect 28 3 5 2 rot=5 mass=1 friction=0.6 restitution=0.1\n"
                                 "circle 35 3 1.2 mass=0.5 friction=0.6 restitution=0.1\n"
                                 "rect 7 9 4 4 rot=30 mass=1 friction=0.6 restitution=0.1\n"
                                 "circle 13 9 1.8 mass=1 friction=0.6 restitution=0.1\n"
                                 "rect 19 9 2 4 rot=45 mass=1 friction=0.6 restitution=0.1\n"
                                 "circle 25 9 1.4 mass=2 friction=0.6 restitution=0.1\n"
                                 "rect 31 9 4 2.5 rot=-10 mass=1 friction=0.6 restitution=0.1\n"
                                 "rect 10 15 6 2 mass=1 friction=0.6 restitution=0.1\n"
                                 "rect 22 15 6 2 rot=3 mass=1 friction=0.6 restitution=0.1\n"
                                 "circle 30 15 2 mass=1 friction=0.6 restitution=0.1\n";

/* game_update (world_step on the game's World) and checked_update give
 * bit-identical states: 300 updates of the pile, which falls, bounces
 * (e = 0.1 and speeds above the threshold) and settles. */
START_TEST(world_step_is_the_warm_steps_in_order)
{
    Game *a = game_from(pile_scene);
    Game *b = game_from(pile_scene);
    for (int k = 0; k < 300; k++) {
        idle(a, 1);
        checked_update(b, true, NULL, NULL);
    }
    for (int i = 0; i < a->objects.count; i++) {
        const RigidShape *sa = &a->objects.items[i].shape, *sb = &b->objects.items[i].shape;
        ck_assert_msg(memcmp(&sa->xf->position, &sb->xf->position, sizeof(Vec2)) == 0
                          && memcmp(&sa->v, &sb->v, sizeof(Vec2)) == 0 && sa->omega == sb->omega
                          && sa->xf->rotation == sb->xf->rotation,
                      "body %d differs", i);
    }
    ck_assert_int_eq(a->world.contacts.count, b->world.contacts.count);
    free_game(a);
    free_game(b);
}
END_TEST

/* ---- law 2: carried bit for bit ------------------------------------------ */

typedef struct CarryLog {
    long matched, zero, bounced;
} CarryLog;

/* The point of `last` with the same two shapes (as s1 and s2, in this
 * order) and the same id, found by a plain search. */
static const SolverPoint *find_in_last(const ContactList *last, const Contact *c, int id,
                                       const Contact **where)
{
    for (int k = 0; k < last->count; k++) {
        const Contact *o = &last->items[k];
        if (o->s1 != c->s1 || o->s2 != c->s2)
            continue;
        for (int i = 0; i < o->point_count; i++)
            if (o->points[i].id == id) {
                *where = o;
                return &o->points[i];
            }
    }
    return NULL;
}

/* Right after the warm start: a point whose pair and id were in the last
 * list, and which did not bounce there, holds the same pn and pt, bit for
 * bit (the friction did not change, so the cone does not cut pt); every
 * other point holds 0 and 0.  No pseudo impulse is carried. */
static void check_carry(const ContactList *now, const ContactList *last, void *ctx)
{
    CarryLog *log = ctx;
    for (int k = 0; k < now->count; k++) {
        const Contact *c = &now->items[k];
        for (int i = 0; i < c->point_count; i++) {
            const SolverPoint *p = &c->points[i], *q;
            const Contact *o = NULL;
            q = find_in_last(last, c, p->id, &o);
            ck_assert(p->pn_bias == 0.0);
            if (q && !q->bounces) {
                ck_assert_msg(
                    memcmp(&p->pn, &q->pn, sizeof p->pn) == 0
                        && memcmp(&p->pt, &q->pt, sizeof p->pt) == 0,
                    "contact %d point %d: starts from %.17g, %.17g, ended at %.17g, %.17g", k, i,
                    p->pn, p->pt, q->pn, q->pt);
                log->matched += q->pn > 0.0;
            } else {
                ck_assert_msg(p->pn == 0.0 && p->pt == 0.0, "contact %d point %d: unmatched, %g %g",
                              k, i, p->pn, p->pt);
                log->zero++;
                log->bounced += q != NULL;
            }
        }
    }
}

/* The pile, 300 updates from its drop: while it falls, lands and bounces
 * many points are new or have bounced, once it rests almost all are
 * carried.  The counts show both kinds were seen. */
START_TEST(matched_impulses_are_carried_bit_for_bit)
{
    CarryLog log = {0};
    Game *g = game_from(pile_scene);
    for (int k = 0; k < 300; k++)
        checked_update(g, true, check_carry, &log);
    ck_assert_msg(log.matched > 5000, "%ld pushing points carried", log.matched);
    ck_assert_msg(log.zero > 20, "%ld points started from zero", log.zero);
    ck_assert_msg(log.bounced > 0, "%ld bounced points", log.bounced);
    free_game(g);
}
END_TEST

/* ---- law 3: the residual ----------------------------------------------- */

/* contact_residual on one point by hand: a 2 x 2 box (m 1) 0.002 into a
 * static floor, falling at 2 with no impulse yet: the normal constraint
 * is violated by target - vn = 0 - (-2) = 2; friction asks nothing
 * (pn = 0).  After one sweep the box stops (a flat face: the two points
 * push together in the block solve), and the residual is 0. */
START_TEST(residual_by_hand)
{
    Game *g = game_from("gravity 0 0\nrect 0 -1 20 2 static friction=0.5\n"
                        "rect 0 0.998 2 2 mass=1 vel=0,-2 friction=0.5 restitution=0\n");
    world_find_contacts(&g->world, NULL);
    ContactList *list = &g->world.contacts;
    contact_pre_step(list);
    ck_assert_int_eq(list->count, 1);
    ck_assert_double_eq_tol(contact_residual(list, FIXED_DT), 2.0, 1e-12);
    contact_velocity_iteration(list, false, FIXED_DT);
    ck_assert_double_eq_tol(contact_residual(list, FIXED_DT), 0.0, 1e-12);
    free_game(g);
}
END_TEST

typedef struct Velocities {
    Vec2 v[64];
    double omega[64];
} Velocities;

static void save_velocities(const Game *g, Velocities *s)
{
    ck_assert_int_le(g->objects.count, 64);
    for (int i = 0; i < g->objects.count; i++) {
        s->v[i] = g->objects.items[i].shape.v;
        s->omega[i] = g->objects.items[i].shape.omega;
    }
}

static void restore_velocities(Game *g, const Velocities *s)
{
    for (int i = 0; i < g->objects.count; i++) {
        RigidShape *sh = &g->objects.items[i].shape;
        sh->v = s->v[i];
        sh->omega = s->omega[i];
        sh->v_bias = vec2(0.0, 0.0);
        sh->omega_bias = 0.0;
    }
}

/* One update's sweeps from the state after gravity, warm (from the list
 * the World kept) or from zero: res[k - 1] = the residual after k sweeps,
 * k = 1..15.  The list is found once; the run from zero sweeps it again
 * after a new pre-step, which sets every impulse back to zero. */
static void sweep_residuals(Game *g, bool warm, double res[15])
{
    ContactList *now = &g->world.contacts;
    if (warm)
        world_find_contacts(&g->world, NULL);
    contact_pre_step(now);
    contact_warm_start(now, warm ? &g->world.last : &no_contacts);
    for (int k = 1; k <= 15; k++) {
        contact_velocity_iteration(now, true, FIXED_DT);
        res[k - 1] = contact_residual(now, FIXED_DT);
    }
}

/* The pile comes to rest (400 updates, warm), then the same state -
 * positions, and the velocities after gravity's g dt - is swept both
 * ways.  Warm, each sweep only has to correct the change in the load
 * since the last update; from zero it has to build the pile's whole
 * weight up again, contact by contact.  At every k = 1..15 the warm
 * residual is the smaller (solver.c's contact_residual: the largest
 * velocity error of a normal or friction constraint, units/s).  From
 * zero after one sweep the error is about g dt = 0.33 (the floor's push
 * has not reached the upper bodies yet); warm it is far below. */
START_TEST(warm_sweeps_leave_a_smaller_residual)
{
    Game *g = game_from(pile_scene);
    for (int k = 0; k < 400; k++)
        idle(g, 1);
    world_integrate_velocities(&g->world);
    Velocities after_gravity;
    save_velocities(g, &after_gravity);
    double warm[15], cold[15];
    sweep_residuals(g, true, warm);
    restore_velocities(g, &after_gravity);
    sweep_residuals(g, false, cold);
    for (int k = 1; k <= 15; k++)
        ck_assert_msg(warm[k - 1] < cold[k - 1], "after %d sweeps: warm %g, from zero %g", k,
                      warm[k - 1], cold[k - 1]);
    ck_assert_msg(cold[0] > 0.1, "from zero, one sweep leaves %g", cold[0]);
    free_game(g);
}
END_TEST

/* ---- law 4: feature ids ------------------------------------------------ */

/* The ids of the box's (objects 0) contact with the floor (bounds 0) in
 * the last update's list, as a + 64 b (two points) or a (one point); -1
 * when there is no such contact. */
static int floor_ids(const Game *g)
{
    for (int k = 0; k < g->world.contacts.count; k++) {
        const Contact *c = &g->world.contacts.items[k];
        if (c->with_bound && c->first == 0 && c->second == 0)
            return c->point_count == 2 ? c->points[0].id + 64 * c->points[1].id : c->points[0].id;
    }
    return -1;
}

/* A 4 x 2 box sliding at 5 units/s along a static 60 x 2 slab, no friction,
 * g = 20, 120 updates: it rests on its bottom face all the way, and every
 * update's contact carries the same two ids as the first (the same
 * reference face, incident face and ends).  Then a 1 x 4 box standing on
 * its end, turning at -4 rad/s (clockwise): it tips over onto its side
 * within 120 updates; the incident face is then another, and so are the
 * ids. */
START_TEST(ids_stay_while_sliding_and_change_when_tipping)
{
    Game *g = game_from("gravity 0 -20\nrect 0 -1 60 2 static friction=0\n"
                        "rect -20 0.998 4 2 mass=1 vel=5,0 friction=0 restitution=0\n");
    idle(g, 1);
    int first = floor_ids(g);
    ck_assert_msg(first >= 64, "sliding: one point (%d)", first);
    for (int k = 0; k < 120; k++) {
        idle(g, 1);
        ck_assert_msg(floor_ids(g) == first, "update %d: ids %d, first %d", k + 2, floor_ids(g),
                      first);
    }
    ck_assert(g->objects.items[0].shape.xf->position.x > -11.0);
    free_game(g);

    g = game_from("gravity 0 -20\nrect 0 -1 60 2 static friction=0.8\n"
                  "rect 0 1.998 1 4 mass=1 spin=-4 friction=0.8 restitution=0\n");
    idle(g, 1);
    first = floor_ids(g);
    ck_assert_int_ge(first, 0);
    for (int k = 0; k < 120; k++)
        idle(g, 1);
    double turned = fabs(g->objects.items[0].shape.xf->rotation);
    ck_assert_msg(fabs(turned - M_PI / 2) < 0.05, "the box turned %g, not onto its side", turned);
    ck_assert_msg(floor_ids(g) >= 0 && floor_ids(g) != first, "ids %d before and %d after", first,
                  floor_ids(g));
    free_game(g);
}
END_TEST

/* ---- law 5: the tower ------------------------------------------------------ */

/* sequential_impulses' tower (test_sequential_impulses.c): ten 4 x 2
 * boxes (m 1, friction 0.8, e 0.2) on a static floor, each overlapping
 * the one below by the slop; g = 20, correction on, 600 updates.  The
 * top box must not move by 1 % of its height (0.02) in any update, nor
 * turn by more than 0.01 rad - here at the scenes' 15 sweeps, where
 * the tower of updates from zero impulses sinks and falls (it needs
 * 100): each update starts from the last one's impulses, which already
 * hold the tower's weight. */
START_TEST(a_tower_of_ten_boxes_stands_at_fifteen_sweeps)
{
    static char text[2048];
    int len = snprintf(text, sizeof text, "gravity 0 -20\nrect 0 -1 40 2 static friction=0.8\n");
    for (int i = 0; i < 10; i++)
        len += snprintf(text + len, sizeof text - len,
                        "rect 0 %.17g 4 2 mass=1 friction=0.8 restitution=0.2\n",
                        1.0 - SOLVER_SLOP + i * (2.0 - SOLVER_SLOP));
    Game *g = game_from(text);
    ck_assert_int_eq(g->physics.relaxation, 15);
    const RigidShape *top = &g->objects.items[9].shape;
    Vec2 start = top->xf->position;
    double worst = 0.0, worst_turn = 0.0;
    for (int k = 1; k <= 600; k++) {
        idle(g, 1);
        worst = fmax(worst, vec2_distance(top->xf->position, start));
        worst_turn = fmax(worst_turn, fabs(top->xf->rotation));
        ck_assert_msg(worst < 0.02, "update %d: the top box moved %g", k, worst);
        ck_assert_msg(worst_turn < 0.01, "update %d: the top box turned %g", k, worst_turn);
    }
    free_game(g);
}
END_TEST

/* ---- law 6: the pyramid ---------------------------------------------------- */

/* Potential energy above the floor's top (y = 0), sum of m g y, and the
 * kinetic energy, as the trace measures them. */
static TraceRow measured(const Game *g)
{
    TraceRow row;
    game_measure(g, &row);
    return row;
}

/* A pyramid of ten rows of 2 x 2 boxes (m 1, friction 0.6, e 0), 55 in
 * all: row r (0 at the bottom) holds 10 - r boxes 2.2 apart (a gap of 0.2
 * between neighbours), each row centred over the gaps of the one below,
 * and resting on it by the slop.  g = 20, 15 sweeps, 600 updates.  Its
 * potential energy at the start, m g y summed with y_r = 1 - slop +
 * r (2 - slop) for row r, with sum_r (10 - r) = 55 and
 * sum_r (10 - r) r = 450 - 285 = 165, is
 *   20 (55 * 0.995 + 165 * 1.995) = 20 * 383.9 = 7678;
 * it stays within 2 % of that at every update.  (A box that drops by one
 * row loses 40, 0.5 %; a pyramid that comes apart loses far more.)
 * And it comes to rest: after 10 s its kinetic energy is below 1e-6.
 * sequential_impulses' pyramid stands too by the 2 % (it sinks by 0.5 %,
 * its overlaps 0.027 deep against the slop's 0.005 here), but it never
 * rests: its kinetic energy after 10 s is 2.6 - each update from zero
 * impulses leaves the upper rows a little of gravity's g dt to fall. */
START_TEST(a_pyramid_of_ten_rows_stands_ten_seconds)
{
    static char text[8192];
    int len = snprintf(text, sizeof text, "gravity 0 -20\nrect 0 -1 60 2 static friction=0.6\n");
    for (int r = 0; r < 10; r++)
        for (int i = 0; i < 10 - r; i++)
            len += snprintf(text + len, sizeof text - len,
                            "rect %.17g %.17g 2 2 mass=1 friction=0.6 restitution=0\n",
                            2.2 * (i - (9 - r) / 2.0), 1.0 - SOLVER_SLOP + r * (2.0 - SOLVER_SLOP));
    ck_assert_int_lt(len, (int)sizeof text);
    Game *g = game_from(text);
    ck_assert_int_eq(g->objects.count, 55);
    ck_assert_int_eq(g->physics.relaxation, 15);
    double pe0 = measured(g).pe;
    ck_assert_msg(fabs(pe0 - 7678.0) < 1e-9, "start: %g", pe0);
    for (int k = 1; k <= 600; k++) {
        idle(g, 1);
        double pe = measured(g).pe;
        ck_assert_msg(fabs(pe - pe0) < 0.02 * pe0, "update %d: potential energy %g, start %g", k,
                      pe, pe0);
    }
    double ke = measured(g).ke_linear + measured(g).ke_angular;
    ck_assert_msg(ke < 1e-6, "after 10 s the kinetic energy is %g", ke);
    free_game(g);
}
END_TEST

/* ---- law 7: the flat drop, restated ------------------------------------- */

/* contact_manifold's law: an 8 x 4 box (mass 1, e 0.2, mu 0.8) dropped
 * flat from 14 above a static floor turns by |omega| < 1e-9 at no update
 * of 300, and ends at rest on the floor.  It lands: the box's contact
 * with the floor has two points that push (pn > 0) in more than 200 of
 * the 300 updates (it falls for about 70).  contact_manifold's law
 * counts overlaps; here the box rests at depth 0 to rounding, so there
 * are none to count. */
START_TEST(box_dropped_flat_lands_without_turning_and_rests_on_two_points)
{
    Game *g = game_from("rect 50 20 8 4\nrect 50 4 100 3.75 static\n");
    const GameObject *box = &g->objects.items[0];
    int resting = 0;
    for (int u = 1; u <= 300; u++) {
        idle(g, 1);
        for (int k = 0; k < g->world.contacts.count; k++) {
            const Contact *c = &g->world.contacts.items[k];
            resting += c->point_count == 2 && c->points[0].pn > 0.0 && c->points[1].pn > 0.0;
        }
        ck_assert_msg(fabs(box->shape.omega) < 1e-9, "update %d: omega %.17g", u, box->shape.omega);
    }
    ck_assert_int_gt(resting, 200);
    ck_assert_double_eq_tol(box->xf.position.y, 4 + 3.75 / 2 + 2, 0.05);
    ck_assert_double_lt(fabs(box->shape.v.y), 0.5);
    free_game(g);
}
END_TEST

Suite *test_warm_starting_suite(void)
{
    Suite *s = suite_create("variant warm_starting");
    TCase *tc = tcase_create("warm starting");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, world_step_is_the_warm_steps_in_order);
    tcase_add_test(tc, matched_impulses_are_carried_bit_for_bit);
    tcase_add_test(tc, residual_by_hand);
    tcase_add_test(tc, warm_sweeps_leave_a_smaller_residual);
    tcase_add_test(tc, ids_stay_while_sliding_and_change_when_tipping);
    tcase_add_test(tc, a_tower_of_ten_boxes_stands_at_fifteen_sweeps);
    tcase_add_test(tc, a_pyramid_of_ten_rows_stands_ten_seconds);
    tcase_add_test(tc, box_dropped_flat_lands_without_turning_and_rests_on_two_points);
    suite_add_tcase(s, tc);
    return s;
}
