/* Stage 8: the impulse method with rotation - lever arms, spin from an
 * off-centre hit, none from a hit through the centres, momentum and
 * energy over many seeded random pairs, and the built-in scene's
 * rotations restored. */
#include "check_support.h"

#include "game_support.h"

typedef struct Lone {
    Transform xf;
    RigidShape s;
} Lone;

static void lone_rect(Lone *b, double x, double y, double w, double h, double rot, double m)
{
    b->xf = (Transform){.position = {x, y}, .size = {w, h}, .rotation = rot};
    rigid_rectangle_init(&b->s, &b->xf, w, h);
    rigid_shape_set_mass(&b->s, m, vec2(0, -20));
}

static void lone_circle(Lone *b, double x, double y, double r, double m)
{
    b->xf = (Transform){.position = {x, y}, .size = {2 * r, 2 * r}};
    rigid_circle_init(&b->s, &b->xf, r);
    rigid_shape_set_mass(&b->s, m, vec2(0, -20));
}

/* The pair as a line for the stage's probe, and its motion, for the
 * message of a failure over random pairs. */
static void lone_text(char *out, size_t size, const Lone *b)
{
    if (b->s.kind == SHAPE_CIRCLE)
        snprintf(out, size, "circle %.17g %.17g %.17g", b->xf.position.x, b->xf.position.y,
                 b->s.circle.r);
    else
        snprintf(out, size, "rect %.17g %.17g %.17g %.17g rot=%.17g", b->xf.position.x,
                 b->xf.position.y, b->s.rect.w, b->s.rect.h, b->xf.rotation * 180.0 / M_PI);
}

static void pair_text(char *out, size_t size, const Lone *a, const Lone *b)
{
    char ta[200], tb[200];
    lone_text(ta, sizeof ta, a);
    lone_text(tb, sizeof tb, b);
    snprintf(out, size,
             "probe: %s | %s; m %.6g, %.6g; v (%.6g, %.6g), (%.6g, %.6g); omega %.6g, %.6g", ta, tb,
             rigid_shape_mass(&a->s), rigid_shape_mass(&b->s), a->s.v.x, a->s.v.y, b->s.v.x,
             b->s.v.y, a->s.omega, b->s.omega);
}

static double kinetic(const RigidShape *s)
{
    return 0.5 * rigid_shape_mass(s) * vec2_dot(s->v, s->v)
        + 0.5 * rigid_shape_inertia(s) * s->omega * s->omega;
}

/* Angular momentum about the origin: m (c x v) + I omega. */
static double angular_momentum(const RigidShape *s)
{
    return rigid_shape_mass(s) * vec2_cross(rigid_shape_centre(s), s->v)
        + rigid_shape_inertia(s) * s->omega;
}

/* A 2 x 2 box (m 1, I = 1 * 8/12 = 2/3, iI = 1.5) at the origin falls at
 * v = (0,-1) onto a static s1 below; contact at its corner, start = (1,-1),
 * n = (0,1), both e = 0.5, no friction.  Static s1: p = start, r2 = (1,-1),
 * r2 x n = 1.  vn = -1, k(n) = 0 + 1 + 1^2 * 1.5 = 2.5,
 * jn = -(1.5)(-1)/2.5 = 0.6.  v2 = (0,-1) + 0.6 (0,1) = (0,-0.4);
 * omega2 = (r2 x J) iI = (1 * 0.6 - (-1) * 0) * 1.5 = 0.9.
 * The corner then moves with u = v + omega x r = (0,-0.4) + (0.9, 0.9)
 * = (0.9, 0.5): its normal speed 0.5 is e times the approach speed 1.
 * Kinetic energy 0.5 -> 0.08 + 0.5 * 2/3 * 0.81 = 0.35. */
