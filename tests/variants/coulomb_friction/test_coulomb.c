/* test_coulomb.c - the variant coulomb_friction: the friction impulse is
 * worked out from the velocities the normal impulse left and clamped to
 * |jt| <= mu jn (variants/coulomb_friction/physics.c).  Three laws:
 *   1. the cone: at every contact the impulse J on the second shape has a
 *      normal part jn >= 0 and a sideways part no larger than mu jn;
 *   2. the slope: a box on a slope at angle theta with friction mu
 *      accelerates downhill at max(0, g (sin theta - mu cos theta)), so it
 *      sticks when tan theta <= mu and slides otherwise (checked on a
 *      sweep of angles, away from the threshold by a degree);
 *   3. energy: with restitution at most 1 and no gravity, the kinetic
 *      energy never grows from one update to the next (on
 *      book/scenes/spinhit.scene, where stage 8 gains 26 %, and on random
 *      scenes). */
#include "check_support.h"

#include "game_support.h"
#include "../../02_circle_collisions_and_collision_info/pair_props.h"

/* ---- 1. the cone ----------------------------------------------------------
 * Random overlapping pairs (pair_props.h's shapes, any kinds), random
 * masses (the first static one time in four), velocities and spins,
 * random frictions and restitutions.  The impulse on s2 is J = m2 dv2
 * (or -m1 dv1 when s2 is static): jn = J . n, jt = |J - jn n|. */
START_TEST(friction_stays_inside_the_cone)
{
    Rng rng;
    rng_seed(&rng, 17);
    int hits = 0, clamped = 0;
    for (int i = 0; i < 4000; i++) {
        Body b1, b2;
        body_random(&b1, &rng, rng_uniform(&rng) < 0.5 ? SHAPE_CIRCLE : SHAPE_RECTANGLE);
        body_random(&b2, &rng, rng_uniform(&rng) < 0.5 ? SHAPE_CIRCLE : SHAPE_RECTANGLE);
        rigid_shape_set_mass(&b1.s, rng_uniform(&rng) < 0.25 ? 0.0 : rand_in(&rng, 0.2, 5),
                             vec2(0, 0));
        rigid_shape_set_mass(&b2.s, rand_in(&rng, 0.2, 5), vec2(0, 0));
        RigidShape *s[2] = {&b1.s, &b2.s};
        for (int k = 0; k < 2; k++) {
            if (s[k]->inv_mass > 0.0) {
                s[k]->v = vec2(rand_in(&rng, -10, 10), rand_in(&rng, -10, 10));
                s[k]->omega = rand_in(&rng, -5, 5);
            }
            s[k]->friction = rng_uniform(&rng);
            s[k]->restitution = rng_uniform(&rng);
        }
        CollisionInfo info;
        if (!detect_collision(&b1.s, &b2.s, &info))
            continue;
        Vec2 v1 = b1.s.v, v2 = b2.s.v;
        resolve_collision(&b1.s, &b2.s, &info);
        Vec2 J = vec2_scale(vec2_sub(b2.s.v, v2), rigid_shape_mass(&b2.s));
        (void)v1;
        double jn = vec2_dot(J, info.normal);
        double jt = vec2_length(vec2_sub(J, vec2_scale(info.normal, jn)));
        double mu = (b1.s.friction + b2.s.friction) / 2.0;
        double scale = 1.0 + vec2_length(J);
        ck_assert_msg(jn >= -1e-12 * scale, "pair %d: jn = %g", i, jn);
        ck_assert_msg(jt <= mu * jn + 1e-12 * scale, "pair %d: |jt| = %.17g > mu jn = %.17g", i, jt,
                      mu * jn);
        hits += jn > 0.0;
        clamped += jn > 0.0 && jt > mu * jn - 1e-9 * scale;
    }
    /* Both kinds of contact were met: sticking ones and sliding ones. */
    ck_assert_int_gt(hits, 500);
    ck_assert_int_gt(clamped, 100);
    ck_assert_int_gt(hits - clamped, 100);
}
END_TEST

