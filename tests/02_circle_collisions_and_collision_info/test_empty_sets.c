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

Suite *test_empty_sets_suite(void)
{
    Suite *s = suite_create("02 empty sets");
    TCase *tc = tcase_create("empty");
    tcase_add_test(tc, an_empty_scene_runs);
    suite_add_tcase(s, tc);
    return s;
}
