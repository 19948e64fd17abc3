/* Stage 7: the impulse method.  The 1D tests collide two circles on the
 * x axis: the contact point lies on the line of centres and the relative
 * velocity is along the normal, so r x n = 0 and the tangent is (0,0),
 * and stage 8's angular terms vanish - the same numbers hold there.  The
 * friction test slides along the contact, which stage 8 turns into spin,
 * so it is stage 7's only. */
#include "check_support.h"

#include "game_support.h"

typedef struct Lone {
    Transform xf;
    RigidShape s;
} Lone;

/* Radius 1 circles at x = 0 and x = 1.9: depth 0.1, n = (1,0). */
static void pair_on_x_axis(Lone *a, Lone *b, double m1, double m2, double u1, double u2)
{
    a->xf = (Transform){.position = {0, 0}, .size = {2, 2}};
    b->xf = (Transform){.position = {1.9, 0}, .size = {2, 2}};
    rigid_circle_init(&a->s, &a->xf, 1);
    rigid_circle_init(&b->s, &b->xf, 1);
    rigid_shape_set_mass(&a->s, m1, vec2(0, -20));
    rigid_shape_set_mass(&b->s, m2, vec2(0, -20));
    a->s.v = vec2(u1, 0);
    b->s.v = vec2(u2, 0);
}

typedef struct HeadOn {
    double m1, m2, u1, u2, e1, e2; /* masses, velocities, restitutions */
    double v1, v2;                 /* the closed form's answer */
} HeadOn;

/* One-dimensional collision with restitution e, momentum P = m1 u1 + m2 u2:
 *   v1 = (P + m2 e (u2 - u1)) / (m1 + m2),  v2 = (P + m1 e (u1 - u2)) / (m1 + m2)
 * (momentum conserved and v2 - v1 = e (u1 - u2)).
 *  1. equal masses, e = 1: the velocities swap, 2, -1 -> -1, 2.
 *  2. m 1 and 3, e = 0.5: P = 4, v1 = (4 - 6)/4 = -0.5, v2 = (4 + 2)/4 = 1.5.
 *  3. m 2 and 1, e = 0: both move with the common velocity (2 - 2)/3 = 0.
 *  4. e1 = 0.4, e2 = 0.6 average to 0.5; m 1 and 1, 3 -> 0:
 *     v1 = (3 - 1.5)/2 = 0.75, v2 = (3 + 1.5)/2 = 2.25.
 *  5. m 5 and 1, e = 1, 1 and -4: P = 1, v1 = (1 - 5)/6 = -2/3,
 *     v2 = (1 + 25)/6 = 13/3. */
static const HeadOn HEAD_ON[] = {
    {1, 1, 2, -1, 1, 1, -1, 2},
    {1, 3, 4, 0, 0.5, 0.5, -0.5, 1.5},
    {2, 1, 1, -2, 0, 0, 0, 0},
    {1, 1, 3, 0, 0.4, 0.6, 0.75, 2.25},
    {5, 1, 1, -4, 1, 1, -2.0 / 3.0, 13.0 / 3.0},
};

START_TEST(head_on_matches_closed_form)
{
    const HeadOn *c = &HEAD_ON[_i];
    Lone a, b;
    pair_on_x_axis(&a, &b, c->m1, c->m2, c->u1, c->u2);
    a.s.restitution = c->e1;
    b.s.restitution = c->e2;
    a.s.friction = b.s.friction = 0;
    CollisionInfo info;
    ck_assert_hit(detect_collision(&a.s, &b.s, &info), info);
    ck_assert_vec2_approx(info.normal, 1, 0);
    resolve_collision(&a.s, &b.s, &info);
    ck_assert_close(a.s.v.x, c->v1, 1e-14);
    ck_assert_close(b.s.v.x, c->v2, 1e-14);
    ck_assert_double_eq(a.s.v.y, 0);
    ck_assert_double_eq(b.s.v.y, 0);
    /* (the hand answers v1, v2 conserve momentum and separate at e times
     * the approach speed by construction, so checking them is enough) */
    /* no spin from a hit through both centres (stage 8 too) */
    ck_assert_double_eq(a.s.omega, 0);
    ck_assert_double_eq(b.s.omega, 0);
    /* kinetic energy: kept when e = 1 and there is no friction */
    if (c->e1 == 1 && c->e2 == 1) {
        double before = c->m1 * c->u1 * c->u1 / 2 + c->m2 * c->u2 * c->u2 / 2;
        double after = c->m1 * a.s.v.x * a.s.v.x / 2 + c->m2 * b.s.v.x * b.s.v.x / 2;
        ck_assert_close(after, before, 1e-14);
    }
}
END_TEST

/* A ball (m 2, e 0.5) at 3 into a static wall (e 0.5): v = -0.5 * 3 = -1.5;
 * the wall keeps v = 0. */
