/* test_aabb_layers.c - the variant aabb_layers: axis-aligned bounding
 * boxes for the broad phase, and collision layers (variants/aabb_layers/
 * rigid_shape.h, physics.c, layers.c).
 * Laws:
 *   1. the box test never turns away a pair the narrow phase hits, on
 *      random pairs and on pairs moved apart until they only touch;
 *   2. shapes whose layers and masks do not meet pass through each other,
 *      and the same shapes with meeting layers collide;
 *   3. on a pile (awk -v n=200 -f bench/pile.awk) the boxes turn away
 *      more of the pairs that do not touch than the circles do;
 *   4. a bad layer= or mask= is a scene error naming the file and line. */
#include "check_support.h"

#include <stdio.h>

#include "collision.h"
#include "game_support.h"
#include "layers.h"
#include "../../02_circle_collisions_and_collision_info/pair_props.h"

static void set_hook(void)
{
    scene_set_word_hook(layers_word_hook, NULL);
}
static void unset_hook(void)
{
    scene_set_word_hook(NULL, NULL);
}

/* 20000 seeded random pairs of every kind (about half overlap), and each
 * hit pair again with s2 moved out by its depth along the normal, where
 * the narrow phase sees it touching at the level of rounding. */
START_TEST(boxes_never_turn_away_a_hit)
{
    Rng rng;
    rng_seed(&rng, 17);
    int hits = 0, edge_hits = 0;
    for (int i = 0; i < 20000; i++) {
        Body a, b;
        body_random(&a, &rng, i % 2 ? SHAPE_CIRCLE : SHAPE_RECTANGLE);
        body_random(&b, &rng, (i / 2) % 2 ? SHAPE_CIRCLE : SHAPE_RECTANGLE);
        CollisionInfo info, again;
        if (!collision_test(&a.s, &b.s, &info))
            continue;
        hits++;
        ck_assert_msg(rigid_shape_bound_test(&a.s, &b.s), "pair %d turned away", i);
        ck_assert(rigid_shape_bound_test(&b.s, &a.s));
        Vec2 out = vec2_scale(info.normal, info.depth);
        if (vec2_dot(out, vec2_sub(rigid_shape_centre(&b.s), rigid_shape_centre(&a.s))) < 0.0)
            out = vec2_scale(out, -1.0);
        rigid_shape_adjust_position(&b.s, out);
        if (collision_test(&a.s, &b.s, &again)) {
            edge_hits++;
            ck_assert_msg(rigid_shape_bound_test(&a.s, &b.s), "touching pair %d turned away", i);
        }
    }
    ck_assert_int_gt(hits, 5000);
    ck_assert_int_gt(edge_hits, 100);
}
END_TEST

/* A ball in layer 2 dropped from y = 30 on the floor (top 5.875, layer 1):
 *   mask=2   it does not meet layer 1: it falls through (y < 0 at 5 s:
 *            free fall 30 -> 30 - 10 t^2 reaches 0 at 1.73 s);
 *   mask=3   it meets it, and rests on it by 5 s (y near 7.875).
 * The floor's own mask does not save it: both must agree.  Two balls in
 * the same column, layers 2 and 4 with masks 1|2 and 1|4, both land on
 * the floor and overlap each other (each at 7.875). */
START_TEST(layers_that_do_not_meet_pass_through)
{
    const char *balls[3] = {"circle 50 30 2 layer=2 mask=2\n", "circle 50 30 2 layer=2 mask=3\n",
                            "circle 50 30 2 layer=2 mask=3\ncircle 50 40 2 layer=4 mask=0x5\n"};
    for (int s = 0; s < 3; s++) {
        char text[256];
        snprintf(text, sizeof text, "%srect 50 4 100 3.75 static\n", balls[s]);
        Game *g = game_from(text);
        idle(g, 300);
        for (int i = 0; i < g->objects.count; i++) {
            double y = g->objects.items[i].shape.xf->position.y;
            if (s == 0)
                ck_assert_msg(y < 0.0, "fell through: y %g", y);
            else
                ck_assert_msg(fabs(y - 7.875) < 0.1, "scene %d ball %d rests: y %g", s, i, y);
        }
        free_game(g);
    }
    /* Without the words, stage 8's defaults: layer 1, every mask bit. */
    Game *g = game_from("circle 50 30 2\n");
    ck_assert_uint_eq(g->objects.items[0].shape.layer, 1);
    ck_assert_uint_eq(g->objects.items[0].shape.mask, 0xffffffffUL);
    free_game(g);
}
END_TEST

