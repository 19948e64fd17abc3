/* Stage 2: the order of the game's collision step and the C control.
 *
 * After the stage-1 steps each update runs, in this order,
 *   process_obj_to_set(hero, bounds)
 *   process_set_to_set(objects, bounds)
 *   process_set(objects)
 * and the infos found are collected in g->infos in the order found.
 * The scenes hold still in the later stages too: no motion, no positional
 * correction, one relaxation pass (each pair met once per process call),
 * so the list is the same at stages 2-8. */
#include "check_support.h"

#include "game_support.h"

#define assert_info(c, index, depth, nx, ny, sx, sy) \
    assert_info_at(HERE, (c), (index), (depth), (nx), (ny), (sx), (sy))
static void assert_vec_at(Where w, int index, const char *what, Vec2 got, double x, double y)
{
    ck_assert_at(w, fabs(got.x - x) <= CK_TOL && fabs(got.y - y) <= CK_TOL,
                 "info %d: %s is (%.17g, %.17g), expected (%.17g, %.17g)", index, what, got.x,
                 got.y, x, y);
}
static void assert_info_at(Where w, const CollisionInfo *c, int index, double depth, double nx,
                           double ny, double sx, double sy)
{
    ck_assert_at(w, fabs(c->depth - depth) < CK_TOL, "info %d: depth is %.17g, expected %.17g",
                 index, c->depth, depth);
    assert_vec_at(w, index, "normal", c->normal, nx, ny);
    assert_vec_at(w, index, "start", c->start, sx, sy);
    assert_vec_at(w, index, "end", c->end, sx + depth * nx, sy + depth * ny);
}

/* Objects: the hero H (circle r 1 at (0,1.5)), A (circle r 1 at
 * (10,1.75)), P (r 1 at (20,20)) and Q (r 1 at (21.9,20)); bounds: K
 * (static circle r 1 at the origin) and L (static r 1 at (10,0)).
 * Everything else is at least 5 apart.
 *   H on K:  d = (0,-1.5), depth 2 - 1.5 = 0.5,  n (0,-1), start = K + (0,1) = (0,1)
 *   A on L:  d = (0,-1.75), depth 0.25,          n (0,-1), start (10,1)
 *   P, Q:    d = (1.9,0), depth 0.1,             n (1,0),  start = Q - (1,0) = (20.9,20)
 * The three calls find, in order:
 *   process_obj_to_set(H, bounds):      H-K 0.5
 *   process_set_to_set(objects, bounds): H-K 0.5, A-L 0.25  (objects in order)
 *   process_set(objects):               P-Q 0.1
 * so depths 0.5, 0.5, 0.25, 0.1.  Calls in the reverse order would give
 * 0.1, 0.5, 0.25, 0.5; any other order or a missing or extra call breaks
 * the sequence too. */
START_TEST(infos_follow_the_three_calls_in_order)
{
    Game *g = game_from(HOLD_STILL "circle 0 1.5 1\n"
                                   "circle 10 1.75 1\n"
                                   "circle 20 20 1\n"
                                   "circle 21.9 20 1\n"
                                   "circle 0 0 1 static\n"
                                   "circle 10 0 1 static\n");
    ck_assert_int_eq(g->objects.count, 4);
    ck_assert_int_eq(g->bounds.count, 2);
    play(g, "", 1);
    ck_assert_int_eq(g->infos.count, 4);
    assert_info(&g->infos.items[0], 0, 0.5, 0, -1, 0, 1);
    assert_info(&g->infos.items[1], 1, 0.5, 0, -1, 0, 1);
    assert_info(&g->infos.items[2], 2, 0.25, 0, -1, 10, 1);
    assert_info(&g->infos.items[3], 3, 0.1, 1, 0, 20.9, 20);
    /* the trace's own pass meets each pair once: 0.5 + 0.25 + 0.1 */
    TraceRow row;
    game_measure(g, &row);
    ck_assert_int_eq(row.contacts, 3);
    ck_assert_approx(row.sum_depth, 0.85);
    free_game(g);
}
END_TEST

