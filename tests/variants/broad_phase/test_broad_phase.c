/* test_broad_phase.c - the variant broad_phase: candidate pairs from a sort
 * and sweep on bounding boxes (variants/broad_phase/broad_phase.c) in
 * place of every pair (world.c world_find_contacts).
 * Laws:
 *   1. the sweep, by hand: boxes that overlap or touch in both x and y are
 *      a pair, all others are not, whatever order the boxes come in; the
 *      pairs come out sorted by (a, b);
 *   2. every update finds exactly the pairs the all-pairs loops find, in
 *      their order (so the solver meets the same contacts in the same
 *      order, and the results are warm_starting's bit for bit): on every
 *      scene of book/scenes/ and on the benchmark's piles of 100, 400
 *      and 2,000 shapes, checked at every update;
 *   3. the insertion sort, started from the last update's order, is
 *      nearly linear on a pile: once the pile of 400 has settled, an
 *      update's sort moves fewer entries than there are shapes;
 *   4. the sweep runs along the axis the shapes spread over more, and
 *      on a tall pile (along y) it tests a few pairs per shape, not a
 *      column's worth.
 * (warm_starting's traces, byte for byte: tests/variants/broad_phase/traces.sh,
 * run by make test.) */
#define _POSIX_C_SOURCE 200809L
#include "check_support.h"

#include <dirent.h>

#include "broad_phase.h"
#include "game_support.h"
#include "program.h"
#include "solver.h"

/* ---- law 1: the sweep by hand ---------------------------------------- */

static SweepBox box(double x0, double y0, double x1, double y1, int shape)
{
    return broad_phase_entry((Aabb){{x0, y0}, {x1, y1}}, SWEEP_X, shape);
}

/* The same box with x and y exchanged, as an entry of a sweep along y. */
static SweepBox turned_box(double x0, double y0, double x1, double y1, int shape)
{
    return broad_phase_entry((Aabb){{y0, x0}, {y1, x1}}, SWEEP_Y, shape);
}

/* Five boxes, given out of order (the sort must put them right):
 *   0: [0,2] x [0,1]     1: [2,3] x [1,2]     2: [1,4] x [3,4]
 *   3: [2.5,5] x [-1,0.5]                     4: [3.5,6] x [3.5,5]
 * In x, 0 overlaps 2 and touches 1 (0.max.x = 2 = 1.min.x); 1 overlaps
 * 2 and 3; 2 overlaps 3 and 4; 3 overlaps 4.  In y only these of them
 * meet: 0-1 (they touch: 0.max.y = 1 = 1.min.y) and 2-4 ([3,4] and
 * [3.5,5]); 0-2 are 2 apart in y, 1-2 1 apart, 1-3 0.5 apart, 2-3 and
 * 3-4 2.5 and 3 apart.  So the pairs are exactly (0,1) and (2,4): the
 * touching pair counts (the all-pairs test counts touching as meeting).
 * Sorted by left edge: 0 (0), 2 (1), 1 (2), 3 (2.5), 4 (3.5).  From the
 * order 4 3 2 1 0 the insertion sort moves 4 + ... : entry by entry,
 * 3 passes 4 (1), 2 passes 4 3 (2), 1 passes 4 3 (2: 2's edge 1 < 2),
 * 0 passes all four (4): 9 moves. */
