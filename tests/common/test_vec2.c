/* test_vec2.c - the vector arithmetic every stage builds on. */
#include "check_support.h"

#include "vec2.h"

START_TEST(test_add_sub_scale_neg)
{
    Vec2 a = vec2(1.0, 2.0), b = vec2(3.0, -5.0);
    ck_assert_vec2_approx(vec2_add(a, b), 4.0, -3.0);
    ck_assert_vec2_approx(vec2_sub(a, b), -2.0, 7.0);
    ck_assert_vec2_approx(vec2_scale(a, -2.5), -2.5, -5.0);
    ck_assert_vec2_approx(vec2_neg(b), -3.0, 5.0);
}
END_TEST

START_TEST(test_dot_length_distance)
{
    /* 1*3 + 2*4 = 11; |(3,4)| = 5; |(4,6) - (1,2)| = |(3,4)| = 5. */
    ck_assert_approx(vec2_dot(vec2(1.0, 2.0), vec2(3.0, 4.0)), 11.0);
    ck_assert_approx(vec2_length(vec2(3.0, 4.0)), 5.0);
    ck_assert_approx(vec2_distance(vec2(4.0, 6.0), vec2(1.0, 2.0)), 5.0);
}
END_TEST

START_TEST(test_cross)
{
    /* x cross y is +z; y cross x is -z; (2,3) x (4,5) = 2*5 - 3*4 = -2. */
    ck_assert_approx(vec2_cross(vec2(1.0, 0.0), vec2(0.0, 1.0)), 1.0);
    ck_assert_approx(vec2_cross(vec2(0.0, 1.0), vec2(1.0, 0.0)), -1.0);
    ck_assert_approx(vec2_cross(vec2(2.0, 3.0), vec2(4.0, 5.0)), -2.0);
}
END_TEST

START_TEST(test_cross_sv)
{
    /* w x r = (-w r.y, w r.x): 2 x (3,4) = (-8, 6), perpendicular to r. */
    Vec2 v = vec2_cross_sv(2.0, vec2(3.0, 4.0));
    ck_assert_vec2_approx(v, -8.0, 6.0);
    ck_assert_approx(vec2_dot(v, vec2(3.0, 4.0)), 0.0);
    /* Spinning counter-clockwise, the point on +x moves towards +y. */
    ck_assert_vec2_approx(vec2_cross_sv(1.0, vec2(1.0, 0.0)), 0.0, 1.0);
}
END_TEST

START_TEST(test_normalize)
{
    /* (3,4)/5 = (0.6, 0.8). */
    ck_assert_vec2_approx(vec2_normalize(vec2(3.0, 4.0)), 0.6, 0.8);
    ck_assert_vec2_approx(vec2_normalize(vec2(0.0, -7.0)), 0.0, -1.0);
}
END_TEST

START_TEST(test_normalize_zero_stays_zero)
{
    Vec2 n = vec2_normalize(vec2(0.0, 0.0));
    ck_assert(n.x == 0.0 && n.y == 0.0);
}
END_TEST

START_TEST(test_rotate_90)
{
    /* Counter-clockwise quarter turn: (1,0) -> (0,1), (0,1) -> (-1,0),
     * (2,3) -> (-3,2). */
    ck_assert_vec2_approx(vec2_rotate(vec2(1.0, 0.0), M_PI / 2.0), 0.0, 1.0);
    ck_assert_vec2_approx(vec2_rotate(vec2(0.0, 1.0), M_PI / 2.0), -1.0, 0.0);
    ck_assert_vec2_approx(vec2_rotate(vec2(2.0, 3.0), deg_to_rad(90.0)), -3.0, 2.0);
}
END_TEST

START_TEST(test_rotate_30)
{
    /* cos 30 = sqrt(3)/2 = 0.8660254037844386, sin 30 = 0.5:
     *   x' = 2*0.8660254037844386 - 1*0.5 = 1.2320508075688772
     *   y' = 2*0.5 + 1*0.8660254037844386 = 1.8660254037844386 */
    Vec2 r = vec2_rotate(vec2(2.0, 1.0), deg_to_rad(30.0));
    ck_assert_vec2_approx(r, 1.2320508075688772, 1.8660254037844386);
    /* A rotation keeps the length: |(2,1)| = sqrt(5). */
    ck_assert_approx(vec2_length(r), sqrt(5.0));
}
END_TEST

START_TEST(test_rotate_about)
{
    /* (3,2) about (1,1) by 90 deg: offset (2,1) turns to (-1,2), so the
     * point lands at (1-1, 1+2) = (0,3).  The centre itself stays put. */
    ck_assert_vec2_approx(vec2_rotate_about(vec2(3.0, 2.0), vec2(1.0, 1.0), M_PI / 2.0), 0.0, 3.0);
    ck_assert_vec2_approx(vec2_rotate_about(vec2(1.0, 1.0), vec2(1.0, 1.0), 1.234), 1.0, 1.0);
    /* Half a turn about (1,1): (3,2) -> (1-2, 1-1) = (-1,0). */
    ck_assert_vec2_approx(vec2_rotate_about(vec2(3.0, 2.0), vec2(1.0, 1.0), M_PI), -1.0, 0.0);
}
END_TEST

START_TEST(test_degrees)
{
    ck_assert_approx(deg_to_rad(180.0), M_PI);
    ck_assert_approx(rad_to_deg(M_PI / 4.0), 45.0);
    /* 60 degrees is the angle whose cosine is 1/2 (the equilateral
     * triangle), a definition independent of how deg_to_rad scales. */
    ck_assert_approx(deg_to_rad(60.0), acos(0.5));
    ck_assert_approx(rad_to_deg(atan2(1.0, 1.0)), 45.0);
}
END_TEST

Suite *test_vec2_suite(void)
{
    Suite *s = suite_create("vec2");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_add_sub_scale_neg);
    tcase_add_test(tc, test_dot_length_distance);
    tcase_add_test(tc, test_cross);
    tcase_add_test(tc, test_cross_sv);
    tcase_add_test(tc, test_normalize);
    tcase_add_test(tc, test_normalize_zero_stays_zero);
    tcase_add_test(tc, test_rotate_90);
    tcase_add_test(tc, test_rotate_30);
    tcase_add_test(tc, test_rotate_about);
    tcase_add_test(tc, test_degrees);
    suite_add_tcase(s, tc);
    return s;
}
