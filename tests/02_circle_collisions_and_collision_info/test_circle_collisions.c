/* Stage 2: CollisionInfo and the circle-circle narrow phase, worked by
 * hand, then as properties over thousands of random circle pairs. */
#include "check_support.h"

#include "collision.h"
#include "pair_props.h"

/* set derives end = start + depth n: (1,2) + 3 (0.6,0.8) = (2.8, 4.4).
 * change_dir turns n round and swaps the ends; twice is the identity. */
START_TEST(info_set_and_change_dir)
{
    CollisionInfo c;
    collision_info_set(&c, 3, vec2(0.6, 0.8), vec2(1, 2));
    assert_info(&c, 3, 0.6, 0.8, 1, 2, 2.8, 4.4);
    collision_info_change_dir(&c);
    assert_info(&c, 3, -0.6, -0.8, 2.8, 4.4, 1, 2);
    collision_info_change_dir(&c);
    assert_info(&c, 3, 0.6, 0.8, 1, 2, 2.8, 4.4);
}
END_TEST

/* The list keeps every info, in order (no limit), and clearing it keeps
 * its memory for the next update. */
START_TEST(list_keeps_every_info)
{
    CollisionList list = {0};
    for (int i = 0; i < 5000; i++) {
        CollisionInfo c;
        collision_info_set(&c, i, vec2(1, 0), vec2(0, 0));
        collision_list_add(&list, &c);
    }
    ck_assert_int_eq(list.count, 5000);
    for (int i = 0; i < 5000; i += 499)
        ck_assert_double_eq(list.items[i].depth, i);
    int capacity = list.capacity;
    collision_list_clear(&list);
    ck_assert_int_eq(list.count, 0);
    ck_assert_int_eq(list.capacity, capacity);
    collision_list_free(&list);
    ck_assert_ptr_null(list.items);
}
END_TEST

/* Centres 3 apart, radii 1 + 1.5 = 2.5 < 3: apart. */
START_TEST(circles_apart)
{
    Body a, b;
    body_circle(&a, 0, 0, 1);
    body_circle(&b, 3, 0, 1.5);
    CollisionInfo c;
    ck_assert_miss(collide_circ_circ(&a.s, &b.s, &c), c);
    ck_assert_miss(detect_collision(&a.s, &b.s, &c), c);
}
END_TEST

/* Centres 2.5 apart (exactly: sqrt(6.25)), radii 1 + 1.5: touching is a
 * collision of depth 0.  n = (0,1); start = c2 - 1.5 n = (0,1) = end. */
START_TEST(circles_touching_depth_zero)
{
    Body a, b;
    body_circle(&a, 0, 0, 1);
    body_circle(&b, 0, 2.5, 1.5);
    CollisionInfo c;
    ck_assert_hit(detect_collision(&a.s, &b.s, &c), c);
    assert_info(&c, 0, 0, 1, 0, 1, 0, 1);
}
END_TEST

/* c1 = (1,2), r1 = 2; c2 = (4,6), r2 = 4.  d = (3,4), |d| = 5, n = (0.6,0.8),
 * depth = 6 - 5 = 1.  start = c2 - 4n = (1.6, 2.8) (circle 2's point deepest
 * in circle 1), end = c1 + 2n = (2.2, 3.6) = start + 1 n. */
START_TEST(circles_overlapping)
{
    Body a, b;
    body_circle(&a, 1, 2, 2);
    body_circle(&b, 4, 6, 4);
    CollisionInfo c;
    ck_assert_hit(collide_circ_circ(&a.s, &b.s, &c), c);
    assert_info(&c, 1, 0.6, 0.8, 1.6, 2.8, 2.2, 3.6);
    /* The other way round: n = (-0.6,-0.8), start = (1,2) + 2 (0.6,0.8). */
    ck_assert_hit(detect_collision(&b.s, &a.s, &c), c);
    assert_info(&c, 1, -0.6, -0.8, 2.2, 3.6, 1.6, 2.8);
}
END_TEST

/* Concentric at (5,5), radii 1 and 2: n = (0,-1), depth 1 + 2 = 3, start
 * at the top of the larger circle (5,7), end 3 lower at (5,4), the bottom
 * of the smaller.  Whichever circle comes first the answer is the same
 * (so here, and only here, swapping does not turn the normal round). */
START_TEST(circles_concentric)
{
    Body a, b;
    body_circle(&a, 5, 5, 1);
    body_circle(&b, 5, 5, 2);
    CollisionInfo c;
    ck_assert_hit(detect_collision(&a.s, &b.s, &c), c);
    assert_info(&c, 3, 0, -1, 5, 7, 5, 4);
    ck_assert_hit(detect_collision(&b.s, &a.s, &c), c);
    assert_info(&c, 3, 0, -1, 5, 7, 5, 4);
    /* Equal radii 1.5: depth 3 from (5, 6.5) down to (5, 3.5). */
    body_circle(&a, 5, 5, 1.5);
    body_circle(&b, 5, 5, 1.5);
    ck_assert_hit(detect_collision(&a.s, &b.s, &c), c);
    assert_info(&c, 3, 0, -1, 5, 6.5, 5, 3.5);
}
END_TEST

/* 4000 random circle pairs (fixed seed), every property of pair_props.h. */
START_TEST(circle_pair_properties)
{
    int hits = check_pair_properties(SHAPE_CIRCLE, SHAPE_CIRCLE, 2002, 4000);
    ck_assert_int_gt(hits, 1000); /* the properties were exercised */
    ck_assert_int_lt(hits, 3000); /* and misses too */
}
END_TEST

Suite *test_circle_collisions_suite(void)
{
    Suite *s = suite_create("02 circle collisions");
    TCase *tc = tcase_create("circle-circle");
    tcase_add_test(tc, info_set_and_change_dir);
    tcase_add_test(tc, list_keeps_every_info);
    tcase_add_test(tc, circles_apart);
    tcase_add_test(tc, circles_touching_depth_zero);
    tcase_add_test(tc, circles_overlapping);
    tcase_add_test(tc, circles_concentric);
    tcase_add_test(tc, circle_pair_properties);
    suite_add_tcase(s, tc);
    return s;
}
