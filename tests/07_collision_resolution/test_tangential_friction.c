/* test_tangential_friction.c - a contact whose points slide along each
 * other without approaching (normal speed exactly 0) still loses sliding
 * speed to friction: only separating contacts (vn > 0) are skipped.
 *
 * A circle r 1, mass 1, at (0, 0.95) sliding at (5, 0) on a static
 * ground whose top face is y = 0 (10 x 1 at (0,-0.5)): 0.05 deep, normal
 * n = (0,1) from the ground to the circle, contact at the circle's lowest
 * point (0,-0.05), lever arm r2 = (0,-1).  vn = (5,0).(0,1) = 0, so jn = 0;
 * t = normalize(n vn - vr) = (-1,0), vt = -5, mu = (0.8 + 0.8)/2 = 0.8.
 *   Stage 7 (no rotation): jt = -mu vt / (1/m) = 4, v' = 5 - 4 = 1.
 *   Stage 8: k(t) = 1/m + (r2 x t)^2 / I with r2 x t = 0*0 - (-1)(-1) = -1
 *     and I = m r^2/2 = 0.5, so k = 1 + 2 = 3, jt = 4/3:
 *     v' = 5 - 4/3 = 11/3, omega' = (r2 x t) jt / I = -8/3 (clockwise:
 *     the disc starts to roll the way it slides).
 * Either way the contact point's sliding speed ends at (1 - mu) 5 = 1:
 * at stage 8 it is v' + omega' x r2 = 11/3 + (-omega' r2.y) = 11/3 - 8/3. */
#include "check_support.h"

#include "game_support.h"
#include "../02_circle_collisions_and_collision_info/pair_props.h"

START_TEST(sliding_without_approach_still_feels_friction)
{
    Body ground, disc;
    CollisionInfo info;
    body_rect(&ground, 0, -0.5, 10, 1, 0);
    rigid_shape_set_mass(&ground.s, 0.0, vec2(0.0, 0.0));
    body_circle(&disc, 0, 0.95, 1);
    disc.s.v = vec2(5.0, 0.0);
    ck_assert_hit(detect_collision(&ground.s, &disc.s, &info), info);
    assert_info(&info, 0.05, 0, 1, 0, -0.05, 0, 0);
    resolve_collision(&ground.s, &disc.s, &info);
#if STAGE_NUMBER >= 8
    ck_assert_double_eq_tol(disc.s.v.x, 11.0 / 3.0, 1e-12);
    ck_assert_double_eq_tol(disc.s.omega, -8.0 / 3.0, 1e-12);
    double contact_vx = disc.s.v.x + disc.s.omega * 1.0; /* -omega r2.y, r2.y = -1 */
#else
    ck_assert_double_eq_tol(disc.s.v.x, 1.0, 1e-12);
    double contact_vx = disc.s.v.x;
#endif
    ck_assert_double_eq_tol(contact_vx, 1.0, 1e-12);
    ck_assert_double_eq_tol(disc.s.v.y, 0.0, 1e-12);
    /* the static ground keeps still */
    ck_assert_vec2_approx(ground.s.v, 0, 0);
}
END_TEST

Suite *test_tangential_friction_suite(void)
{
    Suite *s = suite_create("07 friction at zero approach speed");
    TCase *tc = tcase_create("friction");
    tcase_add_test(tc, sliding_without_approach_still_feels_friction);
    suite_add_tcase(s, tc);
    return s;
}
