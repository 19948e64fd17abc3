/* test_contact_laws.c - Newton's law of restitution at the contact point,
 * checked on every contact of 4000 seeded random off-centre pairs, with
 * the lever arms read from what the impulse did (never from the code's
 * own contact point).
 *
 * Without friction the impulse on s2 is J = jn n (and -J on s1), so
 *   jn = m2 (v2' - v2) . n,  and J x n = 0;
 *   omega2' - omega2 = (r2 x n) jn / I2  gives  a2 = r2 x n,
 *   omega1' - omega1 = -(r1 x n) jn / I1 gives  a1 = r1 x n.
 * Both arms end at one point p, r1 - r2 = c2 - c1, so a1 - a2 must equal
 * (c2 - c1) x n.  The normal velocity of the contact points is
 *   vn = (v2 - v1) . n + omega2 a2 - omega1 a1
 * (omega x r = (-omega r.y, omega r.x), whose dot with n is omega (r x n));
 * it depends on p only through a1 and a2, since moving p along n changes
 * neither.  The chapter's rule asks vn' = -e vn for an approaching pair
 * (vn < 0) and leaves a separating one (vn > 0) alone, and then the
 * kinetic energy cannot grow for e <= 1: the normal impulse alone takes
 * away (1 - e^2) vn^2 / (2 k(n)) >= 0.
 * With friction the two impulses are worked out each on its own: the
 * tangential impulse changes vn too (through the cross terms
 * (r x n)(r x t)/I), so vn' = -e vn no longer holds exactly and neither
 * does any bound on vn' of fixed sign.  What still holds is that the
 * impulses are equal and opposite and that J pushes: J . n = jn =
 * -(1 + e) vn / k(n) >= 0 for vn <= 0 (t is perpendicular to n). */
#include "check_support.h"

#include <math.h>

#include "game_support.h"
#include "rng.h"

typedef struct Lone {
    Transform xf;
    RigidShape s;
} Lone;

static void lone_random(Lone *b, Rng *rng, double x, double y)
{
    double m = 0.2 + 5 * rng_uniform(rng);
    if (rng_uniform(rng) < 0.5) {
        double w = 0.5 + 3 * rng_uniform(rng), h = 0.5 + 3 * rng_uniform(rng);
        b->xf = (Transform){.position = {x, y},
                            .size = {w, h},
                            .rotation = 6.28 * rng_uniform(rng)};
        rigid_rectangle_init(&b->s, &b->xf, w, h);
    } else {
        double r = 0.3 + 2 * rng_uniform(rng);
        b->xf = (Transform){.position = {x, y}, .size = {2 * r, 2 * r}};
        rigid_circle_init(&b->s, &b->xf, r);
    }
    rigid_shape_set_mass(&b->s, m, vec2(0, -20));
    b->s.v = vec2(10 * rng_uniform(rng) - 5, 10 * rng_uniform(rng) - 5);
    b->s.omega = 6 * rng_uniform(rng) - 3;
}

static double kinetic(const RigidShape *s)
{
    return 0.5 * rigid_shape_mass(s) * vec2_dot(s->v, s->v)
        + 0.5 * rigid_shape_inertia(s) * s->omega * s->omega;
}

/* The pair as a line for the stage's probe, and the bodies' motion, for
 * the message of a failure. */
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

/* |x - want| within tol of the scale of the numbers involved; reported at
 * the caller's line with the pair. */
#define assert_near(x, want, scale, what, it, pair) \
    assert_near_at(HERE, (x), (want), (scale), (what), (it), (pair))
static void assert_near_at(Where w, double x, double want, double scale, const char *what, int it,
                           const char *pair)
{
    ck_assert_at(w, fabs(x - want) <= 1e-9 * (1.0 + scale),
                 "pair %d (%s): %s is %.17g, expected %.17g", it, pair, what, x, want);
}

