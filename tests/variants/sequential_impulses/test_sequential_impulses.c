/* test_sequential_impulses.c - the variant sequential_impulses: contacts
 * found once per update, velocity iterations on accumulated impulses,
 * split impulses for the overlap, restitution above a threshold
 * (variants/sequential_impulses/solver.c, world.c).
 * Laws:
 *   1. the update is the test-visible steps in world.c's order;
 *   2. after every sweep (and after the restitution) every accumulated
 *      normal impulse is >= 0 and every friction impulse within the
 *      Coulomb cone, |pt| <= mu pn, on a pile and on random scenes;
 *   3. with e <= 1, no gravity and no position bias (correction off) the
 *      kinetic energy never grows in an update, on many random scenes;
 *   4. a box dropped flat onto the floor leaves at e times its approach
 *      speed above the threshold, and not at all below it; the threshold
 *      is the scene's restitution_threshold;
 *   5. a tower of ten boxes stands 10 s with its top box moved less than
 *      1 % of its size, at the scenes' 15 iterations;
 *   6. complementarity: after enough sweeps a point that pushes (pn > 0)
 *      moves at its target, and a point whose target is met without it
 *      does not push (pn = 0), even when the first sweep pushed it;
 *   7. a light shape faster than the fixed margin per update is caught
 *      by a floor thinner than its step, and rests on it;
 *   8. a speculative contact does not bounce: a box stopped at the
 *      surface from above rises only after it has touched, and then
 *      leaves at e times the speed it arrived with;
 *   9. a World steps without a game turn and without objects, and brings
 *      every shape's geometry up to date;
 *  10. an update allocates nothing once the World's lists have grown to
 *      what the scene needs (the benchmark's pile of 200). */
#include "check_support.h"

#include "allocations.h"
#include "game_support.h"
#include "program.h"
#include "random_scene.h"
#include "rng.h"
#include "solver.h"

/* ---- the update, step by step ------------------------------------------ */

/* What a law looks at after each sweep: `sweep` counts from 1, and the
 * restitution's result comes as sweep 0. */
typedef void (*SweepCheck)(const ContactList *list, int sweep, void *ctx);

/* world_step of the game's World without a game turn, in its order, with
 * `check` called after every sweep and after the restitution. */
static void checked_update(Game *g, SweepCheck check, void *ctx)
{
    World *w = &g->world;
    const PhysicsSettings *ps = w->settings;
    world_integrate_velocities(w);
    world_find_contacts(w, NULL);
    contact_pre_step(&w->contacts);
    for (int k = 1; k <= ps->relaxation; k++) {
        contact_velocity_iteration(&w->contacts, ps->correction, FIXED_DT);
        if (check)
            check(&w->contacts, k, ctx);
    }
    contact_restitution(&w->contacts, ps->relaxation, ps->restitution_threshold);
    if (check)
        check(&w->contacts, 0, ctx);
    world_integrate_positions(w);
}

/* world_step is the steps above: the same scene run by game_update and
 * by checked_update ends bit for bit the same (100 updates of a random
 * scene with gravity, so every step has work). */
START_TEST(world_step_is_the_steps_in_order)
{
    const char *text = random_scene(11, 24, -20, 10, 0.8, true);
    Game *a = game_from(text);
    static char copy[32 * 1024];
    strcpy(copy, text);
    for (int k = 0; k < 100; k++)
        idle(a, 1);
    Game *b = game_from(copy);
    for (int k = 0; k < 100; k++)
        checked_update(b, NULL, NULL);
    for (int i = 0; i < a->objects.count; i++) {
        const RigidShape *sa = &a->objects.items[i].shape, *sb = &b->objects.items[i].shape;
        ck_assert_msg(memcmp(&sa->xf->position, &sb->xf->position, sizeof(Vec2)) == 0
                          && memcmp(&sa->v, &sb->v, sizeof(Vec2)) == 0 && sa->omega == sb->omega
                          && sa->xf->rotation == sb->xf->rotation,
                      "body %d differs", i);
    }
    free_game(a);
    free_game(b);
}
END_TEST

