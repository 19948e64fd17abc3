/* test_benchmark_scenes.c - the variant soft_step on the benchmark scenes
 * of the solver comparisons (a pyramid, high mass ratios, a friction
 * ramp, an overlap to recover from), each scene a law.
 * Laws:
 *   1. a pyramid of 20 rows (210 boxes) keeps its potential energy within
 *      1 % for 10 s;
 *   2. high mass ratios: a box 100 times heavier resting on a light one
 *      sinks into it as deep as the spring says, load g / omega^2; with
 *      the spring stiff enough, it and a small pyramid whose top boxes
 *      are 100 times heavier stand with no overlap deeper than
 *      SOLVER_SLOP + 0.01;
 *   3. on a 30 degree slope, exactly the boxes with mu >= tan 30 deg stay
 *      still for 2 s, the others slide as far as Coulomb's law says;
 *   4. a stack started overlapping by a quarter of its boxes' size: no
 *      contact separates faster than the push-out cap, the overlaps
 *      shrink, and the kinetic energy stays below what the stacked caps
 *      allow.
 * Every scene is kept awake, so that what holds it is the solver and not
 * sleep. */
#include "check_support.h"

#include "game_support.h"
#include "solver.h"
#include "soft_step_support.h"

static double potential_energy(const Game *g)
{
    TraceRow row;
    game_measure(g, &row);
    return row.pe;
}

/* Appends a line to the scene text of `size` bytes. */
static void add_line(char *text, size_t size, const char *line)
{
    size_t len = strlen(text);
    ck_assert_uint_lt(len + strlen(line), size);
    strcpy(text + len, line);
}

/* A pyramid of `rows` rows of 2 x 2 boxes on a floor whose top is y = 0:
 * row r (from 0 at the floor) holds rows - r boxes 2.2 apart (a gap of
 * 0.2, so that a box rests on the two below it and not on its
 * neighbours' sides), 2.01 above the row below.  The boxes of the top
 * `heavy_rows` rows weigh `heavy`, the others 1. */
static Game *pyramid(int rows, int heavy_rows, double heavy)
{
    static char text[32 * 1024];
    char line[128];
    text[0] = '\0';
    add_line(text, sizeof text, "rect 0 -5 100 10 static\n");
    for (int r = 0; r < rows; r++)
        for (int i = 0; i < rows - r; i++) {
            snprintf(line, sizeof line, "rect %.17g %.17g 2 2 mass=%.17g\n",
                     2.2 * (i - (rows - r - 1) / 2.0), 1.0 + 2.01 * r,
                     r >= rows - heavy_rows ? heavy : 1.0);
            add_line(text, sizeof text, line);
        }
    return game_from(text);
}

/* ---- law 1: the pyramid -------------------------------------------------- */

/* 210 boxes of mass 1 in 20 rows, gravity 20: their potential energy is
 * sum m g y over the boxes, row r at y = 1 + 2.01 r, 20 - r boxes of it:
 *   20 (210 + 2.01 sum r (20 - r)) = 20 (210 + 2.01 * 1330) = 57666.
 * 1 % of it is 577, a fall of 577 / (20 * 210) = 0.14 on average: the
 * 0.01 gaps closing (0.064 on average, 1330 / 210 gaps of 0.01) and the
 * soft contacts' rest depth (g / omega^2 = 0.0006 per box of load, some
 * 0.01 at the bottom row's) stay inside it, a pyramid that slides apart
 * or tips does not.  Every update of the 600 (10 s) stays within it. */
START_TEST(a_pyramid_of_twenty_rows_keeps_its_potential_energy)
{
    Game *g = pyramid(20, 0, 1.0);
    ck_assert_int_eq(g->objects.count, 210);
    double start = potential_energy(g), worst = 0.0;
    ck_assert_close(start, 57666.0, 1e-9);
    for (int u = 0; u < 600; u++) {
        awake_updates(g, 1);
        worst = fmax(worst, fabs(potential_energy(g) - start));
    }
    ck_assert_msg(worst < 0.01 * start, "PE strayed %g of %g (%.3g %%)", worst, start,
                  100.0 * worst / start);
    free_game(g);
}
END_TEST

