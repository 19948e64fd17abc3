/* test_correction_steps.c - stage 6's correction one function at a time:
 * positional_correction on its own, collide_shape with the settings, and
 * process_obj_to_set with its relaxation passes, each worked by hand.
 * Every shape is at rest, so the later stages' impulses change nothing. */
#include "check_support.h"

#include "game_support.h"

typedef struct Lone {
    Transform xf;
    RigidShape s;
} Lone;

static void lone_circle(Lone *b, double x, double y, double r, double m)
{
    b->xf = (Transform){.position = {x, y}, .size = {2 * r, 2 * r}};
    rigid_circle_init(&b->s, &b->xf, r);
    rigid_shape_set_mass(&b->s, m, vec2(0, -20));
}

/* Equal masses share the move equally: circles r 1 at x = 0 and 1.5, m 1
 * each, depth 0.5 along (1,0): k = 0.5 / (1 + 1) * 0.8 = 0.2, so s1 goes
 * to -0.2 and s2 to 1.7, and 0.1 of the overlap is left. */
START_TEST(correction_of_equal_masses)
{
    Lone a, b;
    lone_circle(&a, 0, 0, 1, 1);
    lone_circle(&b, 1.5, 0, 1, 1);
    CollisionInfo info;
    collision_info_set(&info, 0.5, vec2(1, 0), vec2(0.5, 0));
    positional_correction(&a.s, &b.s, &info, 0.8);
    ck_assert_close(a.xf.position.x, -0.2, 1e-15);
    ck_assert_close(b.xf.position.x, 1.7, 1e-15);
    ck_assert_close(a.xf.position.y, 0, 1e-15);
    ck_assert_close(b.xf.position.y, 0, 1e-15);
}
END_TEST

/* collide_shape with correction on: it detects the pair (depth 0.5 along
 * (1,0) for m 1 at x = 0 and m 3 at x = 1.5), records the info as found,
 * and corrects by the settings' rate: k = 0.5 / (4/3) * 0.8 = 0.3, s1 to
 * -0.3, s2 to 1.6.  With correction off it records the pair and moves
 * nothing. */
START_TEST(collide_shape_corrects_by_the_settings)
{
    Lone a, b;
    lone_circle(&a, 0, 0, 1, 1);
    lone_circle(&b, 1.5, 0, 1, 3);
    PhysicsSettings ps = physics_default_settings();
    ps.motion = false;
    static CollisionList infos;
    collision_list_clear(&infos);
    ck_assert(collide_shape(&a.s, &b.s, &ps, &infos));
    ck_assert_int_eq(infos.count, 1);
    ck_assert_close(infos.items[0].depth, 0.5, 1e-15);
    ck_assert_close(a.xf.position.x, -0.3, 1e-15);
    ck_assert_close(b.xf.position.x, 1.6, 1e-15);
    lone_circle(&a, 0, 0, 1, 1);
    lone_circle(&b, 1.5, 0, 1, 3);
    ps.correction = false;
    ck_assert(collide_shape(&a.s, &b.s, &ps, &infos));
    ck_assert_int_eq(infos.count, 2);
    ck_assert_close(a.xf.position.x, 0, 1e-15);
    ck_assert_close(b.xf.position.x, 1.5, 1e-15);
}
END_TEST

/* collide_shape corrects by the rate the settings hold, not the
 * chapter's: the pair above at rate 0.5 gives k = 0.5 / (4/3) * 0.5 =
 * 0.1875, so s1 goes to -0.1875 and s2 to 1.5 + 0.1875 / 3 = 1.5625,
 * half the overlap left (0.25 deep); at rate 1 k = 0.375, s1 to -0.375,
 * s2 to 1.625: the circles just touch. */
START_TEST(collide_shape_corrects_by_a_rate_of_its_own)
{
    Lone a, b;
    lone_circle(&a, 0, 0, 1, 1);
    lone_circle(&b, 1.5, 0, 1, 3);
    PhysicsSettings ps = physics_default_settings();
    ps.motion = false;
    ps.correction_rate = 0.5;
    ck_assert(collide_shape(&a.s, &b.s, &ps, NULL));
    ck_assert_close(a.xf.position.x, -0.1875, 1e-15);
    ck_assert_close(b.xf.position.x, 1.5625, 1e-15);
    lone_circle(&a, 0, 0, 1, 1);
    lone_circle(&b, 1.5, 0, 1, 3);
    ps.correction_rate = 1;
    ck_assert(collide_shape(&a.s, &b.s, &ps, NULL));
    ck_assert_close(a.xf.position.x, -0.375, 1e-15);
    ck_assert_close(b.xf.position.x, 1.625, 1e-15);
}
END_TEST

/* process_obj_to_set: s, a circle r 1 of mass 1 at the origin, between
 * two static circles r 1 at x = 1.5 and x = -1.5.  One pass meets them in
 * set order:
 *   right: depth 0.5, s moves -0.8 * 0.5 = -0.4 to -0.4;
 *   left:  now 1.1 apart, depth 0.9, s moves +0.72 to 0.32.
 * A second pass (relaxation 2) meets them again:
 *   right: 1.18 apart, depth 0.82, s to 0.32 - 0.656 = -0.336;
 *   left:  1.164 apart, depth 0.836, s to -0.336 + 0.6688 = 0.3328.
 * Four infos, the depths in that order; the statics never move. */
START_TEST(obj_to_set_passes_meet_every_shape)
{
    Lone s, right, left;
    lone_circle(&s, 0, 0, 1, 1);
    lone_circle(&right, 1.5, 0, 1, 0);
    lone_circle(&left, -1.5, 0, 1, 0);
    ShapeSet set = {0};
    shape_set_add(&set, &right.s);
    shape_set_add(&set, &left.s);
    PhysicsSettings ps = physics_default_settings();
    ps.motion = false;
    ps.relaxation = 1;
    static CollisionList infos;
    collision_list_clear(&infos);
    ck_assert(process_obj_to_set(&s.s, &set, &ps, &infos));
    ck_assert_int_eq(infos.count, 2);
    ck_assert_close(infos.items[0].depth, 0.5, 1e-12);
    ck_assert_close(infos.items[1].depth, 0.9, 1e-12);
    ck_assert_close(s.xf.position.x, 0.32, 1e-12);
    lone_circle(&s, 0, 0, 1, 1);
    ps.relaxation = 2;
    collision_list_clear(&infos);
    ck_assert(process_obj_to_set(&s.s, &set, &ps, &infos));
    ck_assert_int_eq(infos.count, 4);
    const double depths[] = {0.5, 0.9, 0.82, 0.836};
    for (int k = 0; k < 4; k++)
        ck_assert_close(infos.items[k].depth, depths[k], 1e-12);
    ck_assert_close(s.xf.position.x, 0.3328, 1e-12);
    ck_assert_double_eq(right.xf.position.x, 1.5);
    ck_assert_double_eq(left.xf.position.x, -1.5);
    shape_set_free(&set);
}
END_TEST

Suite *test_correction_steps_suite(void)
{
    Suite *s = suite_create("06 the correction's steps");
    TCase *tc = tcase_create("steps");
    tcase_add_test(tc, correction_of_equal_masses);
    tcase_add_test(tc, collide_shape_corrects_by_the_settings);
    tcase_add_test(tc, collide_shape_corrects_by_a_rate_of_its_own);
    tcase_add_test(tc, obj_to_set_passes_meet_every_shape);
    suite_add_tcase(s, tc);
    return s;
}