START_TEST(impulse_at_lever_arm_spins)
{
    Lone floor, box;
    lone_rect(&floor, 0, -5, 10, 2, 0, 0);
    lone_rect(&box, 0, 0, 2, 2, 0, 1);
    floor.s.restitution = box.s.restitution = 0.5;
    floor.s.friction = box.s.friction = 0;
    box.s.v = vec2(0, -1);
    CollisionInfo info;
    collision_info_set(&info, 0.1, vec2(0, 1), vec2(1, -1));
    resolve_collision(&floor.s, &box.s, &info);
    ck_assert_vec2_approx(box.s.v, 0, -0.4);
    ck_assert_approx(box.s.omega, 0.9);
    Vec2 r = vec2(1, -1);
    Vec2 u = vec2_add(box.s.v, vec2_cross_sv(box.s.omega, r));
    ck_assert_vec2_approx(u, 0.9, 0.5);
    ck_assert_approx(kinetic(&box.s), 0.35);
    ck_assert_vec2_approx(floor.s.v, 0, 0);
    ck_assert_double_eq(floor.s.omega, 0);
}
END_TEST

/* Circles always meet on the line of centres, so r x n = 0: without
 * friction a glancing hit (here v1 = (3, 1), v2 = (-1, 2), masses 1 and
 * 2, e = 0.2) changes no spin, and the normal (x) parts follow the 1D
 * closed form: P = 3 - 2 = 1, v1 = (1 + 2 * 0.2 * (-1 - 3))/3 = -0.2,
 * v2 = (1 + 1 * 0.2 * (3 + 1))/3 = 0.6.  With friction the tangential
 * impulse acts at a lever arm and the circles start to roll: vr = (-4, 1),
 * t = normalize(n vn - vr) = (0,-1), vt = -1, jt = -mu vt / k(t) > 0;
 * p is at x ~ 0.97, r1 = (0.97, 0), r1 x t = -0.97, so
 * domega1 = -(r1 x t) jt iI1 > 0, and r2 = (-0.93, 0) gives domega2 > 0. */
START_TEST(hit_through_centres_adds_no_spin)
{
    Lone a, b;
    lone_circle(&a, 0, 0, 1, 1);
    lone_circle(&b, 1.9, 0, 1, 2);
    a.s.v = vec2(3, 1);
    b.s.v = vec2(-1, 2);
    a.s.friction = b.s.friction = 0;
    CollisionInfo info;
    ck_assert_hit(detect_collision(&a.s, &b.s, &info), info);
    resolve_collision(&a.s, &b.s, &info);
    ck_assert_double_eq(a.s.omega, 0);
    ck_assert_double_eq(b.s.omega, 0);
    ck_assert_close(a.s.v.x, -0.2, 1e-14);
    ck_assert_close(b.s.v.x, 0.6, 1e-14);
    ck_assert_double_eq(a.s.v.y, 1);

    lone_circle(&a, 0, 0, 1, 1);
    lone_circle(&b, 1.9, 0, 1, 2);
    a.s.v = vec2(3, 1);
    b.s.v = vec2(-1, 2);
    ck_assert_hit(detect_collision(&a.s, &b.s, &info), info);
    resolve_collision(&a.s, &b.s, &info);
    ck_assert(a.s.omega > 0);
    ck_assert(b.s.omega > 0);
}
END_TEST

/* A unit ball (s1, m 1, r 1) at (0, 1.9) glances at v = (2,-1) off the
 * top of a circle (s2, r 1) of mass m = 1 and then 4; friction 0.8, so
 * n = (0,-1), vr = (-2, 1), vn = -1, t = normalize(n vn - vr) = (1,0),
 * vt = -2, jt = 1.6 / k(t).  start = (0,1) (top of s2), end = (0,0.9).
 *   m = 1: p = (0, 0.95), r1 = (0,-0.95), r2 = (0,0.95), iI1 = iI2 = 2,
 *          k(t) = 2 + 0.95^2 * 4, domega2 = (r2 x t) jt iI2 = -0.95 * 2 jt
 *          = -3.04 / 5.61 = -0.5419
 *   m = 4: p = start/5 + end 4/5 = (0, 0.92), r1 = (0,-0.98), iI2 = 0.5,
 *          k(t) = 1.25 + 0.98^2 * 2 + 0.92^2 * 0.5 = 3.594,
 *          domega2 = -0.92 * 0.5 * 1.6 / 3.594 = -0.2048
 * The heavier circle spins less (the textbook's stored values, m r^2/12
 * used as 1/I, would make it spin more). */
