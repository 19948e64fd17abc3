/* test_shape_functions.c - stage 1's shape functions one at a time: each
 * test calls one function (and only the functions it builds on), so a
 * wrong answer points at that function. */
#include "check_support.h"

#include <math.h>

#include "rigid_shape.h"

/* The initialisers set the kind, the transform and the dimensions, over
 * whatever the memory held before (filled with a pattern here). */
START_TEST(circle_init_sets_its_fields)
{
    Transform xf = {.position = {3, 4}, .size = {5, 5}};
    RigidShape s;
    memset(&s, 0xA5, sizeof s);
    rigid_circle_init(&s, &xf, 2.5);
    ck_assert_int_eq(s.kind, SHAPE_CIRCLE);
    ck_assert_ptr_eq(s.xf, &xf);
    ck_assert_double_eq(s.circle.r, 2.5);
}
END_TEST

START_TEST(rectangle_init_sets_its_fields)
{
    Transform xf = {.position = {3, 4}, .size = {4, 2}};
    RigidShape s;
    memset(&s, 0xA5, sizeof s);
    rigid_rectangle_init(&s, &xf, 4, 2);
    ck_assert_int_eq(s.kind, SHAPE_RECTANGLE);
    ck_assert_ptr_eq(s.xf, &xf);
    ck_assert_double_eq(s.rect.w, 4);
    ck_assert_double_eq(s.rect.h, 2);
}
END_TEST

/* A circle's bounding radius is its radius, and follows it when the shape
 * is brought up to date. */
START_TEST(circle_bound_follows_its_radius)
{
    Transform xf = {.position = {3, 4}, .size = {5, 5}};
    RigidShape s;
    rigid_circle_init(&s, &xf, 2.5);
    ck_assert_double_eq(s.bound_radius, 2.5);
    s.circle.r = 1;
    rigid_shape_update(&s);
    ck_assert_double_eq(s.bound_radius, 1);
}
END_TEST

/* adjust_position moves the shape by delta, and its corners with it: the
 * 4 x 2 rectangle at (1,2) moved by (3,-1) is centred at (4,1), with v0 at
 * (4 - 2, 1 - 1) = (2, 0) and v2 at (6, 2). */
START_TEST(adjust_position_moves_by_delta)
{
    Transform xf = {.position = {1, 2}, .size = {4, 2}};
    RigidShape s;
    rigid_rectangle_init(&s, &xf, 4, 2);
    rigid_shape_adjust_position(&s, vec2(3, -1));
    ck_assert_vec2_approx(xf.position, 4, 1);
    ck_assert_vec2_approx(s.rect.vertex[0], 2, 0);
    ck_assert_vec2_approx(s.rect.vertex[2], 6, 2);
}
END_TEST

/* adjust_rotation turns counter-clockwise by delta radians, corners
 * included: the 4 x 2 rectangle at the origin turned by pi/2 has v0 at
 * (1,-2) (its offset (-2,-1) turned a quarter), and by pi/2 again v0 at
 * (2, 1). */
START_TEST(adjust_rotation_turns_counter_clockwise)
{
    Transform xf = {.position = {0, 0}, .size = {4, 2}};
    RigidShape s;
    rigid_rectangle_init(&s, &xf, 4, 2);
    rigid_shape_adjust_rotation(&s, M_PI / 2);
    ck_assert_double_eq_tol(xf.rotation, M_PI / 2, 1e-15);
    ck_assert_vec2_approx(s.rect.vertex[0], 1, -2);
    rigid_shape_adjust_rotation(&s, M_PI / 2);
    ck_assert_double_eq_tol(xf.rotation, M_PI, 1e-15);
    ck_assert_vec2_approx(s.rect.vertex[0], 2, 1);
}
END_TEST

Suite *test_shape_functions_suite(void)
{
    Suite *s = suite_create("01 each function on its own");
    TCase *tc = tcase_create("each");
    tcase_add_test(tc, circle_init_sets_its_fields);
    tcase_add_test(tc, rectangle_init_sets_its_fields);
    tcase_add_test(tc, circle_bound_follows_its_radius);
    tcase_add_test(tc, adjust_position_moves_by_delta);
    tcase_add_test(tc, adjust_rotation_turns_counter_clockwise);
    suite_add_tcase(s, tc);
    return s;
}
