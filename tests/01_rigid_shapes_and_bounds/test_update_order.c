/* Stage 1: the order of one update, spec "Order of one update":
 *   update objects, update bounds, Left/Right, Y/U, G,
 *   WASD + Z/X on the selected object, T/R/B.
 * Each test clicks two controls in the same update (a one-update key
 * script: down and clicked together) and checks what that order implies.
 *
 * Every scene says "motion off", "correction off" and "relaxation 1" so
 * the later stages leave positions to the controls. */
#include "check_support.h"

#include "game_support.h"

/* The scene: FOUR_OBJECTS in game_support.h. */

/* The games here have always used seed 11, not game_from's 7; it only
 * decides what G spawns, so it is kept as it was. */
#define SEED 11

/* Right then D: Right selects object 1 first, so D moves the circle from
 * (20,10) to (20.3,10) and the hero stays at (10,10).  Were the moves run
 * before the selection, the hero would move. */
START_TEST(right_then_move_moves_new_selection)
{
    Game *g = game_from_seeded(FOUR_OBJECTS, SEED);
    play(g, "1 Right\n1 D\n", 1);
    ck_assert_int_eq(g->selected, 1);
    ck_assert_vec2_approx(g->objects.items[1].xf.position, 20.3, 10);
    ck_assert_vec2_approx(g->objects.items[0].xf.position, 10, 10);
    free_game(g);
}
END_TEST

/* Left (wrapping from the hero to object 3) then Z and W: the circle at
 * (40,10) turns +1 degree and rises to y = 10.3; the hero keeps rotation 0
 * and y = 10. */
START_TEST(left_then_rotate_turns_new_selection)
{
    Game *g = game_from_seeded(FOUR_OBJECTS, SEED);
    play(g, "1 Left\n1 Z\n1 W\n", 1);
    ck_assert_int_eq(g->selected, 3);
    ck_assert_approx(g->objects.items[3].xf.rotation, deg_to_rad(1.0));
    ck_assert_vec2_approx(g->objects.items[3].xf.position, 40, 10.3);
    ck_assert_double_eq(g->objects.items[0].xf.rotation, 0.0);
    ck_assert_vec2_approx(g->objects.items[0].xf.position, 10, 10);
    free_game(g);
}
END_TEST

/* Right then Y: the circle (object 1) grows from r 1.5 to 1.6 (bound
 * radius with it); the hero keeps 2 x 4.  Were Y/U run before Left/Right,
 * the hero would become 2.1 x 4.1.  Right + U likewise shrinks object 1. */
START_TEST(right_then_resize_resizes_new_selection)
{
    Game *g = game_from_seeded(FOUR_OBJECTS, SEED);
    play(g, "1 Right\n1 Y\n", 1);
    ck_assert_int_eq(g->selected, 1);
    ck_assert_approx(g->objects.items[1].shape.circle.r, 1.6);
    ck_assert_approx(g->objects.items[1].shape.bound_radius, 1.6);
    ck_assert_double_eq(g->objects.items[0].shape.rect.w, 2.0);
    ck_assert_double_eq(g->objects.items[0].shape.rect.h, 4.0);
    free_game(g);

    /* Right twice (updates 1, 2) to the 3 x 3 rectangle, then on update 3
     * Left + U: Left goes back to the circle first, which shrinks to 1.4;
     * the rectangle stays 3 x 3. */
    g = game_from_seeded(FOUR_OBJECTS, SEED);
    play(g, "1 Right\n2 Right\n3 Left\n3 U\n", 3);
    ck_assert_int_eq(g->selected, 1);
    ck_assert_approx(g->objects.items[1].shape.circle.r, 1.4);
    ck_assert_double_eq(g->objects.items[2].shape.rect.w, 3.0);
    free_game(g);
}
END_TEST

/* Left/Right come before G, so they wrap over the objects that were there
 * before the spawn (4), never onto the minion spawned in the same update
 * (index 4):
 *   Left + G from the hero:   0 -> 3 (the old last object), then spawn;
 *   Right + G from object 3:  3 -> 0 (wrap over 4), then spawn.
 * With G first there would be 5 objects and Left would give 4, Right 4. */