START_TEST(heavier_circle_spins_less)
{
    double spin[2];
    const double masses[2] = {1, 4};
    for (int i = 0; i < 2; i++) {
        Lone ball, target;
        lone_circle(&ball, 0, 1.9, 1, 1);
        lone_circle(&target, 0, 0, 1, masses[i]);
        ball.s.v = vec2(2, -1);
        CollisionInfo info;
        ck_assert_hit(detect_collision(&ball.s, &target.s, &info), info);
        resolve_collision(&ball.s, &target.s, &info);
        spin[i] = fabs(target.s.omega);
    }
    ck_assert(spin[0] > 0);
    ck_assert_close(spin[0], 0.95 * 2 * 1.6 / (2 + 0.95 * 0.95 * 4), 1e-14);
    ck_assert_close(spin[1], 0.92 * 0.5 * 1.6 / (1.25 + 0.98 * 0.98 * 2 + 0.92 * 0.92 * 0.5),
                    1e-14);
}
END_TEST

/* Friction at stage 8, on a hit through the centres (r x n = 0 for both
 * circles, so the normal impulse changes no spin and no sliding speed):
 * the sliding speed of the two contact points becomes exactly (1 - mu)
 * times what it was, with mu the AVERAGE of the two frictions, and never
 * turns round.
 * Circles r 1 at (0,0) (s1, m 1, I = 1/2, iI1 = 2) and (1.9,0) (s2, m 2,
 * I = 1, iI2 = 1); v1 = (0,0), omega1 = 0.5; v2 = (-2,1), omega2 = -1.
 * n = (1,0), depth 0.1, start = (0.9,0), end = (1,0); im1 = 1, im2 = 0.5:
 *   p = start (0.5/1.5) + end (1/1.5) = (29/30, 0)
 *   r1 = (29/30, 0), r2 = (29/30 - 1.9, 0) = (-28/30, 0)
 *   u1 = v1 + omega1 x r1 = (0, 0.5 * 29/30) = (0, 0.48333)
 *   u2 = v2 + omega2 x r2 = (-2, 1 + 28/30) = (-2, 1.93333)
 *   vr = u2 - u1 = (-2, 1.45): vn = -2, t = normalize(n vn - vr)
 *   = normalize((0,-1.45)) = (0,-1), vt = -1.45 (sliding speed 1.45)
 *   r1 x t = -29/30, r2 x t = 28/30,
 *   k(t) = 1 + 0.5 + (29/30)^2 * 2 + (28/30)^2 * 1 = 1.5 + 2.74 = 4.24
 *   jt = -mu vt / k(t) = 1.45 mu / 4.24, and vt' = vt + jt k(t) = (1 - mu) vt
 * so the sliding speed after is 1.45 (1 - mu):
 *   {0.2, 0.8}: mu = 0.5, 0.725 (ratio 0.5; min(0.2, 0.8) would give 0.8)
 *   {1, 1}: 0 (ratio ~0);  {0, 0}: 1.45 (ratio 1);  {0.3, 0.3}: 1.015 (0.7)
 * The normal part (e = 0.2 both): k(n) = 1.5, jn = 1.2 * 2 / 1.5 = 1.6,
 * v1.x = -1.6, v2.x = -2 + 0.8 = -1.2, whatever the friction. */
