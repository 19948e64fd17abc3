/* test_aabb_layers_program.c - the variant aabb_layers as its front ends
 * run it (variants/aabb_layers/program.c): the native program and the
 * live page both run program_api().
 * Law: its scene words read layer= and mask= into the body, and a game
 * started from that scene gives them to the shape. */
#include "check_support.h"

#include "game_support.h"
#include "layers.h"
#include "program.h"

START_TEST(the_program_reads_layers_and_masks)
{
    StageApi api = program_api();
    Scene scene = {0};
    Error err;
    api.scene_words();
    ck_assert_msg(scene_parse_string(&scene, "circle 50 50 1 layer=2 mask=0x5\n", "l.scene", &err),
                  "%s", err.message);
    ck_assert_uint_eq(scene.bodies[0].extra[LAYERS_LAYER], 2);
    ck_assert_uint_eq(scene.bodies[0].extra[LAYERS_MASK], 5);
    Game *g = calloc(1, sizeof *g);
    ck_assert_ptr_nonnull(g);
    api.init(g, &scene, GAME_SEED);
    ck_assert_uint_eq(g->objects.items[0].shape.layer, 2);
    ck_assert_uint_eq(g->objects.items[0].shape.mask, 5);
    free_game(g);
    scene_free(&scene);
    scene_set_word_hook(NULL, NULL);
}
END_TEST

Suite *test_aabb_layers_program_suite(void)
{
    Suite *s = suite_create("variant aabb_layers: its program");
    TCase *tc = tcase_create("program");
    tcase_add_test(tc, the_program_reads_layers_and_masks);
    suite_add_tcase(s, tc);
    return s;
}