/* ---- 2. the slope ---------------------------------------------------------
 * A 4 x 2 box laid on a 200 x 3 static slope turned by -theta (both with
 * friction mu, restitution 0, the box 0.0005 above the surface and 70
 * uphill of the middle, so that it stays on the slope for 3.5 s).  Along
 * the slope, gravity pulls with g sin theta and the floor pushes with
 * N = m g cos theta; Coulomb's law lets friction hold up to mu N, so
 *   a = g (sin theta - mu cos theta)  when tan theta > mu,  else a = 0.
 * The box's distance downhill s(t) is read every half second up to
 * 3.5 s; from t = 0.5 s on, the second differences
 * s(t+h) - 2 s(t) + s(t-h) are a h^2 (h = 0.5 s).  With one
 * contact point per pair a resting box rocks from corner to corner and
 * walks down at a steady speed (0.1 to 0.4 units/s, about three times
 * g sin theta dt); that speed does not grow, so a sticking box still has
 * a = 0.  Seen (mu = 0.5, threshold 26.57 degrees, with 1 s readings):
 * a = 0.000 +- 0.002 up to 26.5 degrees, 0.170 at 27 (0.170 predicted),
 * 0.364 at 27.5 (0.365), 0.560 at 28 (0.560).  Asserted: within
 * 0.02 + 3 % of the prediction. */
static Game *box_on_slope(double theta_deg, double mu)
{
    double t = deg_to_rad(theta_deg), d = 1.5 + 1.0 + 0.0005;
    char text[256];
    snprintf(text, sizeof text,
             "rect %.17g %.17g 4 2 rot=%.17g friction=%g restitution=0\n"
             "rect 50 40 200 3 rot=%.17g static friction=%g restitution=0\n",
             50.0 + d * sin(t) - 70.0 * cos(t), 40.0 + d * cos(t) + 70.0 * sin(t), -theta_deg, mu,
             -theta_deg, mu);
    return game_from(text);
}

static double slope_acceleration(double theta_deg, double mu)
{
    Game *g = box_on_slope(theta_deg, mu);
    double t = deg_to_rad(theta_deg);
    Vec2 downhill = vec2(cos(t), -sin(t));
    Vec2 p0 = g->objects.items[0].xf.position;
    double s[7];
    for (int k = 0; k < 7; k++) {
        idle(g, 30);
        s[k] = vec2_dot(vec2_sub(g->objects.items[0].xf.position, p0), downhill);
    }
    free_game(g);
    /* the mean of the second differences over t = 1..3.5 s, over (0.5 s)^2 */
    double sum = 0.0;
    for (int k = 2; k < 7; k++)
        sum += s[k] - 2.0 * s[k - 1] + s[k - 2];
    return sum / 5.0 / 0.25;
}

START_TEST(slope_sticks_below_and_slides_above_the_friction_angle)
{
    const double mus[2] = {0.5, 0.3};
    for (int m = 0; m < 2; m++) {
        double mu = mus[m], threshold = rad_to_deg(atan(mu));
        for (double th = 8.0; th <= 44.0; th += 2.0) {
            if (fabs(th - threshold) < 1.0)
                continue;
            double t = deg_to_rad(th);
            double want = tan(t) > mu ? 20.0 * (sin(t) - mu * cos(t)) : 0.0;
            double a = slope_acceleration(th, mu);
            ck_assert_msg(fabs(a - want) <= 0.02 + 0.03 * want,
                          "mu %g, theta %g: a = %g, Coulomb says %g", mu, th, a, want);
        }
        /* and right next to the threshold, a degree either side */
        ck_assert(fabs(slope_acceleration(threshold - 1.0, mu)) <= 0.02);
        double t = deg_to_rad(threshold + 1.0);
        double want = 20.0 * (sin(t) - mu * cos(t));
        ck_assert(fabs(slope_acceleration(threshold + 1.0, mu) - want) <= 0.02 + 0.03 * want);
    }
}
END_TEST

/* ---- 3. energy ------------------------------------------------------------
 * With gravity 0 the potential energy is 0 and only impulses change the
 * kinetic energy (the correction moves shapes, not velocities).  Each of
 * the two impulses of a contact removes energy (physics.c), so the energy
 * of one update is at most that of the one before, up to rounding. */
static void assert_energy_never_grows(Game *g, int updates, const char *what)
{
    TraceRow row;
    game_measure(g, &row);
    double before = row.energy, first = row.energy;
    for (int k = 1; k <= updates; k++) {
        idle(g, 1);
        game_measure(g, &row);
        ck_assert_msg(row.energy <= before + 1e-12 * (1.0 + first),
                      "%s, update %d: energy %.17g after %.17g", what, k, row.energy, before);
        before = row.energy;
    }
}

/* book/scenes/spinhit.scene: a spinning 8 x 5 box (m 3, e 1, mu 0.8)
 * thrown at a static floor with no gravity.  Stage 8 ends with 26 % more
 * energy than it started with (1918 -> 2412); here it must lose some
 * (seen: 1918 -> 1878, 2 % lost). */
