/* test_collision_functions.c - stage 2's functions one at a time: each test
 * calls one function of the stage (and only functions it builds on), so a
 * wrong answer points at that function.  The pairs are worked by hand. */
#include "check_support.h"

#include "collision.h"
#include "game_support.h"
#include "pair_props.h"

/* set derives end = start + depth n: (1,2) + 3 (0.6,0.8) = (2.8, 4.4). */
START_TEST(info_set_fills_every_field)
{
    CollisionInfo c;
    collision_info_set(&c, 3, vec2(0.6, 0.8), vec2(1, 2));
    assert_info(&c, 3, 0.6, 0.8, 1, 2, 2.8, 4.4);
}
END_TEST

/* collide_circ_circ alone, first shape first:
 *   c1 (1,2) r 2, c2 (4,6) r 4: d = (3,4), |d| = 5, n = (0.6,0.8),
 *     depth 6 - 5 = 1, start c2 - 4n = (1.6,2.8), end (2.2,3.6);
 *   (0,0) r 1 and (0,2.5) r 1.5 touch: depth 0 along (0,1) at (0,1);
 *   (0,0) r 1 and (3,0) r 1.5 are 0.5 apart: a miss;
 *   concentric at (5,5), r 1 and 2, either order: depth 3 along (0,-1)
 *     from the larger's top (5,7) to (5,4); with equal radii 1.5 the
 *     second circle's top (5,6.5) to (5,3.5). */
START_TEST(circle_circle_alone)
{
    Body a, b;
    CollisionInfo c;
    body_circle(&a, 1, 2, 2);
    body_circle(&b, 4, 6, 4);
    ck_assert_hit(collide_circ_circ(&a.s, &b.s, &c), c);
    assert_info(&c, 1, 0.6, 0.8, 1.6, 2.8, 2.2, 3.6);
    body_circle(&a, 0, 0, 1);
    body_circle(&b, 0, 2.5, 1.5);
    ck_assert_hit(collide_circ_circ(&a.s, &b.s, &c), c);
    assert_info(&c, 0, 0, 1, 0, 1, 0, 1);
    body_circle(&b, 3, 0, 1.5);
    ck_assert_miss(collide_circ_circ(&a.s, &b.s, &c), c);
    body_circle(&a, 5, 5, 1);
    body_circle(&b, 5, 5, 2);
    ck_assert_hit(collide_circ_circ(&a.s, &b.s, &c), c);
    assert_info(&c, 3, 0, -1, 5, 7, 5, 4);
    ck_assert_hit(collide_circ_circ(&b.s, &a.s, &c), c);
    assert_info(&c, 3, 0, -1, 5, 7, 5, 4);
    body_circle(&a, 5, 5, 1.5);
    body_circle(&b, 5, 5, 1.5);
    ck_assert_hit(collide_circ_circ(&a.s, &b.s, &c), c);
    assert_info(&c, 3, 0, -1, 5, 6.5, 5, 3.5);
}
END_TEST

/* collision_test answers for a pair of circles what collide_circ_circ
 * answers, in the same order: the pair (1,2) r 2, (4,6) r 4 above, and
 * its normal unturned when the first circle is the other one. */
START_TEST(collision_test_asks_the_table)
{
    Body a, b;
    CollisionInfo c;
    body_circle(&a, 1, 2, 2);
    body_circle(&b, 4, 6, 4);
    ck_assert_hit(collision_test(&a.s, &b.s, &c), c);
    assert_info(&c, 1, 0.6, 0.8, 1.6, 2.8, 2.2, 3.6);
    ck_assert_hit(collision_test(&b.s, &a.s, &c), c);
    assert_info(&c, 1, -0.6, -0.8, 2.2, 3.6, 1.6, 2.8);
    body_circle(&b, 9, 9, 1);
    ck_assert_miss(collision_test(&a.s, &b.s, &c), c);
}
END_TEST

/* game_measure counts the bodies (the objects, not the bounds): three
 * circles far apart above a floor that touches none. */
START_TEST(measure_counts_the_bodies)
{
    Game *g = game_from(HOLD_STILL "circle 0 0 1\ncircle 5 0 1\ncircle 10 0 1\n"
                                   "rect 5 -5 20 1 static\n");
    TraceRow row;
    game_measure(g, &row);
    ck_assert_int_eq(row.bodies, 3);
    ck_assert_int_eq(row.contacts, 0);
    free_game(g);
}
END_TEST

/* The pairs game_measure meets: circles r 1 at x = 0 and 1.5 overlap by
 * 0.5; a static circle r 1 at (0,-1.75) is 0.25 into the first and
 * sqrt(1.5^2 + 1.75^2) = 2.30 > 2 from the second.  Contacts 2, depths
 * 0.5 + 0.25 = 0.75, deepest 0.5. */
START_TEST(measure_sums_the_pairs)
{
    Game *g = game_from(HOLD_STILL "circle 0 0 1\ncircle 1.5 0 1\ncircle 0 -1.75 1 static\n");
    TraceRow row;
    game_measure(g, &row);
    ck_assert_int_eq(row.bodies, 2);
    ck_assert_int_eq(row.contacts, 2);
    ck_assert_approx(row.sum_depth, 0.75);
    ck_assert_approx(row.max_depth, 0.5);
    free_game(g);
}
END_TEST

Suite *test_collision_functions_suite(void)
{
    Suite *s = suite_create("02 each function on its own");
    TCase *tc = tcase_create("each");
    tcase_add_test(tc, info_set_fills_every_field);
    tcase_add_test(tc, circle_circle_alone);
    tcase_add_test(tc, collision_test_asks_the_table);
    tcase_add_test(tc, measure_counts_the_bodies);
    tcase_add_test(tc, measure_sums_the_pairs);
    suite_add_tcase(s, tc);
    return s;
}
