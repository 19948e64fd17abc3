/* Stage 6: positional correction and the relaxation loop.  Every scene
 * here has motion off and bodies at rest, so the later stages' impulses
 * (which need an approach velocity) change nothing. */
#include "check_support.h"

#include "game_support.h"

/* A shape with its own transform, outside any game. */
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

static double depth_now(const Game *g)
{
    TraceRow row;
    game_measure(g, &row);
    return row.max_depth;
}

/* Circles of radius 1 at x = 0 (m 1) and x = 1.5 (m 3): depth 0.5 along
 * n = (1,0).  k = 0.5 / (1 + 1/3) * 0.8 = 0.3; s1 moves by -k * 1 = -0.3,
 * s2 by +k / 3 = +0.1: the overlap is now 0.1 = 0.2 * 0.5 and the centre
 * of mass (1 * 0 + 3 * 1.5) / 4 = 1.125 = (1 * -0.3 + 3 * 1.6) / 4 stays. */
START_TEST(correction_splits_by_inverse_mass)
{
    Lone a, b;
    lone_circle(&a, 0, 0, 1, 1);
    lone_circle(&b, 1.5, 0, 1, 3);
    CollisionInfo info;
    ck_assert_hit(detect_collision(&a.s, &b.s, &info), info);
    ck_assert_approx(info.depth, 0.5);
    positional_correction(&a.s, &b.s, &info, 0.8);
    ck_assert_vec2_approx(a.xf.position, -0.3, 0);
    ck_assert_vec2_approx(b.xf.position, 1.6, 0);
    ck_assert_hit(detect_collision(&a.s, &b.s, &info), info);
    ck_assert_approx(info.depth, 0.1);
    ck_assert_approx((1 * a.xf.position.x + 3 * b.xf.position.x) / 4, 1.125);
}
END_TEST

/* Against a static shape (im1 = 0) the whole 80 % is the dynamic one's:
 * k = 0.5 / 1 * 0.8, s2 moves by 0.4, the static s1 not at all. */
START_TEST(static_shape_never_moves)
{
    Lone a, b;
    lone_circle(&a, 0, 0, 1, 0);
    lone_circle(&b, 1.5, 0, 1, 1);
    CollisionInfo info;
    ck_assert_hit(detect_collision(&a.s, &b.s, &info), info);
    positional_correction(&a.s, &b.s, &info, 0.8);
    ck_assert_double_eq(a.xf.position.x, 0);
    ck_assert_double_eq(a.xf.position.y, 0);
    ck_assert_vec2_approx(b.xf.position, 1.9, 0);
}
END_TEST

/* The static shape second (im2 = 0): k = 0.5 / 1 * 0.8 = 0.4 is the
 * dynamic s1's alone, which moves 0.4 against the normal (1, 0), from
 * x = 0 to -0.4; the static s2 stays at 1.5. */
START_TEST(static_second_shape_never_moves)
{
    Lone a, b;
    lone_circle(&a, 0, 0, 1, 1);
    lone_circle(&b, 1.5, 0, 1, 0);
    CollisionInfo info;
    ck_assert_hit(detect_collision(&a.s, &b.s, &info), info);
    positional_correction(&a.s, &b.s, &info, 0.8);
    ck_assert_vec2_approx(a.xf.position, -0.4, 0);
    ck_assert_double_eq(b.xf.position.x, 1.5);
    ck_assert_double_eq(b.xf.position.y, 0);
}
END_TEST

/* positional_correction is public: called on two static circles 0.5
 * deep (im1 + im2 = 0, where the share k would be 0/0) it moves neither,
 * instead of writing NaN into their positions. */
START_TEST(static_pair_is_not_corrected)
{
    Lone a, b;
    lone_circle(&a, 0, 0, 1, 0);
    lone_circle(&b, 1.5, 0, 1, 0);
    CollisionInfo info;
    ck_assert_hit(detect_collision(&a.s, &b.s, &info), info);
    positional_correction(&a.s, &b.s, &info, 0.8);
    ck_assert_double_eq(a.xf.position.x, 0);
    ck_assert_double_eq(b.xf.position.x, 1.5);
    ck_assert_double_eq(a.xf.position.y, 0);
    ck_assert_double_eq(b.xf.position.y, 0);
}
END_TEST

/* Two static shapes are never collided (and never divide by im1 + im2 = 0);
 * without physics settings (NULL) a pair is only detected, never moved. */
START_TEST(collide_shape_skips_static_pairs_and_lone_shapes)
{
    static CollisionList infos;
    collision_list_clear(&infos);
    Lone a, b;
    lone_circle(&a, 0, 0, 1, 0);
    lone_circle(&b, 1.5, 0, 1, 0);
    ck_assert(!collide_shape(&a.s, &b.s, NULL, &infos));
    ck_assert_int_eq(infos.count, 0);
    lone_circle(&a, 0, 0, 1, 1);
    lone_circle(&b, 1.5, 0, 1, 1);
    ck_assert(collide_shape(&a.s, &b.s, NULL, &infos));
    ck_assert_int_eq(infos.count, 1);
    ck_assert_vec2_approx(a.xf.position, 0, 0);
    ck_assert_vec2_approx(b.xf.position, 1.5, 0);
}
END_TEST

/* One relaxation pass per process call: each update multiplies the
 * overlap by 1 - 0.8 = 0.2 (0.5, 0.1, 0.02, ...), and the centre of mass
 * (m 1 at x = 0, m 3 at x = 1.5: 1.125) never moves. */