START_TEST(selection_runs_before_spawn)
{
    Game *g = game_from_seeded(FOUR_OBJECTS, SEED);
    play(g, "1 Left\n1 G\n", 1);
    ck_assert_int_eq(g->objects.count, 5);
    ck_assert_int_eq(g->selected, 3);
    free_game(g);

    g = game_from_seeded(FOUR_OBJECTS, SEED);
    play(g, "1 Left\n2 Right\n2 G\n", 2);
    ck_assert_int_eq(g->objects.count, 5);
    ck_assert_int_eq(g->selected, 0);
    free_game(g);
}
END_TEST

/* G then D (and Y, which comes before G): G does not change the
 * selection, so D moves the hero 0.3 and Y grows the hero to 2.1 x 4.1;
 * the new minion is exactly the one a G alone spawns from the same seed
 * (same position, rotation and size), untouched by D and Y. */
START_TEST(spawn_then_move_acts_on_selection_not_minion)
{
    Game *alone = game_from_seeded(FOUR_OBJECTS, SEED);
    play(alone, "1 G\n", 1);
    Game *g = game_from_seeded(FOUR_OBJECTS, SEED);
    play(g, "1 G\n1 D\n1 Y\n", 1);
    ck_assert_int_eq(g->objects.count, 5);
    ck_assert_int_eq(g->selected, 0);
    ck_assert_vec2_approx(g->objects.items[0].xf.position, 10.3, 10);
    ck_assert_approx(g->objects.items[0].shape.rect.w, 2.1);
    ck_assert_approx(g->objects.items[0].shape.rect.h, 4.1);
    const GameObject *m = &g->objects.items[4], *ma = &alone->objects.items[4];
    ck_assert_int_eq(m->shape.kind, ma->shape.kind);
    ck_assert_double_eq(m->xf.position.x, ma->xf.position.x);
    ck_assert_double_eq(m->xf.position.y, ma->xf.position.y);
    ck_assert_double_eq(m->xf.rotation, ma->xf.rotation);
    ck_assert_double_eq(m->shape.bound_radius, ma->shape.bound_radius);
    free_game(alone);
    free_game(g);
}
END_TEST

/* B + R + G in one update: G runs first and gives the minion the current
 * settings (shape on, bound off); T/R/B come after it, flip the settings
 * and hand them to every object, the new minion included.  So after the
 * update the minion, like every object and bound, shows bounds and no
 * shape, and a later G spawns with the same. */
START_TEST(toggle_after_spawn_reaches_the_new_minion)
{
    Game *g = game_from_seeded(FOUR_OBJECTS, SEED);
    play(g, "1 B\n1 R\n1 G\n", 1);
    ck_assert_int_eq(g->objects.count, 5);
    ck_assert(g->show.bound && !g->show.shape && !g->show.texture);
    for (int i = 0; i < g->objects.count; i++) {
        const DrawSettings *s = &g->objects.items[i].show;
        ck_assert_msg(s->bound && !s->shape && !s->texture, "object %d", i);
    }
    ck_assert(g->bounds.items[0].show.bound && !g->bounds.items[0].show.shape);
    play(g, "1 G\n", 1);
    ck_assert_int_eq(g->objects.count, 6);
    ck_assert(g->objects.items[5].show.bound && !g->objects.items[5].show.shape);
    free_game(g);
}
END_TEST

Suite *test_update_order_suite(void)
{
    Suite *s = suite_create("01 update order");
    TCase *tc = tcase_create("order");
    tcase_add_test(tc, right_then_move_moves_new_selection);
    tcase_add_test(tc, left_then_rotate_turns_new_selection);
    tcase_add_test(tc, right_then_resize_resizes_new_selection);
    tcase_add_test(tc, selection_runs_before_spawn);
    tcase_add_test(tc, spawn_then_move_acts_on_selection_not_minion);
    tcase_add_test(tc, toggle_after_spawn_reaches_the_new_minion);
    suite_add_tcase(s, tc);
    return s;
}