/* ---- law 2: high mass ratios --------------------------------------------- */

/* The deepest overlap of g over `updates` awake updates. */
static double deepest_over(Game *g, int updates)
{
    double d = 0.0;
    for (int u = 0; u < updates; u++) {
        awake_updates(g, 1);
        d = fmax(d, deepest(g));
    }
    return d;
}

/* A 2 x 2 box of mass 100 on one of mass 1 on the floor. */
#define HEAVY_ON_LIGHT "rect 0 -5 100 10 static\nrect 0 1 2 2\nrect 0 3.01 2 2 mass=100\n"

/* The spring of a contact sets its rest depth.  Resting, the carried
 * impulse P balances the load W over a sub-step, P = W h, the velocity
 * the solve sees is 0, and the increment is 0 (soft_contact.h):
 *   0 = -m mass_scale bias - impulse_scale W h,
 *   bias = -(a3 / (a2 a3)) W h / m = -W h / (m h omega a1),
 * and bias = (omega / a1) s, so s = -W / (m omega^2).  The light box's
 * floor contact acts on the light box alone (m = 1) and carries both
 * weights, W = 101 g: at the default 30 Hz it rests
 * 101 * 20 / (2 pi 30)^2 = 0.0569 deep - almost four times
 * SOLVER_SLOP + 0.01.  After 10 s (awake) the deepest overlap of the
 * last update is that within 2 %. */
START_TEST(a_heavy_box_sinks_as_deep_as_the_spring_says)
{
    Game *g = game_from(HEAVY_ON_LIGHT);
    double omega = 2.0 * M_PI * g->physics.step.contact_hertz;
    awake_updates(g, 600);
    double spring = 101.0 * 20.0 / (omega * omega);
    ck_assert_msg(fabs(deepest(g) - spring) < 0.02 * spring, "rests %g deep, the spring %g",
                  deepest(g), spring);
    free_game(g);
}
END_TEST

/* Stiff enough for the mass ratio: W / (m omega^2) < 0.01 needs
 * f > sqrt(101 * 20 / 0.01) / (2 pi) = 71.5 Hz.  120 Hz in 16 sub-steps
 * keeps the defaults' f h = 1/8 (omega h = 0.79, where the sub-steps
 * follow the spring): the spring's rest depth is
 * 101 * 20 / (2 pi 120)^2 = 0.0036, well inside SOLVER_SLOP + 0.01. */
static Game *stiff(Game *g)
{
    g->physics.step.contact_hertz = 120.0;
    g->physics.step.sub_steps = 16;
    return g;
}

/* With the stiff spring, 10 s: every overlap stays below
 * SOLVER_SLOP + 0.01, and the heavy box is still on top (its centre
 * within 0.01 of the light box's in x, a box's height above it, not
 * turned). */
START_TEST(a_heavy_box_on_a_light_one_stands)
{
    Game *g = stiff(game_from(HEAVY_ON_LIGHT));
    double d = deepest_over(g, 600);
    const Transform *light = &g->objects.items[0].xf, *heavy = &g->objects.items[1].xf;
    ck_assert_msg(d < SOLVER_SLOP + 0.01, "overlap %g", d);
    ck_assert_msg(fabs(heavy->position.x - light->position.x) < 0.01
                      && heavy->position.y > light->position.y + 1.9,
                  "the heavy box fell: (%g, %g) over (%g, %g)", heavy->position.x,
                  heavy->position.y, light->position.x, light->position.y);
    ck_assert_msg(fabs(heavy->rotation) < 0.01, "the heavy box turned %g", heavy->rotation);
    free_game(g);
}
END_TEST

/* A pyramid of 4 rows whose top two rows (3 boxes) weigh 100 each, with
 * the stiff spring, 10 s: every overlap below SOLVER_SLOP + 0.01 and the
 * top box still where it settled after the first second, within 0.02
 * (1 % of its size), and no lower than its row (a box fallen out of the
 * pyramid would bring it down by 2). */