START_TEST(friction_is_averaged_on_a_hit_through_centres)
{
    const double mus[][2] = {{0.2, 0.8}, {1, 1}, {0, 0}, {0.3, 0.3}};
    const double ratios[] = {0.5, 0, 1, 0.7};
    for (size_t i = 0; i < sizeof mus / sizeof mus[0]; i++) {
        Lone a, b;
        lone_circle(&a, 0, 0, 1, 1);
        lone_circle(&b, 1.9, 0, 1, 2);
        b.s.v = vec2(-2, 1);
        a.s.omega = 0.5;
        b.s.omega = -1;
        a.s.friction = mus[i][0];
        b.s.friction = mus[i][1];
        a.s.restitution = b.s.restitution = 0.2;
        CollisionInfo info;
        ck_assert_hit(detect_collision(&a.s, &b.s, &info), info);
        ck_assert_vec2_approx(info.normal, 1, 0);
        /* the lever arms worked out above, along the x axis */
        const double r1x = 29.0 / 30.0, r2x = -28.0 / 30.0;
        const double w1 = a.s.omega, v1y = a.s.v.y;
        /* the contact points' sliding (y) velocities: u.y = v.y + omega r.x */
        double before = (b.s.v.y + b.s.omega * r2x) - (a.s.v.y + a.s.omega * r1x);
        ck_assert_close(before, 1.45, 1e-14);
        resolve_collision(&a.s, &b.s, &info);
        double after = (b.s.v.y + b.s.omega * r2x) - (a.s.v.y + a.s.omega * r1x);
        ck_assert_msg(fabs(after - ratios[i] * before) <= 1e-14,
                      "frictions %g, %g: sliding %.17g -> %.17g, want ratio %g", mus[i][0],
                      mus[i][1], before, after, ratios[i]);
        ck_assert(after >= -1e-15); /* never reversed */
        /* the contact point seen through its effect: the impulse on s1 is
         * (-jn, jt) at lever arm (r1x, 0), so dv1.y = jt and
         * domega1 = -(r1 x (-J)) ... = r1x jt / I1 = 2 r1x jt: the arm is
         * domega1 / (2 dv1.y) = 29/30 (none to see without friction) */
        if (mus[i][0] + mus[i][1] > 0)
            ck_assert_close((a.s.omega - w1) / (2.0 * (a.s.v.y - v1y)), 29.0 / 30.0, 1e-12);
        ck_assert_close(a.s.v.x, -1.6, 1e-14);
        ck_assert_close(b.s.v.x, -1.2, 1e-14);
        /* the tangential impulse: v1.y = jt, v2.y = 1 - jt/2, jt = 1.45 mu / 4.24 */
        double jt = 1.45 * (1 - ratios[i]) / 4.24;
        ck_assert_close(a.s.v.y, jt, 1e-14);
        ck_assert_close(b.s.v.y, 1 - 0.5 * jt, 1e-14);
    }
}
END_TEST

/* Seeded random pairs of boxes and circles, overlapping, dynamic, with
 * random velocities and spins.  For every resolved pair:
 *   - linear momentum m1 v1 + m2 v2 is unchanged (the impulses are J, -J);
 *   - angular momentum about the origin is unchanged (both act at p:
 *     c2 x J + r2 x J - c1 x J - r1 x J = p x J - p x J = 0);
 *   - without friction, kinetic energy never grows for e <= 1, and is
 *     kept (to rounding) for e = 1.
 * (With friction the chapter's two independent impulses can add energy
 * in rare configurations, since the tangential impulse is computed from
 * the velocities before the normal one; so energy is checked without.) */
