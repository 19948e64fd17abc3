/* test_relaxation_passes.c - the built-in scene's physics relaxes every
 * process call over the chapter's 15 passes at a correction rate of 0.8.
 *
 * Two dynamic 2 x 2 boxes, mass 1 each, one on top of the other 1 deep
 * (centres (0,0) and (0,1)): the overlap is 1 along y (2 along x).  Each
 * pass moves the pair apart by 0.8 of the depth (0.4 each, equal
 * masses), so the depth after pass k is 0.2^k, still positive: every pass
 * detects the pair once, 15 infos, and what is left is 0.2^15 =
 * 3.2768e-11.  Both boxes are at rest, so the impulses of stages 7-8 are
 * zero and change nothing.  (Stage 6's built-in scene starts with the
 * correction off, P turns it on; the passes and the rate are the same.) */
#include "check_support.h"

#include <math.h>

#include "game_support.h"
#include "../02_circle_collisions_and_collision_info/pair_props.h"

START_TEST(builtin_scene_relaxes_15_passes_at_rate_0_8)
{
    Game *g = builtin_game(1);
    ck_assert_int_eq(g->physics.relaxation, 15);
    PhysicsSettings ps = g->physics;
#if STAGE_NUMBER == 6
    ck_assert(!ps.correction);
    ps.correction = true;
#else
    ck_assert(ps.correction);
#endif
    Body a, b;
    body_rect(&a, 0, 0, 2, 2, 0);
    body_rect(&b, 0, 1, 2, 2, 0);
    ShapeSet set = {0};
    shape_set_add(&set, &a.s);
    shape_set_add(&set, &b.s);
    CollisionList infos = {0};
    ck_assert(process_set(&set, &ps, &infos));
    ck_assert_int_eq(infos.count, 15);
    /* the overlap left: 2 - (b.y - a.y) */
    double left = 2.0 - (rigid_shape_centre(&b.s).y - rigid_shape_centre(&a.s).y);
    ck_assert_double_eq_tol(left, pow(0.2, 15), 1e-15);
    /* the centre of mass stays at y = 0.5 (equal and opposite moves) */
    ck_assert_double_eq_tol((a.xf.position.y + b.xf.position.y) / 2.0, 0.5, 1e-15);
    collision_list_free(&infos);
    shape_set_free(&set);
    free_game(g);
}
END_TEST

/* Without settings (NULL) the physics only detects, in one pass: the same
 * overlapping pair gives one info and moves nowhere. */
START_TEST(without_settings_one_pass_detects_only)
{
    Body a, b;
    body_rect(&a, 0, 0, 2, 2, 0);
    body_rect(&b, 0, 1, 2, 2, 0);
    ShapeSet set = {0};
    shape_set_add(&set, &a.s);
    shape_set_add(&set, &b.s);
    CollisionList infos = {0};
    ck_assert(process_set(&set, NULL, &infos));
    ck_assert_int_eq(infos.count, 1);
    ck_assert_double_eq(b.xf.position.y - a.xf.position.y, 1.0);
    collision_list_free(&infos);
    shape_set_free(&set);
}
END_TEST

/* The chapter's defaults for a new physics system: gravity (0,-20),
 * motion and correction on, 15 relaxation passes, 80 % of the overlap
 * removed per correction.  A box dropped into a static floor under them
 * falls (motion) and is pushed out (correction): one world_step from
 * rest with the box 0.5 deep moves it down by g dt^2 = 20/3600 and then up
 * by nearly all of its depth, so it ends higher than it started. */
START_TEST(default_settings_move_and_correct)
{
    PhysicsSettings ps = physics_default_settings();
    ck_assert_vec2_approx(ps.gravity, 0, -20);
    ck_assert(ps.motion);
    ck_assert(ps.correction);
    ck_assert_int_eq(ps.relaxation, 15);
    ck_assert_double_eq(ps.correction_rate, 0.8);
    Body floor, box;
    body_rect(&floor, 0, -1, 10, 2, 0);
    rigid_shape_set_mass(&floor.s, 0.0, ps.gravity);
    body_rect(&box, 0, 0.5, 2, 2, 0);
    rigid_shape_set_mass(&box.s, 1.0, ps.gravity);
    ShapeSet objects = {0}, bounds = {0};
    shape_set_add(&objects, &box.s);
    shape_set_add(&bounds, &floor.s);
    CollisionList infos = {0};
    world_step(&objects, &bounds, &ps, NULL, NULL, &infos);
    ck_assert(box.s.v.y != 0.0 || box.xf.position.y != 0.5);
    ck_assert(box.xf.position.y > 0.5);
    collision_list_free(&infos);
    shape_set_free(&objects);
    shape_set_free(&bounds);
}
END_TEST

Suite *test_relaxation_passes_suite(void)
{
    Suite *s = suite_create("06 relaxation passes of the built-in scene");
    TCase *tc = tcase_create("relaxation");
    tcase_add_test(tc, builtin_scene_relaxes_15_passes_at_rate_0_8);
    tcase_add_test(tc, without_settings_one_pass_detects_only);
    tcase_add_test(tc, default_settings_move_and_correct);
    suite_add_tcase(s, tc);
    return s;
}