START_TEST(a_pyramid_heavy_at_the_top_stands)
{
    Game *g = stiff(pyramid(4, 2, 100.0));
    const Transform *top = &g->objects.items[g->objects.count - 1].xf;
    double d = deepest_over(g, 60);
    Vec2 settled = top->position;
    d = fmax(d, deepest_over(g, 540));
    double moved = vec2_length(vec2_sub(top->position, settled));
    ck_assert_msg(d < SOLVER_SLOP + 0.01, "overlap %g", d);
    ck_assert_msg(moved < 0.02, "the top box moved %g", moved);
    ck_assert_msg(top->position.y > 6.9, "the pyramid fell: its top is at %g", top->position.y);
    free_game(g);
}
END_TEST

/* ---- law 3: the friction ramp -------------------------------------------- */

/* Eleven 2 x 2 boxes, box k of friction mu_k = k / 10, each on its own
 * static slope 60 x 4 turned 30 degrees, 70 apart in x.  A contact's
 * friction is the average of its two shapes' (solver.c), so slope k's
 * friction is mu_k too and the pair's is mu_k.  Each box starts touching
 * its slope (its centre 1 + 2 from the slope's along the slope's normal
 * n = (-sin 30, cos 30)), 20 up the slope from its middle.  On the slope
 * gravity pulls g sin 30 = 10 along it and presses g cos 30 = 17.32 into
 * it: a box holds when mu g cos 30 >= g sin 30, mu >= tan 30 = 0.577,
 * so mu = 0.6 ... 1 hold and mu = 0 ... 0.5 slide, the slowest
 * (mu = 0.5) at a = 20 (0.5 - 0.5 * 0.866) = 1.34, 2.68 in 2 s, the
 * fastest (mu = 0) 20, still on the slope's 30 below it.  After 120
 * updates (2 s), awake: a box that holds has moved less than 0.01; one
 * that slides has moved (1/2) g (sin 30 - mu cos 30) t^2 = 20 - 34.64 mu
 * within 1 %, which is more than 2.6 for them all. */
START_TEST(on_a_thirty_degree_slope_exactly_the_boxes_with_mu_above_tan_30_hold)
{
    static char text[4096];
    char line[160];
    const double a = M_PI / 6, nx = -sin(a), ny = cos(a), tx = cos(a), ty = sin(a);
    text[0] = '\0';
    for (int k = 0; k <= 10; k++) {
        double mu = k / 10.0, x = 70.0 * k;
        snprintf(line, sizeof line, "rect %.17g 0 60 4 rot=30 static friction=%.17g\n", x, mu);
        add_line(text, sizeof text, line);
        snprintf(line, sizeof line, "rect %.17g %.17g 2 2 rot=30 friction=%.17g\n",
                 x + 3.0 * nx + 20.0 * tx, 3.0 * ny + 20.0 * ty, mu);
        add_line(text, sizeof text, line);
    }
    Game *g = game_from(text);
    Vec2 start[11];
    for (int k = 0; k <= 10; k++)
        start[k] = g->objects.items[k].xf.position;
    awake_updates(g, 120);
    for (int k = 0; k <= 10; k++) {
        double mu = k / 10.0;
        double moved = vec2_length(vec2_sub(g->objects.items[k].xf.position, start[k]));
        if (mu >= tan(a))
            ck_assert_msg(moved < 0.01, "mu = %g moved %g", mu, moved);
        else
            ck_assert_msg(fabs(moved - 40.0 * (sin(a) - mu * cos(a))) < 0.01 * moved,
                          "mu = %g slid %g, not %g", mu, moved, 40.0 * (sin(a) - mu * cos(a)));
    }
    free_game(g);
}
END_TEST

/* ---- law 4: overlap recovery --------------------------------------------- */

