/* Stage 1 on: no fixed limits.  Sets of objects grow as they are filled;
 * the array of objects moves when it grows, and every shape must still
 * point at its own object's transform, and the set's list of shapes at
 * the shapes, or the physics would read freed memory (the sanitizer
 * build of this suite would say so). */
#include "check_support.h"

#include "game_support.h"

/* Every object i: its shape follows items[i].xf, and shapes.items[i] is
 * that shape. */
#define assert_set_consistent(set) assert_set_consistent_at(HERE, #set, (set))
static void assert_set_consistent_at(Where w, const char *what, const GameObjectSet *set)
{
    ck_assert_at(w, set->shapes.count == set->count, "%s: %d shapes for %d objects", what,
                 set->shapes.count, set->count);
    for (int i = 0; i < set->count; i++) {
        ck_assert_at(w, set->items[i].shape.xf == &set->items[i].xf,
                     "%s: object %d's shape follows another object's transform", what, i);
        ck_assert_at(w, set->shapes.items[i] == &set->items[i].shape,
                     "%s: shapes.items[%d] is not object %d's shape", what, i, i);
    }
}

/* A scene text of n circles of radius 0.5 on a grid 2 apart, and
 * `bounds` static boxes below them. */
static char *grid_scene(int n, int bounds)
{
    size_t cap = (size_t)(n + bounds) * 64 + 64;
    char *text = malloc(cap), *p = text;
    ck_assert_ptr_nonnull(text);
    p += sprintf(p, HOLD_STILL);
    for (int i = 0; i < n; i++)
        p += sprintf(p, "circle %d %d 0.5\n", 2 * (i % 100), 10 + 2 * (i / 100));
    for (int j = 0; j < bounds; j++)
        p += sprintf(p, "rect %d 0 1 1 static\n", 2 * j);
    return text;
}

/* 5,000 objects and 300 bounds: far past the 256 a set once held. */
START_TEST(big_scene_loads)
{
    char *text = grid_scene(5000, 300);
    Game *g = game_from(text);
    free(text);
    ck_assert_int_eq(g->objects.count, 5000);
    ck_assert_int_eq(g->bounds.count, 300);
    assert_set_consistent(&g->objects);
    assert_set_consistent(&g->bounds);
    /* the last object is where its line put it: i = 4999 -> (198, 108) */
    ck_assert_double_eq(g->objects.items[4999].xf.position.x, 198);
    ck_assert_double_eq(g->objects.items[4999].xf.position.y, 108);
    free_game(g);
}
END_TEST

/* G spawns past every growth of the array (16, 32, 64 objects): the
 * sets stay consistent, the hero's shape still moves with the hero's
 * transform, and an update after it reads only live memory. */
START_TEST(spawning_moves_nothing_it_should_not)
{
    Game *g = game_from(HOLD_STILL "circle 10 10 1\n");
    for (int k = 0; k < 70; k++)
        press(g, KEY_G);
    ck_assert_int_eq(g->objects.count, 71);
    assert_set_consistent(&g->objects);
    press(g, KEY_D); /* the hero, still selected, moves 0.3 to the right */
    ck_assert_double_eq_tol(g->objects.items[0].xf.position.x, 10.3, 1e-12);
    ck_assert_double_eq_tol(rigid_shape_centre(g->objects.shapes.items[0]).x, 10.3, 1e-12);
    free_game(g);
}
END_TEST

Suite *test_growth_suite(void)
{
    Suite *s = suite_create("01 growth");
    TCase *tc = tcase_create("growth");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, big_scene_loads);
    tcase_add_test(tc, spawning_moves_nothing_it_should_not);
    suite_add_tcase(s, tc);
    return s;
}