START_TEST(bounce_off_static_wall)
{
    Lone a, b;
    pair_on_x_axis(&a, &b, 2, 0, 3, 0);
    a.s.restitution = b.s.restitution = 0.5;
    CollisionInfo info;
    ck_assert_hit(detect_collision(&a.s, &b.s, &info), info);
    resolve_collision(&a.s, &b.s, &info);
    ck_assert_close(a.s.v.x, -1.5, 1e-15);
    ck_assert_vec2_approx(b.s.v, 0, 0);
}
END_TEST

/* Shapes already moving apart (vn = 1 > 0) keep their velocities. */
/* resolve_collision is public: called on two static circles (im1 + im2
 * = 0, where the impulse would be 0/0) it leaves both as they were, at
 * rest and finite, instead of writing NaN. */
START_TEST(static_pair_is_left_alone)
{
    Lone a, b;
    pair_on_x_axis(&a, &b, 0, 0, 0, 0);
    CollisionInfo info;
    ck_assert_hit(detect_collision(&a.s, &b.s, &info), info);
    resolve_collision(&a.s, &b.s, &info);
    ck_assert(a.s.v.x == 0 && a.s.v.y == 0 && b.s.v.x == 0 && b.s.v.y == 0);
    ck_assert(a.s.omega == 0 && b.s.omega == 0);
    ck_assert_vec2_approx(b.xf.position, 1.9, 0);
}
END_TEST

START_TEST(separating_pair_is_left_alone)
{
    Lone a, b;
    pair_on_x_axis(&a, &b, 1, 1, -1, 0);
    CollisionInfo info;
    ck_assert_hit(detect_collision(&a.s, &b.s, &info), info);
    resolve_collision(&a.s, &b.s, &info);
    ck_assert_double_eq(a.s.v.x, -1);
    ck_assert_double_eq(b.s.v.x, 0);
}
END_TEST

#if STAGE_NUMBER == 7
/* Sliding contact: vr = v2 - v1 = (-2, 1), n = (1,0): vn = -2,
 * t = normalize(n vn - vr) = normalize((0,-1)) = (0,-1), vt = -1.
 * jt = -mu vt / (im1 + im2) makes vt' = (1 - mu) vt: with mu = (0.2 +
 * 0.8)/2 = 0.5 the sliding speed halves, with mu = 1 it stops, with
 * mu = 0 it is unchanged, and it never turns round. */
START_TEST(friction_scales_sliding_speed)
{
    const double mus[][2] = {{0.2, 0.8}, {1, 1}, {0, 0}, {0.3, 0.3}};
    for (size_t i = 0; i < sizeof mus / sizeof mus[0]; i++) {
        Lone a, b;
        pair_on_x_axis(&a, &b, 1, 2, 0, -2);
        b.s.v.y = 1;
        a.s.friction = mus[i][0];
        b.s.friction = mus[i][1];
        double mu = (mus[i][0] + mus[i][1]) / 2;
        CollisionInfo info;
        ck_assert_hit(detect_collision(&a.s, &b.s, &info), info);
        resolve_collision(&a.s, &b.s, &info);
        double vt_after = b.s.v.y - a.s.v.y; /* tangential: along y */
        ck_assert_close(vt_after, (1 - mu) * 1.0, 1e-15);
        ck_assert(vt_after >= 0);
        /* momentum along y: 2 * 1 before */
        ck_assert_close(a.s.v.y + 2 * b.s.v.y, 2, 1e-15);
    }
}
END_TEST

/* Stage 7's start: nothing is rotated (bounds, hero, minions); motion and
 * correction on, infos hidden; minions at y = 70. */
START_TEST(stage7_builtin_has_no_rotation)
{
    Game *g = builtin_game(1);
    ck_assert(g->physics.motion);
    ck_assert(g->physics.correction);
    ck_assert(!g->show_infos);
    for (int i = 0; i < g->bounds.count; i++)
        ck_assert_double_eq(g->bounds.items[i].xf.rotation, 0);
    for (int i = 0; i < g->objects.count; i++)
        ck_assert_double_eq(g->objects.items[i].xf.rotation, 0);
    for (int i = 1; i <= 5; i++)
        ck_assert_vec2_approx(g->objects.items[i].xf.position, 10 + 20 * (i - 1), 70);
    free_game(g);
}
END_TEST
#endif

Suite *test_impulse_suite(void)
{
    Suite *s = suite_create("07 impulse resolution");
    TCase *tc = tcase_create("impulse");
    tcase_add_loop_test(tc, head_on_matches_closed_form, 0,
                        (int)(sizeof HEAD_ON / sizeof HEAD_ON[0]));
    tcase_add_test(tc, bounce_off_static_wall);
    tcase_add_test(tc, separating_pair_is_left_alone);
    tcase_add_test(tc, static_pair_is_left_alone);
#if STAGE_NUMBER == 7
    tcase_add_test(tc, friction_scales_sliding_speed);
    tcase_add_test(tc, stage7_builtin_has_no_rotation);
#endif
    suite_add_tcase(s, tc);
    return s;
}
