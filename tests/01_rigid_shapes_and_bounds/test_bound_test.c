/* Stage 1 on: the broad phase's fast test gives the answer of the plain
 * one, |ca - cb| > ra + rb with the distance rounded, bit for bit.  The
 * cases that matter are the ties: pairs whose centres are within a few
 * units in the last place of touching, where only the square root can
 * tell; rigid_shape.h derives why the fast paths never decide those. */
#include "check_support.h"

#include <float.h>

#include "game_support.h"

/* The chapter's test, as the stages wrote it before. */
static bool plain_touch(Vec2 ca, double ra, Vec2 cb, double rb)
{
    return !(vec2_distance(ca, cb) > ra + rb);
}

/* rb such that ra + rb lands k units in the last place away from the
 * rounded distance: the hardest cases for the fast paths. */
static double tie_radius(double dist, double ra, int k)
{
    double r = dist;
    for (int s = 0; s < (k < 0 ? -k : k); s++)
        r = nextafter(r, k < 0 ? 0.0 : DBL_MAX);
    return r - ra;
}

START_TEST(ties_agree_with_the_square_root)
{
    Rng rng;
    rng_seed(&rng, 2024);
    int touching = 0, apart = 0;
    for (int n = 0; n < 200000; n++) {
        double scale = pow(10.0, 4.0 * rng_uniform(&rng) - 2.0); /* 0.01 .. 100 */
        Vec2 ca = vec2(scale * (rng_uniform(&rng) - 0.5) * 100,
                       scale * (rng_uniform(&rng) - 0.5) * 100);
        Vec2 cb = vec2(ca.x + scale * (rng_uniform(&rng) - 0.5),
                       ca.y + scale * (rng_uniform(&rng) - 0.5));
        double dist = vec2_distance(ca, cb);
        double ra = dist * rng_uniform(&rng);
        double rb = tie_radius(dist, ra, (int)(rng_uniform(&rng) * 9.0) - 4);
        bool fast = bound_circles_touch(ca, ra, cb, rb), plain = plain_touch(ca, ra, cb, rb);
        ck_assert_msg(fast == plain,
                      "ca (%.17g, %.17g) ra %.17g cb (%.17g, %.17g) rb %.17g: fast %d plain %d",
                      ca.x, ca.y, ra, cb.x, cb.y, rb, fast, plain);
        touching += plain;
        apart += !plain;
    }
    /* the sweep really straddles the edge */
    ck_assert_int_gt(touching, 50000);
    ck_assert_int_gt(apart, 50000);
}
END_TEST

/* Far from the edge, the hand values: centres 5 apart (3-4-5), radii
 * 2 + 2.9 = 4.9 apart, 2 + 3 = 5 touching (counts as overlapping),
 * 2 + 3.1 overlapping. */
START_TEST(hand_values)
{
    ck_assert(!bound_circles_touch(vec2(0, 0), 2, vec2(3, 4), 2.9));
    ck_assert(bound_circles_touch(vec2(0, 0), 2, vec2(3, 4), 3));
    ck_assert(bound_circles_touch(vec2(0, 0), 2, vec2(3, 4), 3.1));
}
END_TEST

Suite *test_bound_test_suite(void)
{
    Suite *s = suite_create("01 bound test");
    TCase *tc = tcase_create("bound test");
    tcase_add_test(tc, ties_agree_with_the_square_root);
    tcase_add_test(tc, hand_values);
    suite_add_tcase(s, tc);
    return s;
}
