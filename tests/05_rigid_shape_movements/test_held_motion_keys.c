/* test_held_motion_keys.c - V, H (stage 5) and P (stage 6) are clicked
 * controls: holding the key acts once, on the update it goes down.
 *
 * "1 K N" in a key script holds K for N updates and reports it clicked on
 * the first only (see tests/01_rigid_shapes_and_bounds/test_held_and_clicked.c for stage 1's
 * keys).  A toggle held for an even number of updates would end where it
 * started if it acted on every update, so N = 2 and 4 tell the two apart. */
#include "check_support.h"

#include "game_support.h"

START_TEST(held_v_toggles_motion_once)
{
    Game *g = game_from(FOUR_OBJECTS);
    ck_assert(!g->physics.motion);
    play(g, "1 V 2\n", 2);
    ck_assert(g->physics.motion);
    play(g, "1 V 4\n", 4);
    ck_assert(!g->physics.motion);
    free_game(g);
}
END_TEST

/* H draws a new random velocity for every dynamic object.  Held for four
 * updates it must do exactly what one click does: the same draws from the
 * same seed, so the same velocities (motion is off, nothing else changes
 * them).  Acting on every update would leave the fourth draws instead. */
START_TEST(held_h_randomizes_once)
{
    Game *once = game_from(FOUR_OBJECTS);
    play(once, "1 H 1\n", 4);
    Game *held = game_from(FOUR_OBJECTS);
    play(held, "1 H 4\n", 4);
    for (int i = 0; i < once->objects.count; i++) {
        Vec2 a = once->objects.items[i].shape.v, b = held->objects.items[i].shape.v;
        ck_assert_msg(vec2_length(a) > 0.0, "object %d: H gave no velocity", i);
        ck_assert_double_eq(a.x, b.x);
        ck_assert_double_eq(a.y, b.y);
    }
    free_game(once);
    free_game(held);
}
END_TEST

#if STAGE_NUMBER >= 6
START_TEST(held_p_toggles_correction_once)
{
    Game *g = game_from(FOUR_OBJECTS);
    ck_assert(!g->physics.correction);
    play(g, "1 P 2\n", 2);
    ck_assert(g->physics.correction);
    play(g, "1 P 4\n", 4);
    ck_assert(!g->physics.correction);
    free_game(g);
}
END_TEST
#endif

Suite *test_held_motion_keys_suite(void)
{
    Suite *s = suite_create("05 held motion keys");
    TCase *tc = tcase_create("held");
    tcase_add_test(tc, held_v_toggles_motion_once);
    tcase_add_test(tc, held_h_randomizes_once);
#if STAGE_NUMBER >= 6
    tcase_add_test(tc, held_p_toggles_correction_once);
#endif
    suite_add_tcase(s, tc);
    return s;
}
