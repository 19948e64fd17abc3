/* Stage 1: the controls acting on a game, and the textbook's test scene.
 * Every scene here says "motion off" so the later stages, which model it,
 * leave positions to the controls alone. */
#include "check_support.h"

#include "game_support.h"

static const char THREE_BODIES[] = "motion off\n"
                                   "rect 10 10 2 4\n"
                                   "circle 20 10 1.5\n"
                                   "rect 30 10 3 3 rot=45\n"
                                   "rect 50 0 100 2 static\n";

START_TEST(scene_file_bodies_become_objects_and_bounds)
{
    Game *g = game_from(THREE_BODIES);
    ck_assert_int_eq(g->objects.count, 3);
    ck_assert_int_eq(g->bounds.count, 1);
    ck_assert_int_eq(g->selected, 0); /* the first object is the hero */
    ck_assert_int_eq(g->objects.items[1].shape.kind, SHAPE_CIRCLE);
    ck_assert_double_eq(g->objects.items[1].shape.circle.r, 1.5);
    ck_assert_double_eq_tol(g->objects.items[2].xf.rotation, M_PI / 4, 1e-15);
    free_game(g);
}
END_TEST

/* Three objects: Left from the hero wraps to the last, Right from the last
 * wraps to the hero. */
START_TEST(selection_wraps)
{
    Game *g = game_from(THREE_BODIES);
    press(g, KEY_LEFT);
    ck_assert_int_eq(g->selected, 2);
    press(g, KEY_RIGHT);
    ck_assert_int_eq(g->selected, 0);
    press(g, KEY_RIGHT);
    press(g, KEY_RIGHT);
    ck_assert_int_eq(g->selected, 2);
    free_game(g);
}
END_TEST

/* Held keys act on every update: 10 updates of D move the hero by
 * 10 x 0.3 = 3 in x, 10 of Z turn it by 10 degrees. */
START_TEST(held_keys_move_and_rotate_selected)
{
    Game *g = game_from(THREE_BODIES);
    for (int i = 0; i < 10; i++)
        press(g, KEY_D);
    for (int i = 0; i < 10; i++)
        press(g, KEY_Z);
    const GameObject *hero = &g->objects.items[0];
    ck_assert_double_eq_tol(hero->xf.position.x, 13.0, 1e-12);
    ck_assert_double_eq_tol(hero->xf.position.y, 10.0, 1e-12);
    ck_assert_double_eq_tol(hero->xf.rotation, deg_to_rad(10), 1e-12);
    /* the vertices came along: v1 of the 2 x 4 hero, turned 10 degrees */
    Vec2 v1 = vec2_rotate_about(vec2(14, 8), vec2(13, 10), deg_to_rad(10));
    ck_assert_double_eq_tol(hero->shape.rect.vertex[1].x, v1.x, 1e-12);
    ck_assert_double_eq_tol(hero->shape.rect.vertex[1].y, v1.y, 1e-12);
    free_game(g);
}
END_TEST

/* Y grows only the selected rigid shape, not its drawn box; U stops at the
 * minimum size. */
START_TEST(resize_selected_shape_only)
{
    Game *g = game_from(THREE_BODIES);
    press(g, KEY_RIGHT); /* the circle, r = 1.5 */
    for (int i = 0; i < 5; i++)
        press(g, KEY_Y);
    ck_assert_double_eq_tol(g->objects.items[1].shape.circle.r, 2.0, 1e-12);
    ck_assert_double_eq(g->objects.items[1].xf.size.x, 3.0);
    ck_assert_double_eq(g->objects.items[0].shape.rect.w, 2.0);
    for (int i = 0; i < 40; i++)
        press(g, KEY_U);
    ck_assert_double_eq(g->objects.items[1].shape.circle.r, RIGID_SHAPE_MIN_SIZE);
    free_game(g);
}
END_TEST

/* After B (bounds on) and R (shapes off), a minion spawned by G is drawn
 * the same way as the rest. */
START_TEST(spawn_uses_current_draw_settings)
{
    Game *g = game_from(THREE_BODIES);
    press(g, KEY_B);
    press(g, KEY_R);
    ck_assert(g->objects.items[0].show.bound);
    press(g, KEY_G);
    ck_assert_int_eq(g->objects.count, 4);
    const GameObject *m = &g->objects.items[3];
    ck_assert(m->show.bound);
    ck_assert(!m->show.shape);
    ck_assert(!m->show.texture);
    free_game(g);
}
END_TEST

/* Draw output follows the toggles: with shapes off and nothing else on,
 * only the selection marker (outline and cross) is drawn. */
/* Items of the frame with this kind and colour. */
static int drawn(const DrawList *dl, DrawKind kind, Colour c)
{
    int n = 0;
    for (int i = 0; i < dl->count; i++) {
        const DrawItem *it = &dl->items[i];
        n += it->kind == kind && it->colour.r == c.r && it->colour.g == c.g && it->colour.b == c.b;
    }
    return n;
}

/* A circle r 1 at the origin (the hero, selected) and a 4 x 2 static bound
 * at (0,-10), apart, held still.  What each toggle changes in the frame:
 *   start: the hero's shape in blue (outline + rotation marker), the
 *          bound's four edges in black, the selection in red (outline,
 *          marker, and a cross);
 *   R:     shapes off - no blue, no black; the selection stays;
 *   T:     textures on - each object's own box in grey, 4 + 4 edges; the
 *          hero's box is 2 x 2, so one edge joins (-1,-1) and (1,-1);
 *   B:     bounds on - a green circle and cross per object: the hero's
 *          bound is its radius 1 (cross item radius 0.2 * 1 / 2 = 0.1),
 *          the bound's is half its diagonal, sqrt(16 + 4)/2 = sqrt 5. */
