/* Stage 1: clicked and held controls, fed the way a player (or the key
 * script) feeds them.  "F KEY N" in a key script holds KEY down for N
 * updates and reports it clicked on the first only, so a clicked control
 * acts once however long the key is held and a held control acts on every
 * one of the N updates.  The helper press() of game_support.h sets
 * down and clicked together on every update and cannot tell the two apart.
 *
 * Every scene here says "motion off", "correction off" and "relaxation 1"
 * so the later stages leave positions to the controls. */
#include "check_support.h"

#include "game_support.h"

/* The scene: FOUR_OBJECTS in game_support.h. */

/* ---- held controls: every update while down ---------------------------- */

/* One held key, the number of updates it is held, and where the hero
 * (a 2 x 4 rectangle at (10,10), rotation 0) must end up.  Each row holds
 * its key for N >= 2 updates, so a control that reads input_is_clicked
 * acts once and ends 1/N of the way. */
typedef struct HeldCase {
    const char *script;
    double x, y, rot_deg, w, h;
} HeldCase;

static const HeldCase HELD[] = {
    /* W x 4: y = 10 + 4 x 0.3 = 11.2 */
    {"1 W 4\n", 10.0, 11.2, 0.0, 2.0, 4.0},
    /* S x 3: y = 10 - 3 x 0.3 = 9.1 */
    {"1 S 3\n", 10.0, 9.1, 0.0, 2.0, 4.0},
    /* A x 2: x = 10 - 2 x 0.3 = 9.4 */
    {"1 A 2\n", 9.4, 10.0, 0.0, 2.0, 4.0},
    /* D x 5: x = 10 + 5 x 0.3 = 11.5 */
    {"1 D 5\n", 11.5, 10.0, 0.0, 2.0, 4.0},
    /* Z x 4: +4 degrees */
    {"1 Z 4\n", 10.0, 10.0, 4.0, 2.0, 4.0},
    /* X x 3: -3 degrees */
    {"1 X 3\n", 10.0, 10.0, -3.0, 2.0, 4.0},
    /* Y x 4: w = 2 + 4 x 0.1 = 2.4, h = 4 + 0.4 = 4.4 */
    {"1 Y 4\n", 10.0, 10.0, 0.0, 2.4, 4.4},
    /* U x 3: w = 2 - 0.3 = 1.7, h = 4 - 0.3 = 3.7 */
    {"1 U 3\n", 10.0, 10.0, 0.0, 1.7, 3.7},
    /* W held 3 from update 2 and D held 2 from update 4, six updates in
     * all: y = 10 + 0.9 = 10.9, x = 10 + 0.6 = 10.6 */
    {"2 W 3\n4 D 2\n", 10.6, 10.9, 0.0, 2.0, 4.0},
};

START_TEST(held_keys_act_on_every_update)
{
    const HeldCase *c = &HELD[_i];
    Game *g = game_from(FOUR_OBJECTS);
    play(g, c->script, 6);
    const GameObject *hero = &g->objects.items[0];
    ck_assert_msg(fabs(hero->xf.position.x - c->x) < CK_TOL, "%s: x = %.15g, want %.15g", c->script,
                  hero->xf.position.x, c->x);
    ck_assert_msg(fabs(hero->xf.position.y - c->y) < CK_TOL, "%s: y = %.15g, want %.15g", c->script,
                  hero->xf.position.y, c->y);
    ck_assert_msg(fabs(hero->xf.rotation - deg_to_rad(c->rot_deg)) < CK_TOL,
                  "%s: rotation = %.15g deg, want %.15g", c->script, rad_to_deg(hero->xf.rotation),
                  c->rot_deg);
    ck_assert_msg(fabs(hero->shape.rect.w - c->w) < CK_TOL
                      && fabs(hero->shape.rect.h - c->h) < CK_TOL,
                  "%s: shape %.15g x %.15g, want %.15g x %.15g", c->script, hero->shape.rect.w,
                  hero->shape.rect.h, c->w, c->h);
    /* held keys never change the selection, the objects or the drawing */
    ck_assert_int_eq(g->selected, 0);
    ck_assert_int_eq(g->objects.count, 4);
    free_game(g);
}
END_TEST

/* ---- clicked controls: once, on the update the key goes down ----------- */

/* Held for two updates (clicked on the first): Right selects object 1,
 * not 2; Left selects 3 (wrapping from 0), not 2. */
START_TEST(held_left_right_select_once)
{
    Game *g = game_from(FOUR_OBJECTS);
    play(g, "1 Right 2\n", 3);
    ck_assert_int_eq(g->selected, 1);
    free_game(g);

    g = game_from(FOUR_OBJECTS);
    play(g, "1 Left 2\n", 3);
    ck_assert_int_eq(g->selected, 3);
    free_game(g);

    /* two separate clicks do act twice: Right at 1 and at 5 -> 2 */
    g = game_from(FOUR_OBJECTS);
    play(g, "1 Right\n5 Right\n", 6);
    ck_assert_int_eq(g->selected, 2);
    free_game(g);
}
END_TEST