START_TEST(spinhit_loses_energy)
{
    static Scene scene;
    Error err;
    ck_assert_msg(scene_load_file(&scene, "book/scenes/spinhit.scene", &err), "%s", err.message);
    Game *g = calloc(1, sizeof *g);
    ck_assert_ptr_nonnull(g);
    game_init(g, &scene, GAME_SEED);
    TraceRow row;
    game_measure(g, &row);
    double start = row.energy;
    assert_energy_never_grows(g, 300, "spinhit");
    game_measure(g, &row);
    ck_assert_msg(row.energy < start, "energy %g, started with %g", row.energy, start);
    free_game(g);
    scene_free(&scene);
}
END_TEST

/* Random scenes: a closed room of four static walls (random restitution
 * and friction in [0, 1]) and 12 random circles and boxes thrown in with
 * random velocities and spins, no gravity. */
START_TEST(random_scenes_never_gain_energy)
{
    Rng rng;
    rng_seed(&rng, 2024);
    for (int scene = 0; scene < 12; scene++) {
        char text[4096];
        int n = snprintf(text, sizeof text, "gravity 0 0\n");
        for (int i = 0; i < 12; i++) {
            double x = 20 + 60 * rng_uniform(&rng), y = 15 + 50 * rng_uniform(&rng);
            double vx = -30 + 60 * rng_uniform(&rng), vy = -30 + 60 * rng_uniform(&rng);
            double spin = -10 + 20 * rng_uniform(&rng);
            double mu = rng_uniform(&rng), e = rng_uniform(&rng);
            if (rng_uniform(&rng) < 0.5)
                n += snprintf(
                    text + n, sizeof text - n,
                    "circle %.6f %.6f %.6f vel=%.6f,%.6f spin=%.6f friction=%.6f restitution=%.6f\n",
                    x, y, 1 + 3 * rng_uniform(&rng), vx, vy, spin, mu, e);
            else
                n += snprintf(
                    text + n, sizeof text - n,
                    "rect %.6f %.6f %.6f %.6f rot=%.6f vel=%.6f,%.6f spin=%.6f friction=%.6f restitution=%.6f\n",
                    x, y, 1 + 6 * rng_uniform(&rng), 1 + 6 * rng_uniform(&rng),
                    360 * rng_uniform(&rng), vx, vy, spin, mu, e);
        }
        n += snprintf(text + n, sizeof text - n,
                      "rect 50 2 100 4 static restitution=%.6f friction=%.6f\n"
                      "rect 50 78 100 4 static restitution=%.6f friction=%.6f\n"
                      "rect 2 40 4 80 static restitution=%.6f friction=%.6f\n"
                      "rect 98 40 4 80 static restitution=%.6f friction=%.6f\n",
                      rng_uniform(&rng), rng_uniform(&rng), rng_uniform(&rng), rng_uniform(&rng),
                      rng_uniform(&rng), rng_uniform(&rng), rng_uniform(&rng), rng_uniform(&rng));
        ck_assert(n < (int)sizeof text);
        Game *g = game_from(text);
        char what[32];
        snprintf(what, sizeof what, "random scene %d", scene);
        assert_energy_never_grows(g, 240, what);
        free_game(g);
    }
}
END_TEST

/* What replaces stage 8's box_dropped_on_floor_settles: the box lands and
 * stays where it landed (level, at y = 1, not drifting), though with one
 * contact point it keeps pivoting from corner to corner at about g dt. */
START_TEST(box_dropped_on_floor_stays_put)
{
    Game *g = game_from("rect 0 6 4 2\nrect 0 -1 40 2 static\n");
    idle(g, 119);
    double x0 = g->objects.items[0].xf.position.x;
    for (int k = 120; k <= 300; k++) {
        idle(g, 1);
        const GameObject *box = &g->objects.items[0];
        TraceRow row;
        game_measure(g, &row);
        ck_assert_msg(row.max_depth < 1e-3, "update %d: depth %g", k, row.max_depth);
        ck_assert_double_eq_tol(box->xf.position.y, 1, 1e-2);
        ck_assert_double_eq_tol(box->xf.position.x, x0, 1e-2);
        ck_assert_msg(fabs(box->xf.rotation) < 0.01, "update %d: rotation %g", k, box->xf.rotation);
    }
    free_game(g);
}
END_TEST

Suite *test_coulomb_suite(void)
{
    Suite *s = suite_create("variant coulomb_friction");
    TCase *tc = tcase_create("coulomb");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, friction_stays_inside_the_cone);
    tcase_add_test(tc, slope_sticks_below_and_slides_above_the_friction_angle);
    tcase_add_test(tc, spinhit_loses_energy);
    tcase_add_test(tc, random_scenes_never_gain_energy);
    tcase_add_test(tc, box_dropped_on_floor_stays_put);
    suite_add_tcase(s, tc);
    return s;
}
