/* Stage 2 on: empty sets.  A scene with no bodies at all (the first
 * input the stage-8 fuzzer tried: an empty file) runs: the step's three
 * process calls meet empty sets and find nothing, and nothing may be
 * computed from a set's missing array (clang's UndefinedBehaviorSanitizer
 * reports even NULL + 0 as pointer arithmetic on a null pointer). */
#include "check_support.h"

#include "game_support.h"

START_TEST(an_empty_scene_runs)
{
    Game *g = game_from(HOLD_STILL);
    ck_assert_int_eq(g->objects.count, 0);
    ck_assert_int_eq(g->bounds.count, 0);
    idle(g, 3);
    TraceRow row;
    game_measure(g, &row);
    ck_assert_int_eq(row.bodies, 0);
    ck_assert_int_eq(row.contacts, 0);
    ck_assert_int_eq(g->infos.count, 0);
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

Suite *test_empty_sets_suite(void)
{
    Suite *s = suite_create("02 empty sets");
    TCase *tc = tcase_create("empty");
    tcase_add_test(tc, an_empty_scene_runs);
    tcase_add_test(tc, process_calls_on_empty_sets_find_nothing);
    suite_add_tcase(s, tc);
    return s;
}