/* ---- law 2: the clamps ---------------------------------------------------- */

typedef struct ClampLog {
    long points;  /* points checked, summed over the sweeps */
    long pushing; /* of them with pn > 0 */
    long at_cone; /* of them with |pt| = mu pn > 0: friction at its limit */
} ClampLog;

static void check_clamps(const ContactList *list, int sweep, void *ctx)
{
    ClampLog *log = ctx;
    for (int k = 0; k < list->count; k++) {
        const Contact *c = &list->items[k];
        for (int i = 0; i < c->point_count; i++) {
            const SolverPoint *p = &c->points[i];
            ck_assert_msg(p->pn >= 0.0, "sweep %d, contact %d point %d: pn %.17g", sweep, k, i,
                          p->pn);
            ck_assert_msg(fabs(p->pt) <= c->friction * p->pn,
                          "sweep %d, contact %d point %d: |pt| %.17g > mu pn %.17g", sweep, k, i,
                          fabs(p->pt), c->friction * p->pn);
            log->points++;
            log->pushing += p->pn > 0.0;
            log->at_cone += p->pn > 0.0 && fabs(p->pt) == c->friction * p->pn;
        }
    }
}

/* The benchmark's kind of pile (48 shapes falling into the room, then
 * lying on each other) for 300 updates, and 20 random scenes with
 * gravity and restitution up to 1 for 60 updates each: after every sweep
 * pn >= 0 and |pt| <= mu pn at every point.  The counts show the clamps
 * were at work: many points push, and many sit on the cone's edge
 * (sliding), where a missing clamp would show. */
START_TEST(accumulated_impulses_stay_in_their_cones)
{
    ClampLog log = {0};
    Game *g = game_from(random_scene(3, 48, -20, 0, 0.3, true));
    for (int k = 0; k < 300; k++)
        checked_update(g, check_clamps, &log);
    free_game(g);
    for (uint64_t seed = 100; seed < 120; seed++) {
        g = game_from(random_scene(seed, 32, -20, 15, 1.0, true));
        for (int k = 0; k < 60; k++)
            checked_update(g, check_clamps, &log);
        free_game(g);
    }
    ck_assert_msg(log.pushing > log.points / 4, "%ld of %ld points push", log.pushing, log.points);
    ck_assert_msg(log.at_cone > 1000, "%ld points at the cone's edge", log.at_cone);
}
END_TEST

/* ---- law 3: energy ----------------------------------------------------------- */

/* Linear and turning kinetic energy, as the trace measures it. */
static double kinetic_energy(const Game *g)
{
    TraceRow row;
    game_measure(g, &row);
    return row.ke_linear + row.ke_angular;
}

/* 60 random scenes of 32 bodies thrown about at up to 15 units/s with
 * spins, e in [0, 1] and mu in [0, 1], no gravity, correction off (no
 * pseudo velocities - and they never touch v anyway): 120 updates each,
 * and no update ends with more kinetic energy than it began with (up to
 * rounding, 1e-12 of it).  Every impulse of a sweep moves a point's
 * velocity towards its target and no farther, so it can only take
 * energy; the restitution gives back at most e^2 <= 1 of what the
 * approach brought.  The scenes do lose energy: over all of them it
 * falls to less than half. */
START_TEST(kinetic_energy_never_grows_without_bias)
{
    double first = 0.0, last = 0.0;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        Game *g = game_from(random_scene(seed, 32, 0, 15, 1.0, false));
        double ke = kinetic_energy(g);
        first += ke;
        for (int k = 0; k < 120; k++) {
            checked_update(g, NULL, NULL);
            double after = kinetic_energy(g);
            ck_assert_msg(after <= ke * (1.0 + 1e-12), "scene %d, update %d: KE %.17g -> %.17g",
                          (int)seed, k + 1, ke, after);
            ke = after;
        }
        last += ke;
        free_game(g);
    }
    ck_assert_msg(last < 0.5 * first, "KE %.17g -> %.17g", first, last);
}
END_TEST

/* ---- law 4: restitution in one dimension ----------------------------- */