/* book: bench/pile.awk with n = 200, dropped for 2 s: every pair of
 * shapes (objects with objects and with the floor and walls) that the
 * narrow phase finds apart, and how many of them each bound test turns
 * away.  Seen: 20279 such pairs; circles turn away 19875 (98.0 %), boxes
 * 20195 (99.6 %): the narrow phase meets 84 pairs that do not touch
 * instead of 404.  No pair that touches is turned away by either. */
START_TEST(boxes_turn_away_more_pairs_on_a_pile)
{
    char *text = support_read_command("awk -v n=200 -f bench/pile.awk");
    Game *g = game_from(text);
    free(text);
    idle(g, 120);
    int n = g->objects.count, m = g->bounds.count, apart = 0, by_circle = 0, by_box = 0;
    ck_assert_int_eq(n, 200);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n + m; j++) {
            const RigidShape *a = &g->objects.items[i].shape;
            const RigidShape *b = j < n ? &g->objects.items[j].shape
                                        : &g->bounds.items[j - n].shape;
            CollisionInfo info;
            bool circle_apart = !bound_circles_touch(rigid_shape_centre(a), a->bound_radius,
                                                     rigid_shape_centre(b), b->bound_radius);
            bool box_apart = !rigid_shape_bound_test(a, b);
            if (collision_test(a, b, &info)) {
                ck_assert(!circle_apart && !box_apart);
                continue;
            }
            apart++;
            by_circle += circle_apart;
            by_box += box_apart;
        }
    fprintf(stderr, "pile 200: %d pairs apart, circles turn away %d, boxes %d\n", apart, by_circle,
            by_box);
    ck_assert_int_gt(by_box, by_circle);
    free_game(g);
}
END_TEST

START_TEST(bad_layers_name_file_and_line)
{
    const char *texts[4] = {"circle 0 0 1\ncircle 0 0 1 layer=two\n", "circle 0 0 1 mask=-1\n",
                            "circle 0 0 1 mask=0x100000000\n", "circle 0 0 1 layer=1 layer=2\n"};
    const char *messages[4] = {
        "l:2: layer needs a whole number from 0 to 0xffffffff, got 'two'",
        "l:1: mask needs a whole number from 0 to 0xffffffff, got '-1'",
        "l:1: mask needs a whole number from 0 to 0xffffffff, got '0x100000000'",
        "l:1: attribute 'layer' given twice"};
    for (int i = 0; i < 4; i++) {
        Scene scene = {0};
        Error err;
        ck_assert(!scene_parse_string(&scene, texts[i], "l", &err));
        ck_assert_str_eq(err.message, messages[i]);
        scene_free(&scene);
    }
}
END_TEST

Suite *test_aabb_layers_suite(void)
{
    Suite *s = suite_create("variant aabb_layers");
    TCase *tc = tcase_create("aabb_layers");
    tcase_set_timeout(tc, 60);
    tcase_add_checked_fixture(tc, set_hook, unset_hook);
    tcase_add_test(tc, boxes_never_turn_away_a_hit);
    tcase_add_test(tc, layers_that_do_not_meet_pass_through);
    tcase_add_test(tc, boxes_turn_away_more_pairs_on_a_pile);
    tcase_add_test(tc, bad_layers_name_file_and_line);
    suite_add_tcase(s, tc);
    return s;
}