START_TEST(restitution_law_at_the_contact_point)
{
    Rng rng;
    rng_seed(&rng, 1312);
    int approaching = 0, spun = 0, with_friction = 0;
    for (int it = 0; it < 4000; it++) {
        Lone a, b;
        lone_random(&a, &rng, 0, 0);
        lone_random(&b, &rng, 4 * rng_uniform(&rng) - 2, 4 * rng_uniform(&rng) - 2);
        const double es[] = {0, 0.3, 1};
        double e = es[it % 3];
        bool friction = it % 2 == 1;
        a.s.restitution = b.s.restitution = e;
        a.s.friction = b.s.friction = friction ? 0.1 + 0.9 * rng_uniform(&rng) : 0.0;
        CollisionInfo info;
        if (!detect_collision(&a.s, &b.s, &info))
            continue;
        const RigidShape s1 = a.s, s2 = b.s; /* before */
        char pair[700];
        pair_text(pair, sizeof pair, &a, &b);
        resolve_collision(&a.s, &b.s, &info);
        Vec2 n = info.normal;
        double m1 = rigid_shape_mass(&s1), m2 = rigid_shape_mass(&s2);
        Vec2 j = vec2_scale(vec2_sub(b.s.v, s2.v), m2);
        Vec2 j1 = vec2_scale(vec2_sub(a.s.v, s1.v), m1);
        double scale = 1.0 + vec2_length(j) * 10;
        /* equal and opposite */
        assert_near(j.x, -j1.x, scale, "J.x + J1.x", it, pair);
        assert_near(j.y, -j1.y, scale, "J.y + J1.y", it, pair);
        double jn = vec2_dot(j, n);
        if (vec2_length(j) == 0.0)
            continue; /* separating, or sliding free at vn = 0: nothing to check */
        ck_assert_msg(jn >= -1e-12, "pair %d (%s): the impulse pulls: J.n is %g, expected >= 0", it,
                      pair, jn);
        if (friction) {
            with_friction++;
            continue;
        }
        ck_assert_msg(fabs(vec2_cross(j, n)) <= 1e-9 * scale,
                      "pair %d (%s): J x n is %g, expected 0 (J along n)", it, pair,
                      vec2_cross(j, n));
        double a2 = (b.s.omega - s2.omega) * rigid_shape_inertia(&s2) / jn;
        double a1 = -(a.s.omega - s1.omega) * rigid_shape_inertia(&s1) / jn;
        Vec2 d = vec2_sub(rigid_shape_centre(&s2), rigid_shape_centre(&s1));
        assert_near(a1 - a2, vec2_cross(d, n), 10 * vec2_length(d), "a1 - a2", it, pair);
        double vn0 = vec2_dot(vec2_sub(s2.v, s1.v), n) + s2.omega * a2 - s1.omega * a1;
        double vn1 = vec2_dot(vec2_sub(b.s.v, a.s.v), n) + b.s.omega * a2 - a.s.omega * a1;
        ck_assert_msg(vn0 <= 1e-12,
                      "pair %d (%s): resolved a separating pair: vn is %g, expected <= 0", it, pair,
                      vn0);
        assert_near(vn1, -e * vn0, 10 * (fabs(vn0) + fabs(a1) + fabs(a2)), "vn'", it, pair);
        double k0 = kinetic(&s1) + kinetic(&s2), k1 = kinetic(&a.s) + kinetic(&b.s);
        ck_assert_msg(k1 <= k0 * (1 + 1e-12) + 1e-12,
                      "pair %d (%s): kinetic energy grew from %.17g to %.17g", it, pair, k0, k1);
        approaching++;
        spun += a1 != 0.0 || a2 != 0.0;
    }
    ck_assert_int_gt(approaching, 300);
    ck_assert_int_gt(spun, 300);
    ck_assert_int_gt(with_friction, 300);
}
END_TEST

Suite *test_contact_laws_suite(void)
{
    Suite *s = suite_create("08 contact laws");
    TCase *tc = tcase_create("laws");
    tcase_add_test(tc, restitution_law_at_the_contact_point);
    suite_add_tcase(s, tc);
    return s;
}
