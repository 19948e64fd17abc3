/* test_impulse_steps.c - the two steps of stage 8's impulse, each on its
 * own: the contact point, and the effective inverse mass with its angular
 * terms.  resolve_collision is checked whole in test_angular.c and
 * test_contact_laws.c; these tests call neither it nor each other. */
#include "check_support.h"

#include "game_support.h"

typedef struct Lone {
    Transform xf;
    RigidShape s;
} Lone;

/* A circle of radius r and mass m at (x, y) (I = m r^2 / 2); m = 0 makes
 * it static. */
static void lone_circle(Lone *b, double x, double y, double r, double m)
{
    b->xf = (Transform){.position = {x, y}, .size = {2 * r, 2 * r}};
    rigid_circle_init(&b->s, &b->xf, r);
    rigid_shape_set_mass(&b->s, m, vec2(0, -20));
}

/* A w x h rectangle of mass m at (x, y) (I = m (w^2 + h^2) / 12). */
static void lone_rect(Lone *b, double x, double y, double w, double h, double m)
{
    b->xf = (Transform){.position = {x, y}, .size = {w, h}};
    rigid_rectangle_init(&b->s, &b->xf, w, h);
    rigid_shape_set_mass(&b->s, m, vec2(0, -20));
}

/* The segment from start (0,0) on s2 to end (0,2) on s1 (depth 2 along
 * n = (0,1)).  s1 of mass 1 (im1 = 1), s2 of mass 3 (im2 = 1/3):
 *   p = start im2/(im1 + im2) + end im1/(im1 + im2)
 *     = (0,0) (1/3)/(4/3) + (0,2) 1/(4/3) = (0, 1.5),
 * three quarters of the way to end: the lighter s1's own point counts
 * more.  Equal masses give the middle, (0, 1). */
START_TEST(contact_point_weighs_by_inverse_mass)
{
    Lone a, b;
    lone_circle(&a, 0, 3, 1, 1);
    lone_circle(&b, 0, -1, 1, 3);
    CollisionInfo info;
    collision_info_set(&info, 2, vec2(0, 1), vec2(0, 0));
    Vec2 p = contact_point(&a.s, &b.s, &info);
    ck_assert_close(p.x, 0, 1e-15);
    ck_assert_close(p.y, 1.5, 1e-15);
    lone_circle(&b, 0, -1, 1, 1);
    p = contact_point(&a.s, &b.s, &info);
    ck_assert_close(p.x, 0, 1e-15);
    ck_assert_close(p.y, 1, 1e-15);
}
END_TEST

/* A static shape takes no share: a static s1 (im1 = 0) puts the contact
 * at start, the point of the moving s2 that went deepest; a static s2 at
 * end.  Off the axis too: start (1, -2), depth 0.5 along (0.6, 0.8),
 * end (1.3, -1.6). */
START_TEST(contact_point_against_a_static_shape)
{
    Lone wall, ball;
    lone_rect(&wall, 0, -5, 10, 2, 0);
    lone_circle(&ball, 1, -1, 1, 2);
    CollisionInfo info;
    collision_info_set(&info, 0.5, vec2(0.6, 0.8), vec2(1, -2));
    Vec2 p = contact_point(&wall.s, &ball.s, &info);
    ck_assert_close(p.x, 1, 1e-15);
    ck_assert_close(p.y, -2, 1e-15);
    p = contact_point(&ball.s, &wall.s, &info);
    ck_assert_close(p.x, 1.3, 1e-15);
    ck_assert_close(p.y, -1.6, 1e-15);
}
END_TEST

/* s1: a circle r 1, m 1, I = 1/2 (inv_inertia 2); s2: a 2 x 2 box, m 2,
 * I = 2 (4 + 4)/12 = 4/3 (inv_inertia 3/4).  Lever arms r1 = (1, 2),
 * r2 = (-1, 0.5), direction d = (0.6, 0.8):
 *   r1 x d = 1 * 0.8 - 2 * 0.6 = -0.4,  r2 x d = -1 * 0.8 - 0.5 * 0.6 = -1.1
 *   k(d) = 1 + 1/2 + 0.16 * 2 + 1.21 * 3/4 = 1.5 + 0.32 + 0.9075 = 2.7275
 * Along -d the cross products change sign and their squares do not. */
