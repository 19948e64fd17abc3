/* Stage 2 on: the physics component's own calls, each worked by hand:
 * collide_shape on one pair, the process_* loops over sets (empty ones
 * too), and world_step on hand-made sets.  A variant that has none of
 * them (the track of chapters 10 and 11, whose World steps itself) leaves
 * this file out: tests/variants/sequential_impulses/SUPERSEDED. */
#include "check_support.h"

#include "game_support.h"
#include "pair_props.h"

/* process_obj_to_set: s (0,0) r 1 against the set (1.5,0), (3,0),
 * (0,-1.5), all r 1, in that order.  s overlaps the first and the third
 * by 0.5 and is 3 from the second (a miss): two infos, in set order, each
 * normal from s to the set's shape: (1,0) then (0,-1).  Only detection
 * (no settings), so nothing moves. */
START_TEST(obj_to_set_meets_each_shape_of_the_set)
{
    Body s, a, b, c;
    body_circle(&s, 0, 0, 1);
    body_circle(&a, 1.5, 0, 1);
    body_circle(&b, 3, 0, 1);
    body_circle(&c, 0, -1.5, 1);
    ShapeSet set = {0};
    shape_set_add(&set, &a.s);
    shape_set_add(&set, &b.s);
    shape_set_add(&set, &c.s);
    CollisionList infos = {0};
    ck_assert(PROCESS_OBJ_TO_SET(&s.s, &set, NULL, &infos));
    ck_assert_int_eq(infos.count, 2);
    assert_info(&infos.items[0], 0.5, 1, 0, 0.5, 0, 1, 0);
    assert_info(&infos.items[1], 0.5, 0, -1, 0, -0.5, 0, -1);
    collision_list_free(&infos);
    shape_set_free(&set);
}
END_TEST

/* process_set_to_set: every shape of a, in order, against every shape of
 * b.  a = (0,0), (10,0); b = (1.5,0), (10,1.5); all r 1.  (a0,b0) and
 * (a1,b1) overlap by 0.5, the cross pairs are far apart: two infos, a0's
 * first, normals (1,0) and (0,1). */
START_TEST(set_to_set_meets_every_pair)
{
    Body a0, a1, b0, b1;
    body_circle(&a0, 0, 0, 1);
    body_circle(&a1, 10, 0, 1);
    body_circle(&b0, 1.5, 0, 1);
    body_circle(&b1, 10, 1.5, 1);
    ShapeSet a = {0}, b = {0};
    shape_set_add(&a, &a0.s);
    shape_set_add(&a, &a1.s);
    shape_set_add(&b, &b0.s);
    shape_set_add(&b, &b1.s);
    CollisionList infos = {0};
    ck_assert(PROCESS_SET_TO_SET(&a, &b, NULL, &infos));
    ck_assert_int_eq(infos.count, 2);
    assert_info(&infos.items[0], 0.5, 1, 0, 0.5, 0, 1, 0);
    assert_info(&infos.items[1], 0.5, 0, 1, 10, 0.5, 10, 1);
    collision_list_free(&infos);
    shape_set_free(&a);
    shape_set_free(&b);
}
END_TEST

static void count_turn(void *ctx)
{
    ++*(int *)ctx;
}

/* world_step with no objects at all (the hero is the first object, and
 * there is none): the game still takes its turn, and nothing collides. */
START_TEST(world_step_without_objects_takes_its_turn)
{
    Game *g = game_from(HOLD_STILL "rect 0 -5 10 1 static\n");
    ck_assert_int_eq(g->objects.count, 0);
    static CollisionList infos;
    collision_list_clear(&infos);
    int turns = 0;
    WORLD_STEP(&g->objects.shapes, &g->bounds.shapes, &g->physics, count_turn, &turns, &infos);
    ck_assert_int_eq(turns, 1);
    ck_assert_int_eq(infos.count, 0);
    free_game(g);
}
END_TEST

/* The process calls on empty sets, and on one empty set against a full
 * one: nothing is found, in either order. */