/* A 4 x 2 box flat above a static floor (top at y = 0), no gravity,
 * falling at speed u; box and floor both have e = 0.5 (the pair's e is
 * their average, 0.5), friction 0.8.  Newton's law for the one update
 * in which it meets the floor:
 *   u = 6 (above the 1 unit/s threshold):  v' = e u = 3 upwards,
 *   u = 0.6 (below it):                    v' = 0, it stays.
 * Flat on two points with equal lever arms, it leaves without turning
 * (|omega| < 1e-9).  The meeting is the first update that takes half the
 * speed or more away (a speculative contact may take a rounding error of
 * it an update early); after it the speed stays what it was: the
 * box leaves the floor (or rests on it), and nothing else acts. */
START_TEST(box_dropped_flat_bounces_by_newtons_law_above_the_threshold)
{
    const double speeds[2] = {6.0, 0.6}, expect[2] = {3.0, 0.0};
    for (int c = 0; c < 2; c++) {
        static char text[256];
        snprintf(text, sizeof text,
                 "gravity 0 0\nrect 0 -1 40 2 static friction=0.8 restitution=0.5\n"
                 "rect 0 1.3 4 2 mass=2 vel=0,%.17g friction=0.8 restitution=0.5\n",
                 -speeds[c]);
        Game *g = game_from(text);
        RigidShape *s = &g->objects.items[0].shape;
        int met = 0;
        for (int k = 1; k <= 120; k++) {
            idle(g, 1);
            if (!met && s->v.y > -speeds[c] / 2)
                met = k;
            if (met) {
                ck_assert_msg(fabs(s->v.y - expect[c]) < 1e-9,
                              "u %g, update %d: v.y %.17g, expected %g", speeds[c], k, s->v.y,
                              expect[c]);
                ck_assert_msg(fabs(s->omega) < 1e-9, "update %d: omega %g", k, s->omega);
                ck_assert_msg(fabs(s->v.x) < 1e-9, "update %d: v.x %g", k, s->v.x);
            }
        }
        ck_assert_int_gt(met, 0);
        free_game(g);
    }
}
END_TEST

/* The same box at u = 2 and u = 0.6 with the scene's own threshold,
 * read through the program's words: by the default 1 unit/s the first
 * leaves at e u = 1 and the second stays; a threshold of 3 keeps the
 * first down, one of 0.5 lets the second bounce at e u = 0.3.  The speed
 * after the meeting is the box's velocity after 60 updates (the slow box
 * meets the floor 0.3 below it in the 30th), when it has left the floor
 * or rests on it. */
START_TEST(the_scene_s_restitution_threshold_decides_which_landing_bounces)
{
    const char *lines[4] = {"", "restitution_threshold 3\n", "", "restitution_threshold 0.5\n"};
    const double speeds[4] = {2.0, 2.0, 0.6, 0.6}, expect[4] = {1.0, 0.0, 0.0, 0.3};
    StageApi api = program_api();
    for (int c = 0; c < 4; c++) {
        static char text[256];
        snprintf(text, sizeof text,
                 "%sgravity 0 0\nrect 0 -1 40 2 static friction=0.8 restitution=0.5\n"
                 "rect 0 1.3 4 2 mass=2 vel=0,%.17g friction=0.8 restitution=0.5\n",
                 lines[c], -speeds[c]);
        static Scene scene;
        Error err;
        api.scene_words();
        ck_assert_msg(scene_parse_string(&scene, text, "t.scene", &err), "%s", err.message);
        scene_set_word_hook(NULL, NULL);
        Game *g = calloc(1, sizeof *g);
        ck_assert_ptr_nonnull(g);
        api.init(g, &scene, GAME_SEED);
        idle(g, 60);
        double vy = g->objects.items[0].shape.v.y;
        ck_assert_msg(fabs(vy - expect[c]) < 1e-9, "case %d (u %g): v.y %.17g, expected %g", c,
                      speeds[c], vy, expect[c]);
        free_game(g);
        scene_free(&scene);
    }
}
END_TEST

/* ---- law 5: the tower ------------------------------------------------------ */