static void sweep_five_boxes_by_hand(SweepBox (*make)(double, double, double, double, int))
{
    BroadPhase bp = {0};
    SweepBox boxes[5] = {
        make(3.5, 3.5, 6, 5, 4), make(2.5, -1, 5, 0.5, 3), make(1, 3, 4, 4, 2),
        make(2, 1, 3, 2, 1),     make(0, 0, 2, 1, 0),
    };
    bp.sweep = boxes;
    bp.count = 5;
    broad_phase_sort(&bp);
    const int order[5] = {0, 2, 1, 3, 4};
    for (int k = 0; k < 5; k++)
        ck_assert_int_eq(bp.sweep[k].shape, order[k]);
    ck_assert_int_eq(bp.sort_moves, 9);
    broad_phase_sweep(&bp);
    broad_phase_sort_pairs(&bp, 0, bp.pair_count, 5);
    ck_assert_int_eq(bp.pair_count, 2);
    ck_assert_int_eq(bp.pairs[0].a, 0);
    ck_assert_int_eq(bp.pairs[0].b, 1);
    ck_assert_int_eq(bp.pairs[1].a, 2);
    ck_assert_int_eq(bp.pairs[1].b, 4);
    /* The sweep tests y for the pairs overlapping in x, each once: 0-2,
     * 0-1, 2-1, 2-3, 2-4, 1-3, 3-4 = 7. */
    ck_assert_int_eq(bp.sweep_tests, 7);
    bp.sweep = NULL;
    broad_phase_free(&bp);
}

START_TEST(sweep_pairs_boxes_that_meet_by_hand)
{
    sweep_five_boxes_by_hand(box);
}
END_TEST

/* The same five boxes turned a quarter (x and y exchanged) and swept
 * along y: the same sort, the same tests, the same pairs. */
START_TEST(sweep_along_y_pairs_the_same_boxes_by_hand)
{
    sweep_five_boxes_by_hand(turned_box);
}
END_TEST

/* ---- law 4: the axis --------------------------------------------------- */

/* Four unit circles with centres (0, 0), (4, 1), (8, 2), (12, 3) spread
 * along x: mean (6, 1.5), variances (36 + 4 + 4 + 36)/4 = 20 in x and
 * (2.25 + 0.25 + 0.25 + 2.25)/4 = 1.25 in y, so the sweep runs along
 * x; turned a quarter (centres (0, 0), (1, 4), ...) along y. */
START_TEST(the_sweep_runs_along_the_longer_spread)
{
    Transform xf[4];
    RigidShape s[4];
    ShapeSet row = {0}, none = {0};
    for (int i = 0; i < 4; i++) {
        xf[i] = (Transform){.position = {4.0 * i, 1.0 * i}};
        rigid_circle_init(&s[i], &xf[i], 1.0);
        shape_set_add(&row, &s[i]);
    }
    ck_assert_int_eq(broad_phase_axis(&row, &none), SWEEP_X);
    for (int i = 0; i < 4; i++)
        xf[i].position = vec2(1.0 * i, 4.0 * i);
    ck_assert_int_eq(broad_phase_axis(&row, &none), SWEEP_Y);
    /* The bounds count too: with the four back on the row, two more
     * centres at (6, 14) and (6, -11) keep the mean at (6, 1.5) and tip
     * the spread to y: (5 + 2 x 12.5^2) / 6 = 52.9 against 80 / 6 = 13.3. */
    Transform wall_xf[2] = {{.position = {6, 1.5 + 12.5}}, {.position = {6, 1.5 - 12.5}}};
    RigidShape wall[2];
    ShapeSet walls = {0};
    for (int i = 0; i < 4; i++)
        xf[i].position = vec2(4.0 * i, 1.0 * i);
    for (int i = 0; i < 2; i++) {
        rigid_rectangle_init(&wall[i], &wall_xf[i], 1, 1);
        shape_set_add(&walls, &wall[i]);
    }
    ck_assert_int_eq(broad_phase_axis(&row, &walls), SWEEP_Y);
    ck_assert_int_eq(broad_phase_axis(&row, &none), SWEEP_X);
    shape_set_free(&row);
    shape_set_free(&walls);
}
END_TEST

/* A box grown by the fattening holds the shape grown by its share of the
 * reach (broad_phase.h), which is what detect_contact collides: a 4 x 2
 * box turned 45 degrees at (10, 20) has half extents (4 + 2)/2 cos 45 =
 * 2.1213 in x and y.  At rest its share is h = margin/2 = 0.05; grown by
 * h each half side, its corners reach 2.1213 + 0.05 sqrt 2 = 2.1920 -
 * inside 2.1213 + 1.5 h = 2.1963, outside 2.1213 + 0.05 = 2.1713 (a box
 * grown by h alone would miss a corner of the grown shape).  Moving at
 * v = (3, -4) (|v| = 5) and turning at omega = 2 with bound radius
 * R = sqrt(2^2 + 1^2) = 2.2361, its share for dt = 1/60 is
 *   h = 0.05 + (5 + 2 x 2.2361) / 60 = 0.05 + 9.4721 / 60 = 0.20787,
 * and its box reaches 2.1213 + 1.5 h = 2.1213 + 0.31180 = 2.4331. */
