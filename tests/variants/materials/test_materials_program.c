/* test_materials_program.c - the variant materials as its front ends run
 * it (variants/materials/program.c): the native program and the live
 * page both run program_api().
 * Law: each scene is read with the built-in materials only, so a
 * material one scene defines is unknown to the next, however many scenes
 * a front end reads (the live page reads one at every reset). */
#include "check_support.h"

#include <math.h>

#include "game_support.h"
#include "program.h"

START_TEST(each_scene_has_only_its_own_materials)
{
    StageApi api = program_api();
    Scene scene = {0};
    Error err;
    api.scene_words();
    ck_assert_msg(scene_parse_string(&scene,
                                     "material cork density=0.25 friction=0.6 restitution=0.5\n"
                                     "circle 50 50 2 material=cork\n",
                                     "a.scene", &err),
                  "%s", err.message);
    ck_assert_double_eq(scene.bodies[0].mass, M_PI); /* 0.25 * 4 pi, exactly */
    scene_free(&scene);
    scene = (Scene){0};
    api.scene_words();
    ck_assert(!scene_parse_string(&scene, "circle 50 50 2 material=cork\n", "b.scene", &err));
    ck_assert_str_contains(err.message, "b.scene:1: unknown material 'cork'");
    scene_free(&scene);
    scene_set_word_hook(NULL, NULL);
}
END_TEST

Suite *test_materials_program_suite(void)
{
    Suite *s = suite_create("variant materials: its program");
    TCase *tc = tcase_create("program");
    tcase_add_test(tc, each_scene_has_only_its_own_materials);
    suite_add_tcase(s, tc);
    return s;
}