/* Ten 4 x 2 boxes (m 1, friction 0.8, e 0.2) stacked on a static floor
 * (top at y = 0), each overlapping the one below by the slop: the depth
 * a resting contact settles at, so the tower starts as it would rest.
 * Gravity (0, -20), correction on, 600 updates (10 s).  The top box must
 * not move by 1 % of its height (0.02) in any update, nor turn by more
 * than 0.01 rad.
 * The iterations: 100.  Every update starts the impulses from zero, and
 * the floor's push has to climb the tower contact by contact, sweep by
 * sweep: at the scenes' 15 the tower sinks (0.18 deep at its bottom
 * after 5 s) and falls over before 10 s; at 30 it stands 5 s and falls
 * by 10 s; at 100 its deepest overlap stays 0.0057.  Starting each
 * update from the last one's impulses (warm starting, the next variant)
 * is what makes 15 enough. */
START_TEST(a_tower_of_ten_boxes_stands_ten_seconds)
{
    static char text[2048];
    int len = snprintf(text, sizeof text,
                       "gravity 0 -20\nrelaxation 100\nrect 0 -1 40 2 static friction=0.8\n");
    for (int i = 0; i < 10; i++)
        len += snprintf(text + len, sizeof text - len,
                        "rect 0 %.17g 4 2 mass=1 friction=0.8 restitution=0.2\n",
                        1.0 - SOLVER_SLOP + i * (2.0 - SOLVER_SLOP));
    Game *g = game_from(text);
    ck_assert_int_eq(g->physics.relaxation, 100);
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

/* ---- law 6: complementarity ------------------------------------------------ */

/* A 4 x 2 box (m = 1, I = m (w^2 + h^2)/12 = 5/3) lies flat on two
 * static circles of radius 1 whose tops touch its bottom face at
 * x = +0.5 and x = -0.5, 0.002 deep (within the slop: no pseudo
 * impulse); no gravity, no friction (mu = 0, so pt stays 0), e = 0.
 * The list holds the box against the right support first, then the
 * left (the bounds' order in the scene).  The normal n = (0, -1) runs
 * from the box to the support, so a point's vn = the box point's
 * vertical velocity u_y = v_y + omega r_x, and with r x n = -r_x:
 *   k = 1/m + r_x^2 / I = 1 + 0.25 * 0.6 = 1.15   (each point),
 *   c = 1/m + r_xR r_xL / I = 1 - 0.15 = 0.85     (one point's push
 *       changes the other's vn by c per unit impulse).
 * Case 1, falling flat at v_y = -1: the answer is symmetric, pn = m v/2
 * = 0.5 at each point and vn = 0 at both.  The first sweep overshoots:
 * the right point alone takes 1/1.15 = 0.8696, then the left point
 * (1 - 0.85 * 0.8696)/1.15 = 0.2268; the right point's vn is then
 * 0.85 * 0.2268 = 0.193 > 0 and the next sweeps take impulse back from
 * it.  Gauss-Seidel's error shrinks by (c/k)^2 = 0.546 per sweep, so 60
 * sweeps leave 0.546^60 = 2e-16 of it.  A clamp on each increment
 * cannot take back: the right point keeps 0.8696 and the box leaves it
 * at 0.19 units/s.
 * Case 2, falling at v_y = -1 and turning at omega = 1.6 (counter-
 * clockwise): u_y = -1 + 1.6 * 0.5 = -0.2 at the right point, -1.8 at
 * the left.  The answer: only the left point pushes, pn_L = 1.8/1.15 =
 * 36/23, vn_L = 0; then vn_R = -0.2 + 0.85 * 36/23 = 26/23 > 0 with
 * pn_R = 0 (the right point's target is met without it).  The first
 * sweep gives the right point 0.2/1.15 = 0.174 before the left point's
 * push lifts it; a clamp on each increment leaves that 0.174 there. */
static void solve_on_two_supports(double spin, double pn_r1[1], double pn[2], double vn[2])
{
    static char text[512];
    snprintf(text, sizeof text,
             "gravity 0 0\n"
             "circle 0.5 -1 1 static friction=0 restitution=0\n"
             "circle -0.5 -1 1 static friction=0 restitution=0\n"
             "rect 0 0.998 4 2 mass=1 vel=0,-1 spin=%.17g friction=0 restitution=0\n",
             spin);
    Game *g = game_from(text);
    world_find_contacts(&g->world, NULL);
    ContactList *list = &g->world.contacts;
    ck_assert_int_eq(list->count, 2);
    for (int k = 0; k < 2; k++) {
        ck_assert_int_eq(list->items[k].point_count, 1);
        ck_assert(fabs(list->items[k].points[0].point.x - (k == 0 ? 0.5 : -0.5)) < 1e-12);
    }
    contact_pre_step(list);
    for (int s = 1; s <= 60; s++) {
        contact_velocity_iteration(list, false, FIXED_DT);
        if (s == 1)
            pn_r1[0] = list->items[0].points[0].pn;
    }
    for (int k = 0; k < 2; k++) {
        const Contact *c = &list->items[k];
        const SolverPoint *p = &c->points[0];
        pn[k] = p->pn;
        vn[k] = relative_velocity(c->s1->v, c->s1->omega, p->r1, c->s2->v, c->s2->omega, p->r2,
                                  c->normal);
        ck_assert(p->pt == 0.0);
    }
    free_game(g);
}

START_TEST(pushing_points_reach_their_target_and_the_others_let_go)
{
    double first, pn[2], vn[2];
    /* case 1: [0] is the right point, [1] the left */
    solve_on_two_supports(0.0, &first, pn, vn);
    ck_assert_msg(fabs(first - 1.0 / 1.15) < 1e-12, "first sweep: right pn %.17g", first);
    for (int k = 0; k < 2; k++) {
        ck_assert_msg(fabs(pn[k] - 0.5) < 1e-9, "flat, point %d: pn %.17g, expected 0.5", k, pn[k]);
        ck_assert_msg(fabs(vn[k]) < 1e-9, "flat, point %d: vn %.17g, expected 0", k, vn[k]);
    }
    /* case 2 */
    solve_on_two_supports(1.6, &first, pn, vn);
    ck_assert_msg(fabs(first - 0.2 / 1.15) < 1e-12, "first sweep: right pn %.17g", first);
    ck_assert_msg(pn[0] == 0.0, "turning: the right point lets go, but pn %.17g", pn[0]);
    ck_assert_msg(fabs(vn[0] - 26.0 / 23.0) < 1e-9, "turning: right vn %.17g, expected 26/23",
                  vn[0]);
    ck_assert_msg(fabs(pn[1] - 36.0 / 23.0) < 1e-9, "turning: left pn %.17g, expected 36/23",
                  pn[1]);
    ck_assert_msg(fabs(vn[1]) < 1e-9, "turning: left vn %.17g, expected 0", vn[1]);
}
END_TEST

/* ---- law 7: a fast shape is caught by a thin floor ----------------------- */

/* A light circle (r 0.25, m 0.1) falls fast onto a thin static floor
 * (20 x 0.1, top at y = 0); e = 0 and no friction for both, gravity
 * (0, -20), dt = 1/60.  It starts with its lowest point b0 = 2.3 above
 * the floor, falling at 60: after gravity, update k has v_k = -60 - k/3
 * and moves v_k dt, about one unit, ten times the fixed margin 0.1 and
 * ten times the floor's thickness.  The reach of the pair (contact_reach)
 * is 0.1 + |v_k| dt:
 *   update 1: v -60.333, reach 1.1056, gap 2.3 -> apart;  b1 = 1.29444
 *   update 2: v -60.667, reach 1.1111, gap 1.29444 -> apart; b2 = 0.28333
 *   update 3: v -61, reach 1.1167, gap 0.28333 -> a speculative contact
 *             with depth -0.28333: the sweeps take vn to the target
 *             -0.28333 / dt = -17, so it cannot end below the floor.
 * With the fixed margin alone (reach 0.1), update 3 finds no contact and
 * ends at b3 = 0.28333 - 61/60 = -0.73333: the circle spans -0.733 to
 * -0.233, wholly under the floor (-0.1 to 0) - through it, and it falls
 * on for ever.  The law: its lowest point is never below the floor's top
 * by more than the slop, at every update of 120, and after them it rests
 * on the floor (within the slop, speed below 1e-6). */
START_TEST(a_fast_light_circle_is_caught_by_a_thin_floor)
{
    Game *g = game_from("gravity 0 -20\n"
                        "rect 0 -0.05 20 0.1 static friction=0 restitution=0\n"
                        "circle 0 2.55 0.25 mass=0.1 vel=0,-60 friction=0 restitution=0\n");
    RigidShape *s = &g->objects.items[0].shape;
    const double free_flight[2] = {2.3 - 181.0 / 180.0, 2.3 - 181.0 / 180.0 - 182.0 / 180.0};
    for (int k = 1; k <= 120; k++) {
        idle(g, 1);
        double bottom = s->xf->position.y - 0.25;
        if (k <= 2)
            ck_assert_msg(fabs(bottom - free_flight[k - 1]) < 1e-12,
                          "update %d: lowest point %.17g, expected %.17g (free flight)", k, bottom,
                          free_flight[k - 1]);
        ck_assert_msg(bottom >= -SOLVER_SLOP, "update %d: lowest point %.17g, below the floor", k,
                      bottom);
    }
    double bottom = s->xf->position.y - 0.25;
    ck_assert_msg(bottom <= SOLVER_SLOP, "after 120 updates: lowest point %.17g, not on the floor",
                  bottom);
    ck_assert_msg(vec2_length(s->v) < 1e-6, "after 120 updates: speed %g", vec2_length(s->v));
    free_game(g);
}
END_TEST

/* ---- law 8: no bounce before touching ------------------------------------ */

/* A 4 x 2 box (m 2) flat 0.2 above a static floor (top at y = 0), no
 * gravity, falling at 15; e = 0.5 and mu = 0.8 for both.  dt = 1/60.
 *   update 1: the reach is 0.1 + 15/60 = 0.35 > the gap 0.2, so the pair
 *     is a speculative contact, depth -0.2 on both points; its target
 *     vn >= -0.2/dt = -12 stops the box to v.y = -12 (the block solve: pn
 *     = 2 * 3 / 2 = 3 at each point), and the box ends at the surface,
 *     its bottom at 0.2 - 12/60 = 0.  It has not touched anything yet,
 *     so it does not bounce.  (Bouncing the gap point by vn0 = -15
 *     would send it up at 7.5 from 0.2 above: its centre would rise by
 *     0.125 in the air.)
 *   update 2: it touches (depth 0 to rounding, within the slop), it
 *     arrives at vn0 = -12, and Newton's law sends it up at
 *     v' = -e vn0 = 6; nothing else acts afterwards, so v.y stays 6.
 * (The speculative stop took 15 - 12 = 3 of the speed before the
 * bounce: a fall within one update of a surface is not resolved in
 * time, so it leaves at 6, not at the 7.5 of an exact impact.)
 * The law, over 60 updates: until an update starts with the box's
 * bottom within the slop of the floor, its centre does not rise;
 * update 1 ends at the surface at -12, update 2 leaves at 6, and from
 * then on v.y = 6, with |omega|, |v.x| < 1e-9 throughout. */
START_TEST(a_speculative_contact_does_not_bounce_before_it_touches)
{
    Game *g = game_from("gravity 0 0\n"
                        "rect 0 -1 40 2 static friction=0.8 restitution=0.5\n"
                        "rect 0 1.2 4 2 mass=2 vel=0,-15 friction=0.8 restitution=0.5\n");
    RigidShape *s = &g->objects.items[0].shape;
    bool touched = false;
    for (int k = 1; k <= 60; k++) {
        double y = s->xf->position.y;
        touched = touched || y - 1.0 <= SOLVER_SLOP;
        idle(g, 1);
        if (!touched)
            ck_assert_msg(s->xf->position.y <= y,
                          "update %d: the box rose from %.17g to %.17g above the surface", k,
                          y - 1.0, s->xf->position.y - 1.0);
        if (k == 1) {
            ck_assert_msg(fabs(s->xf->position.y - 1.0) < 1e-9,
                          "update 1: bottom at %.17g, expected 0 (stopped at the surface)",
                          s->xf->position.y - 1.0);
            ck_assert_msg(fabs(s->v.y + 12.0) < 1e-9, "update 1: v.y %.17g, expected -12", s->v.y);
        } else
            ck_assert_msg(fabs(s->v.y - 6.0) < 1e-9, "update %d: v.y %.17g, expected 6", k, s->v.y);
        ck_assert_msg(fabs(s->omega) < 1e-9, "update %d: omega %g", k, s->omega);
        ck_assert_msg(fabs(s->v.x) < 1e-9, "update %d: v.x %g", k, s->v.x);
    }
    free_game(g);
}
END_TEST

/* A circle of radius 0.62 (m 1, e 0, no friction, no gravity) with its
 * lowest point 0.24 above a static floor (top at y = 0), falling at
 * 55.6 units/s: 55.6 / 60 = 0.927 per update, four times the gap and
 * more than nine times the margin 0.1.  The pair's reach is
 * 0.1 + 55.6 / 60 = 1.027 > 0.24, so it is a speculative contact with
 * depth -0.24, whose target -0.24 / dt = -14.4 stops the circle at the
 * surface: after update 1 its lowest point is at 0.24 - 14.4 / 60 = 0
 * and it falls at 14.4; update 2 finds it touching, and with e = 0 it
 * stops there.  Found with the margin alone, the pair would be out of
 * reach and the circle would end update 1 at 0.24 - 0.927 = -0.687,
 * 0.69 below the floor's top. */
START_TEST(a_circle_0_24_above_the_floor_at_55_6_units_per_s_stops_on_it)
{
    Game *g = game_from("gravity 0 0\n"
                        "rect 0 -1 40 2 static friction=0 restitution=0\n"
                        "circle 0 0.86 0.62 vel=0,-55.6 friction=0 restitution=0\n");
    RigidShape *s = &g->objects.items[0].shape;
    idle(g, 1);
    double bottom = s->xf->position.y - 0.62;
    ck_assert_msg(fabs(bottom) < 1e-9, "update 1: lowest point %.17g, expected 0", bottom);
    ck_assert_msg(fabs(s->v.y + 14.4) < 1e-9, "update 1: v.y %.17g, expected -14.4", s->v.y);
    idle(g, 1);
    bottom = s->xf->position.y - 0.62;
    ck_assert_msg(bottom >= -SOLVER_SLOP && bottom <= SOLVER_SLOP,
                  "update 2: lowest point %.17g, not on the floor", bottom);
    ck_assert_msg(fabs(s->v.y) < 1e-9, "update 2: v.y %.17g, expected 0", s->v.y);
    free_game(g);
}
END_TEST

/* ---- law 9: a World without a game -------------------------------------- */

static void count_turn(void *ctx)
{
    ++*(int *)ctx;
}

/* A World on hand-made sets, held still (motion and correction off): a
 * 2 x 2 box object whose transform was moved to (5, 0) and a 2 x 2 box
 * bound turned by 90 degrees, both behind their backs.  world_step with
 * no turn brings both up to date: the object's v0 follows its centre,
 * (5,0) + (-1,-1) = (4,-1); the bound's v0, turned, is (1,-1).  With a
 * turn and no objects at all, the turn is taken once and nothing is
 * found. */
START_TEST(a_world_steps_with_or_without_a_turn)
{
    PhysicsSettings ps = physics_default_settings();
    ps.motion = ps.correction = false;
    Transform xf_box = {.size = {2, 2}}, xf_bound = {.size = {2, 2}};
    RigidShape box, bound;
    rigid_rectangle_init(&box, &xf_box, 2, 2);
    rigid_rectangle_init(&bound, &xf_bound, 2, 2);
    ShapeSet objects = {0}, bounds = {0}, none = {0};
    shape_set_add(&objects, &box);
    shape_set_add(&bounds, &bound);
    xf_box.position = vec2(5, 0);
    xf_bound.rotation = deg_to_rad(90);
    World w;
    world_init(&w, &objects, &bounds, &ps);
    (world_step)(&w, NULL, NULL, NULL);
    ck_assert_vec2_approx(box.rect.vertex[0], 4, -1);
    ck_assert_vec2_approx(bound.rect.vertex[0], 1, -1);
    world_release(&w);
    static CollisionList infos;
    collision_list_clear(&infos);
    int turns = 0;
    world_init(&w, &none, &bounds, &ps);
    (world_step)(&w, count_turn, &turns, &infos);
    ck_assert_int_eq(turns, 1);
    ck_assert_int_eq(infos.count, 0);
    world_release(&w);
    shape_set_free(&objects);
    shape_set_free(&bounds);
}
END_TEST

/* ---- law 10: no allocation ------------------------------------------------ */

/* The benchmark's pile of 200 (bench/pile.awk) in the game: the contact
 * list and the drawn infos grow while the pile lands, doubling each time
 * they are full, and then have room for every later update; the World
 * keeps them (and its other buffers) from one update to the next.  So
 * after the first 60 updates an update allocates only when a list
 * doubles, a handful of times while the pile lands (the last of them at
 * update 164, in the broad phase's and sleeping's runs), at most
 * ALLOCATION_GROWTHS in all, and from update ALLOCATION_FREE_FROM on not
 * one update calls malloc, realloc or calloc (counted through
 * tests/support/allocations.h). */
#define ALLOCATION_LANDING_FROM 61
#define ALLOCATION_GROWTHS 16
#define ALLOCATION_FREE_FROM 601
#define ALLOCATION_FREE_TO 1000

START_TEST(an_update_allocates_nothing_once_the_lists_have_grown)
{
    char *text = support_read_command("awk -v n=200 -f bench/pile.awk");
    Game *g = game_from(text);
    free(text);
    idle(g, ALLOCATION_LANDING_FROM - 1);
    long landing = allocation_count;
    idle(g, ALLOCATION_FREE_FROM - ALLOCATION_LANDING_FROM);
    ck_assert_msg(allocation_count - landing <= ALLOCATION_GROWTHS,
                  "updates %d-%d allocated %ld times: more than the lists' doublings",
                  ALLOCATION_LANDING_FROM, ALLOCATION_FREE_FROM - 1, allocation_count - landing);
    for (int u = ALLOCATION_FREE_FROM; u <= ALLOCATION_FREE_TO; u++) {
        long before = allocation_count;
        idle(g, 1);
        ck_assert_msg(allocation_count == before, "update %d allocated %ld times", u,
                      allocation_count - before);
    }
    free_game(g);
}
END_TEST

Suite *test_sequential_impulses_suite(void)
{
    Suite *s = suite_create("variant sequential_impulses");
    TCase *tc = tcase_create("sequential impulses");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, world_step_is_the_steps_in_order);
    tcase_add_test(tc, accumulated_impulses_stay_in_their_cones);
    tcase_add_test(tc, kinetic_energy_never_grows_without_bias);
    tcase_add_test(tc, box_dropped_flat_bounces_by_newtons_law_above_the_threshold);
    tcase_add_test(tc, the_scene_s_restitution_threshold_decides_which_landing_bounces);
    tcase_add_test(tc, a_tower_of_ten_boxes_stands_ten_seconds);
    tcase_add_test(tc, pushing_points_reach_their_target_and_the_others_let_go);
    tcase_add_test(tc, a_fast_light_circle_is_caught_by_a_thin_floor);
    tcase_add_test(tc, a_speculative_contact_does_not_bounce_before_it_touches);
    tcase_add_test(tc, a_circle_0_24_above_the_floor_at_55_6_units_per_s_stops_on_it);
    tcase_add_test(tc, a_world_steps_with_or_without_a_turn);
    tcase_add_test(tc, an_update_allocates_nothing_once_the_lists_have_grown);
    suite_add_tcase(s, tc);
    return s;
}