/* G held for 3 updates spawns one minion (4 -> 5 objects), not three. */
START_TEST(held_g_spawns_once)
{
    Game *g = game_from(FOUR_OBJECTS);
    play(g, "1 G 3\n", 4);
    ck_assert_int_eq(g->objects.count, 5);
    free_game(g);
}
END_TEST

/* T, R, B each held for 2 updates toggle once.  Two updates on purpose: a
 * toggle that read input_is_down would flip twice and end where it began
 * (an odd count would hide that). */
START_TEST(held_toggles_flip_once)
{
    /* defaults: texture off, shape on, bound off */
    Game *g = game_from(FOUR_OBJECTS);
    play(g, "1 T 2\n", 3);
    ck_assert(g->show.texture);
    ck_assert(g->objects.items[2].show.texture);
    ck_assert(g->bounds.items[0].show.texture);
    free_game(g);

    g = game_from(FOUR_OBJECTS);
    play(g, "1 R 2\n", 3);
    ck_assert(!g->show.shape);
    ck_assert(!g->objects.items[2].show.shape);
    free_game(g);

    g = game_from(FOUR_OBJECTS);
    play(g, "1 B 2\n", 3);
    ck_assert(g->show.bound);
    ck_assert(g->objects.items[2].show.bound);
    free_game(g);

    /* all three at once, held 4: each flips once */
    g = game_from(FOUR_OBJECTS);
    play(g, "1 T 4\n1 R 4\n1 B 4\n", 5);
    ck_assert(g->show.texture && !g->show.shape && g->show.bound);
    free_game(g);
}
END_TEST

/* The updates after the first of a hold are down-only.  Every control key
 * down, none clicked, for three updates: the held controls act three times
 * (W and D: +0.9 each way, Z: +3 degrees, Y: +0.3), the clicked ones
 * (Left, Right, G, T, R, B) not at all. */
START_TEST(down_only_updates_run_held_controls_only)
{
    static const Key held[] = {KEY_W, KEY_D, KEY_Z, KEY_Y};
    static const Key clicked[] = {KEY_LEFT, KEY_RIGHT, KEY_G, KEY_T, KEY_R, KEY_B};
    Game *g = game_from(FOUR_OBJECTS);
    for (int f = 0; f < 3; f++) {
        InputState in;
        input_clear(&in);
        for (size_t k = 0; k < sizeof held / sizeof held[0]; k++)
            in.down[held[k]] = true;
        for (size_t k = 0; k < sizeof clicked / sizeof clicked[0]; k++)
            in.down[clicked[k]] = true;
        game_update(g, &in);
    }
    const GameObject *hero = &g->objects.items[0];
    ck_assert_int_eq(g->selected, 0);
    ck_assert_int_eq(g->objects.count, 4);
    ck_assert(!g->show.texture && g->show.shape && !g->show.bound);
    ck_assert(!hero->show.texture && hero->show.shape && !hero->show.bound);
    ck_assert_vec2_approx(hero->xf.position, 10.9, 10.9);
    ck_assert_approx(hero->xf.rotation, deg_to_rad(3.0));
    ck_assert_approx(hero->shape.rect.w, 2.3);
    ck_assert_approx(hero->shape.rect.h, 4.3);
    free_game(g);
}
END_TEST

/* A script that clicks Right on update 1 and holds D for updates 1..3:
 * the selection moves once, on update 1, before the moves, so object 1
 * (the circle at (20,10)) travels 3 x 0.3 = 0.9 and the hero stays. */
START_TEST(click_and_hold_together)
{
    Game *g = game_from(FOUR_OBJECTS);
    play(g, "1 Right\n1 D 3\n", 4);
    ck_assert_int_eq(g->selected, 1);
    ck_assert_vec2_approx(g->objects.items[1].xf.position, 20.9, 10);
    ck_assert_vec2_approx(g->objects.items[0].xf.position, 10, 10);
    free_game(g);
}
END_TEST

Suite *test_held_and_clicked_suite(void)
{
    Suite *s = suite_create("01 held and clicked");
    TCase *tc = tcase_create("held and clicked");
    tcase_add_loop_test(tc, held_keys_act_on_every_update, 0, (int)(sizeof HELD / sizeof HELD[0]));
    tcase_add_test(tc, held_left_right_select_once);
    tcase_add_test(tc, held_g_spawns_once);
    tcase_add_test(tc, held_toggles_flip_once);
    tcase_add_test(tc, down_only_updates_run_held_controls_only);
    tcase_add_test(tc, click_and_hold_together);
    suite_add_tcase(s, tc);
    return s;
}