START_TEST(toggles_change_the_drawing)
{
    Game *g = game_from("motion off\ncircle 0 0 1\nrect 0 -10 4 2 static\n");
    DrawList dl = {0};
    game_draw(g, &dl);
    ck_assert_int_eq(drawn(&dl, DRAW_CIRCLE, COLOUR_BLUE), 1);
    ck_assert_int_eq(drawn(&dl, DRAW_LINE, COLOUR_BLUE), 1);
    ck_assert_int_eq(drawn(&dl, DRAW_LINE, COLOUR_BLACK), 4);
    ck_assert_int_eq(drawn(&dl, DRAW_CIRCLE, COLOUR_RED), 1);
    ck_assert_int_eq(drawn(&dl, DRAW_CROSS, COLOUR_RED), 1);
    ck_assert_int_eq(drawn(&dl, DRAW_LINE, COLOUR_GREY), 0);
    ck_assert_int_eq(drawn(&dl, DRAW_CIRCLE, COLOUR_GREEN), 0);

    press(g, KEY_R);
    game_draw(g, &dl);
    ck_assert_int_eq(drawn(&dl, DRAW_CIRCLE, COLOUR_BLUE), 0);
    ck_assert_int_eq(drawn(&dl, DRAW_LINE, COLOUR_BLUE), 0);
    ck_assert_int_eq(drawn(&dl, DRAW_LINE, COLOUR_BLACK), 0);
    ck_assert_int_eq(drawn(&dl, DRAW_CIRCLE, COLOUR_RED), 1);
    ck_assert_int_eq(drawn(&dl, DRAW_CROSS, COLOUR_RED), 1);

    press(g, KEY_T);
    game_draw(g, &dl);
    ck_assert_int_eq(drawn(&dl, DRAW_LINE, COLOUR_GREY), 8);
    bool hero_box_edge = false;
    for (int i = 0; i < dl.count; i++) {
        const DrawItem *it = &dl.items[i];
        if (it->kind == DRAW_LINE && it->colour.r == COLOUR_GREY.r && it->a.y == -1.0
            && it->b.y == -1.0)
            hero_box_edge = hero_box_edge || fabs(fabs(it->a.x - it->b.x) - 2.0) < 1e-12;
    }
    ck_assert(hero_box_edge);

    press(g, KEY_B);
    game_draw(g, &dl);
    ck_assert_int_eq(drawn(&dl, DRAW_CIRCLE, COLOUR_GREEN), 2);
    ck_assert_int_eq(drawn(&dl, DRAW_CROSS, COLOUR_GREEN), 2);
    for (int i = 0; i < dl.count; i++) {
        const DrawItem *it = &dl.items[i];
        if (it->colour.g != COLOUR_GREEN.g || it->colour.r != COLOUR_GREEN.r)
            continue;
        bool hero = it->a.y == 0.0;
        double bound_r = hero ? 1.0 : sqrt(5.0);
        ck_assert_double_eq_tol(it->radius, it->kind == DRAW_CIRCLE ? bound_r : 0.1 * bound_r,
                                1e-12);
    }
    draw_list_free(&dl);
    free_game(g);
}
END_TEST

#if STAGE_NUMBER <= 4
/* The textbook scene of stages 1-4: 22 bounds, the 3 x 4 hero at (50,40),
 * five minions at y = 40, odd ones circles. */
START_TEST(textbook_scene_of_stages_1_to_4)
{
    Game *g = builtin_game(1);
    ck_assert_int_eq(g->bounds.count, 22);
    ck_assert_int_eq(g->objects.count, 6);
    const GameObject *hero = &g->objects.items[0];
    ck_assert_int_eq(hero->shape.kind, SHAPE_RECTANGLE);
    ck_assert_double_eq(hero->shape.rect.w, 3);
    ck_assert_double_eq(hero->shape.rect.h, 4);
    ck_assert_double_eq(hero->xf.position.x, 50);
    for (int i = 1; i <= 5; i++) {
        const GameObject *m = &g->objects.items[i];
        ck_assert_int_eq(m->shape.kind, i % 2 ? SHAPE_CIRCLE : SHAPE_RECTANGLE);
        ck_assert_double_eq(m->xf.position.x, 10 + 20 * (i - 1));
        ck_assert_double_eq(m->xf.position.y, 40);
        ck_assert(m->xf.size.x >= 3 && m->xf.size.x < 13);
        ck_assert(fabs(rad_to_deg(m->xf.rotation)) <= 35);
    }
    /* top platforms are upside down; the last bound is the top right wall */
    ck_assert_double_eq_tol(g->bounds.items[4].xf.rotation, M_PI, 1e-15);
    ck_assert_double_eq(g->bounds.items[21].xf.position.x, 98);
    ck_assert_double_eq(g->bounds.items[21].xf.position.y, 80);
    free_game(g);
}
END_TEST
#endif

Suite *test_game_controls_suite(void)
{
    Suite *s = suite_create("01 game controls");
    TCase *tc = tcase_create("controls");
    tcase_add_test(tc, scene_file_bodies_become_objects_and_bounds);
    tcase_add_test(tc, selection_wraps);
    tcase_add_test(tc, held_keys_move_and_rotate_selected);
    tcase_add_test(tc, resize_selected_shape_only);
    tcase_add_test(tc, spawn_uses_current_draw_settings);
    tcase_add_test(tc, toggles_change_the_drawing);
#if STAGE_NUMBER <= 4
    tcase_add_test(tc, textbook_scene_of_stages_1_to_4);
#endif
    suite_add_tcase(s, tc);
    return s;
}