START_TEST(box_holds_the_grown_shape)
{
    Transform xf = {.position = {10, 20}, .rotation = M_PI / 4};
    RigidShape s;
    rigid_rectangle_init(&s, &xf, 4, 2);
    double h = broad_phase_grow(&s, 0.1, FIXED_DT);
    ck_assert_double_eq_tol(h, 0.05, 1e-15);
    Aabb b = rigid_shape_aabb(&s, BROAD_PHASE_FATTEN(h));
    double half = 3 * sqrt(0.5), grown = half + 0.05 * sqrt(2.0);
    ck_assert_double_eq_tol((b.max.x - 10), half + 0.075, 1e-12);
    ck_assert_double_eq_tol((20 - b.min.y), half + 0.075, 1e-12);
    ck_assert(b.max.x - 10 > grown && half + 0.05 < grown);
    s.v = vec2(3, -4);
    s.omega = 2;
    ck_assert_double_eq_tol(s.bound_radius, 2.2360680, 1e-7);
    h = broad_phase_grow(&s, 0.1, FIXED_DT);
    ck_assert_double_eq_tol(h, 0.20787, 1e-5);
    b = rigid_shape_aabb(&s, BROAD_PHASE_FATTEN(h));
    ck_assert_double_eq_tol(b.max.x - 10, 2.4331, 1e-4);
    /* With motion off (dt 0) the velocities move nothing: h is 0.05. */
    ck_assert_double_eq_tol(broad_phase_grow(&s, 0.1, 0.0), 0.05, 1e-15);
}
END_TEST

/* ---- law 2: the same pairs as every pair ------------------------------ */

/* The pairs the all-pairs loops would add, in their order (world.c of
 * warm_starting: every object against every bound, then the objects
 * i < j; a pair of two static shapes never), each as the three numbers
 * a Contact names its pair by.  Each pair is tried as those loops try
 * it: grown by its own reach, margin + (|v2 - v1| + |omega1| R1 +
 * |omega2| R2) dt (solver.c's contact_reach, the same operations in the
 * same order, so the same bits), with the velocities the update finds
 * the contacts with: after gravity (check_pairs). */
typedef struct PairName {
    bool with_bound;
    int first, second;
} PairName;

static double pair_reach(const RigidShape *s1, const RigidShape *s2, double dt)
{
    double closing = vec2_length(vec2_sub(s2->v, s1->v)) + fabs(s1->omega) * s1->bound_radius
        + fabs(s2->omega) * s2->bound_radius;
    return SOLVER_SPECULATIVE_MARGIN + closing * dt;
}

static int all_pairs(ShapeSet *objs, ShapeSet *bounds, double dt, PairName **out, int *capacity)
{
    int count = 0;
    Manifold m;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < objs->count; i++) {
            ShapeSet *other = pass == 0 ? bounds : objs;
            for (int j = pass == 0 ? 0 : i + 1; j < other->count; j++) {
                RigidShape *s1 = objs->items[i], *s2 = other->items[j];
                if (s1->inv_mass == 0.0 && s2->inv_mass == 0.0)
                    continue;
                if (!detect_contact(s1, s2, pair_reach(s1, s2, dt), stage8_settings(), &m))
                    continue;
                if (count == *capacity) {
                    *capacity = *capacity ? 2 * *capacity : 256;
                    *out = realloc(*out, *capacity * sizeof **out);
                    ck_assert_ptr_nonnull(*out);
                }
                (*out)[count++] = (PairName){pass == 0, i, j};
            }
        }
    return count;
}