START_TEST(off_centre_hits_conserve_momentum_not_energy_gain)
{
    Rng rng;
    rng_seed(&rng, 2024);
    int resolved = 0, spun = 0;
    for (int it = 0; it < 4000; it++) {
        Lone a, b;
        if (rng_uniform(&rng) < 0.5)
            lone_rect(&a, 0, 0, 0.5 + 3 * rng_uniform(&rng), 0.5 + 3 * rng_uniform(&rng),
                      6.28 * rng_uniform(&rng), 0.2 + 5 * rng_uniform(&rng));
        else
            lone_circle(&a, 0, 0, 0.3 + 2 * rng_uniform(&rng), 0.2 + 5 * rng_uniform(&rng));
        double x = 4 * rng_uniform(&rng) - 2, y = 4 * rng_uniform(&rng) - 2;
        if (rng_uniform(&rng) < 0.5)
            lone_rect(&b, x, y, 0.5 + 3 * rng_uniform(&rng), 0.5 + 3 * rng_uniform(&rng),
                      6.28 * rng_uniform(&rng), 0.2 + 5 * rng_uniform(&rng));
        else
            lone_circle(&b, x, y, 0.3 + 2 * rng_uniform(&rng), 0.2 + 5 * rng_uniform(&rng));
        a.s.v = vec2(10 * rng_uniform(&rng) - 5, 10 * rng_uniform(&rng) - 5);
        b.s.v = vec2(10 * rng_uniform(&rng) - 5, 10 * rng_uniform(&rng) - 5);
        a.s.omega = 6 * rng_uniform(&rng) - 3;
        b.s.omega = 6 * rng_uniform(&rng) - 3;
        const double es[] = {0, 0.5, 1};
        double e = es[it % 3];
        a.s.restitution = b.s.restitution = e;
        bool friction = it % 2 == 0;
        a.s.friction = b.s.friction = friction ? rng_uniform(&rng) : 0;
        CollisionInfo info;
        if (!detect_collision(&a.s, &b.s, &info))
            continue;
        double m1 = rigid_shape_mass(&a.s), m2 = rigid_shape_mass(&b.s);
        Vec2 p0 = vec2_add(vec2_scale(a.s.v, m1), vec2_scale(b.s.v, m2));
        double l0 = angular_momentum(&a.s) + angular_momentum(&b.s);
        double k0 = kinetic(&a.s) + kinetic(&b.s);
        double w0 = a.s.omega;
        char pair[700];
        pair_text(pair, sizeof pair, &a, &b);
        resolve_collision(&a.s, &b.s, &info);
        Vec2 p1 = vec2_add(vec2_scale(a.s.v, m1), vec2_scale(b.s.v, m2));
        double l1 = angular_momentum(&a.s) + angular_momentum(&b.s);
        double k1 = kinetic(&a.s) + kinetic(&b.s);
        ck_assert_msg(
            fabs(p1.x - p0.x) < 1e-11 && fabs(p1.y - p0.y) < 1e-11,
            "pair %d (%s): linear momentum is (%.17g, %.17g), expected (%.17g, %.17g) as before",
            it, pair, p1.x, p1.y, p0.x, p0.y);
        ck_assert_msg(fabs(l1 - l0) < 1e-10,
                      "pair %d (%s): angular momentum is %.17g, expected %.17g as before", it, pair,
                      l1, l0);
        if (!friction) {
            ck_assert_msg(k1 <= k0 * (1 + 1e-12) + 1e-12,
                          "pair %d (%s): kinetic energy grew from %.17g to %.17g (e %g)", it, pair,
                          k0, k1, e);
            if (e == 1)
                ck_assert_close(k1, k0, 1e-11);
        }
        resolved += k1 != k0;
        spun += a.s.omega != w0;
    }
    ck_assert_int_gt(resolved, 500); /* the batch really collides */
    ck_assert_int_gt(spun, 500);     /* and really turns things */
}
END_TEST

#if STAGE_NUMBER == 8
/* Stage 8's start: as stage 7 (motion and correction on, minions at
 * y = 70) with the rotations back: top platforms at 180 degrees, the
 * inner platform at -30, minions within +-35 degrees. */
START_TEST(stage8_builtin_rotations_restored)
{
    Game *g = builtin_game(1);
    ck_assert(g->physics.motion);
    ck_assert(g->physics.correction);
    ck_assert_double_eq_tol(g->bounds.items[4].xf.rotation, M_PI, 1e-15);
    ck_assert_double_eq_tol(g->bounds.items[8].xf.rotation, -M_PI / 6, 1e-15);
    bool any = false;
    for (int i = 1; i <= 5; i++) {
        double r = g->objects.items[i].xf.rotation;
        ck_assert(fabs(r) <= deg_to_rad(35));
        any = any || r != 0;
        ck_assert_vec2_approx(g->objects.items[i].xf.position, 10 + 20 * (i - 1), 70);
    }
    ck_assert(any);
    free_game(g);
}
END_TEST
#endif

Suite *test_angular_suite(void)
{
    Suite *s = suite_create("08 angular resolution");
    TCase *tc = tcase_create("angular");
    tcase_add_test(tc, impulse_at_lever_arm_spins);
    tcase_add_test(tc, hit_through_centres_adds_no_spin);
    tcase_add_test(tc, heavier_circle_spins_less);
    tcase_add_test(tc, friction_is_averaged_on_a_hit_through_centres);
    tcase_add_test(tc, off_centre_hits_conserve_momentum_not_energy_gain);
#if STAGE_NUMBER == 8
    tcase_add_test(tc, stage8_builtin_rotations_restored);
#endif
    suite_add_tcase(s, tc);
    return s;
}