START_TEST(each_pass_leaves_a_fifth_of_the_overlap)
{
    Game *g = game_from("motion off\ncorrection on\nrelaxation 1\n"
                        "circle 0 0 1\ncircle 1.5 0 1 mass=3\n");
    double expected = 0.5;
    ck_assert_approx(depth_now(g), expected);
    for (int k = 1; k <= 8; k++) {
        idle(g, 1);
        expected *= 0.2;
        ck_assert_double_eq_tol(depth_now(g), expected, 1e-14);
        double com = (g->objects.items[0].xf.position.x + 3 * g->objects.items[1].xf.position.x)
            / 4;
        ck_assert_double_eq_tol(com, 1.125, 1e-14);
        ck_assert_double_eq_tol(g->objects.items[0].xf.position.y, 0, 1e-15);
    }
    free_game(g);
}
END_TEST

/* With the default 15 passes a single update leaves 0.5 * 0.2^15
 * = 1.6384e-11 of the overlap. */
START_TEST(fifteen_passes_per_update)
{
    Game *g = game_from("motion off\ncircle 0 0 1\ncircle 1.5 0 1\n");
    ck_assert_int_eq(g->physics.relaxation, 15);
    ck_assert(g->physics.correction);
    idle(g, 1);
    ck_assert_double_eq_tol(depth_now(g), 0.5 * pow(0.2, 15), 1e-14);
    free_game(g);
}
END_TEST

/* A circle 0.5 deep in a static floor: the hero-to-bounds call and the
 * objects-to-bounds call run 15 passes each, leaving 0.5 * 0.2^30; the
 * circle ends on the floor's top (y = 0) at y = 1, the floor where it was. */
START_TEST(object_on_static_floor)
{
    Game *g = game_from("motion off\ncircle 0 0.5 1\nrect 0 -1 10 2 static\n");
    idle(g, 1);
    const GameObject *floor = &g->bounds.items[0];
    ck_assert_double_eq(floor->xf.position.x, 0);
    ck_assert_double_eq(floor->xf.position.y, -1);
    ck_assert_double_eq(floor->shape.rect.vertex[2].y, 0);
    ck_assert_double_eq_tol(g->objects.items[0].xf.position.y, 1, 1e-14);
    ck_assert_double_eq_tol(g->objects.items[0].xf.position.x, 0, 1e-15);
    free_game(g);
}
END_TEST

/* The relaxation count is the number of passes even with correction off:
 * three passes over one overlapping pair append three equal infos. */
START_TEST(relaxation_repeats_the_pair_loop)
{
    Game *g = game_from("motion off\ncorrection off\nrelaxation 3\n"
                        "circle 0 0 1\ncircle 1.5 0 1\n");
    static CollisionList infos;
    collision_list_clear(&infos);
    ck_assert(process_set(&g->objects.shapes, &g->physics, &infos));
    ck_assert_int_eq(infos.count, 3);
    for (int i = 0; i < 3; i++)
        ck_assert_approx(infos.items[i].depth, 0.5);
    free_game(g);
}
END_TEST

/* P switches the correction on and off; the overlap stays 0.5 while it
 * is off.  P is read before the update's collision step, so the update
 * that clicks it already corrects (15 passes: 0.5 * 0.2^15). */
START_TEST(p_toggles_correction)
{
    Game *g = game_from("motion off\ncorrection off\ncircle 0 0 1\ncircle 1.5 0 1\n");
    ck_assert(!g->physics.correction);
    idle(g, 1);
    ck_assert_approx(depth_now(g), 0.5);
    press(g, KEY_P);
    ck_assert(g->physics.correction);
    ck_assert(depth_now(g) < 1e-10);
    press(g, KEY_P);
    ck_assert(!g->physics.correction);
    free_game(g);
}
END_TEST

#if STAGE_NUMBER == 6
/* Stage 6's start: motion and correction off, infos shown, the five
 * minions (S = 10) piled at (50, 50).  P pushes the pile apart: after one
 * second nothing overlaps by more than a hair.  G spawns at y = 50,
 * x in [50, 70) (seen with correction off, before it is pushed out). */
START_TEST(stage6_builtin_pile_is_pushed_apart)
{
    Game *g = builtin_game(1);
    ck_assert(!g->physics.motion);
    ck_assert(!g->physics.correction);
    ck_assert(g->show_infos);
    for (int i = 1; i <= 5; i++)
        ck_assert_vec2_approx(g->objects.items[i].xf.position, 50, 50);
    ck_assert(depth_now(g) > 1);
    press(g, KEY_P);
    idle(g, 60);
    ck_assert(depth_now(g) < 1e-6);
    press(g, KEY_P); /* off again, so the new minion stays where it spawns */
    press(g, KEY_G);
    const GameObject *m = &g->objects.items[6];
    ck_assert_double_eq(m->xf.position.y, 50);
    ck_assert(m->xf.position.x >= 50 && m->xf.position.x < 70);
    free_game(g);
}
END_TEST
#endif

Suite *test_position_correction_suite(void)
{
    Suite *s = suite_create("06 position correction");
    TCase *tc = tcase_create("correction");
    tcase_add_test(tc, correction_splits_by_inverse_mass);
    tcase_add_test(tc, static_shape_never_moves);
    tcase_add_test(tc, static_second_shape_never_moves);
    tcase_add_test(tc, collide_shape_skips_static_pairs_and_lone_shapes);
    tcase_add_test(tc, static_pair_is_not_corrected);
    tcase_add_test(tc, each_pass_leaves_a_fifth_of_the_overlap);
    tcase_add_test(tc, fifteen_passes_per_update);
    tcase_add_test(tc, object_on_static_floor);
    tcase_add_test(tc, relaxation_repeats_the_pair_loop);
    tcase_add_test(tc, p_toggles_correction);
#if STAGE_NUMBER == 6
    tcase_add_test(tc, stage6_builtin_pile_is_pushed_apart);
#endif
    suite_add_tcase(s, tc);
    return s;
}