/* The same with the hero touching no bound but overlapping an object: the
 * hero only adds to process_set's part, after every object-bound info.
 * Objects H (r 1 at (0,0)), A (r 1 at (10,1.6)), B (r 1 at (1.7,0));
 * bound L (static r 1 at (10,0)).
 *   obj_to_set(H):  nothing
 *   set_to_set:     A-L  depth 2 - 1.6 = 0.4, n (0,-1), start (10,1)
 *   process_set:    H-B  depth 2 - 1.7 = 0.3, n (1,0),  start (0.7,0)
 * Had process_set run first, 0.3 would come before 0.4. */
START_TEST(object_pairs_come_after_the_bounds)
{
    Game *g = game_from(HOLD_STILL "circle 0 0 1\n"
                                   "circle 10 1.6 1\n"
                                   "circle 1.7 0 1\n"
                                   "circle 10 0 1 static\n");
    play(g, "", 1);
    ck_assert_int_eq(g->infos.count, 2);
    assert_info(&g->infos.items[0], 0, 0.4, 0, -1, 10, 1);
    assert_info(&g->infos.items[1], 1, 0.3, 1, 0, 0.7, 0);
    free_game(g);
}
END_TEST

/* The collision step runs after the controls: D in update 1 moves the
 * hero (circle r 1 at (0,0)) to (0.3,0), and that update's infos already
 * see it against the bound (static circle r 1 at (2.2,0)): centres 1.9
 * apart, depth 2 - 1.9 = 0.1, n (1,0), start = (2.2,0) - (1,0) = (1.2,0).
 * Before the move they were 2.2 apart (no contact); run before the
 * controls, the step would find nothing in update 1. */
START_TEST(collisions_see_this_updates_moves)
{
    Game *g = game_from(HOLD_STILL "circle 0 0 1\ncircle 2.2 0 1 static\n");
    play(g, "1 D\n", 1);
    ck_assert_vec2_approx(g->objects.items[0].xf.position, 0.3, 0);
    /* obj_to_set and set_to_set both meet the hero-bound pair */
    ck_assert_int_eq(g->infos.count, 2);
    assert_info(&g->infos.items[0], 0, 0.1, 1, 0, 1.2, 0);
    assert_info(&g->infos.items[1], 1, 0.1, 1, 0, 1.2, 0);
    free_game(g);
}
END_TEST

/* How many collision infos the game draws now: its magenta lines (each
 * info also marks its start with a magenta cross). */
static int infos_drawn(const Game *g)
{
    static DrawList dl;
    game_draw(g, &dl);
    int n = 0;
    for (int i = 0; i < dl.count; i++) {
        Colour c = dl.items[i].colour;
        n += dl.items[i].kind == DRAW_LINE && c.r == COLOUR_MAGENTA.r && c.g == COLOUR_MAGENTA.g
            && c.b == COLOUR_MAGENTA.b;
    }
    return n;
}

/* C is a clicked control: held for 2 updates it hides the infos once
 * (a C read with input_is_down would flip twice and show them again);
 * the updates after a hold draw none until C is clicked again. */
START_TEST(held_c_toggles_once)
{
    Game *g = game_from(HOLD_STILL "circle 0 0 1\ncircle 1.5 0 1\n");
    play(g, "1 C 2\n", 3);
    ck_assert(!g->show_infos);
    ck_assert_int_eq(infos_drawn(g), 0);
    play(g, "1 C\n", 1);
    ck_assert(g->show_infos);
    ck_assert_int_eq(infos_drawn(g), 1);
    free_game(g);
}
END_TEST

Suite *test_process_order_suite(void)
{
    Suite *s = suite_create("02 process order");
    TCase *tc = tcase_create("order");
    tcase_add_test(tc, infos_follow_the_three_calls_in_order);
    tcase_add_test(tc, object_pairs_come_after_the_bounds);
    tcase_add_test(tc, collisions_see_this_updates_moves);
    tcase_add_test(tc, held_c_toggles_once);
    suite_add_tcase(s, tc);
    return s;
}