START_TEST(process_calls_on_empty_sets_find_nothing)
{
    Game *g = game_from(HOLD_STILL "circle 0 0 1\ncircle 1.5 0 1\n");
    ShapeSet empty = {0};
    static CollisionList infos;
    collision_list_clear(&infos);
    ck_assert(!PROCESS_SET(&empty, &g->physics, &infos));
#if STAGE_NUMBER >= 6
    ck_assert(!process_set_to_set(&empty, &g->objects.shapes, &g->physics, &infos));
    ck_assert(!process_set_to_set(&g->objects.shapes, &empty, &g->physics, &infos));
    ck_assert(!process_obj_to_set(g->objects.shapes.items[0], &empty, &g->physics, &infos));
#else
    ck_assert(!process_set_to_set(&empty, &g->objects.shapes, &infos));
    ck_assert(!process_set_to_set(&g->objects.shapes, &empty, &infos));
    ck_assert(!process_obj_to_set(g->objects.shapes.items[0], &empty, &infos));
#endif
    ck_assert_int_eq(infos.count, 0);
    free_game(g);
}
END_TEST

/* A shape never collides with itself; a real pair is appended to infos
 * when infos is given, and only reported when it is NULL.  With no
 * physics settings (NULL) the pair is only detected. */
START_TEST(collide_shape_same_shape_and_null_infos)
{
    static CollisionList infos;
    collision_list_clear(&infos);
    Body a, b;
    body_circle(&a, 0, 0, 1);
    body_circle(&b, 1, 0, 1);
    ck_assert(!COLLIDE_SHAPE(&a.s, &a.s, NULL, &infos));
    ck_assert_int_eq(infos.count, 0);
    ck_assert(COLLIDE_SHAPE(&a.s, &b.s, NULL, NULL));
    ck_assert(COLLIDE_SHAPE(&a.s, &b.s, NULL, &infos));
    ck_assert_int_eq(infos.count, 1);
    /* centres 1 apart, radii 2: depth 1 along (1,0), from (0,0) to (1,0) */
    ck_assert_approx(infos.items[0].depth, 1);
    ck_assert_vec2_approx(infos.items[0].normal, 1, 0);
    ck_assert_vec2_approx(infos.items[0].start, 0, 0);
}
END_TEST

/* Circles at x = 0, 1.5, 3, radius 1: neighbours overlap by 0.5, the two
 * ends (3 apart) do not.  process_set visits i < j once: 2 infos, each
 * with its normal from the lower index (left) to the higher (right). */
START_TEST(process_set_every_pair_once)
{
    Game *g = game_from(HOLD_STILL "circle 0 0 1\ncircle 1.5 0 1\ncircle 3 0 1\n");
    static CollisionList infos;
    collision_list_clear(&infos);
    ck_assert(PROCESS_SET(&g->objects.shapes, &g->physics, &infos));
    ck_assert_int_eq(infos.count, 2);
    for (int i = 0; i < 2; i++) {
        ck_assert_approx(infos.items[i].depth, 0.5);
        ck_assert_vec2_approx(infos.items[i].normal, 1, 0);
    }
    ck_assert_vec2_approx(infos.items[0].start, 0.5, 0);
    ck_assert_vec2_approx(infos.items[1].start, 2, 0);
    free_game(g);
}
END_TEST

Suite *test_physics_calls_suite(void)
{
    Suite *s = suite_create("02 physics calls");
    TCase *tc = tcase_create("calls");
    tcase_add_test(tc, obj_to_set_meets_each_shape_of_the_set);
    tcase_add_test(tc, set_to_set_meets_every_pair);
    tcase_add_test(tc, world_step_without_objects_takes_its_turn);
    tcase_add_test(tc, process_calls_on_empty_sets_find_nothing);
    tcase_add_test(tc, collide_shape_same_shape_and_null_infos);
    tcase_add_test(tc, process_set_every_pair_once);
    suite_add_tcase(s, tc);
    return s;
}
