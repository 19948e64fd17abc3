/* test_info_invariants.c - a CollisionInfo keeps its invariants: every
 * reader of an info (the correction, the impulses, the drawing) relies on
 * depth >= 0, a unit normal and end = start + depth * normal, so the
 * engine asserts them where infos are made and turned round.  A broken
 * one stops the program (SIGABRT) instead of pushing shapes the wrong
 * way. */
#include "check_support.h"

#include <signal.h>

#include "collision_info.h"

/* The assert's message goes to this test's own stderr (each test runs in
 * a process of its own), not into the report.  Where no file may be
 * opened (the sandbox of an assignment kit's make grade), freopen fails
 * and leaves stderr closed, which keeps the message out as well. */
static void quiet(void)
{
    FILE *null = freopen("/dev/null", "w", stderr);
    (void)null;
}

/* (0, 2) has length 2: refused. */
START_TEST(info_set_refuses_a_normal_that_is_not_unit)
{
    CollisionInfo c;
    quiet();
    collision_info_set(&c, 0.5, vec2(0.0, 2.0), vec2(1.0, 1.0));
}
END_TEST

/* Shapes that just touch overlap by 0: a depth of 0 is an info like any
 * other, its end its start: (2, 1) + 0 (0.6, 0.8) = (2, 1). */
START_TEST(info_set_takes_a_depth_of_zero)
{
    CollisionInfo c;
    collision_info_set(&c, 0.0, vec2(0.6, 0.8), vec2(2.0, 1.0));
    ck_assert_double_eq(c.depth, 0.0);
    ck_assert_double_eq(c.end.x, 2.0);
    ck_assert_double_eq(c.end.y, 1.0);
}
END_TEST

/* A negative depth is a gap, not an overlap: refused. */
START_TEST(info_set_refuses_a_negative_depth)
{
    CollisionInfo c;
    quiet();
    collision_info_set(&c, -0.25, vec2(0.6, 0.8), vec2(1.0, 1.0));
}
END_TEST

/* An info whose end was moved off start + depth n: turning it round
 * refuses it.  start (1,1), depth 0.5, n (0,1), so end should be (1,1.5);
 * (1,1.6) is 0.1 off. */
START_TEST(info_turned_round_refuses_an_end_off_the_normal)
{
    CollisionInfo c;
    collision_info_set(&c, 0.5, vec2(0.0, 1.0), vec2(1.0, 1.0));
    c.end = vec2(1.0, 1.6);
    quiet();
    collision_info_change_dir(&c);
}
END_TEST

/* The invariants hold through a turn: start (1,1), depth 0.5, n (0.6,0.8)
 * turned round is start (1.3,1.4), n (-0.6,-0.8), end (1,1). */
START_TEST(info_turned_round_keeps_the_invariants)
{
    CollisionInfo c;
    collision_info_set(&c, 0.5, vec2(0.6, 0.8), vec2(1.0, 1.0));
    collision_info_change_dir(&c);
    ck_assert_double_eq_tol(c.start.x, 1.3, 1e-12);
    ck_assert_double_eq_tol(c.start.y, 1.4, 1e-12);
    ck_assert_double_eq_tol(c.normal.x, -0.6, 1e-12);
    ck_assert_double_eq_tol(c.normal.y, -0.8, 1e-12);
    ck_assert_double_eq_tol(c.end.x, 1.0, 1e-12);
    ck_assert_double_eq_tol(c.end.y, 1.0, 1e-12);
}
END_TEST

Suite *test_info_invariants_suite(void)
{
    Suite *s = suite_create("02 the info's invariants");
    TCase *tc = tcase_create("invariants");
    tcase_add_test_raise_signal(tc, info_set_refuses_a_normal_that_is_not_unit, SIGABRT);
    tcase_add_test(tc, info_set_takes_a_depth_of_zero);
    tcase_add_test_raise_signal(tc, info_set_refuses_a_negative_depth, SIGABRT);
    tcase_add_test_raise_signal(tc, info_turned_round_refuses_an_end_off_the_normal, SIGABRT);
    tcase_add_test(tc, info_turned_round_keeps_the_invariants);
    suite_add_tcase(s, tc);
    return s;
}