/* The all-pairs list of the state the next update finds its contacts in:
 * gravity applied (world_integrate_velocities, step 1 of the update; no
 * key acts), the pairs read, the velocities put back, so the update
 * itself starts from the state it would have started from. */
static int all_pairs_of_next_update(Game *g, PairName **out, int *capacity)
{
    ShapeSet *objs = &g->objects.shapes;
    Vec2 *v = malloc((objs->count + 1) * sizeof *v);
    ck_assert_ptr_nonnull(v);
    for (int i = 0; i < objs->count; i++)
        v[i] = objs->items[i]->v;
    world_integrate_velocities(&g->world);
    int n = all_pairs(objs, &g->bounds.shapes, g->physics.motion ? FIXED_DT : 0.0, out, capacity);
    for (int i = 0; i < objs->count; i++)
        objs->items[i]->v = v[i];
    free(v);
    return n;
}

typedef struct PairLog {
    long updates, pairs, max_pairs;
} PairLog;

/* `updates` updates of g without keys, the first `skip` unchecked; at
 * every checked one the list the update built (its World keeps it) must
 * be the all-pairs list of the state it found its contacts in. */
static void check_pairs(Game *g, int skip, int updates, const char *what, PairLog *log)
{
    PairName *want = NULL;
    int capacity = 0;
    idle(g, skip);
    for (int u = skip; u < updates; u++) {
        int n = all_pairs_of_next_update(g, &want, &capacity);
        idle(g, 1);
        const ContactList *got = &g->world.contacts;
        ck_assert_msg(got->count == n, "%s, update %d: %d pairs, the all-pairs loops find %d", what,
                      u + 1, got->count, n);
        for (int k = 0; k < n; k++) {
            const Contact *c = &got->items[k];
            ck_assert_msg(c->with_bound == want[k].with_bound && c->first == want[k].first
                              && c->second == want[k].second,
                          "%s, update %d, contact %d: (%s %d %d), the all-pairs loops (%s %d %d)",
                          what, u + 1, k, c->with_bound ? "bound" : "object", c->first, c->second,
                          want[k].with_bound ? "bound" : "object", want[k].first, want[k].second);
        }
        log->updates++;
        log->pairs += n;
        if (n > log->max_pairs)
            log->max_pairs = n;
    }
    free(want);
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every scene of book/scenes/ (read from the source tree, as the other
 * suites read them; the suites run from the top directory), 600 updates
 * each with the scene's own settings.  The scenes are few bodies, but
 * they rest, slide, roll and bounce on the floor and on each other, so
 * pairs come and go across the margin. */
START_TEST(book_scenes_find_the_all_pairs_contacts)
{
    DIR *dir = opendir("book/scenes");
    ck_assert_msg(dir != NULL, "book/scenes: cannot open (run from the top directory)");
    char *names[64];
    int count = 0;
    for (struct dirent *e; (e = readdir(dir)) != NULL;) {
        size_t len = strlen(e->d_name);
        if (len > 6 && strcmp(e->d_name + len - 6, ".scene") == 0) {
            ck_assert_int_lt(count, 64);
            names[count++] = strdup(e->d_name);
        }
    }
    closedir(dir);
    qsort(names, count, sizeof *names, compare_names);
    ck_assert_int_ge(count, 10);
    PairLog log = {0};
    for (int i = 0; i < count; i++) {
        char path[300];
        static Scene scene;
        Error err;
        snprintf(path, sizeof path, "book/scenes/%s", names[i]);
        ck_assert_msg(scene_load_file(&scene, path, &err), "%s", err.message);
        Game *g = calloc(1, sizeof *g);
        ck_assert_ptr_nonnull(g);
        game_init(g, &scene, GAME_SEED);
        check_pairs(g, 0, 600, path, &log);
        free_game(g);
        free(names[i]);
    }
    /* The scenes had contacts to find. */
    ck_assert_int_gt(log.pairs, 1000);
}
END_TEST

/* bench/pile.awk's pile of n shapes, the benchmark's own scene. */
static Game *pile_game(int n)
{
    char command[64];
    snprintf(command, sizeof command, "awk -v n=%d -f bench/pile.awk", n);
    char *text = support_read_command(command);
    Game *g = game_from(text);
    free(text);
    return g;
}

/* The piles of 100 and 400 from the start (falling, landing, piling:
 * 400 and 300 updates) and the pile of 2,000 from update 150 to 180,
 * when its lowest ten rows have landed and pile up (all pairs of 2,000
 * shapes are two million narrow-phase tests an update, so only 30). */
START_TEST(piles_find_the_all_pairs_contacts)
{
    static const struct {
        int n, skip, updates, min_pairs;
    } piles[] = {{100, 0, 400, 100}, {400, 0, 300, 400}, {2000, 150, 180, 500}};
    for (int p = 0; p < 3; p++) {
        PairLog log = {0};
        char what[32];
        snprintf(what, sizeof what, "pile of %d", piles[p].n);
        Game *g = pile_game(piles[p].n);
        ck_assert_int_eq(g->objects.count, piles[p].n);
        check_pairs(g, piles[p].skip, piles[p].updates, what, &log);
        /* The piles touched: the piles of 100 and 400 end with more
         * contacts than shapes, the landed rows of 2,000 have hundreds. */
        ck_assert_msg(log.max_pairs > piles[p].min_pairs, "%s: at most %ld pairs", what,
                      log.max_pairs);
        free_game(g);
    }
}
END_TEST

/* ---- law 3: the sort is nearly linear on a pile ------------------------ */

/* The pile of 400 after 600 updates (10 s: fallen and settled): the
 * shapes barely move, so few left edges cross in an update, and the
 * insertion sort from the last update's order moves fewer entries than
 * there are shapes (403 with the bounds), in each of the next 30
 * updates, where a sort from scratch of shuffled edges would move about
 * N^2 / 4 = 40,000.  The World's broad phase keeps the order. */
START_TEST(sort_on_a_settled_pile_is_nearly_linear)
{
    Game *g = pile_game(400);
    idle(g, 600);
    const BroadPhase *bp = &g->world.broad;
    long most = 0;
    for (int u = 0; u < 30; u++) {
        idle(g, 1);
        if (bp->sort_moves > most)
            most = bp->sort_moves;
    }
    ck_assert_msg(most < bp->count, "the sort moved %ld entries of %d", most, bp->count);
    free_game(g);
}
END_TEST

/* The sweep tests of the boxes of g's shapes (grown as broad_phase_update
 * grows them) swept along `axis`. */
static long sweep_tests_along(Game *g, SweepAxis axis)
{
    ShapeSet *objs = &g->objects.shapes, *bounds = &g->bounds.shapes;
    BroadPhase bp = {0};
    bp.count = objs->count + bounds->count;
    bp.sweep = malloc(bp.count * sizeof *bp.sweep);
    ck_assert_ptr_nonnull(bp.sweep);
    for (int k = 0; k < bp.count; k++) {
        RigidShape *s = k < objs->count ? objs->items[k] : bounds->items[k - objs->count];
        double fatten = BROAD_PHASE_FATTEN(broad_phase_grow(s, SOLVER_SPECULATIVE_MARGIN,
                                                            FIXED_DT));
        bp.sweep[k] = broad_phase_entry(rigid_shape_aabb(s, fatten), axis, k);
    }
    broad_phase_sort(&bp);
    broad_phase_sweep(&bp);
    long tests = bp.sweep_tests;
    broad_phase_free(&bp);
    return tests;
}

/* The pile of 2,000 at update 150 (2.5 s): its lower rows have landed
 * and the rest of the grid, 15 shapes to a row 6 units apart, still
 * falls, some 800 units tall in a room 96 wide.  Along x each box
 * overlaps its whole column, some 130 boxes; along y only its own row
 * and the next (broad_phase.c: N^2 w / L).  The next update (its
 * gravity, then the World's broad phase) sweeps along y, with fewer
 * than 30 tests per shape, and the same boxes swept along x take more
 * than three times as many.  The sort along y starts from the order
 * the last update left along y, so it too stays nearly linear: fewer
 * moves than boxes (law 3). */
START_TEST(a_tall_pile_is_swept_along_y)
{
    Game *g = pile_game(2000);
    idle(g, 150);
    BroadPhase *bp = &g->world.broad;
    world_integrate_velocities(&g->world);
    broad_phase_update(bp, &g->objects.shapes, &g->bounds.shapes, SOLVER_SPECULATIVE_MARGIN,
                       FIXED_DT);
    ck_assert_int_eq(bp->axis, SWEEP_Y);
    ck_assert_msg(bp->sort_moves < bp->count, "the sort moved %ld entries of %d", bp->sort_moves,
                  bp->count);
    ck_assert_int_eq(bp->sweep_tests, sweep_tests_along(g, SWEEP_Y));
    ck_assert_msg(bp->sweep_tests < 30L * bp->count, "%ld tests for %d boxes", bp->sweep_tests,
                  bp->count);
    long along_x = sweep_tests_along(g, SWEEP_X);
    ck_assert_msg(along_x > 3 * bp->sweep_tests, "along x %ld tests, along y %ld", along_x,
                  bp->sweep_tests);
    free_game(g);
}
END_TEST

/* The trace's own column, `column candidates` and `column
 * narrow_phase` (game.h), on the pile of 200: each update it counts the
 * pairs the broad phase handed over, and those asked of the narrow
 * phase, as the World's list says.  With the broad phase off every pair
 * of an object with a bound or another object is a candidate,
 * n m + n (n - 1) / 2; on, a few per shape, and never fewer than the
 * pairs the narrow phase was asked about, nor those than the contacts
 * the list holds.  The switch changes the work, not the motion: the
 * contacts and energy of the row are the same either way. */
static TraceRow column_row(const char *const *lines, int n, int updates)
{
    StageApi api = program_api();
    Game *g = pile_game(200);
    for (int k = 0; k < n; k++) {
        Error err;
        ck_assert_msg(api.set(g, lines[k], &err), "%s", err.message);
    }
    idle(g, updates);
    TraceRow row;
    memset(&row, 0, sizeof row);
    api.measure(g, &row);
    ck_assert_str_eq(api.extra_column(g), lines[0] + strlen("column "));
    ck_assert_int_le(g->world.contacts.count, g->world.contacts.detected);
    free_game(g);
    return row;
}

START_TEST(the_column_counts_what_the_broad_phase_saves)
{
    const char *on[] = {"column candidates"}, *off[] = {"column candidates", "broad_phase off"};
    const char *asked[] = {"column narrow_phase"};
    TraceRow a = column_row(on, 1, 120), b = column_row(off, 2, 120);
    TraceRow c = column_row(asked, 1, 120);
    int n = 200, m = 3;
    ck_assert_double_eq(b.extra, n * m + n * (n - 1) / 2);
    ck_assert_msg(a.extra < 3 * n, "%g candidates", a.extra);
    ck_assert_msg(c.extra <= a.extra && c.extra > 0, "%g asked of %g", c.extra, a.extra);
    ck_assert_int_eq(a.contacts, b.contacts);
    ck_assert_double_eq(a.energy, b.energy);
}
END_TEST

Suite *test_broad_phase_suite(void)
{
    Suite *s = suite_create("variant broad_phase");
    TCase *tc = tcase_create("broad phase");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, sweep_pairs_boxes_that_meet_by_hand);
    tcase_add_test(tc, sweep_along_y_pairs_the_same_boxes_by_hand);
    tcase_add_test(tc, the_sweep_runs_along_the_longer_spread);
    tcase_add_test(tc, a_tall_pile_is_swept_along_y);
    tcase_add_test(tc, box_holds_the_grown_shape);
    tcase_add_test(tc, book_scenes_find_the_all_pairs_contacts);
    tcase_add_test(tc, piles_find_the_all_pairs_contacts);
    tcase_add_test(tc, sort_on_a_settled_pile_is_nearly_linear);
    tcase_add_test(tc, the_column_counts_what_the_broad_phase_saves);
    suite_add_tcase(s, tc);
    return s;
}
