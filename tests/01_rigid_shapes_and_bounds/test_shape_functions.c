/* test_shape_functions.c - stage 1's shape functions one at a time: each
 * test calls one function (and only the functions it builds on), so a
 * wrong answer points at that function. */
#include "check_support.h"

#include <math.h>

#include "rigid_shape.h"

/* circle_update, through rigid_shape_update, on a circle built by hand
 * (as rigid_circle_init leaves it): its bounding radius is its radius,
 * and follows it. */
START_TEST(circle_update_sets_the_bound)
{
    Transform xf = {.position = {3, 4}, .size = {5, 5}};
    RigidShape s = {.kind = SHAPE_CIRCLE, .xf = &xf, .circle = {.r = 2.5}};
    rigid_shape_update(&s);
    ck_assert_double_eq(s.bound_radius, 2.5);
    s.circle.r = 1;
    rigid_shape_update(&s);
    ck_assert_double_eq(s.bound_radius, 1);
}
END_TEST

/* rectangle_update, through rigid_shape_update, on a rectangle built by
 * hand (as rigid_rectangle_init leaves it, no rotation worked out yet):
 * 4 x 2 at (1,1) turned 90 degrees.  The offsets (-2,-1) (2,-1) (2,1)
 * (-2,1) turned a quarter, (x,y) -> (-y,x), and moved to (1,1): v0 (2,-1),
 * v1 (2,3), v2 (0,3), v3 (0,-1); the normals (0,-1) (1,0) (0,1) (-1,0)
 * turned: (1,0) (0,1) (-1,0) (0,-1); the bound, half the diagonal,
 * sqrt(16 + 4) / 2 = 2.2360679774997898. */
START_TEST(rectangle_update_by_hand)
{
    Transform xf = {.position = {1, 1}, .size = {4, 2}, .rotation = M_PI / 2};
    RigidShape s = {.kind = SHAPE_RECTANGLE,
                    .xf = &xf,
                    .rect = {.w = 4, .h = 2, .turn_angle = NAN}};
    rigid_shape_update(&s);
    ck_assert_vec2_approx(s.rect.vertex[0], 2, -1);
    ck_assert_vec2_approx(s.rect.vertex[1], 2, 3);
    ck_assert_vec2_approx(s.rect.vertex[2], 0, 3);
    ck_assert_vec2_approx(s.rect.vertex[3], 0, -1);
    ck_assert_vec2_approx(s.rect.face_normal[0], 1, 0);
    ck_assert_vec2_approx(s.rect.face_normal[1], 0, 1);
    ck_assert_vec2_approx(s.rect.face_normal[2], -1, 0);
    ck_assert_vec2_approx(s.rect.face_normal[3], 0, -1);
    ck_assert_approx(s.bound_radius, 2.2360679774997898);
}
END_TEST

/* The initialisers set the kind, the transform and the dimensions, over
 * whatever the memory held before (filled with a pattern here), and bring
 * the geometry up to date: the circle's bound, the rectangle's corners. */
START_TEST(circle_init_sets_its_fields)
{
    Transform xf = {.position = {3, 4}, .size = {5, 5}};
    RigidShape s;
    memset(&s, 0xA5, sizeof s);
    rigid_circle_init(&s, &xf, 2.5);
    ck_assert_int_eq(s.kind, SHAPE_CIRCLE);
    ck_assert_ptr_eq(s.xf, &xf);
    ck_assert_double_eq(s.circle.r, 2.5);
    ck_assert_double_eq(s.bound_radius, 2.5);
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
    ck_assert_vec2_approx(s.rect.vertex[0], 1, 3);
    ck_assert_vec2_approx(s.rect.vertex[2], 5, 5);
}
END_TEST

/* set_position puts the centre at p and the corners with it: the 4 x 2
 * rectangle at (1,2) set to (-3,5) has v0 at (-5,4) and v2 at (-1,6). */
START_TEST(set_position_moves_the_corners)
{
    Transform xf = {.position = {1, 2}, .size = {4, 2}};
    RigidShape s;
    rigid_rectangle_init(&s, &xf, 4, 2);
    rigid_shape_set_position(&s, vec2(-3, 5));
    ck_assert_vec2_approx(xf.position, -3, 5);
    ck_assert_vec2_approx(s.rect.vertex[0], -5, 4);
    ck_assert_vec2_approx(s.rect.vertex[2], -1, 6);
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
    tcase_add_test(tc, circle_update_sets_the_bound);
    tcase_add_test(tc, rectangle_update_by_hand);
    tcase_add_test(tc, circle_init_sets_its_fields);
    tcase_add_test(tc, rectangle_init_sets_its_fields);
    tcase_add_test(tc, set_position_moves_the_corners);
    tcase_add_test(tc, adjust_position_moves_by_delta);
    tcase_add_test(tc, adjust_rotation_turns_counter_clockwise);
    suite_add_tcase(s, tc);
    return s;
}