/* Five 4 x 4 boxes on the floor, each overlapping the one below (and
 * the lowest the floor) by 1, a quarter of their size, gravity 20.
 * The spring would push an overlap of 1 out at bias_rate * 1 =
 * omega / (2 zeta + h omega) = 188.5 / 20.79 = 9.1 units/s, above the
 * cap of 6: the cap binds.  For 120 updates (2 s), awake:
 *   - no box separates from the one below (the lowest from the floor)
 *     faster than the cap: its rise less the lower box's, over
 *     FIXED_DT, is at most 6 (1 + 1e-6);
 *   - box i (0 at the floor) ends every update moving up at no more than
 *     (i + 1) caps: each contact below it may part at one.  (Not one
 *     cap: the relax takes a push back out of a lone box, but its one
 *     pass per sub-step over a chain, bottom to top, moves each lower
 *     box again as it relaxes the contact above, and leaves some of
 *     the pushes in the velocities.)
 *   - the kinetic energy stays below what those speeds hold,
 *     (1/2) m cap^2 (1 + 4 + 9 + 16 + 25) = 18 * 55 = 990 with m = 1:
 *     a push that fed the velocities beyond the cap would exceed it;
 *   - the overlap shrinks: until the deepest is first below
 *     SOLVER_SLOP + 0.01 it is never deeper than the update before's,
 *     and after 2 s it is below SOLVER_SLOP + 0.01 again (between, the
 *     boxes launched by the push land back on the stack). */
START_TEST(an_overlapping_stack_separates_no_faster_than_the_cap)
{
    enum {
        n = 5
    };
    static char text[1024];
    char line[64];
    text[0] = '\0';
    add_line(text, sizeof text, "rect 0 -5 100 10 static\n");
    for (int i = 0; i < n; i++) {
        snprintf(line, sizeof line, "rect 0 %.17g 4 4\n", 1.0 + 3.0 * i);
        add_line(text, sizeof text, line);
    }
    Game *g = game_from(text);
    const double cap = g->physics.step.push_out_speed;
    double fastest = 0.0, most_ke = 0.0, was = INFINITY;
    bool out = false;
    for (int u = 1; u <= 120; u++) {
        double y[n];
        for (int i = 0; i < n; i++)
            y[i] = g->objects.items[i].xf.position.y;
        awake_updates(g, 1);
        double below = 0.0;
        for (int i = 0; i < n; i++) {
            double rise = g->objects.items[i].xf.position.y - y[i];
            fastest = fmax(fastest, (rise - below) / FIXED_DT);
            below = rise;
            double v = g->objects.items[i].shape.v.y;
            ck_assert_msg(v <= (i + 1) * cap * (1.0 + 1e-6), "update %d: box %d left at %g", u, i,
                          v);
        }
        double d = deepest(g);
        ck_assert_msg(out || d <= was, "update %d: the overlap grew from %g to %g", u, was, d);
        out = out || d < SOLVER_SLOP + 0.01;
        was = d;
        most_ke = fmax(most_ke, kinetic_energy(g));
    }
    ck_assert_msg(fastest <= cap * (1.0 + 1e-6), "a box separated at %.17g", fastest);
    ck_assert_msg(was < SOLVER_SLOP + 0.01, "still %g deep after 2 s", was);
    ck_assert_msg(most_ke < 0.5 * cap * cap * 55.0, "kinetic energy %g", most_ke);
    free_game(g);
}
END_TEST

Suite *test_benchmark_scenes_suite(void)
{
    Suite *s = suite_create("variant soft_step: benchmark scenes");
    TCase *tc = tcase_create("laws");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, a_pyramid_of_twenty_rows_keeps_its_potential_energy);
    tcase_add_test(tc, a_heavy_box_sinks_as_deep_as_the_spring_says);
    tcase_add_test(tc, a_heavy_box_on_a_light_one_stands);
    tcase_add_test(tc, a_pyramid_heavy_at_the_top_stands);
    tcase_add_test(tc, on_a_thirty_degree_slope_exactly_the_boxes_with_mu_above_tan_30_hold);
    tcase_add_test(tc, an_overlapping_stack_separates_no_faster_than_the_cap);
    suite_add_tcase(s, tc);
    return s;
}