START_TEST(effective_inv_mass_adds_the_angular_terms)
{
    Lone a, b;
    lone_circle(&a, 0, 0, 1, 1);
    lone_rect(&b, 3, 0, 2, 2, 2);
    ck_assert_close(effective_inv_mass(&a.s, &b.s, vec2(1, 2), vec2(-1, 0.5), vec2(0.6, 0.8)),
                    2.7275, 1e-15);
    ck_assert_close(effective_inv_mass(&a.s, &b.s, vec2(1, 2), vec2(-1, 0.5), vec2(-0.6, -0.8)),
                    2.7275, 1e-15);
    /* arms along d: no angular terms, only 1/m1 + 1/m2 */
    ck_assert_close(effective_inv_mass(&a.s, &b.s, vec2(0.3, 0.4), vec2(-1.2, -1.6),
                                       vec2(0.6, 0.8)),
                    1.5, 1e-15);
}
END_TEST

/* A static s1 (inv_mass and inv_inertia 0) drops its terms:
 * k = 1/2 + 1.21 * 3/4 = 1.4075 with the arms and direction above; a
 * static s2 drops its own, leaving the circle's k = 1 + 0.16 * 2 = 1.32;
 * two static shapes give 0. */
START_TEST(effective_inv_mass_of_a_static_shape)
{
    Lone wall, a, b, wall2;
    lone_rect(&wall, 0, 0, 10, 2, 0);
    lone_circle(&a, 0, 0, 1, 1);
    lone_rect(&b, 3, 0, 2, 2, 2);
    lone_rect(&wall2, 0, 9, 10, 2, 0);
    ck_assert_close(effective_inv_mass(&wall.s, &b.s, vec2(1, 2), vec2(-1, 0.5), vec2(0.6, 0.8)),
                    1.4075, 1e-15);
    ck_assert_close(effective_inv_mass(&a.s, &wall.s, vec2(1, 2), vec2(-1, 0.5), vec2(0.6, 0.8)),
                    1.32, 1e-15);
    ck_assert_close(effective_inv_mass(&wall.s, &wall2.s, vec2(1, 2), vec2(-1, 0.5),
                                       vec2(0.6, 0.8)),
                    0, 1e-15);
}
END_TEST

/* An off-centre contact: the circle above (r 1 at the origin, m 1,
 * inv_inertia 2) touches at p = (0.6, 0.8) the 2 x 2 box of mass 2
 * (inv_inertia 3/4) centred at (1.6, 1.8), so r1 = (0.6, 0.8) and
 * r2 = (-1, -1), each arm with its own shape's inertia.  Along the normal
 * n = (0.6, 0.8) the circle's arm is radial:
 *   r1 x n = 0.48 - 0.48 = 0,  r2 x n = -0.8 + 0.6 = -0.2
 *   k(n) = 1 + 1/2 + 0 + 0.04 * 3/4 = 1.53
 * along the tangent t = (-0.8, 0.6) both arms turn:
 *   r1 x t = 0.36 + 0.64 = 1,  r2 x t = -0.6 - 0.8 = -1.4
 *   k(t) = 1 + 1/2 + 1 * 2 + 1.96 * 3/4 = 4.97
 * and with the box static only the circle's terms are left,
 * k(t) = 1 + 1 * 2 = 3. */
START_TEST(effective_inv_mass_of_an_off_centre_contact)
{
    Lone a, b;
    lone_circle(&a, 0, 0, 1, 1);
    lone_rect(&b, 1.6, 1.8, 2, 2, 2);
    Vec2 r1 = vec2(0.6, 0.8), r2 = vec2(-1, -1);
    ck_assert_close(effective_inv_mass(&a.s, &b.s, r1, r2, vec2(0.6, 0.8)), 1.53, 1e-14);
    ck_assert_close(effective_inv_mass(&a.s, &b.s, r1, r2, vec2(-0.8, 0.6)), 4.97, 1e-14);
    lone_rect(&b, 1.6, 1.8, 2, 2, 0);
    ck_assert_close(effective_inv_mass(&a.s, &b.s, r1, r2, vec2(-0.8, 0.6)), 3, 1e-14);
}
END_TEST

Suite *test_impulse_steps_suite(void)
{
    Suite *s = suite_create("08 the impulse's steps");
    TCase *tc = tcase_create("steps");
    tcase_add_test(tc, contact_point_weighs_by_inverse_mass);
    tcase_add_test(tc, contact_point_against_a_static_shape);
    tcase_add_test(tc, effective_inv_mass_adds_the_angular_terms);
    tcase_add_test(tc, effective_inv_mass_of_a_static_shape);
    tcase_add_test(tc, effective_inv_mass_of_an_off_centre_contact);
    suite_add_tcase(s, tc);
    return s;
}
