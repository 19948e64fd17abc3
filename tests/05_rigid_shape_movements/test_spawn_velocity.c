/* test_spawn_velocity.c - a new minion's velocity, at every stage from 5
 * on, checked right where it is made (game_spawn_minion), before any
 * collision can change it (from stage 7 the G key's spawns land on each
 * other and are resolved in the same update, see test_builtin_draws.c).
 *
 * The draws, in order, from the game's generator: width 3 + u size,
 * height 2.4 + u size, the rotation (u - 0.5) 70 degrees when the scene is
 * turned, then the direction (u - 0.5, u - 0.5) and the speed factor
 * 20 + 10 u.  A second generator with the same seed replays them. */
#include "check_support.h"

#include "game_support.h"

START_TEST(spawned_minion_velocity_is_the_drawn_direction_times_20_to_30)
{
    Game *g = game_from("motion off\nrect 0 -50 10 1 static\n");
    Rng r = g->rng;
    for (int i = 0; i < 20; i++) {
        GameObject *obj = game_spawn_minion(g, vec2(10.0 * i, 100.0), i % 2 == 0);
        rng_uniform(&r);
        rng_uniform(&r);
        if (textbook_scene.turned)
            rng_uniform(&r);
        double vx = rng_uniform(&r) - 0.5, vy = rng_uniform(&r) - 0.5;
        double speed = 20.0 + rng_uniform(&r) * 10.0;
        ck_assert_double_eq_tol(obj->shape.v.x, vx * speed, 1e-12);
        ck_assert_double_eq_tol(obj->shape.v.y, vy * speed, 1e-12);
        /* |v| within 20..30 times a direction of the unit square */
        ck_assert(vec2_length(obj->shape.v) <= 30.0 * sqrt(0.5) + 1e-12);
    }
    ck_assert(g->rng.state == r.state);
    free_game(g);
}
END_TEST

Suite *test_spawn_velocity_suite(void)
{
    Suite *s = suite_create("05 spawn velocity");
    TCase *tc = tcase_create("spawn");
    tcase_add_test(tc, spawned_minion_velocity_is_the_drawn_direction_times_20_to_30);
    suite_add_tcase(s, tc);
    return s;
}
