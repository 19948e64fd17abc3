/* test_slop.c - the variant slop_correction: a correction removes 40 %
 * of the part of a depth beyond a slop of 0.05 per pass and leaves
 * overlaps within the slop alone (variants/slop_correction/physics.c).
 * Laws:
 *   1. one correction: depth d > slop becomes slop + 0.6 (d - slop), moved
 *      in inverse proportion to the masses; d <= slop is not touched;
 *   2. a resting overlap settles between 0 and the slop, at the slop,
 *      and is not corrected below it;
 *   3. a resting box jitters less than at stage 8 (measured on
 *      book/scenes/box.scene). */
#include "check_support.h"

#include "game_support.h"
#include "../../02_circle_collisions_and_collision_info/pair_props.h"

/* Circles r 1 at (0,0) (m 1) and (x,0) (m 3): overlap d = 2 - x along
 * n = (1,0).  Beyond the slop by b = d - 0.05, the moves add up to 0.4 b
 * and split 3 : 1 (inverse masses 1 and 1/3):
 *   d = 0.25: b = 0.2, moves 0.08: s1 by -0.06, s2 by +0.02, new d 0.17
 *             = 0.05 + 0.6 * 0.2.
 *   d = 0.05 or 0.03: nothing moves. */
START_TEST(correction_removes_forty_percent_beyond_the_slop)
{
    const double xs[3] = {1.75, 1.95, 1.97};
    const double moves[3] = {0.08, 0.0, 0.0};
    for (int i = 0; i < 3; i++) {
        Body a, b;
        body_circle(&a, 0, 0, 1);
        body_circle(&b, xs[i], 0, 1);
        rigid_shape_set_mass(&b.s, 3.0, vec2(0, 0));
        CollisionInfo info;
        ck_assert_hit(detect_collision(&a.s, &b.s, &info), info);
        positional_correction(&a.s, &b.s, &info, physics_default_settings().correction_rate);
        ck_assert_double_eq_tol(a.xf.position.x, -0.75 * moves[i], 1e-12);
        ck_assert_double_eq_tol(b.xf.position.x, xs[i] + 0.25 * moves[i], 1e-12);
        CollisionInfo after;
        ck_assert_hit(detect_collision(&a.s, &b.s, &after), after);
        double d = 2.0 - xs[i];
        double want = d > 0.05 ? 0.05 + 0.6 * (d - 0.05) : d;
        ck_assert_double_eq_tol(after.depth, want, 1e-12);
    }
    ck_assert_double_eq(physics_default_settings().correction_slop, 0.05);
    ck_assert_double_eq(physics_default_settings().correction_rate, 0.4);
}
END_TEST

/* A circle (book/scenes/rest.scene) and a box (book/scenes/box.scene)
 * resting on the floor: gravity sinks a shape by g dt^2 = 20/3600 = 0.0056
 * an update, the correction takes back 40 % of what lies beyond the slop
 * on each of 15 passes (0.6^15 = 5e-4 of it stays), so from 1 s on the
 * depth after every update lies in [0.9 slop, slop + 1e-5]: above 0, at
 * the slop, never corrected below it.  (Stage 8 leaves 0.2^15 of it:
 * 2e-13.) */
START_TEST(resting_overlap_settles_at_the_slop)
{
    const char *scenes[2] = {"circle 50 7.875 2\nrect 50 4 100 3.75 static\n",
                             "rect 50 8.5 6 4\nrect 50 4 100 3.75 static\n"};
    for (int s = 0; s < 2; s++) {
        Game *g = game_from(scenes[s]);
        for (int k = 1; k <= 300; k++) {
            idle(g, 1);
            TraceRow row;
            game_measure(g, &row);
            if (k < 60)
                continue;
            double slop = physics_default_settings().correction_slop;
            ck_assert_msg(row.max_depth > 0.9 * slop && row.max_depth <= slop + 1e-5,
                          "scene %d, update %d: depth %.17g", s, k, row.max_depth);
        }
        free_game(g);
    }
}
END_TEST

/* book/scenes/box.scene: a 6 x 4 box resting on the floor (m 1, e 0.2,
 * mu 0.8).  Over updates 121..300 (2 s to 5 s), with one contact point
 * per pair the box keeps rocking a little from corner to corner; the
 * mean speed of its centre and the range of its angle measure that.
 * Seen at stage 8: mean speed 0.343, angle range 0.0105 rad (and height
 * range 0.0099).  Seen here: 0.102, 0.0029 rad (0.0050): the box keeps
 * its contact from one update to the next instead of being pushed clear
 * and dropped back.  Asserted: below 0.15 and 0.005 (stage 8 fails both). */
START_TEST(resting_box_jitters_less_than_stage_8)
{
    Game *g = game_from("rect 50 8.5 6 4\nrect 50 4 100 3.75 static\n");
    idle(g, 120);
    double speed = 0.0, rmin = INFINITY, rmax = -INFINITY;
    for (int k = 121; k <= 300; k++) {
        idle(g, 1);
        const RigidShape *s = &g->objects.items[0].shape;
        speed += vec2_length(s->v) / 180.0;
        rmin = fmin(rmin, s->xf->rotation);
        rmax = fmax(rmax, s->xf->rotation);
    }
    ck_assert_msg(speed < 0.15, "mean speed %g", speed);
    ck_assert_msg(rmax - rmin < 0.005, "angle range %g", rmax - rmin);
    free_game(g);
}
END_TEST

Suite *test_slop_suite(void)
{
    Suite *s = suite_create("variant slop_correction");
    TCase *tc = tcase_create("slop");
    tcase_add_test(tc, correction_removes_forty_percent_beyond_the_slop);
    tcase_add_test(tc, resting_overlap_settles_at_the_slop);
    tcase_add_test(tc, resting_box_jitters_less_than_stage_8);
    suite_add_tcase(s, tc);
    return s;
}
